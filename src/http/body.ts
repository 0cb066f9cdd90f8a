// Collects a request body from uWS as it arrives, capped, without ever rejecting a promise nobody awaits.
import type { HttpResponse as UwsResponse } from 'uWebSockets.js';
import { BodyAbortedError, BodyTooLargeError } from './types.ts';

type Outcome = { ok: true; body: Buffer } | { ok: false; error: Error };
type Waiter = { resolve(body: Buffer): void; reject(error: Error): void };

export class BodyReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private outcome: Outcome | null = null;
  private waiters: Waiter[] = [];

  /** Must run synchronously inside the uWS handler: data that arrives before onData is attached is lost. */
  constructor(res: UwsResponse, private readonly limit: number, declaredLength: number) {
    if (declaredLength > limit) {
      this.settle({ ok: false, error: new BodyTooLargeError(limit) });
      return;
    }
    res.onData((chunk, isLast) => {
      if (this.outcome) return;
      this.size += chunk.byteLength;
      if (this.size > this.limit) {
        this.chunks = [];
        this.settle({ ok: false, error: new BodyTooLargeError(this.limit) });
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

  private settle(outcome: Outcome): void {
    this.outcome = outcome;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (outcome.ok) waiter.resolve(outcome.body);
      else waiter.reject(outcome.error);
    }
  }
}

export const emptyBody = (): Promise<Buffer> => Promise.resolve(Buffer.alloc(0));
