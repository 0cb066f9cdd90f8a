// Telemetry ingest: the checks a batch must pass before anything is stored, and the services that store accepted
// batches and erasures (embedded: the inbox, loaded on a schedule; cluster: the Redis stream the loader reads).
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Ajv } from 'ajv';
import { Piscina } from 'piscina';
import { DAY_MS, isCalendarDate } from '../clock.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import type { Logger } from '../log.ts';
import { ajvDetails } from '../api/validation.ts';
import type { FileInbox } from '../../warehouse/inbox.ts';
import { encodeBatch } from '../../warehouse/inbox-format.ts';
import { compareEntryIds, type IngestStream } from '../../warehouse/ingest-stream.ts';
import type { SnapshotReader } from '../../warehouse/snapshot-reader.ts';
import type { LoadCounts, Warehouse } from '../../warehouse/warehouse.ts';
import type { IngestOutcome, IngestTask } from '../../workers/ingest.ts';
import { workerEntry } from '../worker-entry.ts';
import { describeChoices, isValidChoice } from './games.ts';
import { FORBIDDEN_FIELDS, telemetryBatchSchema, type TelemetrySession } from './telemetry.ts';

const validateBatch = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(telemetryBatchSchema);
const forbidden = new Set(FORBIDDEN_FIELDS);
const MAX_DETAILS = 20;
/** The app did not exist before this; an earlier date is a broken clock, not data. */
const EARLIEST_DATE = '2020-01-01';

/** Every forbidden key anywhere in the body, as JSON Pointers. Iterative: a deeply nested body cannot overflow the stack. */
function forbiddenFields(body: unknown): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length > 0 && found.length < MAX_DETAILS) {
    const [value, pointer] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const path = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (forbidden.has(key.toLowerCase())) found.push({ path, message: 'is never collected; remove it' });
      stack.push([child, path]);
    }
  }
  return found;
}


/**
 * A batch as the app sent it → its sessions, or a 400 that stores nothing. Order: forbidden fields anywhere, then
 * consent, then the schema, then what a schema cannot say (choices per game, scenario ids, real dates, duplicates).
 * A batch that passes the schema holds no forbidden field (every object's keys are closed and none is forbidden) and
 * no session without consent, so the first two scans run only to explain a failure.
 */
export function checkBatch(body: unknown, now: number): TelemetrySession[] {
  if (!validateBatch(body)) {
    const fields = forbiddenFields(body);
    if (fields.length > 0) throw new ApiError('forbidden_field', undefined, { details: fields });
    const sessions = (body as { sessions?: unknown } | null)?.sessions;
    if (Array.isArray(sessions)) {
      const withoutConsent = sessions
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => (s as { consent?: unknown } | null)?.consent !== true)
        .slice(0, MAX_DETAILS)
        .map(({ i }) => ({ path: `/sessions/${i}/consent`, message: 'must be true' }));
      if (withoutConsent.length > 0) throw new ApiError('consent_required', undefined, { details: withoutConsent });
    }
    throw new ApiError('invalid_session', undefined, { details: ajvDetails(validateBatch.errors) });
  }

  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  const latest = new Date(now + DAY_MS).toISOString().slice(0, 10);
  const checked = (body as { sessions: TelemetrySession[] }).sessions;
  checked.forEach((session, i) => {
    const at = `/sessions/${i}`;
    if (seen.has(session.sessionId)) details.push({ path: `${at}/sessionId`, message: 'appears twice in the batch' });
    seen.add(session.sessionId);
    if (!isCalendarDate(session.startedAt.slice(0, 10))) details.push({ path: `${at}/startedAt`, message: 'is not a real calendar date' });
    else if (session.startedAt < EARLIEST_DATE) details.push({ path: `${at}/startedAt`, message: `is before ${EARLIEST_DATE}` });
    else if (session.startedAt.slice(0, 10) > latest) details.push({ path: `${at}/startedAt`, message: 'is in the future' });
    const custom = session.gameContext === 'custom-scenario';
    if (custom && session.scenarioId === undefined) {
      details.push({ path: `${at}/scenarioId`, message: 'is required when gameContext is custom-scenario' });
    }
    if (!custom && session.scenarioId !== undefined) {
      details.push({ path: `${at}/scenarioId`, message: 'is only allowed when gameContext is custom-scenario' });
    }
    session.turns.forEach((turn, j) => {
      if (!isValidChoice(session.game, turn.choice)) {
        details.push({ path: `${at}/turns/${j}/choice`, message: `is not a choice of ${session.game} (${describeChoices(session.game)})` });
      }
    });
  });
  if (details.length > 0) throw new ApiError('invalid_session', undefined, { details: details.slice(0, MAX_DETAILS) });
  return checked;
}

/** Ingest as the routes, the admin commands and the demo seed see it, in either mode. */
export interface Ingest {
  /** Stores a checked batch; the next load makes it visible. Returns its id. */
  accept(sessions: readonly TelemetrySession[], synthetic?: boolean): Promise<string>;
  /** An upload's bytes → checked (checkBatch's errors, and 400 invalid_json) and stored; answers what was accepted. */
  upload(body: Buffer, now: number): Promise<{ accepted: number; batchId: string }>;
  /** Batches accepted and not loaded yet. */
  pending(): Promise<number>;
  /** Loads (or waits until the loader has loaded) everything accepted before the call. */
  run(): Promise<LoadCounts>;
  /** Erases a session (consent withdrawn) after every batch accepted before; returns the records removed. */
  erase(sessionId: string): Promise<{ inbox: number; warehouse: number }>;
  /** Loads every `intervalS` seconds until stopped (embedded mode; cluster mode's loader runs all the time). */
  schedule(intervalS: number): void;
  stop(): Promise<void>;
}

/** Uploads are parsed, checked and encoded in worker threads: they use every core and the event loop only moves bytes. */
class UploadChecker {
  /** Started on the first upload: the CLI opens ingest too, and needs no threads. */
  private pool: Piscina<IngestTask, IngestOutcome> | null = null;

  constructor(private readonly threads = availableParallelism()) {}

  /** Checks an upload; the worker writes the batch to `file`, or hands its bytes back when `file` is null. */
  async check(body: Buffer, now: number, file: string | null): Promise<{ accepted: number; batch?: Uint8Array }> {
    this.pool ??= new Piscina({ ...workerEntry('ingest'), minThreads: 1, maxThreads: this.threads, idleTimeout: 60_000 });
    // A body that owns its memory (any but the smallest) moves to the worker instead of being copied.
    const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const outcome = await this.pool.run({ body, now, file }, owned ? { transferList: [body.buffer as ArrayBuffer] } : {});
    if (!outcome.ok) throw new ApiError(outcome.code, outcome.message, outcome.details ? { details: outcome.details } : {});
    return outcome;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}

export interface IngestServiceOptions {
  inbox: FileInbox;
  warehouse: Warehouse;
  log: Logger;
  /** Worker threads that parse, check and store uploads (default: one per core). */
  uploadThreads?: number;
}

/** Embedded mode: accepted batches wait as files in the inbox; loads run in this process. */
export class IngestService implements Ingest {
  /** Loads and erasures run one at a time: an erasure must never race a load of the same session. */
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly uploads: UploadChecker;

  constructor(private readonly options: IngestServiceOptions) {
    this.uploads = new UploadChecker(options.uploadThreads);
  }

  accept(sessions: readonly TelemetrySession[], synthetic = false): Promise<string> {
    return this.options.inbox.put(sessions, synthetic);
  }

  async upload(body: Buffer, now: number): Promise<{ accepted: number; batchId: string }> {
    const { batchId, file } = this.options.inbox.nextBatch();
    return { accepted: (await this.uploads.check(body, now, file)).accepted, batchId };
  }

  async pending(): Promise<number> {
    return (await this.options.inbox.list()).length;
  }

  run(): Promise<LoadCounts> {
    return this.serial(async () => {
      const files = await this.options.inbox.list();
      const counts = await this.options.warehouse.load(files);
      await this.options.inbox.remove(files);
      return counts;
    });
  }

  erase(sessionId: string): Promise<{ inbox: number; warehouse: number }> {
    return this.serial(async () => {
      const inbox = await this.options.inbox.erase(sessionId);
      const warehouse = await this.options.warehouse.erase(sessionId);
      return { inbox, warehouse };
    });
  }

  schedule(intervalS: number): void {
    this.timer = setInterval(() => {
      this.run().catch((error: unknown) => this.options.log.error('scheduled ingest failed', { error }));
    }, intervalS * 1000);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a load in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue.catch(() => undefined);
    await this.uploads.close();
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

export interface StreamIngestOptions {
  stream: IngestStream;
  /** This instance's reads: brought up to date before `run` and `erase` answer. */
  reads: SnapshotReader;
  uploadThreads?: number;
  /** How long `run` and `erase` wait for the loader before answering 503 (the entries stay queued). */
  waitMs?: number;
}

/**
 * Cluster mode: accepted batches and erasures go to the Redis stream before the request is answered; the loader
 * holding the lease (on any instance) loads them and publishes a snapshot.
 */
export class StreamIngestService implements Ingest {
  private readonly uploads: UploadChecker;
  private readonly waitMs: number;

  constructor(private readonly options: StreamIngestOptions) {
    this.uploads = new UploadChecker(options.uploadThreads);
    this.waitMs = options.waitMs ?? 30_000;
  }

  accept(sessions: readonly TelemetrySession[], synthetic = false): Promise<string> {
    return this.options.stream.appendBatch(encodeBatch(sessions), synthetic);
  }

  async upload(body: Buffer, now: number): Promise<{ accepted: number; batchId: string }> {
    const { accepted, batch } = await this.uploads.check(body, now, null);
    return { accepted, batchId: await this.options.stream.appendBatch(batch!, false) };
  }

  pending(): Promise<number> {
    return this.options.stream.waiting();
  }

  /** Waits until a snapshot holding every entry appended before the call is announced, and reads on it here. */
  async run(): Promise<LoadCounts> {
    const { stream } = this.options;
    const [last, before] = await Promise.all([stream.lastEntryId(), stream.loaded()]);
    if (last !== null) {
      await this.waitFor(async () => {
        const snapshot = await stream.currentSnapshot();
        return snapshot !== null && compareEntryIds(snapshot.through, last) >= 0;
      });
    }
    await this.options.reads.refresh();
    const after = await stream.loaded();
    return {
      files: after.batches - before.batches,
      sessions: after.sessions - before.sessions,
      turns: after.turns - before.turns,
      profiles: after.profiles - before.profiles,
    };
  }

  async erase(sessionId: string): Promise<{ inbox: number; warehouse: number }> {
    const { stream } = this.options;
    const entry = await stream.appendErasure(sessionId);
    let removed: number | null = null;
    await this.waitFor(async () => (removed = await stream.erased(entry)) !== null);
    await this.run();
    return { inbox: 0, warehouse: removed! };
  }

  schedule(): void {}

  async stop(): Promise<void> {
    await this.uploads.close();
  }

  private async waitFor(done: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + this.waitMs;
    while (!(await done())) {
      if (Date.now() >= deadline) {
        throw new ApiError('service_busy', 'Accepted and queued, but no loader has applied it yet; it will be. Ask again shortly.');
      }
      await sleep(25);
    }
  }
}
