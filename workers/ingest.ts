// Piscina task: one uploaded telemetry batch, from its bytes to a file in the inbox. Parsing, checking and writing
// happen here so that uploads use every core and the event loop only moves bytes.
import { isAscii } from 'node:buffer';
import { ApiError, type ErrorCode, type ErrorDetail } from '../src/errors.ts';
import { checkBatch } from '../src/research/batch-check.ts';
import { writeBatch } from '../warehouse/inbox.ts';
import { encodeBatch } from '../warehouse/inbox-format.ts';

export interface IngestTask {
  body: Uint8Array;
  now: number;
  /**
   * The inbox file to write (its name, handed out by the main thread, orders the batches), or null: the batch's bytes
   * come back (cluster mode appends them to the ingest stream).
   */
  file: string | null;
}

/** Errors lose their class crossing threads: a refusal travels as data and becomes an ApiError again. */
export type IngestOutcome = { ok: true; accepted: number; batch?: Uint8Array } | { ok: false; code: ErrorCode; message: string; details?: ErrorDetail[] };

export default async function ingestBatch({ body, now, file }: IngestTask): Promise<IngestOutcome> {
  let parsed: unknown;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  try {
    // ASCII bytes decode to the same text either way; Latin-1 skips UTF-8's checks (a telemetry body is ASCII).
    parsed = JSON.parse(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8'));
  } catch {
    return { ok: false, code: 'invalid_json', message: new ApiError('invalid_json').message };
  }
  try {
    const sessions = checkBatch(parsed, now);
    if (file === null) return { ok: true, accepted: sessions.length, batch: encodeBatch(sessions) };
    await writeBatch(file, sessions);
    return { ok: true, accepted: sessions.length };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, code: error.code, message: error.message, ...(error.extras.details ? { details: error.extras.details } : {}) };
  }
}
