// Start-up: config → stores → HTTP; graceful shutdown on SIGTERM/SIGINT.
import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './log.ts';

async function main(): Promise<void> {
  // Everything this process creates (DuckDB files and their logs, inbox batches, admin.json, AUDIT_LOG) is the
  // service user's alone: they hold password and key hashes, internal ids and HMAC secrets.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const app = await startApp(config, { log });
  const base = `http://${config.host}:${app.port}`;
  process.stdout.write(
    `Service ready at ${base} (dashboard: ${base}/, research: ${base}/research, API reference: ${base}/docs, OpenAPI: /api/v1/openapi.json)\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
