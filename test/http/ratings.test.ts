// GET /api/research/head-to-head/ratings never computes: it answers the newest result at once (with asOf, matches and
// pending) while the next is computed in the stats pool; in cluster mode one instance computes and the others serve
// the result it stored in Redis.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredHeadToHead } from '../../src/research/benchmark.ts';
import { ratingsKeys } from '../../src/cluster/ratings-share.ts';
import { call } from '../helpers/client.ts';
import { RATINGS, refereedMatches, settledRatings } from '../helpers/ratings.ts';
import { adminOf, eventually, type Admin } from '../helpers/research.ts';
import { REDIS_URL, dropRedisPrefix, startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';

/** Imports refereed records through the admin listener, 10,000 a request (its cap). */
async function importMatches(admin: Admin, matches: StoredHeadToHead[]): Promise<void> {
  for (let i = 0; i < matches.length; i += 10_000) {
    // as submitted, vouched refereed: the server sets `verified` and `rescored`
    const records = matches.slice(i, i + 10_000).map(({ verified: _verified, rescored: _rescored, ...record }) => record);
    const answer = await admin.post('/admin/benchmark/import', { runs: [], matches: records });
    expect(answer.status, answer.text.slice(0, 500)).toBe(200);
    expect(answer.body.matches).toBe(Math.min(10_000, matches.length - i));
  }
}

describe('ratings, embedded', () => {
  let server: TestServer;
  let admin: Admin;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await adminOf(server.config.dataDir);
  });
  afterAll(() => server?.close());

  it('answers at once with the previous result while 20,000 matches are rated again, then with the new one', async () => {
    await importMatches(admin, refereedMatches(41, 300, 20_000));
    // The first read starts the first computation and does not wait for it.
    const before = await call(server.base, 'GET', RATINGS);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ method: 'bradley-terry', counts: ['provider-verified', 'refereed (two buyers)'], asOf: null, matches: 0, pending: true, models: [] });

    const first = await settledRatings(server.base);
    expect(first.body).toMatchObject({ matches: 20_000, pending: false });
    expect(first.body.models).toHaveLength(300);
    expect((await call(server.base, 'GET', RATINGS)).text).toBe(first.text);

    // One more refereed match: the read right after it starts the refresh and answers the previous result.
    await importMatches(admin, refereedMatches(42, 300, 1, 'one-more-'));
    const during = await call(server.base, 'GET', RATINGS);
    expect(during.body).toEqual({ ...first.body, pending: true });

    const next = await settledRatings(server.base, { matches: 20_001 });
    expect(next.body.matches).toBe(20_001);
    expect(Date.parse(next.body.asOf)).toBeGreaterThanOrEqual(Date.parse(first.body.asOf));
    expect(next.body.models).not.toEqual(first.body.models);
  }, 180_000);
});

describe('ratings, two instances on one Redis', () => {
  const prefix = uniquePrefix();
  let a: TestServer;
  let b: TestServer;
  const redis = new Redis(REDIS_URL);
  beforeAll(async () => {
    a = await startTestServer({ cluster: true, redisPrefix: prefix });
    b = await startTestServer({ cluster: true, redisPrefix: prefix });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    redis.disconnect();
    await dropRedisPrefix(prefix);
  });

  it('serve one computation: the result stored in Redis, with the same asOf and numbers on both', async () => {
    await importMatches(await adminOf(a.config.dataDir), refereedMatches(43, 80, 3_000));
    // B holds the matches too (the ledger announces them).
    await eventually(async () => (await call(b.base, 'GET', '/api/research/head-to-head/matrix')).body.models.length === 80, 20_000, 'the matches on B');
    const [onA, onB] = await Promise.all([settledRatings(a.base, { matches: 3_000 }), settledRatings(b.base, { matches: 3_000 })]);
    expect(onB.text).toBe(onA.text);
    const stored = await redis.hgetall(ratingsKeys(prefix).result);
    expect(stored).toMatchObject({ matches: '3000', asOf: onA.body.asOf });
    // The fit is shared; each instance lists the provisional models (none here) and the opponents itself.
    expect(onA.body.models.filter((m: { provisional: boolean }) => m.provisional)).toEqual([]);
    expect(JSON.parse(stored.ratings!).models).toEqual(onA.body.models.map(({ provisional: _p, opponents: _o, ...fit }: Record<string, unknown>) => fit));
  }, 180_000);
});
