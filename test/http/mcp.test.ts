// MCP at /mcp end to end with the SDK's own client: listing (paged, filtered, free), the seed tools, the hourly window
// shared with REST, failures as isError results, and the HTTP-level answers (401, 403, 405, JSON-RPC errors, Origin).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool, setPlan, type Answer } from '../helpers/client.ts';
import { occupyShare } from '../helpers/pool.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
const clients: Client[] = [];

beforeAll(async () => {
  // Two threads: an account holds one of them at a time.
  server = await startTestServer({ env: { TOOL_THREADS: '2' } });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

/** An SDK client on /mcp with `headers`; `seen` holds the HTTP headers of the last answer to a POST. */
async function connect(headers: Record<string, string>, path = '/mcp') {
  const seen: { headers: Headers | null } = { headers: null };
  const transport = new StreamableHTTPClientTransport(new URL(`${server.base}${path}`), {
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
    const last = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect(last.status).toBe(200);
    const refused = failure(await client.callTool({ name: 'word-counter', arguments: { text: 'x' } }));
    expect(refused.error).toBe('rate_limit_exceeded');
    // The window's reset: when its oldest call leaves, as the last admitted call reported it, on both paths.
    expect(refused.retryAfter).toBe(last.body.usage.resetAt);
    const rest = await runTool(server.base, key, 'word-counter', { text: 'x' });
    expect([rest.status, rest.body.retryAfter]).toEqual([429, last.body.usage.resetAt]);
    expect((await client.listTools()).tools.length).toBe(100);
  });

  it("answers isError service_busy with retryAfter when the account's heavy runs fill its backlog (REST answers 503 too)", async () => {
    const { client, key } = await keyed('business');
    // One run on the account's thread and 16 waiting: its backlog is full.
    const { answers } = await occupyShare(server, key, 16);
    const refused = failure(await client.callTool({ name: 'regex-tester', arguments: { pattern: 'b+', text: 'abbbc' } }));
    expect([refused.error, refused.message]).toEqual(['service_busy', expect.stringContaining('too many heavy tool runs waiting')]);
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(refused.retryAfter).toMatch(instant);
    const rest = await runTool(server.base, key, 'regex-tester', { pattern: 'b+', text: 'abbbc' });
    expect([rest.status, rest.body.error, rest.headers.get('retry-after')]).toEqual([503, 'service_busy', expect.stringMatching(/^[1-9]\d*$/)]);
    // Both name the moment to try again (its distance from now is the Retry-After header's; no clock read here).
    expect(rest.body.retryAfter).toMatch(instant);
    const [catastrophic, ...waited] = await answers;
    expect(catastrophic!.body.error).toBe('tool_timeout');
    expect(waited.map((answer) => answer.status)).toEqual(Array(16).fill(200));
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

describe('a server per category (/mcp/{category})', () => {
  it("lists that category's tools in one page and calls them, counted in the key's one window", async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const catalog = await call(server.base, 'GET', '/api/v1/tools');
    for (const { id } of catalog.body.categories as Array<{ id: string }>) {
      const { client } = await connect({ 'x-api-key': key }, `/mcp/${id}`);
      const listed = await client.listTools();
      const expected = catalog.body.tools.filter((t: { category: string }) => t.category === id).map((t: { slug: string }) => t.slug);
      // Within Gemini's mcpToTool (the first 100 tools of a server) and OpenAI's 128 a request: one page, no cursor.
      expect([id, listed.tools.map((t) => t.name), listed.nextCursor]).toEqual([id, expected, undefined]);
      expect(expected.length).toBeLessThanOrEqual(100);
      expect(client.getServerVersion()?.name).toBe(`tool-research-service-${id}`);
    }
    const { client, seen } = await connect({ 'x-api-key': key }, '/mcp/text');
    const counted = await client.callTool({ name: 'word-counter', arguments: { text: 'one two' } });
    expect(counted.structuredContent).toEqual({ words: 2, characters: 7, sentences: 1, paragraphs: 1 });
    expect(seen.headers!.get('x-ratelimit-remaining')).toBe('99');
    // Another category's tool is unknown here, naming where it is; the call counted as an unknown tool does.
    const elsewhere = failure(await client.callTool({ name: 'hash-generator', arguments: { text: 'x', algorithm: 'sha256' } }));
    expect([elsewhere.error, elsewhere.message]).toEqual(['unknown_tool', expect.stringContaining('is a security tool; this server has the text tools only')]);
    expect(seen.headers!.get('x-ratelimit-remaining')).toBe('98');
    expect((await runTool(server.base, key, 'word-counter', { text: 'x' })).body.usage.remaining).toBe(97);
  });
});

/** A GET with another Host header (fetch cannot send one; node:http can), its body parsed as JSON. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }));
    })
      .on('error', reject)
      .end();
  });
}

describe('discovery: server cards, the MCP Catalog and the registry\'s server.json', () => {
  it('lists every server in /.well-known/mcp/catalog.json; each card names a remote that answers as a server with that many tools', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const catalog = await call(server.base, 'GET', '/.well-known/mcp/catalog.json');
    expect([catalog.status, catalog.headers.get('access-control-allow-origin'), catalog.body.specVersion]).toEqual([200, '*', 'draft']);
    const { body: tools } = await call(server.base, 'GET', '/api/v1/tools');
    expect(catalog.body.entries).toHaveLength(1 + tools.categories.length);
    const host = new URL(server.base).host;
    for (const entry of catalog.body.entries) {
      expect(entry).toMatchObject({ type: 'application/mcp-server-card+json', identifier: expect.stringMatching(new RegExp(`^urn:air:${host}:tools`)) });
      const card = await call(server.base, 'GET', new URL(entry.url).pathname, { headers: { accept: 'application/mcp-server-card+json' } });
      expect([card.status, card.headers.get('content-type')]).toEqual([200, 'application/mcp-server-card+json']);
      expect(card.body.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
      expect(card.body.description.length).toBeLessThanOrEqual(100);
      const [remote] = card.body.remotes;
      expect(remote).toMatchObject({ type: 'streamable-http', headers: [{ name: 'x-api-key', isRequired: true, isSecret: true }] });
      const { client } = await connect({ 'x-api-key': key }, new URL(remote.url).pathname);
      const listed = (await client.listTools()).tools.length;
      const category = tools.categories.find((c: { id: string }) => remote.url.endsWith(`/mcp/${c.id}`));
      expect([remote.url, listed]).toEqual([remote.url, category ? category.count : 100]);
      expect(card.body.description).toContain(String(category ? category.count : tools.count));
    }
    expect((await call(server.base, 'GET', '/mcp/astrology/server-card')).status).toBe(404);
  });

  it("gives the registry's server.json of the whole server, named from the public host", async () => {
    const answer = await getWithHost('/mcp/server.json', 'tools.example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      name: 'com.example.tools/tools',
      version: '1.0.0',
      remotes: [{ type: 'streamable-http', url: expect.stringMatching(/^https?:\/\/tools\.example\.com\/mcp$/), headers: [{ name: 'x-api-key', isSecret: true }] }],
    });
    expect(answer.body.remotes[0].supportedProtocolVersions).toBeUndefined();
  });

  it('answers any Host the service accepts, even one no URL parser takes, with a registry-shaped name', async () => {
    for (const host of ['999.999.999.999:99999', '[:::]', 'a..b', '-', 'TOOLS.Example.COM:8443']) {
      for (const path of ['/mcp/server.json', '/mcp/units/server-card', '/.well-known/mcp/catalog.json']) {
        const answer = await getWithHost(path, host);
        expect([host, path, answer.status]).toEqual([host, path, 200]);
        if (answer.body.name) expect(answer.body.name, host).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
      }
    }
    expect((await getWithHost('/mcp/server.json', 'TOOLS.Example.COM:8443')).body.name).toBe('com.example.tools/tools');
  });
});

describe('names as frameworks spell them', () => {
  it('runs a tool called by its slug with _ for - (the OpenAI Agents SDK), in camel case or by title; the answer names the slug', async () => {
    const { client, key } = await keyed('business');
    for (const name of ['word_counter', 'wordCounter', 'Word Counter', 'WORD-COUNTER']) {
      const result = await client.callTool({ name, arguments: { text: 'one two' } });
      expect([name, result.isError ?? false, result.structuredContent, result._meta]).toEqual([
        name,
        false,
        { words: 2, characters: 7, sentences: 1, paragraphs: 1 },
        { tool: 'word-counter' },
      ]);
    }
    // The canonical name carries no _meta.
    expect((await client.callTool({ name: 'word-counter', arguments: { text: 'x' } }))._meta).toBeUndefined();
    const rest = await runTool(server.base, key, 'expression_evaluator', { expression: '2 + 3' });
    expect([rest.status, rest.body.tool]).toEqual([200, 'expression-evaluator']);
    const page = await call(server.base, 'GET', '/api/v1/tools/expression_evaluator');
    expect([page.status, page.body.slug]).toEqual([200, 'expression-evaluator']);
    // A name that is no spelling of a slug stays unknown.
    expect(failure(await client.callTool({ name: 'word__counterx', arguments: { text: 'x' } })).error).toBe('unknown_tool');
  });
});

describe('HTTP', () => {
  const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
  const accept = 'application/json, text/event-stream';
  const post = (headers: Record<string, string>, body: string, contentType = 'application/json') =>
    call(server.base, 'POST', '/mcp', { body, headers: { accept, 'content-type': contentType, ...headers } });

  /** A JSON-RPC error answer as [HTTP status, id, code]; its message must be a sentence of ours, not a validation dump. */
  const rpcError = (answer: Answer): unknown[] => {
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const { jsonrpc, id, error } = answer.body ?? {};
    expect(jsonrpc).toBe('2.0');
    expect(typeof error?.message).toBe('string');
    expect(error.message).not.toMatch(/zod|"code"|"path"|invalid_type|Invalid input|\n/i);
    expect(error.message.length).toBeLessThan(300); // the longest names the 17 category ids
    return [answer.status, id, error.code];
  };

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

  it('answers a body that is not JSON with -32700, and one that is not JSON-RPC with -32600 (HTTP 400)', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const batch = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' })));
    const cases: Array<[string, number | string | null, number]> = [
      ['{"jsonrpc": "2.0", "id": 1,', null, ErrorCode.ParseError],
      ['', null, ErrorCode.ParseError],
      ['{"foo":1}', null, ErrorCode.InvalidRequest],
      ['{}', null, ErrorCode.InvalidRequest],
      ['[]', null, ErrorCode.InvalidRequest],
      ['"tools/list"', null, ErrorCode.InvalidRequest],
      ['null', null, ErrorCode.InvalidRequest],
      // Without `jsonrpc: "2.0"`, or with a method, id or params of the wrong kind; the id is echoed where it is one.
      ['{"id":1,"method":"tools/list"}', 1, ErrorCode.InvalidRequest],
      ['{"jsonrpc":"1.0","id":1,"method":"tools/list"}', 1, ErrorCode.InvalidRequest],
      ['{"jsonrpc":"2.0","id":1,"method":7}', 1, ErrorCode.InvalidRequest],
      ['{"jsonrpc":"2.0","id":{},"method":"tools/list"}', null, ErrorCode.InvalidRequest],
      ['{"jsonrpc":"2.0","id":"a","method":"tools/call","params":"word-counter"}', 'a', ErrorCode.InvalidRequest],
      ['{"jsonrpc":"2.0","id":1,"method":"tools/list","extra":true}', 1, ErrorCode.InvalidRequest],
      ['{"jsonrpc":"2.0","id":1}', 1, ErrorCode.InvalidRequest],
      // A batch is refused whole: one bad message, or more than 100.
      [`[${JSON.stringify(rpc)},{"foo":1}]`, null, ErrorCode.InvalidRequest],
      [batch(101), null, ErrorCode.InvalidRequest],
    ];
    for (const [body, id, code] of cases) {
      const answer = await post({ 'x-api-key': key }, body);
      expect([body.slice(0, 60), ...rpcError(answer)]).toEqual([body.slice(0, 60), 400, id, code]);
    }
    expect((await post({ 'x-api-key': key }, batch(100))).status).toBe(200);
  });

  it('keeps 413 and 415 (and 401) as HTTP refusals with the service\'s error envelope', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const cases: Array<[Record<string, string>, string, string, number, string]> = [
      [{ 'x-api-key': key }, JSON.stringify(rpc), 'text/plain', 415, 'unsupported_media_type'],
      [{ 'x-api-key': key }, JSON.stringify({ ...rpc, params: { pad: 'x'.repeat(1_100_000) } }), 'application/json', 413,
        'payload_too_large'],
      [{}, 'not json', 'application/json', 401, 'missing_api_key'],
    ];
    for (const [headers, body, contentType, status, error] of cases) {
      const answer = await post(headers, body, contentType);
      expect([answer.status, answer.body.error]).toEqual([status, error]);
    }
    // The transport's own refusal: an Accept without text/event-stream is 406 (a JSON-RPC error, as the SDK answers it).
    const notAcceptable = await call(server.base, 'POST', '/mcp', {
      json: rpc,
      headers: { 'x-api-key': key, accept: 'application/json' },
    });
    expect([notAcceptable.status, notAcceptable.body.error.code]).toEqual([406, -32000]);
  });

  it('answers bad params with -32602 and a short message of its own (never a validation dump), on both paths', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'business');
    const send = (method: string, params?: unknown) =>
      post({ 'x-api-key': key }, JSON.stringify({ jsonrpc: '2.0', id: 7, method, ...(params === undefined ? {} : { params }) }));
    const sdkPath = { _meta: { progressToken: 1 } }; // `_meta` sends a tools/call through the SDK's Server
    const cases: Array<[string, unknown]> = [
      ['tools/call', {}],
      ['tools/call', undefined],
      ['tools/call', { arguments: { text: 'x' } }],
      ['tools/call', { name: 5, arguments: { text: 'x' } }],
      ['tools/call', { name: 'word-counter', arguments: 'text' }],
      ['tools/call', { name: 'word-counter', arguments: ['text'] }],
      ['tools/call', { name: 'word-counter', arguments: null }],
      ['tools/call', { ...sdkPath }],
      ['tools/call', { ...sdkPath, name: 'word-counter', arguments: 'text' }],
      ['tools/call', { name: 'word-counter', arguments: { text: 'x' }, _meta: 5 }],
      ['tools/call', ['word-counter', { text: 'x' }]],
      ['tools/list', { cursor: 5 }],
      ['tools/list', { cursor: 'not-a-cursor' }],
      ['tools/list', { _meta: { category: 'astrology' } }],
      ['initialize', {}],
      ['ping', { _meta: [] }],
    ];
    for (const [method, params] of cases) {
      const answer = await send(method, params);
      const label = `${method} ${JSON.stringify(params)}`;
      expect([label, ...rpcError(answer)]).toEqual([label, 200, 7, ErrorCode.InvalidParams]);
    }
    expect((await send('tools/call', { name: 'word-counter', arguments: 'text' })).body.error.message).toContain('"arguments"');
    expect((await send('tools/call', {})).body.error.message).toContain('"name"');
    expect((await send('tools/list', { _meta: { category: 'astrology' } })).body.error.message).toMatch(/^Invalid params: _meta\.category must be one of: /);
    // None of them counted against the window: the next call has all but one left.
    const counted = await send('tools/call', { name: 'word-counter', arguments: { text: 'x' } });
    expect(counted.headers.get('x-ratelimit-remaining')).toBe('999');
  });

  it('answers each request of a batch on its own: -32602 for bad params beside the others\' results', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const good = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'word-counter', arguments: { text: 'a b' } } };
    const bad = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'word-counter', arguments: 'a b' } };
    const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };
    const answer = await post({ 'x-api-key': key }, JSON.stringify([good, bad, notification]));
    expect(answer.status).toBe(200);
    const byId = Object.fromEntries((answer.body as Array<{ id: number }>).map((response) => [response.id, response]));
    expect(Object.keys(byId).sort()).toEqual(['1', '2']);
    expect(byId[1]).toMatchObject({ result: { structuredContent: { words: 2 } } });
    expect(byId[2]).toMatchObject({ error: { code: ErrorCode.InvalidParams } });
    // Only bad requests (and notifications): the errors alone, still as a batch.
    const onlyBad = await post({ 'x-api-key': key }, JSON.stringify([bad, notification]));
    const refusedAlone = expect.objectContaining({ id: 2, error: expect.objectContaining({ code: ErrorCode.InvalidParams }) });
    expect([onlyBad.status, onlyBad.body]).toEqual([200, [refusedAlone]]);
  });

  it('refuses a foreign Origin with 403 (a JSON-RPC error, id null); admits none and its own', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro');
    const { hostname, port } = new URL(server.base);
    for (const origin of ['http://evil.example', 'null', `http://${hostname}:${Number(port) + 1}`, `http://localhost:${port}`]) {
      const answer = await post({ 'x-api-key': key, origin }, JSON.stringify(rpc));
      expect([origin, ...rpcError(answer)]).toEqual([origin, 403, null, -32000]);
    }
    const admitted: Array<Record<string, string>> = [{}, { origin: server.base }, { origin: `https://${hostname}:${port}` }];
    for (const headers of admitted) {
      const answer = await post({ 'x-api-key': key, ...headers }, JSON.stringify(rpc));
      expect([headers, answer.status, answer.body.result?.tools?.length]).toEqual([headers, 200, 100]);
    }
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
