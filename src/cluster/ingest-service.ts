// Cluster mode's ingest: accepted batches and erasures go to the Redis stream before the request is answered; the
// loader holding the lease (on any instance) loads them and publishes a snapshot every instance reads.
import { setTimeout as sleep } from 'node:timers/promises';
import { serviceBusy } from '../errors.ts';
import { UploadChecker, type Ingest } from '../research/ingest.ts';
import type { TelemetrySession } from '../research/telemetry.ts';
import { encodeBatch } from '../../warehouse/inbox-format.ts';
import type { LoadCounts } from '../../warehouse/warehouse.ts';
import { compareEntryIds, type IngestStream } from './ingest-stream.ts';
import type { SnapshotReader } from './snapshot-reader.ts';

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
        throw serviceBusy('Accepted and queued, but no loader has applied it yet; it will be. Ask again shortly.');
      }
      await sleep(25);
    }
  }
}
