// A client generated from the served OpenAPI document (openapi-typescript types + openapi-fetch) walks the seed flows
// against the live server: the committed types must equal what the document generates now, and the client
// (test/generated/seed-flows.ts, type-checked by `npm test`'s tsc) must need no casts.
// Regenerate the committed types after an interface change:
//   UPDATE_GENERATED=1 npx vitest run test/http/generated-client.test.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setPlan, uniqueEmail } from '../helpers/client.ts';
import { adminOf, createResearchKey } from '../helpers/research.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listAndRevoke, keyedResearch, publicResearch, runSeedTools, serviceClient, signUpWithKey } from '../generated/seed-flows.ts';

const generatedDir = path.resolve(import.meta.dirname, '../generated');
const typesFile = path.resolve(import.meta.dirname, '../../web/lib/openapi.d.ts');
const clientFile = path.join(generatedDir, 'seed-flows.ts');

let server: TestServer;
beforeAll(async () => {
  // Demo sessions, runs and matches, so the research answers have rows.
  server = await startTestServer({ env: { DEMO_DATA: '200' } });
});
afterAll(() => server.close());

describe('generated client', () => {
  it('the committed types are what the served document generates', async () => {
    const document = await (await fetch(`${server.base}/api/v1/openapi.json`)).text();
    const generated = COMMENT_HEADER + astToString(await openapiTS(document, { silent: true }));
    if (process.env.UPDATE_GENERATED === '1') await writeFile(typesFile, generated);
    // On a difference: run the command at the top of this file and commit web/lib/openapi.d.ts.
    expect(await readFile(typesFile, 'utf8')).toBe(generated);
  }, 120_000);

  it('the client uses no casts, any, ts directives or non-null assertions', async () => {
    // Comments may say what they like.
    const code = (await readFile(clientFile, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/ as /);
    expect(code).not.toMatch(/\bany\b/);
    expect(code).not.toMatch(/@ts-/);
    // A non-null assertion: `x!.y`, `f()!;`, `a[0]!)`… (not `!=`, nor a `!` inside a string).
    expect(code).not.toMatch(/[\w)\]]!(?=[.;,)\[\s])/);
  });

  it('walks the seed flows: account, key, the four tools, list, revoke, 401, research', async () => {
    const client = serviceClient(server.base);
    const email = uniqueEmail();
    const account = await signUpWithKey(client, email, PASSWORD, (who) => setPlan(server.config.dataDir, who, 'pro'));
    expect(account).toMatchObject({ email, plan: 'free', planAfterUpgrade: 'pro', cookie: expect.stringMatching(/^sid=/) });
    expect(account.key.key).toMatch(/^svc_[0-9a-f]{32}$/);

    const runs = await runSeedTools(client, account.key.key);
    expect(runs.map((r) => [r.tool, r.result])).toEqual([
      ['word-counter', { words: 5, characters: 25, sentences: 2, paragraphs: 1 }],
      ['json-formatter', { formatted: '{\n  "a": 1\n}' }],
      ['base64-encoder', { output: 'SGVsbG8sIHdvcmxkIQ==' }],
      ['hash-generator', { algorithm: 'sha256', hash: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' }],
    ]);
    expect(runs.map((r) => r.remaining)).toEqual([99, 98, 97, 96]);
    expect(runs.map((r) => r.remainingHeader)).toEqual(['99', '98', '97', '96']);
    for (const run of runs) {
      expect(run.limit).toBe(100);
      expect(run.resetAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(run.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(run.durationMs).toBeGreaterThanOrEqual(0);
    }

    const keys = await listAndRevoke(client, account.cookie, account.key.key, account.key.hash);
    expect(keys.listed).toEqual([{ hash: account.key.hash, prefix: account.key.prefix, lastUsedAt: expect.any(String) }]);
    expect(keys.revoked).toBe(true);
    expect(keys.afterRevocation).toEqual({ status: 401, error: 'invalid_api_key' });

    const open = await publicResearch(client);
    expect(open.totalProfiles).toBeGreaterThan(0);
    expect(open.gamesCovered).toBe(15);
    expect(open.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(open.sampleCount).toBeGreaterThan(0);
    expect(open.firstSampleOpenness).toEqual(expect.any(Number));
    expect(open.leaderboardModels.length).toBeGreaterThan(0);
    expect(open.topOverall).toEqual(expect.any(Number));
    expect(open.matrixRows).toBe(open.matrixModels);
    expect(open.legalBasis).toBe('GDPR Art. 6(1)(a)');
    expect(open.publicEndpoints).toContain('GET /api/research/overview');
    expect([open.docsVersion, open.docsPaths > 20]).toEqual(['3.1.0', true]);

    const researchKey = (await createResearchKey(await adminOf(server.config.dataDir), 'generated-client')).key;
    const keyed = await keyedResearch(client, researchKey);
    expect(keyed.profiles.count).toBe(10);
    expect(keyed.profiles.totalHeader).toBe(String(keyed.profiles.total));
    expect(new Set(keyed.profiles.sessionGroups).size).toBe(10);
    expect(keyed.signals.count).toBe(5);
    expect(keyed.signals.values.every((v) => typeof v === 'number')).toBe(true);
    expect(keyed.csv.contentType).toBe('text/csv; charset=utf-8');
    expect(keyed.csv.disposition).toMatch(/^attachment; filename="research-profiles-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = keyed.csv.text.trim().split('\n');
    expect(lines[0]).toBe('sessionGroup,gameName,gamesPlayed,totalDecisions,avgResponseTimeMs,O,C,E,A,N,confidence,date');
    expect(lines).toHaveLength(6);
    expect(keyed.baseline.segmentBy).toBe('gender');
    expect(keyed.baseline.segments.length).toBeGreaterThan(0);
    for (const segment of keyed.baseline.segments) expect(segment.n).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
