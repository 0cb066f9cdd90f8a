// `npm run admin -- set-plan`: through the admin listener while the service runs, on the stores when it does not.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PASSWORD, call, signup } from '../helpers/client.ts';
import { adminOf } from '../helpers/research.ts';
import { startTestServer, tempDir } from '../helpers/server.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

const admin = (dataDir: string, ...args: string[]) => adminWithEnv({}, dataDir, ...args);

async function adminWithEnv(
  env: Record<string, string>,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, REDIS_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const lastJsonLine = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);

describe('admin set-plan', () => {
  it('works through the running instance, which sees the change at once', async () => {
    const dataDir = await tempDir();
    const server = await startTestServer({ dataDir });
    try {
      const info = await stat(path.join(dataDir, 'admin.json'));
      expect(info.mode & 0o777).toBe(0o600);
      const { email, cookie } = await signup(server.base);

      const result = await admin(dataDir, 'set-plan', email, 'business', '--limit', '2500', '--json');
      expect(result.code).toBe(0);
      expect(lastJsonLine(result.stdout)).toEqual({ email, plan: 'business', hourlyLimit: 2500 });
      const me = await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } });
      expect(me.body).toMatchObject({ plan: 'business', hourlyLimit: 2500 });

      const human = await admin(dataDir, 'set-plan', email, 'pro');
      expect(human.stdout).toContain(`${email} is now on pro (hourly limit per key: 100)`);
    } finally {
      await server.close();
    }
  });

  it('opens the stores itself when no instance runs, and the next start sees the change', async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({ dataDir });
    const { email } = await signup(first.base);
    await first.close();

    const result = await admin(dataDir, 'set-plan', email, 'pro', '--json');
    expect(result.code).toBe(0);
    expect(lastJsonLine(result.stdout)).toEqual({ email, plan: 'pro', hourlyLimit: 100 });

    const second = await startTestServer({ dataDir });
    try {
      const login = await call(second.base, 'POST', '/api/auth/login', { json: { email, password: 'correct horse battery staple' } });
      expect(login.body.plan).toBe('pro');
    } finally {
      await second.close();
    }
  });

  it('refuses a stale admin.json token and reports errors as JSON', async () => {
    const dataDir = await tempDir();
    const server = await startTestServer({ dataDir });
    try {
      const { url } = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8'));
      const forged = await fetch(`${url}/admin/set-plan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer nope' },
        body: JSON.stringify({ email: 'x@example.com', plan: 'pro' }),
      });
      expect(forged.status).toBe(401);

      const unknown = await admin(dataDir, 'set-plan', 'nobody@example.com', 'pro', '--json');
      expect(unknown.code).toBe(1);
      expect(lastJsonLine(unknown.stdout)).toMatchObject({ error: 'account_not_found' });
      const usage = await admin(dataDir, 'set-plan', 'x@example.com', 'platinum');
      expect([usage.code, usage.stderr]).toEqual([1, expect.stringContaining('usage: set-plan')]);
      const badLimit = await admin(dataDir, 'set-plan', 'x@example.com', 'pro', '--limit', '-3');
      expect(badLimit.code).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('admin listener answers', () => {
  it('carry Cache-Control: no-store, above all those with a new key', async () => {
    const dataDir = await tempDir();
    const server = await startTestServer({ dataDir });
    try {
      const listener = await adminOf(dataDir);
      for (const [route, body] of [
        ['/admin/research-key/create', { buyer: 'acme' }],
        ['/admin/ingest-key/create', { name: 'app-1.4' }],
        ['/admin/research-key/list', {}],
      ] as const) {
        const answer = await listener.post(route, body);
        expect([route, answer.status, answer.headers.get('cache-control')]).toEqual([route, 200, 'no-store']);
      }
    } finally {
      await server.close();
    }
  });
});

/** A stranger on a port: records every request and answers 404 (or what `answer` says). */
async function fakeListener(answer: (url: string) => { status: number; body: unknown } = () => ({ status: 404, body: { error: 'not_found' } })) {
  const requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const { status, body: reply } = answer(req.url!);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('a stale admin.json', () => {
  it('never gets the token sent to whatever listens on its port, and the CLI still does its job', async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({ dataDir });
    const { email } = await signup(first.base);
    await first.close();

    // A crashed instance left admin.json behind; another program took its port. Three ways it can look.
    const strangers = [
      await fakeListener(),
      await fakeListener(() => ({ status: 200, body: { proof: 'ab'.repeat(32), email: 'x', plan: 'pro', hourlyLimit: 1 } })),
      await fakeListener(() => ({ status: 200, body: { email: 'x', plan: 'pro', hourlyLimit: 1 } })),
    ];
    const plans = ['pro', 'business', 'free'] as const;
    try {
      for (const [i, stranger] of strangers.entries()) {
        const token = randomBytes(32).toString('hex');
        const pid = i === 0 ? undefined : process.pid; // no pid (older file), or a pid that is alive (reused)
        await writeFile(path.join(dataDir, 'admin.json'), JSON.stringify({ url: stranger.url, token, pid }), { mode: 0o600 });

        const result = await admin(dataDir, 'set-plan', email, plans[i]!, '--json');
        const seen = JSON.stringify(stranger.requests);
        expect(seen).not.toContain(token);
        expect(stranger.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
        expect([result.code, lastJsonLine(result.stdout)]).toEqual([0, { email, plan: plans[i], hourlyLimit: { pro: 100, business: 1000, free: 0 }[plans[i]!] }]);
        expect(result.stderr).toContain('admin.json');
      }
    } finally {
      await Promise.all(strangers.map((s) => s.close()));
    }

    // A file whose writer is gone is not even tried.
    const stranger = await fakeListener();
    try {
      await writeFile(path.join(dataDir, 'admin.json'), JSON.stringify({ url: stranger.url, token: 'secret-token', pid: await deadPid() }));
      const result = await admin(dataDir, 'set-plan', email, 'pro', '--json');
      expect([result.code, lastJsonLine(result.stdout).plan]).toEqual([0, 'pro']);
      expect(stranger.requests).toEqual([]);
    } finally {
      await stranger.close();
    }

    const second = await startTestServer({ dataDir });
    try {
      const login = await call(second.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
      expect(login.body.plan).toBe('pro');
    } finally {
      await second.close();
    }
  });

  it('is replaced by the next start (mode 0600 even over a wider stale file), whose listener the CLI proves and uses', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'admin.json'), JSON.stringify({ url: 'http://127.0.0.1:9', token: 'old' }), { mode: 0o644 });
    const server = await startTestServer({ dataDir });
    try {
      expect((await stat(path.join(dataDir, 'admin.json'))).mode & 0o777).toBe(0o600);
      const written = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8'));
      expect(written).toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{64}$/), pid: process.pid });
      const { email, cookie } = await signup(server.base);
      const result = await admin(dataDir, 'set-plan', email, 'pro', '--json');
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect((await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } })).body.plan).toBe('pro');
    } finally {
      await server.close();
    }
  });
});

describe('audit of the CLI', () => {
  it('records a command run on the stores directly (no instance), without any key', async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({ dataDir });
    const { email } = await signup(first.base);
    await first.close();

    const auditLog = path.join(dataDir, 'audit.log');
    const setPlan = await adminWithEnv({ AUDIT_LOG: auditLog }, dataDir, 'set-plan', email, 'pro', '--limit', '250', '--json');
    expect(setPlan.code).toBe(0);
    const created = await adminWithEnv({ AUDIT_LOG: auditLog }, dataDir, 'research-key', 'create', '--buyer', 'acme', '--json');
    const { key, hash } = lastJsonLine(created.stdout);

    const text = await readFile(auditLog, 'utf8');
    const lines = text.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({ audit: true, event: 'plan_changed', email, plan: 'pro', limit: 250, accountId: expect.any(String) }),
      expect.objectContaining({ audit: true, event: 'admin_command', command: 'set-plan', via: 'cli', outcome: 'ok', email, plan: 'pro' }),
      expect.objectContaining({ audit: true, event: 'admin_command', command: 'research-key/create', via: 'cli', outcome: 'ok', buyer: 'acme', keyHash: hash }),
    ]);
    expect(text).not.toContain(key);
    expect((await stat(auditLog)).mode & 0o777).toBe(0o600);
  });
});
