import { defineTool } from '../define.ts';
import { randomSource, seedSchema, type RandomSource } from '../random.ts';

const formats = ['hex', 'base64url', 'base64', 'alphanumeric'] as const;
type Format = (typeof formats)[number];
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ALPHABET = Buffer.from(ALPHANUMERIC, 'latin1');

interface Inputs {
  length: number;
  format: Format;
  count: number;
  seed?: number;
}

function token(rng: RandomSource, length: number, format: Format): string {
  if (format === 'alphanumeric') {
    // Uniform without a modulo bias: keep only bytes below 248 = 4 × 62, drawn in bulk.
    const out = Buffer.alloc(length);
    let filled = 0;
    while (filled < length) {
      const bytes = rng.bytes(Math.ceil((length - filled) * 1.05) + 4);
      for (let i = 0; i < bytes.length && filled < length; i++) {
        const byte = bytes[i]!;
        if (byte < 248) out[filled++] = ALPHABET[byte % 62]!;
      }
    }
    return out.toString('latin1');
  }
  return Buffer.from(rng.bytes(length)).toString(format);
}

export default defineTool({
  slug: 'random-token-generator',
  name: 'Random token generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Generates random tokens for API keys, session IDs or secrets: `length` random bytes rendered as hex, Base64url or Base64, or `length` uniformly drawn alphanumeric characters. Unseeded output comes from the OS CSPRNG; seeded output is reproducible and flagged as such.',
  inputSchema: {
    type: 'object',
    properties: {
      length: {
        type: 'integer',
        minimum: 1,
        maximum: 1024,
        default: 32,
        description: 'Random bytes per token (for alphanumeric: characters per token).',
      },
      format: { type: 'string', enum: formats, default: 'hex', description: 'How to render each token.' },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'How many tokens to generate.' },
      seed: seedSchema,
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      tokens: { type: 'array', items: { type: 'string' } },
      entropyBits: { type: 'number', description: 'Entropy of each token in bits, to 2 decimals.' },
      reproducible: {
        type: 'boolean',
        description: 'True when a seed was given: anyone with the seed can regenerate these tokens, so never use them as secrets.',
      },
    },
    required: ['tokens', 'entropyBits', 'reproducible'],
  },
  examples: [
    {
      inputs: { length: 16, format: 'hex', count: 2, seed: 42 },
      result: {
        tokens: ['d5e9aff492e46453d3e1f779e599ba50', '36f0ec642dd325132de353ad6e85ba4e'],
        entropyBits: 128,
        reproducible: true,
      },
    },
    {
      inputs: { length: 24, format: 'alphanumeric', count: 1, seed: 7 },
      result: { tokens: ['mNXpiQBa66VqRp8QJUOOY5fC'], entropyBits: 142.9, reproducible: true },
    },
    {
      inputs: { length: 32, format: 'base64url', count: 1, seed: 1 },
      result: { tokens: ['_uBBHXq1LhOiHBDB_5lPnih9qXJf4R6Eqmn0WRYZdXE'], entropyBits: 256, reproducible: true },
    },
  ],
  run({ length, format, count, seed }: Inputs) {
    const rng = randomSource(seed);
    const tokens = Array.from({ length: count }, () => token(rng, length, format));
    const bits = format === 'alphanumeric' ? length * Math.log2(ALPHANUMERIC.length) : length * 8;
    return { tokens, entropyBits: Math.round(bits * 100) / 100, reproducible: rng.seeded };
  },
});
