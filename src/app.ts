// Wires the service together: stores → services → routes → HTTP. Used by main.ts, the tests and the bench.
import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
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
import { RedisControlStore } from './control/redis-store.ts';
import type { ControlStore } from './control/store.ts';
import { ensurePrivateDir } from './data-dir.ts';
import { ApiError } from './errors.ts';
import { createHttpServer, type HttpServer } from './http/server.ts';
import { staticRoutes } from './http/static.ts';
import type { HttpRequest } from './http/types.ts';
import type { SlidingWindowLimiter } from './limits/limiter.ts';
import { MemorySlidingWindowLimiter } from './limits/memory-limiter.ts';
import { RedisSlidingWindowLimiter } from './limits/redis-limiter.ts';
import { createLogger, type Logger } from './log.ts';
import { ServiceMetrics } from './metrics.ts';
import { ToolPool } from './tools/pool.ts';
import { IngestService } from './research/ingest.ts';
import { StatsPool } from './research/stats-pool.ts';
import { ToolRegistry } from './tools/registry.ts';
import { DuckDbAccessStore, type AccessStore } from '../warehouse/access.ts';
import { RedisAccessStore } from '../warehouse/redis-access.ts';
import { BenchmarkStore } from '../warehouse/benchmark-store.ts';
import { seedSynthetic, seedSyntheticBenchmarks } from '../warehouse/demo.ts';
import { FileInbox } from '../warehouse/inbox.ts';
import { Warehouse } from '../warehouse/warehouse.ts';

export interface Stores {
  control: ControlStore;
  limiter: SlidingWindowLimiter;
  /** Cluster mode's connection (shared with the research access store); null in embedded mode. */
  redis: Redis | null;
  close(): Promise<void>;
}

async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  // ioredis reconnects by itself; without a listener it would print each failed attempt to the console.
  redis.on('error', (error: unknown) => log.warn('redis connection error (reconnecting)', { error }));
  await redis.connect();
  return redis;
}

/** Embedded mode: DuckDB under DATA_DIR and in-memory windows. Cluster mode (REDIS_URL): both in Redis. */
export async function openStores(config: Config, log: Logger, clock: Clock = systemClock): Promise<Stores> {
  const onError = (error: unknown) => log.error('control store background write failed', { error });
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl, log);
    const control = new RedisControlStore(redis, config.redisPrefix, onError);
    const limiter = new RedisSlidingWindowLimiter(redis, config.redisPrefix, clock);
    return {
      control,
      limiter,
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
    redis: null,
    async close() {
      await control.close();
      await limiter.close();
    },
  };
}

export interface Research {
  warehouse: Warehouse;
  benchmarks: BenchmarkStore;
  access: AccessStore;
  ingest: IngestService;
  stats: StatsPool;
  close(): Promise<void>;
}

/**
 * The research warehouse under DATA_DIR (both modes: see README, "Cluster mode and the warehouse") and ingest; the
 * buyers and their keys in the warehouse, or in cluster mode in Redis (through `redis`, else a connection of its own).
 */
export async function openResearch(config: Config, log: Logger, redis: Redis | null = null): Promise<Research> {
  await ensurePrivateDir(config.dataDir, log);
  const ownRedis = config.redisUrl && !redis ? await connectRedis(config.redisUrl, log) : null;
  let opened: Warehouse | null = null;
  try {
    const warehouse = (opened = await Warehouse.open(config.dataDir));
    const shared = redis ?? ownRedis;
    const access: AccessStore = shared ? new RedisAccessStore(shared, config.redisPrefix) : await DuckDbAccessStore.open(warehouse.writer);
    const benchmarks = await BenchmarkStore.open(warehouse.writer);
    const inbox = await FileInbox.open(path.join(config.dataDir, 'inbox'));
    const ingest = new IngestService({ inbox, warehouse, log });
    // Two threads: the ratings bootstrap splits its resamples over them; concurrent baseline reports share them.
    const stats = new StatsPool(2);
    return {
      warehouse,
      benchmarks,
      access,
      ingest,
      stats,
      async close() {
        await ingest.stop();
        await stats.close();
        await warehouse.close();
        await ownRedis?.quit();
      },
    };
  } catch (error) {
    await opened?.close();
    ownRedis?.disconnect();
    throw error;
  }
}

/**
 * First start with an empty warehouse: synthetic sessions (through the ingest path) and synthetic benchmark runs and
 * matches, so every research endpoint has data.
 */
async function seedDemoData(research: Research, sessions: number, log: Logger): Promise<void> {
  if (sessions === 0) return;
  if ((await research.warehouse.facts()).totalSessions === 0 && (await research.ingest.pending()) === 0) {
    log.info('empty warehouse: generating synthetic demo sessions', { sessions });
    for await (const _ of seedSynthetic(research.ingest, { sessions }));
  }
  const { runs, matches } = research.benchmarks.size;
  if (runs + matches === 0) await seedSyntheticBenchmarks(research.benchmarks, research.warehouse);
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

export async function startApp(config: Config, options: AppOptions = {}): Promise<RunningApp> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const stores = await openStores(config, log, clock);
  const ownAudit = options.audit ? null : openAuditLog(config, process.stdout);
  const audit = options.audit ?? ownAudit!;
  const pool = new ToolPool({ threads: config.toolThreads });
  const tools = await ToolRegistry.discover(pool);
  const metrics = new ServiceMetrics();
  const limiter = metrics.countDecisions(stores.limiter);
  const accounts = new AccountService(stores.control, limiter, clock, audit);
  const apiKeys = new ApiKeyService(stores.control, clock);
  let research: Research;
  try {
    research = await openResearch(config, log, stores.redis);
    await seedDemoData(research, config.demoSessions, log);
  } catch (error) {
    await Promise.all([stores.close(), pool.close()]);
    ownAudit?.close();
    throw error;
  }
  research.ingest.schedule(config.ingestIntervalS);
  metrics.watch({ pool, ingest: research.ingest, warehouse: research.warehouse });
  const adminToken = config.adminListener ? randomBytes(32).toString('hex') : null;
  const guards = createGuards({
    accounts,
    apiKeys,
    limiter,
    clock,
    trustedOrigins: config.corsOrigins,
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
    ...mcpRoutes({ registry: tools, keyWindow: keyWindow({ limiter, clock }), log, version: '1.0.0' }),
    ...llmsRoutes(tools),
    ...researchRoutes({ ...research, clock }),
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
        routes: [...adminRoutes({ accounts, token: adminToken, audit }), ...researchAdminRoutes(research, audit), ...metricsRoutes(metrics)].map((spec) =>
          compileRoute(spec, guards, log),
        ),
      });
      servers.push(admin);
      adminPort = await admin.listen('127.0.0.1', 0);
      // Written aside and renamed: the CLI never reads half a file, and a stale admin.json's mode is not inherited.
      // The pid lets the CLI skip a file whose writer is gone (cli/admin-client.ts).
      const written = `${adminFile(config)}.${process.pid}.tmp`;
      await writeFile(written, JSON.stringify({ url: `http://127.0.0.1:${adminPort}`, token: adminToken, pid: process.pid }), {
        mode: 0o600,
      });
      await chmod(written, 0o600);
      await rename(written, adminFile(config));
    }
    log.info('listening', { url: `http://${config.host}:${port}`, mode: config.redisUrl ? 'cluster' : 'embedded', tools: tools.size });

    return {
      port,
      adminPort,
      tools,
      async close() {
        stopping = true;
        await Promise.all(servers.map((s) => s.close()));
        if (adminToken) await rm(adminFile(config), { force: true });
        await Promise.all([stores.close(), pool.close(), research.close()]);
        ownAudit?.close();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((s) => s.close(0)));
    await Promise.all([stores.close(), pool.close(), research.close()]);
    ownAudit?.close();
    throw error;
  }
}
