// Repeated symmetric 2×2 games (prisoner's dilemma, stag hunt): each round both seats choose at once from the same two
// moves, and a payoff table says what each earns. A game file gives its table, words and counterpart.
import type { BatteryGame } from '../research/games.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { round2, type Ask, type GameDefinition, type Play, type Seat } from './engine.ts';

export interface MatrixGameSpec<M extends string> {
  id: BatteryGame;
  rounds: number;
  /** the two moves, the cautious one (the fallback) first */
  moves: readonly [M, M];
  /** [my payoff, their payoff] by (my move, their move) */
  payoff: Readonly<Record<M, Readonly<Record<M, readonly [number, number]>>>>;
  /** the metric the scoring reads: the share of rounds a seat played `move` */
  metric: { name: string; move: M };
  rules: string;
  /** the previous round in the game's words, e.g. "you hunted stag and the other hunter hunted hare" */
  lastRound(you: M, other: M): string;
  /** the counterpart's intended move from its view of the last round (null in round 1), before noise */
  intended(last: { you: M; other: M } | null, rng: SeededRandom): M;
  /** the probability that the counterpart's intended move flips */
  noise: number;
}

interface View<M extends string> {
  round: number;
  rounds: number;
  /** the previous round's moves, from this seat's side; null in round 1 */
  last: { you: M; other: M } | null;
  yourTotal: number;
  otherTotal: number;
}

export function matrixGame<M extends string>(spec: MatrixGameSpec<M>): GameDefinition {
  const { rounds, moves, payoff } = spec;
  const legal = moves.map((word) => ({ word }));
  /** The most one round can pay: the score's normaliser. */
  const best = Math.max(...moves.flatMap((m) => moves.map((o) => payoff[m][o][0])));
  const prompt = (v: View<M>): string => {
    const last = v.last
      ? `Last round ${spec.lastRound(v.last.you, v.last.other)} (you earned ${payoff[v.last.you][v.last.other][0]}, they earned ${payoff[v.last.you][v.last.other][1]}). `
      : '';
    return `Round ${v.round} of ${v.rounds}. ${last}Your total so far: ${v.yourTotal} points; theirs: ${v.otherTotal}. Choose ${moves.join(' or ')}.`;
  };
  return {
    id: spec.id,
    rounds,
    twoPlayer: true,
    rules: spec.rules,

    *play(): Play {
      const totals: Record<Seat, number> = { A: 0, B: 0 };
      const counted: Record<Seat, number> = { A: 0, B: 0 };
      let last: Record<Seat, M> | null = null;
      for (let round = 1; round <= rounds; round++) {
        const ask = (seat: Seat, other: Seat): Ask => {
          const v: View<M> = { round, rounds, last: last ? { you: last[seat], other: last[other] } : null, yourTotal: totals[seat], otherTotal: totals[other] };
          return { seat, prompt: prompt(v), view: { ...v }, legal };
        };
        const [a, b] = (yield { round, asks: [ask('A', 'B'), ask('B', 'A')] }) as [M, M];
        totals.A += payoff[a][b][0];
        totals.B += payoff[a][b][1];
        if (a === spec.metric.move) counted.A++;
        if (b === spec.metric.move) counted.B++;
        last = { A: a, B: b };
      }
      const seat = (s: Seat) => ({
        payoff: totals[s],
        score: round2((100 * totals[s]) / (best * rounds)),
        metrics: { [spec.metric.name]: counted[s] / rounds },
      });
      return { A: seat('A'), B: seat('B') };
    },

    counterpart(ask: Ask, rng: SeededRandom): string {
      const view = ask.view as unknown as View<M>;
      const intended = spec.intended(view.last, rng);
      if (!rng.chance(spec.noise)) return intended;
      return intended === moves[0] ? moves[1] : moves[0];
    },
  };
}
