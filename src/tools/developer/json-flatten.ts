import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

type Style = 'dot' | 'bracket';

interface Inputs {
  json: string;
  style: Style;
}

/** Total characters of keys allowed in the result, so deep documents with many leaves cannot explode in size. */
const MAX_KEY_CHARS = 4_000_000;
const identifier = /^[A-Za-z_$][\w$]*$/;
const needsEscape = /[\\.[]/;

/** One path step: dot style escapes \ . [ with a backslash; bracket style quotes non-identifier keys as ["…"]. */
function step(prefix: string | null, key: string | number, style: Style): string {
  if (typeof key === 'number') return style === 'dot' ? (prefix === null ? `${key}` : `${prefix}.${key}`) : `${prefix ?? ''}[${key}]`;
  if (style === 'dot') {
    const escaped = needsEscape.test(key) ? key.replace(/[\\.[]/g, '\\$&') : key;
    return prefix === null ? escaped : `${prefix}.${escaped}`;
  }
  if (identifier.test(key)) return prefix === null ? key : `${prefix}.${key}`;
  return `${prefix ?? ''}[${JSON.stringify(key)}]`;
}

export default defineTool({
  slug: 'json-flatten',
  name: 'JSON flatten',
  category: 'developer',
  description:
    'Flattens nested JSON into a single-level object whose keys are paths, in dot style (a.b.0.c) or bracket style (a.b[0].c, odd keys as ["key"]); empty objects and arrays are kept as values so json-unflatten can rebuild the original.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 100_000, description: 'The JSON document (an object or array) to flatten.' },
      style: {
        type: 'string',
        enum: ['dot', 'bracket'],
        default: 'dot',
        description: 'dot: user.tags.0 (\\ . [ in keys escaped with \\); bracket: user.tags[0] (keys that are not identifiers as ["…"]).',
      },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      flat: { description: 'Path → leaf value (string, number, boolean, null, or an empty {} / []).' },
      count: { type: 'integer', description: 'Number of leaf values (keys of flat).' },
      maxDepth: { type: 'integer', description: 'Deepest nesting level reached (0 for a scalar document).' },
    },
    required: ['flat', 'count', 'maxDepth'],
  },
  examples: [
    {
      inputs: {
        json: '{"user":{"name":"Ada","tags":["admin","dev"],"address":{"city":"London","zip":null}},"active":true,"meta":{}}',
        style: 'dot',
      },
      result: {
        flat: {
          'user.name': 'Ada',
          'user.tags.0': 'admin',
          'user.tags.1': 'dev',
          'user.address.city': 'London',
          'user.address.zip': null,
          active: true,
          meta: {},
        },
        count: 7,
        maxDepth: 3,
      },
    },
    {
      inputs: { json: '{"servers":[{"host":"a.example","ports":[80,443]}],"feature.flags":{"new-ui":false}}', style: 'bracket' },
      result: {
        flat: {
          'servers[0].host': 'a.example',
          'servers[0].ports[0]': 80,
          'servers[0].ports[1]': 443,
          '["feature.flags"]["new-ui"]': false,
        },
        count: 4,
        maxDepth: 4,
      },
    },
  ],
  run({ json, style }: Inputs) {
    const root = parseJsonInput(json);
    if (root === null || typeof root !== 'object') {
      throw new ToolError('"json" must be an object or an array; a single value has nothing to flatten.');
    }
    const entries: Array<[string, unknown]> = [];
    let maxDepth = 0;
    let keyChars = 0;
    const set = (path: string, value: unknown) => {
      keyChars += path.length;
      if (keyChars > MAX_KEY_CHARS) throw new ToolError('The flattened keys would be too long (deep nesting with many values); flatten a smaller part of the document.');
      entries.push([path, value]);
    };
    // Depth-first, keys in document order, without recursion (documents may be nested very deeply); the stack is
    // three parallel arrays to keep allocation (and garbage collection) low.
    const values: unknown[] = [root];
    const paths: Array<string | null> = [null];
    const depths: number[] = [0];
    while (values.length > 0) {
      const value = values.pop();
      const path = paths.pop()!;
      const depth = depths.pop()!;
      if (value === null || typeof value !== 'object') {
        set(path!, value);
        continue;
      }
      if (depth + 1 > maxDepth) maxDepth = depth + 1;
      if (Array.isArray(value)) {
        if (value.length === 0 && path !== null) set(path, []);
        for (let i = value.length - 1; i >= 0; i--) {
          values.push(value[i]);
          paths.push(step(path, i, style));
          depths.push(depth + 1);
        }
        continue;
      }
      const keys = Object.keys(value);
      if (keys.length === 0 && path !== null) set(path, {});
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        values.push((value as Record<string, unknown>)[key]);
        paths.push(step(path, key, style));
        depths.push(depth + 1);
      }
    }
    // fromEntries defines own properties, so a "__proto__" path is kept as an ordinary key.
    return { flat: Object.fromEntries(entries), count: entries.length, maxDepth };
  },
});
