// Starts the real service on an ephemeral port for HTTP tests, in embedded or cluster mode.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Cluster } from 'ioredis';
import { startApp, type RunningApp } from '../../src/app.ts';
import { connectRedis } from '../../src/cluster/redis.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createLogger } from '../../src/log.ts';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestServer {
  base: string;
  app: RunningApp;
  config: Config;
  close(): Promise<void>;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let now = start;
  const clock: Clock & { advance(ms: number): void; set(ms: number): void } = Object.assign(() => now, {
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  });
  return clock;
}

export async function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'svc-test-'));
}

export async function startTestServer(
  options: { env?: Record<string, string>; clock?: Clock; dataDir?: string; cluster?: boolean; redisPrefix?: string; redisUrl?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await tempDir());
  // A cluster of its own (no prefix given): its Redis keys and snapshots go with it.
  const ownPrefix = options.cluster && !options.redisPrefix ? uniquePrefix() : null;
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests that need research data seed or ingest it themselves.
    DEMO_DATA: 'false',
    // Many test files sign up and log in dozens of accounts from 127.0.0.1 on one server: the per-address limits'
    // defaults (README, Configuration) would refuse them. test/http/password-flood.test.ts checks those defaults.
    LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
    SIGNUPS_PER_ADDRESS: '100000',
    // Likewise bursts of concurrent research requests (50 submits at once); test/http/research-flood.test.ts checks
    // the defaults.
    RESEARCH_IN_FLIGHT_PER_KEY: '10000',
    RESEARCH_IN_FLIGHT_PER_ADDRESS: '10000',
    ...(options.cluster ? clusterEnv(options.redisPrefix ?? ownPrefix!, options.redisUrl) : {}),
    ...options.env,
  });
  const app = await startApp(config, { clock: options.clock, log: createLogger('silent') });
  return {
    base: `http://127.0.0.1:${app.port}`,
    app,
    config,
    async close() {
      await app.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      if (ownPrefix) await dropRedisPrefix(ownPrefix, options.redisUrl);
    },
  };
}

export const uniquePrefix = () => `test:${randomBytes(6).toString('hex')}:`;

/** The shared snapshot directory of the instances on one Redis prefix (one cluster). */
export const snapshotDirOf = (prefix: string) => path.join(tmpdir(), `svc-snapshots-${prefix.replace(/[^\w-]/g, '_')}`);

/** Cluster mode's settings for an instance of the cluster under `prefix`. */
export const clusterEnv = (prefix: string, redisUrl = REDIS_URL) => ({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, SNAPSHOT_DIR: snapshotDirOf(prefix) });

/** Deletes every Redis key under a test (or bench) prefix, on every master, and that cluster's snapshot directory. */
export async function dropRedisPrefix(prefix: string, url = REDIS_URL): Promise<void> {
  // Retried: a loader still shutting down may be writing into it.
  await rm(snapshotDirOf(prefix), { recursive: true, force: true, maxRetries: 5 });
  const redis = await connectRedis(url, createLogger('silent'));
  try {
    for (const node of redis instanceof Cluster ? redis.nodes('master') : [redis]) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        // One command per key: on a Cluster the keys of one node are in many slots.
        await Promise.all(keys.map((key) => node.del(key)));
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
