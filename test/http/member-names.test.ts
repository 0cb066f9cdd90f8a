// No name is special (issue 38): the names of Object.prototype's members, sent as every body key, every string field,
// every path and query parameter and every credential header of every route of both listeners, in both modes, get
// the documented 4xx envelope or an answer, never a 500. A lookup keyed by client text that reads a plain object finds
// `constructor` there (Object.prototype's); this is the sweep that finds such a lookup wherever it is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, researchAdminRoutes } from '../../src/api/admin.ts';
import type { RouteSpec } from '../../src/api/route.ts';
import type { JsonSchema } from '../../src/tools/define.ts';
import { accountWithKey, call, type Answer } from '../helpers/client.ts';
import { adminOf, createIngestKey, createResearchKey } from '../helpers/research.ts';
import { manualClock, startTestServer } from '../helpers/server.ts';

const MEMBERS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

interface Operation {
  method: string;
  path: string;
  schemes: string[];
  query: string[];
  body: JsonSchema | null;
}

function operationsOf(document: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head' && method !== 'parameters')
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        schemes: (op.security ?? []).flatMap((requirement: Record<string, unknown>) => Object.keys(requirement)),
        query: (op.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      })),
  );
}

/** The admin listener's operations (the OpenAPI document leaves them out); their declarations need no services. */
const adminOperations: Operation[] = [
  ...adminRoutes({ accounts: null as never, token: null as never, audit: null as never }),
  ...researchAdminRoutes(null as never, null as never),
].map((spec: RouteSpec) => ({
  method: spec.method,
  path: spec.path.replace(/:(\w+)/g, '{$1}'),
  schemes: spec.auth === 'admin' ? ['adminToken'] : [],
  query: Object.keys(spec.query?.schema.properties ?? {}),
  body: spec.body?.schema ?? null,
}));

/** A value of `schema`'s type, made of `member` wherever text goes. */
function filled(schema: JsonSchema | undefined, member: string, depth = 0): unknown {
  const type = schema?.type ?? (schema?.anyOf as JsonSchema[] | undefined)?.[0]?.type;
  if (type === 'object' || schema?.properties) {
    const properties = Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>);
    return Object.fromEntries([...properties.map(([name, property]) => [name, depth < 3 ? filled(property, member, depth + 1) : member]), [member, member]]);
  }
  if (type === 'array') return [filled(schema?.items as JsonSchema | undefined, member, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return member;
}

/** Each request to send to `op`: every member name in each place a client chooses a name or a text. */
function requestsFor(op: Operation): Array<{ what: string; path: string; headers: Record<string, string>; body?: string }> {
  const out: Array<{ what: string; path: string; headers: Record<string, string>; body?: string }> = [];
  for (const member of MEMBERS) {
    const url = op.path.replace(/\{[^}]+\}/g, member);
    const json = { 'content-type': 'application/json' };
    const bodies = op.body ? [`{"${member}":"${member}"}`, JSON.stringify(filled(op.body, member)), `{"${member}":{"${member}":1}}`] : [undefined];
    for (const [i, body] of bodies.entries()) out.push({ what: `${member} body ${i}`, path: url, headers: body ? json : {}, body });
    out.push({ what: `${member} as a query parameter`, path: `${url}?${member}=${member}`, headers: {} });
    for (const name of op.query) out.push({ what: `${member} as ${name}`, path: `${url}?${name}=${member}`, headers: {} });
    out.push({
      what: `${member} as credentials`,
      path: url,
      headers: { 'x-api-key': member, 'x-research-key': member, 'x-ingest-key': member, cookie: `sid=${member}`, 'idempotency-key': member },
    });
  }
  return out;
}

/** A mode's server and the credentials every scheme asks for; limits are reset between operations by its clock. */
async function world(cluster: boolean) {
  const clock = manualClock(Date.now());
  const server = await startTestServer({ cluster, clock });
  const admin = await adminOf(server.config.dataDir);
  const { cookie, key } = await accountWithKey(server.base, server.config.dataDir, 'business', 1_000_000);
  const research = (await createResearchKey(admin, 'member names')).key;
  const ingest = (await createIngestKey(admin, 'member names')).key;
  const { url: adminBase, token } = JSON.parse(await readFile(path.join(server.config.dataDir, 'admin.json'), 'utf8')) as { url: string; token: string };
  const credentials: Record<string, Record<string, string>> = {
    sessionCookie: { cookie },
    apiKeyHeader: { 'x-api-key': key },
    apiKeyBearer: { authorization: `Bearer ${key}` },
    researchKey: { 'x-research-key': research },
    ingestKey: { 'x-ingest-key': ingest },
    adminToken: { authorization: `Bearer ${token}` },
  };
  return { server, clock, credentials, adminBase };
}

async function sweep(base: string, operations: Operation[], { clock, credentials }: Awaited<ReturnType<typeof world>>) {
  const failures: string[] = [];
  let answered = 0;
  for (const op of operations) {
    // A fresh hour for every operation: the sweep measures validation, not the windows.
    clock.advance(2 * 60 * 60 * 1000);
    const own = op.schemes.length > 0 ? credentials[op.schemes[0]!]! : {};
    for (const request of requestsFor(op)) {
      const headers = request.what.endsWith('credentials') ? request.headers : { ...request.headers, ...own };
      let answer: Answer;
      try {
        answer = await call(base, op.method, request.path, { headers, body: request.body });
      } catch (error) {
        failures.push(`${op.method} ${op.path} (${request.what}): no answer (${(error as Error).message})`);
        continue;
      }
      answered++;
      if (answer.status >= 500) failures.push(`${op.method} ${op.path} (${request.what}): ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  }
  return { failures, answered };
}

describe.each([
  ['embedded', false],
  ['cluster', true],
])('Object member names (%s)', (_mode, cluster) => {
  let ctx: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    ctx = await world(cluster);
  }, 120_000);
  afterAll(() => ctx?.server.close());

  it('never answer 500 on any route of the public listener', async () => {
    const document = (await call(ctx.server.base, 'GET', '/api/v1/openapi.json')).body;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const { failures, answered } = await sweep(ctx.server.base, operations, ctx);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(operations.length * MEMBERS.length * 3);
  }, 300_000);

  it('never answer 500 on any route of the admin listener', async () => {
    expect(adminOperations.map((op) => op.path)).toEqual(expect.arrayContaining(['/admin/set-plan', '/admin/research-key/create', '/admin/benchmark/import']));
    const { failures } = await sweep(ctx.adminBase, adminOperations, ctx);
    expect(failures).toEqual([]);
  }, 300_000);
});
