// One contract, two places for the head-to-head ratings result and its computation lease: memory (embedded) and
// Redis (cluster). Over either, caches sharing it compute each set of matches once: the lease holder computes, the
// others wait for its result and serve it; a holder that stops is replaced once its lease runs out.
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RatingsCache } from '../../src/research/ratings-cache.ts';
import { MemoryRatingsShare, type RatingsShare, type SharedRatings } from '../../src/research/ratings-share.ts';
import { ratingsKeys, RedisRatingsShare } from '../../src/cluster/ratings-share.ts';
import { StatsPool } from '../../src/research/stats-pool.ts';
import { GatedRatings, refereedMatches, storeWith } from '../helpers/ratings.ts';
import { REDIS_URL, dropRedisPrefix, uniquePrefix } from '../helpers/server.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const pool = new StatsPool(2);
afterAll(() => pool.close());

interface Implementation {
  /** A share, and how to let `ms` pass for its leases (a clock moved, or real time for Redis's own). */
  open(): Promise<{ share: () => RatingsShare; elapse: (ms: number) => Promise<void>; peek?: () => Promise<Record<string, string>> }>;
}

const implementations: Array<[string, Implementation]> = [
  [
    'memory',
    {
      async open() {
        let now = 1_000_000;
        const share = new MemoryRatingsShare(() => now);
        return {
          share: () => share,
          elapse: async (ms) => {
            now += ms;
          },
        };
      },
    },
  ],
  [
    'redis',
    {
      async open() {
        const prefix = uniquePrefix();
        const connections: Redis[] = [];
        cleanups.push(async () => {
          for (const connection of connections) connection.disconnect();
          await dropRedisPrefix(prefix);
        });
        const admin = new Redis(REDIS_URL);
        connections.push(admin);
        return {
          // a connection per share, as per instance
          share: () => {
            const redis = new Redis(REDIS_URL);
            connections.push(redis);
            return new RedisRatingsShare(redis, prefix);
          },
          elapse: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          peek: () => admin.hgetall(ratingsKeys(prefix).result),
        };
      },
    },
  ],
];

const result = (matches: number, digest = `d${matches}`): SharedRatings => ({
  digest,
  matches,
  asOf: '2026-03-01T10:00:00.000Z',
  ratings: JSON.stringify({ method: 'bradley-terry', models: [] }),
});

describe.each(implementations)('ratings share: %s', (_name, implementation) => {
  it('holds nothing at first, then the stored result; refuses one over fewer matches', async () => {
    const { share: open } = await implementation.open();
    const share = open();
    expect([await share.digest(), await share.read()]).toEqual([null, null]);
    expect(await share.write(result(10))).toBe(true);
    expect(await open().read()).toEqual(result(10));
    expect(await open().digest()).toBe('d10');
    // An instance that computed an older set does not replace the newer result.
    expect(await share.write(result(9))).toBe(false);
    expect(await open().read()).toEqual(result(10));
    // As many matches (another set of that size) or more: stored.
    expect(await share.write(result(10, 'other'))).toBe(true);
    expect(await share.write(result(11))).toBe(true);
    expect(await open().read()).toEqual(result(11));
  });

  it('leases to one holder at a time; only its token renews or releases it', async () => {
    const { share: open } = await implementation.open();
    const [a, b] = [open(), open()];
    const token = await a.acquire(60_000);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(await b.acquire(60_000)).toBeNull();
    expect(await b.extend('not-the-token', 60_000)).toBe(false);
    await b.release('not-the-token');
    expect(await b.acquire(60_000)).toBeNull();
    expect(await a.extend(token!, 60_000)).toBe(true);
    await a.release(token!);
    const next = await b.acquire(60_000);
    expect(next).not.toBeNull();
    expect(await a.extend(token!, 60_000)).toBe(false);
  });

  it('lets a lease run out when its holder stops renewing it', async () => {
    const { share: open, elapse } = await implementation.open();
    const [a, b] = [open(), open()];
    const token = await a.acquire(100);
    await elapse(300);
    const taken = await b.acquire(60_000);
    expect(taken).not.toBeNull();
    expect(await a.extend(token!, 60_000)).toBe(false);
    await a.release(token!);
    expect(await a.acquire(60_000)).toBeNull();
  });

  it('two caches on one share: the lease holder computes, the other serves its result without computing', async () => {
    const { share: open, elapse, peek } = await implementation.open();
    const store = await storeWith(refereedMatches(3, 60, 3_000), cleanups);
    const gateA = new GatedRatings(pool);
    const gateB = new GatedRatings(pool);
    const a = new RatingsCache({ store, stats: gateA, share: open(), pollMs: 20 });
    const b = new RatingsCache({ store, stats: gateB, share: open(), pollMs: 20 });
    cleanups.push(async () => {
      a.close();
      b.close();
      gateA.open();
      gateB.open();
    });

    expect(a.answer()).toMatchObject({ asOf: null, matches: 0, pending: true, models: [] });
    await gateA.waitingOne();
    // A holds the lease and computes (held at the gate); B finds no result and the lease taken, and waits.
    expect(b.answer()).toMatchObject({ asOf: null, matches: 0, pending: true, models: [] });
    gateA.release();
    await Promise.all([a.settled(), b.settled()]);
    expect([gateA.calls, gateB.calls]).toEqual([1, 0]);
    const [fromA, fromB] = [a.answer(), b.answer()];
    expect(fromA).toMatchObject({ matches: 3_000, pending: false });
    expect(fromA.models).toHaveLength(60);
    expect(fromB).toEqual(fromA);
    if (peek) expect(await peek()).toMatchObject({ matches: '3000', asOf: fromA.asOf });

    // A holder that stops (its lease never released) holds the others off only until the lease runs out.
    const stopped = await open().acquire(300);
    expect(stopped).not.toBeNull();
    await store.addMany([], refereedMatches(4, 60, 1, 'late-'), false);
    gateB.open();
    expect(b.answer()).toMatchObject({ matches: 3_000, pending: true });
    await elapse(400);
    await b.settled();
    expect(gateB.calls).toBe(1);
    expect(b.answer()).toMatchObject({ matches: 3_001, pending: false });
    // A finds B's result for the same matches: nothing to compute.
    expect(a.answer()).toMatchObject({ matches: 3_000, pending: true });
    await a.settled();
    expect(gateA.calls).toBe(1);
    expect(a.answer()).toEqual(b.answer());
  }, 120_000);
});
