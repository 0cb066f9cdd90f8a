// The API key lifecycle in a cookie session: plan checks, the 5-key cap, listing, revocation, the CSRF guard.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runTool, setPlan, signup } from '../helpers/client.ts';
import { dropRedisPrefix, startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let cluster: TestServer;
beforeAll(async () => {
  // Plain HTTP, as in local use: the service's own origin is http://127.0.0.1:<port> (src/api/origin.ts).
  server = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example.com', COOKIE_SECURE: 'false' } });
  // COOKIE_SECURE left at its default (true): the service's own pages are https.
  cluster = await startTestServer({ cluster: true });
});
afterAll(async () => {
  await server.close();
  await cluster.close();
  await dropRedisPrefix(cluster.config.redisPrefix);
});

const keys = (method: string, cookie: string, json?: unknown, headers: Record<string, string> = {}) =>
  call(server.base, method, '/api/v1/keys', { json, headers: { cookie, ...headers } });

/** A JSON POST that may name its own Host header (fetch always sends the URL's), as a TLS proxy passes a browser's on. */
function postWithHost(base: string, path: string, headers: Record<string, string>, json: unknown): Promise<{ status: number; body: any }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : undefined }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('key creation', () => {
  it('refuses a Free account (403 plan_required) and an anonymous caller (401)', async () => {
    const { cookie } = await signup(server.base);
    const free = await keys('POST', cookie, { name: 'x' });
    expect([free.status, free.body.error]).toEqual([403, 'plan_required']);
    const anonymous = await call(server.base, 'POST', '/api/v1/keys', { json: { name: 'x' } });
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'unauthenticated']);
  });

  it('returns the key once, identified afterwards by its SHA-256', async () => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'pro');
    const created = await keys('POST', cookie, { name: 'CI runner' });
    expect(created.status).toBe(201);
    const { key, hash, name, prefix, createdAt, message } = created.body;
    expect(key).toMatch(/^svc_[0-9a-f]{32}$/);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(name).toBe('CI runner');
    expect(prefix).toBe(`${key.slice(0, 12)}...`);
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    expect(message).toBe('Save this key now: it is shown only once.');
    // The answer carries the key: no cache may keep it.
    expect(created.headers.get('cache-control')).toBe('no-store');

    const listed = await keys('GET', cookie);
    expect(listed.status).toBe(200);
    const { usage, ...listedKey } = listed.body.keys[0];
    expect(listed.body.keys).toHaveLength(1);
    expect(listedKey).toEqual({ hash, name, prefix, createdAt, lastUsedAt: null });
    expect(usage).toMatchObject({ used: 0, limit: 100, remaining: 100 });
    expect(listed.text).not.toContain(key);
  });

  it('names a key "Untitled key" by default, with or without a body', async () => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'business');
    expect((await keys('POST', cookie, {})).body.name).toBe('Untitled key');
    const empty = await call(server.base, 'POST', '/api/v1/keys', { headers: { cookie, 'content-type': 'application/json' } });
    expect([empty.status, empty.body.name]).toEqual([201, 'Untitled key']);
  });

  it.each([[''], ['x'.repeat(65)], [42], [null]])('refuses the name %j with 400 invalid_name', async (name) => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'pro');
    const answer = await keys('POST', cookie, { name });
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_name']);
  });

  it('caps an account at 5 active keys, and a revocation frees a slot', async () => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'pro');
    const hashes: string[] = [];
    for (let i = 0; i < 5; i++) hashes.push((await keys('POST', cookie, { name: `k${i}` })).body.hash);
    const sixth = await keys('POST', cookie, { name: 'k5' });
    expect([sixth.status, sixth.body.error]).toEqual([409, 'key_limit_reached']);

    const listed = await keys('GET', cookie);
    expect(listed.body.keys.map((k: { name: string }) => k.name)).toEqual(['k4', 'k3', 'k2', 'k1', 'k0']);
    expect((await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } })).body).toMatchObject({ keys: 5, hourlyLimit: 100 });

    expect((await keys('DELETE', cookie, { hash: hashes[0] })).status).toBe(200);
    expect((await keys('POST', cookie, { name: 'k6' })).status).toBe(201);
  });
});

describe.each([
  ['embedded', () => server],
  ['cluster (Redis)', () => cluster],
])('hourly usage in the listing, %s', (_mode, serverOf) => {
  it('counts tool calls per key and is read without counting a request', async () => {
    const { base, config } = serverOf();
    const { email, cookie } = await signup(base);
    await setPlan(config.dataDir, email, 'pro');
    const list = async () => (await call(base, 'GET', '/api/v1/keys', { headers: { cookie } })).body.keys as Array<{ name: string; usage: any }>;
    const create = async (name: string) =>
      (await call(base, 'POST', '/api/v1/keys', { json: { name }, headers: { cookie } })).body.key as string;
    const busy = await create('busy');
    await create('idle');
    const before = Date.now();
    for (let i = 0; i < 3; i++) expect((await runTool(base, busy, 'word-counter', { text: 'a b' })).status).toBe(200);
    const last = await runTool(base, busy, 'word-counter', { text: 'a b' });
    expect(last.headers.get('x-ratelimit-remaining')).toBe('96');

    const listed = await list();
    const usage = Object.fromEntries(listed.map((key) => [key.name, key.usage]));
    expect(usage.busy).toMatchObject({ used: 4, limit: 100, remaining: 96, resetAt: last.headers.get('x-ratelimit-reset') });
    expect(Date.parse(usage.busy.resetAt)).toBeGreaterThanOrEqual(before + 3_600_000 - 1_000);
    expect(usage.idle).toMatchObject({ used: 0, limit: 100, remaining: 100 });
    // Listing is free: asking twice changes nothing, and the next call sees the same window.
    expect((await list()).find((key) => key.name === 'busy')!.usage.used).toBe(4);
    expect((await runTool(base, busy, 'word-counter', { text: 'a b' })).headers.get('x-ratelimit-remaining')).toBe('95');

    // Moved back to Free: the keys stay listed with a limit of 0.
    await setPlan(config.dataDir, email, 'free');
    expect((await list()).find((key) => key.name === 'busy')!.usage).toMatchObject({ used: 5, limit: 0, remaining: 0 });
  });
});

describe('revocation', () => {
  it('revokes at once: the very next tool call with that key is 401 invalid_api_key', async () => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'pro');
    const { key, hash } = (await keys('POST', cookie, { name: 'soon gone' })).body;
    expect((await runTool(server.base, key, 'word-counter', { text: 'a b' })).status).toBe(200);

    const revoked = await keys('DELETE', cookie, { hash });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: true, hash });
    const refused = await runTool(server.base, key, 'word-counter', { text: 'a b' });
    expect([refused.status, refused.body.error]).toEqual([401, 'invalid_api_key']);
    expect((await keys('GET', cookie)).body.keys).toEqual([]);
  });

  it('answers 404 key_not_found for an unknown, revoked or foreign hash, and 400 missing_hash', async () => {
    const owner = await signup(server.base);
    const other = await signup(server.base);
    await setPlan(server.config.dataDir, owner.email, 'pro');
    const { hash } = (await keys('POST', owner.cookie, { name: 'mine' })).body;

    const foreign = await keys('DELETE', other.cookie, { hash });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'key_not_found']);
    expect((await keys('GET', owner.cookie)).body.keys).toHaveLength(1);
    expect((await keys('DELETE', owner.cookie, { hash: 'f'.repeat(64) })).body.error).toBe('key_not_found');
    await keys('DELETE', owner.cookie, { hash });
    expect((await keys('DELETE', owner.cookie, { hash })).status).toBe(404);

    for (const body of [{}, { hash: 7 }, { hash: '' }]) {
      const answer = await keys('DELETE', owner.cookie, body);
      expect([answer.status, answer.body.error]).toEqual([400, 'missing_hash']);
    }
  });
});

describe('CSRF guard on cookie-authenticated writes', () => {
  it('refuses a write without a JSON content type (a plain form post)', async () => {
    const { cookie } = await signup(server.base);
    const form = await call(server.base, 'POST', '/api/v1/keys', {
      body: 'name=x',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([form.status, form.body.error]).toEqual([403, 'forbidden_origin']);
    const logout = await call(server.base, 'POST', '/api/auth/logout', { headers: { cookie } });
    expect([logout.status, logout.body.error]).toEqual([403, 'forbidden_origin']);
  });

  it('refuses a foreign Origin and admits the service\'s own and the configured ones', async () => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'pro');
    const evil = await keys('POST', cookie, { name: 'x' }, { origin: 'https://evil.example' });
    expect([evil.status, evil.body.error]).toEqual([403, 'forbidden_origin']);
    const opaque = await keys('POST', cookie, { name: 'x' }, { origin: 'null' });
    expect(opaque.status).toBe(403);
    const own = await keys('POST', cookie, { name: 'x' }, { origin: server.base });
    expect(own.status).toBe(201);
    const trusted = await keys('POST', cookie, { name: 'y' }, { origin: 'https://app.example.com' });
    expect(trusted.status).toBe(201);
    expect(trusted.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
    // Reads are not writes: a GET from anywhere is answered (the browser withholds it from foreign pages).
    expect((await keys('GET', cookie, undefined, { origin: 'https://evil.example' })).status).toBe(200);
  });

  it('compares scheme, host and port with the service\'s own origin (plain HTTP: http, on its own port)', async () => {
    const { email, cookie } = await signup(server.base);
    await setPlan(server.config.dataDir, email, 'pro');
    const { port, hostname } = new URL(server.base);
    const logout = (origin: string) => call(server.base, 'POST', '/api/auth/logout', { json: {}, headers: { cookie, origin } });
    const foreign = [`https://${hostname}:${port}`, `http://${hostname}:${Number(port) + 1}`, `http://${hostname}`, `http://localhost:${port}`];
    for (const origin of foreign) {
      const create = await keys('POST', cookie, { name: 'x' }, { origin });
      expect([origin, create.status, create.body.error]).toEqual([origin, 403, 'forbidden_origin']);
      const refused = await logout(origin);
      expect([origin, refused.status, refused.body.error]).toEqual([origin, 403, 'forbidden_origin']);
    }
    expect((await keys('GET', cookie)).body.keys).toHaveLength(0);
    expect((await keys('POST', cookie, { name: 'x' }, { origin: `http://${hostname}:${port}` })).status).toBe(201);
    expect((await logout(`http://${hostname}:${port}`)).status).toBe(204);
  });

  it('with Secure cookies (COOKIE_SECURE=true) takes https as the own scheme, and http only on a loopback host', async () => {
    const { email, cookie } = await signup(cluster.base);
    await setPlan(cluster.config.dataDir, email, 'pro');
    const { host } = new URL(cluster.base);
    const create = (headers: Record<string, string>) => postWithHost(cluster.base, '/api/v1/keys', { cookie, ...headers }, { name: 'x' });
    // Behind a TLS proxy that passes the Host header on: the page is https://svc.example.
    expect((await create({ host: 'svc.example', origin: 'https://svc.example' })).status).toBe(201);
    const http = await create({ host: 'svc.example', origin: 'http://svc.example' });
    expect([http.status, http.body.error]).toEqual([403, 'forbidden_origin']);
    const otherPort = await create({ host: 'svc.example', origin: 'https://svc.example:8443' });
    expect([otherPort.status, otherPort.body.error]).toEqual([403, 'forbidden_origin']);
    // Browsers keep and send Secure cookies on http://127.0.0.1 and http://localhost (the README's quick start).
    expect((await create({ origin: `http://${host}` })).status).toBe(201);
    expect((await create({ origin: `https://${host}` })).status).toBe(201);
  });
});
