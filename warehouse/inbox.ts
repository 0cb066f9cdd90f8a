// The ingest inbox: accepted batches wait here as files (Arrow IPC, see inbox-format.ts) until the scheduled load takes them.
// A batch is written to a temporary name and renamed, so the loader never sees half a file.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TelemetrySession } from '../src/research/telemetry.ts';
import { encodeBatch, readBatch, sessionsOf } from './inbox-format.ts';

const suffix = '.arrow';
/** Batches of the synthetic generator are marked in their name, so the warehouse knows which sessions are synthetic. */
export const syntheticSuffix = '.synthetic.arrow';

export class FileInbox {
  private counter = 0;

  private constructor(readonly dir: string) {}

  static async open(dir: string): Promise<FileInbox> {
    await mkdir(dir, { recursive: true });
    await convertLegacyBatches(dir);
    return new FileInbox(dir);
  }

  /**
   * The id and file of the next batch. Ids sort after every earlier batch of this process, so a re-sent session's
   * newest copy wins; they are handed out here, in order, even when workers write the files.
   */
  nextBatch(synthetic = false): { batchId: string; file: string } {
    const batchId = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${(this.counter++).toString().padStart(9, '0')}`;
    return { batchId, file: path.join(this.dir, batchId + (synthetic ? syntheticSuffix : suffix)) };
  }

  /** Stores a checked batch; returns its id. */
  async put(sessions: readonly TelemetrySession[], synthetic = false): Promise<string> {
    const { batchId, file } = this.nextBatch(synthetic);
    await writeBatch(file, sessions);
    return batchId;
  }

  /** Waiting batch files, oldest first. */
  async list(): Promise<string[]> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith(suffix)).sort();
    return names.map((name) => path.join(this.dir, name));
  }

  async remove(files: readonly string[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  /** Erases one session from every waiting batch (consent withdrawn); returns how many copies were removed. */
  async erase(sessionId: string): Promise<number> {
    let removed = 0;
    for (const file of await this.list()) {
      const sessions = readBatch(await readFile(file)).flatMap(sessionsOf);
      const kept = sessions.filter((session) => session.sessionId !== sessionId);
      if (kept.length === sessions.length) continue;
      removed += sessions.length - kept.length;
      if (kept.length === 0) await rm(file, { force: true });
      else await writeBatch(file, kept);
    }
    return removed;
  }
}

/** Writes a batch file under a temporary name, then renames it: never half a file in the inbox. */
export async function writeBatch(file: string, sessions: readonly TelemetrySession[]): Promise<void> {
  await writeFile(`${file}.tmp`, encodeBatch(sessions));
  await rename(`${file}.tmp`, file);
}

/**
 * Batches an earlier version left as NDJSON (one checked session per line) → Arrow files of the same batch id, so an
 * upgrade loses none and keeps their order.
 */
async function convertLegacyBatches(dir: string): Promise<void> {
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.ndjson')).sort()) {
    const file = path.join(dir, name);
    const sessions = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TelemetrySession);
    if (sessions.length > 0) await writeBatch(file.replace(/\.ndjson$/, '.arrow'), sessions);
    await rm(file);
  }
}
