// Ranking on all the evidence (issue 40 item 1, SPEC §6 "Who played"): a refereed run its buyer lets expire is stored
// as an abandoned run of its model and counts in the mean over runs; `?rankBy=mean` orders on that mean, so neither
// listing the best of many runs nor abandoning the ones going badly moves a model there; entries carry tie groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/battery/agents/agent.ts';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import type { HumanBaseline } from '../../src/battery/scoring.ts';
import { call } from '../helpers/client.ts';
import { keyed, openRun, playRun, relayRun } from '../helpers/referee.ts';
import { adminOf, createResearchKey, eventually } from '../helpers/research.ts';
import { manualClock, startTestServer, type TestServer } from '../helpers/server.ts';

const IDLE_S = 60;
let server: TestServer;
let key: string;
let baseline: HumanBaseline;
const clock = manualClock(Date.now());

beforeAll(async () => {
  server = await startTestServer({ clock, env: { REFEREE_IDLE_S: String(IDLE_S), REFEREE_SWEEP_S: '1', REFEREE_OPEN_PER_BUYER: '10' } });
  key = (await createResearchKey(await adminOf(server.config.dataDir), 'evidence-lab')).key;
  baseline = (await call(server.base, 'GET', '/api/research/benchmark/human-baseline')).body;
}, 120_000);
afterAll(async () => server?.close());

/** A built-in bot under another model's name. */
const named = (bot: string, model: string): Agent => {
  const agent = builtInBot(bot, baseline)!;
  return { ...agent, provider: 'lab', model, decide: (turn) => agent.decide(turn), settings: () => agent.settings() };
};

const board = async (rankBy?: string) =>
  (await call(server.base, 'GET', `/api/research/benchmark/leaderboard${rankBy ? `?rankBy=${rankBy}` : ''}`)).body as { rankBy: string; entries: any[] };

describe('the leaderboard on all the evidence', () => {
  it('records an expired run as abandoned, counts it among the model\'s runs and in its mean, never as its top run', async () => {
    const agent = named('tit-for-tat', 'quitter-1');
    const { runId: finished } = await playRun([server.base], key, agent, 1);
    // Two more tables: a few decisions each, then left.
    const left = [];
    for (let i = 0; i < 2; i++) {
      const opened = await openRun(server.base, key, agent, 1);
      await relayRun([server.base], key, agent, opened, 5);
      left.push(opened.body.runId);
    }
    let entry = (await board()).entries.find((e) => e.model === 'quitter-1');
    expect(entry).toMatchObject({ runs: 1, abandoned: 0, abandonedOften: false, runId: finished });
    const topOverall = entry.overall;

    clock.advance((IDLE_S + 1) * 1000);
    await eventually(async () => (await board()).entries.find((e) => e.model === 'quitter-1')?.abandoned === 2, 30_000, 'the sweep records both');
    entry = (await board()).entries.find((e) => e.model === 'quitter-1');
    expect(entry).toMatchObject({ runs: 3, abandoned: 2, abandonedOften: true, runId: finished, overall: topOverall });
    for (const runId of left) {
      const stored = (await call(server.base, 'GET', `/api/research/benchmark/${runId}`, { headers: keyed(key) })).body;
      expect(stored).toMatchObject({ state: 'abandoned', ranked: false, verification: 'refereed' });
      // The decisions the buyer made, then the fallback move for every one still due.
      const decisions = stored.games.flatMap((g: any) => g.decisions);
      expect(decisions.slice(0, 5).every((d: any) => d.fallback !== true)).toBe(true);
      expect(decisions.slice(5).every((d: any) => d.fallback === true)).toBe(true);
      expect((await call(server.base, 'GET', `/api/research/benchmark/runs/${runId}`, { headers: keyed(key) })).status).toBe(410);
    }
    const overalls = [topOverall, ...(await Promise.all(left.map(async (id) => (await call(server.base, 'GET', `/api/research/benchmark/${id}`, { headers: keyed(key) })).body.overall)))];
    // The entry's mean is rounded to 2 decimals: within half a hundredth (toBeCloseTo's bound is strict, and a mean
    // that ends in 5 at the third decimal sits on it: 58.03 against 58.025 failed once).
    expect(Math.abs(entry.runsMeanOverall - overalls.reduce((a, b) => a + b, 0) / 3)).toBeLessThanOrEqual(0.005 + 1e-9);
    // A later sweep records nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await board()).entries.find((e) => e.model === 'quitter-1')).toMatchObject({ runs: 3, abandoned: 2 });
  }, 120_000);

  it('orders by the mean over runs under ?rankBy=mean, where the best of many runs buys nothing', async () => {
    // One model runs once; another runs three times: its best run is its entry on the default board, its mean under rankBy=mean.
    await playRun([server.base], key, named('random', 'lucky-3'), 1);
    await playRun([server.base], key, named('random', 'lucky-3'), 1);
    await playRun([server.base], key, named('random', 'lucky-3'), 1);
    const byOverall = await board();
    const byMean = await board('mean');
    expect(byOverall.rankBy).toBe('overall');
    expect(byMean.rankBy).toBe('mean');
    const lucky = byMean.entries.find((e) => e.model === 'lucky-3');
    expect(lucky.runs).toBe(3);
    expect(lucky.overall).toBeGreaterThanOrEqual(lucky.runsMeanOverall);
    // The mean order: runsMeanOverall descending within each tier; the default: overall descending.
    const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
    expect(descending(byMean.entries.map((e) => e.runsMeanOverall))).toBe(true);
    expect(descending(byOverall.entries.map((e) => e.overall))).toBe(true);
    expect(new Set(byMean.entries.map((e) => e.model))).toEqual(new Set(byOverall.entries.map((e) => e.model)));
    // Tie groups: numbered from 1 in board order, never going down.
    for (const { entries } of [byOverall, byMean]) {
      expect(entries[0].tieGroup).toBe(1);
      expect(entries.every((e, i) => i === 0 || e.tieGroup === entries[i - 1].tieGroup || e.tieGroup === entries[i - 1].tieGroup + 1)).toBe(true);
    }
    expect((await call(server.base, 'GET', '/api/research/benchmark/leaderboard?rankBy=best')).status).toBe(400);
  }, 120_000);
});
