// The built pages as HTTP: precompressed forms by Accept-Encoding, ETag revalidation, immutable hashed assets, a CSP
// without inline scripts, the JSON 404 for what the build did not write, and a service without a build.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../helpers/browser.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch would decompress and hide what was sent. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET', agent?: Agent): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, ...(agent ? { agent } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let server: TestServer;
let pages: Awaited<ReturnType<typeof builtPages>>;
let assetPaths: string[];

beforeAll(async () => {
  pages = await builtPages();
  server = await startTestServer({ env: { WEB_DIR: pages.dir } });
  const html = (await raw(server.base, '/')).body.toString();
  assetPaths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pages?.remove();
});

describe('pages', () => {
  it.each(['/', '/research', '/research/baseline', '/docs'])('serves %s as HTML under a CSP that allows no inline script', async (path) => {
    const page = await raw(server.base, path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const html = page.body.toString();
    // Every script is a file of the origin: none inline.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/assets\//);
      expect(content).toBe('');
    }
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) expect((await raw(server.base, asset!)).status).toBe(200);
  });

  it('revalidates a page by ETag (304 without a body) and answers HEAD with the headers only', async () => {
    const first = await raw(server.base, '/research');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await raw(server.base, '/research', { 'If-None-Match': etag });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, etag]);
    expect((await raw(server.base, '/research', { 'If-None-Match': '"other"' })).status).toBe(200);
    const head = await raw(server.base, '/research', {}, 'HEAD');
    expect([head.status, head.body.length, Number(head.headers['content-length'])]).toEqual([200, 0, first.body.length]);
  });

  it('keeps the connection usable after a HEAD (the next request on it is answered)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      const head = await raw(server.base, '/', {}, 'HEAD', agent);
      const next = await raw(server.base, '/', {}, 'GET', agent);
      expect([head.status, next.status, next.body.length]).toEqual([200, 200, Number(head.headers['content-length'])]);
      for (const list of Object.values(agent.freeSockets)) for (const socket of list ?? []) sockets.add(socket);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('assets', () => {
  it('keep the dashboard within its budget: 50 KB of gzipped JavaScript before it runs', () => {
    expect(Object.keys(pages.scriptGzipBytes).sort()).toEqual(['/', '/docs', '/research', '/research/baseline']);
    expect(pages.scriptGzipBytes['/']).toBeGreaterThan(1_000);
    expect(pages.scriptGzipBytes['/']).toBeLessThanOrEqual(50 * 1024);
  });

  it('are cached for good under their content-hashed names, with the right types', async () => {
    expect(assetPaths.some((p) => p.endsWith('.js'))).toBe(true);
    expect(assetPaths.some((p) => p.endsWith('.css'))).toBe(true);
    for (const path of assetPaths) {
      const asset = await raw(server.base, path);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toBe(path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
    }
  });

  it('sends brotli, gzip or plain bytes by Accept-Encoding, each the same content with its own ETag', async () => {
    const path = assetPaths.find((p) => p.endsWith('.js'))!;
    const plain = await raw(server.base, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await raw(server.base, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw(server.base, path, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await raw(server.base, path, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it('answers a name the build did not write with the JSON 404', async () => {
    for (const path of ['/assets/nope-123.js', '/assets/..%2Fmanifest.json', '/assets/manifest.json']) {
      const missing = await raw(server.base, path);
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body.toString()).error).toBe('not_found');
    }
    expect((await raw(server.base, '/research/nope')).status).toBe(404);
  });
});

describe('without a build', () => {
  it('runs the API and answers the pages with the JSON 404', async () => {
    const bare = await startTestServer({ env: { WEB_DIR: await tempDir() } });
    try {
      const page = await raw(bare.base, '/');
      expect([page.status, JSON.parse(page.body.toString()).error]).toEqual([404, 'not_found']);
      expect((await raw(bare.base, '/healthz')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
