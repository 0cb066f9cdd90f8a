// What handlers see of HTTP: plain objects, no sockets.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path without the query string, as sent (percent-encoding kept). */
  readonly path: string;
  /** Raw query string without the leading `?` (empty when absent). */
  readonly query: string;
  /** Decoded path parameters named by the route pattern (`/tools/:slug` → `slug`). */
  readonly params: Readonly<Record<string, string>>;
  /**
   * The headers the route declared (HttpRoute.headers) plus Origin and Content-Length, by lowercase name; the first
   * value of a repeated one; undefined when absent or empty.
   */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The client's address as text (the peer of the TCP connection: behind a proxy, the proxy's). */
  readonly remoteAddress: string;
  readonly requestId: string;
  /** The exchange is over: answered, or its client went away. Work for it from now on is wasted. */
  readonly gone: boolean;
  /**
   * The whole body. Rejects with BodyTooLargeError past the size cap, TooManyUploadsError when the client's address
   * has too many bodies arriving at once, BodyAbortedError if the client went away.
   */
  body(): Promise<Buffer>;
}

export interface HttpResponse {
  status: number;
  headers?: Record<string, string>;
  /** Already serialised; omitted for an empty body. */
  body?: string | Uint8Array;
  /**
   * The body is one object served to many clients (a static asset, a cached answer): a slow client waiting for it
   * holds no memory of its own, so it does not count against the server's budget of pending bytes.
   */
  shared?: boolean;
  /**
   * A body written chunk by chunk as it is produced (chunked transfer encoding), waiting whenever the client reads
   * slower than we write. An error thrown mid-stream closes the connection: the status line is gone already.
   */
  stream?: AsyncIterable<string | Uint8Array>;
  /** Called once when the exchange is over: the answer written, cut, or its client gone (never before it is sent). */
  onDone?: () => void;
}

/**
 * A new empty object for entries added one at a time on every request (headers, parameters): no prototype, so
 * held as a dictionary. Not `{}`: every `{}` takes its hidden classes from one root map shared by the whole process,
 * and once that map's transitions are full (1,536: compiling the tools' schemas at start-up fills them, as can any
 * code that builds objects key by key) each such object gets a hidden class of its own: a new map per request, and
 * every property access on it a cache miss. (That cost the tool route half its throughput until a full GC happened
 * to clear the dead transitions.)
 */
export const newRecord = <V>(): Record<string, V> => Object.create(null) as Record<string, V>;

export type HttpHandler = (req: HttpRequest) => Promise<HttpResponse>;

export interface HttpRoute {
  method: HttpMethod;
  /** uWS-style pattern: literal segments and `:name` parameters. */
  path: string;
  /**
   * The request headers the handler reads (lowercase). Only these are copied off the uWS request, one native lookup
   * each, which costs less than visiting every header the client sent.
   */
  headers: readonly string[];
  /** The body size cap of this route; HttpServerOptions.maxBodyBytes when absent. */
  maxBodyBytes?: number;
  handle: HttpHandler;
}

/**
 * A request refused before any handler runs, its connection closed after the answer: a request target longer than
 * `MAX_TARGET_BYTES`, or more than one Content-Length header (a proxy in front may have framed the body by another).
 */
export type MalformedRequest = 'uri_too_long' | 'conflicting_content_length';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`request body is over ${limit} bytes`);
  }
}

/** The client address has as many bodies still arriving as it may have at once. */
export class TooManyUploadsError extends Error {
  override name = 'TooManyUploadsError';
  constructor(readonly perAddress: number) {
    super(`more than ${perAddress} request bodies from one address are arriving at once`);
  }
}

export class BodyAbortedError extends Error {
  override name = 'BodyAbortedError';
  constructor() {
    super('the client went away before the body was complete');
  }
}
