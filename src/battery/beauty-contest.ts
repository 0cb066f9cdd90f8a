// Keynesian beauty contest: 5 rounds in which both seats and 8 scripted level-k players guess 0–100 at once; the
// target is 2/3 of the mean guess, and a guess earns more the closer it lands.
import { whole, type SeededRandom } from '../seeded-random.ts';
import { amountOf, round2, type Ask, type GameDefinition, type Play, type Seat } from './engine.ts';

const ROUNDS = 5;
const MAX_GUESS = 100;
const SCRIPTED = 8;
const PLAYERS = SCRIPTED + 2;
const RATIO = 2 / 3;
/** Points lost per unit of distance from the target. */
const PENALTY = 2;
/** How likely a scripted player reasons 0, 1, 2 or 3 levels deep. */
const LEVEL_WEIGHTS = [0.25, 0.4, 0.25, 0.1] as const;
const COUNTERPART_LEVEL = 1;
const LEGAL = [{ prefix: 'guess', min: 0, max: MAX_GUESS }] as const;

interface View {
  round: number;
  rounds: number;
  /** the previous round: this seat's guess, the target, the mean of all guesses and the guess closest to the target */
  last: { yourGuess: number; target: number; mean: number; winnerGuess: number } | null;
  yourTotal: number;
}

interface Outcome {
  mean: number;
  target: number;
}

const payoffOf = (guess: number, target: number): number => Math.max(0, 100 - PENALTY * Math.abs(guess - target));

/**
 * A level-k player's guess. Round 1: level 0 guesses at random (`draw` is its uniform 0–100), level k anchors on 50
 * scaled k times. Later: level 0 follows the last mean, level k the last target scaled k − 1 more times; `draw` is noise.
 */
function levelGuess(level: number, last: Outcome | null, draw: number): number {
  if (!last) return level === 0 ? draw : whole(50 * RATIO ** level + draw, 0, MAX_GUESS);
  return whole((level === 0 ? last.mean : last.target * RATIO ** (level - 1)) + draw, 0, MAX_GUESS);
}

/** The draw `levelGuess` needs for one player and round. */
function levelDraw(level: number, round: number, rng: SeededRandom): number {
  if (round === 1) return level === 0 ? rng.int(0, MAX_GUESS) : rng.normal(0, 3);
  return rng.normal(0, level === 0 ? 5 : 2);
}

const show = (x: number): number => Math.round(x * 100) / 100;

function prompt(v: View): string {
  const last = v.last
    ? `Last round you guessed ${v.last.yourGuess}; the mean guess was ${show(v.last.mean)}, so the target was ${show(v.last.target)}, ` +
      `and the closest guess was ${v.last.winnerGuess}. You earned ${show(payoffOf(v.last.yourGuess, v.last.target))}. `
    : '';
  return `Round ${v.round} of ${v.rounds}. ${last}Your total so far: ${show(v.yourTotal)} points. Choose guess:<0-${MAX_GUESS}>.`;
}

export const beautyContest: GameDefinition = {
  id: 'beauty-contest',
  rounds: ROUNDS,
  twoPlayer: true,
  rules:
    `You play ${ROUNDS} rounds of a guessing game with ${PLAYERS - 1} other players. Each round everyone guesses a whole number ` +
    `from 0 to ${MAX_GUESS} at the same time. The target is two thirds of the mean of all ${PLAYERS} guesses. You earn ` +
    `100 minus ${PENALTY} points for every unit your guess is away from the target (never below 0). After each round you ` +
    'see the mean, the target and the closest guess. You know how many rounds there are.',

  *play(ctx): Play {
    // The scripted players' levels and every draw they will need, up front, so they do not depend on the seats' choices.
    const levels = Array.from({ length: SCRIPTED }, () => ctx.rng.index(LEVEL_WEIGHTS));
    const draws = Array.from({ length: ROUNDS }, (_, r) => levels.map((level) => levelDraw(level, r + 1, ctx.rng)));
    const totals: Record<Seat, number> = { A: 0, B: 0 };
    const distances: Record<Seat, number> = { A: 0, B: 0 };
    let last: (Outcome & { guesses: Record<Seat, number>; winnerGuess: number }) | null = null;
    for (let round = 1; round <= ROUNDS; round++) {
      const ask = (seat: Seat): Ask => {
        const v: View = {
          round,
          rounds: ROUNDS,
          last: last ? { yourGuess: last.guesses[seat], target: last.target, mean: last.mean, winnerGuess: last.winnerGuess } : null,
          yourTotal: totals[seat],
        };
        return { seat, prompt: prompt(v), view: { ...v }, legal: LEGAL };
      };
      const [choiceA, choiceB] = yield { round, asks: [ask('A'), ask('B')] };
      const guesses = { A: amountOf(choiceA!), B: amountOf(choiceB!) };
      const roundDraws = draws[round - 1]!;
      const all = [guesses.A, guesses.B, ...levels.map((level, i) => levelGuess(level, last, roundDraws[i]!))];
      const mean = all.reduce((s, g) => s + g, 0) / PLAYERS;
      const target = RATIO * mean;
      // The closest guess; of two equally close, the lower.
      const winnerGuess = all.reduce((best, g) => {
        const [d, bestD] = [Math.abs(g - target), Math.abs(best - target)];
        return d < bestD || (d === bestD && g < best) ? g : best;
      });
      for (const seat of ['A', 'B'] as const) {
        totals[seat] += payoffOf(guesses[seat], target);
        distances[seat] += Math.abs(guesses[seat] - target);
      }
      last = { mean, target, guesses, winnerGuess };
    }
    const seat = (s: Seat) => ({
      payoff: totals[s],
      score: round2(totals[s] / ROUNDS),
      metrics: { distance: distances[s] / ROUNDS },
    });
    return { A: seat('A'), B: seat('B') };
  },

  /** A level-1 player: round 1 round(50 × 2/3 + normal(0, 3)), then round(last target + normal(0, 2)), within 0–100. */
  counterpart(ask: Ask, rng: SeededRandom): string {
    const view = ask.view as unknown as View;
    const last = view.last ? { mean: view.last.mean, target: view.last.target } : null;
    return `guess:${levelGuess(COUNTERPART_LEVEL, last, levelDraw(COUNTERPART_LEVEL, view.round, rng))}`;
  },
};
