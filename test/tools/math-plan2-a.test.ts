// The math tools of TOOLS-PLAN-2 §4 rows 1–7 (number-sequence-calculator, number-properties, radical-simplifier,
// big-number-calculator, base-arithmetic-calculator, polygon-area-calculator, combinations-generator): refusals, edge
// cases and brute-force cross-checks. Examples (test/reference/math_plan2_a.py) run in catalog.test.ts.
import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { ratioToNumber } from '../../src/tools/number-theory.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const ok = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(error, JSON.stringify(inputs)).toBeUndefined();
  return result;
};

describe('math: number-sequence-calculator', () => {
  const slug = 'number-sequence-calculator';
  it('refuses a missing or misplaced step and overflow', async () => {
    await refuses(slug, { type: 'arithmetic', first: 1, n: 5 }, /needs "difference"/);
    await refuses(slug, { type: 'geometric', first: 1, n: 5 }, /needs "ratio"/);
    await refuses(slug, { type: 'arithmetic', first: 1, ratio: 2, n: 5 }, /"ratio" is for geometric/);
    await refuses(slug, { type: 'geometric', first: 1, difference: 2, ratio: 2, n: 5 }, /"difference" is for arithmetic/);
    await refuses(slug, { type: 'geometric', first: 1, ratio: 2, n: 10_000 }, /too large/);
    await refuses(slug, { type: 'geometric', first: 1e300, ratio: 1e300, n: 3 }, /too large/);
    expect((await run(tool(slug), { type: 'arithmetic', first: 1, difference: 1, n: 10_001 })).invalid).toBe(true);
  });
  it('handles r = 0, r = 1, a = 0 and tiny powers exactly', async () => {
    expect(await ok(slug, { type: 'geometric', first: 5, ratio: 0, n: 4 })).toEqual({ nthTerm: 0, sum: 5, terms: [5, 0, 0, 0], infiniteSum: 5 });
    expect(await ok(slug, { type: 'geometric', first: 0.1, ratio: 1, n: 10_000 })).toMatchObject({ nthTerm: 0.1, sum: 1000, infiniteSum: null });
    expect(await ok(slug, { type: 'geometric', first: 0, ratio: 7, n: 10_000 })).toMatchObject({ nthTerm: 0, sum: 0, infiniteSum: null });
    // 1 + 1/2 + … + 2^−9999 = 2 − 2^−9999 rounds to 2; the 10 000th term underflows to 0.
    expect(await ok(slug, { type: 'geometric', first: 1, ratio: 0.5, n: 10_000 })).toMatchObject({ nthTerm: 0, sum: 2, infiniteSum: 2 });
    const alternating = await ok(slug, { type: 'geometric', first: 1, ratio: -0.5, n: 9_999 });
    expect(alternating.sum).toBe(ratioToNumber(2n, 3n));
    expect(alternating.terms).toHaveLength(100);
    // 0.1 + 0.2 + … exactly: 0.1·n + 0.1·n(n − 1)/2 for n = 10 000 is 5 000 500.
    expect((await ok(slug, { type: 'arithmetic', first: 0.1, difference: 0.1, n: 10_000 })).sum).toBe(5_000_500);
  });
  it('computes a ratio next to 1 over 10 000 terms (the largest exact powers)', async () => {
    const r = await ok(slug, { type: 'geometric', first: 1, ratio: 1.0000000000000002, n: 10_000 });
    expect(r.nthTerm).toBeCloseTo(1.0000000000019998, 15);
    expect(r.sum).toBeCloseTo(10_000.00000001, 6);
    const s = await ok(slug, { type: 'geometric', first: -1e290, ratio: 0.9999999999999999, n: 10_000 });
    expect(s.infiniteSum).toBeLessThan(-1e305);
    await refuses(slug, { type: 'geometric', first: -1e300, ratio: 0.9999999999999999, n: 2 }, /infinite sum is too large/);
  });
});

describe('math: number-properties', () => {
  const slug = 'number-properties';
  it('agrees with brute force for 1 … 400', async () => {
    const fib = new Set([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]);
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (let n = 1; n <= 400; n++) {
      const r = await ok(slug, { n });
      const divisors = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
      expect(r.divisorCount, String(n)).toBe(divisors.length);
      expect(r.divisorSum, String(n)).toBe(divisors.reduce((s, d) => s + d, 0));
      expect(r.eulerTotient, String(n)).toBe(Array.from({ length: n }, (_, i) => i + 1).filter((k) => gcd(k, n) === 1).length);
      expect(r.isPrime, String(n)).toBe(divisors.length === 2);
      expect(r.isFibonacci, String(n)).toBe(fib.has(n));
      expect(r.isTriangular, String(n)).toBe(Number.isInteger((Math.sqrt(8 * n + 1) - 1) / 2));
      expect(r.isPerfectCube, String(n)).toBe(Number.isInteger(Math.round(Math.cbrt(n)) ** 3 === n ? 1 : 0.5));
    }
  });
  it('knows the classic cases and the top of its range', async () => {
    expect(await ok(slug, { n: 6 })).toMatchObject({ classification: 'perfect', isTriangular: true });
    expect(await ok(slug, { n: 12 })).toMatchObject({ classification: 'abundant' });
    expect(await ok(slug, { n: 370 })).toMatchObject({ isArmstrong: true });
    expect(await ok(slug, { n: 27 })).toMatchObject({ isPerfectCube: true, collatzSteps: 111 });
    expect(await ok(slug, { n: 1e15 })).toMatchObject({ isEven: true, isPerfectCube: true, digitCount: 16, digitSum: 1, divisorCount: 256, eulerTotient: 4e14 });
    // 999 999 999 999 989 is prime; 31 622 777² is a square of a prime near √10^15.
    expect(await ok(slug, { n: 999_999_999_999_989 })).toMatchObject({ isPrime: true, divisorCount: 2, eulerTotient: 999_999_999_999_988 });
    expect((await run(tool(slug), { n: 0 })).invalid).toBe(true);
  });
});

describe('math: radical-simplifier', () => {
  const slug = 'radical-simplifier';
  it('refuses an even root of a negative number', async () => {
    await refuses(slug, { radicand: -4 }, /odd index/);
    await refuses(slug, { radicand: -16, index: 4 }, /odd index/);
  });
  it('moves the sign out, writes 1 and whole roots plainly', async () => {
    expect(await ok(slug, { radicand: -250, index: 3 })).toMatchObject({ coefficient: -5, radicand: 2, simplified: '-5∛2', isExact: false });
    expect(await ok(slug, { radicand: 2, coefficient: -1 })).toMatchObject({ coefficient: -1, simplified: '-√2' });
    expect(await ok(slug, { radicand: 3, index: 7 })).toMatchObject({ simplified: '3^(1/7)' });
    expect(await ok(slug, { radicand: 64, index: 6 })).toMatchObject({ coefficient: 2, radicand: 1, simplified: '2', decimal: 2, isExact: true });
    expect(await ok(slug, { radicand: 0 })).toEqual({ coefficient: 0, radicand: 1, simplified: '0', decimal: 0, isExact: true });
    expect(await ok(slug, { radicand: 1e15, index: 2 })).toMatchObject({ coefficient: 10_000_000, radicand: 10, simplified: '10000000√10' });
    // A square of a prime above the cube root: 31 622 743² (prime) with index 2, then index 3 (no cube inside).
    expect(await ok(slug, { radicand: 31_622_743 ** 2 })).toMatchObject({ coefficient: 31_622_743, radicand: 1 });
  });
  it('gives the correctly rounded square root', async () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 300; i++) {
      const radicand = (random() * 2 ** 19 + random()) % 1e15;
      expect((await ok(slug, { radicand })).decimal, String(radicand)).toBe(Math.sqrt(radicand));
    }
  });
});

describe('math: big-number-calculator', () => {
  const slug = 'big-number-calculator';
  it('refuses impossible operations', async () => {
    await refuses(slug, { a: '1', b: '0', operation: 'divide' }, /Division by zero/);
    await refuses(slug, { a: '1', b: '0.000', operation: 'mod' }, /cannot be zero/);
    await refuses(slug, { a: '-2', operation: 'sqrt' }, /no real square root/);
    await refuses(slug, { a: '2', b: '3', operation: 'sqrt' }, /alone/);
    await refuses(slug, { a: '2', operation: 'add' }, /needs "b"/);
    await refuses(slug, { a: '2', b: '0.5', operation: 'power' }, /whole exponent/);
    await refuses(slug, { a: '2', b: '10001', operation: 'power' }, /between/);
    await refuses(slug, { a: '0', b: '-1', operation: 'power' }, /negative power/);
    await refuses(slug, { a: '12345678901234567890', b: '10000', operation: 'power' }, /100 000 digits/);
    await refuses(slug, { a: '0.00000000000000000001', b: '10000', operation: 'power' }, /100 000 digits/);
    for (const a of ['1e5', '1,5', '', ' 1', '--1', '.']) expect((await run(tool(slug), { a, b: '1', operation: 'add' })).invalid, a).toBe(true);
  });
  it('keeps exact results exact and signs right', async () => {
    expect(await ok(slug, { a: '-0.5', b: '0.5', operation: 'add' })).toEqual({ result: '0', exact: true });
    expect(await ok(slug, { a: '7.5', b: '-2', operation: 'mod' })).toEqual({ result: '1.5', exact: true });
    expect(await ok(slug, { a: '-0', operation: 'sqrt' })).toEqual({ result: '0', exact: true });
    expect(await ok(slug, { a: '0', b: '0', operation: 'power' })).toEqual({ result: '1', exact: true });
    expect(await ok(slug, { a: '2', b: '-3', operation: 'power' })).toEqual({ result: '0.125', exact: true });
    expect(await ok(slug, { a: '1.44', operation: 'sqrt' })).toEqual({ result: '1.2', exact: true });
    expect(await ok(slug, { a: '5', b: '1', operation: 'compare' })).toEqual({ result: '1', exact: true });
    expect((await ok(slug, { a: '2', b: '10000', operation: 'power' })).result).toBe((2n ** 10_000n).toString());
    expect((await ok(slug, { a: '1', b: '7', operation: 'divide', precision: 1000 })).result).toBe(`0.${'142857'.repeat(167).slice(0, 999)}9`);
    expect((await ok(slug, { a: '2.5', b: '1', operation: 'divide', precision: 1 })).result).toBe('2'); // half to even
  });
  it('rounds square roots correctly, half to even, even next to long runs of 9s', async () => {
    expect(await ok(slug, { a: '6.25', operation: 'sqrt', precision: 1 })).toEqual({ result: '2', exact: false });
    expect(await ok(slug, { a: '12.25', operation: 'sqrt', precision: 1 })).toEqual({ result: '4', exact: false });
    expect(await ok(slug, { a: '0.0001', operation: 'sqrt' })).toEqual({ result: '0.01', exact: true });
    expect(await ok(slug, { a: '9'.repeat(10_000), operation: 'sqrt', precision: 1000 })).toEqual({ result: `1${'0'.repeat(5000)}`, exact: false });
    const Check = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
    let seed = 5;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 200; i++) {
      const a = `${random()}${random()}.${random() % 1000}`;
      expect((await ok(slug, { a, operation: 'sqrt', precision: 40 })).result, a).toBe(Check.sqrt(a).toFixed());
    }
  });
  it('multiplies two 10 000-digit numbers exactly', async () => {
    const a = '9'.repeat(10_000);
    const r = await ok(slug, { a, b: a, operation: 'multiply' });
    expect(r.result).toBe((BigInt(a) * BigInt(a)).toString());
    const m = await ok(slug, { a, b: `0.${'3'.repeat(9_998)}`, operation: 'mod' });
    expect(m.exact).toBe(true);
  });
});

describe('math: base-arithmetic-calculator', () => {
  const slug = 'base-arithmetic-calculator';
  it('refuses division by zero and foreign digits', async () => {
    await refuses(slug, { a: '101', b: '0', base: 2, operation: 'divide' }, /Division by zero/);
    await refuses(slug, { a: '101', b: '00', base: 2, operation: 'mod' }, /Division by zero/);
    await refuses(slug, { a: '102', b: '1', base: 2, operation: 'add' }, /not a digit/);
    await refuses(slug, { a: '0x1f', b: '1', base: 16, operation: 'add' }, /not a digit|must be an integer/);
  });
  it('truncates toward zero with the dividend\'s sign on the remainder', async () => {
    expect(await ok(slug, { a: '-111', b: '10', base: 2, operation: 'divide' })).toEqual({ result: '-11', decimal: '-3', remainder: '-1' });
    expect(await ok(slug, { a: '7', b: '-2', base: 10, operation: 'divide' })).toEqual({ result: '-3', decimal: '-3', remainder: '1' });
    expect(await ok(slug, { a: '-7', b: '2', base: 10, operation: 'mod' })).toEqual({ result: '-1', decimal: '-1', remainder: null });
    expect(await ok(slug, { a: 'FF', b: 'ff', base: 16, operation: 'subtract' })).toEqual({ result: '0', decimal: '0', remainder: null });
  });
});

describe('math: polygon-area-calculator', () => {
  const slug = 'polygon-area-calculator';
  it('refuses zero area and too few distinct vertices', async () => {
    await refuses(slug, { vertices: [[0, 0], [1, 1], [2, 2]] }, /no area/);
    await refuses(slug, { vertices: [[0, 0], [1, 1], [1, 0], [0, 1]] }, /cancels itself/);
    await refuses(slug, { vertices: [[0, 0], [1, 1], [0, 0]] }, /at least 3/);
    expect((await run(tool(slug), { vertices: [[0, 0], [1, 1]] })).invalid).toBe(true);
  });
  it('gives clockwise outlines a negative signed area, and keeps decimals exact', async () => {
    const r = await ok(slug, { vertices: [[0, 0], [0, 3], [4, 0]] });
    expect(r).toMatchObject({ area: 6, signedArea: -6, perimeter: 12, orientation: 'clockwise', vertexCount: 3 });
    expect(r.centroid).toEqual({ x: 4 / 3, y: 1 });
    // 0.1 × 0.2 rectangle: exactly 0.02 (doubles would give 0.020000000000000004).
    expect((await ok(slug, { vertices: [[0, 0], [0.1, 0], [0.1, 0.2], [0, 0.2]] })).area).toBe(0.02);
    expect((await ok(slug, { vertices: [[1e15, -1e15], [1e-300, 1e15], [-1e15, 5e-324]] })).area).toBeGreaterThan(1e30);
  });
  it('handles 10 000 vertices', async () => {
    const vertices = Array.from({ length: 10_000 }, (_, i) => [Math.round(Math.cos((2 * Math.PI * i) / 10_000) * 1e6) / 1000, Math.round(Math.sin((2 * Math.PI * i) / 10_000) * 1e6) / 1000]);
    const r = await ok(slug, { vertices });
    expect(r.area).toBeCloseTo(Math.PI * 1e6, -1);
  });
});

describe('math: combinations-generator', () => {
  const slug = 'combinations-generator';
  it('refuses inputs that do not fit the mode', async () => {
    await refuses(slug, { mode: 'combinations', items: ['a', 'b'] }, /needs "size"/);
    await refuses(slug, { mode: 'combinations', items: ['a', 'b'], size: 3 }, /cannot exceed/);
    await refuses(slug, { mode: 'cartesian', items: ['a'] }, /needs "lists"/);
    await refuses(slug, { mode: 'cartesian', lists: [['a']], items: ['a'] }, /lists" only/);
    await refuses(slug, { mode: 'permutations', items: ['a'], lists: [['a']] }, /cartesian only/);
    await refuses(slug, { mode: 'power-set', items: ['a'], size: 1 }, /items" only/);
    await refuses(slug, { mode: 'combinations', size: 1 }, /needs "items"/);
  });
  it('lists exactly count results when it is small, all distinct', async () => {
    const items = ['a', 'b', 'c', 'd'];
    for (const mode of ['combinations', 'permutations']) {
      for (const repetition of [false, true]) {
        for (let size = 0; size <= 5; size++) {
          if (!repetition && size > 4) continue;
          const r = await ok(slug, { mode, items, size, repetition, limit: 10_000 });
          expect(r.results).toHaveLength(Number(r.count));
          expect(new Set(r.results.map((t: string[]) => t.join())).size).toBe(r.results.length);
          expect(r.truncated).toBe(false);
        }
      }
    }
    expect((await ok(slug, { mode: 'power-set', items })).results).toHaveLength(16);
    expect((await ok(slug, { mode: 'combinations', items: ['x', 'x'], size: 1 })).results).toEqual([['x'], ['x']]);
  });
  it('counts beyond 2^53 exactly and stops at the limit', async () => {
    const items = Array.from({ length: 30 }, (_, i) => `item${i}`);
    const p = await ok(slug, { mode: 'permutations', items, limit: 10_000 });
    expect(p.count).toBe('265252859812191058636308480000000');
    expect(p.results).toHaveLength(10_000);
    expect(p.truncated).toBe(true);
    expect((await ok(slug, { mode: 'power-set', items, limit: 2 })).results).toEqual([[], ['item0']]);
    expect((await ok(slug, { mode: 'permutations', items, size: 30, repetition: true, limit: 1 })).count).toBe((30n ** 30n).toString());
    const lists = Array.from({ length: 10 }, () => items);
    expect((await ok(slug, { mode: 'cartesian', lists, limit: 3 })).count).toBe((30n ** 10n).toString());
  });
});
