import { defineTool } from '../define.ts';
import { gcd, integerOut, lcm } from '../number-theory.ts';

export default defineTool({
  slug: 'gcd-lcm-calculator',
  name: 'GCD and LCM calculator',
  category: 'math',
  description:
    'The greatest common divisor and least common multiple of 2–100 integers (signs ignored; gcd(0, 0) = 0 and any zero makes the LCM 0, as Python\'s math.gcd / math.lcm). The LCM is exact and given as a string when it exceeds 2^53 − 1.',
  inputSchema: {
    type: 'object',
    properties: {
      numbers: {
        type: 'array',
        minItems: 2,
        maxItems: 100,
        items: { type: 'integer', minimum: -9_007_199_254_740_991, maximum: 9_007_199_254_740_991 },
        description: 'The integers, |n| ≤ 2^53 − 1.',
      },
    },
    required: ['numbers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      gcd: { type: 'integer' },
      lcm: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'A decimal string when larger than 2^53 − 1.' },
    },
    required: ['gcd', 'lcm'],
  },
  examples: [
    { inputs: { numbers: [12, 18, 30] }, result: { gcd: 6, lcm: 180 } },
    { inputs: { numbers: [-4, 6] }, result: { gcd: 2, lcm: 12 } },
    { inputs: { numbers: [0, 5] }, result: { gcd: 5, lcm: 0 } },
    { inputs: { numbers: [9007199254740991, 9007199254740990] }, result: { gcd: 1, lcm: '81129638414606654674191240921090' } },
  ],
  run({ numbers }: { numbers: number[] }) {
    const values = numbers.map((n) => BigInt(n));
    const g = values.reduce(gcd);
    const l = values.reduce(lcm);
    return { gcd: Number(g), lcm: integerOut(l) };
  },
});
