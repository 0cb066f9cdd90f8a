import { defineTool } from '../define.ts';
import { factorize } from '../number-theory.ts';

export default defineTool({
  slug: 'divisors-calculator',
  name: 'Divisors calculator',
  category: 'math',
  description:
    'Lists every positive divisor of n (1 … 10^12) in ascending order, with their count, their sum σ(n), the sum of proper divisors (σ(n) − n) and the classification: perfect when the proper divisors add up to n, abundant when more, deficient when less.',
  inputSchema: {
    type: 'object',
    properties: { n: { type: 'integer', minimum: 1, maximum: 1e12, description: 'A whole number 1 … 10^12.' } },
    required: ['n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      divisors: { type: 'array', items: { type: 'integer' } },
      count: { type: 'integer' },
      sum: { type: 'integer' },
      properSum: { type: 'integer' },
      classification: { type: 'string', enum: ['perfect', 'abundant', 'deficient'] },
    },
    required: ['divisors', 'count', 'sum', 'properSum', 'classification'],
  },
  examples: [
    { inputs: { n: 28 }, result: { divisors: [1, 2, 4, 7, 14, 28], count: 6, sum: 56, properSum: 28, classification: 'perfect' } },
    { inputs: { n: 12 }, result: { divisors: [1, 2, 3, 4, 6, 12], count: 6, sum: 28, properSum: 16, classification: 'abundant' } },
    { inputs: { n: 1 }, result: { divisors: [1], count: 1, sum: 1, properSum: 0, classification: 'deficient' } },
    { inputs: { n: 97 }, result: { divisors: [1, 97], count: 2, sum: 98, properSum: 1, classification: 'deficient' } },
    { inputs: { n: 8128 }, result: { divisors: [1, 2, 4, 8, 16, 32, 64, 127, 254, 508, 1016, 2032, 4064, 8128], count: 14, sum: 16256, properSum: 8128, classification: 'perfect' } },
    { inputs: { n: 999999999989 }, result: { divisors: [1, 999999999989], count: 2, sum: 999999999990, properSum: 1, classification: 'deficient' } },
  ],
  run({ n }: { n: number }) {
    const factors = n === 1 ? [] : factorize(BigInt(n)).map(({ prime, exponent }) => [Number(prime), exponent] as const);
    let divisors = [1];
    for (const [p, e] of factors) {
      const next: number[] = [];
      for (const d of divisors) for (let k = 0, q = d; k <= e; k++, q *= p) next.push(q);
      divisors = next;
    }
    divisors.sort((a, b) => a - b);
    const sum = divisors.reduce((s, d) => s + d, 0);
    const properSum = sum - n;
    return {
      divisors,
      count: divisors.length,
      sum,
      properSum,
      classification: properSum === n ? 'perfect' : properSum > n ? 'abundant' : 'deficient',
    };
  },
});
