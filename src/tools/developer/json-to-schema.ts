import { fullFormats } from 'ajv-formats/dist/formats.js';
import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

/** Deeper samples are refused: the schema nests two levels per object level. */
const MAX_DEPTH = 200;

const FORMATS = ['date-time', 'date', 'uuid', 'email', 'uri'] as const;
type Format = (typeof FORMATS)[number];

/** ajv-formats' full-mode checks (a RegExp, a function, or {validate}) as predicates. */
const formatChecks: Array<[Format, (text: string) => boolean]> = FORMATS.map((name) => {
  const definition = (fullFormats as Record<string, unknown>)[name];
  const check = typeof definition === 'object' && definition !== null && !(definition instanceof RegExp) ? (definition as { validate: unknown }).validate : definition;
  return [name, check instanceof RegExp ? (text: string) => check.test(text) : (check as (text: string) => boolean)];
});

const detectFormat = (text: string): Format | null => formatChecks.find(([, check]) => check(text))?.[0] ?? null;

type Kind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
type Schema = Record<string, unknown>;

/** What the samples seen at one place in the document hold, kind by kind, in order of first appearance. */
class Shape {
  kinds: Kind[] = [];
  /** The format every string matched, null once two differ or one matches none; undefined before any string. */
  format: Format | null | undefined = undefined;
  items: Shape | null = null;
  objects = 0;
  members = new Map<string, { shape: Shape; seen: number }>();

  add(value: unknown): void {
    const kind: Kind =
      value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : (typeof value as Kind);
    if (!this.kinds.includes(kind)) this.kinds.push(kind);
    if (kind === 'string') {
      const format = detectFormat(value as string);
      this.format = this.format === undefined || this.format === format ? format : null;
    } else if (kind === 'array') {
      for (const item of value as unknown[]) (this.items ??= new Shape()).add(item);
    } else if (kind === 'object') {
      this.objects++;
      for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
        let entry = this.members.get(key);
        if (!entry) this.members.set(key, (entry = { shape: new Shape(), seen: 0 }));
        entry.seen++;
        entry.shape.add(member);
      }
    }
  }

  schema(required: 'all' | 'none' | 'observed'): Schema {
    // integer and number together are number, where the first of them appeared.
    const kinds = this.kinds.includes('number') ? this.kinds.filter((kind) => kind !== 'integer') : this.kinds;
    const branches = kinds.map((kind): Schema => {
      if (kind === 'string') return this.format ? { type: 'string', format: this.format } : { type: 'string' };
      if (kind === 'array') return this.items ? { type: 'array', items: this.items.schema(required) } : { type: 'array' };
      if (kind !== 'object') return { type: kind };
      const properties: Record<string, Schema> = {};
      const names: string[] = [];
      for (const [key, { shape, seen }] of this.members) {
        Object.defineProperty(properties, key, { value: shape.schema(required), writable: true, enumerable: true, configurable: true });
        if (required === 'all' || (required === 'observed' && seen === this.objects)) names.push(key);
      }
      return names.length > 0 ? { type: 'object', properties, required: names } : { type: 'object', properties };
    });
    return branches.length === 1 ? branches[0]! : { anyOf: branches };
  }
}

interface Inputs {
  json: string;
  samples: boolean;
  draft: '2020-12' | 'draft-07';
  required: 'all' | 'none' | 'observed';
}

export default defineTool({
  slug: 'json-to-schema',
  name: 'JSON to JSON Schema',
  category: 'developer',
  description:
    'Infers a JSON Schema (draft 2020-12 or draft-07) from one JSON sample, or from an array of samples with samples: true. Types: null, boolean, integer (a number with no fractional part, as JSON Schema counts it), number, string, array, object; integer and number together give number; different types at one place give anyOf, in order of first appearance. The items of an array are merged into one schema, as are the samples. Objects list their properties in order of first appearance; required is every property (all), none, or those present in every object merged at that place (observed). A string place gets a format when every string there matches the same one of date-time, date, uuid, email or uri (ajv-formats\' full patterns, checked in that order). No enums, no examples, no additionalProperties. Use json-schema-validator to check documents against the result.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 1_000_000, description: 'One JSON sample, or (with samples: true) a JSON array of samples.' },
      samples: { type: 'boolean', default: false, description: 'Read "json" as an array of samples of the same document type rather than as one sample.' },
      draft: { type: 'string', enum: ['2020-12', 'draft-07'], default: '2020-12', description: 'The JSON Schema dialect named in $schema.' },
      required: { type: 'string', enum: ['all', 'none', 'observed'], default: 'observed', description: 'Which properties to list as required.' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      schema: { type: 'object', additionalProperties: true, description: 'The inferred schema.' },
      text: { type: 'string', description: 'The schema as JSON text indented by 2 spaces.' },
    },
    required: ['schema', 'text'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "json": "{\"id\": 7, \"name\": \"Ada\", \"email\": \"ada@example.com\", \"joined\": \"2024-03-01\", \"score\": 9.5, \"tags\": [\"admin\", \"dev\"], \"address\": {\"city\": \"London\", \"zip\": null}}",
        "samples": false,
        "draft": "2020-12",
        "required": "observed"
      },
      "result": {
        "schema": {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "id": {
              "type": "integer"
            },
            "name": {
              "type": "string"
            },
            "email": {
              "type": "string",
              "format": "email"
            },
            "joined": {
              "type": "string",
              "format": "date"
            },
            "score": {
              "type": "number"
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "address": {
              "type": "object",
              "properties": {
                "city": {
                  "type": "string"
                },
                "zip": {
                  "type": "null"
                }
              },
              "required": [
                "city",
                "zip"
              ]
            }
          },
          "required": [
            "id",
            "name",
            "email",
            "joined",
            "score",
            "tags",
            "address"
          ]
        },
        "text": "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"type\": \"object\",\n  \"properties\": {\n    \"id\": {\n      \"type\": \"integer\"\n    },\n    \"name\": {\n      \"type\": \"string\"\n    },\n    \"email\": {\n      \"type\": \"string\",\n      \"format\": \"email\"\n    },\n    \"joined\": {\n      \"type\": \"string\",\n      \"format\": \"date\"\n    },\n    \"score\": {\n      \"type\": \"number\"\n    },\n    \"tags\": {\n      \"type\": \"array\",\n      \"items\": {\n        \"type\": \"string\"\n      }\n    },\n    \"address\": {\n      \"type\": \"object\",\n      \"properties\": {\n        \"city\": {\n          \"type\": \"string\"\n        },\n        \"zip\": {\n          \"type\": \"null\"\n        }\n      },\n      \"required\": [\n        \"city\",\n        \"zip\"\n      ]\n    }\n  },\n  \"required\": [\n    \"id\",\n    \"name\",\n    \"email\",\n    \"joined\",\n    \"score\",\n    \"tags\",\n    \"address\"\n  ]\n}"
      }
    },
    {
      "inputs": {
        "json": "[{\"id\": 1, \"price\": 10, \"at\": \"2024-05-01T10:00:00Z\"}, {\"id\": 2, \"price\": 12.5, \"at\": \"2024-05-02T09:30:00+02:00\", \"note\": \"late\"}, {\"id\": \"3\", \"price\": 8}]",
        "samples": true,
        "draft": "draft-07",
        "required": "observed"
      },
      "result": {
        "schema": {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "properties": {
            "id": {
              "anyOf": [
                {
                  "type": "integer"
                },
                {
                  "type": "string"
                }
              ]
            },
            "price": {
              "type": "number"
            },
            "at": {
              "type": "string",
              "format": "date-time"
            },
            "note": {
              "type": "string"
            }
          },
          "required": [
            "id",
            "price"
          ]
        },
        "text": "{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"type\": \"object\",\n  \"properties\": {\n    \"id\": {\n      \"anyOf\": [\n        {\n          \"type\": \"integer\"\n        },\n        {\n          \"type\": \"string\"\n        }\n      ]\n    },\n    \"price\": {\n      \"type\": \"number\"\n    },\n    \"at\": {\n      \"type\": \"string\",\n      \"format\": \"date-time\"\n    },\n    \"note\": {\n      \"type\": \"string\"\n    }\n  },\n  \"required\": [\n    \"id\",\n    \"price\"\n  ]\n}"
      }
    },
    {
      "inputs": {
        "json": "{\"items\": [1, \"two\", {\"k\": \"b1e29fba-3c47-4b38-9a8e-1e2c3d4e5f60\"}, {\"k\": \"https://example.org/a\", \"extra\": true}], \"empty\": []}",
        "samples": false,
        "draft": "2020-12",
        "required": "none"
      },
      "result": {
        "schema": {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "items": {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "type": "integer"
                  },
                  {
                    "type": "string"
                  },
                  {
                    "type": "object",
                    "properties": {
                      "k": {
                        "type": "string"
                      },
                      "extra": {
                        "type": "boolean"
                      }
                    }
                  }
                ]
              }
            },
            "empty": {
              "type": "array"
            }
          }
        },
        "text": "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"type\": \"object\",\n  \"properties\": {\n    \"items\": {\n      \"type\": \"array\",\n      \"items\": {\n        \"anyOf\": [\n          {\n            \"type\": \"integer\"\n          },\n          {\n            \"type\": \"string\"\n          },\n          {\n            \"type\": \"object\",\n            \"properties\": {\n              \"k\": {\n                \"type\": \"string\"\n              },\n              \"extra\": {\n                \"type\": \"boolean\"\n              }\n            }\n          }\n        ]\n      }\n    },\n    \"empty\": {\n      \"type\": \"array\"\n    }\n  }\n}"
      }
    }
  ],
  heavy: true,
  timeoutMs: 5_000,
  run({ json, samples, draft, required }: Inputs) {
    const value = parseJsonInput(json, 'json', MAX_DEPTH);
    const shape = new Shape();
    if (samples) {
      if (!Array.isArray(value)) throw new ToolError('With samples: true, "json" must be a JSON array of samples.');
      if (value.length === 0) throw new ToolError('With samples: true, "json" must hold at least one sample.');
      for (const sample of value) shape.add(sample);
    } else {
      shape.add(value);
    }
    const schema: Record<string, unknown> = {
      $schema: draft === '2020-12' ? 'https://json-schema.org/draft/2020-12/schema' : 'http://json-schema.org/draft-07/schema#',
      ...shape.schema(required),
    };
    return { schema, text: JSON.stringify(schema, null, 2) };
  },
});
