// Every environment variable the service reads, parsed and validated in one place.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** Set: cluster mode (accounts, sessions, keys and rate windows in Redis). Unset: embedded mode. */
  redisUrl: string | null;
  /** Namespace of every Redis key this instance writes, so tests and deployments can share a server. */
  redisPrefix: string;
  /**
   * Cluster mode's shared directory (every instance mounts it): the loader's warehouse and the Parquet snapshots every
   * instance reads. Required with REDIS_URL; null in embedded mode.
   */
  snapshotDir: string | null;
  /** Cluster mode: how long the loader's lease lasts unrenewed, so how soon another instance takes over from a dead one. */
  loaderLeaseMs: number;
  cookieSecure: boolean;
  /** Origins allowed to send cookies cross-origin; any origin may call the key-authenticated API. */
  corsOrigins: string[];
  /** The service's public address (scheme, host, optional path prefix), for absolute links; null: from each request's Host. */
  publicUrl: string | null;
  maxBodyBytes: number;
  /** Request bodies one client address may have arriving at once (each unfinished upload holds memory). */
  maxUploadsPerAddress: number;
  /** Login attempts (any e-mail, any outcome) one client address may make per 10 minutes: each costs an argon2 hash. */
  loginAttemptsPerAddress: number;
  /** Signups one client address may make per hour: each costs an argon2 hash. */
  signupsPerAddress: number;
  /** Requests one client address may have waiting on it at once (bodies arriving in pieces, answers being read). */
  maxWaitingPerAddress: number;
  /** Bytes of answers all clients that read slowly may keep waiting, together. */
  maxPendingBytes: number;
  logLevel: LogLevel;
  /** File the audit lines are appended to; null: they go to stdout with the log (the CLI's to stderr). */
  auditLog: string | null;
  /** Open the 127.0.0.1 admin listener the CLI talks to while the service runs. */
  adminListener: boolean;
  /** Worker threads for heavy tools. */
  toolThreads: number;
  /** How long a heavy tool run may wait for a thread before it is refused with 503 service_busy. */
  toolQueueWaitMs: number;
  /** Synthetic sessions generated on first start with an empty warehouse (DEMO_DATA: true = 5,000, false = 0, or a count). */
  demoSessions: number;
  /** Seconds between loads of the ingest inbox into the warehouse. */
  ingestIntervalS: number;
  /** Research requests one research key may have in flight at once (429 past it). */
  researchInFlightPerKey: number;
  /** Research requests, keyed or public, one client address may have in flight at once (429 past it). */
  researchInFlightPerAddress: number;
  /** Refereed runs and matches one buyer may have open at once (SPEC §6, "Trust"). */
  refereeOpenPerBuyer: number;
  /** Refereed runs and matches one buyer may open per 24 hours. */
  refereeTablesPerDay: number;
  /** Decisions and state reads of refereed tables one buyer may send per 10 minutes. */
  refereeRequestsPer10Min: number;
  /** Seconds an open refereed run or match may sit without a decision before it expires. */
  refereeIdleS: number;
  /** Seconds between sweeps that record expired refereed runs as abandoned. */
  refereeSweepS: number;
  /** The operator's model providers for server-run evaluations (a JSON file); null: the default registry. */
  providerRegistry: string | null;
  /** Server-run evaluations one buyer may have running at once, and start per 24 hours. */
  evaluationsAtOnce: number;
  evaluationsPerDay: number;
  /** The most provider calls and tokens one evaluation may spend. */
  evaluationMaxCalls: number;
  evaluationMaxTokens: number;
  /** How long an evaluation's runner lease lasts unrenewed: after it (its instance stopped), the evaluation is paused. */
  evaluationLeaseMs: number;
  /** The built web pages (`npm run build` writes them to dist/web); no pages are served when it holds no build. */
  webDir: string;
}

/** dist/web beside the sources, whether this runs from src/ (tsx) or from dist/src/ (npm start). */
const defaultWebDir = () =>
  fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../dist/web' : '../web', import.meta.url));

export const DEFAULT_DEMO_SESSIONS = 5_000;
/** Per client address: an office behind one NAT stays far below them; a flood is cut to this many hashes. */
export const DEFAULT_LOGIN_ATTEMPTS_PER_ADDRESS = 30;
export const DEFAULT_SIGNUPS_PER_ADDRESS = 20;
/** How long a heavy tool run may wait for a worker thread (its budget starts when it gets one). */
export const DEFAULT_TOOL_QUEUE_WAIT_MS = 10_000;

/**
 * Research requests in flight at once per research key and per client address. The warehouse's readers take one
 * statement at a time, a turn per buyer: a few in flight keep a buyer's pipeline busy, and bound what one buyer's flood
 * puts ahead of another buyer's read.
 */
export const DEFAULT_RESEARCH_IN_FLIGHT_PER_KEY = 4;
export const DEFAULT_RESEARCH_IN_FLIGHT_PER_ADDRESS = 16;

function demoSessions(raw: string | undefined): number {
  if (raw === undefined || raw === '' || /^(1|true|yes|on)$/i.test(raw)) return DEFAULT_DEMO_SESSIONS;
  if (/^(0|false|no|off)$/i.test(raw)) return 0;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
    throw new ConfigError(`DEMO_DATA must be true, false or a session count up to 10000000, got "${raw}"`);
  }
  return count;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function origins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`CORS_ORIGINS holds "${origin}", which is not an origin such as https://app.example.com`);
      }
    });
}

function publicUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is "${raw}", which is not a URL such as https://tools.example.com`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address with no query, fragment or credentials, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (env.REDIS_URL && !env.SNAPSHOT_DIR) {
    throw new ConfigError(
      'cluster mode (REDIS_URL) needs SNAPSHOT_DIR: a directory every instance mounts, where the loader keeps the research ' +
        'warehouse and publishes the snapshots the instances read (README, "Run three instances")',
    );
  }
  if (!logLevels.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  if (env.REDIS_PREFIX && /[{}]/.test(env.REDIS_PREFIX)) {
    throw new ConfigError('REDIS_PREFIX may not contain { or }: on a Redis Cluster a brace in a key name chooses its hash slot');
  }
  return Object.freeze({
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8080, 0, 65535),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'svc:',
    snapshotDir: env.REDIS_URL && env.SNAPSHOT_DIR ? path.resolve(env.SNAPSHOT_DIR) : null,
    loaderLeaseMs: integer(env, 'LOADER_LEASE_MS', 10_000, 1_000, 600_000),
    cookieSecure: boolean(env, 'COOKIE_SECURE', true),
    corsOrigins: origins(env.CORS_ORIGINS),
    publicUrl: publicUrl(env.PUBLIC_URL),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    maxUploadsPerAddress: integer(env, 'MAX_UPLOADS_PER_ADDRESS', 32, 1, 100_000),
    loginAttemptsPerAddress: integer(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', DEFAULT_LOGIN_ATTEMPTS_PER_ADDRESS, 1, 1_000_000),
    signupsPerAddress: integer(env, 'SIGNUPS_PER_ADDRESS', DEFAULT_SIGNUPS_PER_ADDRESS, 1, 1_000_000),
    maxWaitingPerAddress: integer(env, 'MAX_WAITING_PER_ADDRESS', 256, 1, 1_000_000),
    maxPendingBytes: integer(env, 'MAX_PENDING_BYTES', 512 * 1024 * 1024, 1024 * 1024, 64 * 1024 * 1024 * 1024),
    logLevel,
    auditLog: env.AUDIT_LOG ? path.resolve(env.AUDIT_LOG) : null,
    adminListener: boolean(env, 'ADMIN_LISTENER', true),
    toolThreads: integer(env, 'TOOL_THREADS', Math.max(1, availableParallelism()), 1, 256),
    toolQueueWaitMs: integer(env, 'TOOL_QUEUE_WAIT_MS', DEFAULT_TOOL_QUEUE_WAIT_MS, 1, 600_000),
    demoSessions: demoSessions(env.DEMO_DATA),
    ingestIntervalS: integer(env, 'INGEST_INTERVAL_S', 60, 1, 86_400),
    researchInFlightPerKey: integer(env, 'RESEARCH_IN_FLIGHT_PER_KEY', DEFAULT_RESEARCH_IN_FLIGHT_PER_KEY, 1, 10_000),
    researchInFlightPerAddress: integer(env, 'RESEARCH_IN_FLIGHT_PER_ADDRESS', DEFAULT_RESEARCH_IN_FLIGHT_PER_ADDRESS, 1, 10_000),
    refereeOpenPerBuyer: integer(env, 'REFEREE_OPEN_PER_BUYER', 5, 1, 10_000),
    refereeTablesPerDay: integer(env, 'REFEREE_TABLES_PER_DAY', 50, 1, 1_000_000),
    refereeIdleS: integer(env, 'REFEREE_IDLE_S', 900, 10, 86_400),
    refereeRequestsPer10Min: integer(env, 'REFEREE_REQUESTS_PER_10_MIN', 6_000, 1, 10_000_000),
    refereeSweepS: integer(env, 'REFEREE_SWEEP_S', 60, 1, 86_400),
    providerRegistry: env.PROVIDER_REGISTRY ? path.resolve(env.PROVIDER_REGISTRY) : null,
    evaluationsAtOnce: integer(env, 'EVALUATIONS_AT_ONCE', 2, 1, 1_000),
    evaluationsPerDay: integer(env, 'EVALUATIONS_PER_DAY', 20, 1, 100_000),
    evaluationMaxCalls: integer(env, 'EVALUATION_MAX_CALLS', 5_000, 1, 1_000_000),
    evaluationMaxTokens: integer(env, 'EVALUATION_MAX_TOKENS', 2_000_000, 1, 1_000_000_000),
    evaluationLeaseMs: integer(env, 'EVALUATION_LEASE_MS', 15_000, 200, 600_000),
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : defaultWebDir(),
  });
}
