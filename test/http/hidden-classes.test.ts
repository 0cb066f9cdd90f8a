// Every object the HTTP layer fills entry by entry on each request (request headers, path parameters, the response
// headers a route collects, an error answer's headers) must keep one hidden class from request to request, also once
// the root map of `{}` has no free transitions: that state made each request's objects a new map, and the tool route
// lost half its throughput. V8's own %HaveSameMap tells; natives syntax is enabled for the one function compiled below.
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRoute, type Guard, type AuthKind, type RouteContext } from '../../src/api/route.ts';
import { rateLimitError } from '../../src/control/accounts.ts';
import { createHttpServer, type HttpServer } from '../../src/http/server.ts';
import type { HttpResponse, HttpRoute } from '../../src/http/types.ts';
import { createLogger } from '../../src/log.ts';

setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
setFlagsFromString('--no-allow-natives-syntax');

/** Gives the root map of `{}` more first-property transitions than it can hold (1,536), as start-up does. */
function fillRootTransitions(): object[] {
  const kept: object[] = [];
  for (let i = 0; i < 2_000; i++) {
    const object: Record<string, number> = {};
    object[`filler${i}`] = i;
    kept.push(object);
  }
  return kept;
}

/** Two objects built from `{}` with the same new key: distinct maps once the root map is full. */
function keyByKeyObjectsShareAMap(): boolean {
  const key = `probe${Math.random()}`;
  const a: Record<string, number> = {};
  const b: Record<string, number> = {};
  a[key] = 1;
  b[key] = 1;
  return haveSameMap(a, b);
}

const seen: RouteContext[] = [];
const answers: HttpResponse[] = [];
const open: Guard = { reads: [], check: async () => {} };
/** Every kind of auth lets the request through. */
const guards = new Proxy({}, { get: () => open }) as Record<AuthKind, Guard>;

/** The route as the server runs it, keeping each answer it gives. */
function keepingAnswers(route: HttpRoute): HttpRoute {
  return { ...route, handle: (req) => route.handle(req).then((answer) => (answers.push(answer), answer)) };
}

const route = compileRoute(
  {
    method: 'POST',
    path: '/things/:id',
    summary: 'Echo',
    tag: 'test',
    auth: 'public',
    body: { schema: { type: 'object' } },
    reads: ['x-api-key'],
    responses: { 200: { description: 'ok', schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
    errors: [],
    async handle(ctx) {
      seen.push(ctx);
      ctx.headers['X-Seen'] = String(seen.length);
      return { status: 200, data: { ok: true }, headers: { 'X-Other': 'yes' } };
    },
  },
  guards,
  createLogger('error'),
);
// A refusal, as the key guard gives past the window: headers gathered, then an error with headers of its own.
const refusing = compileRoute(
  {
    method: 'GET',
    path: '/refused',
    summary: 'Refuses',
    tag: 'test',
    auth: 'public',
    responses: {},
    errors: ['rate_limit_exceeded'],
    async handle(ctx) {
      ctx.headers['X-RateLimit-Limit'] = '1';
      throw rateLimitError(Date.now() + 60_000, Date.now());
    },
  },
  guards,
  createLogger('error'),
);

let server: HttpServer;
let base: string;
let filler: object[];

beforeAll(async () => {
  filler = fillRootTransitions();
  server = createHttpServer({
    routes: [route, keepingAnswers(refusing)],
    maxBodyBytes: 1024,
    maxUploadsPerAddress: 4,
    maxWaitingPerAddress: 64,
    maxPendingBytes: 1 << 20,
    cors: { credentialedOrigins: [] },
    onStreamError: () => {},
    onError: () => ({ status: 500 }),
    onUnmatched: () => ({ status: 404 }),
    onMalformed: () => ({ status: 400 }),
  });
  base = `http://127.0.0.1:${await server.listen('127.0.0.1', 0)}`;
});
afterAll(() => server.close());

describe('hidden classes of per-request objects', () => {
  it('stay the same from request to request while the root map of {} is full', async () => {
    expect(filler).toHaveLength(2_000);
    expect(keyByKeyObjectsShareAMap()).toBe(false); // the state the service is in after start-up

    for (const id of ['a', 'b']) {
      const response = await fetch(`${base}/things/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'k', origin: 'https://example.com' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-other')).toBe('yes');
    }
    const [first, second] = seen;
    expect(second!.req.params.id).toBe('b');
    expect(second!.req.headers['x-api-key']).toBe('k');
    expect(haveSameMap(first!.req.headers, second!.req.headers)).toBe(true);
    expect(haveSameMap(first!.req.params, second!.req.params)).toBe(true);
    expect(haveSameMap(first!.headers, second!.headers)).toBe(true);
  });

  it('stay the same for error answers too', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/refused`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
    }
    const [first, second] = answers;
    expect(second!.headers!['X-RateLimit-Limit']).toBe('1');
    expect(haveSameMap(first!.headers!, second!.headers!)).toBe(true);
  });
});
