// The number tools' refusals and edge cases, and the number-theory helpers against sieves and exact arithmetic.
// Examples run in catalog.test.ts, numbers at their edges in numeric-edges.test.ts, worst-case speed in light-speed.
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { factorize, isPrime, nextPrime, parseRational, previousPrime, ratioToNumber } from '../../src/tools/number-theory.ts';
import { refuses, registry, run, tool } from '../helpers/tools.ts';

describe('number-theory helpers', () => {
  it('decides primality like a sieve up to 100 000 and knows the neighbours', () => {
    const limit = 100_000;
    const composite = new Uint8Array(limit + 1);
    for (let i = 2; i * i <= limit; i++) if (!composite[i]) for (let j = i * i; j <= limit; j += i) composite[j] = 1;
    for (let n = 0; n <= limit; n++) expect(isPrime(BigInt(n)), String(n)).toBe(n >= 2 && !composite[n]);
    expect(previousPrime(2n)).toBeNull();
    expect(nextPrime(0n)).toBe(2n);
    expect(nextPrime(2n)).toBe(3n);
    // Strong pseudoprimes to many bases: 3825123056546413051 (bases 2…23), 318665857834031151167461 (bases 2…37).
    expect(isPrime(3825123056546413051n)).toBe(false);
    expect(isPrime(318665857834031151167461n)).toBe(false);
  });
  it('factors into primes whose product is the number', () => {
    // The hardest kind allowed: two 12-digit primes (about a million rho steps, well inside the tools' 6 000 000 budget).
    expect(factorize(999998999999n * 999999999989n, 6_000_000).map((f) => f.prime)).toEqual([999998999999n, 999999999989n]);
    for (const n of [999999999989n ** 2n, 1000003n ** 2n * 999983n ** 2n, 2n, 4n, 1001n, 2n ** 52n, 600851475143n, 999999000001n * 999983n, 10n ** 24n - 1n]) {
      const factors = factorize(n);
      expect(factors.reduce((p, f) => p * f.prime ** BigInt(f.exponent), 1n)).toBe(n);
      for (const f of factors) expect(isPrime(f.prime)).toBe(true);
    }
  });
  it('rounds a ratio to the nearest double like the division of two exact doubles', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 20_000; i++) {
      const n = random() * 2 ** 20 + random();
      const d = (random() % 2 ** 26) + 1;
      expect(ratioToNumber(BigInt(n), BigInt(d))).toBe(n / d);
      expect(ratioToNumber(-BigInt(n), BigInt(d))).toBe(-n / d);
    }
    expect(ratioToNumber(1n, 10n ** 320n)).toBe(1e-320);
    expect(ratioToNumber(3n, 10n ** 324n)).toBe(5e-324);
    expect(ratioToNumber(2n, 10n ** 324n)).toBe(0);
    expect(ratioToNumber(17976931348623157n * 10n ** 292n, 1n)).toBe(Number.MAX_VALUE);
    expect(() => ratioToNumber(10n ** 309n, 1n)).toThrow(ToolError);
    expect(parseRational('0.1(6)', 'x')).toEqual({ n: 1n, d: 6n });
    expect(parseRational('-1 1/2', 'x')).toEqual({ n: -3n, d: 2n });
    expect(parseRational('2.5e-3', 'x')).toEqual({ n: 1n, d: 400n });
  });
});

describe('random-number-generator', () => {
  const rng = tool('random-number-generator');
  it('keeps range, grid, count and uniqueness over many seeds, and repeats itself for a seed', async () => {
    const cases = [
      { min: 1, max: 6, count: 50, integer: true, unique: false },
      { min: -10, max: 10, count: 21, integer: true, unique: true },
      { min: 0, max: 1, count: 200, integer: false, decimals: 3, unique: true },
      { min: -2.5, max: 2.5, count: 100, integer: false, decimals: 1, unique: false },
      { min: 1, max: 1e12, count: 1000, integer: true, unique: true },
    ];
    for (const c of cases) {
      for (let s = 0; s < 40; s++) {
        const inputs = { ...c, seed: `seed-${s}` };
        const unseeded = (await run(rng, { ...c })).result.numbers as number[];
        expect(unseeded).toHaveLength(c.count);
        for (const x of unseeded) expect(x >= c.min && x <= c.max).toBe(true);
        if (c.unique) expect(new Set(unseeded).size).toBe(unseeded.length);
        const { result } = await run(rng, inputs);
        const numbers: number[] = result.numbers;
        expect(numbers).toHaveLength(c.count);
        const places = c.integer ? 0 : (c.decimals ?? 2);
        for (const x of numbers) {
          expect(x).toBeGreaterThanOrEqual(c.min);
          expect(x).toBeLessThanOrEqual(c.max);
          expect(Number(x.toFixed(places))).toBe(x);
        }
        if (c.unique) expect(new Set(numbers).size).toBe(numbers.length);
        expect((await run(rng, inputs)).result).toEqual(result);
      }
    }
    const a = (await run(rng, { min: 1, max: 1e9, count: 5, seed: 'a' })).result.numbers;
    const b = (await run(rng, { min: 1, max: 1e9, count: 5, seed: 'b' })).result.numbers;
    expect(a).not.toEqual(b);
  });
  it('spreads draws evenly (chi-square over a die, 60 000 rolls)', async () => {
    const { result } = await run(rng, { min: 1, max: 6, count: 10_000, seed: 'chi' });
    const counts = [0, 0, 0, 0, 0, 0];
    for (const x of result.numbers) counts[x - 1]!++;
    const chi = counts.reduce((s, c) => s + (c - 10_000 / 6) ** 2 / (10_000 / 6), 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });
  it('refuses impossible requests', async () => {
    expect((await run(rng, { min: 1, max: 3, count: 4, unique: true })).error).toMatch(/distinct/);
    expect((await run(rng, { min: 5, max: 1 })).error).toMatch(/min/);
    expect((await run(rng, { min: 0.11, max: 0.19, integer: false, decimals: 1 })).error).toMatch(/decimal places/);
  });
});

