// Heavy tools run off the event loop: a catastrophic regular expression is stopped at its budget while light calls
// made at the same time keep being answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { CATASTROPHIC_REGEX } from '../helpers/pool.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TOOL_THREADS: '2' } });
  ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business', 100_000));
});
afterAll(() => server.close());

describe('heavy tools', () => {
  it('stops a catastrophic regex with 422 tool_timeout while word-counter keeps answering', async () => {
    const catastrophic = runTool(server.base, key, 'regex-tester', CATASTROPHIC_REGEX);
    let stop = false;
    const light: number[] = [];
    const probe = (async () => {
      while (!stop) light.push((await runTool(server.base, key, 'word-counter', { text: 'still answering' })).status);
    })();
    const answer = await catastrophic;
    stop = true;
    await probe;

    expect([answer.status, answer.body.error]).toEqual([422, 'tool_timeout']);
    expect(answer.body.message).toMatch(/longer than its budget of \d+ ms/);
    // Had the regex held the event loop, at most the one call sent before it would have been answered meanwhile.
    expect(light.length).toBeGreaterThan(2);
    expect(light.every((status) => status === 200)).toBe(true);
  });

  it('serves the next heavy run after a timeout (the stuck thread was replaced)', async () => {
    const answer = await runTool(server.base, key, 'regex-tester', { pattern: 'b+', text: 'abbbc' });
    expect(answer.status).toBe(200);
  });

  it('marks heavy tools in the catalog with their budget', async () => {
    const detail = await call(server.base, 'GET', '/api/v1/tools/regex-tester');
    expect(detail.body).toMatchObject({ heavy: true, timeoutMs: expect.any(Number) });
    expect(detail.body.timeoutMs).toBeLessThanOrEqual(2_500);
  });
});
