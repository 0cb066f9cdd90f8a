// Reaching the data from the CLI: through a running instance's admin listener, or by opening the stores directly.
import { readFile } from 'node:fs/promises';
import { adminFile, openStores } from '../app.ts';
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
async function callAdmin(endpoint: AdminEndpoint, path: string, body: unknown): Promise<unknown | null> {
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
  const payload = (await response.json()) as { error?: string; message?: string };
  if (!response.ok) throw new CliError(payload.message ?? `admin listener answered ${response.status}`, payload.error);
  return payload;
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
