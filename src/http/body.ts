// Collects a request body as its chunks arrive, capped, without ever rejecting a promise nobody awaits. It never sees
// the socket: the exchange that owns the response hands it each chunk, and stops doing so once the answer is out.
import { BodyAbortedError, BodyTooLargeError } from './types.ts';

type Outcome = { ok: true; body: Buffer } | { ok: false; error: Error };
type Waiter = { resolve(body: Buffer): void; reject(error: Error): void };

export class BodyReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private outcome: Outcome | null = null;
  private waiters: Waiter[] = [];

  /**
   * Over the cap (declared or counted), the body is refused at once: the answer goes out while the exchange drains
   * what is still coming (see Exchange, "lingering").
   */
  constructor(
    private readonly limit: number,
    declaredLength: number,
  ) {
    if (declaredLength > limit) this.settle({ ok: false, error: new BodyTooLargeError(limit) });
  }

  push(chunk: ArrayBuffer, isLast: boolean): void {
    if (this.outcome) return;
    this.size += chunk.byteLength;
    if (this.size > this.limit) return this.settle({ ok: false, error: new BodyTooLargeError(this.limit) });
    // uWS neuters the ArrayBuffer after its callback: copy it.
    this.chunks.push(Buffer.copyBytesFrom(new Uint8Array(chunk)));
    if (isLast) this.settle({ ok: true, body: this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size) });
  }

  /** The body will not be read (the exchange refused it); the handler gets `error`. */
  fail(error: Error): void {
    if (!this.outcome) this.settle({ ok: false, error });
  }

  /** The client went away. (An error is made only when a body is still awaited: its stack costs a quick request.) */
  abort(): void {
    if (!this.outcome) this.settle({ ok: false, error: new BodyAbortedError() });
  }

  read(): Promise<Buffer> {
    const outcome = this.outcome;
    if (outcome) return outcome.ok ? Promise.resolve(outcome.body) : Promise.reject(outcome.error);
    return new Promise<Buffer>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private settle(outcome: Outcome): void {
    this.outcome = outcome;
    this.chunks = [];
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (outcome.ok) waiter.resolve(outcome.body);
      else waiter.reject(outcome.error);
    }
  }
}

export const emptyBody = (): Promise<Buffer> => Promise.resolve(Buffer.alloc(0));
