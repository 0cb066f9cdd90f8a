import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema, type RandomSource } from '../random.ts';

const classes = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;
type ClassName = keyof typeof classes;

interface Inputs {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  digits: boolean;
  symbols: boolean;
  count: number;
  seed?: number;
}

/** log2 of a non-negative BigInt, accurate to double precision. */
function log2Big(n: bigint): number {
  const bits = n.toString(2).length;
  if (bits <= 53) return Math.log2(Number(n));
  const shift = bits - 53;
  return Math.log2(Number(n >> BigInt(shift))) + shift;
}

/**
 * The number of length-`length` strings over the union of `sizes` that use every class at least once
 * (inclusion–exclusion over the classes left out).
 */
function validCount(sizes: number[], length: number): bigint {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let count = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    let excluded = 0;
    let bitsSet = 0;
    sizes.forEach((size, i) => {
      if (mask & (1 << i)) {
        excluded += size;
        bitsSet++;
      }
    });
    const term = BigInt(total - excluded) ** BigInt(length);
    count += bitsSet % 2 === 0 ? term : -term;
  }
  return count;
}

/**
 * Uniform over the passwords that hold every enabled class: draw from the whole pool and redraw until each class
 * appears (rarely more than a few tries). A bounded fallback places one character of each class and shuffles.
 */
function generate(rng: RandomSource, pool: string, sets: string[], length: number): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    let password = '';
    for (let i = 0; i < length; i++) password += pool[rng.int(0, pool.length - 1)];
    if (sets.every((set) => [...password].some((char) => set.includes(char)))) return password;
  }
  const chars = sets.map((set) => set[rng.int(0, set.length - 1)]!);
  while (chars.length < length) chars.push(pool[rng.int(0, pool.length - 1)]!);
  return rng.shuffle(chars).join('');
}

export default defineTool({
  slug: 'password-generator',
  name: 'Password generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Generates random passwords from the chosen character classes, each password holding at least one character of every enabled class, and reports their entropy in bits. Unseeded output comes from the OS CSPRNG; seeded output is reproducible and flagged as such (never use it as a real password).',
  inputSchema: {
    type: 'object',
    properties: {
      length: { type: 'integer', minimum: 4, maximum: 256, default: 16, description: 'Characters per password.' },
      uppercase: { type: 'boolean', default: true, description: 'Include A–Z.' },
      lowercase: { type: 'boolean', default: true, description: 'Include a–z.' },
      digits: { type: 'boolean', default: true, description: 'Include 0–9.' },
      symbols: { type: 'boolean', default: true, description: 'Include the 32 ASCII punctuation characters.' },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'How many passwords to generate.' },
      seed: seedSchema,
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      passwords: { type: 'array', items: { type: 'string' } },
      charsetSize: { type: 'integer', description: 'Number of distinct characters a position can take.' },
      entropyBits: {
        type: 'number',
        description: 'log2 of the number of possible passwords (those holding every enabled class), to 2 decimals.',
      },
      reproducible: {
        type: 'boolean',
        description: 'True when a seed was given: anyone with the seed can regenerate these passwords.',
      },
    },
    required: ['passwords', 'charsetSize', 'entropyBits', 'reproducible'],
  },
  examples: [
    {
      inputs: { length: 16, uppercase: true, lowercase: true, digits: true, symbols: true, count: 2, seed: 42 },
      result: {
        passwords: ['Z(VcKw=Nxl$:N5?#', 'gW/m$3lvX999eB/a'],
        charsetSize: 94,
        entropyBits: 104.59,
        reproducible: true,
      },
    },
    {
      inputs: { length: 12, uppercase: false, lowercase: true, digits: true, symbols: false, count: 3, seed: 7 },
      result: {
        passwords: ['mspllqq9a0sf', 'mnviqp8qyivj', 'ugs4n1yd4iqt'],
        charsetSize: 36,
        entropyBits: 62.01,
        reproducible: true,
      },
    },
  ],
  run({ length, count, seed, ...enabled }: Inputs) {
    const names = (Object.keys(classes) as ClassName[]).filter((name) => enabled[name]);
    if (names.length === 0) throw new ToolError('Enable at least one character class (uppercase, lowercase, digits or symbols).');
    const sets = names.map((name) => classes[name]);
    const pool = sets.join('');
    const rng = randomSource(seed);
    const passwords = Array.from({ length: count }, () => generate(rng, pool, sets, length));
    const entropyBits = Math.round(log2Big(validCount(sets.map((set) => set.length), length)) * 100) / 100;
    return { passwords, charsetSize: pool.length, entropyBits, reproducible: rng.seeded };
  },
});
