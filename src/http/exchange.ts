// One request and the whole life of its response: the only code that touches a uWS response after its handler
// returns. From its first byte to its end or abort the exchange owns the response; once it is done (ended, cut, or
// aborted by the client) nothing touches it again, because every write goes through a method that checks `phase`.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type uws from 'uWebSockets.js';
import type { AddressSlots, PendingBytes } from './admission.ts';
import { BodyReader, emptyBody } from './body.ts';
import { corsHeaders, type CorsPolicy } from './cors.ts';
import { newRecord, TooManyUploadsError, type HttpMethod, type HttpRequest, type HttpResponse, type MalformedRequest } from './types.ts';

/**
 * After an answer sent before its request body arrived (401, 413, 429…), the rest of the body is read and thrown
 * away for this long and up to this many bytes, then the connection is closed, as nginx's lingering close does: a
 * client that writes its whole body before reading (urllib, requests, curl without Expect) then reads the answer it
 * was sent instead of a reset. Drained bytes never reach a handler.
 */
export const LINGER_MS = 5_000;
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Bodies are written at most this much per call: uWS takes what the socket accepts and keeps none of the rest
 * (tryEnd), so a client that never reads holds at most one piece of a stream and no copy of a body.
 */
export const PIECE_BYTES = 256 * 1024;

/**
 * The longest request target (path and query) served; a longer one is answered 414. (uWS itself closes a connection
 * whose request line and headers pass about 64 KiB, before any handler sees them.)
 */
export const MAX_TARGET_BYTES = 8 * 1024;

/** Answers up to this many UTF-16 units are handed to uWS whole (at most 3 bytes each): too small to be worth a loop. */
const SMALL_BODY = 16 * 1024;

/** What the server shares with each of its exchanges. */
export interface ExchangeHost {
  /** Null: no CORS headers at all (the admin listener). */
  readonly cors: CorsPolicy | null;
  /**
   * Requests waiting on their client, per client address: a body arriving in pieces, an answer the client reads
   * slowly or not at all, a stream, an early answer draining its body. Past the cap the connection is closed.
   */
  readonly waiting: AddressSlots;
  /** Bodies still arriving per client address. */
  readonly uploads: AddressSlots;
  readonly pending: PendingBytes;
  onStreamError(error: unknown, req: HttpRequest): void;
  /** Called once per exchange, when it is done. */
  finished(): void;
}

const statusLines = new Map<number, string>();
const statusLine = (status: number): string => {
  let line = statusLines.get(status);
  if (!line) statusLines.set(status, (line = `${status} ${STATUS_CODES[status] ?? 'Unknown'}`));
  return line;
};

function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** How many Content-Length headers the request has (uWS frames the body by the first). */
function lengthHeaders(req: uws.HttpRequest): number {
  let count = 0;
  req.forEach((name) => {
    if (name === 'content-length') count++;
  });
  return count;
}

const byteLength = (body: string | Uint8Array): number => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);

/**
 * `open`: the handler runs, the body (if any) is being read. `writing`: the answer has started and is not over (a
 * body or stream waiting for a slow client, or an early answer waiting for the rest of its request). `done`: the
 * response is ended, cut or aborted; nothing touches it again.
 */
type Phase = 'open' | 'writing' | 'done';

/**
 * A class, not an object literal with closures: per-request getters and closures would give every request its own
 * hidden class, and the garbage collector would pay for each.
 */
export class Exchange implements HttpRequest {
  readonly path: string;
  readonly query: string;
  readonly params = newRecord<string>();
  readonly headers = newRecord<string | undefined>();
  readonly requestId = randomUUID();
  /** Why this request must be refused without running its handler (see MalformedRequest); null for most. */
  readonly malformed: MalformedRequest | null = null;
  /**
   * The client's address, read from uWS at most once, and only while the response is open (uWS refuses every call on
   * a finished one). Not at the start: that costs more than a tenth of a quick request, and most never need it.
   */
  private address: string | null = null;
  private phase: Phase = 'open';
  /** The places this exchange holds in `host.waiting` and `host.uploads`. */
  private waitingPlace = false;
  private uploadPlace = false;
  private readonly reader: BodyReader | null;
  /** Request body bytes may still arrive (uWS has not said the last chunk came). */
  private receiving: boolean;
  /** Bytes read and thrown away since the answer went out. */
  private discarded = 0;
  private lingerTimer: NodeJS.Timeout | null = null;
  /** The answer's bytes being written with tryEnd, and the write offset they start at. */
  private outgoing: Uint8Array | null = null;
  private outgoingBase = 0;
  /** Bytes this answer holds in `host.pending`. */
  private reserved = 0;
  /** Wakes a stream waiting for the socket to drain (also when the exchange ends meanwhile). */
  private resume: (() => void) | null = null;
  /** The answer's own `onDone`. */
  private onDone: (() => void) | null = null;
  /** The connection is closed after this answer (a refused request: `refuse`). */
  private closeAfter = false;

  constructor(
    private readonly res: uws.HttpResponse,
    req: uws.HttpRequest,
    readonly method: HttpMethod,
    paramNames: readonly string[],
    headerNames: readonly string[],
    maxBodyBytes: number,
    private readonly host: ExchangeHost,
    /** A HEAD request: the handler answers as for GET, and only the status and headers are sent. */
    private readonly head: boolean,
  ) {
    // Everything off the uWS request first: it is only valid during this call.
    const headers = this.headers;
    for (let i = 0; i < headerNames.length; i++) {
      const name = headerNames[i]!;
      headers[name] = req.getHeader(name) || undefined;
    }
    for (let i = 0; i < paramNames.length; i++) this.params[paramNames[i]!] = decodeParam(req.getParameter(i));
    this.path = req.getUrl();
    this.query = req.getQuery() ?? '';
    res.onAborted(() => this.done());
    this.receiving = method !== 'GET' && !head;
    if (this.path.length + this.query.length > MAX_TARGET_BYTES) this.malformed = 'uri_too_long';
    else if (this.receiving && lengthHeaders(req) > 1) this.malformed = 'conflicting_content_length';
    if (this.receiving) {
      const declared = Number(headers['content-length'] ?? 0);
      this.reader = new BodyReader(maxBodyBytes, Number.isFinite(declared) ? declared : 0);
      res.onData((chunk, isLast) => this.take(chunk, isLast));
    } else {
      this.reader = null;
    }
  }

  get remoteAddress(): string {
    if (this.address === null) {
      if (this.phase === 'done') return '';
      this.address = Buffer.from(this.res.getRemoteAddressAsText()).toString();
    }
    return this.address;
  }

  get gone(): boolean {
    return this.phase === 'done';
  }

  body(): Promise<Buffer> {
    return this.reader ? this.reader.read() : emptyBody();
  }

  /**
   * Answers a malformed request and closes the connection. Not before the current read is parsed: uWS runs the
   * handlers of requests pipelined behind this one as it parses them, and closes the connection instead when one
   * arrives while this answer is pending, so no request smuggled after a conflicting length ever runs. A body is
   * drained first (as uWS frames it, within the lingering bounds), so a client that writes before it reads sees the 400.
   */
  refuse(response: HttpResponse): void {
    setImmediate(() => {
      if (this.phase !== 'open' || !this.head) {
        this.closeAfter = true;
        return this.send(response);
      }
      // HEAD: no body, and not endWithoutBody, after which uWS keeps the connection open until the client closes it.
      this.phase = 'writing';
      this.res.cork(() => {
        this.writeHead(response);
        this.res.end('', true);
      });
      this.done();
    });
  }

  /** Answers the request; later calls, and calls after the client went away, do nothing (but tell `onDone`). */
  send(response: HttpResponse): void {
    if (this.phase !== 'open') return response.onDone?.();
    this.onDone = response.onDone ?? null;
    this.phase = 'writing';
    const { res } = this;
    if (this.head) {
      // The GET answer's length where it is known; a stream is never started, so its length is not.
      const length = response.stream || response.body === undefined ? undefined : byteLength(response.body);
      res.cork(() => {
        this.writeHead(response);
        // Written as a header, not passed to endWithoutBody: given a length, uWS waits for that many body bytes and
        // closes the connection when the client's next request arrives instead.
        if (length !== undefined) res.writeHeader('Content-Length', String(length));
        res.endWithoutBody();
      });
      return this.done();
    }
    if (response.stream) {
      if (!this.wait()) return;
      res.cork(() => this.writeHead(response));
      void this.pump(response.stream);
      return;
    }
    const body = response.body ?? '';
    if (this.receiving) {
      // An early answer: written now (chunked, so the response stays ours), ended once the request body is drained.
      if (!this.wait()) return;
      res.cork(() => {
        this.writeHead(response);
        if (this.closeAfter) res.writeHeader('Connection', 'close');
        res.write(body);
      });
      return this.linger();
    }
    if (typeof body === 'string' && body.length <= SMALL_BODY) {
      res.cork(() => {
        this.writeHead(response);
        res.end(body, this.closeAfter);
      });
      return this.done();
    }
    this.outgoing = typeof body === 'string' ? Buffer.from(body) : body;
    this.outgoingBase = res.getWriteOffset();
    let written = false;
    res.cork(() => {
      this.writeHead(response);
      written = this.writeOutgoing();
    });
    if (written) return;
    // The client reads slower than we write: the rest waits for the socket, within the budget if made for it alone.
    if (!this.wait()) return;
    if (!response.shared && !this.hold(this.outgoing.byteLength - (res.getWriteOffset() - this.outgoingBase))) return;
    res.onWritable(() => this.phase === 'done' || this.writeOutgoing());
  }

  private writeHead(response: HttpResponse): void {
    const { res } = this;
    if (response.status !== 200) res.writeStatus(statusLine(response.status)); // uWS answers 200 OK by default
    res.writeHeader('X-Request-Id', this.requestId);
    const origin = this.headers.origin;
    if (origin !== undefined && this.host.cors) for (const [name, value] of corsHeaders(this.host.cors, origin)) res.writeHeader(name, value);
    const extra = response.headers;
    if (extra) for (const name of Object.keys(extra)) res.writeHeader(name, extra[name]!);
  }

  /** Writes `outgoing` from where the socket stopped, a piece at a time; true once all of it is written. */
  private writeOutgoing(): boolean {
    const { res } = this;
    const body = this.outgoing!;
    for (;;) {
      const offset = res.getWriteOffset() - this.outgoingBase;
      const [ok, ended] = res.tryEnd(body.subarray(offset, offset + PIECE_BYTES), body.byteLength);
      if (ended) {
        this.done();
        return true;
      }
      if (!ok) return false;
    }
  }

  /** Writes a stream a piece at a time: past what the socket takes, waits for it to drain before pulling more. */
  private async pump(stream: AsyncIterable<string | Uint8Array>): Promise<void> {
    const { res } = this;
    try {
      for await (const chunk of stream) {
        const bytes = typeof chunk === 'string' && chunk.length > SMALL_BODY ? Buffer.from(chunk) : chunk;
        for (let offset = 0; offset < bytes.length; offset += PIECE_BYTES) {
          if (this.phase === 'done') return;
          const piece = typeof bytes === 'string' ? bytes : bytes.subarray(offset, offset + PIECE_BYTES);
          let drained = true;
          res.cork(() => (drained = res.write(piece)));
          if (!drained) {
            // uWS keeps what the socket refused of this piece: hold it within the budget until the socket drains.
            if (!this.hold(byteLength(piece))) return;
            await new Promise<void>((resolve) => {
              this.resume = resolve;
              res.onWritable(() => {
                this.resume = null;
                resolve();
                return true;
              });
            });
            this.unhold();
          }
        }
      }
      if (this.phase !== 'done') this.linger();
    } catch (error) {
      this.cut();
      this.host.onStreamError(error, this);
    }
  }

  /** Ends an answer that is written once the request body is complete, waiting (bounded) for what is still coming. */
  private linger(): void {
    if (!this.receiving) return this.endAnswer();
    this.lingerTimer = setTimeout(() => this.cut(), LINGER_MS);
  }

  private endAnswer(): void {
    if (!this.closeAfter) {
      this.res.cork(() => this.res.end());
      return this.done();
    }
    // After the current read is parsed, as in `refuse`: what follows the body in it must not run.
    setImmediate(() => {
      if (this.phase === 'done') return;
      this.res.cork(() => this.res.end('', true));
      this.done();
    });
  }

  /** A request body chunk from uWS: the handler's while it reads, thrown away once the answer is out. */
  private take(chunk: ArrayBuffer, isLast: boolean): void {
    if (this.phase === 'done') return;
    if (isLast) this.receiving = false;
    if (this.phase === 'open') {
      // A body that arrives in one piece takes no place; one arriving in pieces takes a place among its address's
      // waiting requests and among its unfinished bodies (refused with 429 past that: each holds a buffer).
      if (!isLast && !this.uploadPlace) {
        if (!this.wait()) return;
        this.uploadPlace = this.host.uploads.admit(this.remoteAddress);
        if (!this.uploadPlace) return this.reader!.fail(new TooManyUploadsError(this.host.uploads.perAddress));
      }
      this.reader!.push(chunk, isLast);
      if (isLast) this.leaveUploads();
      return;
    }
    this.discarded += chunk.byteLength;
    if (this.discarded > LINGER_MAX_BYTES) this.cut();
    else if (isLast && this.lingerTimer !== null) this.endAnswer();
  }

  /**
   * Takes a place among the requests of its address that wait on their client (once); over the cap, the connection
   * is closed instead: that address already has as many answers and bodies waiting as it may.
   */
  private wait(): boolean {
    if (this.waitingPlace) return true;
    if (this.host.waiting.admit(this.remoteAddress)) return (this.waitingPlace = true);
    this.cut();
    return false;
  }

  private leaveUploads(): void {
    if (this.uploadPlace) this.host.uploads.release(this.remoteAddress);
    this.uploadPlace = false;
  }

  /** Reserves bytes of the pending budget for this answer; over the budget, the answer is cut instead. */
  private hold(bytes: number): boolean {
    if (!this.host.pending.reserve(bytes)) {
      this.cut();
      return false;
    }
    this.reserved += bytes;
    return true;
  }

  private unhold(): void {
    this.host.pending.release(this.reserved);
    this.reserved = 0;
  }

  /** Closes the connection now (the client sees the answer cut short). */
  private cut(): void {
    if (this.phase === 'done') return;
    this.res.close(); // runs onAborted, which is done()
    this.done();
  }

  /** The one way out: every timer, place and reservation is given back, once. */
  private done(): void {
    if (this.phase === 'done') return;
    this.phase = 'done';
    if (this.lingerTimer !== null) clearTimeout(this.lingerTimer);
    this.unhold();
    this.outgoing = null;
    this.reader?.abort(); // a handler still waiting for the body learns the client is gone
    this.leaveUploads();
    if (this.waitingPlace) this.host.waiting.release(this.remoteAddress);
    this.resume?.();
    this.onDone?.();
    this.host.finished();
  }
}
