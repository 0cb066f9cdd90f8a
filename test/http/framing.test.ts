// Requests whose framing cannot be trusted, refused before any handler runs (src/http/exchange.ts, `malformed`): two
// Content-Length headers (a proxy that frames by the last would pass a second request inside the body) and targets over
// 8 KiB. Then what the front end (uWS) decides alone: targets past its header buffer and methods it does not know.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TARGET_BYTES } from '../../src/http/exchange.ts';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { connect, requestHead, statusOf } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let port: number;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  port = server.app.port;
  ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business'));
});
afterAll(() => server.close());

/** Sends raw bytes on a new connection; what came back once the server closed it (or after 10 s). */
async function exchange(bytes: string): Promise<{ received: string; closed: boolean }> {
  const connection = await connect(port);
  await connection.write(bytes);
  const closed = await connection.waitForClose(10_000);
  connection.socket.destroy();
  return { received: connection.received, closed };
}

/** Status lines anywhere: an answer's body is not followed by a line break. */
const statusLines = (received: string) => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
const remaining = async () => Number((await runTool(server.base, key, 'word-counter', { text: 'a' })).headers.get('x-ratelimit-remaining'));

describe('two Content-Length headers', () => {
  it('are answered 400 conflicting_content_length and the connection is closed', async () => {
    const body = '{"tool":"word-counter","inputs":{"text":"a b"}}';
    const head = requestHead('POST', '/api/v1/tools', null, {
      'x-api-key': key,
      'content-type': 'application/json',
      'content-length': String(body.length),
      'Content-Length': String(body.length),
    });
    const before = await remaining();
    const { received, closed } = await exchange(head + body);
    expect(statusOf(received)).toBe(400);
    expect(received).toMatch(/^Connection: close\r$/im);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'conflicting_content_length' });
    expect(closed).toBe(true);
    // The tool never ran: only the two calls of `remaining` count.
    expect(await remaining()).toBe(before - 1);
  });

  it('never run a request smuggled behind them, whichever length is believed', async () => {
    const smuggled = JSON.stringify({ tool: 'word-counter', inputs: { text: 'smuggled' } });
    const inner = requestHead('POST', '/api/v1/tools', smuggled.length, { 'x-api-key': key, 'content-type': 'application/json' }) + smuggled;
    const before = await remaining();
    for (const lengths of [['0', String(inner.length)], [String(inner.length), '0']]) {
      const head = requestHead('POST', '/api/v1/tools', null, {
        'x-api-key': key,
        'content-type': 'application/json',
        'Content-Length': lengths[0]!,
        'content-length': lengths[1]!,
      });
      const { received, closed } = await exchange(head + inner);
      expect(closed).toBe(true);
      // The 400 when the server could send it before the smuggled request arrived; never a second answer.
      expect(statusLines(received).length).toBeLessThanOrEqual(1);
      if (received) expect(statusOf(received)).toBe(400);
    }
    expect(await remaining()).toBe(before - 1);
  });

  it('are answered to a client that writes its whole 8 MiB body before reading (the body is drained first)', async () => {
    // Python's socket.sendall blocks until every byte is written: a connection closed with the body unread resets it.
    const script = `
import socket, sys
n = 8 * 1024 * 1024
head = ('POST /api/v1/tools HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\n'
        'Content-Length: %d\\r\\ncontent-length: %d\\r\\n\\r\\n' % (n, n)).encode()
s = socket.create_connection(('127.0.0.1', int(sys.argv[1])))
try:
    s.sendall(head + b' ' * n)
    answer = b''
    while True:
        chunk = s.recv(65536)
        if not chunk: break
        answer += chunk
    print(answer.decode('latin1').split('\\r\\n')[0], 'conflicting_content_length' in answer.decode('latin1'))
except OSError as e:
    print('error', type(e).__name__)
`;
    const { stdout } = await promisify(execFile)('python3', ['-c', script, String(port)]);
    expect(stdout.trim()).toBe('HTTP/1.1 400 Bad Request True');
  });

  it('with Transfer-Encoding beside Content-Length the front end closes the connection, and nothing runs', async () => {
    const body = '{"tool":"word-counter","inputs":{"text":"a"}}';
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const head = requestHead('POST', '/api/v1/tools', body.length, { 'x-api-key': key, 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    const before = await remaining();
    const { received, closed } = await exchange(head + chunked);
    expect([received, closed]).toEqual(['', true]);
    expect(await remaining()).toBe(before - 1);
  });

  it('one Content-Length is served as before, one request after another on the same connection', async () => {
    const body = '{"tool":"word-counter","inputs":{"text":"a b"}}';
    const one = requestHead('POST', '/api/v1/tools', body.length, { 'x-api-key': key, 'content-type': 'application/json' }) + body;
    const connection = await connect(port);
    for (let answers = 1; answers <= 2; answers++) {
      await connection.write(one);
      await connection.waitUntil((c) => statusLines(c.received).length === answers && c.received.endsWith('}'));
    }
    expect(statusLines(connection.received)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(connection.closed).toBe(false);
    connection.socket.destroy();
  });
});

describe('long request targets', () => {
  it(`are served up to ${MAX_TARGET_BYTES} bytes of path and query, answered 414 past that`, async () => {
    const path = (bytes: number) => '/api/v1/tools/' + 'a'.repeat(bytes - '/api/v1/tools/'.length);
    const atLimit = await call(server.base, 'GET', path(MAX_TARGET_BYTES));
    expect(atLimit.status).toBe(404);
    for (const target of [path(MAX_TARGET_BYTES + 1), `/api/v1/tools?q=${'a'.repeat(MAX_TARGET_BYTES)}`]) {
      const { received, closed } = await exchange(requestHead('GET', target, null));
      expect(statusOf(received)).toBe(414);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'uri_too_long' });
      expect(closed).toBe(true);
    }
    const head = await exchange(requestHead('HEAD', path(MAX_TARGET_BYTES + 1), null));
    expect(statusOf(head.received)).toBe(414);
  });

  it('past the front end’s header buffer (about 64 KiB) the connection is closed, and the service goes on', async () => {
    for (const target of ['/api/v1/tools/' + 'a'.repeat(70 * 1024), '/' + 'a'.repeat(200 * 1024)]) {
      const { received, closed } = await exchange(requestHead('GET', target, null));
      expect(closed).toBe(true);
      // uWS refuses some of these itself (a reset, nothing sent); those it passes on are answered 414.
      if (received) expect(statusOf(received)).toBe(414);
    }
    expect((await call(server.base, 'GET', '/healthz')).status).toBe(200);
  });
});

describe('methods', () => {
  it('a method the front end knows but no route takes is answered 405 with Allow', async () => {
    for (const method of ['TRACE', 'PATCH']) {
      const { received } = await exchange(`${method} /api/v1/tools HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(statusOf(received)).toBe(405);
      expect(received).toMatch(/^Allow: POST, GET, HEAD\r$/im);
    }
  });

  it('a method it does not know (BREW, PROPFIND) closes the connection unanswered, and the service goes on', async () => {
    for (const method of ['BREW', 'PROPFIND', 'brew']) {
      const { received, closed } = await exchange(`${method} /api/v1/tools HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(received).toBe('');
      expect(closed).toBe(true);
    }
    expect((await call(server.base, 'GET', '/healthz')).status).toBe(200);
  });
});
