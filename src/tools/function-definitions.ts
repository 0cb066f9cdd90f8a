// The catalog as function (tool) definitions for the major model APIs, translated from each tool's own inputSchema
// with no per-tool edits; and the way back: the arguments a model sends in the translated shape, read as the tool's
// own inputs. Every dialect names a function by its tool's slug (letters, digits and dashes, at most 64 characters:
// within every API's name rules, which test/helpers/function-rules.ts checks).
//
// - openai: Chat Completions `tools` entries, the inputSchema as is (`strict: false`).
// - openai-strict: the same with `strict: true`, the schema rewritten to OpenAI's strict structured-output subset: every
//   property required (an optional one as a union with null, which the service reads as "not given"), every object
//   closed, and what an unsupported keyword (maxLength, default, uniqueItems…) said moved into the description.
// - anthropic: Messages API `tools` entries (`input_schema`: the inputSchema as is).
// - gemini: one `tools` entry of `functionDeclarations`, the schema rewritten to Gemini's OpenAPI-subset Schema.
//
// Maps (an object whose names the caller chooses) cannot be written in the strict and Gemini subsets; there they are
// lists of {key, value} entries, which the way back turns into the object again.
import type { JsonSchema, ToolDeclaration } from './define.ts';

export const dialects = ['openai', 'openai-strict', 'anthropic', 'gemini'] as const;
export type Dialect = (typeof dialects)[number];

type Properties = Record<string, JsonSchema>;

const propertiesOf = (schema: JsonSchema): Properties => (schema.properties as Properties | undefined) ?? {};
const requiredOf = (schema: JsonSchema): readonly string[] => (schema.required as string[] | undefined) ?? [];
/** A map: an object whose names the caller chooses, with one schema for every value. */
export const isMap = (schema: JsonSchema): boolean =>
  schema.properties === undefined && typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null;
const text = (value: unknown): string => JSON.stringify(value);

/** OpenAI refuses a function description longer than this (`string_above_max_length`); MCP clients pass tools' on. */
export const MAX_DESCRIPTION = 1_024;

/**
 * What a function definition says of a tool: its description (which documents the rounding), then each result field
 * with its own description (units, rounding, when it is null): a model reads no output schema. Within
 * MAX_DESCRIPTION: the fields by name only where their descriptions would not fit, and none where the names would not
 * (the catalog lint holds every tool's own description to the limit).
 */
export function functionDescription(declaration: ToolDeclaration): string {
  const fields = Object.entries(propertiesOf(declaration.outputSchema));
  const described = fields.map(([name, schema]) => (typeof schema.description === 'string' ? `${name} (${schema.description.replace(/\.$/, '')})` : name));
  for (const list of [described, fields.map(([name]) => name)]) {
    const text = `${declaration.description} Returns ${list.join('; ')}.`;
    if (list.length && text.length <= MAX_DESCRIPTION) return text;
  }
  return declaration.description;
}

/** Every constraint keyword constraintNotes can put into words. */
export const CONSTRAINT_KEYWORDS: ReadonlySet<string> = new Set([
  'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'not', 'enum', 'const', 'default',
]);

/** Sentences saying what `keywords` of `schema` require (those a dialect cannot carry; all of them on a tool's page). */
export function constraintNotes(schema: JsonSchema, keywords: ReadonlySet<string>): string[] {
  const notes: string[] = [];
  const has = (keyword: string) => keywords.has(keyword) && schema[keyword] !== undefined;
  const range = (low: string, high: string, unit: string) => {
    if (has(low) && has(high)) notes.push(`${schema[low]} to ${schema[high]} ${unit}.`);
    else if (has(high)) notes.push(`At most ${schema[high]} ${unit}.`);
    else if (has(low)) notes.push(`At least ${schema[low]} ${unit}.`);
  };
  range('minLength', 'maxLength', 'characters');
  if (has('pattern')) notes.push(`Matches the pattern ${schema.pattern}.`);
  if (has('format')) notes.push(`Format: ${schema.format}.`);
  if (has('minimum') && has('maximum')) notes.push(`From ${schema.minimum} to ${schema.maximum}.`);
  else if (has('minimum')) notes.push(`At least ${schema.minimum}.`);
  else if (has('maximum')) notes.push(`At most ${schema.maximum}.`);
  if (has('exclusiveMinimum')) notes.push(`Greater than ${schema.exclusiveMinimum}.`);
  if (has('exclusiveMaximum')) notes.push(`Less than ${schema.exclusiveMaximum}.`);
  if (has('multipleOf')) notes.push(`A multiple of ${schema.multipleOf}.`);
  range('minItems', 'maxItems', 'items');
  if (has('uniqueItems') && schema.uniqueItems === true) notes.push('No two items alike.');
  range('minProperties', 'maxProperties', 'entries');
  if (has('not')) notes.push(`Not ${text((schema.not as JsonSchema).const ?? schema.not)}.`);
  if (has('enum')) notes.push(`One of ${(schema.enum as unknown[]).map(text).join(', ')}.`);
  if (has('const')) notes.push(`Always ${text(schema.const)}.`);
  if (has('default')) notes.push(`Default ${text(schema.default)}.`);
  return notes;
}

const withNotes = (description: unknown, notes: readonly string[]): string | undefined => {
  const parts = [typeof description === 'string' ? description : '', ...notes].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
};

// ---- openai-strict -------------------------------------------------------------------------------------------------

/**
 * Keywords of OpenAI's strict subset (Structured Outputs, "Supported schemas"): types, enum/const, anyOf, and per type
 * pattern and format (strings), minimum/maximum/exclusive bounds and multipleOf (numbers), minItems/maxItems (arrays).
 */
const STRICT_FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);
const STRICT_DROPPED = new Set(['minLength', 'maxLength', 'uniqueItems', 'minProperties', 'maxProperties', 'not', 'default', 'format']);

function strictSchema(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (isMap(schema)) return strictSchema(entriesSchema(schema), nullable);
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as JsonSchema[]).map((branch) => strictSchema(branch, false));
    if (nullable && !branches.some((branch) => branch.type === 'null')) branches.push({ type: 'null' });
    return described({ anyOf: branches }, withNotes(schema.description, constraintNotes(schema, STRICT_DROPPED)));
  }
  const dropped = new Set(STRICT_DROPPED);
  if (typeof schema.format === 'string' && STRICT_FORMATS.has(schema.format)) dropped.delete('format');
  const out: JsonSchema = {};
  for (const keyword of ['type', 'enum', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems']) {
    if (schema[keyword] !== undefined) out[keyword] = schema[keyword];
  }
  if (!dropped.has('format')) out.format = schema.format;
  if (schema.const !== undefined) out.enum = [schema.const];
  if (schema.type === 'object' || schema.properties !== undefined) {
    const required = new Set(requiredOf(schema));
    out.type = 'object';
    out.properties = Object.fromEntries(
      Object.entries(propertiesOf(schema)).map(([name, property]) => [name, strictSchema(property, !required.has(name))]),
    );
    out.required = Object.keys(out.properties as Properties);
    out.additionalProperties = false;
  }
  if (schema.items !== undefined) out.items = strictSchema(schema.items as JsonSchema, false);
  return nullableStrict(described(out, withNotes(schema.description, constraintNotes(schema, dropped))), nullable);
}

/** An optional property in strict mode: its type also null (and null among its enum values), as OpenAI's guide shows. */
function nullableStrict(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return schema;
  const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) out.enum = [...(schema.enum as unknown[]), null];
  return out;
}

const described = (schema: JsonSchema, description: string | undefined): JsonSchema =>
  description === undefined ? schema : { ...schema, description };

/**
 * A map as a list of {key, value} entries, in JSON Schema (each dialect translates it; the way back reads it). The
 * rules of the map's names (propertyNames) go onto `key`, where each dialect keeps them or puts them into words.
 */
function entriesSchema(map: JsonSchema): JsonSchema {
  const names = (map.propertyNames as JsonSchema | undefined) ?? {};
  const rules = Object.fromEntries(['minLength', 'maxLength', 'pattern'].filter((k) => names[k] !== undefined).map((k) => [k, names[k]]));
  const out: JsonSchema = {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        key: { type: 'string', description: "The entry's name (one entry per name).", ...rules },
        value: map.additionalProperties,
      },
      required: ['key', 'value'],
      additionalProperties: false,
    },
  };
  if (map.maxProperties !== undefined) out.maxItems = map.maxProperties;
  if (map.minProperties !== undefined) out.minItems = map.minProperties;
  return described(out, withNotes(map.description, ['Given as a list of {key, value} entries, one per name.']));
}

// ---- gemini ----------------------------------------------------------------------------------------------------------

/**
 * Gemini's function-declaration Schema (an OpenAPI 3.0 subset): one upper-case type, `nullable`, enum for strings only,
 * anyOf, items, properties/required, string and array length bounds, minimum/maximum, default; formats date-time and
 * enum (strings), float/double (numbers), int32/int64 (integers). No additionalProperties, exclusive bounds or
 * uniqueItems: those go into the description.
 */
const GEMINI_FORMATS = new Set(['date-time', 'enum', 'float', 'double', 'int32', 'int64']);
const GEMINI_DROPPED = new Set(['exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'uniqueItems', 'not', 'format']);

function geminiSchema(schema: JsonSchema): JsonSchema {
  if (isMap(schema)) return geminiSchema(entriesSchema(schema));
  const dropped = new Set(GEMINI_DROPPED);
  if (typeof schema.format === 'string' && GEMINI_FORMATS.has(schema.format)) dropped.delete('format');
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as JsonSchema[]).map(geminiSchema);
    return described({ anyOf: branches }, withNotes(schema.description, constraintNotes(schema, dropped)));
  }
  const out: JsonSchema = {};
  if (typeof schema.type === 'string') out.type = schema.type.toUpperCase();
  for (const keyword of ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'default']) {
    if (schema[keyword] !== undefined) out[keyword] = schema[keyword];
  }
  if (!dropped.has('format')) out.format = schema.format;
  const values = schema.const !== undefined ? [schema.const] : (schema.enum as unknown[] | undefined);
  if (values && values.every((value) => typeof value === 'string')) out.enum = values;
  else if (values) dropped.add(schema.const !== undefined ? 'const' : 'enum');
  if (schema.type === 'object' || schema.properties !== undefined) {
    out.type = 'OBJECT';
    out.properties = Object.fromEntries(Object.entries(propertiesOf(schema)).map(([name, property]) => [name, geminiSchema(property)]));
    if (requiredOf(schema).length) out.required = [...requiredOf(schema)];
  }
  if (schema.items !== undefined) out.items = geminiSchema(schema.items as JsonSchema);
  return described(out, withNotes(schema.description, constraintNotes(schema, dropped)));
}

// ---- the definitions ----------------------------------------------------------------------------------------------

/** The tool's inputSchema as the service applies it: closed at the top (the registry refuses unknown inputs). */
const closed = (inputSchema: JsonSchema): JsonSchema => ({ ...inputSchema, additionalProperties: false });

/** One tool's definition in a dialect: a `tools` entry (openai, openai-strict, anthropic), or a Gemini function declaration. */
export function functionDefinition(d: ToolDeclaration, dialect: Dialect): unknown {
  switch (dialect) {
    case 'openai':
    case 'openai-strict': {
      const strict = dialect === 'openai-strict';
      return {
        type: 'function',
        function: {
          name: d.slug,
          description: functionDescription(d),
          parameters: strict ? strictSchema(closed(d.inputSchema), false) : closed(d.inputSchema),
          strict,
        },
      };
    }
    case 'anthropic':
      return { name: d.slug, description: functionDescription(d), input_schema: closed(d.inputSchema) };
    case 'gemini':
      return { name: d.slug, description: functionDescription(d), parameters: geminiSchema(d.inputSchema) };
  }
}

/**
 * What goes into that API's request as `tools`, from these tools' definitions (functionDefinition): the list itself,
 * or for Gemini one entry holding them as `functionDeclarations`.
 */
export const asRequestTools = (definitions: unknown[], dialect: Dialect): unknown[] =>
  dialect === 'gemini' ? [{ functionDeclarations: definitions }] : definitions;

/** What goes into that API's request as `tools`, for these tools. */
export const functionDefinitions = (declarations: readonly ToolDeclaration[], dialect: Dialect): unknown[] =>
  asRequestTools(declarations.map((d) => functionDefinition(d, dialect)), dialect);

// ---- the way back ---------------------------------------------------------------------------------------------------

const acceptsNull = (schema: JsonSchema): boolean =>
  schema.type === 'null' ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some(acceptsNull));

/** Problems of an entry list named at most (an error answer lists 20). */
const MAX_PROBLEMS = 20;

/** A problem with the inputs, by JSON Pointer into the request (as the input validator words its own). */
export interface ArgumentProblem {
  path: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const codePoints = (text: string): number => [...text].length;
const patterns = new Map<string, RegExp>();
/** A pattern of the catalog's own schemas (never a caller's), compiled once, as Ajv reads it (Unicode). */
const patternOf = (source: string): RegExp => {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
  return pattern;
};

/**
 * A list of {key, value} entries where the schema has a map, as that map; or the problems of its entries, each named by
 * its place and rule (a duplicate key, an entry without its value, a key the map's propertyNames refuse, too many).
 */
function entriesToMap(map: JsonSchema, entries: unknown[], path: string, problems: ArgumentProblem[]): unknown {
  const found: ArgumentProblem[] = [];
  const names = (map.propertyNames as JsonSchema | undefined) ?? {};
  const first = new Map<string, number>();
  if (typeof map.maxProperties === 'number' && entries.length > map.maxProperties) {
    found.push({ path, message: `must have at most ${map.maxProperties} entries (it has ${entries.length})` });
  }
  if (typeof map.minProperties === 'number' && entries.length < map.minProperties) {
    found.push({ path, message: `must have at least ${map.minProperties} entries` });
  }
  // Every entry is checked (the body's size bounds them), its problems collected up to what an answer names.
  entries.forEach((entry, i) => {
    if (found.length >= MAX_PROBLEMS) return;
    const at = `${path}/${i}`;
    if (!isRecord(entry)) return void found.push({ path: at, message: 'must be an entry {"key": …, "value": …}' });
    for (const field of Object.keys(entry)) {
      if (field !== 'key' && field !== 'value') found.push({ path: `${at}/${field}`, message: 'is not a known property (an entry has key and value)' });
    }
    if (!('value' in entry)) found.push({ path: `${at}/value`, message: 'is required' });
    const { key } = entry;
    if (key === undefined) return void found.push({ path: `${at}/key`, message: 'is required' });
    if (typeof key !== 'string') return void found.push({ path: `${at}/key`, message: 'must be string' });
    const earlier = first.get(key);
    if (earlier !== undefined) found.push({ path: `${at}/key`, message: `duplicate key ${JSON.stringify(key.slice(0, 100))} (entry ${earlier} has it)` });
    else first.set(key, i);
    if (typeof names.minLength === 'number' && codePoints(key) < names.minLength) {
      found.push({ path: `${at}/key`, message: `must NOT have fewer than ${names.minLength} characters` });
    }
    if (typeof names.maxLength === 'number' && codePoints(key) > names.maxLength) {
      found.push({ path: `${at}/key`, message: `must NOT have more than ${names.maxLength} characters` });
    }
    if (typeof names.pattern === 'string' && !patternOf(names.pattern).test(key)) {
      found.push({ path: `${at}/key`, message: `must match pattern "${names.pattern}"` });
    }
  });
  if (found.length) {
    problems.push(...found);
    return entries;
  }
  const object: Record<string, unknown> = {};
  entries.forEach((entry, i) => {
    const { key, value } = entry as { key: string; value: unknown };
    // Own properties whatever the name, as JSON.parse makes them: "__proto__" must not become the prototype.
    Object.defineProperty(object, key, {
      value: acceptModelArguments(map.additionalProperties as JsonSchema, value, `${path}/${i}/value`, problems),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return object;
}

/**
 * Reads arguments a model sent in a translated dialect as the tool's own inputs, in place: an optional property given
 * as null is left out (then its default applies), and a list of {key, value} entries where the schema has a map becomes
 * that map (or adds its entries' problems to `problems`, `path` naming where the value is). Anything else is left for
 * the input validator to judge. Cheap on plain inputs: it descends only into nulls, arrays and objects.
 */
export function acceptModelArguments(schema: JsonSchema, value: unknown, path = '', problems: ArgumentProblem[] = []): unknown {
  if (Array.isArray(value)) {
    const map = isMap(schema) ? schema : ((schema.anyOf as JsonSchema[] | undefined)?.find(isMap) ?? null);
    if (map) return entriesToMap(map, value, path, problems);
    const items = schema.items as JsonSchema | undefined;
    if (items) for (let i = 0; i < value.length; i++) value[i] = acceptModelArguments(items, value[i], `${path}/${i}`, problems);
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  // An object where the schema has one, or an anyOf branch that takes objects (a color as text or as {l, a, b}).
  const objectSchema = schema.properties ? schema : (schema.anyOf as JsonSchema[] | undefined)?.find((branch) => branch.properties);
  const properties = objectSchema?.properties as Properties | undefined;
  if (!properties) return value;
  const object = value as Record<string, unknown>;
  const required = requiredOf(objectSchema!);
  for (const name in object) {
    // Own properties only: an unknown input named "constructor" or "__proto__" is the validator's to refuse.
    if (!Object.hasOwn(properties, name)) continue;
    const property = properties[name]!;
    const given = object[name];
    if (given === null) {
      if (!required.includes(name) && !acceptsNull(property)) delete object[name];
    } else if (typeof given === 'object') {
      object[name] = acceptModelArguments(property, given, `${path}/${name}`, problems);
    }
  }
  return object;
}
