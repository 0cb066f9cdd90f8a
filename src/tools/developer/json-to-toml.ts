import { stringify } from 'smol-toml';
import { ToolError, defineTool } from '../define.ts';
import { attempt, parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing (JSON.parse is slow on them, and writers recurse). */
const MAX_DEPTH = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A copy without null members (TOML has no null), noting where they were; null inside an array cannot be dropped. */
function withoutNulls(value: unknown, path: string, omitted: string[]): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      if (item === null) throw new ToolError(`${path}[${i}] is null, and TOML arrays cannot hold null; remove it or use a value.`);
      return withoutNulls(item, `${path}[${i}]`, omitted);
    });
  }
  if (!isObject(value)) return value;
  const entries: Array<[string, unknown]> = [];
  for (const [key, item] of Object.entries(value)) {
    const at = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
    if (item === null) omitted.push(at);
    else entries.push([key, withoutNulls(item, at, omitted)]);
  }
  return Object.fromEntries(entries);
}

export default defineTool({
  slug: 'json-to-toml',
  name: 'JSON to TOML',
  category: 'developer',
  description:
    'Converts a JSON object to TOML 1.0: nested objects become [tables], arrays of objects become [[arrays of tables]]. TOML has no null, so null members are left out and listed; whole numbers are written as integers.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 100_000, description: 'A JSON object (TOML documents are tables).' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      toml: { type: 'string' },
      omitted: {
        type: 'array',
        items: { type: 'string' },
        description: 'Paths of null members that were left out, e.g. $.server.proxy.',
      },
    },
    required: ['toml', 'omitted'],
  },
  examples: [
    {
      inputs: {
        json: '{"title":"Example","owner":{"name":"Tom","admin":true},"database":{"ports":[8000,8001],"timeout":2.5},"servers":[{"name":"alpha","ip":"10.0.0.1"},{"name":"beta","ip":"10.0.0.2"}]}',
      },
      result: {
        toml: 'title = "Example"\n\n[owner]\nname = "Tom"\nadmin = true\n\n[database]\nports = [ 8000, 8001 ]\ntimeout = 2.5\n\n[[servers]]\nname = "alpha"\nip = "10.0.0.1"\n\n[[servers]]\nname = "beta"\nip = "10.0.0.2"\n',
        omitted: [],
      },
    },
    {
      inputs: { json: '{"name":"my-app","version":"1.0.0","proxy":null,"scripts":{"build":"tsc","test my app":"vitest"}}' },
      result: {
        toml: 'name = "my-app"\nversion = "1.0.0"\n\n[scripts]\nbuild = "tsc"\n"test my app" = "vitest"\n',
        omitted: ['$.proxy'],
      },
    },
  ],
  run({ json }: { json: string }) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const value = parseJsonInput(json);
    if (!isObject(value)) throw new ToolError('A TOML document is a table: "json" must be a JSON object ({...}), not an array or a single value.');
    const omitted: string[] = [];
    const clean = attempt('Could not convert the JSON', () => withoutNulls(value, '$', omitted)) as Record<string, unknown>;
    const toml = attempt('Could not write the TOML', () => stringify(clean));
    return { toml: toml.trim() === '' ? '' : `${toml.trim()}\n`, omitted };
  },
});
