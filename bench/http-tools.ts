// POST /api/v1/tools (word-counter, real key) against a bare uWS route and a bare node:http server, in one run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runCli, startChild } from './processes.ts';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const requestBody = JSON.stringify({ tool: 'word-counter', inputs: { text: 'The quick brown fox jumps over the lazy dog. Twice!' } });

export async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  body: string = requestBody,
): Promise<LoadResult> {
  const options = { url, method: 'POST' as const, headers: { 'content-type': 'application/json', ...headers }, body, connections };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection set-up
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Starts the real service (embedded mode) with an account on a raised limit, and returns a key for it. */
export async function startService(dataDir: string, extraEnv: Record<string, string> = {}) {
  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false', REDIS_URL: '', ...extraEnv };
  // As `npm start` runs it: the compiled build (bench/run.ts builds it first), with the same V8 flag.
  const service = startChild('dist/src/main.js', env, /Service ready at http:\/\/[^:]+:(\d+)/, ['--max-semi-space-size=64']);
  const base = `http://127.0.0.1:${await service.ready}`;
  const email = 'bench@example.com';
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-123' }),
  });
  const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
  await runCli(['set-plan', email, 'business', '--limit', '1000000000', '--json'], env);
  const created = await fetch(`${base}/api/v1/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'bench' }),
  });
  const { key } = (await created.json()) as { key: string };
  return { service, base, key };
}

/** One real answer of the route, minus the headers every server writes itself, for the baselines to repeat. */
async function captureResponse(base: string, key: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/tools`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: requestBody,
  });
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'uwebsockets']);
  const headers = [...response.headers].filter(([name]) => !skip.has(name));
  return JSON.stringify({ headers, body: await response.text() });
}

export async function benchToolRoute(seconds: number, connections: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-'));
  const { service, base, key } = await startService(dataDir);
  const baselineEnv = { BENCH_RESPONSE: await captureResponse(base, key) };
  const bare = startChild('bench/baselines/bare-uws.ts', baselineEnv);
  const node = startChild('bench/baselines/node-http.ts', baselineEnv);
  try {
    const results = [
      await load('bare uWS route (constant body)', `http://127.0.0.1:${await bare.ready}/api/v1/tools`, {}, seconds, connections),
      await load('node:http (constant body)', `http://127.0.0.1:${await node.ready}/api/v1/tools`, {}, seconds, connections),
      await load('POST /api/v1/tools word-counter', `${base}/api/v1/tools`, { 'x-api-key': key }, seconds, connections),
    ];
    const [uwsBaseline, nodeBaseline, ours] = results as [LoadResult, LoadResult, LoadResult];
    console.log(`\nHTTP load: autocannon, ${connections} connections, ${seconds} s each after a 2 s warm-up;`);
    console.log('the baselines answer byte-for-byte what the tool route answered (same headers, same body).');
    console.table(
      results.map((r) => ({
        server: r.name,
        'req/s': Math.round(r.requestsPerSecond),
        'p99 ms': r.p99Ms,
        non2xx: r.non2xx,
        errors: r.errors,
      })),
    );
    console.log(`tool route / bare uWS  = ${(ours.requestsPerSecond / uwsBaseline.requestsPerSecond).toFixed(3)}  (target ≥ 0.70)`);
    console.log(`tool route / node:http = ${(ours.requestsPerSecond / nodeBaseline.requestsPerSecond).toFixed(3)}`);
    if (ours.non2xx > 0) console.log(`warning: ${ours.non2xx} tool runs were not 2xx`);
  } finally {
    await Promise.all([bare.stop(), node.stop(), service.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}
