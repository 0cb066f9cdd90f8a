// Public goods: 10 rounds in a group of four (both seats and two scripted conditional cooperators); each round every
// player puts 0–10 of an endowment of 10 into a pot that is multiplied by 1.6 and shared equally.
import { whole, type SeededRandom } from '../seeded-random.ts';
import { amountOf, round2, type Ask, type GameDefinition, type Play, type Seat } from './engine.ts';

const ROUNDS = 10;
const ENDOWMENT = 10;
const GROUP = 4;
const MULTIPLIER = 1.6;
/** Per-round payoff bounds: all give 10 while you keep nothing (4), you keep 10 while the others give 30 (22). */
const MIN_ROUND = 4;
const RANGE_ROUND = 18;
const LEGAL = [{ prefix: 'contribute', min: 0, max: ENDOWMENT }] as const;

interface View {
  round: number;
  rounds: number;
  /** the previous round from this seat's side: its contribution, the other three's, and each player's share of the pot */
  last: { you: number; others: number[]; potShare: number } | null;
  yourTotal: number;
}

/**
 * Points are counted in fifths, so totals stay exact: each player's share of the pot is 1.6 / 4 = 2/5 of the sum
 * (the float 0.4 would drift over ten rounds).
 */
const FIFTHS = 5;
const shareFifthsOf = (sum: number): number => (sum * MULTIPLIER * FIFTHS) / GROUP;

/** A conditional cooperator's contribution: the others' last mean, blurred by noise, as a whole 0–10. */
const conditional = (lastOthers: readonly number[], noise: number): number =>
  whole(lastOthers.reduce((s, c) => s + c, 0) / lastOthers.length + noise, 0, ENDOWMENT);

/** A conditional cooperator's first contribution. */
const opening = (rng: SeededRandom): number => rng.int(3, 7);

function prompt(v: View): string {
  const last = v.last
    ? `Last round you contributed ${v.last.you} and the other three contributed ${v.last.others.join(', ')}; each player's share of the pot was ${v.last.potShare}. `
    : '';
  return `Round ${v.round} of ${v.rounds}. ${last}Your total so far: ${v.yourTotal} points. You have ${ENDOWMENT} points this round. Choose contribute:<0-${ENDOWMENT}>.`;
}

export const publicGoods: GameDefinition = {
  id: 'public-goods',
  rounds: ROUNDS,
  twoPlayer: true,
  rules:
    `You play ${ROUNDS} rounds of a public goods game in a group of four players. Each round every player gets ${ENDOWMENT} points ` +
    `and chooses, at the same time as the others, how many of them (0 to ${ENDOWMENT}) to put into a common pot. The pot is ` +
    `multiplied by ${MULTIPLIER} and shared equally among all four players, whatever they contributed; you keep what you did ` +
    'not contribute. After each round you see everyone\'s contributions. You know how many rounds there are.',

  *play(ctx): Play {
    // The two scripted players' draws, taken up front so they do not depend on the seats' choices.
    const openings = [opening(ctx.rng), opening(ctx.rng)];
    const noise = Array.from({ length: ROUNDS }, () => [ctx.rng.normal(0, 1), ctx.rng.normal(0, 1)]);
    const fifths: Record<Seat, number> = { A: 0, B: 0 };
    const total = (seat: Seat): number => fifths[seat] / FIFTHS;
    const given: Record<Seat, number> = { A: 0, B: 0 };
    /** last round's contributions: A, B, then the two scripted players */
    let last: [number, number, number, number] | null = null;
    for (let round = 1; round <= ROUNDS; round++) {
      const previous = last;
      const lastShare = previous ? Math.round(shareFifthsOf(previous.reduce((s, c) => s + c, 0))) / FIFTHS : 0;
      const view = (seat: Seat): View => ({
        round,
        rounds: ROUNDS,
        last: previous
          ? {
              you: seat === 'A' ? previous[0] : previous[1],
              others: seat === 'A' ? [previous[1], previous[2], previous[3]] : [previous[0], previous[2], previous[3]],
              potShare: lastShare,
            }
          : null,
        yourTotal: total(seat),
      });
      const ask = (seat: Seat): Ask => {
        const v = view(seat);
        return { seat, prompt: prompt(v), view: { ...v }, legal: LEGAL };
      };
      const [choiceA, choiceB] = yield { round, asks: [ask('A'), ask('B')] };
      const a = amountOf(choiceA!);
      const b = amountOf(choiceB!);
      const roundNoise = noise[round - 1]!;
      const scripted = previous
        ? [conditional([previous[0], previous[1], previous[3]], roundNoise[0]!), conditional([previous[0], previous[1], previous[2]], roundNoise[1]!)]
        : openings;
      const contributions: [number, number, number, number] = [a, b, scripted[0]!, scripted[1]!];
      const share = Math.round(shareFifthsOf(contributions.reduce((s, c) => s + c, 0)));
      fifths.A += (ENDOWMENT - a) * FIFTHS + share;
      fifths.B += (ENDOWMENT - b) * FIFTHS + share;
      given.A += a;
      given.B += b;
      last = contributions;
    }
    const seat = (s: Seat) => ({
      payoff: total(s),
      score: round2((100 * (total(s) - MIN_ROUND * ROUNDS)) / (RANGE_ROUND * ROUNDS)),
      metrics: { contribution: given[s] / ROUNDS / ENDOWMENT },
    });
    return { A: seat('A'), B: seat('B') };
  },

  /** Conditional cooperator: a seeded 3–7 first, then the other three's last mean + normal(0, 1), rounded into 0–10. */
  counterpart(ask: Ask, rng: SeededRandom): string {
    const view = ask.view as unknown as View;
    const amount = view.last ? conditional(view.last.others, rng.normal(0, 1)) : opening(rng);
    return `contribute:${amount}`;
  },
};
