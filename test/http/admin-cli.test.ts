// `npm run admin -- set-plan`: through the admin listener while the service runs, on the stores when it does not.
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { call, signup } from '../helpers/client.ts';
import { startTestServer, tempDir } from '../helpers/server.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

async function admin(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, REDIS_URL: '' },
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
