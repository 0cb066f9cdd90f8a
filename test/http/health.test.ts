// /healthz and /readyz: alive, and ready only while every store answers; a Redis that goes away (through a proxy the
// test cuts) makes the instance unready with the reason, and it is ready again once Redis is back. Meanwhile requests
// that need Redis answer 503 not_ready within 2 s (issue 26), whether Redis refuses or falls silent.
import { afterAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, PASSWORD, runTool, signup } from '../helpers/client.ts';
import { eventually } from '../helpers/research.ts';
import { redisProxy, type RedisProxy } from '../helpers/redis-proxy.ts';
import { dropRedisPrefix, startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** A cluster-mode instance whose Redis goes through a proxy the test can cut; closed and its keys dropped after `work`. */
async function withCuttableRedis(work: (server: TestServer, proxy: RedisProxy) => Promise<void>): Promise<void> {
  const proxy = await redisProxy();
  const prefix = uniquePrefix();
  const server = await startTestServer({ cluster: true, redisPrefix: prefix, env: { REDIS_URL: proxy.url() } });
  try {
    await work(server, proxy);
  } finally {
    await server.close();
    await dropRedisPrefix(prefix);
  }
}

describe('health', () => {
  it('is alive and ready in embedded mode, for GET and HEAD', async () => {
    const server = await startTestServer();
    servers.push(server);
    const alive = await call(server.base, 'GET', '/healthz');
    expect([alive.status, alive.body]).toEqual([200, { status: 'ok' }]);
    const ready = await call(server.base, 'GET', '/readyz');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready', checks: { control: 'ok', warehouse: 'ok' } }]);
    const head = await fetch(`${server.base}/readyz`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('is unready with the reason while Redis is unreachable, alive all along, and ready again once it is back', async () => {
    await withCuttableRedis(async (server, proxy) => {
      expect((await call(server.base, 'GET', '/readyz')).status).toBe(200);

      await proxy.cut();
      const unready = await call(server.base, 'GET', '/readyz');
      expect([unready.status, unready.body.error]).toEqual([503, 'not_ready']);
      expect(unready.body.details).toEqual([{ path: '/checks/control', message: expect.stringMatching(/^control (is unreachable|did not answer within)/) }]);
      // The public answer never names the store's address.
      expect(unready.text).not.toContain('127.0.0.1');
      expect((await call(server.base, 'GET', '/healthz')).status).toBe(200);

      await proxy.restore();
      await eventually(async () => (await call(server.base, 'GET', '/readyz')).status === 200, 10_000, 'ready once Redis is back');
    });
  }, 120_000);

  it('answers 503 not_ready, not a 500, to a tool call and a login while Redis is unreachable, and serves them again once it is back', async () => {
    await withCuttableRedis(async (server, proxy) => {
      const { key, email } = await accountWithKey(server.base, server.config.dataDir, 'pro');
      expect((await runTool(server.base, key, 'word-counter', { text: 'a b' })).status).toBe(200);

      await proxy.cut();
      const [tool, login] = await Promise.all([
        runTool(server.base, key, 'word-counter', { text: 'a b' }),
        call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } }),
      ]);
      for (const answer of [tool, login]) {
        expect([answer.status, answer.body.error]).toEqual([503, 'not_ready']);
        expect(answer.text).not.toContain('127.0.0.1');
      }

      await proxy.restore();
      await eventually(async () => (await runTool(server.base, key, 'word-counter', { text: 'a b' })).status === 200, 10_000, 'tool calls once Redis is back');
    });
  }, 120_000);

  it('shuts down while Redis is unreachable', async () => {
    const proxy = await redisProxy();
    const prefix = uniquePrefix();
    const server = await startTestServer({ cluster: true, redisPrefix: prefix, env: { REDIS_URL: proxy.url() } });
    try {
      await proxy.cut();
      // The stores' connection has no offline queue, so ioredis refuses QUIT while it is down: closing must not fail
      // (nor hang: the test's own timeout would end it).
      await server.close();
    } finally {
      await dropRedisPrefix(prefix);
    }
  }, 120_000);

  // Before issue 26 these took 7–15 s: each command waited in ioredis's offline queue through its reconnect attempts
  // (up to 20). Now a command fails at once (no offline queue) or at its 1 s timeout (REDIS_COMMAND_TIMEOUT_MS).
  // Counted, not timed: once the service's connections retry seconds apart, an answer that waited out reconnects spans
  // many of their attempts, one that failed at once a few at most (one per connection, even on a starved machine);
  // and while Redis is silent, an answer that waited for Redis would never come before the proxy lets commands through.
  const RECONNECTS_BEFORE = 30;
  const MAX_RECONNECTS_DURING_AN_ANSWER = 10;
  for (const outage of ['refuses connections', 'falls silent'] as const) {
    it(`answers 503 not_ready without waiting out reconnects to the signed-in account and a public research read while Redis ${outage}, and serves them again once it is back`, async () => {
      await withCuttableRedis(async (server, proxy) => {
        const { cookie } = await signup(server.base);
        const requests = {
          me: () => call(server.base, 'GET', '/api/auth/me', { headers: { cookie } }),
          overview: () => call(server.base, 'GET', '/api/research/overview'),
        };
        for (const request of Object.values(requests)) expect((await request()).status).toBe(200);

        if (outage === 'refuses connections') {
          proxy.refuse();
          // Away a while, as in an outage: the service has been trying to reconnect.
          await eventually(async () => proxy.refusedConnections() >= RECONNECTS_BEFORE, 60_000, 'the service trying to reconnect');
        } else proxy.stall();
        for (const [name, request] of Object.entries(requests)) {
          const before = proxy.refusedConnections();
          const answer = await request();
          expect([name, answer.status, answer.body.error]).toEqual([name, 503, 'not_ready']);
          expect(answer.text).not.toContain('127.0.0.1');
          const reconnects = proxy.refusedConnections() - before;
          expect(reconnects, `${name} answered after ${reconnects} reconnect attempts`).toBeLessThanOrEqual(MAX_RECONNECTS_DURING_AN_ANSWER);
        }

        // A stalled connection has requests without answers on it: it is dropped before Redis comes back.
        if (outage === 'falls silent') await proxy.cut();
        await proxy.restore();
        const served = async () => (await Promise.all(Object.values(requests).map((request) => request()))).every((a) => a.status === 200);
        await eventually(served, 10_000, 'the account and public research once Redis is back');
      });
    }, 120_000);
  }
});
