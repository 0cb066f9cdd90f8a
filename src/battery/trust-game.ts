// Trust game: 10 rounds with alternating roles; the investor sends 0–10 of 10 points, the amount is tripled, and the
// trustee decides how much of the tripled amount to send back (two steps in the same round).
import { clamp, clamp01, whole, type SeededRandom } from '../seeded-random.ts';
import { amountOf, round2, type Ask, type GameDefinition, type Play, type Seat } from './engine.ts';

const ROUNDS = 10;
const ENDOWMENT = 10;
const FACTOR = 3;
/** The most one round can pay a seat: a trustee keeping a full tripled investment. */
const BEST = FACTOR * ENDOWMENT;
const INVEST = [{ prefix: 'invest', min: 0, max: ENDOWMENT }] as const;

type Role = 'investor' | 'trustee';

interface RoundSummary {
  round: number;
  yourRole: Role;
  invested: number;
  returned: number;
  yourPayoff: number;
  otherPayoff: number;
}

interface View {
  round: number;
  rounds: number;
  role: Role;
  /** the tripled amount this seat holds as trustee; null for the investor */
  received: number | null;
  /** the previous round, from this seat's side; null in round 1 */
  last: RoundSummary | null;
  /** what the other player sent back the last time it was trustee, as a share of what it received; null before that */
  otherLastReturnShare: number | null;
  yourTotal: number;
  otherTotal: number;
}

const other = (seat: Seat): Seat => (seat === 'A' ? 'B' : 'A');

function prompt(v: View): string {
  const last = v.last
    ? `Last round you were the ${v.last.yourRole}: ${v.last.invested} invested, ${v.last.returned} returned; you earned ${v.last.yourPayoff}, the other player ${v.last.otherPayoff}. `
    : '';
  const head = `Round ${v.round} of ${v.rounds}. ${last}Your total so far: ${v.yourTotal} points; theirs: ${v.otherTotal}. `;
  if (v.role === 'investor') {
    return `${head}This round you are the investor with ${ENDOWMENT} points: whatever you invest is tripled and given to the other player, who then decides how much to send back. Choose invest:<0-${ENDOWMENT}>.`;
  }
  const received = v.received ?? 0;
  return `${head}This round you are the trustee: the other player invested ${received / FACTOR}, so you received ${received}. You keep whatever you do not send back. Choose return:<0-${received}>.`;
}

export const trustGame: GameDefinition = {
  id: 'trust-game',
  rounds: ROUNDS,
  twoPlayer: true,
  rules:
    `You play ${ROUNDS} rounds of a trust game with the same player, taking turns in two roles. The investor gets ${ENDOWMENT} ` +
    `points and invests any part of them (0 to ${ENDOWMENT}); the amount invested is tripled and given to the trustee, who ` +
    'then sends back any part of the tripled amount (0 to all of it). The investor earns what it kept plus what came back; ' +
    'the trustee earns what it did not send back. In odd rounds the first player is the investor, in even rounds the other. ' +
    'You know how many rounds there are.',

  *play(): Play {
    const totals: Record<Seat, number> = { A: 0, B: 0 };
    const invested: Record<Seat, number[]> = { A: [], B: [] };
    const returnShares: Record<Seat, number[]> = { A: [], B: [] };
    let last: { investor: Seat; invested: number; returned: number; payoffs: Record<Seat, number> } | null = null;
    for (let round = 1; round <= ROUNDS; round++) {
      const investor: Seat = round % 2 === 1 ? 'A' : 'B';
      const trustee = other(investor);
      const view = (seat: Seat, received: number | null): View => ({
        round,
        rounds: ROUNDS,
        role: seat === investor ? 'investor' : 'trustee',
        received,
        last: last
          ? {
              round: round - 1,
              yourRole: last.investor === seat ? 'investor' : 'trustee',
              invested: last.invested,
              returned: last.returned,
              yourPayoff: last.payoffs[seat],
              otherPayoff: last.payoffs[other(seat)],
            }
          : null,
        otherLastReturnShare: returnShares[other(seat)].at(-1) ?? null,
        yourTotal: totals[seat],
        otherTotal: totals[other(seat)],
      });
      const investorView = view(investor, null);
      const [investChoice] = yield { round, asks: [{ seat: investor, prompt: prompt(investorView), view: { ...investorView }, legal: INVEST }] };
      const amount = amountOf(investChoice!);
      const received = FACTOR * amount;
      const trusteeView = view(trustee, received);
      const legal = [{ prefix: 'return', min: 0, max: received }];
      const [returnChoice] = yield { round, asks: [{ seat: trustee, prompt: prompt(trusteeView), view: { ...trusteeView }, legal }] };
      const returned = amountOf(returnChoice!);
      const payoffs = { [investor]: ENDOWMENT - amount + returned, [trustee]: received - returned } as Record<Seat, number>;
      totals.A += payoffs.A;
      totals.B += payoffs.B;
      invested[investor].push(amount);
      if (amount > 0) returnShares[trustee].push(returned / received);
      last = { investor, invested: amount, returned, payoffs };
    }
    const mean = (xs: readonly number[], none: number) => (xs.length === 0 ? none : xs.reduce((s, x) => s + x, 0) / xs.length);
    const seat = (s: Seat) => ({
      payoff: totals[s],
      score: round2((100 * totals[s]) / (BEST * ROUNDS)),
      metrics: { invest: mean(invested[s], 0) / ENDOWMENT, returnShare: mean(returnShares[s], 0.5) },
    });
    return { A: seat('A'), B: seat('B') };
  },

  /**
   * Reciprocator. As investor: a seeded 4–7 the first time, then 10 × min(1, 2 × the other's last return share)
   * (rounded) + a rounded normal(0, 1), kept within 1–10. As trustee: returns a share 0.3 + 0.3 × invest/10 +
   * normal(0, 0.05) (kept within 0–1) of what it received, rounded.
   */
  counterpart(ask: Ask, rng: SeededRandom): string {
    const view = ask.view as unknown as View;
    if (view.role === 'investor') {
      const share = view.otherLastReturnShare;
      const amount = share === null ? rng.int(4, 7) : clamp(Math.round(ENDOWMENT * Math.min(1, 2 * share)) + Math.round(rng.normal(0, 1)), 1, ENDOWMENT);
      return `invest:${amount}`;
    }
    const received = view.received ?? 0;
    const share = clamp01(0.3 + (0.3 * received) / FACTOR / ENDOWMENT + rng.normal(0, 0.05));
    return `return:${whole(received * share, 0, received)}`;
  },
};
