// The loader lease changing hands (src/cluster/ingest-stream.ts): a new holder that finds the warehouse file still
// open elsewhere keeps the lease and waits for it, rather than giving the lease back at once (the old holder would take
// it again and the two would take turns failing on DuckDB's lock); a holder that learns its lease is gone closes the
// file and does not take the lease back. Real Redis; the other process holding the file is a real process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { researchKeys, StreamLoader } from '../../src/cluster/ingest-stream.ts';
import type { Logger } from '../../src/log.ts';
import { eventually } from '../helpers/research.ts';
import { dropRedisPrefix, REDIS_URL, uniquePrefix } from '../helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const redis = new Redis(REDIS_URL);
const prefixes: string[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  children.forEach((child) => child.kill('SIGKILL'));
  for (const prefix of prefixes) await dropRedisPrefix(prefix);
  redis.disconnect();
});

const errors: unknown[] = [];
const log: Logger = { debug() {}, info() {}, warn() {}, error: (msg, fields) => void errors.push({ msg, fields }) };

async function loaderSetup(leaseMs: number) {
  const prefix = uniquePrefix();
  prefixes.push(prefix);
  const snapshotDir = path.join(tmpdir(), `loader-lease-${prefix.replace(/[^\w-]/g, '_')}`);
  await rm(snapshotDir, { recursive: true, force: true });
  await mkdir(path.join(snapshotDir, 'writer'), { recursive: true });
  const loader = new StreamLoader({ redis, prefix, snapshotDir, log, leaseMs });
  return { loader, keys: researchKeys(prefix), file: path.join(snapshotDir, 'writer', 'warehouse.duckdb') };
}

/** Another process with `file` open in DuckDB (as a stale loader has): resolves once it holds it. */
async function holdFile(file: string): Promise<ChildProcess> {
  const script = `const { DuckDBInstance } = await import('@duckdb/node-api');
    globalThis.held = await DuckDBInstance.create(${JSON.stringify(file)});
    console.log('holding'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

describe('the loader lease', { timeout: 120_000 }, () => {
  it('a new holder keeps the lease while the file is still open elsewhere, and opens it once it is closed', async () => {
    const { loader, keys, file } = await loaderSetup(2_000);
    const stale = await holdFile(file);
    loader.start();
    try {
      await eventually(async () => (await redis.get(keys.lease)) === loader.holder, 20_000, 'the lease taken');
      const fence = await redis.get(keys.fence);
      // A lease's length later the file is still held: the lease is still ours under the same token (no flapping).
      await sleep(2_500);
      expect(loader.leading).toBe(false);
      expect(await redis.get(keys.lease)).toBe(loader.holder);
      expect(await redis.get(keys.fence)).toBe(fence);
      stale.kill('SIGKILL');
      await eventually(async () => loader.leading, 20_000, 'the warehouse opened');
      expect(await redis.get(keys.fence)).toBe(fence);
    } finally {
      await loader.stop();
    }
  });

  it('a holder whose lease is taken closes the file and does not take the lease back', async () => {
    const { loader, keys, file } = await loaderSetup(1_500);
    loader.start();
    try {
      await eventually(async () => loader.leading, 20_000, 'leading');
      // Another loader holds the lease now (as after this one was starved past its lease).
      await redis.set(keys.lease, 'another-loader', 'PX', 60_000);
      await redis.incr(keys.fence);
      await eventually(async () => !loader.leading, 20_000, 'the file given up');
      // The file is free: another process opens it.
      (await holdFile(file)).kill('SIGKILL');
      await sleep(1_500);
      expect(await redis.get(keys.lease)).toBe('another-loader');
      expect(await redis.xlen(keys.deadLetters)).toBe(0);
    } finally {
      await loader.stop();
    }
    expect(errors).toEqual([]);
  });
});
