// The synthetic benchmark generator: reproducible, valid per the issue-6 contract, and coherent enough that skill and
// cooperativeness show in the results.
import { describe, expect, it } from 'vitest';
import { BATTERY, isValidChoice, TRAITS, type GameId } from '../../src/research/games.ts';
import type { StoredHeadToHead } from '../../src/research/benchmark.ts';
import { syntheticMatches, syntheticModels, syntheticRuns, type SyntheticBenchmarkOptions } from '../../warehouse/synthetic-benchmark.ts';

const NAME = /^[A-Za-z0-9._/-]{1,100}$/;
const ID = /^[A-Za-z0-9._:-]{1,100}$/;
const runsOf = (options: SyntheticBenchmarkOptions) => [...syntheticRuns(options)];
const matchesOf = (options: SyntheticBenchmarkOptions) => [...syntheticMatches(options)];
const inRange = (x: number, min: number, max: number) => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max;
const oneDecimal = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-9;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let [sxy, sxx, syy] = [0, 0, 0];
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

const options: SyntheticBenchmarkOptions = { seed: 42, models: 120, runs: 2_000, matches: 3_000 };
const runs = runsOf(options);
const matches = matchesOf(options);

describe('synthetic benchmark reproducibility', () => {
  it('gives the same runs and matches for a seed and different ones for another', () => {
    const small = { seed: 9, models: 30, runs: 200, matches: 300 };
    expect(runsOf(small)).toEqual(runsOf(small));
    expect(matchesOf(small)).toEqual(matchesOf(small));
    expect(syntheticModels(9, 30)).toEqual(syntheticModels(9, 30));
    const other = { ...small, seed: 10 };
    expect(runsOf(other).map((r) => r.games)).not.toEqual(runsOf(small).map((r) => r.games));
    expect(matchesOf(other).map((m) => m.games)).not.toEqual(matchesOf(small).map((m) => m.games));
    expect(syntheticModels(10, 30)).not.toEqual(syntheticModels(9, 30));
  });

  it('yields the counts asked for, with the contract ids', () => {
    expect(runs).toHaveLength(2_000);
    expect(matches).toHaveLength(3_000);
    expect(runs.map((r) => r.runId)).toEqual(runs.map((_, i) => `syn-run-42-${i}`));
    expect(matches.map((m) => m.matchId)).toEqual(matches.map((_, i) => `syn-match-42-${i}`));
    expect([...runs.map((r) => r.runId!), ...matches.map((m) => m.matchId!)].every((id) => ID.test(id))).toBe(true);
    expect(runsOf({ ...options, runs: 0 })).toEqual([]);
    expect(matchesOf({ ...options, matches: 0 })).toEqual([]);
  });

  it('names up to 2,000 distinct, plausible models, a longer list extending a shorter one', () => {
    const models = syntheticModels(3, 2_000);
    expect(new Set(models.map((m) => `${m.provider}:${m.model}`)).size).toBe(2_000);
    expect(models.every((m) => NAME.test(m.provider) && NAME.test(m.model))).toBe(true);
    expect(new Set(models.map((m) => m.provider)).size).toBeGreaterThanOrEqual(10);
    expect(syntheticModels(3, 50)).toEqual(models.slice(0, 50));
  });

  it('refuses options it cannot honour', () => {
    expect(() => runsOf({ ...options, endDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => runsOf({ ...options, runs: -1 })).toThrow(RangeError);
    expect(() => runsOf({ ...options, seed: 1.5 })).toThrow(RangeError);
    expect(() => runsOf({ ...options, models: 0 })).toThrow(RangeError);
    expect(() => matchesOf({ ...options, models: 1 })).toThrow(RangeError);
    expect(() => syntheticModels(1, 100_000)).toThrow(RangeError);
  });
});

describe('synthetic benchmark runs', () => {
  it('are valid reports: names, battery, choices, rounds, scores', () => {
    // Problems are collected and compared once: an expect per decision would be slow.
    const problems: string[] = [];
    const check = (ok: boolean, what: () => string) => {
      if (!ok) problems.push(what());
    };
    const battery = JSON.stringify([...BATTERY].sort());
    const dimensions = JSON.stringify(['cooperation', 'deceptionCalibration', 'moralConsistency', 'pressureResponse', 'riskProfile', 'strategicHorizon']);
    for (const run of runs) {
      const at = run.runId!;
      check(run.scoringVersion === '1.0', () => `${at} scoringVersion`);
      check(NAME.test(run.provider) && NAME.test(run.model), () => `${at} name ${run.provider} ${run.model}`);
      check(/^\d{4}-\d{2}-\d{2}$/.test(run.date) && new Date(`${run.date}T00:00:00Z`).toISOString().slice(0, 10) === run.date, () => `${at} date ${run.date}`);
      check(run.date >= '2026-05-01' && run.date <= '2026-10-31', () => `${at} date ${run.date} outside the window`);
      check(JSON.stringify(Object.keys(run.dimensions).sort()) === dimensions, () => `${at} dimensions`);
      for (const value of [...Object.values(run.dimensions), run.humanAlignment]) check(inRange(value, 0, 100) && oneDecimal(value), () => `${at} score ${value}`);
      check(JSON.stringify(Object.keys(run.ocean).sort()) === JSON.stringify([...TRAITS].sort()), () => `${at} ocean keys`);
      check(Object.values(run.ocean).every((z) => inRange(z, -10, 10)), () => `${at} ocean`);
      check(JSON.stringify(run.games.map((g) => g.game).sort()) === battery, () => `${at} games ${run.games.map((g) => g.game)}`);
      for (const game of run.games) {
        check(Number.isInteger(game.rounds) && game.rounds >= 5 && game.rounds <= 15, () => `${at} ${game.game} rounds ${game.rounds}`);
        check(inRange(game.score, 0, 100), () => `${at} ${game.game} score ${game.score}`);
        check(game.decisions.length === game.rounds, () => `${at} ${game.game} ${game.decisions.length} decisions`);
        game.decisions.forEach((d, i) => {
          check(d.round === i + 1 && d.round >= 1 && d.round <= game.rounds, () => `${at} ${game.game} round ${d.round}`);
          check(isValidChoice(game.game as GameId, d.choice), () => `${at} ${game.game}: ${d.choice}`);
        });
      }
      if (run.settings !== undefined) check(JSON.stringify(run.settings).length <= 10_000, () => `${at} settings`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('spread over the models: every model benchmarked, some many times, some once', () => {
    const perModel = new Map<string, number>();
    for (const r of runs) perModel.set(`${r.provider}:${r.model}`, (perModel.get(`${r.provider}:${r.model}`) ?? 0) + 1);
    expect(perModel.size).toBe(120);
    const counts = [...perModel.values()];
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(50);
    expect(counts.filter((c) => c === 1).length).toBeGreaterThanOrEqual(5);
  });

  it('vary a little around each model, and cooperative models cooperate more', () => {
    const byModel = new Map<string, number[]>();
    for (const r of runs) {
      const key = `${r.provider}:${r.model}`;
      byModel.set(key, [...(byModel.get(key) ?? []), r.dimensions.strategicHorizon]);
    }
    // Within-model spread is small next to the spread between models.
    const within = [...byModel.values()].filter((v) => v.length >= 10).map((v) => Math.max(...v) - Math.min(...v));
    const means = [...byModel.values()].map(mean);
    expect(within.length).toBeGreaterThan(0);
    expect(Math.max(...within)).toBeGreaterThan(0);
    expect(mean(within)).toBeLessThan(Math.max(...means) - Math.min(...means));
    // Prisoner's dilemma cooperation follows the cooperation dimension.
    const share = runs.map((r) => {
      const pd = r.games.find((g) => g.game === 'prisoners-dilemma')!;
      return pd.decisions.filter((d) => d.choice === 'cooperate').length / pd.rounds;
    });
    expect(correlation(share, runs.map((r) => r.dimensions.cooperation))).toBeGreaterThan(0.3);
  });
});

describe('synthetic benchmark matches', () => {
  const count = (m: StoredHeadToHead, winner: string) => m.games.filter((g) => g.winner === winner).length;

  it('are valid records: players, counts, scores, rates, findings, timestamps', () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: () => string) => {
      if (!ok) problems.push(what());
    };
    for (const m of matches) {
      const at = m.matchId!;
      check(m.playerA !== m.playerB, () => `${at} plays itself`);
      for (const player of [m.playerA, m.playerB]) {
        const [provider, model, ...rest] = player.split(':');
        check(rest.length === 0 && NAME.test(provider!) && NAME.test(model!), () => `${at} player ${player}`);
      }
      check(m.games.length >= 3 && m.games.length <= 10, () => `${at} ${m.games.length} games`);
      check(m.winsA === count(m, 'A') && m.winsB === count(m, 'B') && m.draws === count(m, 'draw'), () => `${at} counts`);
      for (const g of m.games) {
        check((BATTERY as readonly string[]).includes(g.game), () => `${at} game ${g.game}`);
        check(inRange(g.scoreA, 0, 100) && inRange(g.scoreB, 0, 100), () => `${at} scores ${g.scoreA} ${g.scoreB}`);
        check(g.winner !== 'A' || g.scoreA > g.scoreB, () => `${at} A won with less`);
        check(g.winner !== 'B' || g.scoreB > g.scoreA, () => `${at} B won with less`);
        check(inRange(g.cooperationRateA!, 0, 1) && inRange(g.cooperationRateB!, 0, 1), () => `${at} game rates`);
      }
      check(inRange(m.cooperationRateA, 0, 1) && inRange(m.cooperationRateB, 0, 1), () => `${at} rates`);
      check([...Object.values(m.oceanA), ...Object.values(m.oceanB)].every((z) => inRange(z, -10, 10)), () => `${at} ocean`);
      check(m.findings.length >= 1 && m.findings.length <= 3, () => `${at} ${m.findings.length} findings`);
      check(m.findings.every((f) => f.length >= 1 && f.length <= 200), () => `${at} finding length`);
      check(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(m.timestamp), () => `${at} timestamp ${m.timestamp}`);
      check(m.timestamp >= '2026-05-01' && m.timestamp < '2026-11-01', () => `${at} timestamp ${m.timestamp} outside the window`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('are played between the models the runs use', () => {
    const benchmarked = new Set(runs.map((r) => `${r.provider}:${r.model}`));
    const players = new Set(matches.flatMap((m) => [m.playerA, m.playerB]));
    expect([...players].every((p) => benchmarked.has(p))).toBe(true);
    expect(players.size).toBeGreaterThan(100);
  });

  it('are decided by skill: game win rates are far from flat', () => {
    const record = new Map<string, { won: number; played: number }>();
    const add = (player: string, won: number, played: number) => {
      const r = record.get(player) ?? { won: 0, played: 0 };
      r.won += won;
      r.played += played;
      record.set(player, r);
    };
    for (const m of syntheticMatches({ seed: 2026, models: 20, runs: 0, matches: 5_000 })) {
      add(m.playerA, m.winsA, m.games.length);
      add(m.playerB, m.winsB, m.games.length);
    }
    expect(record.size).toBe(20);
    const rates = [...record.values()].map((r) => r.won / r.played);
    expect(Math.max(...rates)).toBeGreaterThan(0.6);
    expect(Math.min(...rates)).toBeLessThan(0.4);
  });
});
