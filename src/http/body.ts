// Collects a request body from uWS as it arrives, capped, without ever rejecting a promise nobody awaits.
import type { HttpResponse as UwsResponse } from 'uWebSockets.js';
import { BodyAbortedError, BodyTooLargeError, TooManyUploadsError } from './types.ts';

type Outcome = { ok: true; body: Buffer } | { ok: false; error: Error };
type Waiter = { resolve(body: Buffer): void; reject(error: Error): void };

/**
 * Past the cap, the rest of a body is read and thrown away, up to this many times the cap or DISCARD_MS, before the
 * 413 goes out: a client that writes its whole body before reading (Python's urllib, fetch) then sees the 413 instead
 * of a broken pipe. Bodies declared bigger than that are refused at once.
 */
const DISCARD_FACTOR = 4;
const DISCARD_MS = 5_000;

/** Bodies still arriving, per client address: one address cannot hold an unbounded number of buffers open. */
export class UploadsInProgress {
  private readonly counts = new Map<string, number>();

  constructor(readonly perAddress: number) {}

  /** Takes a place for one more unfinished body from `address`; false when it holds every place it may. */
  admit(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.perAddress) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = this.counts.get(address)! - 1;
    if (count === 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}

export class BodyReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private outcome: Outcome | null = null;
  private waiters: Waiter[] = [];
  /** Set once the body is over the cap: the rest is read, not kept. */
  private discardTimer: NodeJS.Timeout | null = null;
  /** The address holding a place in `uploads`, from the first chunk that was not the last. */
  private uploader: string | null = null;

  /** Must run synchronously inside the uWS handler: data that arrives before onData is attached is lost. */
  constructor(
    res: UwsResponse,
    private readonly limit: number,
    declaredLength: number,
    private readonly uploads: UploadsInProgress,
  ) {
    if (declaredLength > limit * DISCARD_FACTOR) {
      this.settle({ ok: false, error: new BodyTooLargeError(limit) });
      return;
    }
    if (declaredLength > limit) this.startDiscarding();
    res.onData((chunk, isLast) => {
      if (this.outcome) return;
      this.size += chunk.byteLength;
      // A body that arrives in one piece never pays for the address lookup.
      if (!isLast && this.uploader === null && !this.admit(res)) return;
      if (this.discardTimer === null && this.size > this.limit) {
        this.chunks = [];
        this.startDiscarding();
      }
      if (this.discardTimer !== null) {
        if (isLast || this.size > this.limit * DISCARD_FACTOR) this.settle({ ok: false, error: new BodyTooLargeError(this.limit) });
        return;
      }
      // uWS neuters the ArrayBuffer after this callback: copy it.
      this.chunks.push(Buffer.copyBytesFrom(new Uint8Array(chunk)));
      if (isLast) {
        const body = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size);
        this.chunks = [];
        this.settle({ ok: true, body });
      }
    });
  }

  /** True once the whole body arrived; a response sent before then must close the connection. */
  get complete(): boolean {
    return this.outcome?.ok === true;
  }

  abort(): void {
    if (!this.outcome) this.settle({ ok: false, error: new BodyAbortedError() });
  }

  read(): Promise<Buffer> {
    const outcome = this.outcome;
    if (outcome) return outcome.ok ? Promise.resolve(outcome.body) : Promise.reject(outcome.error);
    return new Promise<Buffer>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private admit(res: UwsResponse): boolean {
    const address = Buffer.from(res.getRemoteAddressAsText()).toString();
    if (this.uploads.admit(address)) {
      this.uploader = address;
      return true;
    }
    this.chunks = [];
    this.settle({ ok: false, error: new TooManyUploadsError(this.uploads.perAddress) });
    return false;
  }

  private startDiscarding(): void {
    this.discardTimer = setTimeout(() => {
      if (!this.outcome) this.settle({ ok: false, error: new BodyTooLargeError(this.limit) });
    }, DISCARD_MS);
  }

  private settle(outcome: Outcome): void {
    this.outcome = outcome;
    if (this.discardTimer !== null) clearTimeout(this.discardTimer);
    if (this.uploader !== null) this.uploads.release(this.uploader);
    this.uploader = null;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (outcome.ok) waiter.resolve(outcome.body);
      else waiter.reject(outcome.error);
    }
  }
}

export const emptyBody = (): Promise<Buffer> => Promise.resolve(Buffer.alloc(0));
