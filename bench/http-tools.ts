// POST /api/v1/tools (word-counter, real key), embedded and in cluster mode, against a bare uWS route, a bare
// node:http server and a bare uWS route that waits for a Redis round trip, in one run.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropRedisPrefix } from '../test/helpers/server.ts';
import { LOAD_CPU, pinnedUnavailable, pinThisProcessToLoadCore, SERVER_CPU, wrkLoad } from './pinned.ts';
import { cpuMs, redisMeterOf, runCli, startChild } from './processes.ts';

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
  warmUp = true,
): Promise<LoadResult> {
  const options = { url, method: 'POST' as const, headers: { 'content-type': 'application/json', ...headers }, body, connections };
  if (warmUp) await autocannon({ ...options, duration: 2 }); // JIT, connection set-up
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Starts the real service (embedded mode) with `accounts` accounts on a raised limit, and returns a key of each
 * (`key` is the first): heavy tools are shared fairly between accounts, so a load meant to fill the pool needs several.
 */
export async function startService(dataDir: string, extraEnv: Record<string, string> = {}, accounts = 1, cpu?: string) {
  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false', REDIS_URL: '', DEMO_DATA: 'false', ...extraEnv };
  // As `npm start` runs it: the compiled build (bench/run.ts builds it first), with the same V8 flag.
  const flags = ['--max-semi-space-size=64', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const service = startChild('dist/src/main.js', env, /Service ready at http:\/\/[^:]+:(\d+)/, flags, cpu);
  const base = `http://127.0.0.1:${await service.ready}`;
  const keys: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const email = `bench${i}@example.com`;
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
    keys.push(((await created.json()) as { key: string }).key);
  }
  return { service, base, key: keys[0]!, keys };
}

/** One real answer of the route, minus the headers every server writes itself, for the baselines to repeat. */
export async function captureResponse(base: string, key: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/tools`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: requestBody,
  });
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'uwebsockets']);
  const headers = [...response.headers].filter(([name]) => !skip.has(name));
  return JSON.stringify({ headers, body: await response.text() });
}

interface CpuTarget {
  name: string;
  url: string;
  headers: Record<string, string>;
  pid: number;
  /** Whether the server calls Redis on each request. */
  redis: boolean;
}

/**
 * CPU per request of each server at the same fixed request rate, all of them loaded at once: every server meets the
 * same moments of this machine, whose speed drifts from one second to the next, so their costs compare far more
 * steadily than req/s measured one after another (a yardstick for a change's cost). Below saturation: a server's cost
 * per request falls as its load rises (a cluster-mode Redis call carries more requests). Redis's CPU is shared by the
 * targets that use it.
 */
async function cpuPerRequest(targets: CpuTarget[], rate: number, seconds: number, oneAtATime: boolean) {
  const redis = redisMeterOf('redis', process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const rows = targets.map((t) => ({ server: t.name, 'CPU µs per request': [] as number[] }));
  let redisMs = 0;
  let requests = 0;
  for (let round = 0; round < 3; round++) {
    const before = targets.map((t) => cpuMs(t.pid));
    const redisBefore = (await redis.spend()).cpuMs;
    const run = (t: CpuTarget) =>
      autocannon({ url: t.url, method: 'POST', headers: { 'content-type': 'application/json', ...t.headers }, body: requestBody, connections: 25, duration: seconds, overallRate: rate });
    // Pinned, the servers share one core: loaded in turn, so that none of them waits on the others.
    const results: autocannon.Result[] = [];
    if (oneAtATime) for (const t of targets) results.push(await run(t));
    else results.push(...(await Promise.all(targets.map(run))));
    targets.forEach((t, i) => rows[i]!['CPU µs per request'].push(((cpuMs(t.pid) - before[i]!) * 1000) / results[i]!.requests.total));
    redisMs += (await redis.spend()).cpuMs - redisBefore;
    targets.forEach((t, i) => (requests += t.redis ? results[i]!.requests.total : 0));
  }
  const medians = rows.map((row) => [...row['CPU µs per request']].sort((a, b) => a - b)[1]!);
  console.log(`\nCPU per request at ${rate} req/s each, ${oneAtATime ? 'each server in turn' : 'all servers loaded at once'} (3 rounds of ${seconds} s; the median):`);
  console.table(rows.map((row, i) => ({ server: row.server, 'CPU µs per request': Number(medians[i]!.toFixed(1)) })));
  if (Number.isNaN(redisMs)) console.log('Redis: not a process of this machine, so its CPU is not measured');
  else console.log(`Redis: ${((redisMs * 1000) / requests).toFixed(1)} µs of CPU per request of the two servers that use it`);
}

export async function benchToolRoute(seconds: number, connections: number, roundCount: number): Promise<void> {
  // Pinned where the machine allows (bench/pinned.ts): every server on one core, wrk and this process on the other.
  const unavailable = pinnedUnavailable();
  if (unavailable) console.log(`\nTool route, pinned: not measured here (${unavailable}); autocannon shares the cores with the servers.`);
  const cpu = unavailable ? undefined : SERVER_CPU;
  const unpin = unavailable ? null : pinThisProcessToLoadCore();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-'));
  const clusterDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-cluster-'));
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisPrefix = `bench:${randomBytes(6).toString('hex')}:`;
  const { service, base, key } = await startService(dataDir, {}, 1, cpu);
  // The same route in cluster mode: the key's grant and its window in Redis (one script call per event-loop turn).
  const clustered = await startService(clusterDir, { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: path.join(clusterDir, 'shared') }, 1, cpu);
  const baselineEnv = { BENCH_RESPONSE: await captureResponse(base, key) };
  const bare = startChild('bench/baselines/bare-uws.ts', baselineEnv, undefined, [], cpu);
  const node = startChild('bench/baselines/node-http.ts', baselineEnv, undefined, [], cpu);
  const bareRedis = startChild('bench/baselines/bare-uws-redis.ts', { ...baselineEnv, REDIS_URL: redisUrl }, undefined, [], cpu);
  try {
    const target = (name: string, server: ChildProcess, url: string, headers: Record<string, string> = {}, redis = false): CpuTarget => ({
      name,
      url,
      headers,
      pid: server.pid!,
      redis,
    });
    const targets = [
      target('bare uWS route (constant body)', bare.process, `http://127.0.0.1:${await bare.ready}/api/v1/tools`),
      target('node:http (constant body)', node.process, `http://127.0.0.1:${await node.ready}/api/v1/tools`),
      target('bare uWS + a Redis round trip', bareRedis.process, `http://127.0.0.1:${await bareRedis.ready}/api/v1/tools`, {}, true),
      target('POST /api/v1/tools word-counter', service.process, `${base}/api/v1/tools`, { 'x-api-key': key }),
      target('the same, cluster mode (Redis)', clustered.service.process, `${clustered.base}/api/v1/tools`, { 'x-api-key': clustered.key }, true),
    ];
    // Rounds of all targets, interleaved: this machine's speed drifts over minutes, so each ratio compares runs made
    // side by side, and the median ratio is the figure.
    const rounds: LoadResult[][] = [];
    for (let round = 0; round < roundCount; round++) {
      const results: LoadResult[] = [];
      for (const t of targets) results.push(cpu === undefined ? await load(t.name, t.url, t.headers, seconds, connections, requestBody, round === 0) : await pinnedLoad(t, seconds, connections, round === 0));
      rounds.push(results);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratios = (i: number, of = 3) => rounds.map((r) => r[of]!.requestsPerSecond / r[i]!.requestsPerSecond);
    const generator = cpu === undefined ? 'autocannon' : `pinned: each server on core ${SERVER_CPU}, wrk on core ${LOAD_CPU} (1 thread)`;
    console.log(`\nHTTP load: ${generator}, ${connections} connections, ${roundCount} interleaved rounds of ${seconds} s per server;`);
    console.log('the baselines answer byte-for-byte what the tool route answered (same headers, same body).');
    console.table(
      targets.map((t, i) => ({
        server: t.name,
        'median req/s': Math.round(median(rounds.map((r) => r[i]!.requestsPerSecond))),
        'median p99 ms': median(rounds.map((r) => r[i]!.p99Ms)),
        non2xx: rounds.reduce((n, r) => n + r[i]!.non2xx, 0),
        errors: rounds.reduce((n, r) => n + r[i]!.errors, 0),
      })),
    );
    const show = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
    console.log(`tool route / bare uWS  = ${median(ratios(0)).toFixed(3)} median  (rounds: ${show(ratios(0))})  target ≥ 0.75 (issue 12)`);
    console.log(`tool route / node:http = ${median(ratios(1)).toFixed(3)} median  (rounds: ${show(ratios(1))})`);
    console.log(`tool route, Redis / bare uWS = ${median(ratios(0, 4)).toFixed(3)} median  (rounds: ${show(ratios(0, 4))})  target ≥ 0.60 (issue 16)`);
    console.log(`bare uWS + Redis round trip / bare uWS = ${median(ratios(0, 2)).toFixed(3)} median  (rounds: ${show(ratios(0, 2))}): the most a route that consults Redis can reach here`);
    console.log(`tool route, Redis / bare uWS + Redis round trip = ${median(ratios(2, 4)).toFixed(3)} median  (rounds: ${show(ratios(2, 4))})`);
    await cpuPerRequest(targets, Number(process.env.BENCH_CPU_RATE ?? 3_000), seconds, cpu !== undefined);
  } finally {
    await Promise.all([bare.stop(), node.stop(), bareRedis.stop(), service.stop(), clustered.service.stop()]);
    await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(clusterDir, { recursive: true, force: true }), dropRedisPrefix(redisPrefix, redisUrl)]);
    unpin?.();
  }
}

/** One saturation run of `target` by wrk on the load core (after a 2 s warm-up on the first round). */
async function pinnedLoad(target: CpuTarget, seconds: number, connections: number, warmUp: boolean): Promise<LoadResult> {
  const keys = target.headers['x-api-key'] ? [target.headers['x-api-key']] : [];
  const options = { url: target.url, keys, body: requestBody, connections, serverPid: target.pid };
  if (warmUp) await wrkLoad({ ...options, seconds: 2 });
  const result = await wrkLoad({ ...options, seconds });
  return { name: target.name, requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms, non2xx: result.non2xx, errors: result.errors };
}
