// The tool route under real Business traffic: thousands of keys on the plain Business plan (1,000 requests an hour
// each), every request with the next key in turn, embedded and in cluster mode, against a bare uWS route loaded the
// same way. The other tool bench sends one key on a raised limit, the shape that the key gate's per-key batching suits
// best. Measured pinned (bench/pinned.ts: each server alone on one core, wrk on the other) where the machine allows:
// req/s at saturation, the server's CPU per call saturated and at a fixed rate, Redis's CPU per call.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startRedisCluster, type LocalRedisCluster } from '../test/helpers/redis-cluster.ts';
import { dropRedisPrefix } from '../test/helpers/server.ts';
import { captureResponse } from './http-tools.ts';
import { LOAD_CPU, pinnedUnavailable, pinThisProcessToLoadCore, SERVER_CPU, wrkLoad, type WrkResult } from './pinned.ts';
import { cpuMs, redisMeter, redisMeterOf, redisSpendPerCall, startChild, type RedisMeter } from './processes.ts';

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

export function startService(dataDir: string, extraEnv: Record<string, string> = {}, cpu?: string) {
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
  return startChild('dist/src/main.js', env, /Service ready at http:\/\/[^:]+:(\d+)/, flags, cpu);
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

/**
 * CPU µs per call of `pid` at a fixed `rate` (autocannon in this process, pinned to the load core by the caller), and
 * each Redis meter's spend per call.
 */
async function cpuAtRate(url: string, keys: readonly string[], rate: number, seconds: number, pid: number, redis: readonly RedisMeter[]) {
  const connections = 25;
  const stride = Math.max(1, Math.floor(keys.length / connections));
  const requests = keys.map((key) => ({ method: 'POST' as const, headers: { 'content-type': 'application/json', 'x-api-key': key }, body: requestBody }));
  const before = cpuMs(pid);
  const { result: total, perCall } = await redisSpendPerCall(
    redis,
    async () => {
      const results = await Promise.all(
        Array.from({ length: connections }, (_, c) =>
          autocannon({ url, connections: 1, duration: seconds, overallRate: rate / connections, requests: [...requests.slice(c * stride), ...requests.slice(0, c * stride)] }),
        ),
      );
      return results.reduce((n, r) => n + r.requests.total, 0);
    },
    (n) => n,
  );
  return { service: ((cpuMs(pid) - before) * 1000) / total, redis: perCall };
}

/** Redis's spend per call, summed over meters (NaN if any is not on this machine). */
const sumOf = (perCall: ReadonlyArray<{ cpuMicros: number; scriptMicros: number }>) => ({
  cpuMicros: perCall.reduce((n, m) => n + m.cpuMicros, 0),
  scriptMicros: perCall.reduce((n, m) => n + m.scriptMicros, 0),
});
const micros = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(1));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const show = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');

export async function benchManyKeys(seconds: number, connections: number, roundCount: number): Promise<void> {
  const unavailable = pinnedUnavailable();
  if (unavailable) console.log(`\nMany keys, pinned: not measured here (${unavailable}); the unpinned measurement follows, the load generator sharing the cores.`);
  const cpu = unavailable ? undefined : SERVER_CPU;
  const unpin = unavailable ? null : pinThisProcessToLoadCore();
  const accounts = Number(process.env.BENCH_KEY_ACCOUNTS ?? 400);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-keys-'));
  const clusterDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-keys-cluster-'));
  const shardedDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-keys-sharded-'));
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisPrefix = `bench:${randomBytes(6).toString('hex')}:`;
  // Cluster mode on a local Redis Cluster too (3 masters, 3 replicas), where this machine has redis-server.
  const redisCluster: LocalRedisCluster | null = await startRedisCluster().catch((error: Error) => {
    console.log(`\nMany keys: no local Redis Cluster (${error.message}); cluster mode is measured on REDIS_URL only.`);
    return null;
  });
  const embedded = startService(dataDir, {}, cpu);
  const cluster = startService(clusterDir, { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: path.join(clusterDir, 'shared') }, cpu);
  const sharded = redisCluster && startService(shardedDir, { REDIS_URL: redisCluster.url, REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: path.join(shardedDir, 'shared') }, cpu);
  let bare: ReturnType<typeof startChild> | null = null;
  try {
    const embeddedBase = `http://127.0.0.1:${await embedded.ready}`;
    const clusterBase = `http://127.0.0.1:${await cluster.ready}`;
    const shardedBase = sharded && `http://127.0.0.1:${await sharded.ready}`;
    const started = performance.now();
    const [embeddedKeys, clusterKeys, shardedKeys] = await Promise.all([
      provisionKeys(embeddedBase, dataDir, accounts),
      provisionKeys(clusterBase, clusterDir, accounts),
      shardedBase ? provisionKeys(shardedBase, shardedDir, accounts) : [],
    ]);
    console.log(`\nMany keys: ${embeddedKeys.length} Business keys per instance (${accounts} accounts × ${KEYS_PER_ACCOUNT}), made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    bare = startChild('bench/baselines/bare-uws.ts', { BENCH_RESPONSE: await captureResponse(embeddedBase, embeddedKeys[0]!) }, undefined, [], cpu);
    const redis = [redisMeterOf('redis', redisUrl)];
    const masters = redisCluster ? await redisCluster.masters() : [];
    const clusterMasters = masters.map((port) => redisMeter(`master :${port}`, '127.0.0.1', port));
    const clusterReplicas = (redisCluster?.nodes ?? []).filter((n) => !masters.includes(n.port)).map((n) => redisMeter(`replica :${n.port}`, '127.0.0.1', n.port));
    const targets = [
      { name: 'bare uWS route (constant body)', url: `http://127.0.0.1:${await bare.ready}/api/v1/tools`, keys: embeddedKeys, pid: bare.process.pid!, redis: [] as RedisMeter[] },
      { name: 'POST /api/v1/tools, embedded', url: `${embeddedBase}/api/v1/tools`, keys: embeddedKeys, pid: embedded.process.pid!, redis: [] },
      { name: 'POST /api/v1/tools, cluster mode (one Redis)', url: `${clusterBase}/api/v1/tools`, keys: clusterKeys, pid: cluster.process.pid!, redis },
      ...(sharded && shardedBase
        ? [{ name: 'POST /api/v1/tools, cluster mode (Redis Cluster, 3 masters)', url: `${shardedBase}/api/v1/tools`, keys: shardedKeys, pid: sharded.process.pid!, redis: [...clusterMasters, ...clusterReplicas] }]
        : []),
    ];
    if (unavailable) return await unpinned(targets, seconds, connections, roundCount);

    // Saturation: wrk on the load core, each server alone on its core, interleaved rounds; each Redis's spend around the
    // runs of the cluster-mode server that uses it.
    const rounds: WrkResult[][] = [];
    const redisAtSaturation = targets.map(() => [] as Array<Array<{ name: string; cpuMicros: number; scriptMicros: number; callsPerScript: number }>>);
    for (let round = 0; round < roundCount; round++) {
      const results = [];
      for (const [i, t] of targets.entries()) {
        if (round === 0) await wrkLoad({ url: t.url, keys: t.keys, body: requestBody, seconds: 2, connections, serverPid: t.pid });
        const { result, perCall } = await redisSpendPerCall(
          t.redis,
          () => wrkLoad({ url: t.url, keys: t.keys, body: requestBody, seconds, connections, serverPid: t.pid }),
          (r) => r.requests,
        );
        redisAtSaturation[i]!.push(perCall);
        results.push(result);
      }
      rounds.push(results);
    }
    // A fixed rate, each server in turn: its CPU per call below saturation, and its Redis's.
    const rate = Number(process.env.BENCH_CPU_RATE ?? 3_000);
    const atRate: Array<Awaited<ReturnType<typeof cpuAtRate>>> = [];
    for (const t of targets) atRate.push(await cpuAtRate(t.url, t.keys, rate, seconds, t.pid, t.redis));
    const saturation = (i: number) => median(rounds.map((r) => r[i]!.requestsPerSecond));
    const cpuAtSaturation = (i: number) => median(rounds.map((r) => r[i]!.cpuMicrosPerCall));
    console.log(`Pinned: each server on core ${SERVER_CPU} alone (every thread), wrk on core ${LOAD_CPU} (1 thread, ${connections} connections, ${roundCount} interleaved rounds of ${seconds} s); autocannon at ${rate} req/s for the fixed rate; each request the next key in turn.`);
    console.table(
      targets.map((t, i) => ({
        server: t.name,
        'req/s at saturation': Math.round(saturation(i)),
        'of bare uWS': Number((saturation(i) / saturation(0)).toFixed(3)),
        'CPU µs/call, saturated': Number(cpuAtSaturation(i).toFixed(1)),
        'of it main thread': Number(median(rounds.map((r) => r[i]!.mainThreadMicrosPerCall)).toFixed(1)),
        [`CPU µs/call at ${rate}/s`]: Number(atRate[i]!.service.toFixed(1)),
        'CPU ×bare at rate': Number((atRate[i]!.service / atRate[0]!.service).toFixed(2)),
        non2xx: rounds.reduce((n, r) => n + r[i]!.non2xx, 0),
        errors: rounds.reduce((n, r) => n + r[i]!.errors, 0),
      })),
    );
    const ratios = (i: number, of = 0) => rounds.map((r) => r[i]!.requestsPerSecond / r[of]!.requestsPerSecond);
    console.log(`pinned saturation: embedded / bare uWS = ${median(ratios(1)).toFixed(3)} (rounds: ${show(ratios(1))})  target ≥ 0.60 (issue 41)`);
    console.log(`pinned saturation: cluster / embedded = ${median(ratios(2, 1)).toFixed(3)} (rounds: ${show(ratios(2, 1))})  target ≥ 0.85 (issue 41)`);
    console.log(`CPU per call, embedded / bare uWS: ${(cpuAtSaturation(1) / cpuAtSaturation(0)).toFixed(2)}× saturated, ${(atRate[1]!.service / atRate[0]!.service).toFixed(2)}× at ${rate}/s  target ≤ 2× (issue 41)`);
    for (const i of targets.keys()) {
      if (i < 2) continue;
      console.log(`CPU per call, ${targets[i]!.name.replace(/.*\(/, '(')} / embedded: ${(atRate[i]!.service / atRate[1]!.service).toFixed(2)}× at ${rate}/s  target ≤ 1.15× (issue 41)`);
      if (i === 3) console.log(`pinned saturation: Redis Cluster / embedded = ${median(ratios(3, 1)).toFixed(3)} (rounds: ${show(ratios(3, 1))})`);
    }
    // Redis's spend per call (not pinned: it shares the machine), each server and in sum, at saturation and at the rate.
    for (const i of targets.keys()) {
      const t = targets[i]!;
      if (t.redis.length === 0) continue;
      const saturated = t.redis.map((m, j) => ({
        name: m.name,
        cpuMicros: median(redisAtSaturation[i]!.map((perCall) => perCall[j]!.cpuMicros)),
        scriptMicros: median(redisAtSaturation[i]!.map((perCall) => perCall[j]!.scriptMicros)),
        callsPerScript: median(redisAtSaturation[i]!.map((perCall) => perCall[j]!.callsPerScript)),
      }));
      const rows = [...saturated.map((m, j) => ({ m, r: atRate[i]!.redis[j]! }))];
      console.log(`\nRedis per call, ${t.name} (CPU of the process; scripts: INFO commandstats usec of EVAL/EVALSHA, without the network):`);
      console.table(
        rows.map(({ m, r }) => ({
          server: m.name,
          'CPU µs, saturated': micros(m.cpuMicros),
          'scripts µs, saturated': micros(m.scriptMicros),
          [`CPU µs at ${rate}/s`]: micros(r.cpuMicros),
          [`scripts µs at ${rate}/s`]: micros(r.scriptMicros),
        })),
      );
      const onMasters = (perCall: typeof saturated) => sumOf(perCall.filter((m) => !m.name.startsWith('replica')));
      const [sat, low] = [onMasters(saturated), onMasters(atRate[i]!.redis)];
      const masterCount = saturated.filter((m) => !m.name.startsWith('replica')).length;
      console.log(
        `Redis CPU per call over ${masterCount === 1 ? 'the one Redis' : `the ${masterCount} masters`}: ${micros(sat.cpuMicros)} µs saturated, ${micros(low.cpuMicros)} at ${rate}/s ` +
          `(in scripts ${micros(sat.scriptMicros)} / ${micros(low.scriptMicros)})  target ≤ 6 (issue 41)`,
      );
      // Tool calls per script call: the key gate's batches, over every master's calls.
      const perScript = (perCall: ReadonlyArray<{ name: string; callsPerScript: number }>) =>
        (1 / perCall.filter((m) => !m.name.startsWith('replica')).reduce((n, m) => n + 1 / m.callsPerScript, 0)).toFixed(1);
      console.log(`Tool calls per script call: ${perScript(saturated)} saturated, ${perScript(atRate[i]!.redis)} at ${rate}/s`);
      if (!Number.isNaN(sat.cpuMicros)) {
        const feeds = cpuAtSaturation(i) / sat.cpuMicros;
        console.log(
          `On paper: one Redis core feeds ${feeds.toFixed(1)} service cores (${cpuAtSaturation(i).toFixed(1)} µs a call in the service, saturated)` +
            (masterCount > 1 ? `; ${masterCount} masters, each a core, feed ${(feeds * masterCount).toFixed(1)}` : ''),
        );
      }
    }
  } finally {
    await Promise.all([bare?.stop(), embedded.stop(), cluster.stop(), sharded?.stop()]);
    await redisCluster?.stop();
    await Promise.all([
      rm(dataDir, { recursive: true, force: true }),
      rm(clusterDir, { recursive: true, force: true }),
      rm(shardedDir, { recursive: true, force: true }),
      dropRedisPrefix(redisPrefix, redisUrl),
    ]);
    unpin?.();
  }
}

/** Where the machine cannot pin: autocannon in this process, sharing the cores with the servers (issue 29's way). */
async function unpinned(targets: Array<{ name: string; url: string; keys: string[] }>, seconds: number, connections: number, roundCount: number) {
  const rounds: Array<Array<{ requestsPerSecond: number; non2xx: number; errors: number }>> = [];
  for (let round = 0; round < roundCount; round++) {
    const results = [];
    for (const t of targets) results.push(await loadWithKeys(t.url, t.keys, seconds, connections, round === 0));
    rounds.push(results);
  }
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
  console.log(`many keys: embedded / bare uWS = ${median(ratios(1)).toFixed(3)} median  (rounds: ${show(ratios(1))})`);
  console.log(`many keys: cluster / bare uWS  = ${median(ratios(2)).toFixed(3)} median  (rounds: ${show(ratios(2))})`);
}
