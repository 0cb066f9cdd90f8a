// The OpenAPI document: served at both addresses, generated from the route table, documenting every error code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/errors.ts';
import { call } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('OpenAPI document', () => {
  it('is the same OpenAPI 3.1 document at /api/v1/openapi.json and /api/research/docs', async () => {
    const v1 = await call(server.base, 'GET', '/api/v1/openapi.json');
    const research = await call(server.base, 'GET', '/api/research/docs');
    expect(v1.status).toBe(200);
    expect(v1.body.openapi).toBe('3.1.0');
    expect(research.text).toBe(v1.text);
  });

  it('describes every public route with its body schema and responses', async () => {
    const { body: doc } = await call(server.base, 'GET', '/api/v1/openapi.json');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/signup',
        '/api/research/benchmark/human-baseline',
        '/api/research/benchmark/leaderboard',
        '/api/research/benchmark/submit',
        '/api/research/benchmark/{runId}',
        '/api/research/compliance/baseline',
        '/api/research/compliance/summary',
        '/api/research/docs',
        '/api/research/export',
        '/api/research/head-to-head/matrix',
        '/api/research/head-to-head/ratings',
        '/api/research/head-to-head/results',
        '/api/research/head-to-head/submit',
        '/api/research/ingest',
        '/api/research/ingest/sessions/{sessionId}',
        '/api/research/overview',
        '/api/research/profiles',
        '/api/research/sample',
        '/api/research/scenarios',
        '/api/research/signals',
        '/api/v1/keys',
        '/api/v1/openapi.json',
        '/api/v1/tools',
        '/api/v1/tools/{slug}',
      ].sort(),
    );
    const run = doc.paths['/api/v1/tools'].post;
    expect(run.requestBody.content['application/json'].schema.required).toEqual(['tool']);
    expect(run.security).toEqual([{ apiKeyHeader: [] }, { apiKeyBearer: [] }]);
    expect(Object.keys(run.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415', '422', '429', '500']));
    expect(doc.paths['/api/v1/tools/{slug}'].get.parameters[0]).toMatchObject({ name: 'slug', in: 'path' });
    const signals = doc.paths['/api/research/signals'].get;
    expect(signals.security).toEqual([{ researchKey: [] }]);
    expect(signals.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ['game', true],
      ['dimension', true],
      ['limit', false],
      ['offset', false],
    ]);
  });

  it('documents every error code of src/errors.ts, and no code it does not know', async () => {
    const { text } = await call(server.base, 'GET', '/api/v1/openapi.json');
    const documented = new Set([...text.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]));
    const doc = JSON.parse(text);
    for (const path of Object.values<Record<string, { responses: Record<string, any> }>>(doc.paths)) {
      for (const operation of Object.values(path)) {
        for (const response of Object.values(operation.responses)) {
          for (const code of response.content?.['application/json']?.schema?.allOf?.[1]?.properties.error.enum ?? []) {
            documented.add(code);
            expect(Object.keys(errorCodes)).toContain(code);
          }
        }
      }
    }
    const undocumented = Object.keys(errorCodes).filter((code) => code !== 'account_not_found' && !documented.has(code));
    expect(undocumented).toEqual([]);
  });
});
