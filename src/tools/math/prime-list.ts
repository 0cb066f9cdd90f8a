import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  from: number;
  to: number;
  limit: number;
}

export default defineTool({
  slug: 'prime-list',
  name: 'Prime list',
  category: 'math',
  description:
    'Counts and lists the primes p with from ≤ p ≤ to (to ≤ 10^9, a range of at most 10^7 numbers) by a segmented sieve of Eratosthenes. The list stops after limit primes (truncated then says so); count is always the full count in the range.',
  heavy: true,
  timeoutMs: 5_000,
  inputSchema: {
    type: 'object',
    properties: {
      from: { type: 'integer', minimum: 0, maximum: 1e9, default: 0, description: 'Lower end of the range, included; 0 by default.' },
      to: { type: 'integer', minimum: 0, maximum: 1e9, description: 'Upper end, included; to − from ≤ 10^7.' },
      limit: { type: 'integer', minimum: 0, maximum: 10_000, default: 1000, description: 'Most primes to list.' },
    },
    required: ['to'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', description: 'Primes in the whole range.' },
      primes: { type: 'array', items: { type: 'integer' } },
      truncated: { type: 'boolean', description: 'Whether the list stops before the end of the range.' },
    },
    required: ['count', 'primes', 'truncated'],
  },
  examples: [
    { inputs: { from: 0, to: 30, limit: 1000 }, result: { count: 10, primes: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29], truncated: false } },
    { inputs: { from: 999999900, to: 1000000000, limit: 3 }, result: { count: 2, primes: [999999929, 999999937], truncated: false } },
    { inputs: { from: 0, to: 1000000, limit: 5 }, result: { count: 78498, primes: [2, 3, 5, 7, 11], truncated: true } },
    { inputs: { from: 24, to: 28, limit: 10 }, result: { count: 0, primes: [], truncated: false } },
  ],
  run({ from, to, limit }: Inputs) {
    if (from > to) throw new ToolError('"from" must not exceed "to".');
    if (to - from > 10_000_000) throw new ToolError('The range may span at most 10 000 000 numbers.');
    const lo = Math.max(from, 2);
    if (lo > to) return { count: 0, primes: [], truncated: false };
    const root = Math.floor(Math.sqrt(to));
    const small = new Uint8Array(root + 1);
    const base: number[] = [];
    for (let i = 2; i <= root; i++) {
      if (small[i]) continue;
      base.push(i);
      for (let j = i * i; j <= root; j += i) small[j] = 1;
    }
    const composite = new Uint8Array(to - lo + 1);
    for (const p of base) {
      for (let j = Math.max(p * p, Math.ceil(lo / p) * p); j <= to; j += p) composite[j - lo] = 1;
    }
    const primes: number[] = [];
    let count = 0;
    for (let i = 0; i < composite.length; i++) {
      if (composite[i]) continue;
      count++;
      if (primes.length < limit) primes.push(lo + i);
    }
    return { count, primes, truncated: count > primes.length };
  },
});
