import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing: JSON.parse is slow on them and their values could not be serialised. */
const MAX_DEPTH = 1000;

type Op = 'added' | 'removed' | 'changed';

interface Change {
  op: Op;
  path: string;
  before?: unknown;
  after?: unknown;
}

type Task =
  | { kind: 'compare'; before: unknown; after: unknown; path: string }
  | { kind: 'added'; after: unknown; path: string }
  | { kind: 'removed'; before: unknown; path: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const escapeKey = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/** Walks both documents together without recursion; arrays are compared index by index. */
function diff(before: unknown, after: unknown): Change[] {
  const changes: Change[] = [];
  const stack: Task[] = [{ kind: 'compare', before, after, path: '' }];
  while (stack.length > 0) {
    const task = stack.pop()!;
    if (task.kind === 'added') {
      changes.push({ op: 'added', path: task.path, after: task.after });
      continue;
    }
    if (task.kind === 'removed') {
      changes.push({ op: 'removed', path: task.path, before: task.before });
      continue;
    }
    const { before: a, after: b, path } = task;
    const next: Task[] = [];
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) {
        next.push(
          Object.hasOwn(b, key)
            ? { kind: 'compare', before: a[key], after: b[key], path: `${path}/${escapeKey(key)}` }
            : { kind: 'removed', before: a[key], path: `${path}/${escapeKey(key)}` },
        );
      }
      for (const key of Object.keys(b)) {
        if (!Object.hasOwn(a, key)) next.push({ kind: 'added', after: b[key], path: `${path}/${escapeKey(key)}` });
      }
    } else if (Array.isArray(a) && Array.isArray(b)) {
      const shared = Math.min(a.length, b.length);
      for (let i = 0; i < shared; i++) next.push({ kind: 'compare', before: a[i], after: b[i], path: `${path}/${i}` });
      for (let i = shared; i < a.length; i++) next.push({ kind: 'removed', before: a[i], path: `${path}/${i}` });
      for (let i = shared; i < b.length; i++) next.push({ kind: 'added', after: b[i], path: `${path}/${i}` });
    } else if (a !== b) {
      changes.push({ op: 'changed', path, before: a, after: b });
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
  return changes;
}

export default defineTool({
  slug: 'json-diff',
  name: 'JSON diff',
  category: 'developer',
  description:
    'Compares two JSON documents structurally and lists what was added, removed or changed, each with its JSON Pointer path and old/new value. Key order and formatting do not matter; arrays are compared position by position.',
  inputSchema: {
    type: 'object',
    properties: {
      before: { type: 'string', maxLength: 200_000, description: 'The original JSON document.' },
      after: { type: 'string', maxLength: 200_000, description: 'The modified JSON document.' },
    },
    required: ['before', 'after'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      equal: { type: 'boolean', description: 'Whether the documents are structurally identical.' },
      added: { type: 'integer', description: 'Number of added members or items.' },
      removed: { type: 'integer', description: 'Number of removed members or items.' },
      changed: { type: 'integer', description: 'Number of values replaced by a different value or type.' },
      changes: {
        type: 'array',
        description: 'Differences in document order.',
        items: {
          type: 'object',
          properties: {
            op: { type: 'string', enum: ['added', 'removed', 'changed'] },
            path: { type: 'string', description: 'RFC 6901 JSON Pointer ("" is the whole document).' },
            before: { description: 'The old value (removed and changed).' },
            after: { description: 'The new value (added and changed).' },
          },
          required: ['op', 'path'],
        },
      },
    },
    required: ['equal', 'added', 'removed', 'changed', 'changes'],
  },
  examples: [
    {
      inputs: {
        before: '{"name":"api","version":"1.2.0","tags":["web","beta"],"limits":{"rps":100,"burst":20}}',
        after: '{"version":"1.3.0","name":"api","tags":["web"],"limits":{"rps":250,"burst":20},"owner":"team-a"}',
      },
      result: {
        equal: false,
        added: 1,
        removed: 1,
        changed: 2,
        changes: [
          { op: 'changed', path: '/version', before: '1.2.0', after: '1.3.0' },
          { op: 'removed', path: '/tags/1', before: 'beta' },
          { op: 'changed', path: '/limits/rps', before: 100, after: 250 },
          { op: 'added', path: '/owner', after: 'team-a' },
        ],
      },
    },
    {
      inputs: { before: '{"a/b": [1, 2.0], "x": null}', after: '{ "x": null, "a/b": [1, 2] }' },
      result: { equal: true, added: 0, removed: 0, changed: 0, changes: [] },
    },
    {
      inputs: { before: '{"id":7,"meta":{"x":1}}', after: '{"id":"7","meta":[1]}' },
      result: {
        equal: false,
        added: 0,
        removed: 0,
        changed: 2,
        changes: [
          { op: 'changed', path: '/id', before: 7, after: '7' },
          { op: 'changed', path: '/meta', before: { x: 1 }, after: [1] },
        ],
      },
    },
  ],
  run({ before, after }: { before: string; after: string }) {
    if (jsonDepth(before) > MAX_DEPTH || jsonDepth(after) > MAX_DEPTH) {
      throw new ToolError(`The documents may be nested at most ${MAX_DEPTH} levels deep.`);
    }
    const a = parseJsonInput(before, 'before');
    const b = parseJsonInput(after, 'after');
    const changes = diff(a, b);
    const count = (op: Op) => changes.reduce((n, change) => n + (change.op === op ? 1 : 0), 0);
    return { equal: changes.length === 0, added: count('added'), removed: count('removed'), changed: count('changed'), changes };
  },
});
