// GET /api/v1/tools/functions over HTTP (public, cached, ETag, gzip, every tool in every dialect), the way back over
// REST and MCP (what a strict-mode model sends runs as the tool's own inputs), unknown nested inputs refused, and the
// MCP hints as the SDK client lists them.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let key: string;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business'));
  client = new Client({ name: 'functions-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.base}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

/** The raw bytes and headers of a GET (fetch would undo the gzip). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/v1/tools/functions', () => {
  it.each(['openai', 'openai-strict', 'anthropic', 'gemini'])('gives every tool for %s, publicly, with an ETag', async (dialect) => {
    const answer = await call(server.base, 'GET', `/api/v1/tools/functions?dialect=${dialect}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(answer.body.dialect).toBe(dialect);
    expect(answer.body.count).toBe((await call(server.base, 'GET', '/api/v1/tools')).body.count);
    const names =
      dialect === 'gemini'
        ? answer.body.tools[0].functionDeclarations.map((f: { name: string }) => f.name)
        : answer.body.tools.map((t: { name?: string; function?: { name: string } }) => t.name ?? t.function!.name);
    expect(names).toHaveLength(answer.body.count);
    expect(names).toContain('word-counter');
    const again = await call(server.base, 'GET', `/api/v1/tools/functions?dialect=${dialect}`, { headers: { 'if-none-match': answer.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers gzip when accepted, with its own ETag, and the same document inside', async () => {
    const plain = await rawGet('/api/v1/tools/functions?dialect=anthropic', {});
    const zipped = await rawGet('/api/v1/tools/functions?dialect=anthropic', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("gives one category's tools on request", async () => {
    const { body: catalog } = await call(server.base, 'GET', '/api/v1/tools');
    const text = catalog.categories.find((c: { id: string }) => c.id === 'text');
    const answer = await call(server.base, 'GET', '/api/v1/tools/functions?dialect=openai-strict&category=text');
    expect(answer.body.count).toBe(text.count);
    expect(answer.body.tools).toHaveLength(text.count);
    expect(answer.body.tools.map((t: { function: { name: string } }) => t.function.name)).toContain('word-counter');
    expect((await call(server.base, 'GET', '/api/v1/tools/functions?category=nope')).status).toBe(400);
  });

  it('defaults to openai and refuses an unknown dialect or parameter', async () => {
    expect((await call(server.base, 'GET', '/api/v1/tools/functions')).body.dialect).toBe('openai');
    const unknown = await call(server.base, 'GET', '/api/v1/tools/functions?dialect=llama');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_parameter');
    expect((await call(server.base, 'GET', '/api/v1/tools/functions?dialect=openai&x=1')).status).toBe(400);
  });
});

describe('picking tools', () => {
  const namesOf = (body: { dialect: string; tools: any[] }): string[] =>
    body.dialect === 'gemini'
      ? body.tools[0].functionDeclarations.map((f: { name: string }) => f.name)
      : body.tools.map((t: { name?: string; function?: { name: string } }) => t.name ?? t.function!.name);

  it('gives the tools a list names, in its order, in any spelling; the definitions are those of the whole document', async () => {
    const whole = await call(server.base, 'GET', '/api/v1/tools/functions?dialect=openai-strict');
    const byName = new Map(whole.body.tools.map((t: { function: { name: string } }) => [t.function.name, t]));
    const answer = await call(server.base, 'GET', '/api/v1/tools/functions?dialect=openai-strict&tools=word_counter,%20HashGenerator,expression-evaluator,word-counter');
    expect([answer.status, answer.body.count, namesOf(answer.body)]).toEqual([200, 3, ['word-counter', 'hash-generator', 'expression-evaluator']]);
    expect(answer.body.tools).toEqual(['word-counter', 'hash-generator', 'expression-evaluator'].map((name) => byName.get(name)));
    for (const dialect of ['openai', 'anthropic', 'gemini']) {
      const one = await call(server.base, 'GET', `/api/v1/tools/functions?dialect=${dialect}&tools=base64-encoder`);
      expect(namesOf(one.body)).toEqual(['base64-encoder']);
    }
  });

  it('refuses each unknown name by its place in the list, with close slugs, and more than 128 names', async () => {
    const answer = await call(server.base, 'GET', '/api/v1/tools/functions?tools=word-counter,wrd-counter,nothing-like-this-at-all');
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_parameter']);
    expect(answer.body.details).toEqual([
      { path: '/query/tools/1', message: expect.stringMatching(/^No tool is called "wrd-counter"\. \(close: word-counter/) },
      { path: '/query/tools/2', message: 'No tool is called "nothing-like-this-at-all".' },
    ]);
    const many = await call(server.base, 'GET', `/api/v1/tools/functions?tools=${Array(129).fill('word-counter').join(',')}`);
    expect([many.status, many.body.details[0].path]).toEqual([400, '/query/tools']);
  });

  it('searches names and descriptions, best first, within a category or a list, at most limit', async () => {
    const search = async (query: string) => (await call(server.base, 'GET', `/api/v1/tools/functions?${query}`)).body;
    expect(namesOf(await search('q=convert%20temperature&limit=1'))).toEqual(['temperature-converter']);
    expect(namesOf(await search('q=mortgage%20payment&limit=3'))[0]).toBe('mortgage-calculator');
    expect(namesOf(await search('q=hash&category=security&limit=50')).length).toBeGreaterThan(5);
    expect(namesOf(await search('q=hash&category=text'))).not.toContain('hash-generator');
    expect(namesOf(await search('q=hash&tools=word-counter,hash-generator'))).toEqual(['hash-generator']);
    expect(namesOf(await search('q=convertor&limit=128')).every((name) => name.endsWith('-converter') || name.length > 0)).toBe(true);
    expect(namesOf(await search('q=convertor&limit=128'))).toContain('temperature-converter');
    const nothing = await search('q=the%20of%20and&dialect=anthropic');
    expect([nothing.count, nothing.tools]).toEqual([0, []]);
    for (const bad of ['q=', `q=${'x'.repeat(201)}`, 'q=a&limit=0', 'q=a&limit=129', 'tools=']) {
      expect([bad, (await call(server.base, 'GET', `/api/v1/tools/functions?${bad}`)).status]).toEqual([bad, 400]);
    }
  });

  it("gives one tool's definition at /api/v1/tools/{slug}/function, as the whole document has it", async () => {
    for (const dialect of ['openai', 'openai-strict', 'anthropic', 'gemini']) {
      const whole = (await call(server.base, 'GET', `/api/v1/tools/functions?dialect=${dialect}&category=math`)).body;
      const entries = dialect === 'gemini' ? whole.tools[0].functionDeclarations : whole.tools;
      const expected = entries.find((t: { name?: string; function?: { name: string } }) => (t.name ?? t.function!.name) === 'expression-evaluator');
      const one = await call(server.base, 'GET', `/api/v1/tools/expression_evaluator/function?dialect=${dialect}`);
      expect([one.status, one.body]).toEqual([200, { dialect, slug: 'expression-evaluator', definition: expected }]);
    }
    const unknown = await call(server.base, 'GET', '/api/v1/tools/no-such-tool/function');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'unknown_tool']);
    expect((await call(server.base, 'GET', '/api/v1/tools/word-counter/function?dialect=llama')).status).toBe(400);
  });
});

describe('the way back', () => {
  // What a strict-mode model sends for query-string-builder: every property, null for those it leaves out, the params
  // map as {key, value} entries.
  const strict = {
    params: [
      { key: 'q', value: 'a b' },
      { key: 'tag', value: ['x', 'y'] },
    ],
    spaceAs: null,
    arrayFormat: 'brackets',
    skipEmpty: null,
    sortKeys: null,
    base: null,
  };
  const plain = { params: { q: 'a b', tag: ['x', 'y'] }, arrayFormat: 'brackets' };

  it('runs strict-mode arguments over REST as the tool\'s own inputs', async () => {
    const expected = await runTool(server.base, key, 'query-string-builder', plain);
    expect(expected.status).toBe(200);
    const answer = await runTool(server.base, key, 'query-string-builder', strict);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual(expected.body.result);
    expect(answer.body.result.query).toBe('q=a+b&tag%5B%5D=x&tag%5B%5D=y');
  });

  it('runs them over MCP tools/call too', async () => {
    const result = CallToolResultSchema.parse(await client.callTool({ name: 'query-string-builder', arguments: strict }));
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { query: string }).query).toBe('q=a+b&tag%5B%5D=x&tag%5B%5D=y');
  });

  it('names the entry and its rule when an entry list is wrong, over REST and MCP alike', async () => {
    const variables = [{ key: 'x', value: 1 }, { key: 'my var', value: 2 }, { key: 'x', value: 3 }];
    const details = [
      { path: '/inputs/variables/1/key', message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,31}$"' },
      { path: '/inputs/variables/2/key', message: 'duplicate key "x" (entry 0 has it)' },
    ];
    const rest = await runTool(server.base, key, 'expression_evaluator', { expression: 'x', variables });
    expect([rest.status, rest.body.error, rest.body.details]).toEqual([400, 'invalid_tool_input', details]);
    const mcp = CallToolResultSchema.parse(await client.callTool({ name: 'expression_evaluator', arguments: { expression: 'x', variables } }));
    expect(mcp.isError).toBe(true);
    expect(JSON.parse((mcp.content[0] as { text: string }).text)).toMatchObject({ error: 'invalid_tool_input', details });
  });

  it('accepts a map key exactly when the published key schema does (no 400 for arguments valid under it)', async () => {
    const ajv = new Ajv({ strict: false });
    const gemini = (await call(server.base, 'GET', '/api/v1/tools/functions?dialect=gemini&tools=expression-evaluator,gpa-calculator')).body.tools[0].functionDeclarations;
    const keySchema = (name: string, input: string) => {
      let property = gemini.find((d: { name: string }) => d.name === name).parameters.properties[input];
      if (property.anyOf) property = property.anyOf.find((branch: { items?: unknown }) => branch.items);
      const { type: _type, description: _description, ...rules } = property.items.properties.key;
      return ajv.compile({ type: 'string', ...rules });
    };
    const keys = ['x', 'A1_b', 'my var', '', '1abc', 'é', 'a'.repeat(32), 'a'.repeat(33), '__proto__', 'ABCDEFGHIJK'];
    const tools: Array<[string, string, (k: string) => Record<string, unknown>]> = [
      ['expression-evaluator', 'variables', (k) => ({ expression: '1', variables: [{ key: k, value: 1 }] })],
      ['gpa-calculator', 'scale', (k) => ({ courses: [{ grade: k, credits: 3 }], scale: [{ key: k, value: 4 }] })],
    ];
    for (const [name, input, inputsOf] of tools) {
      const valid = keySchema(name, input);
      for (const k of keys) {
        const answer = await runTool(server.base, key, name, inputsOf(k));
        expect([name, k, answer.status === 200]).toEqual([name, k, valid(k)]);
      }
    }
  });

  it('still refuses null for a required input, and unknown inputs at any depth', async () => {
    const missing = await runTool(server.base, key, 'word-counter', { text: null });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_tool_input');
    const lunch = await runTool(server.base, key, 'work-hours-calculator', { shifts: [{ start: '09:00', end: '17:00', lunch: 30 }] });
    expect(lunch.status).toBe(400);
    expect(lunch.body.error).toBe('invalid_tool_input');
    expect(JSON.stringify(lunch.body.details)).toContain('lunch');
    const bogus = await runTool(server.base, key, 'time-calculator', { entries: [{ time: '1:00', bogus: 1 }] });
    expect(bogus.status).toBe(400);
  });
});

describe('MCP hints', () => {
  it('say a tool that draws randomness or the time is not idempotent, and every tool reads only', async () => {
    const tools: Tool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    const { body: catalog } = await call(server.base, 'GET', '/api/v1/tools');
    expect(tools).toHaveLength(catalog.count);
    for (const tool of tools) expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
    const hint = (name: string) => tools.find((t) => t.name === name)!.annotations!.idempotentHint;
    expect(hint('random-number-generator')).toBe(false);
    expect(hint('uuid-generator')).toBe(false);
    expect(hint('age-calculator')).toBe(false);
    expect(hint('word-counter')).toBe(true);
    expect(hint('hash-generator')).toBe(true);
    expect(hint('htpasswd-generator')).toBe(false);
    // Every tool's hint follows what its declaration says it draws (the catalog lint checks the declaration against the code).
    const drawing = new Set(server.app.tools.list().filter((t) => t.definition.draws?.length).map((t) => t.definition.slug));
    expect(tools.filter((t) => t.annotations!.idempotentHint === false).map((t) => t.name).sort()).toEqual([...drawing].sort());
  });
});
