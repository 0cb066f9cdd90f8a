// The leaderboard and matrix arithmetic on hand-made runs and matches; every expected number is written out (the
// t intervals from SciPy, with the command that computed them).
import { describe, expect, it } from 'vitest';
import type { Ratings } from '../../src/battery/ratings.ts';
import type { StoredHeadToHead, StoredReport } from '../../src/research/benchmark.ts';
import { buildLeaderboard, buildMatrix, meanCi95, signatureOf } from '../../src/research/leaderboard.ts';

const ocean = { O: 0, C: 0, E: 0, A: 0, N: 0 };
const run = (runId: string, provider: string, model: string, overall: number, date: string) =>
  ({ runId, provider, model, overall, date, ocean, humanAlignment: 50, dimensions: {} }) as unknown as StoredReport;
const match = (matchId: string, playerA: string, playerB: string, winners: Array<'A' | 'B' | 'draw'>) =>
  ({
    matchId,
    playerA,
    playerB,
    winsA: winners.filter((w) => w === 'A').length,
    winsB: winners.filter((w) => w === 'B').length,
    draws: winners.filter((w) => w === 'draw').length,
  }) as StoredHeadToHead;

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

  it('gives each model the t interval of its mean overall over its runs, null with one run', () => {
    const board = buildLeaderboard(
      [run('a1', 'p', 'a', 61.2, '2026-01-01'), run('a2', 'p', 'a', 58.7, '2026-01-02'), run('a3', 'p', 'a', 70.1, '2026-01-03'), run('a4', 'p', 'a', 64.3, '2026-01-04'), run('a5', 'p', 'a', 66.05, '2026-01-05'), run('b1', 'p', 'b', 50, '2026-01-01')],
      [],
    );
    expect(board.map((e) => [e.model, e.runs, e.ci95])).toEqual([
      ['a', 5, [58.61, 69.53]],
      ['b', 1, null],
    ]);
  });

  it('computes meanCi95 as SciPy does, rounded to 2 decimals', () => {
    // python3 -c "import numpy as np, scipy.stats as s; v=[61.2,58.7,70.1,64.3,66.05]; print(s.t.interval(0.95, len(v)-1, loc=np.mean(v), scale=s.sem(v)))"
    // → (58.60780730999053, 69.53219269000948)
    expect(meanCi95([61.2, 58.7, 70.1, 64.3, 66.05])).toEqual([58.61, 69.53]);
    // The same command with v=[40,50] → (-18.531023680873474, 108.53102368087347): not clamped to 0–100.
    expect(meanCi95([40, 50])).toEqual([-18.53, 108.53]);
    // v=[12.5,12.5,13.75] → (11.123894695937723, 14.709438637395609)
    expect(meanCi95([12.5, 12.5, 13.75])).toEqual([11.12, 14.71]);
    expect(meanCi95([70, 70])).toEqual([70, 70]);
    expect(meanCi95([42])).toBeNull();
    expect(meanCi95([])).toBeNull();
  });

  it('takes rating and its interval from the ratings, null for a model they do not rate or without ratings', () => {
    const ratings: Ratings = {
      method: 'bradley-terry',
      models: [
        { model: 'p:a', rating: 1040.5, ci95: [1001.25, 1080], games: 12 },
        { model: 'p:b', rating: null, ci95: null, games: 3 },
      ],
    };
    const runs = [run('ra', 'p', 'a', 60, '2026-01-01'), run('rb', 'p', 'b', 50, '2026-01-01'), run('rc', 'p', 'c', 40, '2026-01-01')];
    expect(buildLeaderboard(runs, [], ratings).map((e) => [e.model, e.rating, e.ratingCi95])).toEqual([
      ['a', 1040.5, [1001.25, 1080]],
      ['b', null, null],
      ['c', null, null],
    ]);
    expect(buildLeaderboard(runs, []).map((e) => [e.rating, e.ratingCi95])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});
