// Unclean exits: the service as a child process, killed with SIGKILL (once ready, and while its first starts create and
// migrate the databases), must start again and serve every write it acknowledged; a database it cannot open or does
// not know makes it refuse to start, saying why, and leaves the files as they were.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, signup } from '../helpers/client.ts';
import { makeSession } from '../helpers/research.ts';
import { clusterEnv, dropRedisPrefix, tempDir as newTempDir, uniquePrefix } from '../helpers/server.ts';
import { get, openRun, playRun, post, relayRun, RUNS } from '../helpers/referee.ts';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import { rescoreReport } from '../../src/battery/rescore.ts';
import { EMPTY_BASELINE } from '../../src/battery/scoring.ts';
import { cliProcess, startServiceProcess, type Exit } from '../helpers/service-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

const dataDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await newTempDir();
  dataDirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Starts the service and waits until it serves; the base URL and its kill -9. */
async function serving(dataDir: string, env: Record<string, string> = {}) {
  const service = startServiceProcess(dataDir, env);
  return { base: await service.ready, kill: service.kill };
}

/** A start that must fail: its exit code and stderr (a start that serves instead is killed, and its exit shows it). */
async function failedStart(dataDir: string): Promise<Exit> {
  const service = startServiceProcess(dataDir);
  service.ready.then(() => process.kill(service.pid, 'SIGKILL'), () => {});
  return service.exited;
}

const cli = (dataDir: string, ...args: string[]) => cliProcess(dataDir, args);

/** What an operator sees first: the public overview answers, and the auth routes work. */
async function expectServing(base: string): Promise<void> {
  expect((await call(base, 'GET', '/api/research/overview')).status).toBe(200);
  expect((await call(base, 'GET', '/api/auth/me')).status).toBe(401);
  await signup(base); // a write to the control store
}

/** Whether process `pid` has a file whose path starts with `prefix` open (Linux). */
function hasOpen(pid: number, prefix: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix);
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false; // gone
  }
}

/** Every file of a data directory (the inbox aside) and the SHA-256 of its bytes. */
async function fingerprint(dataDir: string): Promise<Record<string, string>> {
  const files = (await readdir(dataDir)).filter((f) => f.endsWith('.duckdb') || f.endsWith('.wal')).sort();
  return Object.fromEntries(
    await Promise.all(
      files.map(async (f) => [f, createHash('sha256').update(await readFile(path.join(dataDir, f))).digest('hex')] as const),
    ),
  );
}

// Refereed tables (issue 27): embedded mode holds open ones in memory (a restart drops them; the README says so), and
// stores a completed one's record before answering; cluster mode holds them in Redis, so another instance continues.
describe('refereed runs and kill -9', { timeout: 180_000 }, () => {
  const agent = () => builtInBot('tit-for-tat', EMPTY_BASELINE)!;

  it('embedded: a completed run is stored before its last answer; an open one ends with its process', async () => {
    const dataDir = await tempDir();
    const first = await serving(dataDir);
    const key = (await cli(dataDir, 'research-key', 'create', '--buyer', 'acme')).key as string;
    const { answers, runId } = await playRun([first.base], key, agent());
    const done = answers.at(-1)!.body;
    const open = (await openRun(first.base, key, agent())).body.runId as string;
    await first.kill();

    const second = await serving(dataDir);
    try {
      const stored = await get(second.base, key, `/api/research/benchmark/${runId}`);
      expect(stored.body).toMatchObject({ runId, verification: 'refereed', overall: done.overall, seed: done.seed });
      const entries = (await call(second.base, 'GET', '/api/research/benchmark/leaderboard')).body.entries;
      expect(entries.find((e: { runId: string }) => e.runId === runId)).toMatchObject({ verification: 'refereed' });
      const lost = await get(second.base, key, `${RUNS}/${open}`);
      expect([lost.status, lost.body.error]).toEqual([404, 'run_not_found']);
    } finally {
      await second.kill();
    }
  });

  it('embedded: the day’s quota of tables outlives kill -9 (each opening is written down before it is answered)', async () => {
    const dataDir = await tempDir();
    const env = { REFEREE_TABLES_PER_DAY: '2' };
    const first = await serving(dataDir, env);
    const key = (await cli(dataDir, 'research-key', 'create', '--buyer', 'acme')).key as string;
    const other = (await cli(dataDir, 'research-key', 'create', '--buyer', 'other')).key as string;
    const opening = { provider: 'bot', model: 'tit-for-tat' };
    await openRun(first.base, key, agent());
    await openRun(first.base, key, agent());
    expect((await post(first.base, key, RUNS, opening)).status).toBe(429);
    await first.kill();

    const second = await serving(dataDir, env);
    try {
      const refused = await post(second.base, key, RUNS, opening);
      expect([refused.status, refused.body.error]).toEqual([429, 'rate_limit_exceeded']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      await openRun(second.base, other, agent()); // another buyer's day is its own
    } finally {
      await second.kill();
    }
  });

  it('cluster: an instance killed mid-run loses nothing; the other continues the run to its refereed record', async () => {
    const prefix = uniquePrefix();
    const cluster = clusterEnv(prefix);
    const [dirA, dirB] = [await tempDir(), await tempDir()];
    const a = startServiceProcess(dirA, cluster);
    const b = startServiceProcess(dirB, cluster);
    try {
      const [baseA, baseB] = [await a.ready, await b.ready];
      const key = (await cliProcess(dirA, ['research-key', 'create', '--buyer', 'acme'], cluster)).key as string;
      const opened = await openRun(baseA, key, agent());
      const halfway = await relayRun([baseA], key, agent(), opened, 40);
      await a.kill();
      const rest = await relayRun([baseB], key, agent(), halfway.at(-1)!);
      const done = rest.at(-1)!.body;
      expect(done).toMatchObject({ runId: opened.body.runId, state: 'complete', ranked: true });
      // The same decisions as a run played without a crash: the engine, on the revealed seed, agrees.
      const stored = (await get(baseB, key, `/api/research/benchmark/${done.runId}`)).body;
      expect(stored.verification).toBe('refereed');
      expect((await rescoreReport(stored, EMPTY_BASELINE)).differences).toEqual([]);
    } finally {
      if (!a.hasExited()) await a.kill();
      await b.kill();
      await dropRedisPrefix(prefix);
    }
  });
});

// Each start of the service takes a few seconds (tsx compiles it, tools are discovered); more on a busy machine.
describe('kill -9', { timeout: 120_000 }, () => {
  it('fresh DATA_DIR → start → kill -9 → start: the second start serves', async () => {
    const dataDir = await tempDir();
    const first = await serving(dataDir);
    await first.kill();

    const second = await serving(dataDir);
    try {
      await expectServing(second.base);
    } finally {
      await second.kill();
    }
  });

  it('keeps every write acknowledged before it: accounts, research keys (and their secrets), loaded sessions', async () => {
    const dataDir = await tempDir();
    const first = await serving(dataDir);
    const { email } = await signup(first.base);
    const researchKey = (await cli(dataDir, 'research-key', 'create', '--buyer', 'acme')).key as string;
    const ingestKey = (await cli(dataDir, 'ingest-key', 'create', '--name', 'crash test')).key as string;
    const sessions = [
      makeSession('crash-a', { tag: 1 }),
      makeSession('crash-b', { tag: 2 }),
      makeSession('crash-c', { tag: 3, endgame: null }),
    ];
    const ingested = await call(first.base, 'POST', '/api/research/ingest', {
      json: { sessions },
      headers: { 'x-ingest-key': ingestKey },
    });
    expect(ingested.status, ingested.text).toBe(202);
    expect(await cli(dataDir, 'ingest', 'run')).toMatchObject({ sessions: 3, profiles: 2 });
    const profiles = (base: string) =>
      call(base, 'GET', '/api/research/profiles?min_games=1', { headers: { 'x-research-key': researchKey } });
    const before = await profiles(first.base);
    expect(before.status).toBe(200);
    expect(before.body.total).toBe(2);
    await first.kill();

    const second = await serving(dataDir);
    try {
      const login = await call(second.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
      expect(login.status, login.text).toBe(200);
      const after = await profiles(second.base);
      expect(after.status).toBe(200);
      // Same rows under the same pseudonyms: the buyer's HMAC secret survived with its key.
      expect(after.body.profiles).toEqual(before.body.profiles);
      const overview = await call(second.base, 'GET', '/api/research/overview');
      expect(overview.body).toMatchObject({ totalSessions: 3, totalProfiles: 2 });
    } finally {
      await second.kill();
    }
  });

  // Kill points: DuckDB opening a store's file (`<name>.duckdb`, or `<name>.duckdb.creating` while a new one is made;
  // seen in /proc/<pid>/fd), then a delay. Creating the file and migrating it follow at once (on an idle machine the
  // control store's take ~20 ms, the warehouse's ~50 ms). Each start resumes what the one before did and the delays
  // grow, so the kills land at different stages: in the file's creation, in the migrations, just after them.
  const linux = process.platform === 'linux';
  it.runIf(linux)('in the middle of the first start’s migrations and file creation: every restart comes back', async () => {
    const dataDir = await tempDir();
    const killPoints = [
      ['control.duckdb', 0],
      ['control.duckdb', 10],
      ['warehouse.duckdb', 0],
      ['warehouse.duckdb', 15],
      ['warehouse.duckdb', 50],
      ['warehouse.duckdb', 250],
    ] as const;
    for (const [file, delayMs] of killPoints) {
      const service = startServiceProcess(dataDir);
      const opened = path.join(realpathSync(dataDir), file);
      while (!hasOpen(service.pid, opened) && !service.hasExited()) await sleep(1);
      await sleep(delayMs);
      await service.kill();
    }
    const last = await serving(dataDir);
    try {
      await expectServing(last.base);
    } finally {
      await last.kill();
    }
  });
});

describe('refusing to start', { timeout: 60_000 }, () => {
  it('with a schema newer than this build knows: names the file, says why, changes nothing', async () => {
    const dataDir = await tempDir();
    const control = path.join(dataDir, 'control.duckdb');
    const instance = await DuckDBInstance.create(control);
    const connection = await instance.connect();
    await connection.run('CREATE TABLE schema_migrations (scope VARCHAR, version INTEGER, PRIMARY KEY (scope, version))');
    await connection.run("INSERT INTO schema_migrations VALUES ('control', 1), ('control', 999)");
    connection.closeSync();
    instance.closeSync();
    const before = await fingerprint(dataDir);

    const exit = await failedStart(dataDir);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`failed to start: refusing to open ${control}: its control schema is at version 999`);
    expect(exit.stderr).toMatch(/newer release/);
    expect(await fingerprint(dataDir)).toEqual(before);
  });

  it('with a write-ahead log DuckDB cannot replay: names the file, says what to do, deletes nothing', async () => {
    const dataDir = await tempDir();
    const warehouse = path.join(dataDir, 'warehouse.duckdb');
    // The defect itself, made by DuckDB alone: an enum column change left in the log by a process killed before a checkpoint.
    const script = `
      import { DuckDBInstance } from '@duckdb/node-api';
      const c = await (await DuckDBInstance.create(${JSON.stringify(warehouse)})).connect();
      await c.run('CREATE TABLE t (x VARCHAR)');
      await c.run("CREATE TYPE e AS ENUM ('a')");
      await c.run('ALTER TABLE t ALTER x TYPE e');
      process.kill(process.pid, 'SIGKILL');`;
    const killedItself = (error: { signal?: string }) => {
      if (error.signal !== 'SIGKILL') throw error;
    };
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: root }).catch(killedItself);
    const before = await fingerprint(dataDir);
    expect(Object.keys(before)).toEqual(['warehouse.duckdb', 'warehouse.duckdb.wal']);

    const exit = await failedStart(dataDir);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(
      `failed to start: cannot open ${warehouse}: DuckDB could not replay its write-ahead log ${warehouse}.wal`,
    );
    expect(exit.stderr).toContain(`do not delete ${warehouse}.wal`);
    expect(exit.stderr).toMatch(/restore .* from a backup/i);
    expect(exit.stderr).not.toContain('Stack Trace'); // DuckDB's, after its first line
    const { 'control.duckdb': _madeByTheStart, ...warehouseFiles } = await fingerprint(dataDir);
    expect(warehouseFiles).toEqual(before);
  });

  it('with a write-ahead log whose database file is missing: does not start a new database beside it', async () => {
    const dataDir = await tempDir();
    const control = path.join(dataDir, 'control.duckdb');
    await writeFile(`${control}.wal`, 'the log of a database file someone moved away');
    const before = await fingerprint(dataDir);

    const exit = await failedStart(dataDir);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`failed to start: refusing to open ${control}: the file is missing but its write-ahead log`);
    expect(await fingerprint(dataDir)).toEqual(before);
  });
});
