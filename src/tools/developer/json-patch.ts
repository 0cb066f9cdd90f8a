import { ToolError, defineTool } from '../define.ts';
import { MAX_JSON_DEPTH, parseJsonInput } from '../input.ts';
import { valueDepth } from '../json-text.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

/** Most operations in one patch. */
const MAX_OPERATIONS = 10_000;
/** Work allowed for copies and tests (nodes plus string characters visited): copy can double a document each time. */
const WORK_BUDGET = 20_000_000;
/** Characters of output allowed. */
const MAX_OUTPUT = 20_000_000;

const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';

/** Sets a member without invoking setters (a "__proto__" member stays a member). */
function setMember(object: { [key: string]: Json }, key: string, value: Json): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

class Patcher {
  private work = 0;

  private spend(amount: number): void {
    this.work += amount;
    if (this.work > WORK_BUDGET) throw new ToolError('The patch copies or compares too much data (copies can double a document each time); use a smaller patch.');
  }

  /** A deep copy, without recursion, charged to the budget. */
  clone(value: Json): Json {
    if (!isContainer(value)) return value;
    const root: Container = Array.isArray(value) ? [] : {};
    const stack: Array<[Container, Container]> = [[value, root]];
    while (stack.length > 0) {
      const [from, to] = stack.pop()!;
      for (const [key, child] of Object.entries(from)) {
        this.spend(1 + key.length + (typeof child === 'string' ? child.length : 0));
        let copy: Json = child;
        if (isContainer(child)) {
          copy = Array.isArray(child) ? [] : {};
          stack.push([child, copy]);
        }
        if (Array.isArray(to)) to.push(copy);
        else setMember(to, key, copy);
      }
    }
    return root;
  }

  /** RFC 6902 §4.6 equality: same type; objects with the same members in any order; arrays element by element. */
  equal(a: Json, b: Json): boolean {
    const stack: Array<[Json, Json]> = [[a, b]];
    while (stack.length > 0) {
      const [x, y] = stack.pop()!;
      this.spend(1);
      if (!isContainer(x) || !isContainer(y)) {
        if (x !== y) return false;
        continue;
      }
      if (Array.isArray(x) !== Array.isArray(y)) return false;
      const keys = Object.keys(x);
      if (keys.length !== Object.keys(y).length) return false;
      for (const key of keys) {
        if (!Object.hasOwn(y, key)) return false;
        stack.push([(x as Record<string, Json>)[key]!, (y as Record<string, Json>)[key]!]);
      }
    }
    return true;
  }
}

/** The reference tokens of an RFC 6901 JSON Pointer. */
function tokens(pointer: string, field: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new ToolError(`"${field}" must be empty or start with "/": ${JSON.stringify(pointer.slice(0, 100))}`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => {
      if (/~(?![01])/.test(token)) throw new ToolError(`"${field}" has "~" not followed by 0 or 1: ${JSON.stringify(pointer.slice(0, 100))}`);
      return token.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

/** An array index token: digits without leading zeros (RFC 6901 §4). */
const arrayIndex = (token: string): number | null => (/^(0|[1-9][0-9]{0,9})$/.test(token) ? Number(token) : null);

interface Operation {
  op?: unknown;
  path?: unknown;
  from?: unknown;
  value?: unknown;
}

function applyPatch(document: Json, patch: unknown): Json {
  if (!Array.isArray(patch)) throw new ToolError('"patch" must be a JSON array of operations.');
  if (patch.length > MAX_OPERATIONS) throw new ToolError(`"patch" may hold at most ${MAX_OPERATIONS} operations.`);
  const patcher = new Patcher();
  let root = document;

  patch.forEach((raw: unknown, index) => {
    const fail = (message: string): never => {
      const name = isContainer(raw as Json) && typeof (raw as Operation).op === 'string' ? ` (${(raw as Operation).op as string})` : '';
      throw new ToolError(`Operation ${index}${name} failed: ${message}`);
    };
    if (!isContainer(raw as Json) || Array.isArray(raw)) fail('an operation must be a JSON object.');
    const operation = raw as Operation;
    const pointer = (field: 'path' | 'from'): string[] => {
      const value = operation[field];
      if (typeof value !== 'string') return fail(`"${field}" must be a string (a JSON Pointer).`);
      try {
        return tokens(value, field);
      } catch (error) {
        return fail((error as Error).message);
      }
    };
    const shown = (field: 'path' | 'from') => JSON.stringify(String(operation[field]).slice(0, 200));
    const needValue = (): Json => (Object.hasOwn(operation, 'value') ? (operation.value as Json) : fail('"value" is missing.'));

    /** The value at `path`, or a failure. */
    const get = (path: string[], field: 'path' | 'from'): Json => {
      let node: Json = root;
      for (const token of path) {
        if (Array.isArray(node)) {
          const i = arrayIndex(token);
          if (i === null || i >= node.length) fail(`${shown(field)} does not exist (no index ${JSON.stringify(token)} in an array of ${node.length}).`);
          node = node[i!]!;
        } else if (isContainer(node)) {
          if (!Object.hasOwn(node, token)) fail(`${shown(field)} does not exist (no member ${JSON.stringify(token)}).`);
          node = node[token]!;
        } else {
          fail(`${shown(field)} does not exist (it goes through a ${node === null ? 'null' : typeof node}).`);
        }
      }
      return node;
    };
    const parentOf = (path: string[], field: 'path' | 'from'): Container => {
      const parent = get(path.slice(0, -1), field);
      if (!isContainer(parent)) fail(`${shown(field)} does not exist (its parent is a ${parent === null ? 'null' : typeof parent}, not an object or array).`);
      return parent as Container;
    };
    const add = (path: string[], value: Json): void => {
      if (path.length === 0) {
        root = value;
        return;
      }
      const parent = parentOf(path, 'path');
      const last = path[path.length - 1]!;
      if (Array.isArray(parent)) {
        const i = last === '-' ? parent.length : arrayIndex(last);
        if (i === null || i > parent.length) fail(`${shown('path')}: index ${JSON.stringify(last)} is out of bounds for an array of ${parent.length}.`);
        parent.splice(i!, 0, value);
      } else {
        setMember(parent, last, value);
      }
    };
    const remove = (path: string[], field: 'path' | 'from'): Json => {
      if (path.length === 0) fail('the whole document cannot be removed.');
      const value = get(path, field);
      const parent = parentOf(path, field);
      const last = path[path.length - 1]!;
      if (Array.isArray(parent)) parent.splice(arrayIndex(last)!, 1);
      else delete parent[last];
      return value;
    };

    switch (operation.op) {
      case 'add':
        add(pointer('path'), needValue());
        break;
      case 'remove':
        remove(pointer('path'), 'path');
        break;
      case 'replace': {
        const path = pointer('path');
        const value = needValue();
        get(path, 'path');
        if (path.length === 0) root = value;
        else {
          const parent = parentOf(path, 'path');
          const last = path[path.length - 1]!;
          if (Array.isArray(parent)) parent[arrayIndex(last)!] = value;
          else setMember(parent, last, value);
        }
        break;
      }
      case 'move': {
        const from = pointer('from');
        const path = pointer('path');
        get(from, 'from');
        if (path.length > from.length && from.every((token, i) => path[i] === token)) fail('"from" is a proper prefix of "path": a value cannot be moved into itself.');
        if (path.length === from.length && from.every((token, i) => path[i] === token)) break;
        add(path, remove(from, 'from'));
        break;
      }
      case 'copy': {
        const from = pointer('from');
        const path = pointer('path');
        add(path, patcher.clone(get(from, 'from')));
        break;
      }
      case 'test': {
        const path = pointer('path');
        const value = needValue();
        if (!patcher.equal(get(path, 'path'), value)) fail(`the value at ${shown('path')} is not equal to "value".`);
        break;
      }
      default:
        fail(`"op" must be one of add, remove, replace, move, copy, test (got ${JSON.stringify(operation.op)?.slice(0, 50) ?? 'nothing'}).`);
    }
  });
  return root;
}

export default defineTool({
  slug: 'json-patch',
  name: 'JSON Patch (RFC 6902)',
  category: 'developer',
  description:
    'Applies an RFC 6902 JSON Patch (a JSON array of add, remove, replace, move, copy and test operations with RFC 6901 JSON Pointer paths; "-" appends to an array) to a JSON document and returns the result. The patch is atomic: the first failing operation (test mismatch, missing path, index out of bounds, missing value) refuses the whole patch with a message naming its index (0-based). test compares by value: objects regardless of member order, numbers by value. Members keep their order and added members go last (as in JavaScript, integer-like keys such as "1" come first). Unknown members of an operation are ignored, as the RFC says.',
  inputSchema: {
    type: 'object',
    properties: {
      document: { type: 'string', maxLength: 1_048_576, description: 'The JSON document to patch.' },
      patch: { type: 'string', maxLength: 1_048_576, description: 'The patch: a JSON array of operations, e.g. [{"op":"add","path":"/a/-","value":1}].' },
    },
    required: ['document', 'patch'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { description: 'The patched JSON value.' },
      text: { type: 'string', description: 'The patched value as JSON text indented by 2 spaces.' },
    },
    required: ['result', 'text'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "document": "{\"foo\": [\"bar\", \"baz\"]}",
        "patch": "[{\"op\": \"add\", \"path\": \"/foo/1\", \"value\": \"qux\"}]"
      },
      "result": {
        "result": {
          "foo": [
            "bar",
            "qux",
            "baz"
          ]
        },
        "text": "{\n  \"foo\": [\n    \"bar\",\n    \"qux\",\n    \"baz\"\n  ]\n}"
      }
    },
    {
      "inputs": {
        "document": "{\"foo\": [\"all\", \"grass\", \"cows\", \"eat\"]}",
        "patch": "[{\"op\": \"move\", \"from\": \"/foo/1\", \"path\": \"/foo/3\"}]"
      },
      "result": {
        "result": {
          "foo": [
            "all",
            "cows",
            "eat",
            "grass"
          ]
        },
        "text": "{\n  \"foo\": [\n    \"all\",\n    \"cows\",\n    \"eat\",\n    \"grass\"\n  ]\n}"
      }
    },
    {
      "inputs": {
        "document": "{\"name\": \"api\", \"tags\": [\"web\"], \"limits\": {\"rps\": 100}, \"owner\": \"team-a\"}",
        "patch": "[{\"op\": \"test\", \"path\": \"/limits/rps\", \"value\": 100}, {\"op\": \"replace\", \"path\": \"/limits/rps\", \"value\": 250}, {\"op\": \"copy\", \"from\": \"/owner\", \"path\": \"/tags/-\"}, {\"op\": \"move\", \"from\": \"/owner\", \"path\": \"/limits/owner\"}, {\"op\": \"add\", \"path\": \"/tags/0\", \"value\": \"v2\"}, {\"op\": \"remove\", \"path\": \"/name\"}]"
      },
      "result": {
        "result": {
          "tags": [
            "v2",
            "web",
            "team-a"
          ],
          "limits": {
            "rps": 250,
            "owner": "team-a"
          }
        },
        "text": "{\n  \"tags\": [\n    \"v2\",\n    \"web\",\n    \"team-a\"\n  ],\n  \"limits\": {\n    \"rps\": 250,\n    \"owner\": \"team-a\"\n  }\n}"
      }
    }
  ],
  heavy: true,
  timeoutMs: 5_000,
  run({ document, patch }: { document: string; patch: string }) {
    const result = applyPatch(parseJsonInput(document, 'document') as Json, parseJsonInput(patch, 'patch'));
    if (valueDepth(result, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new ToolError(`The patched document would be nested more than ${MAX_JSON_DEPTH} levels deep.`);
    const text = JSON.stringify(result, null, 2);
    if (text.length > MAX_OUTPUT) throw new ToolError('The patched document would be too large.');
    return { result, text };
  },
});
