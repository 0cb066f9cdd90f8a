// Cluster mode: two instances on one Redis (a single one, and a Redis Cluster) share accounts, sessions, keys and exact
// rate windows, and the research buyers (with their HMAC secrets), research keys and ingest keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisControlStore } from '../../src/cluster/control-store.ts';
import { connectRedis } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { PASSWORD, call, runTool, signup } from '../helpers/client.ts';
import { adminOf, createIngestKey, createResearchKey, onOneSnapshot, seedDemo } from '../helpers/research.ts';
import { redisBackends } from '../helpers/redis-backends.ts';
import { dropRedisPrefix, startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';

describe.each(redisBackends)('cluster mode on %s', (_backend, url) => {
  const prefix = uniquePrefix();
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ cluster: true, redisPrefix: prefix, redisUrl: url() });
    b = await startTestServer({ cluster: true, redisPrefix: prefix, redisUrl: url() });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dropRedisPrefix(prefix, url());
  });

  /** What `admin set-plan` does in cluster mode: write straight to Redis. */
  async function setPlanInRedis(email: string, plan: 'free' | 'pro' | 'business', limit: number | null = null) {
    const redis = await connectRedis(url(), createLogger('silent'));
    try {
      await new RedisControlStore(redis, prefix).setPlan(email, plan, limit);
    } finally {
      redis.disconnect();
    }
  }

  describe('two instances', () => {
    it('share sessions, see a revocation on the next request, and keep one exact window per key', async () => {
      const { email, cookie } = await signup(a.base);
      const login = await call(b.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
      expect(login.status).toBe(200);
      expect((await call(b.base, 'GET', '/api/auth/me', { headers: { cookie } })).body.email).toBe(email);

      await setPlanInRedis(email, 'pro', 4);
      const created = await call(a.base, 'POST', '/api/v1/keys', { json: { name: 'shared' }, headers: { cookie } });
      expect(created.status).toBe(201);
      const { key, hash } = created.body;

      const remaining = [];
      for (const server of [a, b, a, b]) remaining.push((await runTool(server.base, key, 'word-counter', { text: 'x' })).body.usage.remaining);
      expect(remaining).toEqual([3, 2, 1, 0]);
      const refused = await runTool(b.base, key, 'word-counter', { text: 'x' });
      expect(refused.status).toBe(429);

      const listed = await call(b.base, 'GET', '/api/v1/keys', { headers: { cookie } });
      expect(listed.body.keys.map((k: { hash: string }) => k.hash)).toEqual([hash]);
      expect((await call(b.base, 'DELETE', '/api/v1/keys', { json: { hash }, headers: { cookie } })).status).toBe(200);
      const revoked = await runTool(a.base, key, 'word-counter', { text: 'x' });
      expect([revoked.status, revoked.body.error]).toEqual([401, 'invalid_api_key']);
    });

    it('admits exactly the limit across instances under concurrency', async () => {
      const { email, cookie } = await signup(a.base);
      await setPlanInRedis(email, 'pro', 20);
      const { key } = (await call(a.base, 'POST', '/api/v1/keys', { json: {}, headers: { cookie } })).body;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => runTool((i % 2 ? a : b).base, key, 'word-counter', { text: 'x' })),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(40);
    });

    it('applies a plan change on every instance at once', async () => {
      const { email, cookie } = await signup(a.base);
      await setPlanInRedis(email, 'business');
      const { key } = (await call(b.base, 'POST', '/api/v1/keys', { json: {}, headers: { cookie } })).body;
      expect((await runTool(a.base, key, 'word-counter', { text: 'x' })).body.usage.limit).toBe(1000);
      await setPlanInRedis(email, 'free');
      expect((await runTool(b.base, key, 'word-counter', { text: 'x' })).body.error).toBe('plan_required');
    });
  });

  describe('research buyers and keys', () => {
    it('authorise on every instance: made on A, works on B; revoked on B, refused on A at the next request', async () => {
      const { key, hash } = await createResearchKey(await adminOf(a.config.dataDir), 'acme');
      const read = (server: TestServer) => call(server.base, 'GET', '/api/research/scenarios?limit=1', { headers: { 'x-research-key': key } });
      expect((await read(b)).status).toBe(200);
      expect((await read(a)).status).toBe(200);
      const revoked = await (await adminOf(b.config.dataDir)).post('/admin/research-key/revoke', { hash });
      expect(revoked.status).toBe(200);
      const refused = await read(a);
      expect([refused.status, refused.body.error]).toEqual([401, 'invalid_research_key']);
      const listed = await (await adminOf(a.config.dataDir)).post('/admin/research-key/list');
      expect(listed.body.keys.find((k: { hash: string }) => k.hash === hash).revokedAt).not.toBeNull();
    });

    it('give a session the same per-buyer id on every instance (one HMAC secret per buyer, shared)', async () => {
      // Sessions ingested on A, loaded once, read by both instances from the same snapshot.
      await seedDemo(await adminOf(a.config.dataDir), 40, 7);
      await onOneSnapshot([a, b]);
      const acme = (await createResearchKey(await adminOf(a.config.dataDir), 'acme-ids')).key;
      const globex = (await createResearchKey(await adminOf(b.config.dataDir), 'globex-ids')).key;
      const ids = async (server: TestServer, key: string) =>
        (await call(server.base, 'GET', '/api/research/profiles?limit=20', { headers: { 'x-research-key': key } })).body.profiles.map(
          (p: { sessionGroup: string }) => p.sessionGroup,
        );
      const onA = await ids(a, acme);
      expect(onA).toHaveLength(20);
      expect(await ids(b, acme)).toEqual(onA);
      const forGlobex = await ids(b, globex);
      expect(await ids(a, globex)).toEqual(forGlobex);
      expect(forGlobex.filter((id: string) => onA.includes(id))).toEqual([]);
    });

    it('count a research key in one exact hourly window across instances (1,000 admitted, the rest 429)', async () => {
      const { key } = await createResearchKey(await adminOf(b.config.dataDir), 'acme-limit');
      const statuses: number[] = [];
      // 1,040 requests, 40 at a time, alternating instances.
      for (let batch = 0; batch < 26; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            call((i % 2 ? a : b).base, 'GET', '/api/research/scenarios?limit=1', { headers: { 'x-research-key': key } }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(1_000);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    }, 120_000);

    it('share ingest keys: made on B, accepted on A (the body is checked next), revoked on A, refused on B', async () => {
      const { key, hash } = await createIngestKey(await adminOf(b.config.dataDir), 'desktop 3.0');
      const upload = (server: TestServer) =>
        call(server.base, 'POST', '/api/research/ingest', { json: { sessions: 'not a list' }, headers: { 'x-ingest-key': key } });
      expect((await upload(a)).status).toBe(400);
      expect((await (await adminOf(a.config.dataDir)).post('/admin/ingest-key/revoke', { hash })).status).toBe(200);
      const refused = await upload(b);
      expect([refused.status, refused.body.error]).toEqual([401, 'invalid_ingest_key']);
    });
  });
});
