import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  mode: 'combinations' | 'permutations' | 'power-set' | 'cartesian';
  items?: string[];
  size?: number;
  repetition?: boolean;
  lists?: string[][];
  limit: number;
}

const factorialRatio = (n: bigint, k: bigint) => {
  let p = 1n;
  for (let i = 0n; i < k; i++) p *= n - i;
  return p;
};

function choose(n: bigint, k: bigint): bigint {
  if (k < 0n || k > n) return 0n;
  let c = 1n;
  for (let i = 1n; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Index tuples of r from n, in itertools.combinations order (or with replacement). */
function* combinations(n: number, r: number, replacement: boolean): Generator<number[]> {
  if (!replacement && r > n) return;
  if (replacement && n === 0) {
    if (r === 0) yield [];
    return;
  }
  const idx = replacement ? new Array<number>(r).fill(0) : Array.from({ length: r }, (_, i) => i);
  yield idx.slice();
  for (;;) {
    let i = r - 1;
    const top = (k: number) => (replacement ? n - 1 : k + n - r);
    while (i >= 0 && idx[i] === top(i)) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < r; j++) idx[j] = replacement ? idx[i]! : idx[j - 1]! + 1;
    yield idx.slice();
  }
}

/** Index tuples of r distinct positions from n in itertools.permutations order (lexicographic in positions). */
function* permutations(n: number, r: number): Generator<number[]> {
  if (r > n) return;
  const used = new Array<boolean>(n).fill(false);
  const chosen: number[] = [];
  function* extend(): Generator<number[]> {
    if (chosen.length === r) {
      yield chosen.slice();
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      chosen.push(i);
      yield* extend();
      chosen.pop();
      used[i] = false;
    }
  }
  yield* extend();
}

/** itertools.product over lists of the given lengths (the last position turns fastest). */
function* product(lengths: number[]): Generator<number[]> {
  if (lengths.some((l) => l === 0)) return;
  const idx = new Array<number>(lengths.length).fill(0);
  for (;;) {
    yield idx.slice();
    let i = lengths.length - 1;
    while (i >= 0 && idx[i] === lengths[i]! - 1) idx[i--] = 0;
    if (i < 0) return;
    idx[i]!++;
  }
}

function* powerSet(n: number): Generator<number[]> {
  for (let k = 0; k <= n; k++) yield* combinations(n, k, false);
}

const itemsSchema = { type: 'array', items: { type: 'string', maxLength: 64 } };

export default defineTool({
  slug: 'combinations-generator',
  name: 'Combinations and permutations generator',
  category: 'math',
  description:
    'Lists the combinations (r of the items, order ignored), permutations (r of them in order; all n when size is left out), the power set (every subset: by size, then by position) or the Cartesian product of several lists, with the exact total count as a decimal string. With repetition an item may recur (combinations with replacement: C(n + r − 1, r); permutations with repetition: n^r). Items are told apart by position, so equal strings still count separately. Results follow Python itertools order (combinations, combinations_with_replacement, permutations, product) and stop after limit (truncated says so). permutations-combinations counts without listing.',
  heavy: true,
  timeoutMs: 5_000,
  inputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['combinations', 'permutations', 'power-set', 'cartesian'], description: 'What to list.' },
      items: { ...itemsSchema, minItems: 1, maxItems: 30, description: 'The items to choose from (1–30 strings of up to 64 characters); not used by cartesian.' },
      size: { type: 'integer', minimum: 0, maximum: 30, description: 'How many items per result: required for combinations; permutations default to all items. At most the item count without repetition.' },
      repetition: { type: 'boolean', default: false, description: 'Whether an item may be picked more than once (combinations and permutations).' },
      lists: { type: 'array', minItems: 1, maxItems: 10, items: { ...itemsSchema, minItems: 1, maxItems: 30 }, description: 'For cartesian: up to 10 lists of 1–30 strings; each result takes one from each list, in order.' },
      limit: { type: 'integer', minimum: 1, maximum: 10_000, default: 1000, description: 'The most results to list.' },
    },
    required: ['mode'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'string', description: 'The total number of results, exact, as a decimal string.' },
      results: { type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'The first limit results.' },
      truncated: { type: 'boolean', description: 'Whether count exceeds limit, so that results stop early.' },
    },
    required: ['count', 'results', 'truncated'],
  },
  examples: [
    { inputs: { repetition: false, limit: 1000, mode: 'combinations', items: ['red', 'green', 'blue'], size: 2 }, result: { count: '3', results: [['red', 'green'], ['red', 'blue'], ['green', 'blue']], truncated: false } },
    { inputs: { repetition: false, limit: 1000, mode: 'permutations', items: ['a', 'b', 'c'] }, result: { count: '6', results: [['a', 'b', 'c'], ['a', 'c', 'b'], ['b', 'a', 'c'], ['b', 'c', 'a'], ['c', 'a', 'b'], ['c', 'b', 'a']], truncated: false } },
    { inputs: { repetition: true, limit: 1000, mode: 'combinations', items: ['x', 'y', 'z'], size: 2 }, result: { count: '6', results: [['x', 'x'], ['x', 'y'], ['x', 'z'], ['y', 'y'], ['y', 'z'], ['z', 'z']], truncated: false } },
    { inputs: { repetition: false, limit: 1000, mode: 'power-set', items: ['1', '2', '3'] }, result: { count: '8', results: [[], ['1'], ['2'], ['3'], ['1', '2'], ['1', '3'], ['2', '3'], ['1', '2', '3']], truncated: false } },
    { inputs: { limit: 1000, mode: 'cartesian', lists: [['S', 'M', 'L'], ['red', 'blue']] }, result: { count: '6', results: [['S', 'red'], ['S', 'blue'], ['M', 'red'], ['M', 'blue'], ['L', 'red'], ['L', 'blue']], truncated: false } },
    { inputs: { repetition: false, limit: 3, mode: 'permutations', items: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', '{', '|', '}', '~'], size: 30 }, result: { count: '265252859812191058636308480000000', results: [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', '{', '|', '}', '~'], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', '{', '|', '~', '}'], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', '{', '}', '|', '~']], truncated: true } },
  ],
  run({ mode, items, size, repetition, lists, limit }: Inputs) {
    let count: bigint;
    let tuples: Generator<number[]>;
    let pick: (tuple: number[]) => string[];
    if (mode === 'cartesian') {
      if (!lists) throw new ToolError('cartesian needs "lists".');
      if (items !== undefined || size !== undefined || repetition) throw new ToolError('cartesian takes "lists" only (not items, size or repetition).');
      count = lists.reduce((p, l) => p * BigInt(l.length), 1n);
      tuples = product(lists.map((l) => l.length));
      pick = (t) => t.map((i, k) => lists[k]![i]!);
    } else {
      if (!items) throw new ToolError(`${mode} needs "items".`);
      if (lists !== undefined) throw new ToolError('"lists" is for cartesian only.');
      const n = items.length;
      const N = BigInt(n);
      pick = (t) => t.map((i) => items[i]!);
      if (mode === 'power-set') {
        if (size !== undefined || repetition) throw new ToolError('power-set takes "items" only (not size or repetition).');
        count = 1n << N;
        tuples = powerSet(n);
      } else {
        if (mode === 'combinations' && size === undefined) throw new ToolError('combinations needs "size".');
        const r = size ?? n;
        const R = BigInt(r);
        if (!repetition && r > n) throw new ToolError(`Without repetition, size cannot exceed the ${n} items.`);
        if (mode === 'combinations') {
          count = repetition ? (n === 0 && r === 0 ? 1n : choose(N + R - 1n, R)) : choose(N, R);
          tuples = combinations(n, r, repetition === true);
        } else {
          count = repetition ? N ** R : factorialRatio(N, R);
          tuples = repetition ? product(new Array<number>(r).fill(n)) : permutations(n, r);
        }
      }
    }
    const results: string[][] = [];
    for (const t of tuples) {
      if (results.length >= limit) break;
      results.push(pick(t));
    }
    return { count: count.toString(), results, truncated: count > BigInt(limit) };
  },
});
