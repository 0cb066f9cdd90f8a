// Shapes of the API answers the dashboard reads: from the OpenAPI document's generated types (src/api/auth.ts,
// keys.ts and tools.ts declare them).
import type { JsonOf } from '../lib/api.ts';

export { MAX_ACTIVE_KEYS } from '../../src/control/plans.ts';

/** GET /api/auth/me */
export type Me = JsonOf<'/api/auth/me', 'get'>;
export type Plan = Me['plan'];

/** One entry of GET /api/v1/keys: metadata and the key's hourly window, never the key. */
export type KeyEntry = JsonOf<'/api/v1/keys', 'get'>['keys'][number];

/** POST /api/v1/keys (201): the only answer that carries the full key. */
export type CreatedKey = JsonOf<'/api/v1/keys', 'post', 201>;

/** GET /api/v1/tools */
export type Catalog = JsonOf<'/api/v1/tools', 'get'>;
export type CatalogEntry = Catalog['tools'][number];

/** The subset of JSON Schema the tools' inputSchemas use that the form generator looks at. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** GET /api/v1/tools/:slug, its schemas read as the form generator reads them. */
export type ToolDetail = Omit<JsonOf<'/api/v1/tools/{slug}', 'get'>, 'inputSchema' | 'outputSchema'> & {
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
};
