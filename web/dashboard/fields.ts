// Turns a tool's inputSchema into form fields, and the form's text back into the `inputs` object the API expects.
import type { JsonSchema } from './types.ts';

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'checkbox' | 'list' | 'json';

export interface Field {
  name: string;
  kind: FieldKind;
  schema: JsonSchema;
  required: boolean;
  /** For `number`: whether only whole numbers are valid. */
  integer: boolean;
  /** For `select`: the values to choose from. */
  options: Array<string | number>;
}

/** What the form holds for each field: text for every control except a checkbox. */
export type FormValues = Record<string, string | boolean>;

const typeOf = (schema: JsonSchema): string | undefined => (typeof schema.type === 'string' ? schema.type : undefined);
const isScalarType = (type: string | undefined) => type === 'string' || type === 'number' || type === 'integer' || type === 'boolean';

/** Strings get a textarea when they may be long or the description talks about lines; short or patterned ones an input. */
function isLongText(schema: JsonSchema): boolean {
  if (schema.pattern !== undefined) return false;
  if (/multi-?line|newline|one per line|paragraph/i.test(schema.description ?? '')) return true;
  return schema.maxLength === undefined || schema.maxLength > 200;
}

/** The values of an enum, or of an anyOf whose every branch is one (an integer or "continuous"); [] otherwise. */
function optionsOf(schema: JsonSchema): Array<string | number> {
  const values = schema.anyOf
    ? schema.anyOf.every((branch) => branch.enum) ? schema.anyOf.flatMap((branch) => branch.enum!) : []
    : (schema.enum ?? []);
  return values.every((value) => typeof value === 'string' || typeof value === 'number') ? (values as Array<string | number>) : [];
}

function kindOf(schema: JsonSchema): FieldKind {
  const type = typeOf(schema);
  if (optionsOf(schema).length > 0) return 'select';
  if (type === 'boolean') return 'checkbox';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'string') return isLongText(schema) ? 'textarea' : 'text';
  if (type === 'array' && schema.items && isScalarType(typeOf(schema.items)) && typeOf(schema.items) !== 'boolean') return 'list';
  return 'json';
}

export function fieldsOf(schema: JsonSchema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    kind: kindOf(property),
    schema: property,
    required: required.has(name),
    integer: typeOf(property) === 'integer',
    options: optionsOf(property),
  }));
}

/** A value (from an example or a default) as the text its control shows. */
function textOf(field: Field, value: unknown): string | boolean {
  if (field.kind === 'checkbox') return value === true;
  if (value === undefined || value === null) return '';
  if (field.kind === 'list' && Array.isArray(value)) return value.map(String).join('\n');
  if (field.kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return String(value);
}

/** Starting values: the first example's inputs where it has them, else the schema's defaults. */
export function initialValues(fields: Field[], example: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] = textOf(field, example && field.name in example ? example[field.name] : field.schema.default);
  }
  return values;
}

const toNumber = (text: string): number | string => {
  const number = Number(text);
  // Left as text when it is not a number: the API's validation then names the field.
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: sent as a plain string (several fields accept a string or an object).
    return text;
  }
}

function listValue(field: Field, text: string): unknown {
  if (text.trim().startsWith('[')) return parseJson(text);
  const itemType = typeOf(field.schema.items ?? {});
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return itemType === 'number' || itemType === 'integer' ? lines.map(toNumber) : lines;
}

/** An emptied text field is sent as "" when that means something: it is required, or clearing a non-empty default. */
const keepsEmptyText = (field: Field) =>
  (field.kind === 'text' || field.kind === 'textarea') &&
  (field.required || (typeof field.schema.default === 'string' && field.schema.default !== ''));

/** The `inputs` object to send. Other optional fields left empty are omitted so the tool's defaults apply. */
export function inputsOf(fields: Field[], values: FormValues): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value === 'boolean') {
      inputs[field.name] = value;
      continue;
    }
    const text = value ?? '';
    if (text === '' && !keepsEmptyText(field)) continue;
    if (field.kind === 'number') inputs[field.name] = toNumber(text);
    else if (field.kind === 'select') inputs[field.name] = field.options.find((option) => String(option) === text) ?? text;
    else if (field.kind === 'list') inputs[field.name] = listValue(field, text);
    else if (field.kind === 'json') inputs[field.name] = parseJson(text);
    else inputs[field.name] = text;
  }
  return inputs;
}
