import { defineTool } from '../define.ts';
import { bigIntegerInput, factorize, integerInput, integerOut } from '../number-theory.ts';

export default defineTool({
  slug: 'prime-factorization',
  name: 'Prime factorization',
  category: 'math',
  description:
    'Factors an integer 2 … 10^24 into primes (trial division, then Pollard–Brent rho with a bounded number of steps; primes decided by deterministic Miller–Rabin). Factors come in ascending order with their exponents; the expression reads "2^3 × 3^2 × 5". Numbers beyond 2^53 − 1 go in and come out as digit strings.',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      n: bigIntegerInput(2),
    },
    required: ['n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      factors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { prime: { anyOf: [{ type: 'integer' }, { type: 'string' }] }, exponent: { type: 'integer' } },
          required: ['prime', 'exponent'],
        },
      },
      isPrime: { type: 'boolean' },
      expression: { type: 'string' },
    },
    required: ['factors', 'isPrime', 'expression'],
  },
  examples: [
    { inputs: { n: 360 }, result: { factors: [{ prime: 2, exponent: 3 }, { prime: 3, exponent: 2 }, { prime: 5, exponent: 1 }], isPrime: false, expression: '2^3 × 3^2 × 5' } },
    { inputs: { n: 9007199254740991 }, result: { factors: [{ prime: 6361, exponent: 1 }, { prime: 69431, exponent: 1 }, { prime: 20394401, exponent: 1 }], isPrime: false, expression: '6361 × 69431 × 20394401' } },
    { inputs: { n: 2147483647 }, result: { factors: [{ prime: 2147483647, exponent: 1 }], isPrime: true, expression: '2147483647' } },
    { inputs: { n: '999999936999989000000693' }, result: { factors: [{ prime: 999999937, exponent: 1 }, { prime: 999999999999989, exponent: 1 }], isPrime: false, expression: '999999937 × 999999999999989' } },
  ],
  run({ n: raw }: { n: number | string }) {
    const n = integerInput(raw, 'n', 2n, 10n ** 24n);
    const factors = factorize(n, 6_000_000);
    return {
      factors: factors.map((f) => ({ prime: integerOut(f.prime), exponent: f.exponent })),
      isPrime: factors.length === 1 && factors[0]!.exponent === 1,
      expression: factors.map((f) => (f.exponent === 1 ? `${f.prime}` : `${f.prime}^${f.exponent}`)).join(' × '),
    };
  },
});
