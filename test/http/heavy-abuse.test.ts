// No tool run, timeout or resource limit may take the process down: 40 concurrent worst-case runs of every heavy
// tool that does native or thread-pool work (password hashing, key generation, compression), spread over four
// accounts so runs start, queue, get stopped at their budgets or are refused; afterwards the service still answers.
// And the pool is fair: one account's catastrophic regexes cannot keep another account's heavy run waiting.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { CATASTROPHIC_REGEX, poolGauges } from '../helpers/pool.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let keys: string[];
beforeAll(async () => {
  // Every request comes from 127.0.0.1: lift the per-address cap on bodies in flight (body-limits.test.ts tests it).
  // Runs wait for a thread at most 3 s (not 10): the backlogs drain sooner.
  server = await startTestServer({ env: { TOOL_THREADS: '2', MAX_UPLOADS_PER_ADDRESS: '1000', TOOL_QUEUE_WAIT_MS: '3000' } });
  keys = [];
  for (let i = 0; i < 4; i++) keys.push((await accountWithKey(server.base, server.config.dataDir, 'business', 100_000)).key);
});
afterAll(() => server.close());

const b64 = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');

const worstCases: Array<[string, Record<string, unknown>]> = [
  ['argon2-hash', { text: 'p'.repeat(10_000), type: 'argon2id', memoryCost: 65_536, timeCost: 10, parallelism: 4, hashLength: 64 }],
  ['argon2-verify', { text: 'p'.repeat(10_000), hash: `$argon2id$v=19$m=65536,t=10,p=4$${b64(16)}$${b64(32)}` }],
  ['argon2-verify', { text: 'p', hash: `$argon2d$v=16$m=65536,t=2,p=1$${b64(16)}$${b64(32)}` }],
  ['scrypt-hash', { text: 'p'.repeat(10_000), cost: 16, blockSize: 8, parallelization: 4, keyLength: 64 }],
  ['pbkdf2-hash', { text: 'p'.repeat(10_000), iterations: 1_000_000, digest: 'sha512', keyLength: 64 }],
  ['keypair-generator', { algorithm: 'rsa-4096' }],
  ['gzip-compressor', { text: randomBytes(375_000).toString('base64'), algorithm: 'brotli', level: 11 }],
  ['bcrypt-hash', { text: 'p'.repeat(72), rounds: 14 }],
];

describe('heavy tools under abuse', () => {
  it('survives 40 concurrent worst-case runs of every native or thread-pool heavy tool, then still answers', async () => {
    const runs = worstCases.flatMap(([tool, inputs]) =>
      Array.from({ length: 40 }, (_, i) =>
        runTool(server.base, keys[i % keys.length]!, tool, inputs).then((a) => [tool, a.status, a.body?.error, a.headers.get('retry-after')] as const),
      ),
    );
    const outcomes = await Promise.all(runs);
    const unexpected = outcomes.filter(([, status, error]) => !(status === 200 || ['tool_timeout', 'service_busy'].includes(error as string)));
    expect(unexpected).toEqual([]);
    // Some runs reached a thread (whether they finished within their budget depends on how busy the machine is)…
    expect(outcomes.filter(([, status, error]) => status === 200 || error === 'tool_timeout').length).toBeGreaterThan(0);
    // …and the rest were refused before they started, each told when to come back.
    const refused = outcomes.filter(([, , error]) => error === 'service_busy');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter(([, , , retryAfter]) => !/^[1-9]\d*$/.test(retryAfter ?? ''))).toEqual([]);

    expect((await runTool(server.base, keys[0]!, 'word-counter', { text: 'still here' })).status).toBe(200);
    expect((await runTool(server.base, keys[1]!, 'argon2-hash', { text: 'still here', memoryCost: 1024, timeCost: 1 })).status).toBe(200);
    expect((await call(server.base, 'GET', '/api/research/overview')).status).toBe(200);
  });

  it("serves another account's heavy run while one account floods the pool with catastrophic regexes", async () => {
    const [flooder, other] = keys as [string, string];
    const answered: string[] = [];
    const flood = Array.from({ length: 8 }, () =>
      runTool(server.base, flooder, 'regex-tester', CATASTROPHIC_REGEX).then((a) => {
        answered.push('flood');
        return a;
      }),
    );
    // The flood holds its share of the threads (one of two) and the rest of it waits.
    await vi.waitFor(async () => expect(await poolGauges(server)).toEqual({ running: 1, queued: 7 }), { timeout: 10_000, interval: 20 });
    const answer = await runTool(server.base, other, 'regex-tester', { pattern: 'b+', text: 'abbbc' });
    answered.push('other');
    const flooded = await Promise.all(flood);
    expect(answer.status).toBe(200);
    // Without fairness the run waits behind the flood until its runs reach their budgets; with it, a thread is free.
    expect(answered[0]).toBe('other');
    expect(flooded.every((a) => a.body.error === 'tool_timeout' || a.body.error === 'service_busy')).toBe(true);
  });
});
