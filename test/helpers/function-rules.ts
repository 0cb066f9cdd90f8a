// Each model API's published rules for function (tool) definitions, as checkers: a list of broken rules, empty when
// that API would take the definition. Written from the providers' documentation:
//   OpenAI  — API reference, Chat Completions `tools[].function`: name "a-z, A-Z, 0-9, or contain underscores and
//             dashes, with a maximum length of 64"; parameters a JSON Schema object. Structured Outputs guide,
//             "Supported schemas" (strict: true): root an object, not anyOf; every property in `required`;
//             `additionalProperties: false` on every object; supported keywords only (string: pattern, format among
//             date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid; number/integer: multipleOf, maximum,
//             exclusiveMaximum, minimum, exclusiveMinimum; array: minItems, maxItems; enum, const, anyOf, description,
//             $defs/$ref); at most 10 levels of object nesting and 5,000 object properties; at most 1,000 enum
//             values; property names, enum and const values at most 120,000 characters in total.
//   Anthropic — Messages API, "Tool use" (client tools): name matching ^[a-zA-Z0-9_-]{1,64}$, a description, and
//             `input_schema`, a JSON Schema whose root is `type: "object"`.
//   Gemini  — API reference, FunctionDeclaration: name "must start with a letter or an underscore; a-z, A-Z, 0-9,
//             underscores, dots, colons or dashes, with a maximum length of 64"; parameters a Schema object (the
//             OpenAPI 3.0 subset): type one of STRING, NUMBER, INTEGER, BOOLEAN, ARRAY, OBJECT, NULL; fields format,
//             title, description, nullable, enum (strings, for STRING), maxItems, minItems, properties, required,
//             minProperties, maxProperties, minLength, maxLength, pattern, example, anyOf, propertyOrdering, default,
//             items, minimum, maximum; an OBJECT lists its properties.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { walkSchema, type Schema } from './schema-walk.ts';

const OPENAI_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const ANTHROPIC_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;

const STRICT_KEYWORDS: Record<string, ReadonlySet<string>> = {
  string: new Set(['pattern', 'format']),
  number: new Set(['multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum']),
  integer: new Set(['multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum']),
  array: new Set(['items', 'minItems', 'maxItems']),
  object: new Set(['properties', 'required', 'additionalProperties']),
  boolean: new Set(),
  null: new Set(),
};
const STRICT_ANY = new Set(['type', 'description', 'enum', 'const', 'anyOf', '$defs', '$ref', 'title']);
const STRICT_FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

const GEMINI_TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL']);
const GEMINI_FIELDS = new Set([
  'type', 'format', 'title', 'description', 'nullable', 'enum', 'maxItems', 'minItems', 'properties', 'required', 'minProperties',
  'maxProperties', 'minLength', 'maxLength', 'pattern', 'example', 'anyOf', 'propertyOrdering', 'default', 'items', 'minimum', 'maximum',
]);

const ajv2020 = new Ajv2020({ strict: false });

/** Every JSON Schema keyword in use is one the draft knows, and the schema compiles. */
function compiles(schema: unknown): string[] {
  try {
    ajv2020.compile(schema as Schema);
    return [];
  } catch (error) {
    return [`not a valid JSON Schema: ${(error as Error).message}`];
  }
}

function description(value: unknown): string[] {
  return typeof value === 'string' && value.length > 0 ? [] : ['no description'];
}

export function openaiFunctionProblems(entry: Schema, strict: boolean): string[] {
  const problems: string[] = [];
  if (entry.type !== 'function') problems.push('type is not "function"');
  const fn = (entry.function ?? {}) as Schema;
  if (typeof fn.name !== 'string' || !OPENAI_NAME.test(fn.name)) problems.push(`name ${JSON.stringify(fn.name)} breaks ${OPENAI_NAME}`);
  problems.push(...description(fn.description));
  if (fn.strict !== strict) problems.push(`strict is not ${strict}`);
  const parameters = fn.parameters as Schema;
  if (parameters?.type !== 'object') problems.push('parameters is not an object schema');
  problems.push(...compiles(parameters));
  if (strict) problems.push(...strictSchemaProblems(parameters));
  return problems;
}

function strictSchemaProblems(root: Schema): string[] {
  const problems: string[] = [];
  if (root.anyOf !== undefined) problems.push('root is anyOf');
  let propertyCount = 0;
  let enumValues = 0;
  let characters = 0;
  for (const { path, schema, property } of walkSchema(root)) {
    if (property !== undefined) characters += property.length;
    if ('$boolean' in schema) {
      problems.push(`${path}: boolean schema`);
      continue;
    }
    const types = (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]) as string[];
    if (types.length === 0 && schema.anyOf === undefined && schema.enum === undefined && schema.const === undefined && schema.$ref === undefined) {
      problems.push(`${path}: no type`);
    }
    for (const keyword of Object.keys(schema)) {
      if (STRICT_ANY.has(keyword)) continue;
      if (!types.some((type) => STRICT_KEYWORDS[type]?.has(keyword))) problems.push(`${path}: keyword ${keyword} is not supported`);
    }
    if (schema.format !== undefined && !STRICT_FORMATS.has(schema.format as string)) problems.push(`${path}: format ${schema.format}`);
    if (Array.isArray(schema.enum)) {
      enumValues += schema.enum.length;
      for (const value of schema.enum) if (typeof value === 'string') characters += value.length;
      if (types.includes('null') && !schema.enum.includes(null)) problems.push(`${path}: nullable enum without null`);
    }
    if (types.includes('object')) {
      if (schema.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
      const names = Object.keys((schema.properties as Schema | undefined) ?? {});
      propertyCount += names.length;
      const required = (schema.required as string[] | undefined) ?? [];
      const missing = names.filter((name) => !required.includes(name));
      if (missing.length) problems.push(`${path}: not required: ${missing.join(', ')}`);
      if (path.split('/properties/').length - 1 > 10) problems.push(`${path}: nested deeper than 10 levels`);
    }
  }
  if (propertyCount > 5000) problems.push(`${propertyCount} properties (at most 5,000)`);
  if (enumValues > 1000) problems.push(`${enumValues} enum values (at most 1,000)`);
  if (characters > 120_000) problems.push(`${characters} characters of names and enum values (at most 120,000)`);
  return problems;
}

export function anthropicToolProblems(entry: Schema): string[] {
  const problems: string[] = [];
  if (typeof entry.name !== 'string' || !ANTHROPIC_NAME.test(entry.name)) problems.push(`name ${JSON.stringify(entry.name)} breaks ${ANTHROPIC_NAME}`);
  problems.push(...description(entry.description));
  const schema = entry.input_schema as Schema;
  if (schema?.type !== 'object') problems.push('input_schema root is not type "object"');
  problems.push(...compiles(schema));
  const extra = Object.keys(entry).filter((key) => !['name', 'description', 'input_schema'].includes(key));
  if (extra.length) problems.push(`unknown fields: ${extra.join(', ')}`);
  return problems;
}

export function geminiDeclarationProblems(declaration: Schema): string[] {
  const problems: string[] = [];
  if (typeof declaration.name !== 'string' || !GEMINI_NAME.test(declaration.name)) {
    problems.push(`name ${JSON.stringify(declaration.name)} breaks ${GEMINI_NAME}`);
  }
  problems.push(...description(declaration.description));
  const parameters = declaration.parameters as Schema;
  if (parameters?.type !== 'OBJECT') problems.push('parameters is not an OBJECT schema');
  for (const { path, schema } of walkSchema(parameters)) {
    if ('$boolean' in schema) {
      problems.push(`${path}: boolean schema`);
      continue;
    }
    for (const keyword of Object.keys(schema)) if (!GEMINI_FIELDS.has(keyword)) problems.push(`${path}: field ${keyword} is not in Schema`);
    if (schema.type !== undefined && !GEMINI_TYPES.has(schema.type as string)) problems.push(`${path}: type ${JSON.stringify(schema.type)}`);
    if (schema.type === undefined && schema.anyOf === undefined) problems.push(`${path}: no type`);
    if (schema.enum !== undefined && (schema.type !== 'STRING' || !(schema.enum as unknown[]).every((v) => typeof v === 'string'))) {
      problems.push(`${path}: enum on a non-STRING`);
    }
    if (schema.type === 'OBJECT') {
      const names = Object.keys((schema.properties as Schema | undefined) ?? {});
      if (names.length === 0) problems.push(`${path}: OBJECT without properties`);
      for (const name of (schema.required as string[] | undefined) ?? []) if (!names.includes(name)) problems.push(`${path}: requires unknown ${name}`);
    }
    if (schema.type === 'ARRAY' && schema.items === undefined) problems.push(`${path}: ARRAY without items`);
  }
  return problems;
}
