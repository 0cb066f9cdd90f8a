// /llms.txt and /llms-full.txt: Markdown for agents, with the tool catalog generated from the registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('llms.txt', () => {
  it('says what the service is, how to authenticate, where MCP and the OpenAPI document are, and lists every tool once', async () => {
    const answer = await call(server.base, 'GET', '/llms.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = answer.text;
    expect(text.startsWith('# ')).toBe(true);
    expect(text).toMatch(/^> /m);
    for (const needle of ['x-api-key', 'Authorization: Bearer svc_', 'x-research-key', 'POST /mcp', '(/api/v1/openapi.json)', '(/llms-full.txt)']) {
      expect(text).toContain(needle);
    }
    const { body: catalog } = await call(server.base, 'GET', '/api/v1/tools');
    const listed = [...text.matchAll(/^- \[([a-z0-9-]+)\]\(\/api\/v1\/tools\/\1\): /gm)].map((m) => m[1]);
    const slugs = (catalog.tools as Array<{ slug: string }>).map((t) => t.slug);
    expect(listed.sort()).toEqual([...slugs].sort());
    expect(text).not.toContain('example:');
  });

  it('has a full version with every tool\'s inputs and an example call that runs', async () => {
    const answer = await call(server.base, 'GET', '/llms-full.txt');
    expect(answer.status).toBe(200);
    const block = answer.text.split('\n- [').find((b) => b.startsWith('word-counter]'))!;
    expect(block).toMatch(/- `text` \(string, required\)/);
    const example = JSON.parse(/example: `(.+)`/.exec(block)![1]!) as { tool: string; inputs: Record<string, unknown> };
    expect(example.tool).toBe('word-counter');
    expect(Object.keys(example.inputs)).toContain('text');
  });
});
