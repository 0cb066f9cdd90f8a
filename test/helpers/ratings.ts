// The ratings route answers at once with its newest result (src/research/ratings-cache.ts): a test that needs the
// ratings of the matches it just stored polls, as a client would, until the answer covers them.
import { rm } from 'node:fs/promises';
import { matchVerification, type StoredHeadToHead } from '../../src/research/benchmark.ts';
import { BATTERY } from '../../src/research/games.ts';
import type { StatsPool } from '../../src/research/stats-pool.ts';
import { BenchmarkStore, DuckDbBenchmarkLedger } from '../../warehouse/benchmark-store.ts';
import { latentStrengthMatches } from '../../src/demo/synthetic-benchmark.ts';
import { Warehouse } from '../../warehouse/warehouse.ts';
import { call, type Answer } from './client.ts';
import { tempDir } from './server.ts';

export const RATINGS = '/api/research/head-to-head/ratings';

/**
 * GETs the ratings until `pending` is false (the answer covers every refereed match the instance holds) and, with
 * `matches`, until it covers at least that many. The public route allows 120 requests a minute per address: the polls
 * back off from 50 ms to 1 s, and wait out a 429. Fails after `polls` polls (a guard against a hang, counted rather than
 * timed, so a busy machine only waits longer) with the last answer.
 */
export async function settledRatings(base: string, options: { matches?: number; headers?: Record<string, string>; polls?: number } = {}): Promise<Answer> {
  let pause = 50;
  for (let poll = 1; ; poll++) {
    const answer = await call(base, 'GET', RATINGS, { headers: options.headers });
    if (answer.status === 200 && answer.body.pending === false && answer.body.matches >= (options.matches ?? 0)) return answer;
    if (poll >= (options.polls ?? 120)) throw new Error(`the ratings never settled: ${answer.status} ${answer.text.slice(0, 300)}`);
    const retryAfter = answer.status === 429 ? Number(answer.headers.get('retry-after') ?? 1) * 1000 : 0;
    await new Promise((resolve) => setTimeout(resolve, Math.max(pause, retryAfter)));
    pause = Math.min(1_000, pause * 1.5);
  }
}

/**
 * `count` refereed match records of `models` synthetic models (src/demo/synthetic-benchmark.ts: latent strengths, 3–10
 * games a match) named `lab:model-…`, ids `${idPrefix}${i}`: bare records (no transcript), as an operator imports
 * refereed results whose seats two buyers relayed (so they count publicly).
 */
export function refereedMatches(seed: number, models: number, count: number, idPrefix = 'm-'): StoredHeadToHead[] {
  const ocean = { O: 0, C: 0, E: 0, A: 0, N: 0 };
  return latentStrengthMatches(seed, models, count).map((m, i) => {
    const winners: Array<'A' | 'B' | 'draw'> = [...Array<'A'>(m.winsA).fill('A'), ...Array<'B'>(m.winsB).fill('B'), ...Array<'draw'>(m.draws).fill('draw')];
    return {
      matchId: `${idPrefix}${i}`,
      timestamp: '2026-01-15T12:00:00Z',
      ...m,
      playerA: `lab:${m.playerA}`,
      playerB: `lab:${m.playerB}`,
      oceanA: ocean,
      oceanB: ocean,
      cooperationRateA: 0.5,
      cooperationRateB: 0.5,
      findings: [],
      games: winners.map((winner, g) => ({ game: BATTERY[g % BATTERY.length]!, winner, scoreA: winner === 'A' ? 70 : winner === 'B' ? 30 : 50, scoreB: winner === 'A' ? 30 : winner === 'B' ? 70 : 50 })),
      ...matchVerification('refereed'),
      relay: 'two-buyers',
      rescored: false,
    };
  });
}

/**
 * The stats pool's ratings behind a gate the test opens: each computation waits until `release()`, so a test can act
 * while one is in flight, deterministically. `calls` counts the computations asked for; the opponent core a refresh
 * finds first (ratedCore) passes ungated.
 */
export class GatedRatings {
  calls = 0;
  private readonly waiting: Array<() => void> = [];
  private arrived: (() => void) | null = null;

  constructor(private readonly pool: Pick<StatsPool, 'ratingsOfNumbered' | 'ratedCore'>) {}

  ratedCore(...args: Parameters<StatsPool['ratedCore']>): ReturnType<StatsPool['ratedCore']> {
    return this.pool.ratedCore(...args);
  }

  ratingsOfNumbered(...args: Parameters<StatsPool['ratingsOfNumbered']>): ReturnType<StatsPool['ratingsOfNumbered']> {
    this.calls++;
    const opened = new Promise<void>((resolve) => this.waiting.push(resolve));
    this.arrived?.();
    return opened.then(() => this.pool.ratingsOfNumbered(...args));
  }

  /** Resolves once a computation waits at the gate. */
  async waitingOne(): Promise<void> {
    while (this.waiting.length === 0) await new Promise<void>((resolve) => (this.arrived = resolve));
    this.arrived = null;
  }

  /** Lets the oldest waiting computation run. */
  release(): void {
    const next = this.waiting.shift();
    if (!next) throw new Error('no computation is waiting at the gate');
    next();
  }

  /** Lets every computation through from now on. */
  open(): void {
    this.ratingsOfNumbered = (...args) => {
      this.calls++;
      return this.pool.ratingsOfNumbered(...args);
    };
    for (const next of this.waiting.splice(0)) next();
  }
}

/**
 * A benchmark store holding `matches` in a warehouse of its own (as embedded mode keeps them); what closes and
 * removes it is pushed onto `cleanups`.
 */
export async function storeWith(matches: StoredHeadToHead[], cleanups: Array<() => Promise<void>>): Promise<BenchmarkStore> {
  const dir = await tempDir();
  const warehouse = await Warehouse.open(dir);
  const store = await BenchmarkStore.open(new DuckDbBenchmarkLedger(warehouse.writer));
  cleanups.push(async () => {
    await store.close();
    await warehouse.close();
    await rm(dir, { recursive: true, force: true });
  });
  await store.addMany([], matches, false);
  return store;
}
