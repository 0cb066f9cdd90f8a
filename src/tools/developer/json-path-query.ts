import { JSONPath } from 'jsonpath-plus';
import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing: JSON.parse is slow on them and the library recurses per level. */
const MAX_DEPTH = 500;

/** Characters of JSON the returned values may take in total; recursive descent can select the same data many times. */
const OUTPUT_BUDGET = 4_000_000;

interface Inputs {
  json: string;
  path: string;
  maxResults: number;
}

interface Hit {
  path: string;
  pointer: string;
  value: unknown;
}

export default defineTool({
  slug: 'json-path-query',
  name: 'JSONPath query',
  category: 'developer',
  description:
    'Selects values from a JSON document with a JSONPath expression ($.store.book[*].title, $..price, [0,1], [-2:], * and ~ for keys) and returns each match with its normalised path and JSON Pointer. Filter and script expressions ([?(...)], [(...)]) are not evaluated, for safety.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 1_000_000, description: 'The JSON document.' },
      path: { type: 'string', minLength: 1, maxLength: 1_000, description: 'The JSONPath expression, e.g. $.items[*].id.' },
      maxResults: { type: 'integer', minimum: 1, maximum: 10_000, default: 1_000, description: 'Most matches to return.' },
    },
    required: ['json', 'path'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', description: 'Number of matches returned.' },
      truncated: { type: 'boolean', description: 'Whether matches were left out (maxResults or the size limit).' },
      matches: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            path: { type: 'string', description: "Normalised JSONPath of the match, e.g. $['store']['book'][0]." },
            pointer: { type: 'string', description: 'RFC 6901 JSON Pointer of the match, e.g. /store/book/0.' },
            value: { description: 'The selected value (for ~, the key).' },
          },
          required: ['path', 'pointer', 'value'],
        },
      },
    },
    required: ['count', 'truncated', 'matches'],
  },
  examples: [
    {
      inputs: {
        json: '{"store":{"book":[{"title":"Sayings","price":8.95},{"title":"Moby Dick","price":8.99},{"title":"The Lord of the Rings","price":22.99}],"bicycle":{"color":"red","price":19.95}}}',
        path: '$.store.book[-2:].title',
        maxResults: 1000,
      },
      result: {
        count: 2,
        truncated: false,
        matches: [
          { path: "$['store']['book'][1]['title']", pointer: '/store/book/1/title', value: 'Moby Dick' },
          { path: "$['store']['book'][2]['title']", pointer: '/store/book/2/title', value: 'The Lord of the Rings' },
        ],
      },
    },
    {
      inputs: {
        json: '{"store":{"book":[{"title":"Sayings","price":8.95},{"title":"Moby Dick","price":8.99}],"bicycle":{"color":"red","price":19.95}}}',
        path: '$..price',
        maxResults: 2,
      },
      result: {
        count: 2,
        truncated: true,
        matches: [
          { path: "$['store']['book'][0]['price']", pointer: '/store/book/0/price', value: 8.95 },
          { path: "$['store']['book'][1]['price']", pointer: '/store/book/1/price', value: 8.99 },
        ],
      },
    },
  ],
  heavy: true,
  run({ json, path, maxResults }: Inputs) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const document = parseJsonInput(json);
    const matches: Hit[] = [];
    let budget = OUTPUT_BUDGET;
    let truncated = false;
    // The callback sees each match as the traversal finds it, so throwing `enough` ends the walk early.
    const enough = new Error('enough matches');
    const collect = (hit: Hit) => {
      let size: number;
      try {
        size = JSON.stringify(hit.value)?.length ?? 4;
      } catch {
        throw new ToolError('A selected value is nested too deeply to return.');
      }
      if (matches.length >= maxResults || size > budget) {
        truncated = true;
        throw enough;
      }
      budget -= size;
      matches.push({ path: hit.path, pointer: hit.pointer, value: hit.value });
    };
    try {
      JSONPath({ path, json: document as object, eval: false, resultType: 'all', wrap: true, callback: collect });
    } catch (error) {
      if (error === enough) return { count: matches.length, truncated, matches };
      if (error instanceof ToolError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      const hint = /prevented/.test(reason) ? ' Filter and script expressions are not supported.' : '';
      throw new ToolError(`Could not evaluate the JSONPath expression: ${reason.slice(0, 200)}${hint}`);
    }
    return { count: matches.length, truncated, matches };
  },
});
