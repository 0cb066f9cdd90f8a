// The audit trail: one JSON line per security event, apart from the operational log and never carrying a secret.
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Config } from './config.ts';

export type AuditEvent =
  | 'signup'
  | 'login_succeeded'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'key_created'
  | 'key_revoked'
  | 'plan_changed'
  | 'admin_command'
  | 'admin_rejected';

/** Where an admin command ran: the running instance's admin listener, or the CLI on the stores it opened itself. */
export type AdminVia = 'admin-listener' | 'cli';

/**
 * Everything an audit line may carry: identifiers, e-mail addresses and SHA-256 hashes. A password, key, session
 * token or cookie has no field here, so none can be passed by mistake.
 */
export interface AuditFields {
  accountId?: string | null;
  email?: string;
  /** SHA-256 of the normalised e-mail address of a login attempt (what was typed may not be an address at all). */
  emailSha256?: string;
  /** SHA-256 of an API, research or ingest key. */
  keyHash?: string;
  keyName?: string;
  plan?: string;
  limit?: number | null;
  reason?: 'unknown_email' | 'wrong_password';
  retryAfter?: string;
  command?: string;
  via?: AdminVia;
  /** `ok`, or the error code the command ended with. */
  outcome?: string;
  buyer?: string;
  /** An ingest key's app build. */
  name?: string;
  sessions?: number;
}

export interface AuditLog {
  record(event: AuditEvent, fields: AuditFields): void;
}

/** Records nothing (benchmarks and tools that build services without an audit trail). */
export const noAuditLog: AuditLog = { record() {} };

/** Audit lines `{"time","audit":true,"event",...fields}`, each handed to `write` with its newline. */
export function createAuditLog(write: (line: string) => void, now: () => number = Date.now): AuditLog {
  return {
    record(event, fields) {
      write(`${JSON.stringify({ time: new Date(now()).toISOString(), audit: true, event, ...fields })}\n`);
    },
  };
}

export interface OpenAuditLog extends AuditLog {
  close(): void;
}

/**
 * The audit log `config` asks for: appended to AUDIT_LOG (created 0600) when set, whatever LOG_LEVEL; else written to
 * `stream` (the service's stdout, the CLI's stderr) unless LOG_LEVEL is `silent`. Writes are synchronous: events are
 * rare (logins, key and admin changes), and a line must not be lost when the CLI exits right after its command.
 */
export function openAuditLog(config: Pick<Config, 'auditLog' | 'logLevel'>, stream: NodeJS.WritableStream): OpenAuditLog {
  if (config.auditLog) {
    const fd = openSync(config.auditLog, 'a', 0o600);
    return { ...createAuditLog((line) => writeSync(fd, line)), close: () => closeSync(fd) };
  }
  if (config.logLevel === 'silent') return { ...noAuditLog, close() {} };
  return { ...createAuditLog((line) => stream.write(line)), close() {} };
}
