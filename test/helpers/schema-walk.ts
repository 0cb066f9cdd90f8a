// Walks a JSON Schema: every subschema with its JSON Pointer-like path, for the catalog lint and the dialect checkers.
export type Schema = Record<string, unknown>;

export interface Visit {
  path: string;
  schema: Schema;
  /** The property name when this schema is an object property's. */
  property?: string;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every subschema of `schema` (itself first), depth first. Boolean subschemas come back as `{ $boolean: value }`. */
export function* walkSchema(schema: unknown, path = '', property?: string): Generator<Visit> {
  if (typeof schema === 'boolean') {
    yield { path, schema: { $boolean: schema }, property };
    return;
  }
  if (!isSchema(schema)) return;
  yield { path, schema, property };
  for (const [name, sub] of Object.entries((schema.properties as Schema | undefined) ?? {})) {
    yield* walkSchema(sub, `${path}/properties/${name}`, name);
  }
  if (schema.items !== undefined) yield* walkSchema(schema.items, `${path}/items`);
  if (isSchema(schema.additionalProperties)) yield* walkSchema(schema.additionalProperties, `${path}/additionalProperties`);
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const [i, branch] of branches.entries()) yield* walkSchema(branch, `${path}/${keyword}/${i}`);
  }
  for (const keyword of ['not', 'if', 'then', 'else', 'contains', 'propertyNames'] as const) {
    if (schema[keyword] !== undefined) yield* walkSchema(schema[keyword], `${path}/${keyword}`);
  }
  for (const [name, sub] of Object.entries((schema.$defs as Schema | undefined) ?? {})) yield* walkSchema(sub, `${path}/$defs/${name}`);
}

/** Whether a schema describes objects. */
export const isObjectSchema = (schema: Schema): boolean =>
  schema.type === 'object' || schema.properties !== undefined || isSchema(schema.additionalProperties);
