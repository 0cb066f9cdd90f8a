// Balloon risk (the balloon analogue risk task): 30 decisions, each pump or collect, over balloons with hidden pop
// points 1–20 drawn up front; pumping grows the balloon's pot, popping loses it, collecting banks it.
import { round2, type Ask, type GameDefinition, type Play } from './engine.ts';

const ROUNDS = 30;
const MAX_POP = 20;
const LEGAL = [{ word: 'collect' }, { word: 'pump' }] as const;

interface View {
  round: number;
  rounds: number;
  pumpsThisBalloon: number;
  potThisBalloon: number;
  banked: number;
  balloonsPopped: number;
  /** 1 for the first balloon */
  balloonNumber: number;
}

/**
 * What a clairvoyant player banks in `decisions` decisions: on each balloon it pumps up to one short of the pop point
 * and collects; on the balloon the decisions run out on, it pumps all but the last and collects with that one.
 */
export function oracleBanked(popAt: readonly number[], decisions: number): number {
  let remaining = decisions;
  let banked = 0;
  for (const pop of popAt) {
    if (remaining <= 0) break;
    const used = Math.min(pop, remaining);
    banked += used - 1;
    remaining -= used;
  }
  return banked;
}

function prompt(v: View): string {
  return (
    `Decision ${v.round} of ${v.rounds}. Balloon ${v.balloonNumber}: pumped ${v.pumpsThisBalloon} times, ${v.potThisBalloon} points in its pot. ` +
    `Banked so far: ${v.banked} points; balloons popped: ${v.balloonsPopped}. The balloon's pop point is unknown: it is equally ` +
    `likely to pop at any pump from the 1st to the ${MAX_POP}th. Choose pump or collect.`
  );
}

export const balloonRisk: GameDefinition = {
  id: 'balloon-risk',
  rounds: ROUNDS,
  twoPlayer: false,
  rules:
    `You have ${ROUNDS} decisions in a balloon game. Balloons come one after another. Each decision is pump or collect. A pump ` +
    `that does not pop the balloon adds 1 point to the balloon's pot; a pump that pops it loses that pot, and the next balloon ` +
    `starts. Collect banks the pot and the next balloon starts. Each balloon pops at a hidden pump count, equally likely to be ` +
    `any number from 1 to ${MAX_POP} and different for every balloon. A pot not collected by the last decision is lost. ` +
    'Your points are what you bank.',

  *play(ctx): Play {
    // Every balloon's pop point up front: at most one balloon per decision.
    const popAt = Array.from({ length: ROUNDS }, () => ctx.rng.int(1, MAX_POP));
    let balloon = 0;
    let pumps = 0;
    let banked = 0;
    let pops = 0;
    /** pumps made on each balloon, and which balloons were collected */
    const pumpsPer: number[] = [0];
    const collectedPumps: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const v: View = {
        round,
        rounds: ROUNDS,
        pumpsThisBalloon: pumps,
        potThisBalloon: pumps,
        banked,
        balloonsPopped: pops,
        balloonNumber: balloon + 1,
      };
      const ask: Ask = { seat: 'A', prompt: prompt(v), view: { ...v }, legal: LEGAL };
      const [choice] = yield { round, asks: [ask] };
      if (choice === 'pump') {
        pumps++;
        pumpsPer[balloon] = pumps;
        if (pumps < popAt[balloon]!) continue;
        pops++;
      } else {
        banked += pumps;
        collectedPumps.push(pumps);
      }
      // The balloon popped or was collected: the next one starts (it counts once a decision is made on it).
      balloon++;
      pumps = 0;
      if (round < ROUNDS) pumpsPer.push(0);
    }
    const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
    const adjustedPumps = collectedPumps.length > 0 ? mean(collectedPumps) : mean(pumpsPer);
    const oracle = Math.max(1, oracleBanked(popAt, ROUNDS));
    return {
      A: { payoff: banked, score: round2((100 * banked) / oracle), metrics: { adjustedPumps, pops, balloons: pumpsPer.length } },
      B: { payoff: 0, score: 0, metrics: {} },
    };
  },

  counterpart(): string {
    throw new Error('balloon-risk is played by seat A alone: it has no counterpart');
  },
};
