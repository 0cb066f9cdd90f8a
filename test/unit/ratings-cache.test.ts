// The ratings cache keeps the fit and bootstrap off the request path: a read answers the newest result at once (an
// empty one before the first), a refresh runs in the stats pool, matches arriving during it take one more refresh,
// and the numbers it publishes depend on the matches alone, never on what it computed before.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { matchColumns, numberMatches } from '../../src/battery/ratings.ts';
import { MIN_OPPONENTS, RatingsCache, ratedCore } from '../../src/research/ratings-cache.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import { MemoryRatingsShare } from '../../src/research/ratings-share.ts';
import { StatsPool } from '../../src/research/stats-pool.ts';
import { GatedRatings, refereedMatches, storeWith } from '../helpers/ratings.ts';

const pool = new StatsPool(2);
afterAll(() => pool.close());
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function cacheOver(store: BenchmarkStore, stats: Pick<StatsPool, 'ratingsOfNumbered' | 'ratedCore'> = pool): RatingsCache {
  const cache = new RatingsCache({ store, stats, share: new MemoryRatingsShare() });
  cleanups.push(async () => cache.close());
  return cache;
}

describe('RatingsCache', () => {
  it('finds in the pool, from the matches as columns, the same core and fit input as ratedCore on this thread', async () => {
    const field = refereedMatches(51, 40, 300);
    // two models short of opponents: one met two, the other only the first
    const [lone, shy] = refereedMatches(52, 2, 3, 'short-').map((m, i) => ({ ...m, playerA: `lab:short-${i}`, playerB: field[i]!.playerA }));
    const matches = [...field, lone!, shy!, { ...shy!, matchId: 'short-again', playerB: field[5]!.playerB }, { ...lone!, matchId: 'short-pair', playerB: 'lab:short-1' }];
    const { rated, provisional, opponents } = ratedCore(matches);
    expect(provisional.map((m) => m.model)).toEqual(['lab:short-0', 'lab:short-1']);
    const split = await pool.ratedCore(matchColumns(matches), MIN_OPPONENTS);
    expect(split.provisional).toEqual(provisional.map(({ model, games, opponents: met }) => ({ model, games, opponents: met })));
    const expected = numberMatches(rated);
    expect(split.rated).toEqual(expected);
    expect([...split.ratedOpponents]).toEqual(expected.models.map((model) => opponents.get(model)));
  });

  it('answers at once while a refresh of 30,000 matches runs: first an empty answer, then always the previous result', async () => {
    const store = await storeWith(refereedMatches(11, 300, 30_000), cleanups);
    const gate = new GatedRatings(pool);
    cleanups.push(async () => gate.open());
    const cache = cacheOver(store, gate);

    // Before the first result: nothing computed on the read, an empty answer that says more is coming.
    expect(cache.answer()).toEqual({ method: 'bradley-terry', counts: ['provider-verified', 'refereed (two buyers)'], asOf: null, matches: 0, pending: true, models: [] });
    expect(cache.latest()).toBeNull();
    await gate.waitingOne();
    gate.release();
    await cache.settled();
    const first = cache.answer();
    expect(first).toMatchObject({ method: 'bradley-terry', matches: 30_000, pending: false, asOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) });
    expect(first.models).toHaveLength(300);
    expect(cache.answer()).toBe(first);

    // A new refereed match: the read answers the previous result, flagged pending, while the refresh is in flight
    // (held at the gate: it cannot have finished).
    await store.addMany([], refereedMatches(12, 300, 1, 'new-'), false);
    const during = cache.answer();
    expect(during).toEqual({ ...first, pending: true });
    expect(during.models).toBe(first.models);
    await gate.waitingOne();
    let refreshed = false;
    void cache.settled().then(() => (refreshed = true));
    // More matches during the refresh: still the previous result, and no second computation at once.
    await store.addMany([], refereedMatches(13, 300, 2, 'more-'), false);
    expect(cache.answer()).toEqual({ ...first, pending: true });
    expect(cache.latest()).toBe(cache.latest());
    expect([gate.calls, refreshed]).toEqual([2, false]);

    // The refresh ends (30,001 matches); the two that came meanwhile take one more, not one each.
    gate.release();
    await gate.waitingOne();
    expect(cache.answer()).toMatchObject({ matches: 30_001, pending: true });
    gate.release();
    await cache.settled();
    expect(refreshed).toBe(true);
    expect(gate.calls).toBe(3);
    const last = cache.answer();
    expect(last).toMatchObject({ matches: 30_003, pending: false });
    expect(Date.parse(last.asOf!)).toBeGreaterThanOrEqual(Date.parse(first.asOf!));
    expect(last.models).not.toEqual(first.models);
  }, 120_000);

  it('publishes numbers that depend on the matches alone: after any history, in any order, the same as a fresh computation', async () => {
    const all = refereedMatches(21, 80, 4_000);
    // One instance saw the matches arrive in three parts and refreshed after each.
    const gradual = await storeWith(all.slice(0, 1_000), cleanups);
    const seen = cacheOver(gradual);
    for (const [from, to] of [
      [1_000, 2_500],
      [2_500, 4_000],
    ]) {
      seen.refresh();
      await seen.settled();
      await gradual.addMany([], all.slice(from, to), false);
    }
    seen.refresh();
    await seen.settled();
    // Another holds them in the opposite order, every seat swapped, and computes once.
    const swapped = all.map((m) => ({ ...m, playerA: m.playerB, playerB: m.playerA, winsA: m.winsB, winsB: m.winsA })).reverse();
    const fresh = cacheOver(await storeWith(swapped, cleanups));
    fresh.refresh();
    await fresh.settled();
    expect(seen.answer()).toMatchObject({ matches: 4_000, pending: false });
    expect(JSON.stringify(seen.answer().models)).toBe(JSON.stringify(fresh.answer().models));
  }, 120_000);

  it('keeps serving the previous result when a refresh fails, and tries again after a pause', async () => {
    const store = await storeWith(refereedMatches(31, 20, 400), cleanups);
    let failing = true;
    let now = 1_000_000;
    const flaky: Pick<StatsPool, 'ratingsOfNumbered' | 'ratedCore'> = {
      ratingsOfNumbered: (...args) => (failing ? Promise.reject(new Error('pool closed')) : pool.ratingsOfNumbered(...args)),
      ratedCore: (...args) => pool.ratedCore(...args),
    };
    const warnings: string[] = [];
    const cache = new RatingsCache({ store, stats: flaky, share: new MemoryRatingsShare(), clock: () => now, retryMs: 5_000, log: { warn: (msg) => warnings.push(msg) } });
    cleanups.push(async () => cache.close());
    cache.refresh();
    await cache.settled();
    expect(warnings).toHaveLength(1);
    expect(cache.answer()).toMatchObject({ asOf: null, matches: 0, pending: true });
    // Within the pause a read starts nothing; after it, the next read retries.
    failing = false;
    await cache.settled();
    expect(cache.answer()).toMatchObject({ matches: 0, pending: true });
    now += 5_000;
    cache.refresh();
    await cache.settled();
    expect(cache.answer()).toMatchObject({ matches: 400, pending: false, asOf: new Date(now).toISOString() });
  }, 120_000);
});
