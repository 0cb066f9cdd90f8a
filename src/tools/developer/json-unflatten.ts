import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

interface Inputs {
  json: string;
  arrays: boolean;
}

type Segment = { key: string; index: number | null };
type Container = Record<string, unknown> | unknown[];

/** Deepest nesting allowed in the result, so it can still be serialised. */
const MAX_DEPTH = 500;
const MAX_INDEX = 100_000;
/** Total array length (holes included) the result may hold. */
const MAX_ARRAY_SLOTS = 500_000;
const arrayIndex = /^(?:0|[1-9]\d{0,8})$/;

/**
 * Reads a path: a first segment, then any number of ".segment" or "[…]" steps. A dot segment runs to the next
 * unescaped . or [ (backslash escapes any character); a bracket holds an array index or a JSON-quoted key.
 */
function parsePath(path: string, arrays: boolean): Segment[] {
  const segments: Segment[] = [];
  let i = 0;
  const readDot = () => {
    let key = '';
    let escaped = false;
    while (i < path.length && path[i] !== '.' && path[i] !== '[') {
      if (path[i] === '\\' && i + 1 < path.length) {
        key += path[i + 1];
        escaped = true;
        i += 2;
      } else {
        key += path[i];
        i++;
      }
    }
    segments.push({ key, index: arrays && !escaped && arrayIndex.test(key) ? Number(key) : null });
  };
  const readBracket = () => {
    const close = path[i + 1] === '"' ? findQuoteEnd(path, i + 2) : path.indexOf(']', i + 1);
    if (close === -1) throw new ToolError(`Path "${path.slice(0, 100)}" has an unclosed [ at position ${i + 1}.`);
    const inner = path.slice(i + 1, close);
    if (inner.startsWith('"')) {
      let key: unknown;
      try {
        key = JSON.parse(inner);
      } catch {
        throw new ToolError(`Path "${path.slice(0, 100)}" has a malformed ["…"] key at position ${i + 1}.`);
      }
      segments.push({ key: key as string, index: null });
    } else if (arrayIndex.test(inner)) {
      segments.push({ key: inner, index: Number(inner) });
    } else {
      throw new ToolError(`Path "${path.slice(0, 100)}": [${inner.slice(0, 50)}] must hold an array index or a "quoted key".`);
    }
    i = close + 1;
  };
  if (path[0] === '[') readBracket();
  else readDot();
  while (i < path.length) {
    if (segments.length > MAX_DEPTH) throw new ToolError(`Path "${path.slice(0, 100)}…" nests deeper than ${MAX_DEPTH} levels.`);
    if (path[i] === '.') {
      i++;
      readDot();
    } else if (path[i] === '[') {
      readBracket();
    } else {
      throw new ToolError(`Path "${path.slice(0, 100)}" needs a . or [ after the ] at position ${i}.`);
    }
  }
  return segments;
}

/** Index of the ] closing a ["…"] segment whose string starts at `from`, or -1. */
function findQuoteEnd(path: string, from: number): number {
  for (let i = from; i < path.length; i++) {
    if (path[i] === '\\') i++;
    else if (path[i] === '"') return path[i + 1] === ']' ? i + 1 : -1;
  }
  return -1;
}

function depthOf(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    max = Math.max(max, depth + 1);
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return max;
}

export default defineTool({
  slug: 'json-unflatten',
  name: 'JSON unflatten',
  category: 'developer',
  description:
    'Rebuilds nested JSON from a flat object whose keys are paths (a.b.0.c, a.b[0].c, ["odd key"], \\-escaped dots), the inverse of json-flatten; numeric segments create arrays unless turned off, and conflicting paths are reported.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 100_000, description: 'A JSON object mapping paths to values.' },
      arrays: {
        type: 'boolean',
        default: true,
        description: 'Treat numeric dot segments (items.0) as array indices; false makes them object keys. [0] is always an index.',
      },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      value: { description: 'The rebuilt nested object or array.' },
      json: { type: 'string', description: 'The rebuilt value as indented JSON text.' },
      paths: { type: 'integer', description: 'Number of paths read.' },
    },
    required: ['value', 'json', 'paths'],
  },
  examples: [
    {
      inputs: {
        json: '{"user.name":"Ada","user.tags.0":"admin","user.tags.1":"dev","user.address.city":"London","active":true,"meta":{}}',
        arrays: true,
      },
      result: {
        value: {
          user: { name: 'Ada', tags: ['admin', 'dev'], address: { city: 'London' } },
          active: true,
          meta: {},
        },
        json: '{\n  "user": {\n    "name": "Ada",\n    "tags": [\n      "admin",\n      "dev"\n    ],\n    "address": {\n      "city": "London"\n    }\n  },\n  "active": true,\n  "meta": {}\n}',
        paths: 6,
      },
    },
    {
      inputs: { json: '{"servers[0].host":"a.example","servers[0].ports[1]":443,"[\\"feature.flags\\"].beta":true,"years.2024":"leap"}', arrays: false },
      result: {
        value: {
          servers: [{ host: 'a.example', ports: [null, 443] }],
          'feature.flags': { beta: true },
          years: { '2024': 'leap' },
        },
        json: '{\n  "servers": [\n    {\n      "host": "a.example",\n      "ports": [\n        null,\n        443\n      ]\n    }\n  ],\n  "feature.flags": {\n    "beta": true\n  },\n  "years": {\n    "2024": "leap"\n  }\n}',
        paths: 4,
      },
    },
  ],
  run({ json, arrays }: Inputs) {
    const flat = parseJsonInput(json);
    if (flat === null || typeof flat !== 'object' || Array.isArray(flat)) {
      throw new ToolError('"json" must be a JSON object whose keys are paths, such as {"a.b": 1}.');
    }
    const entries = Object.entries(flat as Record<string, unknown>);
    if (entries.length === 0) return { value: {}, json: '{}', paths: 0 };

    // Arrays built here, with where each sits (null for the root), so holes can be filled with null at the end.
    const arraysMade: Array<{ array: unknown[]; parent: Container | null; segment: Segment | null }> = [];
    const firstSegment = parsePath(entries[0]![0], arrays)[0]!;
    const root: Container = firstSegment.index !== null ? [] : {};
    if (Array.isArray(root)) arraysMade.push({ array: root, parent: null, segment: null });

    const describe = (segments: Segment[], upTo: number) => segments.slice(0, upTo + 1).map((s) => s.key).join('.') || '(root)';
    const get = (node: Container, segment: Segment): unknown =>
      Array.isArray(node) ? node[segment.index!] : Object.hasOwn(node, segment.key) ? node[segment.key] : undefined;
    const put = (node: Container, segment: Segment, value: unknown) => {
      if (Array.isArray(node)) node[segment.index!] = value;
      else if (segment.key === '__proto__') Object.defineProperty(node, segment.key, { value, enumerable: true, writable: true, configurable: true });
      else node[segment.key] = value;
    };

    for (const [path, value] of entries) {
      const segments = parsePath(path, arrays);
      if (segments.length + depthOf(value) > MAX_DEPTH) {
        throw new ToolError(`Path "${path.slice(0, 100)}…" nests deeper than ${MAX_DEPTH} levels.`);
      }
      let node: Container = root;
      for (let j = 0; j < segments.length; j++) {
        const segment = segments[j]!;
        if (Array.isArray(node) && segment.index === null) {
          throw new ToolError(`"${describe(segments, j - 1)}" is used both as an array and as an object (key "${segment.key.slice(0, 50)}").`);
        }
        if (segment.index !== null && segment.index > MAX_INDEX) {
          throw new ToolError(`Array index ${segment.index} in "${path.slice(0, 100)}" is too large (at most ${MAX_INDEX}).`);
        }
        const existing = get(node, segment);
        if (j === segments.length - 1) {
          if (existing !== undefined) throw new ToolError(`"${describe(segments, j)}" is given more than once (or also has nested paths).`);
          put(node, segment, value);
          break;
        }
        if (existing === undefined) {
          const child: Container = segments[j + 1]!.index !== null ? [] : {};
          if (Array.isArray(child)) arraysMade.push({ array: child, parent: node, segment: segments[j]! });
          put(node, segment, child);
          node = child;
        } else if (existing !== null && typeof existing === 'object') {
          node = existing as Container;
        } else {
          throw new ToolError(`"${describe(segments, j)}" holds a value and also has nested paths under it.`);
        }
      }
    }

    let slots = 0;
    for (const { array } of arraysMade) slots += array.length;
    if (slots > MAX_ARRAY_SLOTS) throw new ToolError('The arrays would be too large (indices far apart); use smaller indices.');
    // Sparse arrays become dense copies with null in the holes; children first, so each copy lands in its live parent.
    let value: Container = root;
    for (let k = arraysMade.length - 1; k >= 0; k--) {
      const { array, parent, segment } = arraysMade[k]!;
      const dense: unknown[] = new Array(array.length).fill(null);
      for (const key of Object.keys(array)) dense[Number(key)] = array[Number(key)];
      if (parent === null) value = dense;
      else put(parent, segment!, dense);
    }
    return { value, json: JSON.stringify(value, null, 2), paths: entries.length };
  },
});
