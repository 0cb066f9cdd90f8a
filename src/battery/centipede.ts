// Centipede: a chain of 6-node take-or-pass games whose pot doubles at every pass, against a counterpart that takes
// more readily the nearer the end it is.
import type { SeededRandom } from '../seeded-random.ts';
import { round2, type Ask, type GameDefinition, type Play, type Seat, type Step } from './engine.ts';

/** Seat A's decisions in a battery run. */
const ROUNDS = 12;
const NODES = 6;
/** Centipedes of a head-to-head match: an even number, so both seats move first equally often. */
const MATCH_CENTIPEDES = 4;
/** Passing the last node pays the first mover 256 and the second 64. */
const END_PAYOFF = { first: 256, second: 64 } as const;
/** Both modes divide by the most a seat can earn in 4 centipedes. */
const NORMALISER = END_PAYOFF.first * 4;
/** The node given to a seat that never took in a finished, all-pass centipede. */
const NEVER_TOOK = NODES + 1;
/** The counterpart's chance to take at node 1..6; it moves at the even nodes (the odd ones never occur in a battery). */
const TAKE_CHANCE = [0.15, 0.15, 0.4, 0.4, 0.8, 0.8] as const;
const LEGAL = [{ word: 'take' }, { word: 'pass' }] as const;
type Move = 'take' | 'pass';

/** Taking at node k gives the mover 4·2^(k−1) and the other 2^(k−1). */
const takerGets = (node: number): number => 4 * 2 ** (node - 1);
const otherGets = (node: number): number => 2 ** (node - 1);

const other = (seat: Seat): Seat => (seat === 'A' ? 'B' : 'A');
/** Payoffs by seat, given what `seat` gets and what the other gets. */
const split = (seat: Seat, own: number, others: number): Record<Seat, number> => (seat === 'A' ? { A: own, B: others } : { A: others, B: own });

interface View {
  /** battery: seat A's decision count; match: the step of the whole match */
  round: number;
  /** battery: 12 decisions of seat A; match: null (the match is counted in centipedes) */
  rounds: number | null;
  centipede: number;
  /** match: 4; battery: null (centipedes follow one another until seat A has made 12 decisions) */
  centipedes: number | null;
  node: number;
  nodes: number;
  role: 'first' | 'second';
  takeNow: { you: number; other: number };
  /** nextNode set: what each side gets if the other player takes there; nextNode null: the final payout */
  ifPass: { nextNode: number | null; you: number; other: number };
  /** the previous centipede's end, from this seat's side; null in the first */
  lastCentipede: { endedAtNode: number; by: 'you' | 'other' | 'nobody'; you: number; other: number } | null;
  yourTotal: number;
  otherTotal: number;
  /** battery, seat A, from round 10 on: the series is about to end and an open centipede would pay nothing */
  endingSoon: boolean;
}

function prompt(v: View): string {
  // In a battery only seat A (always the first mover) counts its decisions; the counterpart's asks share A's round.
  const where =
    v.rounds !== null && v.role === 'first'
      ? `Round ${v.round} of ${v.rounds} (your decision ${v.round} of ${v.rounds}). Centipede ${v.centipede}`
      : `Centipede ${v.centipede}${v.centipedes === null ? '' : ` of ${v.centipedes}`}`;
  const last = v.lastCentipede
    ? `The last centipede ended at node ${v.lastCentipede.endedAtNode} (${v.lastCentipede.by === 'nobody' ? 'everyone passed' : v.lastCentipede.by === 'you' ? 'you took' : 'the other player took'}; you earned ${v.lastCentipede.you}, they earned ${v.lastCentipede.other}). `
    : '';
  const pass =
    v.ifPass.nextNode !== null
      ? `If you pass, the other player moves at node ${v.ifPass.nextNode}, where taking would give them ${v.ifPass.other} and you ${v.ifPass.you}.`
      : `If you pass, the centipede ends: you get ${v.ifPass.you}, the other player ${v.ifPass.other}.`;
  const ending = v.endingSoon
    ? `The series ends after your ${v.rounds}th decision: a centipede still open then gets one more move from the other player, and if it is still open after that it ends unfinished and pays nothing. `
    : '';
  return (
    `${where}, node ${v.node} of ${v.nodes}; you moved ${v.role} in this centipede. ${last}` +
    `If you take now, it ends: you get ${v.takeNow.you}, the other player ${v.takeNow.other}. ${pass} ` +
    `${ending}Your total so far: ${v.yourTotal} points; theirs: ${v.otherTotal}. Choose take or pass.`
  );
}

/** How one centipede ended: taken at a node by a seat, passed to the end (by null), or cut off unfinished. */
interface Ending {
  node: number;
  by: Seat | null;
  finished: boolean;
  pay: Record<Seat, number>;
}

export const centipede: GameDefinition = {
  id: 'centipede',
  rounds: ROUNDS,
  twoPlayer: true,
  rules:
    `You play a series of centipede games with the same player. A centipede has ${NODES} nodes and the two of you move in ` +
    'turn: the first mover at nodes 1, 3 and 5, the second at 2, 4 and 6. At node k the mover may take, which ends the ' +
    `centipede and gives the mover 4×2^(k−1) points and the other player 2^(k−1), or pass it on. If node ${NODES} is passed ` +
    `too, the first mover gets ${END_PAYOFF.first} and the second ${END_PAYOFF.second}. A new centipede starts when one ends; ` +
    'a centipede still open when the series ends pays nothing. Each prompt says which centipede and node you are at.',

  *play(ctx): Play {
    const battery = ctx.mode === 'battery';
    const totals: Record<Seat, number> = { A: 0, B: 0 };
    const decisions: Record<Seat, number> = { A: 0, B: 0 };
    const passes: Record<Seat, number> = { A: 0, B: 0 };
    const takeNodes: Record<Seat, number[]> = { A: [], B: [] };
    let decisionsA = 0;
    let step = 0;
    let last: Ending | null = null;

    /** One centipede; in a battery it stops unfinished when seat A is due to move after its 12th decision. */
    function* playOne(number: number, first: Seat): Generator<Step, Ending, string[]> {
      for (let node = 1; node <= NODES; node++) {
        const mover = node % 2 === 1 ? first : other(first);
        if (battery && mover === 'A' && decisionsA === ROUNDS) return { node, by: null, finished: false, pay: { A: 0, B: 0 } };
        if (mover === 'A') decisionsA++;
        const round = battery ? decisionsA : ++step;
        const moverIsFirst = mover === first;
        const v: View = {
          round,
          rounds: battery ? ROUNDS : null,
          centipede: number,
          centipedes: battery ? null : MATCH_CENTIPEDES,
          node,
          nodes: NODES,
          role: moverIsFirst ? 'first' : 'second',
          takeNow: { you: takerGets(node), other: otherGets(node) },
          ifPass:
            node < NODES
              ? { nextNode: node + 1, you: otherGets(node + 1), other: takerGets(node + 1) }
              : { nextNode: null, you: moverIsFirst ? END_PAYOFF.first : END_PAYOFF.second, other: moverIsFirst ? END_PAYOFF.second : END_PAYOFF.first },
          lastCentipede: last
            ? { endedAtNode: last.node, by: last.by === null ? 'nobody' : last.by === mover ? 'you' : 'other', you: last.pay[mover], other: last.pay[other(mover)] }
            : null,
          yourTotal: totals[mover],
          otherTotal: totals[other(mover)],
          endingSoon: battery && mover === 'A' && round >= ROUNDS - 2,
        };
        const [move] = (yield { round, asks: [{ seat: mover, prompt: prompt(v), view: { ...v }, legal: LEGAL }] }) as [Move];
        decisions[mover]++;
        if (move === 'take') {
          return { node, by: mover, finished: true, pay: split(mover, takerGets(node), otherGets(node)) };
        }
        passes[mover]++;
      }
      return { node: NODES, by: null, finished: true, pay: split(first, END_PAYOFF.first, END_PAYOFF.second) };
    }

    for (let number = 1; battery ? decisionsA < ROUNDS : number <= MATCH_CENTIPEDES; number++) {
      const first: Seat = battery || number % 2 === 1 ? 'A' : 'B';
      const ending: Ending = yield* playOne(number, first);
      totals.A += ending.pay.A;
      totals.B += ending.pay.B;
      if (ending.by) takeNodes[ending.by].push(ending.node);
      else if (ending.finished) for (const seat of ['A', 'B'] as const) takeNodes[seat].push(NEVER_TOOK);
      last = ending;
    }

    const seat = (s: Seat) => ({
      payoff: totals[s],
      score: round2((100 * totals[s]) / NORMALISER),
      metrics: {
        passRate: decisions[s] ? passes[s] / decisions[s] : 0,
        takeNode: takeNodes[s].length ? takeNodes[s].reduce((sum, n) => sum + n, 0) / takeNodes[s].length : NEVER_TOOK,
      },
    });
    return { A: seat('A'), B: seat('B') };
  },

  /** Takes at node 2, 4, 6 with probability 0.15, 0.4, 0.8: greedier as the pot nears its end. */
  counterpart(ask: Ask, rng: SeededRandom): string {
    const view = ask.view as unknown as View;
    return rng.chance(TAKE_CHANCE[view.node - 1] ?? 1) ? 'take' : 'pass';
  },
};
