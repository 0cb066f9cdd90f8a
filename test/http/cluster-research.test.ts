// Cluster mode's research side: three instances on one Redis (a single one, and a Redis Cluster) and one SNAPSHOT_DIR share one ingest stream, one loader
// (whoever holds the lease), the snapshots it publishes, research keys and benchmark records.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchKeys } from '../../src/cluster/ingest-stream.ts';
import { connectRedis } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { snapshotWorn, type SnapshotManifest } from '../../warehouse/warehouse.ts';
import { call } from '../helpers/client.ts';
import { botReport } from '../helpers/benchmark.ts';
import { adminOf, createIngestKey, createResearchKey, eventually, makeSession, metricsOf, onOneSnapshot, runIngest } from '../helpers/research.ts';
import { REDIS_URL, clusterEnv, dropRedisPrefix, snapshotDirOf, startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';
import { redisBackends } from '../helpers/redis-backends.ts';
import { startServiceProcess } from '../helpers/service-process.ts';

const sessions = (prefix: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => makeSession(`${prefix}-${from + i}`, { tag: (from + i) % 97 }));

describe.each(redisBackends)('three instances on one %s and one SNAPSHOT_DIR', (_backend, url) => {
  const prefix = uniquePrefix();
  let a: TestServer;
  let b: TestServer;
  let c: TestServer;
  let ingestKey: string;

  beforeAll(async () => {
    a = await startTestServer({ cluster: true, redisPrefix: prefix, redisUrl: url() });
    b = await startTestServer({ cluster: true, redisPrefix: prefix, redisUrl: url() });
    c = await startTestServer({ cluster: true, redisPrefix: prefix, redisUrl: url() });
    ingestKey = (await createIngestKey(await adminOf(a.config.dataDir), 'desktop 3.1')).key;
  });
  afterAll(async () => {
    await Promise.all([a, b, c].map((server) => server?.close()));
    await dropRedisPrefix(prefix, url());
  });

  const overview = async (server: TestServer) => (await call(server.base, 'GET', '/api/research/overview')).body;
  const upload = (server: TestServer, batch: unknown[]) =>
    call(server.base, 'POST', '/api/research/ingest', { json: { sessions: batch }, headers: { 'x-ingest-key': ingestKey } });

  it('load a batch accepted on A once, and serve it on B and C from the published snapshot', async () => {
    const accepted = await upload(a, sessions('three', 30));
    expect(accepted.status).toBe(202);
    expect(accepted.body.batchId).toMatch(/^\d+-\d+$/); // the stream entry
    const loaded = await runIngest(await adminOf(a.config.dataDir));
    expect(loaded.sessions).toBeGreaterThanOrEqual(30);
    for (const server of [a, b, c]) {
      await eventually(async () => (await overview(server)).totalSessions === 30, 5_000, 'the load on every instance');
    }
    // One loader: exactly one instance holds the lease, and only the announced snapshot's directory is left.
    const leading = await Promise.all([a, b, c].map(async (s) => /^ingest_loader_leading 1$/m.test(await metricsOf(s))));
    expect(leading.filter(Boolean)).toHaveLength(1);
  });

  it('remove a snapshot once no instance reads it', async () => {
    const snapshots = path.join(snapshotDirOf(prefix), 'snapshots');
    const before = (await readdir(snapshots)).sort();
    expect(before.length).toBeGreaterThanOrEqual(2); // the first (empty) one and the load's, still claimed at the load
    // Each instance renews its claim every 2 s: wait until all three have, since now, and none still names the first.
    const redis = await connectRedis(url(), createLogger('silent'));
    const since = Date.now();
    try {
      await eventually(
        async () => {
          const claims = (await redis.hvals(researchKeys(prefix).snapshotReaders)).map((claim) => claim.split('|'));
          return claims.length === 3 && claims.every(([dirs = '', at]) => Number(at) > since && !dirs.split(',').includes(before[0]!));
        },
        30_000,
        'every instance renewed its claim without the first snapshot',
      );
    } finally {
      redis.disconnect();
    }
    expect((await upload(a, sessions('three', 1))).status).toBe(202); // a copy of a session: a load, the same data
    await runIngest(await adminOf(b.config.dataDir));
    const after = await readdir(snapshots);
    expect(after).not.toContain(before[0]);
    expect(after.length).toBeLessThanOrEqual(2); // the new one, and the one the instances read until they swap
    expect((await overview(c)).totalSessions).toBe(30);
  });

  it('give a session the same per-buyer id on every instance, and a key made on A works on C, revoked on B refused on A', async () => {
    await onOneSnapshot([a, b, c]);
    const { key, hash } = await createResearchKey(await adminOf(a.config.dataDir), 'acme-three');
    const ids = async (server: TestServer) => {
      const answer = await call(server.base, 'GET', '/api/research/profiles?limit=10&min_games=1', { headers: { 'x-research-key': key } });
      expect(answer.status).toBe(200);
      return answer.body.profiles.map((p: { sessionGroup: string }) => p.sessionGroup);
    };
    const onC = await ids(c);
    expect(onC).toHaveLength(10);
    expect(await ids(a)).toEqual(onC);
    expect(await ids(b)).toEqual(onC);
    expect((await (await adminOf(b.config.dataDir)).post('/admin/research-key/revoke', { hash })).status).toBe(200);
    const refused = await call(a.base, 'GET', '/api/research/profiles?limit=1', { headers: { 'x-research-key': key } });
    expect([refused.status, refused.body.error]).toEqual([401, 'invalid_research_key']);
  });

  it('apply an erasure after the loads before it, on every instance', async () => {
    expect((await upload(b, sessions('erase', 3))).status).toBe(202);
    const erased = await call(c.base, 'DELETE', '/api/research/ingest/sessions/erase-1', { headers: { 'x-ingest-key': ingestKey } });
    expect(erased.status).toBe(200);
    expect(erased.body.deleted).toBe(4); // session, turns (2), profile
    for (const server of [a, b, c]) {
      await eventually(async () => (await overview(server)).totalSessions === 32, 5_000, 'the erasure on every instance');
    }
    const again = await call(a.base, 'DELETE', '/api/research/ingest/sessions/erase-1', { headers: { 'x-ingest-key': ingestKey } });
    expect(again.body.deleted).toBe(0);
  });

  it('extend the announced snapshot with each load, and write a worn one whole beside the loads', async () => {
    const keys = researchKeys(prefix);
    const redis = await connectRedis(url(), createLogger('silent'));
    const snapshots = path.join(snapshotDirOf(prefix), 'snapshots');
    const announced = async () => {
      const dir = (await redis.hget(keys.snapshot, 'dir'))!;
      return { dir, manifest: JSON.parse(await readFile(path.join(snapshots, dir, 'manifest.json'), 'utf8')) as SnapshotManifest };
    };
    try {
      const before = (await announced()).manifest;
      expect((await upload(a, sessions('worn', 4))).status).toBe(202);
      await runIngest(await adminOf(b.config.dataDir));
      const extended = await announced();
      expect(extended.manifest).toMatchObject({ parts: before.parts + 1, sessions: before.sessions + 4, dropped: before.dropped });
      expect(snapshotWorn(extended.manifest)).toBe(false);
      // Copies of 6 sessions replace them: the announced snapshot drops the old rows, which wears it.
      expect((await upload(c, sessions('three', 6))).status).toBe(202);
      await runIngest(await adminOf(b.config.dataDir));
      const worn = await announced();
      expect(worn.manifest).toMatchObject({ parts: extended.manifest.parts + 1, dropped: before.dropped + 6 });
      expect(snapshotWorn(worn.manifest)).toBe(true);
      // The loader writes a whole one beside the loads (never announced); the next snapshot extends that one.
      expect((await upload(b, sessions('worn', 2, 4))).status).toBe(202);
      await runIngest(await adminOf(b.config.dataDir));
      const next = await announced();
      expect(next.manifest.parts).toBeLessThanOrEqual(2);
      expect(next.manifest.dropped).toBe(0);
      for (const server of [a, b, c]) {
        await eventually(async () => (await overview(server)).totalSessions === 38, 5_000, 'the loads on every instance');
      }
      expect((await readdir(snapshots)).length).toBeLessThanOrEqual(4); // announced, read until swapped, whole, a reader's
    } finally {
      redis.disconnect();
    }
  });

  it('show a benchmark run submitted on B on C\'s leaderboard within a second', async () => {
    const { key } = await createResearchKey(await adminOf(a.config.dataDir), 'acme-bench');
    const report = { ...(await botReport('tit-for-tat', 3)), model: 'cluster-visible-model' };
    const submitted = await call(b.base, 'POST', '/api/research/benchmark/submit', { json: { report }, headers: { 'x-research-key': key } });
    expect(submitted.status).toBe(201);
    const onBoard = async (server: TestServer) => {
      const board = await call(server.base, 'GET', '/api/research/benchmark/leaderboard');
      return board.body.entries.some((e: { model: string }) => e.model === 'cluster-visible-model');
    };
    await eventually(() => onBoard(c), 1_000, 'the run on C');
    await eventually(() => onBoard(a), 1_000, 'the run on A');
    const again = await call(c.base, 'POST', '/api/research/benchmark/submit', {
      json: { report: { ...report, runId: submitted.body.runId } },
      headers: { 'x-research-key': key },
    });
    expect([again.status, again.body.error]).toEqual([409, 'run_exists']);
  });
});

describe('the loader killed (kill -9) during a load', () => {
  const prefix = uniquePrefix();
  const dirs: string[] = [];
  afterAll(async () => {
    await dropRedisPrefix(prefix);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('hands over: another instance takes the lease, finishes, and the warehouse holds exactly the sessions sent', async () => {
    const start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-cluster-'));
      dirs.push(dataDir);
      const service = startServiceProcess(dataDir, { ...clusterEnv(prefix), LOADER_LEASE_MS: '2000', LOG_LEVEL: 'error' });
      return { dataDir, service, base: await service.ready };
    };
    const first = await start();
    const redis = new Redis(REDIS_URL);
    const keys = researchKeys(prefix);
    try {
      await eventually(async () => (await redis.get(keys.lease))?.startsWith(`${first.service.pid}-`) ?? false, 10_000, 'the first loader');
      const second = await start();
      const third = await start();
      const { key } = await createIngestKey(await adminOf(second.dataDir), 'kill test');
      const send = async (base: string, from: number, n: number) => {
        const answer = await call(base, 'POST', '/api/research/ingest', { json: { sessions: sessions('killed', n, from) }, headers: { 'x-ingest-key': key } });
        expect(answer.status).toBe(202);
      };
      const BATCH = 1_000;
      // Killed while it holds delivered entries it has not acknowledged: in the middle of a load.
      const pendingOf = async () => ((await redis.xpending(keys.stream, 'loader')) as [number])[0];
      const killed = (async () => {
        await eventually(async () => (await pendingOf()) > 0, 60_000, 'a load in progress');
        await first.service.kill();
        return pendingOf();
      })();
      let sent = 0;
      for (let i = 0; i < 15; i++, sent += BATCH) await send(second.base, sent, BATCH);
      expect(await killed).toBeGreaterThan(0); // left pending by the dead loader, for the next one
      for (let i = 0; i < 3; i++, sent += BATCH) await send(third.base, sent, BATCH);
      // A re-sent session replaces its copy: sending some again does not add any.
      await send(third.base, 0, 500);

      // `ingest run` answers once a snapshot holds every entry sent before it, read in on this instance. (What it
      // counts as loaded during the call may be nothing: the new holder can have finished first, under load.)
      await runIngest(await adminOf(third.dataDir));
      expect((await call(third.base, 'GET', '/api/research/overview')).body.totalSessions).toBe(sent);
      const holder = await redis.get(keys.lease);
      expect([second.service.pid, third.service.pid].map(String)).toContain(holder?.split('-')[0]);
      for (const server of [second, third]) {
        await eventually(async () => (await call(server.base, 'GET', '/api/research/overview')).body.totalSessions === sent, 5_000, 'every session');
        const facts = (await call(server.base, 'GET', '/api/research/overview')).body;
        expect([facts.totalSessions, facts.totalProfiles, facts.totalDecisions]).toEqual([sent, sent, 2 * sent]);
      }
      expect(await redis.xlen(keys.stream)).toBe(0);
      // The dead loader's consumer is gone from the group once nothing is pending for it.
      const consumers = (await redis.xinfo('CONSUMERS', keys.stream, 'loader')) as unknown[][];
      expect(consumers.map((fields) => String(fields[fields.indexOf('name') + 1]).split('-')[0])).not.toContain(String(first.service.pid));
      await Promise.all([second.service.stop(), third.service.stop()]);
    } finally {
      redis.disconnect();
    }
  }, 120_000);
});
