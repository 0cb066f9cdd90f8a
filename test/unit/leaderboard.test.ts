// The leaderboard and matrix arithmetic on hand-made runs and matches; every expected number is written out.
import { describe, expect, it } from 'vitest';
import type { StoredHeadToHead, StoredReport } from '../../src/research/benchmark.ts';
import { buildLeaderboard, buildMatrix, signatureOf } from '../../src/research/leaderboard.ts';

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
});
