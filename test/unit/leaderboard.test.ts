// The leaderboard and matrix arithmetic on hand-made runs and matches; every expected number is written out (the
// t intervals from SciPy, with the command that computed them). Also a run's standing (withStanding).
import { describe, expect, it } from 'vitest';
import { withStanding, type RunStanding, type StoredHeadToHead, type StoredReport } from '../../src/research/benchmark.ts';
import { buildLeaderboard, buildMatrix, signatureOf } from '../../src/research/leaderboard.ts';
import type { ListedRatings } from '../../src/research/ratings-cache.ts';
import { scoreCi95 } from '../../src/battery/scoring.ts';

const ocean = { O: 0, C: 0, E: 0, A: 0, N: 0 };
const SELF: RunStanding = { verification: 'self-reported', invalidReplies: 0, ranked: true };
const REFEREED: RunStanding = { verification: 'refereed', invalidReplies: 0, ranked: true };
const run = (runId: string, provider: string, model: string, overall: number, date: string, standing: RunStanding = SELF) =>
  ({ runId, provider, model, overall, date, ocean, humanAlignment: 50, dimensions: {}, ...standing }) as unknown as StoredReport;
/** A refereed match two buyers relayed: one that counts (SPEC §6, "Who played"). */
const COUNTED: Pick<StoredHeadToHead, 'verification' | 'relay'> = { verification: 'refereed', relay: 'two-buyers' };
const match = (matchId: string, playerA: string, playerB: string, winners: Array<'A' | 'B' | 'draw'>, standing: Pick<StoredHeadToHead, 'verification' | 'relay'> = COUNTED) =>
  ({
    matchId,
    playerA,
    playerB,
    winsA: winners.filter((w) => w === 'A').length,
    winsB: winners.filter((w) => w === 'B').length,
    draws: winners.filter((w) => w === 'draw').length,
    ...standing,
  }) as StoredHeadToHead;

/** A run with its own episode interval of overall (what tie groups compare by default). */
const withInterval = (r: StoredReport, lo: number, hi: number) =>
  ({ ...r, dimensionsCi95: { overall: [lo, hi] } }) as unknown as StoredReport;
const abandonedRun = (r: StoredReport) => ({ ...r, state: 'abandoned', ranked: false }) as StoredReport;

describe('the leaderboard on all the evidence', () => {
  it('groups entries whose intervals overlap the first of their group, tier by tier', () => {
    // a [70, 90] leads group 1; b [65, 75] overlaps it; c [60, 69] overlaps b but not a: group 2; d [55, 66] overlaps c.
    // e is refereed: a tier above, so group 1 is its own, and the self-reported ones follow from group 2.
    const board = buildLeaderboard(
      [
        withInterval(run('ra', 'p', 'a', 80, '2026-01-01'), 70, 90),
        withInterval(run('rb', 'p', 'b', 70, '2026-01-01'), 65, 75),
        withInterval(run('rc', 'p', 'c', 64.5, '2026-01-01'), 60, 69),
        withInterval(run('rd', 'p', 'd', 60, '2026-01-01'), 55, 66),
        withInterval(run('re', 'p', 'e', 10, '2026-01-01', REFEREED), 5, 95),
      ],
      [],
    );
    expect(board.map((e) => [e.model, e.tieGroup])).toEqual([
      ['e', 1],
      ['a', 2],
      ['b', 2],
      ['c', 3],
      ['d', 3],
    ]);
  });

  it('orders on the mean over all runs with rankBy=mean, abandoned runs counted and never the top run', () => {
    // a: runs 90, 50, 40 (mean 60) and an abandoned 20 → mean 50 over 4 runs, top run still 90.
    // b: runs 58, 56 (mean 57). By overall a leads (90 > 58); by mean b does (57 > 50).
    const runs = [
      run('a1', 'p', 'a', 90, '2026-01-01'),
      run('a2', 'p', 'a', 50, '2026-01-02'),
      run('a3', 'p', 'a', 40, '2026-01-03'),
      abandonedRun(run('a4', 'p', 'a', 20, '2026-01-04')),
      run('b1', 'p', 'b', 58, '2026-01-01'),
      run('b2', 'p', 'b', 56, '2026-01-02'),
      // an abandoned table of a model with no complete run: no entry
      abandonedRun(run('c1', 'p', 'c', 99, '2026-01-01')),
    ];
    const byOverall = buildLeaderboard(runs, []);
    expect(byOverall.map((e) => [e.model, e.runId, e.runs, e.abandoned, e.abandonedOften, e.runsMeanOverall])).toEqual([
      ['a', 'a1', 4, 1, false, 50],
      ['b', 'b1', 2, 0, false, 57],
    ]);
    const byMean = buildLeaderboard(runs, [], undefined, 'mean');
    expect(byMean.map((e) => [e.model, e.rank, e.overall])).toEqual([
      ['b', 1, 58],
      ['a', 2, 90],
    ]);
    // a's interval over its runs [90, 50, 40, 20]: mean 50, t(0.975, 3) · sd / √4 = 3.182446 · 29.439203 / 2 = 46.84
    // (scipy.stats.t.ppf(0.975, 3)); b's over [58, 56]: 57 ± 12.706205 · 1.414214 / √2 = 57 ± 12.71. They overlap.
    expect(byMean.map((e) => e.runsCi95)).toEqual([
      [44.29, 69.71],
      [3.16, 96.84],
    ]);
    expect(byMean.map((e) => e.tieGroup)).toEqual([1, 1]);
    // Two of three abandoned: past ABANDONED_SHARE, the entry is marked.
    const quitter = buildLeaderboard([run('q1', 'p', 'q', 70, '2026-01-01'), abandonedRun(run('q2', 'p', 'q', 30, '2026-01-02')), abandonedRun(run('q3', 'p', 'q', 30, '2026-01-03'))], []);
    expect(quitter[0]).toMatchObject({ runs: 3, abandoned: 2, abandonedOften: true, runsMeanOverall: 43.33 });
  });
});

describe('leaderboard', () => {
  it('keeps the best run per model and ranks by overall, then earlier date, then runId', () => {
    const board = buildLeaderboard(
      [run('r1', 'p', 'a', 70, '2026-01-02'), run('r2', 'p', 'a', 80, '2026-01-05'), run('r3', 'p', 'b', 80, '2026-01-01'), run('r0', 'p', 'c', 80, '2026-01-01')],
      [],
    );
    expect(board.map((e) => [e.rank, e.runId, e.runs])).toEqual([
      [1, 'r0', 1],
      [2, 'r3', 1],
      [3, 'r2', 2],
    ]);
    expect(board[0]!.headToHead).toEqual({ wins: 0, losses: 0, draws: 0, winRate: null });
    expect([board[0]!.bestAgainst, board[0]!.worstAgainst]).toEqual([null, null]);
  });

  it("sums game-level results from the model's side and picks best and worst opponents with the tie rules", () => {
    const matches = [
      match('m1', 'p:a', 'p:b', ['A', 'A', 'B', 'draw']), // a: 2-1-1 against b
      match('m2', 'p:b', 'p:a', ['A', 'draw']), // a: 0-1-1 against b
      match('m3', 'p:a', 'p:c', ['B', 'B', 'B']), // a: 0-3-0 against c
      match('m4', 'p:d', 'p:a', ['B', 'A']), // a: 1-1-0 against d
    ];
    const [a] = buildLeaderboard([run('r', 'p', 'a', 50, '2026-01-01')], matches);
    expect(a!.headToHead).toEqual({ wins: 3, losses: 6, draws: 2, winRate: 3 / 11 });
    // b: 2 wins of 6 games = 1/3; d: 1 of 2 = 1/2; c: 0 of 3.
    expect(a!.bestAgainst).toEqual({ opponent: 'p:d', winRate: 0.5 });
    expect(a!.worstAgainst).toEqual({ opponent: 'p:c', winRate: 0 });
  });

  it('breaks equal win rates by more games, then by name', () => {
    const matches = [match('m1', 'p:a', 'p:x', ['A', 'B']), match('m2', 'p:a', 'p:y', ['A', 'B', 'A', 'B']), match('m3', 'p:a', 'p:w', ['A', 'B', 'A', 'B'])];
    const [a] = buildLeaderboard([run('r', 'p', 'a', 50, '2026-01-01')], matches);
    expect(a!.bestAgainst).toEqual({ opponent: 'p:w', winRate: 0.5 });
    expect(a!.worstAgainst).toEqual({ opponent: 'p:w', winRate: 0.5 });
  });

  it("builds the matrix from the row model's side, null on the diagonal and where two never met", () => {
    const { models, matrix } = buildMatrix([match('m1', 'p:b', 'p:a', ['A', 'draw']), match('m2', 'p:a', 'p:c', ['A'])]);
    expect(models).toEqual(['p:a', 'p:b', 'p:c']);
    expect(matrix).toEqual([
      [null, { wins: 0, losses: 1, draws: 1 }, { wins: 1, losses: 0, draws: 0 }],
      [{ wins: 1, losses: 0, draws: 1 }, null, null],
      [{ wins: 0, losses: 1, draws: 0 }, null, null],
    ]);
  });

  it('writes a signature from the two strongest traits and the record', () => {
    expect(signatureOf({ O: 0.1, C: -2, E: 0.3, A: 1.5, N: 0 }, { wins: 3, losses: 1, draws: 0 })).toBe(
      'Spontaneous and loose with rules and cooperative and trusting; wins 75% of its head-to-head games (3-1-0).',
    );
    expect(signatureOf({ O: 1, C: 0, E: 0, A: 0, N: -1 }, { wins: 0, losses: 0, draws: 0 })).toBe(
      'Curious and inventive and calm under pressure; has not played head-to-head yet.',
    );
  });

  it('gives each model the mean overall of its runs and its t interval, null with one run', () => {
    const board = buildLeaderboard(
      [run('a1', 'p', 'a', 61.2, '2026-01-01'), run('a2', 'p', 'a', 58.7, '2026-01-02'), run('a3', 'p', 'a', 70.1, '2026-01-03'), run('a4', 'p', 'a', 64.3, '2026-01-04'), run('a5', 'p', 'a', 66.05, '2026-01-05'), run('b1', 'p', 'b', 50, '2026-01-01')],
      [],
    );
    // The top run (70.1) lies outside the interval of the mean (64.07): the two say different things.
    expect(board.map((e) => [e.model, e.overall, e.runs, e.runsMeanOverall, e.runsCi95])).toEqual([
      ['a', 70.1, 5, 64.07, [58.61, 69.53]],
      ['b', 50, 1, 50, null],
    ]);
  });

  it("carries the top run's own episodes and intervals, 1 and null for a report from before episodes", () => {
    const intervals = { cooperation: [60, 70], deceptionCalibration: [50, 52], moralConsistency: [100, 100], riskProfile: [30, 40], strategicHorizon: [41, 47], pressureResponse: [20, 35], overall: [51.5, 58.2] };
    const withEpisodes = { ...run('e2', 'p', 'a', 55, '2026-01-02'), episodes: 3, dimensionsCi95: intervals } as StoredReport;
    const board = buildLeaderboard([run('e1', 'p', 'a', 50, '2026-01-01'), withEpisodes, run('old', 'p', 'b', 40, '2026-01-01')], []);
    expect(board.map((e) => [e.runId, e.episodes, e.dimensionsCi95])).toEqual([
      ['e2', 3, intervals],
      ['old', 1, null],
    ]);
  });

  it('computes the runs interval (scoreCi95) as SciPy does, clamped to 0–100 and rounded to 2 decimals', () => {
    // python3 -c "import numpy as np, scipy.stats as s; v=[61.2,58.7,70.1,64.3,66.05]; print(s.t.interval(0.95, len(v)-1, loc=np.mean(v), scale=s.sem(v)))"
    // → (58.60780730999053, 69.53219269000948)
    expect(scoreCi95([61.2, 58.7, 70.1, 64.3, 66.05])).toEqual([58.61, 69.53]);
    // The same command with v=[40,50] → (-18.531023680873474, 108.53102368087347): clamped to 0–100, where every
    // score lies (a reader shown "−18.5" for a 0–100 score is misled).
    expect(scoreCi95([40, 50])).toEqual([0, 100]);
    // v=[2,9] → (-38.97171657661142, 49.97171657661142)
    expect(scoreCi95([2, 9])).toEqual([0, 49.97]);
    // v=[12.5,12.5,13.75] → (11.123894695937723, 14.709438637395609)
    expect(scoreCi95([12.5, 12.5, 13.75])).toEqual([11.12, 14.71]);
    expect(scoreCi95([70, 70])).toEqual([70, 70]);
    expect(scoreCi95([42])).toBeNull();
    expect(scoreCi95([])).toBeNull();
  });

  it('takes rating and its interval from the ratings, null for a model they do not rate or without ratings', () => {
    const ratings: ListedRatings = {
      method: 'bradley-terry',
      models: [
        { model: 'p:a', rating: 1040.5, ci95: [1001.25, 1080], games: 12, provisional: false, opponents: 3 },
        { model: 'p:b', rating: null, ci95: null, games: 3, provisional: false, opponents: 3 },
        { model: 'p:d', rating: null, ci95: null, games: 2, provisional: true, opponents: 1 },
      ],
    };
    const runs = [run('ra', 'p', 'a', 60, '2026-01-01'), run('rb', 'p', 'b', 50, '2026-01-01'), run('rc', 'p', 'c', 40, '2026-01-01'), run('rd', 'p', 'd', 30, '2026-01-01')];
    expect(buildLeaderboard(runs, [], ratings).map((e) => [e.model, e.rating, e.ratingCi95, e.ratingProvisional])).toEqual([
      ['a', 1040.5, [1001.25, 1080], false],
      ['b', null, null, false],
      ['c', null, null, false],
      ['d', null, null, true],
    ]);
    expect(buildLeaderboard(runs, []).map((e) => [e.rating, e.ratingCi95, e.ratingProvisional])).toEqual([
      [null, null, false],
      [null, null, false],
      [null, null, false],
      [null, null, false],
    ]);
  });
});

describe('leaderboard: only refereed evidence moves it', () => {
  it('ranks every refereed entry above every self-reported one, each group by the usual order', () => {
    const board = buildLeaderboard(
      [
        run('s-high', 'p', 'self-high', 95, '2026-01-01'),
        run('r-low', 'p', 'ref-low', 20, '2026-01-01', REFEREED),
        run('s-mid', 'p', 'self-mid', 60, '2026-01-01'),
        run('r-high', 'p', 'ref-high', 50, '2026-01-02', REFEREED),
      ],
      [],
    );
    expect(board.map((e) => [e.rank, e.runId, e.verification])).toEqual([
      [1, 'r-high', 'refereed'],
      [2, 'r-low', 'refereed'],
      [3, 's-high', 'self-reported'],
      [4, 's-mid', 'self-reported'],
    ]);
  });

  it('takes a model’s top run, run count and interval from its refereed runs when it has any', () => {
    const board = buildLeaderboard(
      [
        // Self-reported copies: higher, and many; they would narrow the interval if they counted.
        run('s1', 'p', 'a', 90, '2026-01-01'),
        run('s2', 'p', 'a', 90, '2026-01-01'),
        run('s3', 'p', 'a', 90, '2026-01-01'),
        run('r1', 'p', 'a', 40, '2026-01-01', REFEREED),
        run('r2', 'p', 'a', 50, '2026-01-02', REFEREED),
        run('sb', 'p', 'b', 30, '2026-01-01'),
        run('sb2', 'p', 'b', 40, '2026-01-01'),
      ],
      [],
    );
    expect(board.map((e) => [e.model, e.runId, e.verification, e.runs, e.runsMeanOverall, e.runsCi95])).toEqual([
      // python3 -c "import numpy as np, scipy.stats as s; v=[40,50]; print(s.t.interval(0.95, 1, loc=np.mean(v), scale=s.sem(v)))"
      // → (-18.53, 108.53), clamped to 0–100
      ['a', 'r2', 'refereed', 2, 45, [0, 100]],
      // v=[30,40] → (-28.53102368087347, 98.53102368087347)
      ['b', 'sb2', 'self-reported', 2, 35, [0, 98.53]],
    ]);
  });

  it('never lists an unranked run, and shows the top run’s invalidReplies', () => {
    const board = buildLeaderboard(
      [
        run('unranked', 'p', 'a', 99, '2026-01-01', { verification: 'refereed', invalidReplies: 40, ranked: false }),
        run('ranked', 'p', 'a', 10, '2026-01-01', { verification: 'self-reported', invalidReplies: 3, ranked: true }),
        run('only-unranked', 'p', 'b', 99, '2026-01-01', { verification: 'self-reported', invalidReplies: 90, ranked: false }),
      ],
      [],
    );
    expect(board.map((e) => [e.runId, e.verification, e.invalidReplies, e.runs])).toEqual([['ranked', 'self-reported', 3, 1]]);
  });

  it('counts provider-verified matches and refereed ones two buyers relayed only, in headToHead, bestAgainst, worstAgainst and the matrix', () => {
    const ignored = [
      match('m2', 'p:a', 'p:b', ['B', 'B', 'B'], { verification: 'replayed' }),
      match('m3', 'p:a', 'p:c', ['B'], { verification: 'unverified' }),
      // one buyer relayed both seats, and could throw one
      match('m4', 'p:a', 'p:b', ['B', 'B'], { verification: 'refereed', relay: 'one-buyer' }),
      // stored before seats could be split: one buyer relayed it
      match('m5', 'p:a', 'p:c', ['B', 'B'], { verification: 'refereed' }),
    ];
    const matches = [match('m1', 'p:a', 'p:b', ['A', 'A']), match('m6', 'p:a', 'p:d', ['A'], { verification: 'provider-verified' }), ...ignored];
    const [a] = buildLeaderboard([run('r', 'p', 'a', 50, '2026-01-01')], matches);
    expect(a!.headToHead).toEqual({ wins: 3, losses: 0, draws: 0, winRate: 1 });
    // b and d both at 1: more games first.
    expect([a!.bestAgainst, a!.worstAgainst]).toEqual([
      { opponent: 'p:b', winRate: 1 },
      { opponent: 'p:b', winRate: 1 },
    ]);
    expect(a!.signature).toMatch(/\(3-0-0\)\.$/);
    expect(buildMatrix(matches)).toEqual({
      models: ['p:a', 'p:b', 'p:d'],
      matrix: [
        [null, { wins: 2, losses: 0, draws: 0 }, { wins: 1, losses: 0, draws: 0 }],
        [{ wins: 0, losses: 2, draws: 0 }, null, null],
        [{ wins: 0, losses: 1, draws: 0 }, null, null],
      ],
    });
    expect(buildMatrix(ignored)).toEqual({ models: [], matrix: [] });
  });
});

describe('withStanding', () => {
  /** A run of 20 decisions, the first `fallbacks` of them marked as fallback moves. */
  const report = (fallbacks: number, invalidReplies?: number) => ({
    games: [
      { decisions: Array.from({ length: 10 }, (_, i) => ({ round: i + 1, choice: 'x', ...(i < fallbacks ? { fallback: true } : {}) })) },
      { decisions: Array.from({ length: 10 }, (_, i) => ({ round: i + 1, choice: 'x' })) },
    ] as unknown as StoredReport['games'],
    ...(invalidReplies === undefined ? {} : { invalidReplies }),
  });

  it('counts the decisions marked fallback, and ranks a run with at most 10 % of them', () => {
    expect(withStanding(report(0), 'refereed')).toMatchObject({ verification: 'refereed', invalidReplies: 0, ranked: true });
    expect(withStanding(report(2), 'refereed')).toMatchObject({ invalidReplies: 2, ranked: true });
    expect(withStanding(report(3), 'refereed')).toMatchObject({ invalidReplies: 3, ranked: false });
  });

  it('keeps a self-reported run’s own count when larger; a refereed run’s is the server’s alone', () => {
    expect(withStanding(report(1, 5), 'self-reported')).toMatchObject({ verification: 'self-reported', invalidReplies: 5, ranked: false });
    expect(withStanding(report(2, 0), 'self-reported')).toMatchObject({ invalidReplies: 2, ranked: true });
    expect(withStanding(report(0, 5), 'refereed')).toMatchObject({ invalidReplies: 0, ranked: true });
  });
});
