// POST /api/v1/tools end to end: every documented error row, the window, headers, and the seed tools.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool, setPlan } from '../helpers/client.ts';
import { manualClock, startTestServer, type TestServer } from '../helpers/server.ts';

const HOUR = 3_600_000;
let server: TestServer;
const clock = manualClock(Date.now());

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const proKey = () => accountWithKey(server.base, server.config.dataDir, 'pro');

describe('authentication and plan', () => {
  it('answers 401 missing_api_key without a key', async () => {
    const answer = await call(server.base, 'POST', '/api/v1/tools', { json: { tool: 'word-counter', inputs: { text: 'x' } } });
    expect([answer.status, answer.body.error]).toEqual([401, 'missing_api_key']);
    expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it.each(['svc_123', 'svc_' + 'G'.repeat(32), 'svc_' + 'A'.repeat(32), 'key_' + '0'.repeat(32), 'svc_' + '0'.repeat(32)])(
    'answers 401 invalid_api_key for %s',
    async (key) => {
      const answer = await runTool(server.base, key, 'word-counter', { text: 'x' });
      expect([answer.status, answer.body.error]).toEqual([401, 'invalid_api_key']);
    },
  );

  it('accepts the key as a Bearer token too', async () => {
    const { key } = await proKey();
    const answer = await call(server.base, 'POST', '/api/v1/tools', {
      json: { tool: 'word-counter', inputs: { text: 'one two' } },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses the key of an account moved back to Free with 403 plan_required', async () => {
    const { email, key } = await proKey();
    await setPlan(server.config.dataDir, email, 'free');
    const answer = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect([answer.status, answer.body.error]).toEqual([403, 'plan_required']);
    expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('request body', () => {
  let key: string;
  beforeAll(async () => {
    ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business'));
  });

  const post = (body: string, contentType = 'application/json') =>
    call(server.base, 'POST', '/api/v1/tools', { body, headers: { 'x-api-key': key, 'content-type': contentType } });

  it.each([
    ['{"tool": "word-counter",', 400, 'invalid_json'],
    ['', 400, 'invalid_json'],
    ['{}', 400, 'missing_tool'],
    ['{"tool": 42}', 400, 'missing_tool'],
    ['{"tool": null}', 400, 'missing_tool'],
    ['[]', 400, 'missing_tool'],
    ['"word-counter"', 400, 'missing_tool'],
    ['{"tool": "word-counter", "inputs": []}', 400, 'invalid_inputs'],
    ['{"tool": "word-counter", "inputs": "text"}', 400, 'invalid_inputs'],
    ['{"tool": "word-counter", "inputs": null}', 400, 'invalid_inputs'],
    ['{"tool": "no-such-tool"}', 404, 'unknown_tool'],
    ['{"tool": "word-counter", "inputs": {}}', 400, 'invalid_tool_input'],
    ['{"tool": "word-counter", "inputs": {"text": 5}}', 400, 'invalid_tool_input'],
    ['{"tool": "word-counter", "inputs": {"text": "x", "extra": 1}}', 400, 'invalid_tool_input'],
    ['{"tool": "json-formatter", "inputs": {"json": "{nope"}}', 422, 'tool_error'],
    ['{"tool": "json-formatter", "inputs": {"json": "[]", "indent": 11}}', 400, 'invalid_tool_input'],
    ['{"tool": "base64-encoder", "inputs": {"text": "%%%", "mode": "decode"}}', 422, 'tool_error'],
    ['{"tool": "base64-encoder", "inputs": {"text": "/w==", "mode": "decode"}}', 422, 'tool_error'],
    ['{"tool": "hash-generator", "inputs": {"text": "x", "algorithm": "crc32"}}', 400, 'invalid_tool_input'],
  ])('%s → %i %s', async (body, status, error) => {
    const answer = await post(body);
    expect([answer.status, answer.body.error]).toEqual([status, error]);
    expect(typeof answer.body.message).toBe('string');
    expect(answer.body.requestId).toBe(answer.headers.get('x-request-id'));
    expect(answer.headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it('says where tool inputs are wrong', async () => {
    const answer = await post('{"tool": "json-formatter", "inputs": {"json": 1, "indent": -1, "colour": "red"}}');
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { path: '/inputs/json', message: 'must be string' },
        { path: '/inputs/indent', message: 'must be >= 0' },
        { path: '/inputs/colour', message: 'is not a known property' },
      ]),
    );
  });

  it('suggests close slugs for an unknown tool', async () => {
    const answer = await post('{"tool": "word-count"}');
    expect(answer.body.suggestions[0]).toBe('word-counter');
    const huge = await post(JSON.stringify({ tool: 'x'.repeat(100_000) }));
    expect([huge.status, huge.body.suggestions]).toEqual([404, []]);
  });

  it('answers 415 without a JSON content type', async () => {
    const answer = await post('{"tool":"word-counter","inputs":{"text":"x"}}', 'text/plain');
    expect([answer.status, answer.body.error]).toEqual([415, 'unsupported_media_type']);
    const charset = await post('{"tool":"word-counter","inputs":{"text":"x"}}', 'application/json; charset=utf-8');
    expect(charset.status).toBe(200);
  });

  it('answers 413 for a body over 1 MiB and keeps serving', async () => {
    const answer = await post(JSON.stringify({ tool: 'word-counter', inputs: { text: 'a '.repeat(600_000) } }));
    expect([answer.status, answer.body.error]).toEqual([413, 'payload_too_large']);
    const justUnder = await post(JSON.stringify({ tool: 'hash-generator', inputs: { text: 'a'.repeat(1_000_000) } }));
    expect(justUnder.status).toBe(200);
    expect(justUnder.body.result.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('survives hostile JSON: deep nesting, huge numbers, lone surrogates', async () => {
    const deep = await post(`{"tool":"json-formatter","inputs":{"json":${JSON.stringify('['.repeat(100_000) + ']'.repeat(100_000))}}}`);
    expect([422, 200]).toContain(deep.status);
    const deepBody = await post(`{"tool":"word-counter","inputs":{"text":"x","n":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`);
    expect(deepBody.status).toBeLessThan(500);
    const huge = await post('{"tool":"json-formatter","inputs":{"json":"1e999999","indent":1e400}}');
    expect(huge.status).toBe(400);
    const surrogate = await post('{"tool":"hash-generator","inputs":{"text":"\\ud800"}}');
    expect(surrogate.status).toBe(200);
  });

  it('survives a client that disconnects mid-body', async () => {
    const port = Number(new URL(server.base).port);
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/tools HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-api-key: ${key}\r\nContent-Length: 5000\r\n\r\n{"tool":`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    const after = await runTool(server.base, key, 'word-counter', { text: 'still here' });
    expect(after.status).toBe(200);
  });
});

describe('success envelope', () => {
  it('carries result, usage, meta, the rate-limit headers and X-Request-Id', async () => {
    const { key } = await proKey();
    const answer = await runTool(server.base, key, 'word-counter', { text: 'Hello world. How are you?\n\nFine!' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      tool: 'word-counter',
      result: { words: 6, characters: 32, sentences: 3, paragraphs: 2 },
      usage: { remaining: 99, limit: 100, resetAt: new Date(clock() + HOUR).toISOString() },
      meta: { apiVersion: 'v1', timestamp: new Date(clock()).toISOString() },
    });
    expect(answer.body.meta.requestId).toBe(answer.headers.get('x-request-id'));
    expect(answer.body.meta.durationMs).toBeGreaterThanOrEqual(0);
    expect(answer.headers.get('x-ratelimit-limit')).toBe('100');
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(answer.headers.get('x-ratelimit-reset')).toBe(answer.body.usage.resetAt);
    expect(answer.body.usage.resetAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('runs every example of the seed tools', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'business');
    // The four tools SEED.md names; every other tool's examples run in tool-examples.test.ts.
    for (const slug of ['word-counter', 'json-formatter', 'base64-encoder', 'hash-generator']) {
      const tool = server.app.tools.get(slug)!;
      for (const example of tool.definition.examples) {
        const answer = await runTool(server.base, key, tool.definition.slug, example.inputs);
        expect([tool.definition.slug, answer.status, answer.body.result]).toEqual([tool.definition.slug, 200, example.result]);
      }
    }
  });

  it('applies input defaults', async () => {
    const { key } = await proKey();
    expect((await runTool(server.base, key, 'hash-generator', { text: 'abc' })).body.result.algorithm).toBe('sha256');
    expect((await runTool(server.base, key, 'base64-encoder', { text: 'hi' })).body.result.output).toBe('aGk=');
    expect((await runTool(server.base, key, 'json-formatter', { json: '[1]' })).body.result.formatted).toBe('[\n  1\n]');
  });
});

describe('sliding window', () => {
  it('gives Pro 100 requests an hour: the 101st is 429 with retryAfter and Retry-After, and the window slides', async () => {
    const { key } = await proKey();
    const start = clock();
    for (let i = 0; i < 100; i++) {
      const answer = await runTool(server.base, key, 'word-counter', { text: 'x' });
      expect(answer.body.usage.remaining).toBe(99 - i);
      clock.advance(1_000);
    }
    const refused = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limit_exceeded');
    expect(refused.body.retryAfter).toBe(new Date(start + HOUR).toISOString());
    expect(refused.headers.get('retry-after')).toBe(String(Math.ceil((start + HOUR - clock()) / 1000)));
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe(refused.body.retryAfter);

    clock.set(start + HOUR);
    const freed = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(freed.status).toBe(200);
    expect(freed.body.usage).toMatchObject({ remaining: 0, resetAt: new Date(start + 1_000 + HOUR).toISOString() });
  });

  it('counts failed runs too, once past the key and plan checks', async () => {
    const { key } = await proKey();
    await runTool(server.base, key, 'no-such-tool');
    await call(server.base, 'POST', '/api/v1/tools', { body: '{bad', headers: { 'x-api-key': key, 'content-type': 'application/json' } });
    const answer = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(answer.body.usage.remaining).toBe(97);
  });

  it('reports 1,000 for Business and the override of set-plan --limit', async () => {
    const business = await accountWithKey(server.base, server.config.dataDir, 'business');
    const answer = await runTool(server.base, business.key, 'word-counter', { text: 'x' });
    expect(answer.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(answer.body.usage).toMatchObject({ limit: 1000, remaining: 999 });

    await setPlan(server.config.dataDir, business.email, 'business', 5);
    const overridden = await runTool(server.base, business.key, 'word-counter', { text: 'x' });
    expect(overridden.body.usage).toMatchObject({ limit: 5, remaining: 3 });
  });

  it('keeps a separate window per key', async () => {
    const { cookie, key } = await proKey();
    const second = await call(server.base, 'POST', '/api/v1/keys', { json: {}, headers: { cookie } });
    await runTool(server.base, key, 'word-counter', { text: 'x' });
    const answer = await runTool(server.base, second.body.key, 'word-counter', { text: 'x' });
    expect(answer.body.usage.remaining).toBe(99);
  });
});

describe('cross-origin access', () => {
  it('answers preflight for any origin and exposes the rate-limit headers', async () => {
    const preflight = await fetch(`${server.base}/api/v1/tools`, {
      method: 'OPTIONS',
      headers: { origin: 'https://someone.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Api-Key/i);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Mcp-Protocol-Version/);

    const { key } = await proKey();
    const answer = await runTool(server.base, key, 'word-counter', { text: 'x' }, { origin: 'https://someone.example' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining/);
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 not_found and 405 method_not_allowed with X-Request-Id', async () => {
    const missing = await call(server.base, 'GET', '/api/v1/nothing-here');
    expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const wrong = await call(server.base, 'PUT', '/api/v1/keys', { json: {} });
    expect([wrong.status, wrong.body.error]).toEqual([405, 'method_not_allowed']);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST, DELETE');
    const research = await call(server.base, 'DELETE', '/api/research/docs');
    expect([research.status, research.body.error]).toEqual([405, 'method_not_allowed']);
  });
});

describe('catalog', () => {
  it('lists the tools and describes each one', async () => {
    const list = await call(server.base, 'GET', '/api/v1/tools');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(list.body.tools.length);
    expect(list.body.tools.map((t: { slug: string }) => t.slug)).toEqual(
      expect.arrayContaining(['word-counter', 'json-formatter', 'base64-encoder', 'hash-generator']),
    );
    const one = await call(server.base, 'GET', '/api/v1/tools/hash-generator');
    expect(one.body).toMatchObject({ slug: 'hash-generator', category: 'security', heavy: false, timeoutMs: 2000 });
    expect(one.body.inputSchema.properties.algorithm.enum).toContain('sha3-512');
    expect(one.body.examples.length).toBeGreaterThanOrEqual(2);
    const missing = await call(server.base, 'GET', '/api/v1/tools/hash-generater');
    expect([missing.status, missing.body.error, missing.body.suggestions[0]]).toEqual([404, 'unknown_tool', 'hash-generator']);
  });
});
