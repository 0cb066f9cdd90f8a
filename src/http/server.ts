// The uWebSockets.js adapter: the only module that touches sockets (each response through its Exchange). Routes in,
// plain request objects out; HEAD is answered on every GET route (the GET handler runs, only its status and headers
// are sent).
import { randomUUID } from 'node:crypto';
import uws from 'uWebSockets.js';
import { AddressSlots, PendingBytes } from './admission.ts';
import { preflightHeaders, type CorsPolicy } from './cors.ts';
import { Exchange, type ExchangeHost } from './exchange.ts';
import type { HttpMethod, HttpRequest, HttpResponse, HttpRoute, MalformedRequest } from './types.ts';

export interface HttpServerOptions {
  routes: readonly HttpRoute[];
  maxBodyBytes: number;
  /** Request bodies one client address may have arriving at once (unfinished uploads hold memory). */
  maxUploadsPerAddress: number;
  /**
   * Requests one client address may have waiting on it at once (a body arriving in pieces, an answer it reads slowly
   * or not at all, a stream); past it the connection is closed.
   */
  maxWaitingPerAddress: number;
  /** Bytes of answers all slow clients together may keep waiting (see PendingBytes). */
  maxPendingBytes: number;
  /** Null: no CORS headers and no preflight answers (the admin listener). */
  cors: CorsPolicy | null;
  /** Told about a response stream that failed after its status was sent (the connection is closed). */
  onStreamError(error: unknown, req: HttpRequest): void;
  /** Turns whatever a handler threw into a response; must not throw. */
  onError(error: unknown, req: HttpRequest): HttpResponse;
  /** Answer for a path no route has (allowed is empty) or a method the path does not take. */
  onUnmatched(req: HttpRequest, allowed: readonly string[]): HttpResponse;
  /** Answer for a request refused before routing (the connection is closed after it). */
  onMalformed(req: HttpRequest, problem: MalformedRequest): HttpResponse;
}

export interface HttpServer {
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(host: string, port: number): Promise<number>;
  /** Stops accepting connections and waits (up to `graceMs`) for requests in flight. */
  close(graceMs?: number): Promise<void>;
}

/** uws.ListenOptions.LIBUS_LISTEN_EXCLUSIVE_PORT: the typings declare the enum, the addon exports only its value. */
const LIBUS_LISTEN_EXCLUSIVE_PORT = 1;

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

export function createHttpServer(options: HttpServerOptions): HttpServer {
  const app = uws.App();
  const patterns = options.routes.map(compilePattern);
  let listenSocket: uws.us_listen_socket | null = null;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  const shared: ExchangeHost = {
    cors: options.cors,
    waiting: new AddressSlots(options.maxWaitingPerAddress),
    uploads: new AddressSlots(options.maxUploadsPerAddress),
    pending: new PendingBytes(options.maxPendingBytes),
    onStreamError: options.onStreamError,
    finished() {
      inFlight--;
      if (inFlight === 0 && drained) drained();
    },
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
    const exchange = new Exchange(res, req, method, paramNames, headerNames, maxBodyBytes, shared, head);
    if (exchange.malformed) return exchange.refuse(options.onMalformed(exchange, exchange.malformed));
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

  const { cors } = options;
  if (cors) {
    app.options('/*', (res, req) => {
      const origin = req.getHeader('origin') || undefined;
      res.writeStatus('204 No Content');
      res.writeHeader('X-Request-Id', randomUUID());
      for (const [name, value] of preflightHeaders(cors, origin)) res.writeHeader(name, value);
      res.end();
    });
  }

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
