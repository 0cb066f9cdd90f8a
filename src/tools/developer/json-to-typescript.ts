import jsonToTsModule from 'json-to-ts';
import { ToolError, defineTool } from '../define.ts';
import { attempt, parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing: JSON.parse is slow on them and the library recurses per level. */
const MAX_DEPTH = 500;

// A CommonJS package: depending on the loader the default import is the function itself or a namespace holding it.
type JsonToTs = typeof jsonToTsModule.default;
const jsonToTs: JsonToTs =
  (jsonToTsModule as unknown as { default?: JsonToTs }).default ?? (jsonToTsModule as unknown as JsonToTs);

interface Inputs {
  json: string;
  rootName: string;
  typeAlias: boolean;
  exported: boolean;
}

export default defineTool({
  slug: 'json-to-typescript',
  name: 'JSON to TypeScript',
  category: 'developer',
  description:
    'Infers TypeScript interfaces (or type aliases) from a sample JSON object or array of objects: nested objects get their own named types, keys missing from some array items become optional, and identical shapes are shared.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 200_000, description: 'A JSON object or an array of objects.' },
      rootName: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$',
        default: 'Root',
        description: 'Name of the top-level type.',
      },
      typeAlias: { type: 'boolean', default: false, description: 'Write "type X = {...}" instead of "interface X {...}".' },
      exported: { type: 'boolean', default: false, description: 'Put "export" in front of every declaration.' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      typescript: { type: 'string', description: 'The declarations, separated by blank lines.' },
      declarations: { type: 'integer', description: 'Number of interfaces or types declared.' },
    },
    required: ['typescript', 'declarations'],
  },
  examples: [
    {
      inputs: {
        json: '{"id":42,"login":"octocat","site_admin":false,"plan":{"name":"pro","seats":5},"labels":["bug","help wanted"],"manager":null}',
        rootName: 'User',
        typeAlias: false,
        exported: true,
      },
      result: {
        typescript:
          'export interface User {\n  id: number;\n  login: string;\n  site_admin: boolean;\n  plan: Plan;\n  labels: string[];\n  manager: null;\n}\n\nexport interface Plan {\n  name: string;\n  seats: number;\n}',
        declarations: 2,
      },
    },
    {
      inputs: {
        json: '[{"sku":"A-1","qty":2},{"sku":"B-7","qty":1,"gift":true}]',
        rootName: 'OrderLine',
        typeAlias: true,
        exported: false,
      },
      result: { typescript: 'type OrderLine = {\n  sku: string;\n  qty: number;\n  gift?: boolean;\n}', declarations: 1 },
    },
  ],
  heavy: true,
  run({ json, rootName, typeAlias, exported }: Inputs) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const value = parseJsonInput(json);
    const isObject = (item: unknown) => item !== null && typeof item === 'object' && !Array.isArray(item);
    const objects = Array.isArray(value) ? value.length > 0 && value.every(isObject) : isObject(value);
    if (!objects) throw new ToolError('"json" must be an object or a non-empty array of objects to infer types from.');
    const declarations = attempt('Could not infer types', () => jsonToTs(value, { rootName, useTypeAlias: typeAlias }));
    return {
      typescript: declarations.map((declaration) => (exported ? `export ${declaration}` : declaration)).join('\n\n'),
      declarations: declarations.length,
    };
  },
});
