// The HTTP layer as its hostile and slow clients meet it: answers sent before their body arrived (the rest is drained,
// bounded, and never reaches a handler), clients that stall or never read, one address holding too many requests,
// and answers waiting for slow readers within a budget. The server runs in this process: anything uWS throws from a
// callback would fail the file.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER_MAX_BYTES, LINGER_MS } from '../../src/http/exchange.ts';
import { createHttpServer, type HttpServer } from '../../src/http/server.ts';
import type { HttpRoute } from '../../src/http/types.ts';
import { bodyInPieces, connect, nonReaders, requestHead, sleep, statusOf, type RawConnection } from '../helpers/raw-http.ts';

const MiB = 1024 * 1024;
const BODY_CAP = 64 * 1024;
const PER_ADDRESS = 6;
const PENDING_BUDGET = 12 * MiB;

/** One shared buffer: answering it to many clients copies nothing. */
const shared = Buffer.alloc(16 * MiB, 'a');
shared.write('start');
shared.write('end', shared.length - 3);
const sharedSha = createHash('sha256').update(shared).digest('hex');
/** A body made for each answer (a string), so held for a slow client it counts against the budget. */
const madeForEach = () => 'b'.repeat(8 * MiB);

const bodiesSeenByHandlers: number[] = [];
/** Requests each GET route has answered (handed its answer to the server), to wait for instead of sleeping. */
const handled = new Map<string, number>();
const handledOf = (path: string) => handled.get(path) ?? 0;
const count = (path: string) => void handled.set(path, handledOf(path) + 1);

/** Waits until `path` has answered `n` more requests than `before`: the server holds each answer by then. */
async function answered(path: string, before: number, n: number): Promise<void> {
  for (const deadline = Date.now() + 10_000; handledOf(path) < before + n; await sleep(10)) {
    if (Date.now() > deadline) throw new Error(`${path} answered ${handledOf(path) - before} of ${n} within 10 s`);
  }
  await sleep(0); // the server writes right after the handler returns
}

const routes: HttpRoute[] = [
  // Answers before reading the body, as a guard does (401) or the router (404).
  { method: 'POST', path: '/refuse', headers: [], handle: async () => ({ status: 401, body: '{"error":"unauthenticated"}' }) },
  {
    method: 'POST',
    path: '/echo',
    headers: [],
    handle: async (req) => {
      try {
        const body = await req.body();
        bodiesSeenByHandlers.push(body.length);
        return { status: 200, body: String(body.length) };
      } catch (error) {
        return { status: (error as Error).name === 'BodyTooLargeError' ? 413 : 400, body: (error as Error).name };
      }
    },
  },
  { method: 'GET', path: '/shared', headers: [], handle: async () => (count('/shared'), { status: 200, body: shared, shared: true }) },
  { method: 'GET', path: '/made', headers: [], handle: async () => (count('/made'), { status: 200, body: madeForEach() }) },
  {
    method: 'GET',
    path: '/stream',
    headers: [],
    handle: async () => (count('/stream'), {
      status: 200,
      stream: (async function* () {
        for (let i = 0; i < 64; i++) yield shared.subarray(0, MiB);
      })(),
    }),
  },
  { method: 'GET', path: '/ok', headers: [], handle: async () => ({ status: 200, body: 'ok' }) },
];

let server: HttpServer;
let port: number;
beforeAll(async () => {
  server = createHttpServer({
    routes,
    maxBodyBytes: BODY_CAP,
    maxUploadsPerAddress: 4,
    maxWaitingPerAddress: PER_ADDRESS,
    maxPendingBytes: PENDING_BUDGET,
    cors: null,
    onStreamError: () => {},
    onError: (error) => ({ status: 500, body: String(error) }),
    onUnmatched: () => ({ status: 404, body: '{"error":"not_found"}' }),
    onMalformed: (_req, problem) => ({ status: problem === 'uri_too_long' ? 414 : 400, body: problem }),
  });
  port = await server.listen('127.0.0.1', 0);
});
afterAll(() => server.close(0));

async function get(path: string, localAddress = '127.0.0.1'): Promise<string> {
  const connection = await connect(port, localAddress);
  await connection.write(requestHead('GET', path, null));
  await connection.waitUntil((c) => c.closed || statusOf(c.received) > 0);
  connection.socket.destroy();
  return connection.received;
}

/** Reads what each connection is sent (a paused socket would not even notice a reset); true for those sent all. */
async function servedWhole(connections: RawConnection[], bodyBytes: number): Promise<boolean[]> {
  for (const connection of connections) connection.socket.resume();
  const whole = (c: RawConnection) => c.receivedBytes >= bodyBytes + c.received.indexOf('\r\n\r\n') + 4;
  for (let waited = 0; waited < 10_000 && !connections.every((c) => c.closed || whole(c)); waited += 50) await sleep(50);
  for (const connection of connections) connection.socket.destroy();
  return connections.map(whole);
}

describe('an answer sent before its body arrived', () => {
  it('stays whole while the rest of the body arrives in pieces, and the connection serves the next request', async () => {
    const connection = await connect(port);
    const body = Buffer.from('{"pad":"' + 'x'.repeat(200) + '"}');
    await connection.write(requestHead('POST', '/refuse', body.length) + body.subarray(0, 10).toString());
    await connection.waitUntil((c) => c.closed || statusOf(c.received) > 0);
    expect(statusOf(connection.received)).toBe(401);
    for (const offset of [10, 100]) {
      await sleep(50); // the pieces cross the network apart
      await connection.write(body.subarray(offset, offset === 10 ? 100 : undefined));
    }
    await connection.waitUntil((c) => c.closed || c.received.endsWith('0\r\n\r\n'));
    // Chunked, ended once the body was drained: the answer is complete.
    expect(connection.received).toContain('{"error":"unauthenticated"}');
    expect(connection.received.endsWith('0\r\n\r\n')).toBe(true);
    expect(connection.closed).toBe(false);
    await connection.write(requestHead('GET', '/ok', null));
    await connection.waitUntil((c) => c.closed || c.received.endsWith('ok'));
    expect(connection.received.endsWith('ok')).toBe(true);
    connection.socket.destroy();
  });

  it('on unknown paths too, body pieces 100 ms apart (the reproducer that killed the process)', async () => {
    for (let i = 0; i < 5; i++) {
      const { answer } = await bodyInPieces(port, 'POST', '/no-such-path', { 'Content-Type': 'application/json' }, Buffer.alloc(20, 'x'), { gapMs: 100 });
      expect(statusOf(answer)).toBe(404);
    }
    expect(statusOf(await get('/ok'))).toBe(200);
  });

  it('closes the connection when the rest of the body stalls past the lingering time', async () => {
    const connection = await connect(port);
    await connection.write(requestHead('POST', '/refuse', 1_000) + 'x'.repeat(10));
    await connection.waitUntil((c) => c.closed || statusOf(c.received) > 0);
    expect(statusOf(connection.received)).toBe(401);
    expect(await connection.waitForClose(LINGER_MS - 1_000)).toBe(false);
    // Closed at the lingering time; a busy machine may fire that timer late, never this late.
    expect(await connection.waitForClose(15_000)).toBe(true);
  }, 120_000);

  it(`drains at most ${LINGER_MAX_BYTES / MiB} MiB after the answer, then closes`, async () => {
    const connection = await connect(port);
    const declared = 4 * LINGER_MAX_BYTES;
    await connection.write(requestHead('POST', '/refuse', declared));
    const piece = Buffer.alloc(MiB, 'x');
    let sent = 0;
    while (!connection.closed && sent < declared) {
      await connection.write(piece);
      sent += piece.length;
    }
    expect(statusOf(connection.received)).toBe(401);
    expect(connection.closed).toBe(true);
    expect(sent).toBeLessThan(declared);
  }, 120_000);

  it('lets a client that writes its whole over-cap body before reading read the 413; no handler sees the bytes', async () => {
    bodiesSeenByHandlers.length = 0;
    const connection = await connect(port);
    const body = Buffer.alloc(8 * MiB, 'x');
    await connection.write(Buffer.concat([Buffer.from(requestHead('POST', '/echo', body.length)), body]));
    await connection.waitUntil((c) => c.closed || c.received.includes('BodyTooLargeError'));
    expect(statusOf(connection.received)).toBe(413);
    expect(connection.received).toContain('BodyTooLargeError');
    expect(bodiesSeenByHandlers).toEqual([]);
    connection.socket.destroy();
  });
});

describe('clients that read slowly or never', () => {
  it('get every byte of a large answer when they read slowly', async () => {
    const connection = await connect(port);
    connection.socket.pause();
    await connection.write(requestHead('GET', '/shared', null));
    await sleep(200); // not reading at first, as a slow client does
    const chunks: Buffer[] = [];
    connection.socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Reading in bursts with pauses, as a slow network does.
      connection.socket.pause();
      setTimeout(() => connection.socket.resume(), 1);
    });
    connection.socket.resume();
    const headEnd = () => connection.received.indexOf('\r\n\r\n') + 4;
    while (connection.receivedBytes < shared.length + headEnd() && !connection.closed) await connection.waitForData(2_000);
    connection.socket.destroy();
    const bytes = Buffer.concat(chunks).subarray(headEnd());
    expect(connection.received).toMatch(new RegExp(`content-length: ${shared.length}`, 'i'));
    expect(bytes.length).toBe(shared.length);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sharedSha);
  });

  it('hold no copy of a shared answer while they do not read', async () => {
    const before = process.memoryUsage().rss;
    const answeredBefore = handledOf('/shared');
    // From several loopback addresses: each holds its share of places.
    const connections = await nonReaders(port, '/shared', 60, '127.0.1', 12);
    await answered('/shared', answeredBefore, 60);
    const growth = process.memoryUsage().rss - before;
    // Copies would be ~60 × 12 MiB (the sockets take about 4 MiB each); uWS keeps none of what the socket refused.
    expect(growth).toBeLessThan(150 * MiB);
    expect(await servedWhole(connections, shared.length)).toEqual(connections.map(() => true));
  });

  it('are cut once answers made for them would hold more than the budget', async () => {
    const answeredBefore = handledOf('/made');
    const connections = await nonReaders(port, '/made', 8, '127.0.2');
    await answered('/made', answeredBefore, 8);
    const whole = await servedWhole(connections, 8 * MiB);
    // 8 MiB each, less what the sockets took, against a 12 MiB budget: a few are held, the rest are cut.
    const cut = whole.filter((served) => !served).length;
    expect(cut).toBeGreaterThanOrEqual(3);
    expect(cut).toBeLessThan(8);
    // Their places in the budget came back.
    expect(await servedWhole(await nonReaders(port, '/made', 1, '127.0.4'), 8 * MiB)).toEqual([true]);
  });

  it('hold at most a piece of a stream each while they do not read, and the stream waits', async () => {
    const before = process.memoryUsage().rss;
    const answeredBefore = handledOf('/stream');
    const connections = await nonReaders(port, '/stream', 20, '127.0.3');
    await answered('/stream', answeredBefore, 20);
    // 64 MiB each if the stream were pulled to its end.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MiB);
    for (const connection of connections) expect(connection.closed).toBe(false);
    for (const connection of connections) connection.socket.destroy();
  });
});

describe('requests waiting on one address', () => {
  it(`holds ${PER_ADDRESS} of them, closes the connection of the next, serves other addresses meanwhile, and gives places back`, async () => {
    const answeredBefore = handledOf('/shared');
    const held = await nonReaders(port, '/shared', PER_ADDRESS, '127.0.5', 1);
    await answered('/shared', answeredBefore, PER_ADDRESS);
    const [over] = await nonReaders(port, '/shared', 1, '127.0.5', 1);
    expect(statusOf(await get('/ok', '127.0.5.2'))).toBe(200);
    // An answer the client asks for while its address waits on as many as it may: cut, not held.
    expect(await servedWhole([over!], shared.length)).toEqual([false]);
    // A quick answer needs no place.
    expect(statusOf(await get('/ok', '127.0.5.1'))).toBe(200);
    expect(await servedWhole(held, shared.length)).toEqual(held.map(() => true));
    expect(await servedWhole(await nonReaders(port, '/shared', 1, '127.0.5', 1), shared.length)).toEqual([true]);
  });

  it('counts bodies arriving in pieces among them', async () => {
    const held = await nonReaders(port, '/shared', PER_ADDRESS, '127.0.8', 1);
    const uploader = await connect(port, '127.0.8.1');
    await uploader.write(requestHead('POST', '/echo', 1_000) + 'x'.repeat(10));
    expect(await uploader.waitForClose(2_000)).toBe(true);
    for (const connection of held) connection.socket.destroy();
  });
});
