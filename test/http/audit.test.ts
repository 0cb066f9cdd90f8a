// The audit trail (AUDIT_LOG): every security event once, as a JSON line, and never a password, key, token or cookie.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signup, uniqueEmail } from '../helpers/client.ts';
import { adminOf } from '../helpers/research.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let auditDir: string;
let auditLog: string;

beforeAll(async () => {
  auditDir = await tempDir();
  auditLog = path.join(auditDir, 'audit.log');
  server = await startTestServer({ env: { AUDIT_LOG: auditLog } });
});
afterAll(async () => {
  await server.close();
  await rm(auditDir, { recursive: true, force: true });
});

const auditLines = async () =>
  (await readFile(auditLog, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('audit log', () => {
  it('records sign-up, logins, keys, plan changes, admin commands and logout, with no secret in any line', async () => {
    const email = uniqueEmail();
    const created = await call(server.base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } });
    const signupCookie = created.headers.get('set-cookie')!.split(';')[0]!;
    const wrongPassword = 'wrong password, never logged';
    expect((await call(server.base, 'POST', '/api/auth/login', { json: { email, password: wrongPassword } })).status).toBe(401);
    // Someone typing a password into the e-mail field: an unknown address is recorded only as a hash.
    const typedSecret = 'my-secret-typed-as-email';
    expect((await call(server.base, 'POST', '/api/auth/login', { json: { email: typedSecret, password: PASSWORD } })).status).toBe(401);
    const login = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const admin = await adminOf(server.config.dataDir);
    expect((await admin.post('/admin/set-plan', { email, plan: 'pro', limit: 500 })).status).toBe(200);
    const key = await call(server.base, 'POST', '/api/v1/keys', { json: { name: 'laptop' }, headers: { cookie } });
    expect(key.status).toBe(201);
    const revoked = await call(server.base, 'DELETE', '/api/v1/keys', { json: { hash: key.body.hash }, headers: { cookie } });
    expect(revoked.status).toBe(200);
    const researchKey = (await admin.post('/admin/research-key/create', { buyer: 'acme' })).body;
    expect((await admin.post('/admin/research-key/revoke', { hash: 'not-a-key-hash' })).status).toBe(404);
    const { url, token: adminToken } = JSON.parse(await readFile(path.join(server.config.dataDir, 'admin.json'), 'utf8')) as {
      url: string;
      token: string;
    };
    const forged = await call(url, 'POST', '/admin/set-plan', {
      json: { email, plan: 'business' },
      headers: { authorization: 'Bearer forged-admin-token' },
    });
    expect(forged.status).toBe(401);
    const logout = await call(server.base, 'POST', '/api/auth/logout', { headers: { cookie, 'content-type': 'application/json' } });
    expect(logout.status).toBe(204);

    const lines = await auditLines();
    const mine = lines.filter(
      (l) => l.email === email || l.buyer === 'acme' || l.event === 'admin_rejected' || l.command === 'research-key/revoke' || l.reason === 'unknown_email',
    );
    const accountId = mine.find((l) => l.event === 'signup')!.accountId;
    expect(accountId).toEqual(expect.any(String));
    expect(mine.map((l) => l.event)).toEqual([
      'signup',
      'login_failed',
      'login_failed',
      'login_succeeded',
      'plan_changed',
      'admin_command',
      'key_created',
      'key_revoked',
      'admin_command',
      'admin_command',
      'admin_rejected',
      'logout',
    ]);
    expect(mine).toEqual([
      expect.objectContaining({ event: 'signup', accountId, email }),
      expect.objectContaining({ event: 'login_failed', accountId, email, reason: 'wrong_password', emailSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
      expect.objectContaining({ event: 'login_failed', reason: 'unknown_email', emailSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
      expect.objectContaining({ event: 'login_succeeded', accountId, email }),
      expect.objectContaining({ event: 'plan_changed', accountId, email, plan: 'pro', limit: 500 }),
      expect.objectContaining({ event: 'admin_command', command: 'set-plan', via: 'admin-listener', outcome: 'ok', email, plan: 'pro', limit: 500 }),
      expect.objectContaining({ event: 'key_created', accountId, keyHash: key.body.hash, keyName: 'laptop' }),
      expect.objectContaining({ event: 'key_revoked', accountId, keyHash: key.body.hash }),
      expect.objectContaining({ event: 'admin_command', command: 'research-key/create', outcome: 'ok', buyer: 'acme', keyHash: researchKey.hash }),
      expect.objectContaining({ event: 'admin_command', command: 'research-key/revoke', outcome: 'key_not_found' }),
      expect.objectContaining({ event: 'admin_rejected', command: '/admin/set-plan' }),
      expect.objectContaining({ event: 'logout', accountId }),
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ audit: true, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    }

    const text = await readFile(auditLog, 'utf8');
    const sessionTokens = [signupCookie, cookie].map((c) => c.slice('sid='.length));
    for (const secret of [PASSWORD, wrongPassword, typedSecret, key.body.key, researchKey.key, adminToken, 'forged-admin-token', ...sessionTokens]) {
      expect(text).not.toContain(secret);
    }
  });

  it('records a throttled login', async () => {
    const { email } = await signup(server.base);
    for (let i = 0; i < 10; i++) await call(server.base, 'POST', '/api/auth/login', { json: { email, password: `wrong password ${i}` } });
    expect((await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } })).status).toBe(429);
    const lines = (await auditLines()).filter((l) => l.event === 'login_throttled');
    expect(lines.at(-1)).toMatchObject({ event: 'login_throttled', emailSha256: expect.stringMatching(/^[0-9a-f]{64}$/), retryAfter: expect.any(String) });
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
  });
});
