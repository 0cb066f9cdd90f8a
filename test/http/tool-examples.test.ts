// The catalog over HTTP: the listing meets the category minimums, and every example of every tool, run through
// POST /api/v1/tools (heavy tools through the worker pool) and through MCP's tools/call, gives its documented result.
import { isDeepStrictEqual } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let keys: string[];
beforeAll(async () => {
  server = await startTestServer({ env: { TOOL_THREADS: '2' } });
  // Two accounts: the pool gives one account only one of its two threads.
  keys = [];
  for (let i = 0; i < 2; i++) keys.push((await accountWithKey(server.base, server.config.dataDir, 'business', 1_000_000)).key);
});
afterAll(() => server.close());

// Issue 12's category minimums (the catalog plan, ../shared/TOOLS-PLAN.md).
const minimums: Record<string, number> = {
  text: 40,
  developer: 50,
  encoding: 25,
  security: 20,
  math: 35,
  statistics: 18,
  finance: 30,
  dates: 22,
  units: 20,
  color: 6,
  health: 8,
  // TOOLS-PLAN-2's new categories, at their P1 counts (issue 42).
  network: 11,
  data: 6,
  electronics: 13,
  construction: 8,
};

describe('catalog listing', () => {
  it('lists at least 500 tools and the category minimums', async () => {
    const { body } = await call(server.base, 'GET', '/api/v1/tools');
    expect(body.count).toBeGreaterThanOrEqual(500);
    for (const [category, minimum] of Object.entries(minimums)) {
      const entry = body.categories.find((c: { id: string }) => c.id === category);
      expect([category, entry?.count >= minimum]).toEqual([category, true]);
    }
    expect(body.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(body.count);
  });

  it('describes every tool, examples included', async () => {
    const { body } = await call(server.base, 'GET', '/api/v1/tools');
    for (const { slug } of body.tools) {
      const detail = await call(server.base, 'GET', `/api/v1/tools/${slug}`);
      expect([slug, detail.status, detail.body.examples.length >= 2]).toEqual([slug, 200, true]);
    }
  });
});

describe('examples over HTTP', () => {
  it('gives the documented result for every example of every tool', async () => {
    const failures: string[] = [];
    const work = server.app.tools.list().flatMap((tool) =>
      tool.definition.examples.map((example) => async (key: string) => {
        const answer = await runTool(server.base, key, tool.definition.slug, example.inputs);
        if (answer.status !== 200 || !isDeepStrictEqual(answer.body.result, example.result)) {
          failures.push(`${tool.definition.slug} ${JSON.stringify(example.inputs).slice(0, 80)} → ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }),
    );
    // A few at a time: the light tools answer at once, the heavy ones share two worker threads.
    const lanes = Array.from({ length: 6 }, async (_, lane) => {
      for (let job = work.shift(); job; job = work.shift()) await job(keys[lane % keys.length]!);
    });
    await Promise.all(lanes);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('examples over MCP', () => {
  it('gives the documented result for every example of every tool as tools/call structuredContent', async () => {
    const clients = await Promise.all(
      keys.map(async (key) => {
        const client = new Client({ name: 'tool-examples', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(`${server.base}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
        return client;
      }),
    );
    const failures: string[] = [];
    const work = server.app.tools.list().flatMap((tool) =>
      tool.definition.examples.map((example) => async (client: Client) => {
        const answer = await client.callTool({ name: tool.definition.slug, arguments: example.inputs as Record<string, unknown> });
        if (answer.isError || !isDeepStrictEqual(answer.structuredContent, example.result)) {
          failures.push(`${tool.definition.slug} ${JSON.stringify(example.inputs).slice(0, 80)} → ${JSON.stringify(answer).slice(0, 200)}`);
        }
      }),
    );
    const lanes = Array.from({ length: 6 }, async (_, lane) => {
      for (let job = work.shift(); job; job = work.shift()) await job(clients[lane % clients.length]!);
    });
    await Promise.all(lanes);
    await Promise.all(clients.map((client) => client.close()));
    expect(failures).toEqual([]);
  }, 600_000);
});
