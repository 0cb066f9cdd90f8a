import { customRandom, urlAlphabet } from 'nanoid';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

interface Inputs {
  size: number;
  alphabet: string;
  count: number;
  seed?: number;
}

export default defineTool({
  slug: 'nanoid-generator',
  name: 'Nano ID generator',
  category: 'developer',
  draws: ['randomness'],
  description:
    'Generates Nano IDs: compact random IDs over a URL-safe (or custom) alphabet, without modulo bias; reports the entropy per ID.',
  inputSchema: {
    type: 'object',
    properties: {
      size: { type: 'integer', minimum: 1, maximum: 256, default: 21, description: 'Characters per ID (21 gives ~126 bits with the default alphabet).' },
      alphabet: {
        type: 'string',
        minLength: 2,
        maxLength: 256,
        default: urlAlphabet,
        description: 'Characters to draw from, each at most once (2–256 distinct characters).',
      },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'How many IDs to generate.' },
      seed: seedSchema,
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'string' } },
      alphabetSize: { type: 'integer', description: 'Distinct characters in the alphabet.' },
      entropyBits: { type: 'number', description: 'Randomness per ID in bits, size × log2(alphabetSize), one decimal.' },
    },
    required: ['ids', 'alphabetSize', 'entropyBits'],
  },
  examples: [
    {
      inputs: { size: 21, alphabet: urlAlphabet, count: 2, seed: 42 },
      result: { ids: ['GB_bl4yAUwqIXXBBPjZO5', 'HYMSPB0A-68ydQGXDGXUX'], alphabetSize: 64, entropyBits: 126 },
    },
    {
      inputs: { size: 10, alphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ', count: 3, seed: 2024 },
      result: { ids: ['AJ86A2FC7Q', '47BC2GBK0R', '20PTVT5RMZ'], alphabetSize: 32, entropyBits: 50 },
    },
  ],
  run({ size, alphabet, count, seed }: Inputs) {
    if (/[\ud800-\udfff]/.test(alphabet)) {
      throw new ToolError('"alphabet" must use characters from the Basic Multilingual Plane (no emoji or other astral characters).');
    }
    const seen = new Set<string>();
    for (const char of alphabet) {
      if (seen.has(char)) throw new ToolError(`"alphabet" lists "${char}" more than once; each character may appear only once.`);
      seen.add(char);
    }
    const rng = randomSource(seed);
    const generate = customRandom(alphabet, size, (bytes) => rng.bytes(bytes));
    const ids = Array.from({ length: count }, () => generate());
    return { ids, alphabetSize: alphabet.length, entropyBits: Math.round(size * Math.log2(alphabet.length) * 10) / 10 };
  },
});
