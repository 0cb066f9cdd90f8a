// Markdown for agents: /llms.txt in the llmstxt.org shape (under 20 KB, absolute links, the research API and the
// battery, every tool by category), the category and tool pages it links to, and /llms-full.txt with the whole catalog.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let configured: TestServer;

beforeAll(async () => {
  [server, configured] = await Promise.all([startTestServer(), startTestServer({ env: { PUBLIC_URL: 'https://tools.example.com/svc/' } })]);
});

afterAll(async () => {
  await Promise.all([server?.close(), configured?.close()]);
});

/** GET with a Host header of our choosing (fetch will not send one). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

describe('llms.txt', () => {
  it('has the llmstxt.org shape, under 20 KB, with absolute links from the Host', async () => {
    const answer = await call(server.base, 'GET', '/llms.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.get('etag')).toMatch(/^"/);
    expect(Buffer.byteLength(answer.text)).toBeLessThan(20 * 1024);
    const text = answer.text;
    // An H1, then a blockquote summary, then H2 sections of link lists; "Optional" last.
    expect(text.startsWith('# ')).toBe(true);
    expect(text.split('\n')[2]).toMatch(/^> /);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Authentication', 'Using the tools', 'Tools', 'Research API', 'Benchmark and battery', 'Docs', 'Optional']);
    for (const link of links(text)) expect(link.startsWith(`${server.base}/`), link).toBe(true);
    for (const needle of ['x-api-key', 'Authorization: Bearer svc_', 'x-research-key', '/mcp', '/api/v1/openapi.json', '/llms-full.txt', '`openai-strict`']) {
      expect(text).toContain(needle);
    }
    expect(text).toContain(`[GET /api/research/benchmark/leaderboard](${server.base}/api/research/benchmark/leaderboard)`);
    expect(text).toContain('`POST /api/research/benchmark/submit`');
    expect(text).toMatch(/\[GET \/api\/research\/overview\]/);
  });

  it('names every tool once, under a category page that links every tool page', async () => {
    const { text } = await call(server.base, 'GET', '/llms.txt');
    const { body: catalog } = await call(server.base, 'GET', '/api/v1/tools');
    const slugs = (catalog.tools as Array<{ slug: string }>).map((t) => t.slug).sort();
    const categoryLines = text.split('\n').filter((line) => line.includes('/api/v1/tools/categories/'));
    const named = categoryLines.flatMap((line) => line.split('): ')[1]!.split(', '));
    expect(named.sort()).toEqual(slugs);

    const linked: string[] = [];
    for (const line of categoryLines) {
      const page = await call(server.base, 'GET', links(line)[0]!.slice(server.base.length));
      expect(page.status).toBe(200);
      linked.push(...links(page.text).filter((l) => l.endsWith('.md') && !l.includes('/categories/')).map((l) => l.replace(/^.*\/tools\/(.+)\.md$/, '$1')));
    }
    expect(linked.sort()).toEqual(slugs);
    expect((await call(server.base, 'GET', '/api/v1/tools/categories/nope.md')).body.error).toBe('not_found');
  });

  it('uses PUBLIC_URL when configured, and never puts a malformed Host into a link', async () => {
    const { text } = await call(configured.base, 'GET', '/llms.txt');
    for (const link of links(text)) expect(link.startsWith('https://tools.example.com/svc/'), link).toBe(true);

    const other = await getWithHost(server.base, '/llms.txt', 'docs.example.org:8443');
    expect(links(other.text).every((l) => l.startsWith('https://docs.example.org:8443/'))).toBe(true);
    const hostile = await getWithHost(server.base, '/llms.txt', 'x](javascript:alert(1))');
    expect(hostile.status).toBe(200);
    expect(hostile.text).not.toContain('javascript:');
    expect(links(hostile.text).every((l) => l.startsWith('/'))).toBe(true);
    // Many Hosts: each answered, none kept beyond a few (no gzip or hash per Host).
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => getWithHost(server.base, '/llms.txt', `h${i}.example`)));
    expect(many.every((a, i) => a.status === 200 && a.text.includes(`https://h${i}.example/llms-full.txt`))).toBe(true);
  });

  it('revalidates by ETag', async () => {
    const first = await call(server.base, 'GET', '/llms.txt');
    const again = await call(server.base, 'GET', '/llms.txt', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});

describe('tool pages', () => {
  it('give a tool as Markdown: how to call it, inputs with their limits, result fields, examples', async () => {
    const answer = await call(server.base, 'GET', '/api/v1/tools/work-hours-calculator.md');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = answer.text;
    expect(text.startsWith('# Work hours calculator (`work-hours-calculator`)')).toBe(true);
    expect(text).toMatch(/^- `shifts` \(array of object, required\): .+ 1 to 1000 items\./m);
    expect(text).toMatch(/^ {2}- `breakMinutes` \(integer, optional\): .+ From 0 to 1440\. Default 0\./m);
    expect(text).toMatch(/^- `totalHours` \(number\)/m);
    const call_ = JSON.parse(/## Call[\s\S]*?```json\n([\s\S]+?)\n```/.exec(text)![1]!);
    expect(call_.tool).toBe('work-hours-calculator');
    for (const link of links(text)) expect(link.startsWith(`${server.base}/`)).toBe(true);
  });

  it('say when a tool draws randomness or the time', async () => {
    expect((await call(server.base, 'GET', '/api/v1/tools/uuid-generator.md')).text).toMatch(/draws randomness and clock/);
    expect((await call(server.base, 'GET', '/api/v1/tools/word-counter.md')).text).not.toMatch(/draws/);
  });

  it('answer an unknown tool with unknown_tool and suggestions', async () => {
    const answer = await call(server.base, 'GET', '/api/v1/tools/word-countr.md');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('unknown_tool');
    expect(answer.body.suggestions).toContain('word-counter');
  });
});

describe('llms-full.txt', () => {
  it("keeps the whole catalog: every tool with its inputs and an example call", async () => {
    const answer = await call(server.base, 'GET', '/llms-full.txt');
    expect(answer.status).toBe(200);
    const { body: catalog } = await call(server.base, 'GET', '/api/v1/tools');
    const listed = [...answer.text.matchAll(/^- \[([a-z0-9-]+)\]\((\S+)\): /gm)];
    expect(listed.map((m) => m[1]).sort()).toEqual((catalog.tools as Array<{ slug: string }>).map((t) => t.slug).sort());
    for (const [, slug, link] of listed) expect(link).toBe(`${server.base}/api/v1/tools/${slug}.md`);
    const block = answer.text.split('\n- [').find((b) => b.startsWith('word-counter]'))!;
    expect(block).toMatch(/- `text` \(string, required\)/);
    const example = JSON.parse(/example: `(.+)`/.exec(block)![1]!) as { tool: string; inputs: Record<string, unknown> };
    expect(example.tool).toBe('word-counter');
    expect(Object.keys(example.inputs)).toContain('text');
  });
});
