// MCP at /mcp end to end with the SDK's own client: listing (paged, filtered, free), the seed tools, the hourly window
// shared with REST, failures as isError results, and the HTTP-level answers (401, 403, 405, malformed bodies).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool, setPlan } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

/** An SDK client on /mcp with `headers`; `seen` holds the HTTP headers of the last answer to a POST. */
async function connect(headers: Record<string, string>) {
  const seen: { headers: Headers | null } = { headers: null };
  const transport = new StreamableHTTPClientTransport(new URL(`${server.base}/mcp`), {
    requestInit: { headers },
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      if (init?.method === 'POST') seen.headers = response.headers;
      return response;
    },
  });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return { client, seen };
}

const keyed = async (plan = 'pro', limit: number | null = null) => {
  const account = await accountWithKey(server.base, server.config.dataDir, plan, limit);
  return { ...account, ...(await connect({ 'x-api-key': account.key })) };
};

/** The error envelope an isError result carries as its text. */
function failure(answer: unknown): { error: string; message: string; details?: unknown[]; retryAfter?: string; suggestions?: string[] } {
  const result = CallToolResultSchema.parse(answer);
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const [first] = result.content;
  if (first?.type !== 'text') throw new Error('an isError result without text');
  return JSON.parse(first.text);
}

const rpcCode = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof McpError ? error.code : error;
};

describe('tools/list', () => {
  it('lists every tool of the catalog, 100 a page, without counting against the window', async () => {
    const { client, key } = await keyed();
    const tools: Tool[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listTools(cursor === undefined ? {} : { cursor });
      expect(page.tools.length).toBeLessThanOrEqual(100);
      tools.push(...page.tools);
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== undefined);

    const catalog = await call(server.base, 'GET', '/api/v1/tools');
    expect(tools.length).toBe(catalog.body.count);
    expect(pages).toBe(Math.ceil(catalog.body.count / 100));
    expect(tools.map((t) => t.name)).toEqual(catalog.body.tools.map((t: { slug: string }) => t.slug));

    const wordCounter = tools.find((t) => t.name === 'word-counter')!;
    const definition = server.app.tools.get('word-counter')!.definition;
    expect(wordCounter).toMatchObject({ title: definition.name, description: definition.description, outputSchema: definition.outputSchema });
    expect(wordCounter.inputSchema).toMatchObject({ type: 'object', additionalProperties: false, required: ['text'] });

    // Listing was free: the key's first counted request has the whole window left but one.
    const rest = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(rest.body.usage).toMatchObject({ remaining: 99, limit: 100 });
  });

  it('filters by category in _meta', async () => {
    const { client } = await keyed();
    const catalog = await call(server.base, 'GET', '/api/v1/tools');
    const categories: Array<{ id: string; count: number }> = catalog.body.categories;
    for (const { id, count } of categories) {
      const page = await client.listTools({ _meta: { category: id } });
      const expected = catalog.body.tools.filter((t: { category: string }) => t.category === id).map((t: { slug: string }) => t.slug);
      expect(page.tools.map((t) => t.name)).toEqual(expected.slice(0, 100));
      expect(page.nextCursor === undefined).toBe(count <= 100);
    }
  });

  it('answers -32602 for an unknown category or a cursor it did not give out', async () => {
    const { client } = await keyed();
    const first = await client.listTools();
    expect(await rpcCode(client.listTools({ _meta: { category: 'astrology' } }))).toBe(ErrorCode.InvalidParams);
    expect(await rpcCode(client.listTools({ _meta: { category: 7 } }))).toBe(ErrorCode.InvalidParams);
    expect(await rpcCode(client.listTools({ cursor: 'not-a-cursor' }))).toBe(ErrorCode.InvalidParams);
    expect(await rpcCode(client.listTools({ cursor: Buffer.from('{"after":1}').toString('base64url') }))).toBe(ErrorCode.InvalidParams);
    // The cursor of the unfiltered listing under a category filter: refused rather than mixed.
    expect(await rpcCode(client.listTools({ cursor: first.nextCursor!, _meta: { category: 'math' } }))).toBe(ErrorCode.InvalidParams);
  });
});

describe('tools/call', () => {
  it('runs the four seed tools as REST does: structuredContent is the result, the text its JSON', async () => {
    const { client, key } = await keyed('business');
    const calls: Array<[string, Record<string, unknown>]> = [
      ['word-counter', { text: 'Hello world. How are you?\n\nFine!' }],
      ['json-formatter', { json: '{"a":[1,2]}', indent: 4 }],
      ['base64-encoder', { text: 'hello', mode: 'encode' }],
      ['hash-generator', { text: 'hello', algorithm: 'sha256' }],
    ];
    for (const [name, args] of calls) {
      const result = await client.callTool({ name, arguments: args });
      const rest = await runTool(server.base, key, name, args);
      expect([name, result.isError ?? false, result.structuredContent]).toEqual([name, false, rest.body.result]);
      expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(rest.body.result) }]);
    }
    const counted = await client.callTool({ name: 'word-counter', arguments: { text: 'one two' } });
    expect(counted.structuredContent).toEqual({ words: 2, characters: 7, sentences: 1, paragraphs: 1 });
  });

  it('shares the hourly window with REST: remaining goes down across both', async () => {
    const { client, key, seen } = await keyed();
    const first = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(first.body.usage.remaining).toBe(99);
    await client.callTool({ name: 'word-counter', arguments: { text: 'x' } });
    expect(seen.headers!.get('x-ratelimit-remaining')).toBe('98');
    expect(seen.headers!.get('x-ratelimit-limit')).toBe('100');
    await client.callTool({ name: 'no-such-tool', arguments: {} }); // counted, as an unknown tool is over REST
    const last = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(last.body.usage.remaining).toBe(96);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('96');
  });

  it('answers isError rate_limit_exceeded past the limit (REST refused too); listing stays free', async () => {
    const { client, key } = await keyed('pro', 3);
    for (let i = 0; i < 2; i++) expect((await client.callTool({ name: 'word-counter', arguments: { text: 'x' } })).isError).toBeFalsy();
    expect((await runTool(server.base, key, 'word-counter', { text: 'x' })).status).toBe(200);
    const refused = failure(await client.callTool({ name: 'word-counter', arguments: { text: 'x' } }));
    expect(refused.error).toBe('rate_limit_exceeded');
    expect(Date.parse(refused.retryAfter!)).toBeGreaterThan(Date.now());
    expect((await runTool(server.base, key, 'word-counter', { text: 'x' })).status).toBe(429);
    expect((await client.listTools()).tools.length).toBe(100);
  });

  it('answers isError with the REST codes for bad inputs, unknown tools and tool refusals', async () => {
    const { client } = await keyed('business');
    const badInput = failure(await client.callTool({ name: 'word-counter', arguments: { text: 5, extra: 1 } }));
    expect(badInput.error).toBe('invalid_tool_input');
    expect(badInput.details).toEqual(
      expect.arrayContaining([
        { path: '/inputs/text', message: 'must be string' },
        { path: '/inputs/extra', message: 'is not a known property' },
      ]),
    );
    expect(failure(await client.callTool({ name: 'word-counter' })).error).toBe('invalid_tool_input');
    const unknown = failure(await client.callTool({ name: 'word-count', arguments: { text: 'x' } }));
    expect([unknown.error, unknown.suggestions?.[0]]).toEqual(['unknown_tool', 'word-counter']);
    expect(failure(await client.callTool({ name: 'json-formatter', arguments: { json: '{nope' } })).error).toBe('tool_error');
  });
});

describe('HTTP', () => {
  const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
  const accept = 'application/json, text/event-stream';
  const post = (headers: Record<string, string>, body: string, contentType = 'application/json') =>
    call(server.base, 'POST', '/mcp', { body, headers: { accept, 'content-type': contentType, ...headers } });

  it('answers 401 with the error envelope for a missing or wrong key, and the SDK client fails to connect', async () => {
    const missing = await post({}, JSON.stringify(rpc));
    expect([missing.status, missing.body.error]).toEqual([401, 'missing_api_key']);
    const wrong = await post({ 'x-api-key': `svc_${'0'.repeat(32)}` }, JSON.stringify(rpc));
    expect([wrong.status, wrong.body.error]).toEqual([401, 'invalid_api_key']);
    expect(wrong.body.requestId).toBe(wrong.headers.get('x-request-id'));
    await expect(connect({ 'x-api-key': `svc_${'0'.repeat(32)}` })).rejects.toThrow(/401|invalid_api_key|Unauthorized/i);
  });

  it('takes the key as a Bearer token, and refuses a key whose account lost its plan with 403', async () => {
    const { key, email } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const { client } = await connect({ authorization: `Bearer ${key}` });
    expect((await client.callTool({ name: 'word-counter', arguments: { text: 'a b' } })).structuredContent).toMatchObject({ words: 2 });
    await setPlan(server.config.dataDir, email, 'free');
    const refused = await post({ 'x-api-key': key }, JSON.stringify(rpc));
    expect([refused.status, refused.body.error]).toEqual([403, 'plan_required']);
  });

  it('answers GET and DELETE with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await call(server.base, method, '/mcp', { headers: { accept: 'text/event-stream' } });
      expect([method, answer.status, answer.body.error, answer.headers.get('allow')]).toEqual([method, 405, 'method_not_allowed', 'POST']);
    }
  });

  it('answers malformed bodies with the 4xx envelope, never a 500', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const cases: Array<[string, string, number, string]> = [
      ['{"jsonrpc": "2.0", "id": 1,', 'application/json', 400, 'invalid_json'],
      ['', 'application/json', 400, 'invalid_json'],
      ['{}', 'application/json', 400, 'invalid_body'],
      ['[]', 'application/json', 400, 'invalid_body'],
      ['"tools/list"', 'application/json', 400, 'invalid_body'],
      [JSON.stringify(rpc), 'text/plain', 415, 'unsupported_media_type'],
      [JSON.stringify({ ...rpc, params: { pad: 'x'.repeat(1_100_000) } }), 'application/json', 413, 'payload_too_large'],
    ];
    for (const [body, contentType, status, error] of cases) {
      const answer = await post({ 'x-api-key': key }, body, contentType);
      expect([body.slice(0, 30), answer.status, answer.body.error]).toEqual([body.slice(0, 30), status, error]);
    }
    // The transport's own refusal: an Accept without text/event-stream is 406 (a JSON-RPC error, as the SDK answers it).
    const notAcceptable = await call(server.base, 'POST', '/mcp', {
      json: rpc,
      headers: { 'x-api-key': key, accept: 'application/json' },
    });
    expect([notAcceptable.status, notAcceptable.body.error.code]).toEqual([406, -32000]);
  });

  it('answers a plain JSON-RPC POST (no initialize: the server is stateless) with JSON', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const answer = await post(
      { 'x-api-key': key },
      JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'word-counter', arguments: { text: 'one' } } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: 'a', result: { structuredContent: { words: 1 } } });
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('99');
    const notification = await post({ 'x-api-key': key }, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    expect([notification.status, notification.text]).toEqual([202, '']);
  });

  it("answers a plain tools/call (the server's fast path) exactly as the SDK's Server and transport do", async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'business');
    // `_meta` sends a call through the SDK's Server and transport; without it, the route answers it directly.
    const both = async (params: Record<string, unknown>) => {
      const plain = await post({ 'x-api-key': key }, JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params }));
      const viaSdk = await post(
        { 'x-api-key': key },
        JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { ...params, _meta: { progressToken: 1 } } }),
      );
      expect([plain.status, plain.headers.get('content-type')]).toEqual([viaSdk.status, viaSdk.headers.get('content-type')]);
      // An isError text carries each request's own requestId; the rest must match.
      return [plain.text, viaSdk.text].map((text) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id'));
    };
    for (const params of [
      { name: 'word-counter', arguments: { text: 'one two. three' } },
      { name: 'hash-generator', arguments: { text: 'x' } },
      { name: 'word-counter', arguments: { text: 1 } },
      { name: 'nope' },
      { name: 'word-counter', arguments: 'text' },
    ]) {
      const [plain, viaSdk] = await both(params);
      expect(plain).toBe(viaSdk);
    }
  });
});
