// Collects a request body from uWS as it arrives, capped, without ever rejecting a promise nobody awaits.
import type { HttpResponse as UwsResponse } from 'uWebSockets.js';
import { BodyAbortedError, BodyTooLargeError } from './types.ts';

type Outcome = { ok: true; body: Buffer } | { ok: false; error: Error };

export class BodyReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private outcome: Outcome | null = null;
  private waiters: Array<(outcome: Outcome) => void> = [];

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
    const toPromise = (o: Outcome) => (o.ok ? Promise.resolve(o.body) : Promise.reject(o.error));
    if (this.outcome) return toPromise(this.outcome);
    return new Promise<Outcome>((resolve) => this.waiters.push(resolve)).then(toPromise);
  }

  private settle(outcome: Outcome): void {
    this.outcome = outcome;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake(outcome);
  }
}

export const emptyBody = (): Promise<Buffer> => Promise.resolve(Buffer.alloc(0));
