// What a process keeps its state in, in either mode: the control stores (accounts, keys, windows) and the research
// side (warehouse or snapshots, benchmark records, research keys, ingest, ratings). The service (app.ts) and the admin
// CLI's direct path open them; neither needs the other's routes.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { RedisClient } from './cluster/redis.ts';
import { DAY_MS, systemClock, type Clock } from './clock.ts';
import type { StreamLoader } from './cluster/ingest-stream.ts';
import type { Config } from './config.ts';
import { DuckDbControlStore } from './control/duckdb-store.ts';
import { composedKeyGate, type KeyGate } from './control/key-gate.ts';
import type { ControlStore } from './control/store.ts';
import { ensurePrivateDir } from './data-dir.ts';
import { JournaledLimiter } from './limits/journaled-limiter.ts';
import type { SlidingWindowLimiter } from './limits/limiter.ts';
import { MemorySlidingWindowLimiter } from './limits/memory-limiter.ts';
import type { Logger } from './log.ts';
import { IngestService, type Ingest } from './research/ingest.ts';
import { RatingsCache } from './research/ratings-cache.ts';
import { MemoryRatingsShare, type RatingsShare } from './research/ratings-share.ts';
import { StatsPool } from './research/stats-pool.ts';
import { DuckDbAccessStore, type AccessStore } from '../warehouse/access.ts';
import { BenchmarkStore, DuckDbBenchmarkLedger } from '../warehouse/benchmark-store.ts';
import { DuckDbEvaluationStore } from '../warehouse/evaluation-store.ts';
import type { EvaluationStore } from './research/evaluation-store.ts';
import { FileInbox } from '../warehouse/inbox.ts';
import { Warehouse, type WarehouseReads } from '../warehouse/warehouse.ts';

export interface Stores {
  control: ControlStore;
  limiter: SlidingWindowLimiter;
  /**
   * The same windows, where those a day or longer also survive a restart of an embedded process (written down in
   * control.duckdb); in cluster mode Redis keeps every window, and this is `limiter`.
   */
  lastingLimiter: SlidingWindowLimiter;
  /** The tool route's key check and window: one Lua script in Redis, the two parts in embedded mode. */
  keyGate: KeyGate;
  /** Cluster mode's connection (shared with the research access store); null in embedded mode. */
  redis: RedisClient | null;
  close(): Promise<void>;
}

/** Cluster mode's modules (ioredis, the Redis stores and the stream loader): never loaded in embedded mode. */
export const clusterMode = () => import('./cluster/mode.ts');

/** Embedded mode: DuckDB under DATA_DIR and in-memory windows. Cluster mode (REDIS_URL): both in Redis. */
export async function openStores(config: Config, log: Logger, clock: Clock = systemClock): Promise<Stores> {
  const onError = (error: unknown) => log.error('control store background write failed', { error });
  if (config.redisUrl) {
    const { connectRedis, upgradeLayout, RedisControlStore, RedisKeyGate, RedisSlidingWindowLimiter } = await clusterMode();
    const redis = await connectRedis(config.redisUrl, log);
    await upgradeLayout(redis, config.redisPrefix, log);
    const control = new RedisControlStore(redis, config.redisPrefix, onError);
    const limiter = new RedisSlidingWindowLimiter(redis, config.redisPrefix, clock);
    return {
      control,
      limiter,
      lastingLimiter: limiter,
      keyGate: new RedisKeyGate(redis, control, limiter),
      redis,
      async close() {
        await control.close();
        await limiter.close();
        await redis.quit();
      },
    };
  }
  await ensurePrivateDir(config.dataDir, log);
  const control = await DuckDbControlStore.open(path.join(config.dataDir, 'control.duckdb'), onError);
  const limiter = new MemorySlidingWindowLimiter(clock);
  return {
    control,
    limiter,
    lastingLimiter: await JournaledLimiter.open(limiter, control, DAY_MS, DAY_MS, clock()),
    keyGate: composedKeyGate(control, limiter),
    redis: null,
    async close() {
      await control.close();
      await limiter.close();
    },
  };
}

export interface Research {
  /** The warehouse (embedded mode), or the newest announced snapshot (cluster mode). */
  warehouse: WarehouseReads;
  benchmarks: BenchmarkStore;
  /** Server-run evaluations: in the warehouse (embedded mode) or Redis (cluster mode). */
  evaluations: EvaluationStore;
  access: AccessStore;
  ingest: Ingest;
  stats: StatsPool;
  /** Head-to-head ratings, refreshed in the stats pool (shared through Redis in cluster mode). */
  ratings: RatingsCache;
  /** Cluster mode's loader (it loads while it holds the lease); null in embedded mode and in the CLI. */
  loader: StreamLoader | null;
  close(): Promise<void>;
}

/**
 * An upload's 202 means its batch is in Redis: without AOF a Redis restart loses what it acknowledged since its last
 * RDB save. Said once at start; a Redis that refuses CONFIG (managed services) is not asked again.
 */
async function warnUnlessDurable(redis: RedisClient, log: Logger): Promise<void> {
  const [, appendonly] = (await redis.config('GET', 'appendonly').catch(() => [])) as string[];
  if (appendonly === 'no') log.warn('Redis runs without AOF (appendonly no): a Redis restart can lose accepted uploads; see README, "Run three instances"');
}

export interface ResearchOptions {
  /** Cluster mode: take part in the loader's lease (the service does; the CLI's direct path does not). */
  load?: boolean;
  clock?: Clock;
}

/**
 * Embedded mode: the research warehouse under DATA_DIR, its inbox and loads, buyers and keys in the warehouse.
 * Cluster mode: ingest through the Redis stream, reads on the announced snapshot under SNAPSHOT_DIR, buyers, keys,
 * benchmark records and the head-to-head ratings result in Redis (through `redis`, else a connection of its own), and
 * a loader that waits for the lease.
 */
export async function openResearch(config: Config, log: Logger, redis: RedisClient | null = null, options: ResearchOptions = {}): Promise<Research> {
  await ensurePrivateDir(config.dataDir, log);
  // Two threads: the ratings bootstrap splits its resamples over them; concurrent baseline reports share them.
  const stats = new StatsPool(2);
  const closing: Array<() => Promise<unknown>> = [() => stats.close()];
  const close = async () => {
    for (const step of [...closing].reverse()) await step();
  };
  const ratingsCache = (store: BenchmarkStore, share: RatingsShare) => {
    const cache = new RatingsCache({ store, stats, share, clock: options.clock, log });
    closing.push(async () => cache.close());
    return cache;
  };
  try {
    if (config.redisUrl && config.snapshotDir) {
      const { connectRedis, upgradeLayout, SnapshotReader, RedisBenchmarkLedger, RedisEvaluationStore, StreamIngestService, IngestStream, StreamLoader, RedisAccessStore, RedisRatingsShare } =
        await clusterMode();
      const shared = redis ?? (await connectRedis(config.redisUrl, log));
      if (!redis) closing.push(() => shared.quit());
      if (!redis) await upgradeLayout(shared, config.redisPrefix, log);
      await ensurePrivateDir(config.snapshotDir, log);
      await warnUnlessDurable(shared, log);
      const reads = await SnapshotReader.open({ redis: shared, prefix: config.redisPrefix, snapshotDir: config.snapshotDir, reader: `${process.pid}-${randomUUID()}`, log });
      closing.push(() => reads.close());
      const benchmarks = await BenchmarkStore.open(new RedisBenchmarkLedger(shared, config.redisPrefix, log));
      closing.push(() => benchmarks.close());
      const ingest = new StreamIngestService({ stream: new IngestStream(shared, config.redisPrefix), reads });
      closing.push(() => ingest.stop());
      let loader: StreamLoader | null = null;
      if (options.load) {
        const running = (loader = new StreamLoader({ redis: shared, prefix: config.redisPrefix, snapshotDir: config.snapshotDir, leaseMs: config.loaderLeaseMs, log }));
        running.start();
        closing.push(() => running.stop());
      }
      const access = new RedisAccessStore(shared, config.redisPrefix);
      const ratings = ratingsCache(benchmarks, new RedisRatingsShare(shared, config.redisPrefix));
      const evaluations = new RedisEvaluationStore(shared, config.redisPrefix);
      return { warehouse: reads, benchmarks, evaluations, access, ingest, stats, ratings, loader, close };
    }
    const warehouse = await Warehouse.open(config.dataDir);
    closing.push(() => warehouse.close());
    const access = await DuckDbAccessStore.open(warehouse.writer);
    const benchmarks = await BenchmarkStore.open(new DuckDbBenchmarkLedger(warehouse.writer));
    const evaluations = await DuckDbEvaluationStore.open(warehouse.writer);
    const inbox = await FileInbox.open(path.join(config.dataDir, 'inbox'));
    const ingest = new IngestService({ inbox, warehouse, log });
    closing.push(() => ingest.stop());
    const ratings = ratingsCache(benchmarks, new MemoryRatingsShare(options.clock));
    return { warehouse, benchmarks, evaluations, access, ingest, stats, ratings, loader: null, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

