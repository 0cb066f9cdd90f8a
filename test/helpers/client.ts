// A small HTTP client for the tests: JSON in, status + headers + parsed body out, cookies by hand.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
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

/**
 * `call` from another client address: the socket is bound to `localAddress` (e.g. 127.0.0.2; Linux routes all of
 * 127/8 to loopback), so the server sees the request come from there. fetch cannot choose its local address.
 */
export function callFrom<T = any>(
  localAddress: string,
  base: string,
  method: string,
  url: string,
  options: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        let parsed: unknown = undefined;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode!, headers: answerHeaders, body: parsed as T, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
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
