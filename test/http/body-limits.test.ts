// Request bodies: past the cap the 413 goes out at once and the rest is read and thrown away (bounded), so a client
// that writes before it reads sees the 413; one address cannot keep more than its share of unfinished bodies open; a
// client going away mid-body is not an error in the log. (test/http/response-ownership.test.ts: the bounds.)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp, type RunningApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Logger } from '../../src/log.ts';
import { accountWithKey, call } from '../helpers/client.ts';
import { tempDir } from '../helpers/server.ts';

const logged: Array<{ level: string; msg: string }> = [];
const capture = (level: string) => (msg: string) => void logged.push({ level, msg });
const log: Logger = { debug: capture('debug'), info: capture('info'), warn: capture('warn'), error: capture('error') };

let app: RunningApp;
let base: string;
let port: number;
let key: string;
const MAX_UPLOADS = 8;
const MiB = 1024 * 1024;
beforeAll(async () => {
  const dataDir = await tempDir();
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent', // the service's own output; the test's logger above is passed in
    MAX_BODY_BYTES: String(MiB),
    MAX_UPLOADS_PER_ADDRESS: String(MAX_UPLOADS),
  });
  app = await startApp(config, { log });
  port = app.port;
  base = `http://127.0.0.1:${port}`;
  ({ key } = await accountWithKey(base, dataDir, 'business', 100_000));
});
afterAll(() => app.close());

/** Writes the whole request, then reads the answer, as urllib does; an early close shows up as a write error. */
function writeThenRead(head: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(head);
    socket.write(body, () => socket.end());
  });
}

const request = (path: string, length: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe('over-cap bodies', () => {
  it('answers 413 to a client that writes its whole over-cap body before reading', async () => {
    // Past what the sockets' buffers absorb: a server that stops reading at the cap breaks the client's write.
    for (const size of [MiB + 1, 4 * MiB - 1]) {
      const body = Buffer.alloc(size, 'a');
      const answer = await writeThenRead(request('/api/v1/tools', size, `x-api-key: ${key}\r\n`), body);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer).toContain('"error":"payload_too_large"');
    }
  });

  it("answers Python urllib's over-cap upload with the 413", async () => {
    const script = `
import urllib.request, urllib.error, sys
req = urllib.request.Request(sys.argv[1], data=b'a' * 4000000, method='POST',
    headers={'Content-Type': 'application/json', 'x-api-key': sys.argv[2]})
try:
    urllib.request.urlopen(req)
except urllib.error.HTTPError as e:
    print(e.code, e.read().decode())
`;
    // Asynchronously: the server runs in this process.
    const { stdout: output } = await promisify(execFile)('python3', ['-c', script, `${base}/api/v1/tools`, key], { encoding: 'utf8' });
    expect(output).toMatch(/^413 .*"payload_too_large"/);
  });

  it('answers a body declared far over the cap with 413 or a closed connection, never a hang or a 2xx', async () => {
    const answer = await call(base, 'POST', '/api/v1/tools', { body: Buffer.alloc(4 * MiB + 1, 'a'), headers: { 'content-type': 'application/json', 'x-api-key': key } }).catch((e: Error) => e);
    // The 413 goes out at once; fetch may report it or, writing still, the close at the lingering bound.
    if (!(answer instanceof Error)) expect(answer.status).toBe(413);
  });
});

describe('unfinished bodies per address', () => {
  it(`holds at most ${MAX_UPLOADS} bodies arriving from one address; the next gets 429; places come back`, async () => {
    const sockets: net.Socket[] = [];
    const answers: string[] = [];
    for (let i = 0; i < MAX_UPLOADS + 4; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('data', (chunk) => answers.push(chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.write(request('/api/auth/login', 10_000) + '{"email":"');
      sockets.push(socket);
      await new Promise((resolve) => setTimeout(resolve, 20)); // one after the other, as they arrive over time
    }
    // The last four are refused at once; the others wait for their bodies and get no answer.
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(4), { timeout: 10_000, interval: 20 });
    expect(answers.length).toBe(4);
    for (const answer of answers) {
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests');
      expect(answer).toMatch(/Retry-After: 1/i);
    }
    for (const socket of sockets) socket.destroy();
    // Once the server has seen the sockets go, their places are free again.
    await vi.waitFor(
      async () => expect((await call(base, 'POST', '/api/auth/login', { json: { email: 'nobody@example.com', password: 'wrong password' } })).status).toBe(401),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('logs a client that went away mid-body at debug level, not as an error', async () => {
    logged.length = 0;
    const socket = net.connect(port, '127.0.0.1');
    socket.write(request('/api/auth/login', 10_000) + '{"email":"');
    await new Promise((resolve) => setTimeout(resolve, 100)); // a moment mid-body, then the client goes
    socket.destroy();
    await vi.waitFor(() => expect(logged.some((entry) => entry.level === 'debug' && entry.msg.includes('went away'))).toBe(true), {
      timeout: 10_000,
      interval: 20,
    });
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
