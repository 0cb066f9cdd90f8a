import { Ajv, type ErrorObject, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

const MAX_REPORTED_ERRORS = 100;
/** Deeper documents are refused before parsing (JSON.parse is slow on them); Ajv compiles schemas recursively. */
const MAX_DEPTH = 1000;
const MAX_SCHEMA_DEPTH = 200;

type Draft = 'draft-07' | '2019-09' | '2020-12';

/** The draft a schema declares with $schema; draft-06 is read as draft-07, its near superset. */
function draftOf(schema: unknown): Draft {
  const declared = schema !== null && typeof schema === 'object' ? (schema as Record<string, unknown>).$schema : undefined;
  if (declared === undefined) return 'draft-07';
  if (typeof declared !== 'string') throw new ToolError('"$schema" must be a string URI.');
  if (declared.includes('2020-12')) return '2020-12';
  if (declared.includes('2019-09')) return '2019-09';
  if (/draft-0[67]/.test(declared)) return 'draft-07';
  if (/draft-0[0-5]/.test(declared)) {
    throw new ToolError('JSON Schema draft-04 and older are not supported: use draft-07, 2019-09 or 2020-12 ("id" becomes "$id", boolean exclusiveMinimum becomes a number).');
  }
  throw new ToolError(`Unknown "$schema" ${JSON.stringify(declared.slice(0, 200))}: use a draft-07, 2019-09 or 2020-12 meta-schema URI.`);
}

interface Inputs {
  json: string;
  schema: string;
  allErrors: boolean;
}

interface Problem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

export default defineTool({
  slug: 'json-schema-validator',
  name: 'JSON Schema validator',
  category: 'developer',
  description:
    'Validates a JSON document against a JSON Schema (draft-07, 2019-09 or 2020-12, chosen by "$schema"; standard formats such as email, date-time and uri are checked) and lists each violation with the JSON Pointer of the offending value.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 500_000, description: 'The JSON document to validate.' },
      schema: { type: 'string', maxLength: 200_000, description: 'The JSON Schema, as JSON text.' },
      allErrors: { type: 'boolean', default: true, description: 'Report every violation rather than stopping at the first.' },
    },
    required: ['json', 'schema'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      draft: { type: 'string', description: 'The JSON Schema draft applied.' },
      errorCount: { type: 'integer', description: 'Number of violations found.' },
      errors: {
        type: 'array',
        description: `The violations (at most ${MAX_REPORTED_ERRORS}).`,
        items: {
          type: 'object',
          properties: {
            instancePath: { type: 'string', description: 'JSON Pointer of the offending value ("" is the whole document).' },
            schemaPath: { type: 'string', description: 'Where in the schema the failing keyword is.' },
            keyword: { type: 'string', description: 'The failing keyword, e.g. type, required, format.' },
            message: { type: 'string' },
            params: { type: 'object', additionalProperties: true, description: 'Details of the keyword, e.g. missingProperty.' },
          },
          required: ['instancePath', 'schemaPath', 'keyword', 'message', 'params'],
        },
      },
    },
    required: ['valid', 'draft', 'errorCount', 'errors'],
  },
  examples: [
    {
      inputs: {
        json: '{"name":"Ada","email":"ada@example","age":-3,"tags":["math","math"]}',
        schema:
          '{"type":"object","required":["name","email","id"],"properties":{"name":{"type":"string"},"email":{"type":"string","format":"email"},"age":{"type":"integer","minimum":0},"tags":{"type":"array","uniqueItems":true}}}',
        allErrors: true,
      },
      result: {
        valid: false,
        draft: 'draft-07',
        errorCount: 4,
        errors: [
          {
            instancePath: '',
            schemaPath: '#/required',
            keyword: 'required',
            message: "must have required property 'id'",
            params: { missingProperty: 'id' },
          },
          {
            instancePath: '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            message: 'must match format "email"',
            params: { format: 'email' },
          },
          {
            instancePath: '/age',
            schemaPath: '#/properties/age/minimum',
            keyword: 'minimum',
            message: 'must be >= 0',
            params: { comparison: '>=', limit: 0 },
          },
          {
            instancePath: '/tags',
            schemaPath: '#/properties/tags/uniqueItems',
            keyword: 'uniqueItems',
            message: 'must NOT have duplicate items (items ## 0 and 1 are identical)',
            params: { i: 1, j: 0 },
          },
        ],
      },
    },
    {
      inputs: {
        json: '[1, 2, 3]',
        schema:
          '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"array","prefixItems":[{"const":1}],"items":{"type":"integer"}}',
        allErrors: false,
      },
      result: { valid: true, draft: '2020-12', errorCount: 0, errors: [] },
    },
  ],
  heavy: true,
  run({ json, schema: schemaText, allErrors }: Inputs) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    if (jsonDepth(schemaText) > MAX_SCHEMA_DEPTH) throw new ToolError(`"schema" is nested more than ${MAX_SCHEMA_DEPTH} levels deep.`);
    const document = parseJsonInput(json, 'json');
    const schema = parseJsonInput(schemaText, 'schema');
    if (typeof schema !== 'boolean' && (schema === null || typeof schema !== 'object' || Array.isArray(schema))) {
      throw new ToolError('"schema" must be a JSON object (or true / false).');
    }
    const draft = draftOf(schema);
    const effective =
      typeof schema === 'object' && /draft-06/.test(String((schema as Record<string, unknown>).$schema ?? ''))
        ? { ...(schema as Record<string, unknown>), $schema: 'http://json-schema.org/draft-07/schema#' }
        : schema;
    const options: Options = { allErrors, strict: false, logger: false, validateFormats: true, verbose: false };
    const ajv = draft === '2020-12' ? new Ajv2020(options) : draft === '2019-09' ? new Ajv2019(options) : new Ajv(options);
    addFormats.default(ajv);
    let validate;
    try {
      validate = ajv.compile(effective as object | boolean);
    } catch (error) {
      throw new ToolError(`The schema is not valid: ${String((error as Error).message ?? error).slice(0, 300)}`);
    }
    let valid: boolean;
    try {
      valid = validate(document) as boolean;
    } catch (error) {
      throw new ToolError(`Could not validate: ${String((error as Error).message ?? error).slice(0, 300)}`);
    }
    const found: ErrorObject[] = valid ? [] : (validate.errors ?? []);
    const errors: Problem[] = found.slice(0, MAX_REPORTED_ERRORS).map((error) => ({
      instancePath: error.instancePath,
      schemaPath: error.schemaPath,
      keyword: error.keyword,
      message: error.message ?? error.keyword,
      params: { ...error.params },
    }));
    return { valid, draft, errorCount: found.length, errors };
  },
});
