// The uWebSockets.js adapter: the only module that touches sockets. Routes in, plain request objects out; HEAD is
// answered on every GET route (the GET handler runs, only its status and headers are sent).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import uws from 'uWebSockets.js';
import { BodyReader, emptyBody, UploadsInProgress } from './body.ts';
import { corsHeaders, preflightHeaders, type CorsPolicy } from './cors.ts';
import { newRecord, type HttpMethod, type HttpRequest, type HttpResponse, type HttpRoute } from './types.ts';

export interface HttpServerOptions {
  routes: readonly HttpRoute[];
  maxBodyBytes: number;
  /** Request bodies one client address may have arriving at once (unfinished uploads hold memory). */
  maxUploadsPerAddress: number;
  cors: CorsPolicy;
  /** Told about a response stream that failed after its status was sent (the connection is closed). */
  onStreamError(error: unknown, req: HttpRequest): void;
  /** Turns whatever a handler threw into a response; must not throw. */
  onError(error: unknown, req: HttpRequest): HttpResponse;
  /** Answer for a path no route has (allowed is empty) or a method the path does not take. */
  onUnmatched(req: HttpRequest, allowed: readonly string[]): HttpResponse;
}

export interface HttpServer {
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(host: string, port: number): Promise<number>;
  /** Stops accepting connections and waits (up to `graceMs`) for requests in flight. */
  close(graceMs?: number): Promise<void>;
}

/** uws.ListenOptions.LIBUS_LISTEN_EXCLUSIVE_PORT: the typings declare the enum, the addon exports only its value. */
const LIBUS_LISTEN_EXCLUSIVE_PORT = 1;

const statusLines = new Map<number, string>();
const statusLine = (status: number): string => {
  let line = statusLines.get(status);
  if (!line) statusLines.set(status, (line = `${status} ${STATUS_CODES[status] ?? 'Unknown'}`));
  return line;
};

const registrars: Record<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'del'> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'del',
};

interface CompiledPattern {
  route: HttpRoute;
  paramNames: string[];
  /** The route's headers, and those the server reads itself (CORS, the body's length). */
  headerNames: string[];
  regex: RegExp;
}

const serverHeaders = (method: HttpMethod): string[] => (method === 'GET' ? ['origin'] : ['origin', 'content-length']);

function compilePattern(route: HttpRoute): CompiledPattern {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '[^/]+';
    })
    .join('/');
  const headerNames = [...new Set([...serverHeaders(route.method), ...route.headers])];
  return { route, paramNames, headerNames, regex: new RegExp(`^${source}$`) };
}

function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * One request and its response. A class, not an object literal with closures: per-request getters and closures
 * would give every request its own hidden class, and the garbage collector would pay for each.
 */
class Exchange implements HttpRequest {
  readonly path: string;
  readonly query: string;
  readonly params = newRecord<string>();
  readonly headers = newRecord<string | undefined>();
  readonly requestId = randomUUID();
  private readonly reader: BodyReader | null;
  private aborted = false;
  private answered = false;
  private address: string | undefined;
  /** Resolves a stream waiting for the socket to drain (also when the client goes away). */
  private drain: (() => void) | null = null;

  constructor(
    private readonly res: uws.HttpResponse,
    req: uws.HttpRequest,
    readonly method: HttpMethod,
    paramNames: readonly string[],
    headerNames: readonly string[],
    maxBodyBytes: number,
    uploads: UploadsInProgress,
    private readonly options: HttpServerOptions,
    private readonly finish: () => void,
    /** A HEAD request: the handler answers as for GET, and only the status and headers are sent. */
    private readonly head: boolean,
  ) {
    const headers = this.headers;
    for (let i = 0; i < headerNames.length; i++) {
      const name = headerNames[i]!;
      headers[name] = req.getHeader(name) || undefined;
    }
    for (let i = 0; i < paramNames.length; i++) this.params[paramNames[i]!] = decodeParam(req.getParameter(i));
    this.path = req.getUrl();
    this.query = req.getQuery() ?? '';
    const declared = Number(headers['content-length'] ?? 0);
    this.reader = method === 'GET' || head ? null : new BodyReader(res, maxBodyBytes, Number.isFinite(declared) ? declared : 0, uploads);
    res.onAborted(() => this.abort());
  }

  /** Read on demand: few routes need it, and uWS only answers while the response is open. */
  get remoteAddress(): string {
    if (this.address === undefined) {
      this.address = this.aborted || this.answered ? '' : Buffer.from(this.res.getRemoteAddressAsText()).toString();
    }
    return this.address;
  }

  body(): Promise<Buffer> {
    return this.reader ? this.reader.read() : emptyBody();
  }

  send(response: HttpResponse): void {
    if (this.aborted || this.answered) return;
    this.answered = true;
    if (this.head) {
      // The GET answer's length where it is known; a stream is never started, so its length is not.
      const body = response.stream ? undefined : response.body;
      const length = body === undefined ? undefined : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
      this.res.cork(() => {
        this.writeHead(response);
        // Written as a header, not passed to endWithoutBody: given a length, uWS waits for that many body bytes and
        // closes the connection when the client's next request arrives instead.
        if (length !== undefined) this.res.writeHeader('Content-Length', String(length));
        this.res.endWithoutBody();
      });
      this.finish();
      return;
    }
    if (response.stream) {
      this.res.cork(() => this.writeHead(response));
      this.pump(response.stream).then(this.finish, this.finish);
      return;
    }
    const { res, reader } = this;
    res.cork(() => {
      this.writeHead(response);
      // Answering before the body arrived (401, 413…): close, or the rest of the body would be read as a request.
      res.end(response.body ?? '', reader !== null && !reader.complete);
    });
    this.finish();
  }

  private writeHead(response: HttpResponse): void {
    const { res } = this;
    if (response.status !== 200) res.writeStatus(statusLine(response.status)); // uWS answers 200 OK by default
    res.writeHeader('X-Request-Id', this.requestId);
    const origin = this.headers.origin;
    if (origin !== undefined) for (const [name, value] of corsHeaders(this.options.cors, origin)) res.writeHeader(name, value);
    const extra = response.headers;
    if (extra) for (const name of Object.keys(extra)) res.writeHeader(name, extra[name]!);
  }

  /** Writes a stream with backpressure: past uWS's buffer, waits for the socket to drain before pulling more. */
  private async pump(stream: AsyncIterable<string | Uint8Array>): Promise<void> {
    const { res } = this;
    try {
      for await (const chunk of stream) {
        if (this.aborted) return;
        let drained = true;
        res.cork(() => (drained = res.write(chunk)));
        if (!drained) {
          await new Promise<void>((resolve) => {
            this.drain = resolve;
            res.onWritable(() => {
              this.drain = null;
              resolve();
              return true;
            });
          });
          if (this.aborted) return;
        }
      }
      res.cork(() => res.end());
    } catch (error) {
      if (!this.aborted) res.close();
      this.options.onStreamError(error, this);
    }
  }

  private abort(): void {
    this.aborted = true;
    this.reader?.abort();
    this.drain?.();
    if (!this.answered) this.finish();
  }
}

export function createHttpServer(options: HttpServerOptions): HttpServer {
  const app = uws.App();
  const patterns = options.routes.map(compilePattern);
  const uploads = new UploadsInProgress(options.maxUploadsPerAddress);
  let listenSocket: uws.us_listen_socket | null = null;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  const finish = () => {
    inFlight--;
    if (inFlight === 0 && drained) drained();
  };

  /** Copies everything needed from the stack-allocated uWS request, then runs `handle` off it. */
  const serve = (
    res: uws.HttpResponse,
    req: uws.HttpRequest,
    method: HttpMethod,
    paramNames: readonly string[],
    headerNames: readonly string[],
    maxBodyBytes: number,
    handle: (request: HttpRequest) => Promise<HttpResponse>,
    head = false,
  ) => {
    inFlight++;
    const exchange = new Exchange(res, req, method, paramNames, headerNames, maxBodyBytes, uploads, options, finish, head);
    const fail = (error: unknown) => exchange.send(options.onError(error, exchange));
    try {
      handle(exchange).then((response) => exchange.send(response), fail);
    } catch (error) {
      fail(error);
    }
  };

  for (const { route, paramNames, headerNames } of patterns) {
    app[registrars[route.method]](route.path, (res, req) =>
      serve(res, req, route.method, paramNames, headerNames, route.maxBodyBytes ?? options.maxBodyBytes, route.handle),
    );
    // HEAD runs the GET handler as a GET (guards, limits and all) and sends its status and headers only.
    if (route.method === 'GET') {
      app.head(route.path, (res, req) => serve(res, req, 'GET', paramNames, headerNames, options.maxBodyBytes, route.handle, true));
    }
  }

  app.options('/*', (res, req) => {
    const origin = req.getHeader('origin') || undefined;
    res.writeStatus(statusLine(204));
    res.writeHeader('X-Request-Id', randomUUID());
    for (const [name, value] of preflightHeaders(options.cors, origin)) res.writeHeader(name, value);
    res.end();
  });

  app.any('/*', (res, req) => {
    const method = req.getMethod().toUpperCase() as HttpMethod;
    const path = req.getUrl();
    const methods = patterns.filter((p) => p.regex.test(path)).map((p) => p.route.method);
    // Every GET route also answers HEAD (below), so Allow names it.
    const allowed = methods.flatMap((m): string[] => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
    const head = req.getMethod() === 'head';
    serve(res, req, method, [], serverHeaders(method), options.maxBodyBytes, (request) => Promise.resolve(options.onUnmatched(request, allowed)), head);
  });

  return {
    listen(host, port) {
      return new Promise((resolve, reject) => {
        // Exclusive, whatever a uWS build does by default: with SO_REUSEPORT a second instance on a taken port would
        // start and quietly take half its connections (the build in use today already refuses; this keeps it so).
        // The native listen takes (host, port, options, callback); the typings only declare options without a host.
        const listen = app.listen.bind(app) as unknown as (
          host: string,
          port: number,
          options: number,
          callback: (socket: uws.us_listen_socket | false) => void,
        ) => void;
        listen(host, port, LIBUS_LISTEN_EXCLUSIVE_PORT, (socket) => {
          if (!socket) return reject(new Error(`cannot listen on ${host}:${port}: the port is in use (or ${host} is not an address of this machine)`));
          listenSocket = socket;
          resolve(uws.us_socket_local_port(socket));
        });
      });
    },
    async close(graceMs = 10_000) {
      if (listenSocket) uws.us_listen_socket_close(listenSocket);
      listenSocket = null;
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
