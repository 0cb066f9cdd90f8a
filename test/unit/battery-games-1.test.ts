// Battery games 2–6 (public goods, stag hunt, trust game, balloon risk, beauty contest): payoffs recomputed from the
// rules, reproducible transcripts, replays that refuse illegal or misplaced decisions, and head-to-head matches.
import { describe, expect, it } from 'vitest';
import {
  GENERATOR_VERSION,
  IllegalMove,
  ReplayMismatch,
  Stream,
  fallbackMove,
  legalChoices,
  playGame,
  replayGame,
  scriptedCounterpart,
  streamOf,
  type Ask,
  type Decider,
  type GameDefinition,
  type PlayedGame,
  type Seat,
  type TranscriptLine,
} from '../../src/battery/engine.ts';
import { publicGoods } from '../../src/battery/public-goods.ts';
import { stagHunt } from '../../src/battery/stag-hunt.ts';
import { trustGame } from '../../src/battery/trust-game.ts';
import { balloonRisk, oracleBanked } from '../../src/battery/balloon-risk.ts';
import { beautyContest } from '../../src/battery/beauty-contest.ts';

/** The games are played on the generator new runs use. */
const GENERATOR = GENERATOR_VERSION;

const GAMES = [publicGoods, stagHunt, trustGame, balloonRisk, beautyContest];
const SEED = 1;

/** Always the cautious move. */
const cautious: Decider = (ask) => fallbackMove(ask.legal);
/** Always the last legal form's largest number or last word. */
const boldest: Decider = (ask) => {
  const form = ask.legal.at(-1)!;
  return 'word' in form ? form.word : `${form.prefix}:${form.max}`;
};
/** A seeded random agent, for replays with varied decisions. */
const randomAgent = (game: GameDefinition, seed: number): Decider => {
  const rng = streamOf(seed, game.id, Stream.Agent, GENERATOR);
  return (ask) => rng.item(legalChoices(ask.legal));
};

const battery = (game: GameDefinition, agent: Decider, seed = SEED): Promise<PlayedGame> =>
  playGame(game, seed, 'battery', { A: agent, B: scriptedCounterpart(game, seed, GENERATOR) }, GENERATOR);

const linesOf = (played: PlayedGame, seat: Seat): TranscriptLine[] => played.transcript.filter((line) => line.seat === seat);
const number = (choice: string): number => Number(choice.split(':')[1]);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const round = (x: number) => Math.round(x * 100) / 100;
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 9);

describe('public-goods', () => {
  it('pays 10 − c + 0.4 × the group sum each round, from both seats’ records', async () => {
    for (const agent of [cautious, boldest]) {
      const played = await battery(publicGoods, agent);
      const [a, b] = [linesOf(played, 'A'), linesOf(played, 'B')];
      expect(a.map((l) => l.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Rounds 1–9 as the next view reports them; each view's total is the previous total plus that round's payoff.
      for (let r = 1; r < 10; r++) {
        const last = a[r]!.view.last as { you: number; others: number[]; potShare: number };
        expect(last.you).toBe(number(a[r - 1]!.choice));
        expect(last.others[0]).toBe(number(b[r - 1]!.choice));
        close(last.potShare, 0.4 * (last.you + sum(last.others)));
        close(a[r]!.view.yourTotal as number, (a[r - 1]!.view.yourTotal as number) + 10 - last.you + last.potShare);
        if (r === 1) for (const scripted of last.others.slice(1)) expect([3, 4, 5, 6, 7]).toContain(scripted);
      }
      // Round 10 is seen only in the results: both seats must have got the same pot share.
      const shareA = played.result.A.payoff - (a[9]!.view.yourTotal as number) - 10 + number(a[9]!.choice);
      const shareB = played.result.B.payoff - (b[9]!.view.yourTotal as number) - 10 + number(b[9]!.choice);
      close(shareA, shareB);
      const scriptedSum = shareA / 0.4 - number(a[9]!.choice) - number(b[9]!.choice);
      close(scriptedSum, Math.round(scriptedSum));
      expect(scriptedSum).toBeGreaterThanOrEqual(0);
      expect(scriptedSum).toBeLessThanOrEqual(20);
      const { payoff, score, metrics } = played.result.A;
      expect(score).toBe(Math.round(((100 * (payoff - 40)) / 180) * 100) / 100);
      expect(metrics).toEqual({ contribution: agent === cautious ? 0 : 1 });
    }
  });

  it('a free rider earns at least 10 a round and a full contributor at most 4 + its share', async () => {
    const free = await battery(publicGoods, cautious);
    expect(free.result.A.payoff).toBeGreaterThanOrEqual(100);
    expect(free.result.A.score).toBeGreaterThanOrEqual(round(100 * 60 / 180));
    const full = await battery(publicGoods, boldest);
    expect(full.result.A.payoff).toBeLessThanOrEqual(220);
    expect(full.result.A.payoff).toBeGreaterThanOrEqual(40);
  });
});

describe('stag-hunt', () => {
  it('hare always earns exactly 3 a round: payoff 30, score 75', async () => {
    const played = await battery(stagHunt, cautious);
    expect(played.result.A).toEqual({ payoff: 30, score: 75, metrics: { stag: 0 } });
  });

  it('stag always earns 4 when the counterpart hunts stag, else 0; the counterpart follows its policy', async () => {
    const played = await battery(stagHunt, boldest);
    const b = linesOf(played, 'B');
    const bStags = b.filter((l) => l.choice === 'stag').length;
    expect(played.result.A).toEqual({ payoff: 4 * bStags, score: round((100 * 4 * bStags) / 40), metrics: { stag: 1 } });
    expect(played.result.B.payoff).toBe(4 * bStags + 3 * (10 - bStags));
    // Against a steady stag hunter, it hunts stag except for its 5 % flips.
    expect(bStags).toBeGreaterThanOrEqual(7);
  });
});

describe('trust-game', () => {
  it('investing and returning nothing: 10 a round as investor, 3 × the counterpart’s investment as trustee', async () => {
    const played = await battery(trustGame, cautious);
    const a = linesOf(played, 'A');
    const b = linesOf(played, 'B');
    // Each round: the investor's ask, then the trustee's; A invests in odd rounds.
    expect(played.transcript.map((l) => `${l.round}${l.seat}`).slice(0, 4)).toEqual(['1A', '1B', '2B', '2A']);
    expect(a.map((l) => l.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const bInvested = b.filter((l) => l.view.role === 'investor').map((l) => number(l.choice));
    expect(bInvested).toHaveLength(5);
    expect(bInvested[0]).toBeGreaterThanOrEqual(4);
    expect(bInvested[0]).toBeLessThanOrEqual(7);
    for (const x of bInvested) expect(x).toBeGreaterThanOrEqual(1);
    // A trustee that received the counterpart's investment sees it tripled and may return all of it.
    for (const line of a.filter((l) => l.view.role === 'trustee')) expect(line.legal).toBe(`return:<0-${line.view.received as number}>`);
    const payoffA = 5 * 10 + 3 * sum(bInvested);
    expect(played.result.A).toEqual({ payoff: payoffA, score: round((100 * payoffA) / 300), metrics: { invest: 0, returnShare: 0 } });
    const payoffB = sum(bInvested.map((x) => 10 - x));
    expect(played.result.B).toEqual({ payoff: payoffB, score: round((100 * payoffB) / 300), metrics: { invest: sum(bInvested) / 50, returnShare: 0.5 } });
  });

  it('investing everything and returning everything, recomputed from the transcript', async () => {
    const played = await battery(trustGame, boldest);
    const b = linesOf(played, 'B');
    const bInvested = b.filter((l) => l.view.role === 'investor').map((l) => number(l.choice));
    const bReturned = b.filter((l) => l.view.role === 'trustee').map((l) => number(l.choice));
    for (const r of bReturned) expect(r).toBeLessThanOrEqual(30);
    const payoffA = sum(bReturned);
    const payoffB = sum(bReturned.map((r) => 30 - r)) + sum(bInvested.map((x) => 10 - x + 3 * x));
    expect(played.result.A).toEqual({ payoff: payoffA, score: round((100 * payoffA) / 300), metrics: { invest: 1, returnShare: 1 } });
    expect(played.result.B.payoff).toBe(payoffB);
    close(played.result.B.metrics.returnShare!, sum(bReturned) / 150);
    // After a full return the counterpart invests 10 ± its noise.
    for (const x of bInvested.slice(1)) expect(x).toBeGreaterThanOrEqual(7);
  });
});

describe('balloon-risk', () => {
  it('the oracle pumps to one short of each pop point and spends the last decisions on a partial balloon', () => {
    expect(oracleBanked([3, 5, 20], 10)).toBe(2 + 4 + 1);
    expect(oracleBanked([1, 1, 4], 5)).toBe(0 + 0 + 2);
    expect(oracleBanked([30], 30)).toBe(29);
  });

  it('collecting every time banks nothing over 30 balloons', async () => {
    const played = await battery(balloonRisk, cautious);
    expect(played.result.A).toEqual({ payoff: 0, score: 0, metrics: { adjustedPumps: 0, pops: 0, balloons: 30 } });
    expect(played.result.B).toEqual({ payoff: 0, score: 0, metrics: {} });
    expect(() => balloonRisk.counterpart({} as Ask, streamOf(SEED, 'balloon-risk', Stream.Counterpart, GENERATOR))).toThrow();
  });

  it('pumping every time pops every balloon it finishes', async () => {
    const played = await battery(balloonRisk, boldest);
    const views = linesOf(played, 'A').map((l) => l.view as { balloonNumber: number; pumpsThisBalloon: number; balloonsPopped: number });
    const balloons = views.at(-1)!.balloonNumber;
    // The pumps per balloon, read off the views: a balloon's last view plus the pump that followed it.
    const pumps = Array.from({ length: balloons }, (_, i) => Math.max(...views.filter((v) => v.balloonNumber === i + 1).map((v) => v.pumpsThisBalloon)) + 1);
    const { payoff, score, metrics } = played.result.A;
    expect(payoff).toBe(0);
    expect(score).toBe(0);
    expect(metrics.balloons).toBe(balloons);
    // Every balloon before the last popped; the last one popped too unless the decisions ran out first.
    expect(views.at(-1)!.balloonsPopped).toBe(balloons - 1);
    expect([balloons - 1, balloons]).toContain(metrics.pops);
    expect(sum(pumps)).toBe(30);
    close(metrics.adjustedPumps!, 30 / balloons);
  });

  it('a clairvoyant agent on the same balloons scores 100', async () => {
    const rng = streamOf(SEED, 'balloon-risk', Stream.Game, GENERATOR);
    const popAt = Array.from({ length: 30 }, () => rng.int(1, 20));
    const clairvoyant: Decider = (ask, round) => {
      const v = ask.view as { pumpsThisBalloon: number; balloonNumber: number };
      return v.pumpsThisBalloon === popAt[v.balloonNumber - 1]! - 1 || round === 30 ? 'collect' : 'pump';
    };
    const played = await battery(balloonRisk, clairvoyant);
    expect(played.result.A.payoff).toBe(oracleBanked(popAt, 30));
    expect(played.result.A.score).toBe(100);
    expect(played.result.A.metrics.pops).toBe(0);
  });
});

describe('beauty-contest', () => {
  it('guessing 0 earns 100 − 2 × the target each round; distance is the mean target', async () => {
    const played = await battery(beautyContest, cautious);
    const a = linesOf(played, 'A');
    const targets = a.slice(1).map((l) => (l.view.last as { target: number }).target);
    for (const line of a.slice(1)) {
      const last = line.view.last as { yourGuess: number; target: number; mean: number; winnerGuess: number };
      close(last.target, (2 / 3) * last.mean);
      expect(last.yourGuess).toBe(0);
    }
    const payoffs = targets.map((t) => Math.max(0, 100 - 2 * t));
    for (let r = 1; r < 5; r++) close(a[r]!.view.yourTotal as number, sum(payoffs.slice(0, r)));
    // The last round's target is seen only in the result; the targets of 10 guesses ≤ 100 stay below 50 here.
    const lastTarget = (100 - (played.result.A.payoff - sum(payoffs))) / 2;
    const { payoff, score, metrics } = played.result.A;
    expect(score).toBe(round(payoff / 5));
    close(metrics.distance!, sum([...targets, lastTarget]) / 5);
    expect(lastTarget).toBeGreaterThan(0);
    expect(lastTarget).toBeLessThan(50);
  });

  it('guessing 100 scores by distance from the target; the level-1 counterpart aims near the last target', async () => {
    const played = await battery(beautyContest, boldest);
    const a = linesOf(played, 'A');
    const b = linesOf(played, 'B');
    expect(Math.abs(number(b[0]!.choice) - 33)).toBeLessThanOrEqual(12);
    for (let r = 1; r < 5; r++) {
      const last = a[r]!.view.last as { target: number; winnerGuess: number };
      const payoffSoFar = sum(a.slice(1, r + 1).map((l) => Math.max(0, 100 - 2 * (100 - (l.view.last as { target: number }).target))));
      close(a[r]!.view.yourTotal as number, payoffSoFar);
      expect(Math.abs(number(b[r]!.choice) - last.target)).toBeLessThanOrEqual(8);
      // The winning guess is at least as close as B's.
      expect(Math.abs(last.winnerGuess - last.target)).toBeLessThanOrEqual(Math.abs(number(b[r - 1]!.choice) - last.target));
    }
    // Rounds 1–4 from the views; the last round's distance is 100 − a target below 2/3 × 100.
    const seenDistance = sum(a.slice(1).map((l) => 100 - (l.view.last as { target: number }).target));
    const lastDistance = 5 * played.result.A.metrics.distance! - seenDistance;
    expect(lastDistance).toBeGreaterThan(100 / 3);
    expect(lastDistance).toBeLessThanOrEqual(100);
    close(played.result.A.payoff, sum(a.slice(1).map((l) => Math.max(0, 100 - 2 * (100 - (l.view.last as { target: number }).target)))) + Math.max(0, 100 - 2 * lastDistance));
  });
});

describe.each(GAMES.map((game) => [game.id, game] as const))('%s: runs are reproducible', (_id, game) => {
  it('asks seat A once in every round of a battery run', async () => {
    const played = await battery(game, randomAgent(game, SEED));
    expect(played.decisions.A.map((d) => d.round)).toEqual(Array.from({ length: game.rounds }, (_, i) => i + 1));
    for (const line of played.transcript) expect(JSON.parse(JSON.stringify(line.view))).toEqual(line.view);
    expect(played.result.A.score).toBeGreaterThanOrEqual(0);
    expect(played.result.A.score).toBeLessThanOrEqual(100);
  });

  it('gives the same transcript for the same seed and decisions', async () => {
    const first = await battery(game, randomAgent(game, 7), 7);
    const second = await battery(game, randomAgent(game, 7), 7);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('replays to the same result, and refuses illegal, missing or extra decisions', async () => {
    const played = await battery(game, randomAgent(game, 3), 3);
    const replay = await replayGame(game, 3, 'battery', { A: played.decisions.A }, GENERATOR);
    expect(replay.result).toEqual(played.result);
    expect(JSON.stringify(replay.transcript)).toBe(JSON.stringify(played.transcript));

    const illegal = played.decisions.A.map((d, i) => (i === 2 ? { ...d, choice: 'bogus:999' } : d));
    await expect(replayGame(game, 3, 'battery', { A: illegal }, GENERATOR)).rejects.toBeInstanceOf(IllegalMove);
    await expect(replayGame(game, 3, 'battery', { A: played.decisions.A.slice(0, -1) }, GENERATOR)).rejects.toBeInstanceOf(ReplayMismatch);
    const extra = [...played.decisions.A, { round: game.rounds, choice: played.decisions.A.at(-1)!.choice }];
    await expect(replayGame(game, 3, 'battery', { A: extra }, GENERATOR)).rejects.toBeInstanceOf(ReplayMismatch);
  });
});

describe.each(GAMES.filter((game) => game.twoPlayer).map((game) => [game.id, game] as const))('%s: head-to-head', (_id, game) => {
  it('plays a match between two agents and scores both seats', async () => {
    const played = await playGame(game, SEED, 'match', { A: cautious, B: boldest }, GENERATOR);
    expect(played.decisions.A.length).toBe(game.rounds);
    expect(played.decisions.B.length).toBe(game.rounds);
    for (const seat of ['A', 'B'] as const) {
      const { score, metrics } = played.result[seat];
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      expect(Object.keys(metrics).length).toBeGreaterThan(0);
    }
    const replay = await replayGame(game, SEED, 'match', played.decisions, GENERATOR);
    expect(replay.result).toEqual(played.result);
  });
});
