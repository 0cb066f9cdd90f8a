// Reaching the data from the CLI: through a running instance's admin listener, or by opening the stores directly.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  ADMIN_HELLO_PATH,
  adminHelloProof,
  auditedCommand,
  researchOperations,
  type ResearchServices,
} from '../api/admin.ts';
import { adminFile } from '../data-dir.ts';
import { openResearch, openStores } from '../stores.ts';
import { openAuditLog, type OpenAuditLog } from '../audit.ts';
import type { SeedProgress } from '../demo/demo.ts';
import type { Config } from '../config.ts';
import { AccountService } from '../control/accounts.ts';
import { createLogger } from '../log.ts';

export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly code = 'cli_error',
  ) {
    super(message);
  }
}

interface AdminEndpoint {
  url: string;
  token: string;
  /** The writer's process id (files written before it was added have none). */
  pid?: number;
}

const HELLO_TIMEOUT_MS = 5_000;

/** Says on stderr why admin.json is not used (stdout stays the command's own). */
const staleNote = (reason: string) =>
  process.stderr.write(`note: ignoring DATA_DIR/admin.json (${reason}); no instance runs there, using the stores directly\n`);

/** Whether a process with this id exists (EPERM: it does, under another user). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The admin listener of the instance that wrote admin.json, or null when that instance is gone. admin.json outlives
 * a crash, and its port may be taken by any other program since: before the token is ever sent, the listener must
 * prove it holds it by answering HMAC-SHA256(token, "admin-hello:" + nonce) for a fresh random nonce.
 *
 * Falling back to the stores is safe whenever this answers null: a live instance keeps its listener on that port, so
 * whatever else answers there means the writer is gone; and should some instance still hold the DuckDB files (one
 * started with ADMIN_LISTENER=false), DuckDB's file lock refuses this second writer and the command fails cleanly.
 */
async function runningInstance(config: Config): Promise<AdminEndpoint | null> {
  let endpoint: AdminEndpoint;
  try {
    endpoint = JSON.parse(await readFile(adminFile(config), 'utf8')) as AdminEndpoint;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') staleNote('unreadable');
    return null;
  }
  const { token, url, pid } = endpoint ?? {};
  // The token only ever goes to this host; a pid, when there is one, names a single process (kill(0) would not).
  const wellFormed = typeof token === 'string' && typeof url === 'string' && /^http:\/\/127\.0\.0\.1:\d+$/.test(url);
  if (!wellFormed || (pid !== undefined && !(Number.isInteger(pid) && pid > 0))) {
    staleNote('malformed');
    return null;
  }
  if (pid !== undefined && !processExists(pid)) {
    staleNote(`its process ${pid} is gone`);
    return null;
  }
  const nonce = randomBytes(32).toString('hex');
  let proof: unknown;
  try {
    const response = await fetch(`${endpoint.url}${ADMIN_HELLO_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nonce }),
      signal: AbortSignal.timeout(HELLO_TIMEOUT_MS),
    });
    proof = response.ok ? ((await response.json()) as { proof?: unknown }).proof : null;
  } catch {
    // Nothing listens there (the usual stale file), or it does not answer in time, or not with JSON.
    staleNote(`nothing at ${endpoint.url} answered its hello`);
    return null;
  }
  const expected = Buffer.from(adminHelloProof(endpoint.token, nonce), 'hex');
  const given = typeof proof === 'string' && /^[0-9a-f]{64}$/.test(proof) ? Buffer.from(proof, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) {
    staleNote(`${endpoint.url} is not the instance that wrote it`);
    return null;
  }
  return endpoint;
}

/** POSTs to a verified admin listener; null when it no longer answers (the instance stopped meanwhile). */
async function postAdmin(endpoint: AdminEndpoint, path: string, body: unknown): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${endpoint.token}` },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
  if (!response.ok) {
    const payload = (await response.json()) as { error?: string; message?: string };
    throw new CliError(payload.message ?? `admin listener answered ${response.status}`, payload.error);
  }
  return response;
}

async function callAdmin(endpoint: AdminEndpoint, path: string, body: unknown): Promise<unknown | null> {
  const response = await postAdmin(endpoint, path, body);
  return response === null ? null : response.json();
}

export interface DirectServices {
  accounts: AccountService;
}

/** The audit trail of the CLI's direct path: AUDIT_LOG, else stderr (stdout is the command's answer). */
const cliAuditLog = (config: Config): OpenAuditLog => openAuditLog(config, process.stderr);

/** Runs a command on stores opened here, audited as `via: cli` (through the listener, the instance audits it). */
async function directCommand<T>(config: Config, command: string, body: unknown, run: (audit: OpenAuditLog) => Promise<T>): Promise<T> {
  const audit = cliAuditLog(config);
  try {
    return await auditedCommand(audit, 'cli', command, body, () => run(audit));
  } finally {
    audit.close();
  }
}

/**
 * Runs one admin operation: in embedded mode through the running instance if there is one (DuckDB allows one
 * writer), else on the stores opened here; in cluster mode straight on Redis, which every instance reads.
 */
export async function adminOperation<T>(
  config: Config,
  path: string,
  body: unknown,
  direct: (services: DirectServices) => Promise<T>,
): Promise<T> {
  if (!config.redisUrl) {
    const endpoint = await runningInstance(config);
    if (endpoint) {
      const answer = await callAdmin(endpoint, path, body);
      if (answer !== null) return answer as T;
    }
  }
  return directCommand(config, path.replace(/^\/admin\//, ''), body, async (audit) => {
    let stores;
    try {
      stores = await openStores(config, createLogger('error'));
    } catch (error) {
      throw new CliError(`cannot open the stores under ${config.dataDir}: ${(error as Error).message}`, 'store_unavailable');
    }
    try {
      return await direct({ accounts: new AccountService(stores.control, stores.limiter, Date.now, audit) });
    } finally {
      await stores.close();
    }
  });
}

/** Runs `direct` on the warehouse opened here (no instance runs, so this process may write it). */
async function withResearch<T>(config: Config, direct: (services: ResearchServices) => Promise<T>): Promise<T> {
  let research;
  try {
    research = await openResearch(config, createLogger('error'));
  } catch (error) {
    throw new CliError(`cannot open the warehouse under ${config.dataDir}: ${(error as Error).message}`, 'store_unavailable');
  }
  try {
    return await direct(research);
  } finally {
    await research.close();
  }
}

/**
 * One research admin command: through the running instance if there is one (it holds the warehouse, in either mode),
 * else on the warehouse opened here.
 */
export async function researchOperation(config: Config, name: string, body: Record<string, unknown>): Promise<unknown> {
  const endpoint = await runningInstance(config);
  if (endpoint) {
    const answer = await callAdmin(endpoint, `/admin/${name}`, body);
    if (answer !== null) return answer;
  }
  return directCommand(config, name, body, () => withResearch(config, (services) => researchOperations[name]!.run(services, body)));
}

/** `demo seed`: progress arrives as NDJSON lines from the running instance, or from the generator run here. */
export async function demoSeed(
  config: Config,
  sessions: number,
  seed: number,
  onProgress: (progress: SeedProgress) => void,
): Promise<SeedProgress> {
  let last: SeedProgress = { accepted: 0, loaded: 0, total: sessions };
  const endpoint = await runningInstance(config);
  const response = endpoint ? await postAdmin(endpoint, '/admin/demo/seed', { sessions, seed }) : null;
  if (response) {
    let buffered = '';
    for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) onProgress((last = JSON.parse(line) as SeedProgress));
    }
    return last;
  }
  return directCommand(config, 'demo/seed', { sessions, seed }, () =>
    withResearch(config, async ({ ingest }) => {
      const { seedSynthetic } = await import('../demo/demo.ts'); // the generators load only for this command
      for await (const progress of seedSynthetic(ingest, { sessions, seed })) onProgress((last = progress));
      return last;
    }),
  );
}
