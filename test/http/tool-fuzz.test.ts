// A generic fuzz of every tool over HTTP: missing fields, wrong types, empty and near-1 MiB strings, deep nesting and
// unicode edge cases. Every answer must be a 4xx envelope or a 200 whose result matches the tool's output schema —
// never a 5xx, never a hang.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledTool } from '../../src/tools/registry.ts';
import { accountWithKey } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TOOL_THREADS: '2' } });
  ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business', 10_000_000));
});
afterAll(() => server.close());

const NEAR_MIB = 1024 * 1024 - 4096;
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const unicodeEdges = [
  '\ud800',
  'tail \udfff lone',
  'e\u0301\u0302\u0303 combining',
  '\u202eRTL override \u200f\u061c مرحبا',
  '👩‍👩‍👧‍👦 family 🏳️‍🌈',
  'nul \u0000 byte',
  '\ufeffBOM and \u200b zero width',
];

type Properties = Record<string, { type?: string | string[]; enum?: unknown[] }>;

function wrongValue(schema: { type?: string | string[] }): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    default:
      return [1, 2, 3];
  }
}

/** Variants of the first example's inputs, one property disturbed at a time. */
function cases(tool: CompiledTool): Array<[string, string]> {
  const base = tool.definition.examples[0]!.inputs as Record<string, unknown>;
  const properties = (tool.definition.inputSchema.properties ?? {}) as Properties;
  const out: Array<[string, string]> = [
    ['no inputs', JSON.stringify({ tool: tool.definition.slug })],
    ['inputs {}', JSON.stringify({ tool: tool.definition.slug, inputs: {} })],
  ];
  const body = (inputs: Record<string, unknown>) => JSON.stringify({ tool: tool.definition.slug, inputs });
  for (const [name, schema] of Object.entries(properties)) {
    out.push([`${name}: wrong type`, body({ ...base, [name]: wrongValue(schema) })]);
    out.push([`${name}: deep array`, body({ ...base, [name]: JSON.parse(deepArrays(2_000)) })]);
    out.push([`${name}: huge number`, body({ ...base, [name]: 1e308 })]);
    if (schema.type === 'string' && !schema.enum) {
      out.push([`${name}: empty`, body({ ...base, [name]: '' })]);
      out.push([`${name}: near 1 MiB`, body({ ...base, [name]: 'x'.repeat(NEAR_MIB) })]);
      out.push([`${name}: deep JSON text`, body({ ...base, [name]: deepArrays(100_000) })]);
      // Names of Object members, where a tool or its library looks a string up in a plain object.
      for (const member of ['__proto__', 'constructor']) out.push([`${name}: ${member}`, body({ ...base, [name]: member })]);
      for (const edge of unicodeEdges) out.push([`${name}: ${JSON.stringify(edge)}`, body({ ...base, [name]: edge })]);
    }
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

async function post(body: string): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.base}/api/v1/tools`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, json: await response.json() };
}

describe('fuzzing every tool', () => {
  it('answers every hostile input with a 4xx envelope or a schema-valid result', async () => {
    const problems: string[] = [];
    const work: Array<() => Promise<void>> = [];
    for (const tool of server.app.tools.list()) {
      const validate: ValidateFunction = ajv.compile(tool.definition.outputSchema);
      for (const [label, body] of cases(tool)) {
        work.push(async () => {
          const { status, json } = await post(body);
          const where = `${tool.definition.slug} [${label}]`;
          if (status >= 500) problems.push(`${where} → ${status} ${JSON.stringify(json).slice(0, 200)}`);
          else if (status === 200 && !validate(json.result)) problems.push(`${where} → result breaks its schema: ${ajv.errorsText(validate.errors)}`);
          else if (status !== 200 && (typeof json.error !== 'string' || typeof json.message !== 'string')) problems.push(`${where} → ${status} without an envelope`);
        });
      }
    }
    // A few at a time: the light tools answer at once, the heavy ones share two worker threads.
    const lanes = Array.from({ length: 6 }, async () => {
      for (let job = work.shift(); job; job = work.shift()) await job();
    });
    await Promise.all(lanes);
    expect(problems).toEqual([]);
  }, 600_000);
});
