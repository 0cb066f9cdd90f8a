// A small HTTP client for the tests: JSON in, status + headers + parsed body out, cookies by hand.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  base: string,
  method: string,
  url: string,
  options: { json?: unknown; body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${url}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

let counter = 0;
export const uniqueEmail = () => `user${process.pid}.${Date.now()}.${counter++}@example.com`;
export const PASSWORD = 'correct horse battery staple';

/** Signs up and returns the `Cookie` header value of the new session. */
export async function signup(base: string, email = uniqueEmail()): Promise<{ email: string; cookie: string }> {
  const answer = await call(base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } });
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${answer.text}`);
  const setCookie = answer.headers.get('set-cookie')!;
  return { email, cookie: setCookie.split(';')[0]! };
}

/** Changes a plan through the running instance's admin listener, as the CLI does. */
export async function setPlan(dataDir: string, email: string, plan: string, limit: number | null = null): Promise<void> {
  const { url, token } = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8'));
  const response = await fetch(`${url}/admin/set-plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, plan, limit }),
  });
  if (!response.ok) throw new Error(`set-plan failed: ${response.status} ${await response.text()}`);
}

/** An account on `plan` with one fresh key. */
export async function accountWithKey(
  base: string,
  dataDir: string,
  plan = 'pro',
  limit: number | null = null,
): Promise<{ email: string; cookie: string; key: string; hash: string }> {
  const user = await signup(base);
  await setPlan(dataDir, user.email, plan, limit);
  const created = await call(base, 'POST', '/api/v1/keys', { json: { name: 'test' }, headers: { cookie: user.cookie } });
  if (created.status !== 201) throw new Error(`key creation failed: ${created.status} ${created.text}`);
  return { ...user, key: created.body.key, hash: created.body.hash };
}

export const runTool = (base: string, key: string, tool: unknown, inputs?: unknown, headers: Record<string, string> = {}) =>
  call(base, 'POST', '/api/v1/tools', {
    json: inputs === undefined ? { tool } : { tool, inputs },
    headers: { 'x-api-key': key, ...headers },
  });
