// Telemetry ingest: the services that store accepted batches and erasures (embedded: the inbox, loaded on a schedule;
// cluster: the Redis stream the loader reads). The checks a batch must pass first are in batch-check.ts.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { FileInbox } from '../../warehouse/inbox.ts';
import { encodeBatch } from '../../warehouse/inbox-format.ts';
import type { LoadCounts, Warehouse } from '../../warehouse/warehouse.ts';
import type { IngestOutcome, IngestTask } from '../../workers/ingest.ts';
import { workerEntry } from '../worker-entry.ts';
import type { TelemetrySession } from './telemetry.ts';

/** Ingest as the routes, the admin commands and the demo seed see it, in either mode. */
export interface Ingest {
  /** Stores a checked batch; the next load makes it visible. Returns its id. */
  accept(sessions: readonly TelemetrySession[], synthetic?: boolean): Promise<string>;
  /** An upload's bytes → checked (batch-check.ts's errors, and 400 invalid_json) and stored; answers what was accepted. */
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
export class UploadChecker {
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
