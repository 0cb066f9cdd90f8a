import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema, type RandomSource } from '../random.ts';

interface Inputs {
  items: string[];
  count?: number;
  unique?: boolean;
  weights?: number[];
  seed?: number;
}

/**
 * A stream of n uniform doubles in [0, 1) with 53 random bits each: seeded, from two draws int(0, 2^21 − 1) and
 * int(0, 2^32 − 1); unseeded, from 7 bytes each of one bulk CSPRNG read (one crypto.randomInt call per number is too
 * slow for 10 000 numbers on the event loop).
 */
function uniforms(random: RandomSource, n: number): () => number {
  if (random.seeded) return () => (random.int(0, 2 ** 21 - 1) * 2 ** 32 + random.int(0, 2 ** 32 - 1)) / 2 ** 53;
  const bytes = random.bytes(7 * n);
  let k = 0;
  return () => {
    let value = bytes[k++]! & 0x1f;
    for (let i = 1; i < 7; i++) value = value * 256 + bytes[k++]!;
    return value / 2 ** 53;
  };
}

export default defineTool({
  slug: 'random-picker',
  name: 'Random picker (name picker, wheel spinner)',
  category: 'everyday',
  draws: ['randomness'],
  description:
    'Picks count items at random from a list: a random name picker or wheel spinner. unique (default) draws without replacement (a partial Fisher–Yates shuffle), otherwise each pick is independent. weights (one per item, ≥ 0) make an item\'s chance proportional to its weight: with replacement by inverting the cumulative weights at a uniform 53-bit draw, without replacement by the Efraimidis–Spirakis keys ln(u) / weight (the same law as drawing one at a time and removing it). Randomness: the operating system\'s CSPRNG, or xoroshiro128+ (pure-rand) when seed is given, making the output reproducible (never use it for secrets). indexes are 0-based positions in items.',
  inputSchema: {
    type: 'object',
    properties: {
      items: { type: 'array', minItems: 1, maxItems: 10_000, items: { type: 'string', maxLength: 1000, description: 'One entry.' }, description: 'The entries to pick from (1–10 000); duplicates count as separate entries.' },
      count: { type: 'integer', minimum: 1, maximum: 10_000, default: 1, description: 'How many to pick (1 by default).' },
      unique: { type: 'boolean', default: true, description: 'Without replacement (default): no entry picked twice; count may not exceed the entries (with a non-zero weight).' },
      weights: { type: 'array', maxItems: 10_000, items: { type: 'number', minimum: 0, maximum: 1e12, description: 'Weight of the entry at the same position.' }, description: 'Optional relative weights, one per item, ≥ 0 (0 = never picked).' },
      seed: seedSchema,
    },
    required: ['items'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      picked: { type: 'array', items: { type: 'string' }, description: 'The picked entries in the order drawn.' },
      indexes: { type: 'array', items: { type: 'integer' }, description: '0-based positions of the picks in items.' },
      reproducible: { type: 'boolean', description: 'True when seeded: the same inputs give the same picks.' },
    },
    required: ['picked', 'indexes', 'reproducible'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (pure-rand's xoroshiro128+ and uniformInt re-implemented).
  examples: [
    { inputs: {"items": ["Alice", "Bob", "Carol", "Dave", "Eve"], "count": 2, "seed": 42}, result: {"picked": ["Alice", "Carol"], "indexes": [0, 2], "reproducible": true} },
    { inputs: {"items": ["red", "green", "blue"], "count": 6, "unique": false, "seed": 7}, result: {"picked": ["red", "red", "red", "blue", "blue", "green"], "indexes": [0, 0, 0, 2, 2, 1], "reproducible": true} },
    { inputs: {"items": ["common", "rare", "never", "usual"], "count": 5, "unique": false, "weights": [10, 1, 0, 5], "seed": 2024}, result: {"picked": ["usual", "common", "common", "usual", "usual"], "indexes": [3, 0, 0, 3, 3], "reproducible": true} },
    { inputs: {"items": ["gold", "silver", "bronze", "none"], "count": 3, "weights": [1, 2, 3, 0], "seed": 99}, result: {"picked": ["gold", "bronze", "silver"], "indexes": [0, 2, 1], "reproducible": true} },
  ],
  run({ items, count = 1, unique = true, weights, seed }: Inputs) {
    const n = items.length;
    const random = randomSource(seed);
    let indexes: number[];
    if (weights === undefined) {
      if (!unique) indexes = Array.from({ length: count }, () => random.int(0, n - 1));
      else {
        if (count > n) throw new ToolError(`Cannot pick ${count} different entries from ${n}; lower count or set unique to false.`);
        const order = Array.from({ length: n }, (_, i) => i);
        for (let i = 0; i < count; i++) {
          const j = random.int(i, n - 1);
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
        indexes = order.slice(0, count);
      }
    } else {
      if (weights.length !== n) throw new ToolError(`weights has ${weights.length} entries for ${n} items; give one weight per item.`);
      const positive = weights.filter((w) => w > 0).length;
      if (positive === 0) throw new ToolError('At least one weight must be above 0.');
      if (unique) {
        if (count > positive) throw new ToolError(`Cannot pick ${count} different entries: only ${positive} have a weight above 0.`);
        const next = uniforms(random, positive);
        const keys: Array<[number, number]> = [];
        // u in (0, 1]: ln(u) / weight, the largest keys first.
        for (let i = 0; i < n; i++) if (weights[i]! > 0) keys.push([Math.log(next() + 2 ** -53) / weights[i]!, i]);
        keys.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
        indexes = keys.slice(0, count).map(([, i]) => i);
      } else {
        const cumulative: number[] = [];
        let total = 0;
        for (const w of weights) cumulative.push((total += w));
        let last = n - 1;
        while (weights[last] === 0) last--;
        const next = uniforms(random, count);
        indexes = Array.from({ length: count }, () => {
          const target = next() * total;
          let lo = 0;
          let hi = last;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (cumulative[mid]! > target) hi = mid;
            else lo = mid + 1;
          }
          return lo;
        });
      }
    }
    return { picked: indexes.map((i) => items[i]!), indexes, reproducible: random.seeded };
  },
});
