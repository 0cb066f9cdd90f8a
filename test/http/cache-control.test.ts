// Every answer for a session or a key (an account, a key list with its usage, a tool's result, a buyer's research data),
// its errors included, carries Cache-Control: no-store; public answers (the tool catalogue, public research) do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { adminOf, createResearchKey } from '../helpers/research.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let user: Awaited<ReturnType<typeof accountWithKey>>;
let researchKey: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TOOL_THREADS: '1' } });
  user = await accountWithKey(server.base, server.config.dataDir, 'pro');
  researchKey = (await createResearchKey(await adminOf(server.config.dataDir), 'cache-lab')).key;
});
afterAll(() => server?.close());

const cacheControl = async (answer: Promise<{ status: number; headers: Headers }>) => {
  const { status, headers } = await answer;
  return [status, headers.get('cache-control')];
};

describe('Cache-Control: no-store', () => {
  it('on session routes: the account, the key list with its usage, and their 401', async () => {
    const session = { headers: { cookie: user.cookie } };
    expect(await cacheControl(call(server.base, 'GET', '/api/auth/me', session))).toEqual([200, 'no-store']);
    expect(await cacheControl(call(server.base, 'GET', '/api/v1/keys', session))).toEqual([200, 'no-store']);
    expect(await cacheControl(call(server.base, 'GET', '/api/auth/me'))).toEqual([401, 'no-store']);
  });

  it('on key routes: a tool answer, a tool error and a refused key, beside the rate-limit headers', async () => {
    const ran = await runTool(server.base, user.key, 'word-counter', { text: 'a b' });
    expect([ran.status, ran.headers.get('cache-control'), ran.headers.get('x-ratelimit-limit')]).toEqual([200, 'no-store', '100']);
    expect(await cacheControl(runTool(server.base, user.key, 'no-such-tool', {}))).toEqual([404, 'no-store']);
    expect(await cacheControl(runTool(server.base, 'svc_not-a-key', 'word-counter', { text: 'a' }))).toEqual([401, 'no-store']);
  });

  it('on research-key routes: a buyer\'s data, and a missing key', async () => {
    const headers = { 'x-research-key': researchKey };
    expect(await cacheControl(call(server.base, 'GET', '/api/research/scenarios?limit=1', { headers }))).toEqual([200, 'no-store']);
    expect(await cacheControl(call(server.base, 'GET', '/api/research/scenarios?limit=1'))).toEqual([401, 'no-store']);
  });

  it('not on public routes: the tool catalogue, a tool, public research', async () => {
    for (const url of ['/api/v1/tools', '/api/v1/tools/word-counter', '/api/research/overview']) {
      const answer = await call(server.base, 'GET', url);
      expect([url, answer.status, answer.headers.get('cache-control')]).toEqual([url, 200, null]);
    }
  });
});
