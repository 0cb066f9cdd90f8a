// The research warehouse: ingest throughput end to end, 5,000-row exports per format, and profile paging at offset 0 vs
// 900,000 on a 1,000,000-session warehouse (generated once with `admin demo seed` and kept in BENCH_WAREHOUSE_DIR).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DuckDBInstance } from '@duckdb/node-api';
import { Redis } from 'ioredis';
import type { HumanBaseline } from '../src/battery/scoring.ts';
import type { BenchmarkReport, SubmittedMatch } from '../src/research/benchmark.ts';
import { IngestStream } from '../src/cluster/ingest-stream.ts';
import { syntheticMatches, syntheticRuns } from '../src/demo/synthetic-benchmark.ts';
import { syntheticBatches } from '../src/demo/synthetic.ts';
import { root, runCli, startChild } from './processes.ts';
import { dropRedisPrefix } from '../test/helpers/server.ts';

const serviceEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  DEMO_DATA: 'false',
  INGEST_INTERVAL_S: '86400',
  ...extra,
});

export async function startResearchService(dataDir: string, extraEnv: Record<string, string> = {}) {
  const flags = ['--max-semi-space-size=64', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const service = startChild('dist/src/main.js', serviceEnv(dataDir, extraEnv), /Service ready at http:\/\/[^:]+:(\d+)/, flags);
  const base = `http://127.0.0.1:${await service.ready}`;
  const admin = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8')) as { url: string; token: string };
  const adminCall = async (operation: string, body: unknown) => {
    const response = await fetch(`${admin.url}/admin/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`admin ${operation}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<any>;
  };
  return { service, base, adminCall };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const WARM_UP_BATCHES = 10;

/**
 * Sessions/s from the first upload until every session is loaded, with the scheduler loading the inbox every second
 * meanwhile (as a deployment runs it), then one last `ingest run` for what is left. Bodies are serialised beforehand,
 * so the client's own JSON work is not timed. A warm-up of `WARM_UP_BATCHES` batches goes through the same path first
 * (a deployed service is not cold: its worker threads are started and its code compiled).
 */
async function benchIngest(sessions: number, batchSize: number, concurrency: number, cluster: boolean): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-ingest-'));
  // Cluster mode: the batches go through the Redis stream to the loader, which publishes a snapshot the reads swap to.
  const redisPrefix = `bench:${process.pid}:ingest:`;
  const clusterEnv = { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: path.join(dataDir, 'shared') };
  const { service, base, adminCall } = await startResearchService(dataDir, { INGEST_INTERVAL_S: '1', ...(cluster ? clusterEnv : {}) });
  try {
    const { key } = await adminCall('ingest-key/create', { name: 'bench' });
    const encode = (seed: number, count: number) =>
      [...syntheticBatches({ seed, sessions: count, batchSize })].map((batch) => Buffer.from(JSON.stringify({ sessions: batch })));
    const warmUp = encode(98, WARM_UP_BATCHES * batchSize);
    const bodies = encode(99, sessions);
    const megabytes = bodies.reduce((n, b) => n + b.byteLength, 0) / 1e6;
    // node:http with kept-alive sockets: the client shares the machine's two cores, and fetch costs it more CPU.
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const post = (body: Buffer) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${base}/api/research/ingest`, {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': body.byteLength, 'x-ingest-key': key },
        });
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        });
        request.on('error', reject);
        request.end(body);
      });
    const uploadAll = async (all: Buffer[]) => {
      let next = 0;
      const upload = async () => {
        while (next < all.length) {
          const response = await post(all[next++]!);
          if (response.status !== 202) throw new Error(`ingest answered ${response.status}: ${response.text}`);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, upload));
    };
    await uploadAll(warmUp);
    await adminCall('ingest/run', {});

    const started = performance.now();
    const cpu0 = process.cpuUsage();
    await uploadAll(bodies);
    const accepted = performance.now();
    const clientCpu = process.cpuUsage(cpu0);
    await adminCall('ingest/run', {});
    const loaded = performance.now();
    agent.destroy();
    const overview = (await (await fetch(`${base}/api/research/overview`)).json()) as { totalSessions: number };
    const expected = sessions + WARM_UP_BATCHES * batchSize;
    if (overview.totalSessions !== expected) throw new Error(`${overview.totalSessions} sessions loaded, ${expected} sent`);
    console.log(
      cluster
        ? `\nIngest, cluster mode: ${sessions} synthetic sessions (${megabytes.toFixed(1)} MB of JSON) in batches of ${batchSize}, ` +
            `${concurrency} uploads at a time through the Redis stream to the loader, until the snapshot holding the last one ` +
            `is announced and read in, after a warm-up of ${WARM_UP_BATCHES} batches`
        : `\nIngest: ${sessions} synthetic sessions (${megabytes.toFixed(1)} MB of JSON) in batches of ${batchSize}, ` +
            `${concurrency} uploads at a time, the scheduler loading every second, after a warm-up of ${WARM_UP_BATCHES} batches`,
    );
    console.table([
      {
        'all accepted (s)': ((accepted - started) / 1000).toFixed(2),
        'all loaded (s)': ((loaded - started) / 1000).toFixed(2),
        'end to end sessions/s': Math.round(sessions / ((loaded - started) / 1000)),
        'HTTP accept sessions/s': Math.round(sessions / ((accepted - started) / 1000)),
        // The client shares the machine's cores with the service.
        'client CPU while uploading (s)': ((clientCpu.user + clientCpu.system) / 1e6).toFixed(2),
      },
    ]);
    console.log('target: ≥ 10,000 sessions/s end to end');
  } finally {
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (cluster) await dropRedisPrefix(redisPrefix, clusterEnv.REDIS_URL);
  }
}

/**
 * Cluster mode on the million-session warehouse: how long a batch takes from its 202 to the research reads, while
 * uploads keep coming at `rate` sessions/s for `seconds` (the loader extends the announced snapshot with each load and
 * writes a worn one whole beside the loads). Reads are polled every 50 ms on the instance; every instance reads the
 * same announced snapshot.
 */
async function benchVisibility(rate: number, seconds: number, batchSize = 500): Promise<void> {
  const source = await millionSessionWarehouse();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-visibility-'));
  const snapshotDir = path.join(dataDir, 'shared');
  await mkdir(path.join(snapshotDir, 'writer'), { recursive: true });
  await copyFile(path.join(source, 'warehouse.duckdb'), path.join(snapshotDir, 'writer', 'warehouse.duckdb'));
  const redisPrefix = `bench:${process.pid}:visibility:`;
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const { service, base, adminCall } = await startResearchService(dataDir, { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: snapshotDir });
  const redis = new Redis(redisUrl);
  try {
    const { key: ingestKey } = await adminCall('ingest-key/create', { name: 'bench' });
    // The profile count, polled every 100 ms: a research key takes 1,000 requests an hour, so the polls take turns
    // over enough keys for the run and its start and finish.
    const researchKeys: string[] = [];
    for (let polls = 0; polls < (seconds + 60) * 10; polls += 900) researchKeys.push((await adminCall('research-key/create', { buyer: 'bench' })).key);
    let poll = 0;
    const profiles = async () => {
      const url = `${base}/api/research/profiles?limit=1&min_games=1`;
      const headers = { 'x-research-key': researchKeys[poll++ % researchKeys.length]! };
      // Once more if a kept-alive connection was closed under the request.
      const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`profiles answered ${response.status}`);
      return Number(response.headers.get('x-total-count'));
    };
    const opened = performance.now();
    while ((await profiles()) === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const firstSnapshotS = (performance.now() - opened) / 1000;
    const initial = await profiles();
    const batches = [...syntheticBatches({ seed: 77, sessions: Math.ceil((rate * seconds) / batchSize) * batchSize, batchSize })];
    // Batch i is readable once the count reaches `reach[i]` (a session without an endgame adds no profile).
    let sum = initial;
    const reach = batches.map((batch) => (sum += batch.filter((session) => session.endgame).length));
    const acceptedAt: number[] = [];
    const committedAt: number[] = [];
    const visibleAt: number[] = [];
    const poller = (async () => {
      while (visibleAt.length < batches.length) {
        const seen = await profiles();
        const at = performance.now();
        while (visibleAt.length < batches.length && reach[visibleAt.length]! <= seen) visibleAt.push(at);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // The loader adds a load's sessions to its totals right after the commit (ingest-stream.ts, `acknowledge`).
    const stream = new IngestStream(redis, redisPrefix);
    const commits = (async () => {
      while (committedAt.length < batches.length) {
        const loaded = (await stream.loaded()).sessions;
        const at = performance.now();
        while (committedAt.length < batches.length && (committedAt.length + 1) * batchSize <= loaded) committedAt.push(at);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const began = performance.now();
    for (const [i, batch] of batches.entries()) {
      // Paced: batch i leaves at i × batchSize / rate seconds.
      const due = began + (i * batchSize * 1000) / rate;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const response = await fetch(`${base}/api/research/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingest-key': ingestKey },
        body: JSON.stringify({ sessions: batch }),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`ingest answered ${response.status}`);
      acceptedAt.push(performance.now());
    }
    await Promise.all([poller, commits]);
    const lags = (from: number[], to: number[]) => from.map((at, i) => (to[i]! - at) / 1000);
    const row = (values: number[]) => ({ median: median(values).toFixed(2), p90: percentile(values, 0.9).toFixed(2), max: Math.max(...values).toFixed(2) });
    const snapshots = await readdir(path.join(snapshotDir, 'snapshots'));
    console.log(
      `\nVisibility, cluster mode, on a 1,000,000-session warehouse: ${batches.length} batches of ${batchSize} at ` +
        `${rate.toLocaleString('en')} sessions/s for ${seconds} s, the profile count polled every 100 ms ` +
        `(the first snapshot, written whole, was read ${firstSnapshotS.toFixed(1)} s after the start)`,
    );
    console.table({
      '202 → committed (s)': row(lags(acceptedAt, committedAt)),
      'committed → readable (s)': row(lags(committedAt, visibleAt)),
      '202 → readable (s)': row(lags(acceptedAt, visibleAt)),
    });
    console.log(`target: committed → readable < 5 s; ${snapshots.length} snapshot directories left at the end`);
  } finally {
    redis.disconnect();
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
    await dropRedisPrefix(redisPrefix, redisUrl);
  }
}

/** The warehouse the paging (and later the baseline) benchmarks read: made once, reused while it exists. */
async function millionSessionWarehouse(): Promise<string> {
  const dir = process.env.BENCH_WAREHOUSE_DIR ?? path.join(tmpdir(), 'svc-bench-warehouse-1m');
  if (existsSync(path.join(dir, 'warehouse.duckdb'))) return dir;
  console.log(`\nGenerating a 1,000,000-session warehouse in ${dir} (once; kept for later runs)…`);
  const started = performance.now();
  await runCli(['demo', 'seed', '--sessions', '1000000', '--seed', '1', '--json'], serviceEnv(dir));
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s (admin demo seed --sessions 1000000)`);
  return dir;
}

async function timeGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function benchReads(requests: number): Promise<void> {
  const dataDir = await millionSessionWarehouse();
  const { service, base, adminCall } = await startResearchService(dataDir);
  try {
    const { key } = await adminCall('research-key/create', { buyer: 'bench' });
    const headers = { 'x-research-key': key };
    const overview = (await (await fetch(`${base}/api/research/overview`)).json()) as { totalSessions: number; totalProfiles: number };
    const timed = async (url: string) => {
      for (let i = 0; i < 5; i++) await timeGet(url, headers); // warm-up
      const times: number[] = [];
      for (let i = 0; i < requests; i++) times.push(await timeGet(url, headers));
      return { median: median(times), p99: percentile(times, 0.99) };
    };
    const rows: Record<string, unknown>[] = [];
    for (const format of ['json', 'csv', 'arrow']) {
      const t = await timed(`${base}/api/research/export?format=${format}&limit=5000&offset=100000`);
      rows.push({ request: `export 5,000 rows, ${format} (time to last byte)`, 'median ms': t.median.toFixed(1), 'p99 ms': t.p99.toFixed(1) });
    }
    const first = await timed(`${base}/api/research/profiles?limit=50&offset=0`);
    const deep = await timed(`${base}/api/research/profiles?limit=50&offset=900000`);
    rows.push({ request: 'profiles, limit 50, offset 0', 'median ms': first.median.toFixed(2), 'p99 ms': first.p99.toFixed(2) });
    rows.push({ request: 'profiles, limit 50, offset 900,000', 'median ms': deep.median.toFixed(2), 'p99 ms': deep.p99.toFixed(2) });
    console.log(`\nResearch reads on ${overview.totalSessions.toLocaleString('en')} sessions (${overview.totalProfiles.toLocaleString('en')} profiles), ${requests} sequential requests each`);
    console.table(rows);
    console.log(`deep page / first page = ${(deep.median / first.median).toFixed(2)} (target ≤ 3); every export target: < 100 ms`);
  } finally {
    await service.stop();
  }
}

const python = (args: string[]) =>
  new Promise<string>((resolve, reject) => {
    execFile('python3', args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });

const hasScipy = () => python(['-c', 'import scipy, numpy']).then(() => true, () => false);

/** The baseline by region on the million-session warehouse: cold and cached, then the export-and-SciPy way. */
async function benchBaseline(): Promise<void> {
  const dataDir = await millionSessionWarehouse();
  const rows: Record<string, unknown>[] = [];
  let ours: any;
  const { service, base, adminCall } = await startResearchService(dataDir);
  try {
    const { key } = await adminCall('research-key/create', { buyer: 'bench' });
    const headers = { 'x-research-key': key };
    const cold: number[] = [];
    // Each alpha is another report, so each of these is computed from the warehouse (nothing cached yet).
    for (const alpha of ['0.05', '0.04', '0.03']) {
      cold.push(await timeGet(`${base}/api/research/compliance/baseline?segmentBy=region&alpha=${alpha}`, headers));
    }
    const cached: number[] = [];
    for (let i = 0; i < 50; i++) cached.push(await timeGet(`${base}/api/research/compliance/baseline?segmentBy=region`, headers));
    ours = await (await fetch(`${base}/api/research/compliance/baseline?segmentBy=region`, { headers })).json();
    rows.push({ path: 'service, cold (median of 3 reports)', 'ms': median(cold).toFixed(1) });
    rows.push({ path: 'service, cached (median of 50)', 'ms': median(cached).toFixed(2) });
  } finally {
    await service.stop();
  }
  let ratio: string | null = null;
  if (await hasScipy()) {
    const csv = path.join(tmpdir(), `svc-bench-baseline-${process.pid}.csv`);
    const started = performance.now();
    const db = await DuckDBInstance.create(path.join(dataDir, 'warehouse.duckdb'), { access_mode: 'READ_ONLY' });
    const connection = await db.connect();
    await connection.run(`COPY (SELECT d.region AS segment, p.o AS O, p.c AS C, p.e AS E, p.a AS A, p.n AS N,
        p.cooperation_rate AS cooperationRate, p.risk_tolerance AS riskTolerance, p.moral_consistency AS moralConsistency
      FROM profiles p JOIN demographics d USING (sid) WHERE d.region IS NOT NULL) TO '${csv}' (HEADER)`);
    connection.closeSync();
    db.closeSync();
    const exported = performance.now();
    const report = JSON.parse(await python([path.join(root, 'bench/baseline_scipy.py'), csv, '30', '0.05']));
    const finished = performance.now();
    await rm(csv, { force: true });
    rows.push({ path: 'export (DuckDB COPY to CSV)', 'ms': (exported - started).toFixed(0) });
    rows.push({ path: 'SciPy: read CSV + compute', 'ms': (finished - exported).toFixed(0), detail: `read ${(report.readSeconds * 1000).toFixed(0)} ms, compute ${(report.computeSeconds * 1000).toFixed(0)} ms` });
    rows.push({ path: 'export-and-SciPy total', 'ms': (finished - started).toFixed(0) });
    ratio = ((finished - started) / Number(rows[0]!.ms)).toFixed(1);
    // The two reports must agree: the largest relative difference over every number SciPy also computes.
    let worst = 0;
    const compare = (a: number, b: number) => (worst = Math.max(worst, Math.abs(a - b) / Math.max(Math.abs(b), 1e-300)));
    report.segments.forEach((s: any, i: number) => {
      for (const trait of Object.keys(s.traits)) for (const k of Object.keys(s.traits[trait])) compare(ours.segments[i].traits[trait][k], s.traits[trait][k]);
    });
    report.comparisons.forEach((c: any, i: number) => {
      for (const k of ['t', 'df', 'pValue', 'cohensD', 'pAdjusted']) if (c[k] !== 0) compare(ours.comparisons[i][k], c[k]);
    });
    console.log(`\nservice report vs SciPy report: largest relative difference ${worst.toExponential(2)} (target ≤ 1e-9)`);
  }
  console.log(`\nCompliance baseline, segmentBy=region, ${ours.totalProfiles.toLocaleString('en')} profiles in ${ours.segments.length} segments`);
  console.table(rows);
  console.log(ratio === null ? 'python3 with scipy is missing: the SciPy leg was skipped' : `export-and-SciPy / service cold = ${ratio}× (target ≥ 5×; cold target < 1,000 ms)`);
}

// ---------------------------------------------------------------------------------------------------------------
// Leaderboard and head-to-head matrix (issue 6)

/** Stores runs and matches in bulk; resolves with what the sending alone took (bodies are serialised beforehand). */
type SubmitAll = (runs: BenchmarkReport[], matches: SubmittedMatch[]) => Promise<{ requests: number; megabytes: number; ms: number }>;

/**
 * The bulk path: POST /admin/benchmark/import on the admin listener, body `{runs, matches}`, chunks of 1,000 records,
 * 8 requests at a time. A research key allows 1,000 requests an hour, so 70,000 single submits are not an option.
 * Imported as refereed (the operator vouches), matches as relayed by two buyers, as demo data is: only such matches
 * (and provider-verified ones) fill the matrix.
 */
function adminImport(admin: { url: string; token: string }, chunk = 1_000, concurrency = 8): SubmitAll {
  return async (runs, matches) => {
    const refereed = <T>(records: T[]) => records.map((record) => ({ ...record, verification: 'refereed' }));
    const counted = <T>(records: T[]) => records.map((record) => ({ ...record, verification: 'refereed', relay: 'two-buyers' }));
    const bodies: string[] = [];
    for (let i = 0; i < runs.length; i += chunk) bodies.push(JSON.stringify({ runs: refereed(runs.slice(i, i + chunk)), matches: [] }));
    for (let i = 0; i < matches.length; i += chunk) bodies.push(JSON.stringify({ runs: [], matches: counted(matches.slice(i, i + chunk)) }));
    const megabytes = bodies.reduce((n, b) => n + b.length, 0) / 1e6;
    const started = performance.now();
    let next = 0;
    const send = async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const response = await fetch(`${admin.url}/admin/benchmark/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body,
        });
        if (!response.ok) throw new Error(`admin benchmark/import answered ${response.status}: ${(await response.text()).slice(0, 1_000)}`);
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, send));
    return { requests: bodies.length, megabytes, ms: performance.now() - started };
  };
}

/**
 * GETs of the public research endpoints, which allow 120 requests a minute per client address: the requests are
 * spread over loopback source addresses (127.0.0.2, .3, …; 100 each, a keep-alive connection per address), as that
 * many clients would send them.
 */
export class LoopbackClients {
  readonly #agents = new Map<string, http.Agent>();
  #sent = 0;

  /** With `gzip`, asks for the gzipped answer and keeps its bytes as sent (what crosses the wire, not decompressed). */
  get(url: string, gzip = false): Promise<{ status: number; body: string; bytes: number }> {
    const localAddress = `127.0.0.${2 + (Math.floor(this.#sent++ / 100) % 250)}`;
    let agent = this.#agents.get(localAddress);
    if (!agent) this.#agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 1 })));
    return new Promise((resolve, reject) => {
      const headers = gzip ? { 'accept-encoding': 'gzip' } : {};
      const request = http.get(url, { agent, localAddress, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, body: gzip ? '' : bytes.toString('utf8'), bytes: bytes.length });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  }

  /** Milliseconds to the last byte of a 200 answer. */
  async time(url: string, gzip = false): Promise<{ ms: number; bytes: number }> {
    const started = performance.now();
    const { status, body, bytes } = await this.get(url, gzip);
    const ms = performance.now() - started;
    if (status !== 200) throw new Error(`${url} answered ${status}: ${body.slice(0, 500)}`);
    return { ms, bytes };
  }

  close(): void {
    for (const agent of this.#agents.values()) agent.destroy();
  }
}

async function collect<T>(generator: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of generator) out.push(item);
  return out;
}

/**
 * Imports 5,000 runs and 20,000 matches of 500 synthetic models, then times the public leaderboard and matrix
 * (sequential GETs after warm-ups) and how soon one more submitted run / match shows in them. Every record is played
 * through the battery engine here and replayed by the import (about 1 ms a run and a match each way), so the issue-6
 * counts (20,000 runs, 50,000 matches: BENCH_LEADERBOARD_RUNS / _MATCHES) would make this section several minutes.
 */
async function benchLeaderboard(makeSubmitAll: (admin: { url: string; token: string }) => SubmitAll = adminImport): Promise<void> {
  const runCount = Number(process.env.BENCH_LEADERBOARD_RUNS ?? 5_000);
  const matchCount = Number(process.env.BENCH_LEADERBOARD_MATCHES ?? 20_000);
  const requests = Number(process.env.BENCH_LEADERBOARD_REQUESTS ?? 500);
  const warmUps = 20;
  const probes = 5;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-leaderboard-'));
  // 1,000 matches with their decisions are about 8 MB of JSON (1,000 runs 5 MB): room for the import chunks, whatever the admin route's own cap.
  const { service, base, adminCall } = await startResearchService(dataDir, { MAX_BODY_BYTES: String(16 * 1024 * 1024) });
  const clients = new LoopbackClients();
  try {
    const admin = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8')) as { url: string; token: string };
    const options = { seed: 7, models: 500, runs: runCount, matches: matchCount };
    // Scored against the service's own human baseline, so the import's replay finds nothing to correct.
    const baseline = (await (await fetch(`${base}/api/research/benchmark/human-baseline`)).json()) as HumanBaseline;
    const generating = performance.now();
    const runs = await collect(syntheticRuns(options, baseline));
    const matches = await collect(syntheticMatches(options));
    const generated = performance.now() - generating;
    // After generating: a keep-alive connection to the admin listener left idle that long is closed by the server,
    // and fetch would send the first import down it.
    const { key } = (await adminCall('research-key/create', { buyer: 'bench' })) as { key: string };

    const imported = await makeSubmitAll(admin)(runs, matches);
    const leaderboardUrl = `${base}/api/research/benchmark/leaderboard`;
    const matrixUrl = `${base}/api/research/head-to-head/matrix`;
    // The first reads after the import build the leaderboard and the matrix; they are reported apart.
    const firstLeaderboard = await clients.time(leaderboardUrl);
    const firstMatrix = await clients.time(matrixUrl);
    const board = JSON.parse((await clients.get(leaderboardUrl)).body) as { entries: Array<{ runs: number }> };
    const grid = JSON.parse((await clients.get(matrixUrl)).body) as { models: string[] };
    const models = new Set(runs.map((r) => `${r.provider}:${r.model}`));
    const players = new Set(matches.flatMap((m) => [m.playerA, m.playerB]));
    const storedRuns = board.entries.reduce((n, e) => n + e.runs, 0);
    if (board.entries.length !== models.size || storedRuns !== runs.length || grid.models.length !== players.size) {
      throw new Error(
        `after the import: ${board.entries.length} leaderboard entries (${models.size} models sent), ${storedRuns} runs (${runs.length} sent), ` +
          `${grid.models.length} matrix models (${players.size} sent)`,
      );
    }

    const timed = async (url: string, gzip = false) => {
      for (let i = 0; i < warmUps; i++) await clients.time(url, gzip);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < requests; i++) {
        const t = await clients.time(url, gzip);
        times.push(t.ms);
        bytes = t.bytes;
      }
      return { median: median(times), p99: percentile(times, 0.99), bytes };
    };
    const leaderboard = await timed(leaderboardUrl);
    const matrix = await timed(matrixUrl);
    const leaderboardGzip = await timed(leaderboardUrl, true);
    const matrixGzip = await timed(matrixUrl, true);

    // One more run (a new model, so it gets its own entry) and one more match (that model against a known one):
    // from sending the submit until a public read shows it, polling immediately. A submitted match is replayed, not
    // refereed, so it never reaches the matrix: the match comes through the import, vouched for as refereed by two buyers.
    const importMatch = adminImport(admin, 1, 1);
    const submit = async (url: string, body: unknown) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-research-key': key },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 1_000)}`);
      await response.arrayBuffer();
    };
    const untilShown = async (url: string, token: string, started: number) => {
      let polls = 0;
      for (;;) {
        polls++;
        const { status, body } = await clients.get(url);
        if (status !== 200) throw new Error(`${url} answered ${status}`);
        if (body.includes(token)) return { ms: performance.now() - started, polls };
        if (performance.now() - started > 30_000) throw new Error(`${token} did not show in ${url} within 30 s`);
      }
    };
    // Replays do not depend on the names, so the templates can be renamed and still verify.
    const template = await collect(syntheticRuns({ seed: 8, models: 1, runs: probes, matches: 0 }, baseline));
    const matchTemplate = await collect(syntheticMatches({ seed: 8, models: 2, runs: 0, matches: probes }));
    const opponent = [...models][0]!;
    const runVisible: number[] = [];
    const matchVisible: number[] = [];
    let polls = 0;
    for (let i = 0; i < probes; i++) {
      const model = `probe-${process.pid}-${i}`;
      const run: BenchmarkReport = { ...template[i]!, runId: `bench-probe-run-${process.pid}-${i}`, provider: 'bench-probe', model };
      let started = performance.now();
      await submit(`${base}/api/research/benchmark/submit`, { report: run });
      const shownRun = await untilShown(leaderboardUrl, `"model":"${model}"`, started);
      runVisible.push(shownRun.ms);
      const player = `bench-probe:${model}`;
      const match: SubmittedMatch = { ...matchTemplate[i]!, matchId: `bench-probe-match-${process.pid}-${i}`, playerA: player, playerB: opponent };
      started = performance.now();
      await importMatch([], [match]);
      const shownMatch = await untilShown(matrixUrl, `"${player}"`, started);
      matchVisible.push(shownMatch.ms);
      polls += shownRun.polls + shownMatch.polls;
    }

    const reduced = runs.length < 20_000 || matches.length < 50_000 ? "; fewer than issue 6's 20,000 runs and 50,000 matches, as every record is played and replayed" : '';
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      `\nLeaderboard: ${runs.length.toLocaleString('en')} runs and ${matches.length.toLocaleString('en')} matches of ${models.size} synthetic models ` +
        `(played through the battery engine in ${(generated / 1000).toFixed(1)} s${reduced}), imported and re-scored through POST /admin/benchmark/import in ${imported.requests} chunks ` +
        `(${imported.megabytes.toFixed(0)} MB of JSON, 8 at a time); ${warmUps} warm-ups then ${requests} sequential GETs each`,
    );
    console.table([
      {
        measure: 'import, all runs and matches stored',
        ms: imported.ms.toFixed(0),
        detail: `${Math.round((runs.length + matches.length) / (imported.ms / 1000)).toLocaleString('en')} records/s`,
      },
      { measure: 'first leaderboard GET after the import', ms: firstLeaderboard.ms.toFixed(1), detail: kb(firstLeaderboard.bytes) },
      { measure: 'first matrix GET after the import', ms: firstMatrix.ms.toFixed(1), detail: kb(firstMatrix.bytes) },
      { measure: 'GET leaderboard, median', ms: leaderboard.median.toFixed(2), detail: kb(leaderboard.bytes) },
      { measure: 'GET leaderboard, p99', ms: leaderboard.p99.toFixed(2) },
      { measure: 'GET matrix, median', ms: matrix.median.toFixed(2), detail: kb(matrix.bytes) },
      { measure: 'GET matrix, p99', ms: matrix.p99.toFixed(2) },
      { measure: 'GET leaderboard gzip, median', ms: leaderboardGzip.median.toFixed(2), detail: kb(leaderboardGzip.bytes) },
      { measure: 'GET leaderboard gzip, p99', ms: leaderboardGzip.p99.toFixed(2) },
      { measure: 'GET matrix gzip, median', ms: matrixGzip.median.toFixed(2), detail: kb(matrixGzip.bytes) },
      { measure: 'GET matrix gzip, p99', ms: matrixGzip.p99.toFixed(2) },
      { measure: `run submit → on the leaderboard, median of ${probes}`, ms: median(runVisible).toFixed(1), detail: `max ${Math.max(...runVisible).toFixed(1)} ms` },
      { measure: `refereed match import → in the matrix, median of ${probes}`, ms: median(matchVisible).toFixed(1), detail: `max ${Math.max(...matchVisible).toFixed(1)} ms; ${polls} polls in all` },
    ]);
    console.log('targets: leaderboard and matrix GET p99 < 5 ms; a submitted run or match visible in < 500 ms');
  } finally {
    clients.close();
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const researchSections = {
  ingest: async () => {
    const sessions = Number(process.env.BENCH_INGEST_SESSIONS ?? 50_000);
    const batch = Number(process.env.BENCH_INGEST_BATCH ?? 500);
    await benchIngest(sessions, batch, 4, false);
    await benchIngest(sessions, batch, 4, true);
  },
  visibility: () => benchVisibility(Number(process.env.BENCH_VISIBILITY_RATE ?? 2_000), Number(process.env.BENCH_VISIBILITY_SECONDS ?? 60)),
  reads: () => benchReads(Number(process.env.BENCH_READ_REQUESTS ?? 50)),
  baseline: benchBaseline,
  leaderboard: benchLeaderboard,
};
