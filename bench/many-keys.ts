// The tool route under real Business traffic: thousands of keys on the plain Business plan (1,000 requests an hour
// each), every request with the next key in turn, embedded and in cluster mode, against a bare uWS route loaded the
// same way. The other tool bench sends one key on a raised limit, the shape that the key gate's per-key batching suits
// best.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropRedisPrefix } from '../test/helpers/server.ts';
import { captureResponse } from './http-tools.ts';
import { startChild } from './processes.ts';

const requestBody = JSON.stringify({ tool: 'word-counter', inputs: { text: 'The quick brown fox jumps over the lazy dog. Twice!' } });
const KEYS_PER_ACCOUNT = 5;

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** `accounts` Business accounts (plain limit) with five keys each, made through the API and the admin listener. */
export async function provisionKeys(base: string, dataDir: string, accounts: number): Promise<string[]> {
  const admin = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8')) as { url: string; token: string };
  const keys: string[] = [];
  await inParallel(Array.from({ length: accounts }, (_, i) => i), 8, async (i) => {
    const email = `keys${i}@example.com`;
    const signup = await post(`${base}/api/auth/signup`, { email, password: 'bench-password-123' });
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
    await post(`${admin.url}/admin/set-plan`, { email, plan: 'business' }, { authorization: `Bearer ${admin.token}` });
    for (let k = 0; k < KEYS_PER_ACCOUNT; k++) {
      const created = await post(`${base}/api/v1/keys`, { name: `bench ${k}` }, { cookie });
      keys.push(((await created.json()) as { key: string }).key);
    }
  });
  return keys;
}

export function startService(dataDir: string, extraEnv: Record<string, string> = {}) {
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'false',
    REDIS_URL: '',
    DEMO_DATA: 'false',
    ADMIN_LISTENER: 'true',
    SIGNUPS_PER_ADDRESS: '1000000',
    ...extraEnv,
  };
  const flags = ['--max-semi-space-size=64', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  return startChild('dist/src/main.js', env, /Service ready at http:\/\/[^:]+:(\d+)/, flags);
}

/**
 * req/s of `url` over `connections` connections, each sending the keys in turn from its own place in the list, so that
 * the requests in flight at any moment carry different keys (the bare route ignores them). One autocannon per
 * connection, its requests made once: no per-request callback slows the load generator down.
 */
export async function loadWithKeys(url: string, keys: readonly string[], seconds: number, connections: number, warmUp: boolean) {
  const requests = keys.map((key) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: requestBody,
  }));
  const stride = Math.max(1, Math.floor(requests.length / connections));
  const run = (duration: number) =>
    Promise.all(
      Array.from({ length: connections }, (_, c) =>
        autocannon({ url, connections: 1, duration, requests: [...requests.slice(c * stride), ...requests.slice(0, c * stride)] }),
      ),
    );
  if (warmUp) await run(2);
  const results = await run(seconds);
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  return { requestsPerSecond: sum((r) => r.requests.total) / seconds, non2xx: sum((r) => r.non2xx), errors: sum((r) => r.errors) };
}

export async function benchManyKeys(seconds: number, connections: number, roundCount: number): Promise<void> {
  const accounts = Number(process.env.BENCH_KEY_ACCOUNTS ?? 400);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-keys-'));
  const clusterDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-keys-cluster-'));
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisPrefix = `bench:${randomBytes(6).toString('hex')}:`;
  const embedded = startService(dataDir);
  const cluster = startService(clusterDir, { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: path.join(clusterDir, 'shared') });
  let bare: ReturnType<typeof startChild> | null = null;
  try {
    const embeddedBase = `http://127.0.0.1:${await embedded.ready}`;
    const clusterBase = `http://127.0.0.1:${await cluster.ready}`;
    const started = performance.now();
    const [embeddedKeys, clusterKeys] = await Promise.all([provisionKeys(embeddedBase, dataDir, accounts), provisionKeys(clusterBase, clusterDir, accounts)]);
    console.log(`\nMany keys: ${embeddedKeys.length} Business keys per instance (${accounts} accounts × ${KEYS_PER_ACCOUNT}), made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    bare = startChild('bench/baselines/bare-uws.ts', { BENCH_RESPONSE: await captureResponse(embeddedBase, embeddedKeys[0]!) });
    const targets = [
      { name: 'bare uWS route (constant body)', url: `http://127.0.0.1:${await bare.ready}/api/v1/tools`, keys: embeddedKeys },
      { name: 'POST /api/v1/tools, embedded', url: `${embeddedBase}/api/v1/tools`, keys: embeddedKeys },
      { name: 'POST /api/v1/tools, cluster mode (Redis)', url: `${clusterBase}/api/v1/tools`, keys: clusterKeys },
    ];
    const rounds: Array<Array<{ requestsPerSecond: number; non2xx: number; errors: number }>> = [];
    for (let round = 0; round < roundCount; round++) {
      const results = [];
      for (const t of targets) results.push(await loadWithKeys(t.url, t.keys, seconds, connections, round === 0));
      rounds.push(results);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`autocannon, ${connections} connections, ${roundCount} interleaved rounds of ${seconds} s; each request takes the next key in turn.`);
    console.table(
      targets.map((t, i) => ({
        server: t.name,
        'median req/s': Math.round(median(rounds.map((r) => r[i]!.requestsPerSecond))),
        non2xx: rounds.reduce((n, r) => n + r[i]!.non2xx, 0),
        errors: rounds.reduce((n, r) => n + r[i]!.errors, 0),
      })),
    );
    const ratios = (i: number) => rounds.map((r) => r[i]!.requestsPerSecond / r[0]!.requestsPerSecond);
    const show = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
    console.log(`many keys: embedded / bare uWS = ${median(ratios(1)).toFixed(3)} median  (rounds: ${show(ratios(1))})`);
    console.log(`many keys: cluster / bare uWS  = ${median(ratios(2)).toFixed(3)} median  (rounds: ${show(ratios(2))})  target ≥ 0.65 (issue 29)`);
  } finally {
    await Promise.all([bare?.stop(), embedded.stop(), cluster.stop()]);
    await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(clusterDir, { recursive: true, force: true }), dropRedisPrefix(redisPrefix, redisUrl)]);
  }
}
