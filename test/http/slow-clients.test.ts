// Every operation of the OpenAPI document (and unknown paths, and the admin listener) as slow and hostile clients
// meet it, on a real service process in each mode: a body whose rest arrives in pieces after the answer, a body
// that stalls, a client that never reads, and 8 MiB uploads from Python's urllib. The process must stay up, and the
// next request on a fresh connection must be answered. (A body piece arriving after an early answer used to kill it.)
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyInPieces, connect, requestHead, sleep, statusOf } from '../helpers/raw-http.ts';
import { startServiceProcess } from '../helpers/service-process.ts';
import { clusterEnv, dropRedisPrefix, tempDir, uniquePrefix } from '../helpers/server.ts';

/** Headers that take each auth kind past its first check, or to its refusal. */
const credentials = {
  'Content-Type': 'application/json',
  Cookie: 'sid=not-a-session',
  'x-api-key': 'svc_00000000000000000000000000000000',
  'x-research-key': 'not-a-research-key',
  'x-ingest-key': 'not-an-ingest-key',
  Authorization: 'Bearer not-the-admin-token',
};
const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(300) }));

interface Operation {
  method: string;
  path: string;
}

/** Operations of the document, path parameters filled with a value no record has. */
function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item)
      .filter((method) => methods.includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: template.replace(/\{[^}]+\}/g, 'no-such-id') })),
  );
}

const unknownPaths: Operation[] = [
  { method: 'POST', path: '/no-such-path' },
  { method: 'PUT', path: '/api/v1/tools' },
  { method: 'DELETE', path: '/' },
];

const python8MiB = `
import sys, urllib.request, urllib.error
req = urllib.request.Request(sys.argv[1], data=b'a' * (8 * 1024 * 1024), method='POST', headers={'Content-Type': 'application/json'})
try:
    print(urllib.request.urlopen(req).status)
except urllib.error.HTTPError as e:
    print(e.code)
`;

describe.each([
  ['embedded', false],
  ['cluster', true],
])('slow clients (%s mode)', (_mode, cluster) => {
  const prefix = uniquePrefix();
  let service: ReturnType<typeof startServiceProcess>;
  let base: string;
  let port: number;
  let admin: { url: string; port: number };
  let operations: Operation[];

  beforeAll(async () => {
    const dataDir = await tempDir();
    service = startServiceProcess(dataDir, { LOG_LEVEL: 'error', ...(cluster ? clusterEnv(prefix) : {}) });
    base = await service.ready;
    port = Number(new URL(base).port);
    const { url } = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8'));
    admin = { url, port: Number(new URL(url).port) };
    operations = operationsOf((await (await fetch(`${base}/api/v1/openapi.json`)).json()) as Parameters<typeof operationsOf>[0]);
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    if (cluster) await dropRedisPrefix(prefix);
  });

  /** The service is up and answers a fresh connection. */
  async function stillServes(): Promise<void> {
    expect(service.hasExited()).toBe(false);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }

  it('survives the rest of a body arriving in pieces after the answer, on every operation and unknown paths', async () => {
    expect(operations.length).toBeGreaterThan(30);
    const all = [...operations, ...unknownPaths];
    // A few at a time: each holds a place among the bodies its address may have arriving at once.
    for (let i = 0; i < all.length; i += 8) {
      const answers = await Promise.all(
        all.slice(i, i + 8).map(async ({ method, path }) => ({ method, path, ...(await bodyInPieces(port, method, path, credentials, body, { gapMs: 100 })) })),
      );
      for (const { method, path, answer } of answers) {
        const status = statusOf(answer);
        expect(status, `${method} ${path}: ${answer.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${path}: ${answer.slice(0, 200)}`).toBeLessThan(500);
      }
      await stillServes();
    }
  }, 120_000);

  it('survives the same on the admin listener', async () => {
    for (const path of ['/metrics', '/admin/set-plan', '/no-such-path']) {
      const { answer } = await bodyInPieces(admin.port, 'POST', path, credentials, body, { gapMs: 100 });
      expect([401, 404, 405]).toContain(statusOf(answer));
      // Only the CLI and a scraper on this machine talk to it: no CORS.
      expect(answer).not.toMatch(/access-control-allow-origin/i);
    }
    const { answer } = await bodyInPieces(admin.port, 'GET', '/metrics', { ...credentials, Origin: 'http://evil.example' }, Buffer.alloc(0));
    expect(answer).not.toMatch(/access-control-allow-origin/i);
    await stillServes();
  });

  it('survives a body that stalls mid-way, and serves others meanwhile', async () => {
    const stalled = await Promise.all(
      ['/api/v1/tools', '/api/auth/login', '/api/research/ingest'].map(async (path) => {
        const connection = await connect(port);
        await connection.write(requestHead('POST', path, 10_000, { 'Content-Type': 'application/json' }) + '{"tool":"');
        return connection;
      }),
    );
    await sleep(300); // the stall lasts a while; others are served during it
    await stillServes();
    for (const connection of stalled) connection.socket.destroy();
    await sleep(100); // and just after the stalled clients went
    await stillServes();
  });

  it('serves others while a client never reads a large answer', async () => {
    const readers = [];
    for (let i = 0; i < 20; i++) {
      const connection = await connect(port);
      connection.socket.pause();
      await connection.write(requestHead('GET', '/api/v1/openapi.json', null));
      readers.push(connection);
    }
    await sleep(300); // they have not read for a while; others are served meanwhile
    await stillServes();
    for (const connection of readers) connection.socket.destroy();
  });

  it('gives Python urllib a readable status for 8 MiB to the tool route, the ingest route and a 401 route', async () => {
    const run = promisify(execFile);
    for (const [path, status] of [
      ['/api/v1/tools', '401'],
      ['/api/research/ingest', '401'],
      ['/api/auth/logout', '401'],
      ['/api/auth/login', '413'],
    ] as const) {
      const { stdout } = await run('python3', ['-c', python8MiB, `${base}${path}`], { encoding: 'utf8' });
      expect(stdout.trim(), path).toBe(status);
    }
    await stillServes();
  }, 120_000);
});
