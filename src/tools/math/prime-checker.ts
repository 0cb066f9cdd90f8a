import { defineTool } from '../define.ts';
import { bigIntegerInput, factorize, integerInput, integerOut, isPrime, nextPrime, previousPrime } from '../number-theory.ts';

export default defineTool({
  slug: 'prime-checker',
  name: 'Prime checker',
  category: 'math',
  description:
    'Decides whether an integer 0 … 10^24 is prime (deterministic Miller–Rabin with the prime bases 2 … 41, exact below 3.3·10^24), and gives its smallest prime factor when composite (null for 0, 1 and primes), the previous prime (null at 2 or below) and the next prime. Numbers beyond 2^53 − 1 go in and come out as digit strings.',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      n: bigIntegerInput(0),
    },
    required: ['n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      isPrime: { type: 'boolean' },
      smallestFactor: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }], description: 'Smallest prime factor of a composite n; null otherwise.' },
      previousPrime: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }], description: 'Largest prime below n; null when n ≤ 2.' },
      nextPrime: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'Smallest prime above n.' },
    },
    required: ['isPrime', 'smallestFactor', 'previousPrime', 'nextPrime'],
  },
  examples: [
    { inputs: { n: 97 }, result: { isPrime: true, smallestFactor: null, previousPrime: 89, nextPrime: 101 } },
    { inputs: { n: 561 }, result: { isPrime: false, smallestFactor: 3, previousPrime: 557, nextPrime: 563 } },
    { inputs: { n: 1 }, result: { isPrime: false, smallestFactor: null, previousPrime: null, nextPrime: 2 } },
    { inputs: { n: '1000000000000000000000000' }, result: { isPrime: false, smallestFactor: 2, previousPrime: '999999999999999999999743', nextPrime: '1000000000000000000000007' } },
    { inputs: { n: '2305843009213693951' }, result: { isPrime: true, smallestFactor: null, previousPrime: '2305843009213693921', nextPrime: '2305843009213693967' } },
  ],
  run({ n: raw }: { n: number | string }) {
    const n = integerInput(raw, 'n', 0n, 10n ** 24n);
    const prime = isPrime(n);
    const previous = previousPrime(n);
    return {
      isPrime: prime,
      smallestFactor: prime || n < 2n ? null : integerOut(factorize(n, 6_000_000)[0]!.prime),
      previousPrime: previous === null ? null : integerOut(previous),
      nextPrime: integerOut(nextPrime(n)),
    };
  },
});
