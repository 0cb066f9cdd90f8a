// DATA_DIR is private to the service's user: the real entry point (src/main.ts) as a child process, then the CLI.
import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signup } from '../helpers/client.ts';
import { adminOf, createIngestKey, makeSession, seedDemo } from '../helpers/research.ts';
import { tempDir } from '../helpers/server.ts';
import { cliProcess, startServiceProcess } from '../helpers/service-process.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A DATA_DIR the service creates itself, inside a fresh temporary directory. */
async function freshDataDir(): Promise<string> {
  const parent = await tempDir();
  dirs.push(parent);
  return path.join(parent, 'data');
}

/** The service as a child process (its umask is what makes files 0600), once ready. */
async function startService(dataDir: string): Promise<{ base: string; stop(): Promise<unknown> }> {
  const service = startServiceProcess(dataDir, { TOOL_THREADS: '1' });
  return { base: await service.ready, stop: service.stop };
}

/** Every directory and file under `dir` (itself included) whose mode gives group or others any access. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (at: string) => {
    const info = await stat(at);
    if (info.mode & 0o077) found.push(`${path.relative(dir, at) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(at)) await visit(path.join(at, name));
  };
  await visit(dir);
  return found;
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++;
  return n;
}

describe('DATA_DIR permissions', () => {
  it('are 0700 for directories and 0600 for files: DuckDB files, inbox batches, admin.json, the CLI’s files', async () => {
    const dataDir = await freshDataDir();
    const service = await startService(dataDir);
    try {
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      // Something in every kind of file: an account, warehouse rows, and a batch left waiting in the inbox.
      await signup(service.base);
      const admin = await adminOf(dataDir);
      await seedDemo(admin, 20, 7);
      const { key } = await createIngestKey(admin, 'perm-test');
      const ingested = await call(service.base, 'POST', '/api/research/ingest', {
        json: { sessions: [makeSession('perm-session-1')] },
        headers: { 'x-ingest-key': key },
      });
      expect(ingested.status).toBe(202);
      const names = await readdir(dataDir, { recursive: true });
      expect(names).toEqual(expect.arrayContaining(['admin.json', 'control.duckdb', 'warehouse.duckdb']));
      expect(names.some((name) => name.startsWith('inbox/') || name.startsWith(`inbox${path.sep}`))).toBe(true);
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      await service.stop();
    }
    expect(await countFiles(dataDir)).toBeGreaterThan(2);
    expect(await openToOthers(dataDir)).toEqual([]);

    // The CLI's direct path (no instance runs) creates files as private as the service's.
    await cliProcess(dataDir, ['ingest', 'run'], { AUDIT_LOG: path.join(dataDir, 'audit.log') });
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it('narrows an existing DATA_DIR that group or others may enter', async () => {
    const dataDir = await freshDataDir();
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const service = await startService(dataDir);
    try {
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await service.stop();
    }
  });
});
