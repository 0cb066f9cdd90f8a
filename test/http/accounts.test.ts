// Signup, login, logout, me, cookie flags, throttling and forged or expired sessions, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signup, uniqueEmail } from '../helpers/client.ts';
import { manualClock, startTestServer, type TestServer } from '../helpers/server.ts';

const DAY = 86_400_000;
let server: TestServer;
const clock = manualClock(Date.now());

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

describe('signup', () => {
  it('creates a Free account and sets a hardened session cookie', async () => {
    const email = uniqueEmail();
    const answer = await call(server.base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ email, plan: 'free' });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(Number(cookie.match(/Max-Age=(\d+)/)![1])).toBeGreaterThan(30 * 86_400 - 60);
  });

  it('normalises the e-mail address and refuses a second account for it', async () => {
    const email = uniqueEmail();
    await signup(server.base, email);
    const again = await call(server.base, 'POST', '/api/auth/signup', {
      json: { email: `  ${email.toUpperCase()} `.trim(), password: PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('email_taken');
  });

  it.each([
    [{ email: 'not-an-address', password: PASSWORD }, 400, 'invalid_email'],
    [{ email: 42, password: PASSWORD }, 400, 'invalid_email'],
    [{ password: PASSWORD }, 400, 'invalid_email'],
    [{ email: 'a@example.com', password: 'short' }, 400, 'weak_password'],
    [{ email: 'a@example.com', password: 'x'.repeat(300) }, 400, 'weak_password'],
    [{ email: 'a@example.com' }, 400, 'weak_password'],
    [[], 400, 'invalid_body'],
  ])('refuses %j with %i %s', async (json, status, error) => {
    const answer = await call(server.base, 'POST', '/api/auth/signup', { json });
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(error);
    expect(answer.body.details?.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON, a wrong content type and an oversize body with their envelopes', async () => {
    const bad = await call(server.base, 'POST', '/api/auth/signup', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect([bad.status, bad.body.error]).toEqual([400, 'invalid_json']);
    const form = await call(server.base, 'POST', '/api/auth/signup', { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect([form.status, form.body.error]).toEqual([415, 'unsupported_media_type']);
    const big = await call(server.base, 'POST', '/api/auth/signup', {
      json: { email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect([big.status, big.body.error]).toEqual([413, 'payload_too_large']);
  });
});

describe('auth route hardening', () => {
  it('takes at most 16 KiB on signup and login (413 payload_too_large)', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: PASSWORD, padding: 'x'.repeat(20 * 1024) });
    for (const route of ['/api/auth/signup', '/api/auth/login']) {
      const big = await call(server.base, 'POST', route, { body, headers: { 'content-type': 'application/json' } });
      expect([route, big.status, big.body.error]).toEqual([route, 413, 'payload_too_large']);
    }
    // Under the cap, a body is read and checked.
    const small = await call(server.base, 'POST', '/api/auth/signup', { json: { email: 'a@example.com', password: 'x'.repeat(15 * 1024) } });
    expect([small.status, small.body.error]).toEqual([400, 'weak_password']);
  });

  it('marks every answer that sets a session cookie Cache-Control: no-store', async () => {
    const email = uniqueEmail();
    const created = await call(server.base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } });
    expect([created.status, created.headers.get('cache-control')]).toEqual([201, 'no-store']);
    const login = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect([login.status, login.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const logout = await call(server.base, 'POST', '/api/auth/logout', { headers: { cookie, 'content-type': 'application/json' } });
    expect([logout.status, logout.headers.get('cache-control')]).toEqual([204, 'no-store']);
  });
});

describe('login, me and logout', () => {
  it('signs in, reports the account, and signs out server-side', async () => {
    const { email } = await signup(server.base);
    const login = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ email, plan: 'free' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const me = await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ email, plan: 'free', hourlyLimit: 0, keys: 0 });

    const logout = await call(server.base, 'POST', '/api/auth/logout', { headers: { cookie, 'content-type': 'application/json' } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/);
    const after = await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } });
    expect([after.status, after.body.error]).toEqual([401, 'unauthenticated']);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await signup(server.base);
    const wrong = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: 'wrong password!' } });
    const unknown = await call(server.base, 'POST', '/api/auth/login', { json: { email: uniqueEmail(), password: PASSWORD } });
    expect([wrong.status, wrong.body.error, wrong.body.message]).toEqual([401, 'invalid_credentials', unknown.body.message]);
    expect([unknown.status, unknown.body.error]).toEqual([401, 'invalid_credentials']);
  });

  it('locks an address after 10 failures in 15 minutes, even for the right password, then frees it', async () => {
    const { email } = await signup(server.base);
    for (let i = 0; i < 10; i++) {
      const failed = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: `wrong password ${i}` } });
      expect(failed.status).toBe(401);
    }
    const locked = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect([locked.status, locked.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Date.parse(locked.body.retryAfter)).toBeGreaterThan(clock());

    clock.advance(15 * 60_000);
    const freed = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(freed.status).toBe(200);
  });

  it('refuses forged, malformed and expired session cookies', async () => {
    for (const cookie of ['sid=forged-token-value', 'sid=', 'other=1', `sid=${'a'.repeat(500)}`]) {
      const me = await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } });
      expect([me.status, me.body.error]).toEqual([401, 'unauthenticated']);
    }
    const { cookie } = await signup(server.base);
    expect((await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } })).status).toBe(200);
    clock.advance(31 * DAY);
    const expired = await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } });
    expect([expired.status, expired.body.error]).toEqual([401, 'unauthenticated']);
  });

  it('never echoes a password or cookie in an error body', async () => {
    const answer = await call(server.base, 'POST', '/api/auth/signup', { json: { email: 'x', password: 'hunter2-secret-value' } });
    expect(answer.text).not.toContain('hunter2-secret-value');
  });
});

describe('COOKIE_SECURE=false', () => {
  it('leaves Secure off for plain-HTTP development', async () => {
    const plain = await startTestServer({ env: { COOKIE_SECURE: 'false' } });
    try {
      const answer = await call(plain.base, 'POST', '/api/auth/signup', { json: { email: uniqueEmail(), password: PASSWORD } });
      expect(answer.headers.get('set-cookie')).not.toMatch(/Secure/);
    } finally {
      await plain.close();
    }
  });
});
