// Wires the service together: stores → services → routes → HTTP. Used by main.ts, the tests and the bench.
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { adminRoutes, researchAdminRoutes } from './api/admin.ts';
import { authRoutes } from './api/auth.ts';
import { docsRoutes } from './api/docs.ts';
import { errorResponse } from './api/error-response.ts';
import { createGuards, keyWindow } from './api/guards.ts';
import { keyRoutes } from './api/keys.ts';
import { healthRoutes } from './api/health.ts';
import { llmsRoutes } from './api/llms.ts';
import { mcpRoutes } from './api/mcp.ts';
import { metricsRoutes } from './api/metrics.ts';
import { buildOpenApiDocument } from './api/openapi.ts';
import { compileRoute, type RouteSpec } from './api/route.ts';
import { researchRoutes } from './api/research.ts';
import { toolRoutes } from './api/tools.ts';
import { openAuditLog, type AuditLog } from './audit.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { AccountService } from './control/accounts.ts';
import { ApiKeyService } from './control/api-keys.ts';
import { DuckDbControlStore } from './control/duckdb-store.ts';
import { composedKeyGate, type KeyGate } from './control/key-gate.ts';
import type { ControlStore } from './control/store.ts';
import { ensurePrivateDir } from './data-dir.ts';
import { ApiError } from './errors.ts';
import { createHttpServer, type HttpServer } from './http/server.ts';
import { staticRoutes } from './http/static.ts';
import type { HttpRequest } from './http/types.ts';
import type { SlidingWindowLimiter } from './limits/limiter.ts';
import { MemorySlidingWindowLimiter } from './limits/memory-limiter.ts';
import { createLogger, type Logger } from './log.ts';
import { KEEP_MS, Referee } from './research/referee.ts';
import { MemoryTableStore } from './research/tables.ts';
import { ServiceMetrics } from './metrics.ts';
import { ToolPool } from './tools/pool.ts';
import { IngestService, type Ingest } from './research/ingest.ts';
import type { StreamLoader } from './cluster/ingest-stream.ts';
import { RatingsCache } from './research/ratings-cache.ts';
import { MemoryRatingsShare, type RatingsShare } from './research/ratings-share.ts';
import { StatsPool } from './research/stats-pool.ts';
import { ToolRegistry } from './tools/registry.ts';
import { DuckDbAccessStore, type AccessStore } from '../warehouse/access.ts';
import { BenchmarkStore, DuckDbBenchmarkLedger } from '../warehouse/benchmark-store.ts';
import { FileInbox } from '../warehouse/inbox.ts';
import { Warehouse, type WarehouseReads } from '../warehouse/warehouse.ts';

export interface Stores {
  control: ControlStore;
  limiter: SlidingWindowLimiter;
  /** The tool route's key check and window: one Lua script in Redis, the two parts in embedded mode. */
  keyGate: KeyGate;
  /** Cluster mode's connection (shared with the research access store); null in embedded mode. */
  redis: Redis | null;
  close(): Promise<void>;
}

/** Embedded mode: DuckDB under DATA_DIR and in-memory windows. Cluster mode (REDIS_URL): both in Redis. */
/** Cluster mode's modules (ioredis, the Redis stores and the stream loader): never loaded in embedded mode. */
const clusterMode = () => import('./cluster/mode.ts');

export async function openStores(config: Config, log: Logger, clock: Clock = systemClock): Promise<Stores> {
  const onError = (error: unknown) => log.error('control store background write failed', { error });
  if (config.redisUrl) {
    const { connectRedis, RedisControlStore, RedisKeyGate, RedisSlidingWindowLimiter } = await clusterMode();
    const redis = await connectRedis(config.redisUrl, log);
    const control = new RedisControlStore(redis, config.redisPrefix, onError);
    const limiter = new RedisSlidingWindowLimiter(redis, config.redisPrefix, clock);
    return {
      control,
      limiter,
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
async function warnUnlessDurable(redis: Redis, log: Logger): Promise<void> {
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
export async function openResearch(config: Config, log: Logger, redis: Redis | null = null, options: ResearchOptions = {}): Promise<Research> {
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
      const { connectRedis, SnapshotReader, RedisBenchmarkLedger, StreamIngestService, IngestStream, StreamLoader, RedisAccessStore, RedisRatingsShare } =
        await clusterMode();
      const shared = redis ?? (await connectRedis(config.redisUrl, log));
      if (!redis) closing.push(() => shared.quit());
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
      return { warehouse: reads, benchmarks, access, ingest, stats, ratings, loader, close };
    }
    const warehouse = await Warehouse.open(config.dataDir);
    closing.push(() => warehouse.close());
    const access = await DuckDbAccessStore.open(warehouse.writer);
    const benchmarks = await BenchmarkStore.open(new DuckDbBenchmarkLedger(warehouse.writer));
    const inbox = await FileInbox.open(path.join(config.dataDir, 'inbox'));
    const ingest = new IngestService({ inbox, warehouse, log });
    closing.push(() => ingest.stop());
    const ratings = ratingsCache(benchmarks, new MemoryRatingsShare(options.clock));
    return { warehouse, benchmarks, access, ingest, stats, ratings, loader: null, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * First start with an empty warehouse: synthetic sessions (through the ingest path) and synthetic benchmark runs and
 * matches, so every research endpoint has data. In cluster mode one instance seeds, the first to claim it.
 */
async function seedDemoData(research: Research, sessions: number, log: Logger, claim: () => Promise<boolean>): Promise<void> {
  if (sessions === 0) return;
  if (!(await claim())) return;
  if ((await research.warehouse.facts()).totalSessions === 0 && (await research.ingest.pending()) === 0) {
    log.info('empty warehouse: generating synthetic demo sessions', { sessions });
    // The generators load only when there is something to generate: most starts find the data there.
    const { seedSynthetic } = await import('./demo/demo.ts');
    for await (const _ of seedSynthetic(research.ingest, { sessions }));
  }
  const { runs, matches } = research.benchmarks.size;
  if (runs + matches === 0) await (await import('./demo/demo.ts')).seedSyntheticBenchmarks(research.benchmarks, research.warehouse);
}

/** The referee of refereed runs and matches; its open tables in Redis in cluster mode, so any instance continues them. */
async function openReferee(config: Config, redis: Redis | null, research: Research, limiter: SlidingWindowLimiter, clock: Clock): Promise<Referee> {
  const idleMs = config.refereeIdleS * 1000;
  const limits = {
    maxOpen: config.refereeOpenPerBuyer,
    perDay: config.refereeTablesPerDay,
    requestsPerWindow: config.refereeRequestsPer10Min,
    idleMs,
    keepMs: idleMs + KEEP_MS,
  };
  const tables = redis ? new (await clusterMode()).RedisTableStore(redis, config.redisPrefix, limits) : new MemoryTableStore(limits);
  return new Referee({ tables, benchmarks: research.benchmarks, warehouse: research.warehouse, limiter, clock, limits });
}

export interface RunningApp {
  port: number;
  /** Port of the 127.0.0.1 admin listener, null when disabled. */
  adminPort: number | null;
  tools: ToolRegistry;
  close(): Promise<void>;
}

export interface AppOptions {
  clock?: Clock;
  log?: Logger;
  /** The audit trail; by default the one config asks for (AUDIT_LOG, else stdout). */
  audit?: AuditLog;
}

export const adminFile = (config: Config) => path.join(config.dataDir, 'admin.json');
/** The admin token alone, for a scraper's credentials file (Prometheus `authorization.credentials_file`). */
export const adminTokenFile = (config: Config) => path.join(config.dataDir, 'admin.token');

export async function startApp(config: Config, options: AppOptions = {}): Promise<RunningApp> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const stores = await openStores(config, log, clock);
  const ownAudit = options.audit ? null : openAuditLog(config, process.stdout);
  const audit = options.audit ?? ownAudit!;
  const pool = new ToolPool({ threads: config.toolThreads });
  const tools = await ToolRegistry.open(pool);
  const metrics = new ServiceMetrics();
  const limiter = metrics.countDecisions(stores.limiter);
  const accounts = new AccountService(stores.control, limiter, clock, audit, config);
  const apiKeys = new ApiKeyService(stores.control, clock);
  let research: Research | null = null;
  try {
    research = await openResearch(config, log, stores.redis, { load: true, clock });
    const redis = stores.redis;
    const claim = async () => !redis || (await redis.set((await clusterMode()).researchKeys(config.redisPrefix).demoSeeded, String(Date.now()), 'NX')) === 'OK';
    await seedDemoData(research, config.demoSessions, log, claim);
  } catch (error) {
    // Research first: in cluster mode it shares the stores' Redis connection.
    await research?.close();
    await Promise.all([stores.close(), pool.close()]);
    ownAudit?.close();
    throw error;
  }
  research.ingest.schedule(config.ingestIntervalS);
  metrics.watch({ pool, ingest: research.ingest, warehouse: research.warehouse, loader: research.loader });
  const adminToken = config.adminListener ? randomBytes(32).toString('hex') : null;
  const guards = createGuards({
    accounts,
    apiKeys,
    limiter,
    keyGate: metrics.countAdmissions(stores.keyGate),
    clock,
    trustedOrigins: config.corsOrigins,
    cookieSecure: config.cookieSecure,
    adminToken,
    access: research.access,
    audit,
  });

  /** Set when close() begins: /readyz answers 503 while in-flight requests finish. */
  let stopping = false;
  const specs: RouteSpec[] = [
    ...authRoutes({ accounts, store: stores.control, cookieSecure: config.cookieSecure }),
    ...keyRoutes({ apiKeys, audit, limiter }),
    ...toolRoutes(tools, clock),
    ...mcpRoutes({
      registry: tools,
      keyWindow: keyWindow({ limiter, clock }),
      log,
      version: '1.0.0',
      cookieSecure: config.cookieSecure,
      trustedOrigins: config.corsOrigins,
    }),
    ...llmsRoutes(tools),
    ...researchRoutes({ ...research, referee: await openReferee(config, stores.redis, research, limiter, clock), clock }),
    ...healthRoutes({
      checks: { control: () => stores.control.ping(), warehouse: () => research.warehouse.ping() },
      stopping: () => stopping,
      log,
    }),
  ];
  specs.push(...docsRoutes(() => buildOpenApiDocument(specs, { title: 'Tool-execution and research-data service', version: '1.0.0' })));

  const unmatched = (req: HttpRequest, allowed: readonly string[]) =>
    allowed.length === 0
      ? errorResponse(new ApiError('not_found', `Nothing is served at ${req.method} ${req.path.slice(0, 200)}.`), req.requestId, log)
      : errorResponse(new ApiError('method_not_allowed', `${req.path.slice(0, 200)} takes ${allowed.join(', ')}.`), req.requestId, log, {
          Allow: allowed.join(', '),
        });
  const serverOptions = {
    maxBodyBytes: config.maxBodyBytes,
    maxUploadsPerAddress: config.maxUploadsPerAddress,
    maxWaitingPerAddress: config.maxWaitingPerAddress,
    maxPendingBytes: config.maxPendingBytes,
    cors: { credentialedOrigins: config.corsOrigins },
    onError: (error: unknown, req: HttpRequest) => errorResponse(error, req.requestId, log),
    onStreamError: (error: unknown, req: HttpRequest) => log.error('response stream failed', { requestId: req.requestId, error }),
    onUnmatched: unmatched,
  };

  const servers: HttpServer[] = [];
  try {
    const pages = await staticRoutes(config.webDir, (req) => unmatched(req, []));
    if (!pages) log.warn('no web pages: run `npm run build` to build them', { webDir: config.webDir });
    const observe = metrics.routeObserver.bind(metrics);
    const routes = [...specs.map((spec) => compileRoute(spec, guards, log, observe)), ...(pages ?? [])];
    const server = createHttpServer({ ...serverOptions, routes });
    servers.push(server);
    const port = await server.listen(config.host, config.port);

    let adminPort: number | null = null;
    if (adminToken) {
      const admin = createHttpServer({
        ...serverOptions,
        // Only the CLI (and a scraper) on this machine talk to it: no page of any origin may.
        cors: null,
        routes: [...adminRoutes({ accounts, token: adminToken, audit }), ...researchAdminRoutes(research, audit), ...metricsRoutes(metrics)].map((spec) =>
          compileRoute(spec, guards, log),
        ),
      });
      servers.push(admin);
      adminPort = await admin.listen('127.0.0.1', 0);
      // Written aside and renamed: the CLI and a scraper never read half a file, and a stale file's mode is not
      // inherited. The pid lets the CLI skip an admin.json whose writer is gone (cli/admin-client.ts).
      const files: Array<[string, string]> = [
        [adminFile(config), JSON.stringify({ url: `http://127.0.0.1:${adminPort}`, token: adminToken, pid: process.pid })],
        [adminTokenFile(config), adminToken],
      ];
      for (const [file, text] of files) {
        const written = `${file}.${process.pid}.tmp`;
        await writeFile(written, text, { mode: 0o600 });
        await chmod(written, 0o600);
        await rename(written, file);
      }
    }
    log.info('listening', { url: `http://${config.host}:${port}`, mode: config.redisUrl ? 'cluster' : 'embedded', tools: tools.size });

    return {
      port,
      adminPort,
      tools,
      async close() {
        stopping = true;
        await Promise.all(servers.map((s) => s.close()));
        if (adminToken) await Promise.all([adminFile(config), adminTokenFile(config)].map((file) => rm(file, { force: true })));
        await research.close();
        await Promise.all([stores.close(), pool.close()]);
        ownAudit?.close();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((s) => s.close(0)));
    await research.close();
    await Promise.all([stores.close(), pool.close()]);
    ownAudit?.close();
    throw error;
  }
}
