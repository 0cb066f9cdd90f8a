import { createHash, randomBytes } from 'node:crypto';
import { ToolError, defineTool } from '../define.ts';
import { parseRational, ratioToNumber } from '../number-theory.ts';
import { randomSource } from '../random.ts';

interface Inputs {
  min: number;
  max: number;
  count: number;
  integer: boolean;
  decimals: number;
  unique: boolean;
  sorted: boolean;
  seed?: string;
}

/** crypto.randomInt's limit: ranges must stay below 2^48 values. */
const MAX_CHOICES = 2 ** 48 - 1;

/** The house generator takes a 31-bit seed; a text seed is hashed onto it (SHA-256, first 31 bits). */
const seedNumber = (seed: string) => createHash('sha256').update(seed, 'utf8').digest().readUInt32BE(0) >>> 1;

/**
 * Unseeded integers in [min, max] (a range below 2^48) from the OS CSPRNG, read 48 bits at a time from a buffer filled in
 * bulk, rejecting the biased tail: one crypto.randomInt call per number (the house source) is too slow for 10 000
 * numbers on the event loop.
 */
function bulkCsprng(): (min: number, max: number) => number {
  let buffer = randomBytes(6 * 1024);
  let offset = 0;
  return (min, max) => {
    const size = max - min + 1;
    const limit = Math.floor(2 ** 48 / size) * size;
    for (;;) {
      if (offset === buffer.length) {
        buffer = randomBytes(6 * 1024);
        offset = 0;
      }
      const value = buffer.readUIntBE(offset, 6);
      offset += 6;
      if (value < limit) return min + (value % size);
    }
  };
}

export default defineTool({
  slug: 'random-number-generator',
  name: 'Random number generator',
  category: 'math',
  draws: ['randomness'],
  description:
    'Draws count numbers uniformly from [min, max] (both included): integers, or with integer false numbers on the grid of multiples of 10^−decimals inside the range. unique draws without replacement; sorted returns them ascending. Without a seed the operating system\'s CSPRNG is used; a seed (any text) makes the output reproducible and therefore never secret.',
  inputSchema: {
    type: 'object',
    properties: {
      min: { type: 'number', minimum: -1e12, maximum: 1e12, default: 1, description: 'Smallest value that may be drawn (included); 1 by default.' },
      max: { type: 'number', minimum: -1e12, maximum: 1e12, default: 100, description: 'Largest value that may be drawn (included), not below min; 100 by default.' },
      count: { type: 'integer', minimum: 1, maximum: 10_000, default: 1, description: 'How many numbers to draw, 1 to 10 000; 1 by default.' },
      integer: { type: 'boolean', default: true, description: 'Whole numbers only (decimals is then ignored).' },
      decimals: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Decimal places of non-integer draws.' },
      unique: { type: 'boolean', default: false, description: 'No number twice (count must not exceed the possible values).' },
      sorted: { type: 'boolean', default: false, description: 'Return the numbers in ascending order.' },
      seed: { type: 'string', minLength: 1, maxLength: 200, description: 'Makes the output reproducible; omit it for unpredictable output.' },
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: { numbers: { type: 'array', items: { type: 'number' } } },
    required: ['numbers'],
  },
  // A seeded stream has no independent source, so the examples are the cases with only one possible answer: a range of
  // one value, and every value of a range drawn uniquely and sorted. test/tools/math-numbers.test.ts checks range,
  // count, grid, uniqueness and reproducibility over many seeds.
  examples: [
    { inputs: { min: 7, max: 7, count: 3, integer: true, decimals: 2, unique: false, sorted: false, seed: 'dice' }, result: { numbers: [7, 7, 7] } },
    { inputs: { min: 0.1, max: 0.5, count: 5, integer: false, decimals: 1, unique: true, sorted: true, seed: 'lottery' }, result: { numbers: [0.1, 0.2, 0.3, 0.4, 0.5] } },
  ],
  run({ min, max, count, integer, decimals, unique, sorted, seed }: Inputs) {
    if (min > max) throw new ToolError('"min" must not exceed "max".');
    const places = integer ? 0 : decimals;
    const scale = 10n ** BigInt(places);
    // The grid k / 10^places with k from ceil(min·10^places) to floor(max·10^places), computed exactly.
    const lo = parseRational(String(min), 'min');
    const hi = parseRational(String(max), 'max');
    const ceilDiv = (n: bigint, d: bigint) => (n >= 0n ? (n + d - 1n) / d : -(-n / d));
    const floorDiv = (n: bigint, d: bigint) => (n >= 0n ? n / d : -((-n + d - 1n) / d));
    const first = ceilDiv(lo.n * scale, lo.d);
    const last = floorDiv(hi.n * scale, hi.d);
    if (first > last) throw new ToolError(`No number with ${places} decimal places lies between "min" and "max".`);
    const choices = last - first + 1n;
    if (choices > BigInt(MAX_CHOICES)) throw new ToolError('The range holds too many possible values (at most 2^48 − 1): narrow it or use fewer decimals.');
    const size = Number(choices);
    if (unique && count > size) throw new ToolError(`Only ${size} distinct values exist in the range; "count" asks for ${count}.`);
    const int = seed === undefined ? bulkCsprng() : randomSource(seedNumber(seed)).int;
    let offsets: number[];
    if (!unique) {
      offsets = Array.from({ length: count }, () => int(0, size - 1));
    } else if (size <= 4 * count) {
      // Partial Fisher–Yates over the whole (small) range.
      const pool = Array.from({ length: size }, (_, i) => i);
      for (let i = 0; i < count; i++) {
        const j = int(i, size - 1);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      offsets = pool.slice(0, count);
    } else {
      const seen = new Set<number>();
      offsets = [];
      while (offsets.length < count) {
        const k = int(0, size - 1);
        if (!seen.has(k)) {
          seen.add(k);
          offsets.push(k);
        }
      }
    }
    if (sorted) offsets.sort((x, y) => x - y);
    return { numbers: offsets.map((k) => ratioToNumber(first + BigInt(k), scale)) };
  },
});
