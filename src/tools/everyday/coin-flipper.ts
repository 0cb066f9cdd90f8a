import { defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

export default defineTool({
  slug: 'coin-flipper',
  name: 'Coin flipper',
  category: 'everyday',
  draws: ['randomness'],
  description:
    'Flips a fair coin 1–10 000 times: each flip is one random bit (bit i of byte ⌊i/8⌋, least significant first; 0 = heads). Returns the flips in order, the heads and tails counts and the longest run of one side (the first one on a tie). Randomness: the operating system\'s CSPRNG, or xoroshiro128+ (pure-rand, one uniform byte per 8 flips) when seed is given, making the flips reproducible.',
  inputSchema: {
    type: 'object',
    properties: {
      flips: { type: 'integer', minimum: 1, maximum: 10_000, default: 1, description: 'Number of flips (1 by default).' },
      seed: seedSchema,
    },
    required: [],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      results: { type: 'array', items: { type: 'string', enum: ['heads', 'tails'] } },
      heads: { type: 'integer' },
      tails: { type: 'integer' },
      longestStreak: {
        type: 'object',
        properties: { side: { type: 'string', enum: ['heads', 'tails'] }, length: { type: 'integer' } },
        required: ['side', 'length'],
        description: 'The longest run of one side (the first such run on a tie).',
      },
      reproducible: { type: 'boolean', description: 'True when seeded: the same inputs give the same flips.' },
    },
    required: ['results', 'heads', 'tails', 'longestStreak', 'reproducible'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (pure-rand's xoroshiro128+ and uniformInt re-implemented).
  examples: [
    { inputs: {"flips": 10, "seed": 42}, result: {"results": ["tails", "heads", "tails", "heads", "tails", "heads", "tails", "tails", "tails", "heads"], "heads": 4, "tails": 6, "longestStreak": {"side": "tails", "length": 3}, "reproducible": true} },
    { inputs: {"flips": 1, "seed": 3}, result: {"results": ["heads"], "heads": 1, "tails": 0, "longestStreak": {"side": "heads", "length": 1}, "reproducible": true} },
    { inputs: {"flips": 20, "seed": 2147483647}, result: {"results": ["heads", "heads", "heads", "heads", "heads", "heads", "heads", "heads", "tails", "tails", "tails", "tails", "heads", "heads", "heads", "heads", "tails", "tails", "tails", "tails"], "heads": 12, "tails": 8, "longestStreak": {"side": "heads", "length": 8}, "reproducible": true} },
  ],
  run({ flips = 1, seed }: { flips?: number; seed?: number }) {
    const random = randomSource(seed);
    const bytes = random.bytes(Math.ceil(flips / 8));
    const results: Array<'heads' | 'tails'> = [];
    let heads = 0;
    let best = { side: 'heads' as 'heads' | 'tails', length: 0 };
    let run = 0;
    for (let i = 0; i < flips; i++) {
      const side = (bytes[i >> 3]! >> (i & 7)) & 1 ? 'tails' : 'heads';
      if (side === 'heads') heads++;
      run = i > 0 && results[i - 1] === side ? run + 1 : 1;
      results.push(side);
      if (run > best.length) best = { side, length: run };
    }
    return { results, heads, tails: flips - heads, longestStreak: best, reproducible: random.seeded };
  },
});
