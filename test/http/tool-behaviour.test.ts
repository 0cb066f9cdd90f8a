// Behaviour the catalog promises beyond single examples: sanitised Markdown, reproducible seeded randomness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, runTool } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TOOL_THREADS: '2' } });
  ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business', 100_000));
});
afterAll(() => server.close());

describe('markdown-to-html', () => {
  it('removes scripts, event handlers and javascript: URLs', async () => {
    const markdown = [
      '# Hi <script>alert(1)</script>',
      '[click](javascript:alert(2)) [ok](https://example.com)',
      '<img src="x" onerror="alert(3)"> <a href="JaVaScRiPt:alert(4)" onclick="x()">a</a>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg>',
    ].join('\n\n');
    const answer = await runTool(server.base, key, 'markdown-to-html', { markdown });
    expect(answer.status).toBe(200);
    const html: string = answer.body.result.html;
    expect(html).not.toMatch(/<script|<iframe|<svg/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('href="https://example.com"');
  });
});

describe('random tools', () => {
  it.each([
    ['password-generator', { length: 24, count: 3 }],
    ['uuid-generator', { count: 3, at: '2026-01-01T00:00:00.000Z', version: 7 }],
    ['lorem-ipsum', { paragraphs: 2 }],
    ['random-token-generator', {}],
  ])('%s is reproducible with a seed and unpredictable without one', async (slug, inputs) => {
    const seeded = async (seed: number) => (await runTool(server.base, key, slug, { ...inputs, seed })).body.result;
    const first = await seeded(42);
    expect(await seeded(42)).toEqual(first);
    expect(await seeded(43)).not.toEqual(first);
    const unseeded = [(await runTool(server.base, key, slug, inputs)).body.result, (await runTool(server.base, key, slug, inputs)).body.result];
    expect(unseeded[0]).toBeDefined();
    expect(unseeded[0]).not.toEqual(unseeded[1]);
  });
});
