// The synthetic benchmark generator: bots with the synthetic models' dispositions played through the battery engine.
// What it promises: reproducible for a seed, a longer generation extending a shorter one, reports and matches the
// server's own checks accept, and numbers its replay reproduces exactly (so demo data survives re-scoring on import).
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptMatch, type MatchRecord } from '../../src/battery/match.ts';
import { rescoreReport } from '../../src/battery/rescore.ts';
import { EMPTY_BASELINE, type HumanBaseline } from '../../src/battery/scoring.ts';
import { checkMatch, checkReport, type BenchmarkReport } from '../../src/research/benchmark.ts';
import { BATTERY } from '../../src/research/games.ts';
import { demoHumanBaseline } from '../../src/demo/demo.ts';
import { syntheticMatches, syntheticModels, syntheticRuns, type SyntheticBenchmarkOptions } from '../../src/demo/synthetic-benchmark.ts';
import { V1_ROUNDS } from '../helpers/benchmark.ts';

const NAME = /^[A-Za-z0-9._/-]{1,100}$/;
const ID = /^[A-Za-z0-9._:-]{1,100}$/;

async function collect<T>(generator: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of generator) out.push(item);
  return out;
}
const runsOf = (options: SyntheticBenchmarkOptions, baseline: HumanBaseline = EMPTY_BASELINE) => collect(syntheticRuns(options, baseline));
const matchesOf = (options: SyntheticBenchmarkOptions) => collect(syntheticMatches(options));

// Small enough to play in about a second: every run and match goes through the engine.
const options: SyntheticBenchmarkOptions = { seed: 42, models: 40, runs: 200, matches: 300 };
let runs: BenchmarkReport[];
let matches: Array<MatchRecord & { matchId: string }>;
let humans: HumanBaseline;

beforeAll(async () => {
  humans = demoHumanBaseline();
  runs = await runsOf(options, humans);
  matches = await matchesOf(options);
});

describe('synthetic benchmark reproducibility', () => {
  it('gives the same runs and matches for a seed and different ones for another', async () => {
    const small = { seed: 9, models: 10, runs: 30, matches: 30 };
    expect(await runsOf(small)).toEqual(await runsOf(small));
    expect(await matchesOf(small)).toEqual(await matchesOf(small));
    expect(syntheticModels(9, 30)).toEqual(syntheticModels(9, 30));
    const other = { ...small, seed: 10 };
    expect((await runsOf(other)).map((r) => r.games)).not.toEqual((await runsOf(small)).map((r) => r.games));
    expect((await matchesOf(other)).map((m) => m.games)).not.toEqual((await matchesOf(small)).map((m) => m.games));
    expect(syntheticModels(10, 30)).not.toEqual(syntheticModels(9, 30));
  });

  it('extends a shorter generation: the first n runs and matches do not depend on how many follow', async () => {
    expect(await runsOf({ ...options, runs: 60 }, humans)).toEqual(runs.slice(0, 60));
    expect(await matchesOf({ ...options, matches: 45 })).toEqual(matches.slice(0, 45));
  });

  it('yields the counts asked for, with the contract ids', async () => {
    expect(runs).toHaveLength(200);
    expect(matches).toHaveLength(300);
    expect(runs.map((r) => r.runId)).toEqual(runs.map((_, i) => `syn-run-42-${i}`));
    expect(matches.map((m) => m.matchId)).toEqual(matches.map((_, i) => `syn-match-42-${i}`));
    expect([...runs.map((r) => r.runId!), ...matches.map((m) => m.matchId)].every((id) => ID.test(id))).toBe(true);
    expect(await runsOf({ ...options, runs: 0 })).toEqual([]);
    expect(await matchesOf({ ...options, matches: 0 })).toEqual([]);
  });

  it('names up to 2,000 distinct, plausible models, a longer list extending a shorter one', () => {
    const models = syntheticModels(3, 2_000);
    expect(new Set(models.map((m) => `${m.provider}:${m.model}`)).size).toBe(2_000);
    expect(models.every((m) => NAME.test(m.provider) && NAME.test(m.model))).toBe(true);
    expect(new Set(models.map((m) => m.provider)).size).toBeGreaterThanOrEqual(10);
    expect(syntheticModels(3, 50)).toEqual(models.slice(0, 50));
  });

  it('refuses options it cannot honour', async () => {
    await expect(runsOf({ ...options, endDate: '2026-02-30' })).rejects.toThrow(RangeError);
    await expect(runsOf({ ...options, runs: -1 })).rejects.toThrow(RangeError);
    await expect(runsOf({ ...options, seed: 1.5 })).rejects.toThrow(RangeError);
    await expect(runsOf({ ...options, models: 0 })).rejects.toThrow(RangeError);
    await expect(matchesOf({ ...options, models: 1 })).rejects.toThrow(RangeError);
    expect(() => syntheticModels(1, 100_000)).toThrow(RangeError);
  });
});

describe('synthetic benchmark runs', () => {
  it('pass the server’s report checks, with the rounds of scoring v1.0 and one decision per round of each episode', () => {
    // Problems are collected and compared once: an expect per decision would be slow.
    const problems: string[] = [];
    for (const run of runs) {
      try {
        checkReport({ report: run });
      } catch (error) {
        problems.push(`${run.runId}: ${JSON.stringify((error as { details?: unknown }).details ?? String(error))}`);
      }
      if (!Number.isInteger(run.seed)) problems.push(`${run.runId}: seed ${run.seed}`);
      if (run.date < '2026-05-01' || run.date > '2026-10-31') problems.push(`${run.runId}: date ${run.date} outside the window`);
      if (JSON.stringify(run.games.map((g) => g.game)) !== JSON.stringify(BATTERY)) problems.push(`${run.runId}: games out of battery order`);
      for (const g of run.games) {
        if (g.rounds !== V1_ROUNDS[g.game]) problems.push(`${run.runId} ${g.game}: rounds ${g.rounds}`);
        const rounds = Array.from({ length: run.episodes ?? 1 }, (_, episode) => Array.from({ length: g.rounds }, (_, i) => `${episode}/${i + 1}`)).flat();
        if (g.decisions.map((d) => `${d.episode ?? 0}/${d.round}`).join() !== rounds.join()) problems.push(`${run.runId} ${g.game}: rounds of the decisions`);
      }
      if (JSON.stringify(run.baseline) !== JSON.stringify({ asOf: humans.asOf, sessions: humans.sessions })) problems.push(`${run.runId}: baseline ${JSON.stringify(run.baseline)}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('re-score to exactly their own numbers against the baseline they were scored with', async () => {
    const differing: string[] = [];
    for (const run of runs) {
      const { differences, report } = await rescoreReport(run, humans);
      if (differences.length > 0 || report.rescored) differing.push(`${run.runId}: ${JSON.stringify(differences)}`);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    // The demo baseline has people's choices, so humanAlignment is measured (not the 0 of an empty baseline).
    expect(humans.sessions).toBeGreaterThan(0);
    expect(runs.some((r) => r.humanAlignment > 0)).toBe(true);
    // Against another baseline the same decisions give another humanAlignment, and the replay reports it.
    const { differences } = await rescoreReport(runs[0]!, EMPTY_BASELINE);
    expect(differences.map((d) => d.path)).toEqual(expect.arrayContaining(['/humanAlignment', '/baseline']));
  });

  it('spread over the models: every model benchmarked, some many times, some once', () => {
    const perModel = new Map<string, number>();
    for (const r of runs) perModel.set(`${r.provider}:${r.model}`, (perModel.get(`${r.provider}:${r.model}`) ?? 0) + 1);
    expect(perModel.size).toBe(40);
    expect(new Set(runs.map((r) => `${r.provider}:${r.model}`))).toEqual(new Set(syntheticModels(42, 40).map((m) => `${m.provider}:${m.model}`)));
    const counts = [...perModel.values()];
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(10);
    expect(counts.filter((c) => c === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('differ between models more than between runs of one model', () => {
    const byModel = new Map<string, number[]>();
    for (const r of runs) {
      const key = `${r.provider}:${r.model}`;
      byModel.set(key, [...(byModel.get(key) ?? []), r.dimensions.cooperation]);
    }
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const within = [...byModel.values()].filter((v) => v.length >= 5).map((v) => Math.max(...v) - Math.min(...v));
    const means = [...byModel.values()].map(mean);
    expect(within.length).toBeGreaterThan(0);
    expect(mean(within)).toBeLessThan(Math.max(...means) - Math.min(...means));
  });
});

describe('synthetic benchmark matches', () => {
  it('pass the server’s match checks, between two distinct models of the list, within the window', () => {
    const models = new Set(syntheticModels(42, 40).map((m) => `${m.provider}:${m.model}`));
    const problems: string[] = [];
    for (const m of matches) {
      try {
        checkMatch(m);
      } catch (error) {
        problems.push(`${m.matchId}: ${JSON.stringify((error as { details?: unknown }).details ?? String(error))}`);
      }
      if (m.playerA === m.playerB) problems.push(`${m.matchId} plays itself`);
      if (!models.has(m.playerA) || !models.has(m.playerB)) problems.push(`${m.matchId}: players ${m.playerA} ${m.playerB}`);
      if (m.seed === undefined) problems.push(`${m.matchId}: no seed`);
      if (JSON.stringify(m.games.map((g) => g.game)) !== JSON.stringify(BATTERY)) problems.push(`${m.matchId}: games`);
      if (m.findings.length < 1 || m.findings.length > 3) problems.push(`${m.matchId}: ${m.findings.length} findings`);
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(m.timestamp)) problems.push(`${m.matchId}: timestamp ${m.timestamp}`);
      if (m.timestamp < '2026-05-01' || m.timestamp >= '2026-11-01') problems.push(`${m.matchId}: timestamp ${m.timestamp} outside the window`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('verify on replay with no differences', async () => {
    const differing: string[] = [];
    for (const m of matches) {
      const { record, differences } = await acceptMatch(m);
      if (!record.verified || record.rescored || differences.length > 0) differing.push(`${m.matchId}: ${JSON.stringify(differences)}`);
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('are played by most of the models, each winning some games and losing others', () => {
    const players = new Set(matches.flatMap((m) => [m.playerA, m.playerB]));
    expect(players.size).toBeGreaterThanOrEqual(30);
    const results = matches.reduce((t, m) => ({ a: t.a + m.winsA, b: t.b + m.winsB }), { a: 0, b: 0 });
    expect(results.a).toBeGreaterThan(0);
    expect(results.b).toBeGreaterThan(0);
  });
});
