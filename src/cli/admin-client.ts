// Reaching the data from the CLI: through a running instance's admin listener, or by opening the stores directly.
import { readFile } from 'node:fs/promises';
import { researchOperations, type ResearchServices } from '../api/admin.ts';
import { adminFile, openResearch, openStores } from '../app.ts';
import { seedSynthetic, type SeedProgress } from '../../warehouse/demo.ts';
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
}

async function runningInstance(config: Config): Promise<AdminEndpoint | null> {
  try {
    return JSON.parse(await readFile(adminFile(config), 'utf8')) as AdminEndpoint;
  } catch {
    return null;
  }
}

/** POSTs to the admin listener; null when no instance answers (none runs, or admin.json is stale). */
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
  const log = createLogger('error');
  let stores;
  try {
    stores = await openStores(config, log);
  } catch (error) {
    throw new CliError(`cannot open the stores under ${config.dataDir}: ${(error as Error).message}`, 'store_unavailable');
  }
  try {
    return await direct({ accounts: new AccountService(stores.control, stores.limiter, Date.now) });
  } finally {
    await stores.close();
  }
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
  return withResearch(config, (services) => researchOperations[name]!.run(services, body));
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
  return withResearch(config, async ({ ingest }) => {
    for await (const progress of seedSynthetic(ingest, { sessions, seed })) onProgress((last = progress));
    return last;
  });
}
