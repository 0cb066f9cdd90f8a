// Wires the service together: stores → services → routes → HTTP. Used by main.ts, the tests and the bench.
import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import type { RedisClient } from './cluster/redis.ts';
import { adminRoutes, researchAdminRoutes } from './api/admin.ts';
import { authRoutes } from './api/auth.ts';
import { docsRoutes } from './api/docs.ts';
import { errorResponse } from './api/error-response.ts';
import { createGuards, keyWindow } from './api/guards.ts';
import { keyRoutes } from './api/keys.ts';
import { healthRoutes } from './api/health.ts';
import { AgentDocs } from './api/llms.ts';
import { ownSchemeOf } from './api/origin.ts';
import { mcpRoutes } from './api/mcp.ts';
import { mcpCardRoutes } from './api/mcp-cards.ts';
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
import { adminFile, adminTokenFile } from './data-dir.ts';
import { clusterMode, openResearch, openStores, type Research } from './stores.ts';
import { ApiError } from './errors.ts';
import { createHttpServer, type HttpServer } from './http/server.ts';
import { staticRoutes } from './http/static.ts';
import type { HttpRequest, MalformedRequest } from './http/types.ts';
import type { SlidingWindowLimiter } from './limits/limiter.ts';
import { createLogger, type Logger } from './log.ts';
import { Evaluations } from './research/evaluations.ts';
import { ProviderRegistry } from './research/providers.ts';
import { KEEP_MS, Referee } from './research/referee.ts';
import { MemoryTableStore } from './research/tables.ts';
import { ServiceMetrics } from './metrics.ts';
import { ToolPool } from './tools/pool.ts';
import { ToolRegistry } from './tools/registry.ts';

/** The API's version, as the OpenAPI document, MCP's serverInfo and the server cards give it. */
const SERVICE_VERSION = '1.0.0';

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
async function openReferee(config: Config, redis: RedisClient | null, research: Research, limiter: SlidingWindowLimiter, clock: Clock): Promise<Referee> {
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


export async function startApp(config: Config, options: AppOptions = {}): Promise<RunningApp> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const stores = await openStores(config, log, clock);
  const ownAudit = options.audit ? null : openAuditLog(config, process.stdout);
  const audit = options.audit ?? ownAudit!;
  const pool = new ToolPool({ threads: config.toolThreads, maxWaitMs: config.toolQueueWaitMs });
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
    researchInFlight: { perKey: config.researchInFlightPerKey, perAddress: config.researchInFlightPerAddress },
  });

  // The referee's day of tables outlives an embedded restart (its 10-minute request window need not).
  const referee = await openReferee(config, stores.redis, research, metrics.countDecisions(stores.lastingLimiter), clock);
  referee.startSweeping(config.refereeSweepS * 1000, (error) => log.error('recording abandoned runs failed', { error }));
  const providers = ProviderRegistry.load(config.providerRegistry);
  const evaluations = new Evaluations({
    store: research.evaluations,
    registry: providers,
    benchmarks: research.benchmarks,
    warehouse: research.warehouse,
    limiter: stores.lastingLimiter,
    clock,
    log,
    limits: {
      atOnce: config.evaluationsAtOnce,
      perDay: config.evaluationsPerDay,
      maxCalls: config.evaluationMaxCalls,
      maxTokens: config.evaluationMaxTokens,
      leaseMs: config.evaluationLeaseMs,
    },
  });

  /** Set when close() begins: /readyz answers 503 while in-flight requests finish. */
  let stopping = false;
  const agentDocs = new AgentDocs(tools, () => specs, { publicUrl: config.publicUrl, ownScheme: ownSchemeOf(config.cookieSecure) });
  const specs: RouteSpec[] = [
    ...authRoutes({ accounts, store: stores.control, cookieSecure: config.cookieSecure }),
    ...keyRoutes({ apiKeys, audit, limiter }),
    ...toolRoutes(tools, clock, agentDocs),
    ...mcpRoutes({
      registry: tools,
      keyWindow: keyWindow({ limiter, clock }),
      log,
      version: SERVICE_VERSION,
      cookieSecure: config.cookieSecure,
      trustedOrigins: config.corsOrigins,
    }),
    ...mcpCardRoutes({ registry: tools, version: SERVICE_VERSION, publicUrl: config.publicUrl, ownScheme: ownSchemeOf(config.cookieSecure) }),
    ...agentDocs.routes(),
    ...researchRoutes({
      ...research,
      referee,
      evaluations,
      providers,
      clock,
    }),
    ...healthRoutes({
      checks: { control: () => stores.control.ping(), warehouse: () => research.warehouse.ping() },
      stopping: () => stopping,
      log,
    }),
  ];
  specs.push(...docsRoutes(() => buildOpenApiDocument(specs, { title: 'Tool-execution and research-data service', version: SERVICE_VERSION })));

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
    onMalformed: (req: HttpRequest, problem: MalformedRequest) => errorResponse(new ApiError(problem), req.requestId, log),
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
        // Before the stores close: each running evaluation records that it is paused (its key goes with this process).
        referee.stopSweeping();
        await evaluations.close();
        await research.close();
        await Promise.all([stores.close(), pool.close()]);
        ownAudit?.close();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((s) => s.close(0)));
    referee.stopSweeping();
    await evaluations.close();
    await research.close();
    await Promise.all([stores.close(), pool.close()]);
    ownAudit?.close();
    throw error;
  }
}
