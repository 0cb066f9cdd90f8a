// The OpenAPI document: served at both addresses, generated from the route table, documenting every error code, header
// and always-sent field; what the server really sends matches it; HEAD answers every GET; Redocly lints it clean.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, errorCodes } from '../../src/errors.ts';
import { accountWithKey, call, PASSWORD, runTool, setPlan, uniqueEmail } from '../helpers/client.ts';
import { adminOf, createResearchKey, eventually } from '../helpers/research.ts';
import { startStandIn, type StandIn } from '../helpers/openai-stand-in.ts';
import { STANDIN_OPENAI, testRegistry } from '../helpers/providers.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

const STANDIN_KEY = 'sk-openapi-standin';
let provider: StandIn;

const run = promisify(execFile);

let server: TestServer;
let doc: any;
let researchKey: string;
beforeAll(async () => {
  // A little demo data (sessions, benchmark runs and matches), so the answers checked below have rows in them.
  // Evaluations call only this loopback stand-in (the HEAD test reads one of each kind).
  provider = await startStandIn({ mode: 'clean', expectedKey: STANDIN_KEY });
  server = await startTestServer({ env: { DEMO_DATA: '200', PROVIDER_REGISTRY: await testRegistry(await tempDir(), provider) } });
  doc = (await call(server.base, 'GET', '/api/v1/openapi.json')).body;
  researchKey = (await createResearchKey(await adminOf(server.config.dataDir), 'openapi-test')).key;
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

type Operation = { operationId: string; parameters?: Array<{ name: string; in: string; required: boolean }>; responses: Record<string, any> };
const operations = (): Array<[string, string, Operation]> =>
  Object.entries<Record<string, Operation>>(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([m, op]): [string, string, Operation] => [p, m, op]));

describe('OpenAPI document', () => {
  it('is the same OpenAPI 3.1 document at /api/v1/openapi.json and /api/research/docs', async () => {
    const v1 = await call(server.base, 'GET', '/api/v1/openapi.json');
    const research = await call(server.base, 'GET', '/api/research/docs');
    expect(v1.status).toBe(200);
    expect(v1.body.openapi).toBe('3.1.0');
    expect(research.text).toBe(v1.text);
  });

  it('describes every public route with its body schema and responses', async () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/admin'))).toEqual([]);
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
    for (const [, , operation] of operations()) {
      for (const response of Object.values(operation.responses)) {
        for (const code of response.content?.['application/json']?.schema?.allOf?.[1]?.properties.error.enum ?? []) {
          documented.add(code);
          expect(Object.keys(errorCodes)).toContain(code);
        }
      }
    }
    const undocumented = Object.keys(errorCodes).filter((code) => code !== 'account_not_found' && !documented.has(code));
    expect(undocumented).toEqual([]);
  });

  it('names its server and licence', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info.license).toMatchObject({ name: expect.any(String) });
  });

  it('the tool run: an open inputs map, the envelope with everything required, and links to each tool\'s schemas', () => {
    const run = doc.paths['/api/v1/tools'].post;
    expect(run.requestBody.content['application/json'].schema.properties.inputs).toMatchObject({ type: 'object', additionalProperties: true });
    const envelope = run.responses['200'].content['application/json'].schema;
    expect(envelope.required).toEqual(['success', 'tool', 'result', 'usage', 'meta']);
    expect(envelope.properties.usage.required).toEqual(['remaining', 'limit', 'resetAt']);
    expect(envelope.properties.meta.required).toEqual(['apiVersion', 'timestamp', 'requestId', 'durationMs']);
    expect(envelope.properties.result).toMatchObject({ type: 'object', additionalProperties: true });
    expect(run.responses['200'].links.toolSchemas).toEqual({
      operationId: 'getApiV1ToolsSlug',
      parameters: { slug: '$request.body#/tool' },
      description: expect.any(String),
    });
    expect(doc.paths['/api/v1/tools/{slug}'].get.operationId).toBe('getApiV1ToolsSlug');
    expect(run['x-tool-schemas']['word-counter']).toEqual({
      input: '/api/v1/tools/word-counter#/inputSchema',
      output: '/api/v1/tools/word-counter#/outputSchema',
    });
    expect(Object.keys(run['x-tool-schemas'])).toHaveLength(server.app.tools.size);
  });

  it('gives every 2xx answer a body schema (204 and HEAD aside), with the export in its three media types', () => {
    // MCP's 202 acknowledges notifications: no body, by the MCP transport's rules.
    const bodiless = new Set(['post /mcp 202', 'post /mcp/{category} 202']);
    for (const [p, method, operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2') || status === '204' || method === 'head' || bodiless.has(`${method} ${p} ${status}`)) continue;
        expect(Object.keys(response.content ?? {}), `${method} ${p} ${status}`).not.toEqual([]);
      }
    }
    expect(Object.keys(doc.paths['/api/research/export'].get.responses['200'].content).sort()).toEqual(
      ['application/json', 'application/vnd.apache.arrow.stream', 'text/csv'].sort(),
    );
    // Logout declares its (empty) JSON body, so generated clients send the content type the CSRF check wants.
    expect(doc.paths['/api/auth/logout'].post.requestBody).toMatchObject({ required: true, content: { 'application/json': {} } });
  });

  it('marks every field the server always sends as required', () => {
    // Fields absent from some answers, by path; every other property of a 2xx body must be required.
    // A decision's fallback flag only where the fallback move was played.
    // relay only on refereed matches stored since seat B could be left to another buyer.
    // generator only on records made since generator versions (absent: version 1).
    const match = ['seed', 'generator', 'verified', 'rescored', 'submitted', 'relay', 'cooperationRateA', 'cooperationRateB', 'decisionsA', 'decisionsB', 'fallback'];
    const optional: Record<string, string[]> = {
      // A report's settings only when submitted with them; submitted only when rescored; each episode's score and a
      // decision's episode only in a report of several episodes; generator only on runs made since generator versions.
      '/api/research/benchmark/{runId}': ['settings', 'submitted', 'fallback', 'episodeScores', 'episode', 'generator'],
      // A match: seed and transcripts only when played by the battery; verified and rescored are set on submit since
      // replays exist; per-game cooperation rates are optional.
      '/api/research/head-to-head/results': match,
      // The invite only when seat B is left to another buyer.
      '/api/research/head-to-head/matches': ['invite'],
      // JSON-RPC: a response holds result or error; error.data is optional.
      '/mcp': ['result', 'error', 'data'],
      '/mcp/{category}': ['result', 'error', 'data'],
    };
    const loose: string[] = [];
    const walk = (schema: any, at: string, allowed: readonly string[]): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.properties) {
        const required = new Set(schema.required ?? []);
        for (const [name, sub] of Object.entries(schema.properties)) {
          if (!required.has(name) && !allowed.includes(name)) loose.push(`${at}/${name}`);
          walk(sub, `${at}/${name}`, allowed);
        }
      }
      for (const key of ['items', 'additionalProperties']) walk(schema[key], `${at}/${key}`, allowed);
      for (const key of ['anyOf', 'oneOf', 'allOf']) (schema[key] ?? []).forEach((s: unknown, i: number) => walk(s, `${at}/${key}/${i}`, allowed));
    };
    for (const [p, method, operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        for (const [type, media] of Object.entries<{ schema: unknown }>(response.content ?? {})) {
          walk(media.schema, `${method} ${p} ${status} ${type}`, optional[p] ?? []);
        }
      }
    }
    expect(loose).toEqual([]);
    expect(doc.components.schemas.Error.required).toEqual(['error', 'message', 'requestId']);
  });

  it('documents the response headers and refers to them where they are sent', () => {
    expect(Object.keys(doc.components.headers).sort()).toEqual(
      [
        'Allow',
        'Content-Disposition',
        'Retry-After',
        'Set-Cookie',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'X-Request-Id',
        'X-Total-Count',
        'WWW-Authenticate',
      ].sort(),
    );
    const headersOf = (response: { headers?: Record<string, { $ref: string }> }) =>
      Object.entries(response.headers ?? {}).map(([name, ref]) => {
        expect(ref).toEqual({ $ref: `#/components/headers/${name}` });
        return name;
      });
    for (const [p, method, operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const names = headersOf(response);
        expect(names, `${method} ${p} ${status}`).toContain('X-Request-Id');
        if (status === '429' || status === '503') expect(names, `${method} ${p} ${status}`).toContain('Retry-After');
        if (status === '401') expect(names, `${method} ${p} ${status}`).toContain('WWW-Authenticate');
      }
    }
    const run = doc.paths['/api/v1/tools'].post.responses;
    for (const status of ['200', '400', '429']) expect(headersOf(run[status])).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']));
    expect(headersOf(run['401'])).not.toContain('X-RateLimit-Limit');
    for (const [p, status] of [['/api/auth/signup', '201'], ['/api/auth/login', '200'], ['/api/auth/logout', '204']] as const) {
      expect(headersOf(doc.paths[p].post.responses[status])).toContain('Set-Cookie');
    }
    expect(headersOf(doc.paths['/api/research/export'].get.responses['200'])).toEqual(expect.arrayContaining(['Content-Disposition', 'X-Total-Count']));
    for (const p of ['/api/research/profiles', '/api/research/signals', '/api/research/scenarios']) {
      expect(headersOf(doc.paths[p].get.responses['200'])).toContain('X-Total-Count');
    }
    expect(headersOf(doc.components.responses.method_not_allowed)).toContain('Allow');
  });

  it('documents 400 invalid_parameter on every operation: unknown query parameters are refused everywhere', async () => {
    for (const [p, method, operation] of operations()) {
      expect(operation.responses['400']?.description ?? '', `${method} ${p}`).toContain('`invalid_parameter`');
    }
    const key = (await accountWithKey(server.base, server.config.dataDir)).key;
    const refused = [
      await call(server.base, 'GET', '/api/research/overview?nocache=1'),
      await call(server.base, 'GET', '/api/v1/tools/word-counter?verbose'),
      await call(server.base, 'POST', '/api/auth/signup?plan=pro', { json: { email: uniqueEmail(), password: PASSWORD } }),
      await call(server.base, 'POST', '/api/v1/tools?debug=1', { json: { tool: 'word-counter', inputs: { text: 'a b' } }, headers: { 'x-api-key': key } }),
      await call(server.base, 'GET', '/api/research/profiles?limits=5', { headers: { 'x-research-key': researchKey } }),
    ];
    for (const answer of refused) {
      expect([answer.status, answer.body.error]).toEqual([400, 'invalid_parameter']);
      expect(answer.body.details[0].message).toBe('is not a parameter of this endpoint');
    }
    // An empty query string is no parameter.
    expect((await call(server.base, 'GET', '/api/research/overview?')).status).toBe(200);
  });
});

describe('answers match the document', () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const check = (method: string, p: string, status: number, body: unknown) => {
    const schema = doc.paths[p][method].responses[String(status)].content['application/json'].schema;
    // The document's components ride along, so the error schema's $ref resolves.
    const validate = ajv.compile({ ...schema, components: { schemas: doc.components.schemas } });
    expect(validate(body) ? [] : validate.errors, `${method} ${p} ${status}`).toEqual([]);
  };

  it('every JSON GET, and the account and key answers', async () => {
    const research = { 'x-research-key': researchKey };
    const runId = (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body.entries[0].runId;
    expect(runId).toEqual(expect.any(String));
    const gets: Array<[string, string, Record<string, string>?]> = [
      ['/api/v1/tools', '/api/v1/tools'],
      ['/api/v1/tools/{slug}', '/api/v1/tools/word-counter'],
      ['/api/v1/openapi.json', '/api/v1/openapi.json'],
      ['/api/research/docs', '/api/research/docs'],
      ['/api/research/overview', '/api/research/overview'],
      ['/api/research/sample', '/api/research/sample'],
      ['/api/research/compliance/summary', '/api/research/compliance/summary'],
      ['/api/research/benchmark/leaderboard', '/api/research/benchmark/leaderboard'],
      ['/api/research/benchmark/human-baseline', '/api/research/benchmark/human-baseline'],
      ['/api/research/benchmark/{runId}', `/api/research/benchmark/${runId}`, research],
      ['/api/research/head-to-head/matrix', '/api/research/head-to-head/matrix'],
      ['/api/research/head-to-head/ratings', '/api/research/head-to-head/ratings'],
      ['/api/research/head-to-head/results', '/api/research/head-to-head/results?limit=20', research],
      ['/api/research/profiles', '/api/research/profiles?limit=20', research],
      ['/api/research/signals', '/api/research/signals?game=prisoners-dilemma&dimension=aggression&limit=20', research],
      ['/api/research/scenarios', '/api/research/scenarios', research],
      ['/api/research/export', '/api/research/export?limit=20', research],
      ['/api/research/compliance/baseline', '/api/research/compliance/baseline?segmentBy=gender&minProfiles=10', research],
    ];
    for (const [p, url, headers] of gets) {
      const answer = await call(server.base, 'GET', url, { headers: headers ?? {} });
      expect(answer.status, url).toBe(200);
      check('get', p, 200, answer.body);
    }

    const email = uniqueEmail();
    const signup = await call(server.base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } });
    check('post', '/api/auth/signup', 201, signup.body);
    const login = await call(server.base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    check('post', '/api/auth/login', 200, login.body);
    const { cookie, key, hash } = await accountWithKey(server.base, server.config.dataDir);
    check('get', '/api/auth/me', 200, (await call(server.base, 'GET', '/api/auth/me', { headers: { cookie } })).body);
    check('get', '/api/v1/keys', 200, (await call(server.base, 'GET', '/api/v1/keys', { headers: { cookie } })).body);
    const ran = await runTool(server.base, key, 'word-counter', { text: 'one two' });
    check('post', '/api/v1/tools', 200, ran.body);
    const bad = await runTool(server.base, key, 'word-counter', { nope: 1 });
    check('post', '/api/v1/tools', bad.status, bad.body);
    const revoked = await call(server.base, 'DELETE', '/api/v1/keys', { json: { hash }, headers: { cookie } });
    check('delete', '/api/v1/keys', 200, revoked.body);
  });

  it('answers every 401 with the WWW-Authenticate challenge of its code', async () => {
    const json = { 'content-type': 'application/json' };
    const refusals: Array<[string, string, string, Record<string, string>, string?]> = [
      ['invalid_credentials', 'POST', '/api/auth/login', json, JSON.stringify({ email: uniqueEmail(), password: PASSWORD })],
      ['unauthenticated', 'GET', '/api/v1/keys', {}],
      ['missing_api_key', 'POST', '/api/v1/tools', json, '{"tool":"word-counter"}'],
      ['invalid_api_key', 'POST', '/api/v1/tools', { ...json, 'x-api-key': 'nope' }, '{"tool":"word-counter"}'],
      ['missing_research_key', 'GET', '/api/research/profiles', {}],
      ['invalid_research_key', 'GET', '/api/research/profiles', { 'x-research-key': 'nope' }],
      ['missing_ingest_key', 'POST', '/api/research/ingest', json, '{}'],
      ['invalid_ingest_key', 'POST', '/api/research/ingest', { ...json, 'x-ingest-key': 'nope' }, '{}'],
    ];
    expect(refusals.map(([code]) => code).sort()).toEqual(Object.keys(challenges).sort());
    for (const [code, method, url, headers, body] of refusals) {
      const answer = await call(server.base, method, url, { headers, ...(body === undefined ? {} : { body }) });
      expect([code, answer.status, answer.body.error, answer.headers.get('www-authenticate')]).toEqual([code, 401, code, challenges[code as keyof typeof challenges]]);
    }
  });

  it("every refusal of /mcp and /mcp/{category}: JSON-RPC errors (id null) where the transport answers, the envelope where the key checks do", async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir);
    const free = await accountWithKey(server.base, server.config.dataDir);
    await setPlan(server.config.dataDir, free.email, 'free');
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const both = 'application/json, text/event-stream';
    const cases: Array<[string, Record<string, string>, string, number, string | number]> = [
      ['not JSON', { 'x-api-key': key, accept: both }, 'not json', 400, -32700],
      ['not JSON-RPC', { 'x-api-key': key, accept: both }, '{"jsonrpc":"1.0"}', 400, -32600],
      ['a protocol version it does not speak', { 'x-api-key': key, accept: both, 'mcp-protocol-version': '1999-01-01' }, rpc, 400, -32000],
      ['a foreign page', { 'x-api-key': key, accept: both, origin: 'https://evil.example' }, rpc, 403, -32000],
      ['an Accept without the event stream', { 'x-api-key': key, accept: 'application/json' }, rpc, 406, -32000],
      ['a plan without API access', { 'x-api-key': free.key, accept: both }, rpc, 403, 'plan_required'],
      ['no key', { accept: both }, rpc, 401, 'missing_api_key'],
      ['a malformed key', { authorization: 'Bearer nope', accept: both }, rpc, 401, 'invalid_api_key'],
    ];
    for (const [p, url] of [['/mcp', '/mcp'], ['/mcp/{category}', '/mcp/math']] as const) {
      for (const [what, headers, body, status, code] of cases) {
        const answer = await call(server.base, 'POST', url, { body, headers: { 'content-type': 'application/json', ...headers } });
        const label = `${url}: ${what}`;
        expect([label, answer.status, answer.body.error?.code ?? answer.body.error]).toEqual([label, status, code]);
        if (typeof code === 'number') expect(answer.body, label).toMatchObject({ jsonrpc: '2.0', id: null });
        check('post', p, status, answer.body);
        // Every 401 says how to authenticate (RFC 9110), as the document's header does.
        expect(answer.headers.get('www-authenticate') ?? '', label).toMatch(status === 401 ? /^Bearer realm="api"/ : /^$/);
        if (status === 401) expect(doc.paths[p].post.responses['401'].headers['WWW-Authenticate']).toBeDefined();
      }
    }
    const unknown = await call(server.base, 'POST', '/mcp/astrology', { body: rpc, headers: { 'content-type': 'application/json', 'x-api-key': key, accept: both } });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'not_found']);
    check('post', '/mcp/{category}', 404, unknown.body);
  });
});

describe('HEAD', () => {
  /** Headers that differ between any two answers. */
  const varying = new Set(['date', 'x-request-id']);
  const headerMap = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !varying.has(name)));

  it('answers every GET route with the GET status and headers and no body', async () => {
    const keyed = { 'x-research-key': researchKey };
    const samples: Record<string, string> = {
      '{slug}': 'word-counter',
      '{page}': 'finance.md',
      '{category}': 'math',
      '{runId}': (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body.entries[0].runId,
      // A refereed run and match of this buyer, open: their state reads.
      'refereed {runId}': (await call(server.base, 'POST', '/api/research/benchmark/runs', { json: { provider: 'head', model: 'probe' }, headers: keyed })).body.runId,
      '{matchId}': (await call(server.base, 'POST', '/api/research/head-to-head/matches', { json: { playerA: 'head:a', playerB: 'head:b' }, headers: keyed })).body.matchId,
      // A server-run evaluation of each kind, against the stand-in.
      '{evaluationId}': (
        await call(server.base, 'POST', '/api/research/benchmark/evaluations', {
          json: { provider: STANDIN_OPENAI, model: 'stand-model', episodes: 1, credentials: { apiKey: STANDIN_KEY } },
          headers: keyed,
        })
      ).body.evaluationId,
      'match {evaluationId}': (
        await call(server.base, 'POST', '/api/research/head-to-head/evaluations', {
          json: {
            playerA: { provider: STANDIN_OPENAI, model: 'stand-model', credentials: { apiKey: STANDIN_KEY } },
            playerB: { provider: STANDIN_OPENAI, model: 'stand-model-b', credentials: { apiKey: STANDIN_KEY } },
          },
          headers: keyed,
        })
      ).body.evaluationId,
    };
    // Finished, so that a GET and its HEAD see the same evaluation.
    for (const [kind, id] of [['benchmark', samples['{evaluationId}']], ['head-to-head', samples['match {evaluationId}']]]) {
      await eventually(
        async () => (await call(server.base, 'GET', `/api/research/${kind}/evaluations/${id}`, { headers: keyed })).body.state === 'complete',
        60_000,
        `the ${kind} evaluation completes`,
      );
    }
    const required: Record<string, string> = { game: 'stag-hunt', dimension: 'aggression', segmentBy: 'region' };
    const { cookie } = await accountWithKey(server.base, server.config.dataDir);
    const gets = operations().filter(([, method]) => method === 'get');
    expect(gets.length).toBeGreaterThan(15);
    for (const [p, , operation] of gets) {
      expect(doc.paths[p].head, p).toMatchObject({ operationId: operation.operationId.replace(/^get/, 'head') });
      const query = (operation.parameters ?? []).filter((q) => q.in === 'query' && q.required).map((q) => `${q.name}=${required[q.name]}`);
      const sample = (name: string) => samples[p.includes('/runs/') ? `refereed ${name}` : p.includes('/head-to-head/evaluations/') ? `match ${name}` : name] ?? 'x';
      const url = p.replace(/\{[^}]+\}/g, sample) + (query.length ? `?${query.join('&')}` : '');
      const headers = { 'x-research-key': researchKey, cookie, 'accept-encoding': 'identity' };
      const get = await fetch(`${server.base}${url}`, { headers });
      const getBody = new Uint8Array(await get.arrayBuffer());
      const head = await fetch(`${server.base}${url}`, { method: 'HEAD', headers });
      expect(head.status, url).toBe(get.status);
      expect(get.status, url).toBe(200);
      expect((await head.arrayBuffer()).byteLength, url).toBe(0);
      expect(head.headers.get('x-request-id'), url).toMatch(/^[0-9a-f-]{36}$/);
      const getHeaders = headerMap(get.headers);
      if (getHeaders['transfer-encoding'] === 'chunked') {
        // A streamed answer's length is not known before it is produced: HEAD gives none.
        delete getHeaders['transfer-encoding'];
        expect(head.headers.get('content-length'), url).toBe(null);
      } else {
        expect(Number(getHeaders['content-length']), url).toBe(getBody.byteLength);
      }
      expect(headerMap(head.headers), url).toEqual(getHeaders);
    }
  });

  it('runs the guards as GET does, and answers 405 without a body where the path takes no GET', async () => {
    const missing = await fetch(`${server.base}/api/research/profiles`, { method: 'HEAD' });
    expect(missing.status).toBe(401);
    const unsigned = await fetch(`${server.base}/api/auth/me`, { method: 'HEAD' });
    expect(unsigned.status).toBe(401);
    const wrong = await fetch(`${server.base}/api/auth/signup`, { method: 'HEAD' });
    expect([wrong.status, wrong.headers.get('allow'), (await wrong.arrayBuffer()).byteLength]).toEqual([405, 'POST', 0]);
    const nothing = await fetch(`${server.base}/api/nothing`, { method: 'HEAD' });
    expect([nothing.status, (await nothing.arrayBuffer()).byteLength]).toEqual([404, 0]);
    const unknown = await fetch(`${server.base}/api/research/overview?x=1`, { method: 'HEAD' });
    expect(unknown.status).toBe(400);
  });
});

describe('Redocly lint', () => {
  it('finds no error in the served document (recommended rules, redocly.yaml)', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const root = path.resolve(import.meta.dirname, '../..');
    // Async: the server under test runs in this process and must keep answering.
    const { stdout } = await run(
      process.execPath,
      [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout);
    const errors = report.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);
});
