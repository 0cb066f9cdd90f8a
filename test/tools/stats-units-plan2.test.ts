// The TOOLS-PLAN-2 statistics tools (rank tests, Fisher, Bayes, multiple regression, confusion matrix, dice) and units
// tools (paper sizes, DPI): refusals, edges, and larger inputs checked against SciPy 1.17.1 to 1e-9 relative (the
// values below were printed by SciPy for the same data). Examples run in catalog.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs).slice(0, 200)).toBeUndefined();
  expect(error).toBeUndefined();
  return result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid).toBe(true);
const near = (actual: number, expected: number, tolerance = 1e-9) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance * Math.abs(expected));

describe('statistics: mann-whitney-u-test', () => {
  // y: 2,000 distinct values ((i·7919) mod 2003)/100; x: 8 values between them (exact method: min(n1, n2) = 8, no ties).
  const y = Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 2003) / 100);
  const x = [9.005, 12.105, 3.335, 15.995, 11.115, 8.885, 17.775, 10.505];
  it('matches SciPy exact on 8 against 2,000 values, both sides of the symmetric distribution', async () => {
    for (const [alternative, p] of [['two-sided', 0.6091736430302973], ['less', 0.6956240167190728], ['greater', 0.30458682151514865]] as const) {
      const r = await result('mann-whitney-u-test', { sample1: x, sample2: y, alternative });
      expect(r).toMatchObject({ u1: 8852, u2: 16000 - 8852, method: 'exact' });
      near(r.pValue, p);
    }
    const tail = await result('mann-whitney-u-test', { sample1: [20.5, 20.6, 20.7, 20.8, 19.995, 20.015, 20.025, 19.985], sample2: y, alternative: 'greater' });
    expect(tail.u1).toBe(15992);
    near(tail.pValue, 1.0364518027547782e-20);
  });
  it('stays exact (and fast) at 8 against 10,000 values', async () => {
    const sample2 = Array.from({ length: 10000 }, (_, i) => i);
    const r = await result('mann-whitney-u-test', { sample1: [500.5, 1500.5, 2500.5, 3500.5, 4500.5, 5500.5, 6500.5, 7500.5], sample2 });
    expect(r).toMatchObject({ u1: 32008, method: 'exact' });
    near(r.pValue, 0.3343431974227762); // SciPy 1.17.1 mannwhitneyu(method='exact')
  });
  it('switches to the normal approximation with a tie or with 9 values in each sample', async () => {
    expect((await result('mann-whitney-u-test', { sample1: [1, 2, 3], sample2: [3, 4, 5] })).method).toBe('asymptotic');
    expect((await result('mann-whitney-u-test', { sample1: [1, 2, 3, 4, 5, 6, 7, 8, 9], sample2: [10, 11, 12, 13, 14, 15, 16, 17, 18] })).method).toBe('asymptotic');
    expect(await result('mann-whitney-u-test', { sample1: [1], sample2: [2] })).toEqual({ u1: 0, u2: 1, pValue: 1, method: 'exact' });
  });
  it('refuses samples where every value is tied', async () => {
    await refuses('mann-whitney-u-test', { sample1: [4, 4], sample2: [4, 4, 4] }, /tied/);
    await invalid('mann-whitney-u-test', { sample1: [], sample2: [1] });
  });
});

describe('statistics: wilcoxon-signed-rank-test', () => {
  it('matches SciPy exact at n = 50 and the tie-corrected normal beyond', async () => {
    const d = Array.from({ length: 50 }, (_, i) => (((i + 1) * 37) % 101) - 50 + 0.25);
    const exact = await result('wilcoxon-signed-rank-test', { sample1: d });
    expect(exact).toMatchObject({ statistic: 619, method: 'exact', n: 50 });
    near(exact.pValue, 0.8632650227005474);
    const tied = Array.from({ length: 60 }, (_, i) => (((i + 1) * 37) % 101) - 50);
    const asymptotic = await result('wilcoxon-signed-rank-test', { sample1: tied });
    expect(asymptotic).toMatchObject({ statistic: 848, method: 'asymptotic' });
    near(asymptotic.pValue, 0.7800230211203725);
  });
  it('drops zero differences and then uses the normal approximation', async () => {
    const r = await result('wilcoxon-signed-rank-test', { sample1: [1, 2, 3, 4], sample2: [1, 1, 1, 1] });
    expect(r).toMatchObject({ n: 3, wPlus: 6, wMinus: 0, method: 'asymptotic' });
  });
  it('refuses unequal pairs and all-zero differences', async () => {
    await refuses('wilcoxon-signed-rank-test', { sample1: [1, 2, 3], sample2: [1, 2] }, /same length/);
    await refuses('wilcoxon-signed-rank-test', { sample1: [1, 2], sample2: [1, 2] }, /zero/);
  });
});

describe('statistics: fisher-exact-test', () => {
  it('matches SciPy on large tables (to the log-factorial pmf accuracy, 1e-9)', async () => {
    const cases = [
      [[[5000, 4800], [4700, 5000]], [0.00034274515646084557, 0.99984018568302, 0.00017835501163984623]],
      [[[120, 9500], [80, 9800]], [0.0027510649695142468, 0.9990719029665313, 0.001494564938648189]],
    ] as const;
    for (const [table, [two, less, greater]] of cases) {
      near((await result('fisher-exact-test', { table })).pValue, two);
      near((await result('fisher-exact-test', { table, alternative: 'less' })).pValue, less);
      near((await result('fisher-exact-test', { table, alternative: 'greater' })).pValue, greater);
    }
    const extreme = await result('fisher-exact-test', { table: [[10000, 0], [9990, 10000]] });
    expect(extreme.oddsRatio).toBeNull();
    expect(extreme.pValue).toBeLessThan(1e-300);
  });
  it('gives p = 1 for degenerate margins and at the mode', async () => {
    expect(await result('fisher-exact-test', { table: [[0, 0], [0, 0]] })).toEqual({ oddsRatio: null, pValue: 1 });
    expect(await result('fisher-exact-test', { table: [[5, 0], [7, 0]] })).toEqual({ oddsRatio: null, pValue: 1 });
    expect((await result('fisher-exact-test', { table: [[2, 2], [2, 2]] })).pValue).toBe(1);
  });
  it('refuses tables that are not 2×2 counts', async () => {
    await invalid('fisher-exact-test', { table: [[1, 2, 3], [4, 5, 6]] });
    await invalid('fisher-exact-test', { table: [[1.5, 2], [3, 4]] });
    await invalid('fisher-exact-test', { table: [[-1, 2], [3, 4]] });
    await invalid('fisher-exact-test', { table: [[10001, 2], [3, 4]] });
  });
});

describe('statistics: bayes-theorem-calculator', () => {
  it('returns null posteriors when their condition is impossible', async () => {
    expect(await result('bayes-theorem-calculator', { priorA: 0.3, likelihoodBGivenA: 0, likelihoodBGivenNotA: 0 })).toEqual({
      probabilityB: 0, posteriorAGivenB: null, posteriorNotAGivenB: null, posteriorAGivenNotB: 0.3, probabilityNotB: 1,
    });
    expect(await result('bayes-theorem-calculator', { priorA: 0.3, likelihoodBGivenA: 1, likelihoodBGivenNotA: 1 })).toMatchObject({
      probabilityB: 1, posteriorAGivenB: 0.3, posteriorAGivenNotB: null, probabilityNotB: 0,
    });
    await invalid('bayes-theorem-calculator', { priorA: 1.2, likelihoodBGivenA: 0.5, likelihoodBGivenNotA: 0.5 });
  });
  it('keeps decimal inputs exact (0.1 + 0.2 style sums)', async () => {
    expect((await result('bayes-theorem-calculator', { priorA: 0.1, likelihoodBGivenA: 0.3, likelihoodBGivenNotA: 0.3 })).probabilityB).toBe(0.3);
  });
});

describe('statistics: multiple-linear-regression', () => {
  it('refuses mismatched, ragged, too short and rank-deficient designs', async () => {
    await refuses('multiple-linear-regression', { x: [[1], [2], [3]], y: [1, 2, 3, 4] }, /rows but y/);
    await refuses('multiple-linear-regression', { x: [[1, 2], [2], [3, 1], [4, 4]], y: [1, 2, 3, 4] }, /same number/);
    await refuses('multiple-linear-regression', { x: [[1, 2], [2, 1], [3, 5]], y: [1, 2, 3] }, /n ≥ k \+ 2/);
    await refuses('multiple-linear-regression', { x: [[1, 2], [2, 4], [3, 6], [4, 8]], y: [1, 3, 2, 5] }, /rank deficient/);
    await refuses('multiple-linear-regression', { x: [[1, 7], [2, 7], [3, 7], [4, 7]], y: [1, 3, 2, 5] }, /rank deficient/);
    await refuses('multiple-linear-regression', { x: [[0], [0], [0], [0]], y: [1, 3, 2, 5] }, /rank deficient/);
    await refuses('multiple-linear-regression', { x: [[1], [2], [3], [4]], y: [2, 2, 2, 2] }, /All y values are equal/);
  });
  it('gives null t, F and p-values for a perfect fit', async () => {
    const r = await result('multiple-linear-regression', { x: [[1, 0], [2, 1], [3, 0], [4, 1], [5, 3]], y: [3, 6, 7, 10, 14] });
    expect(r).toMatchObject({ rSquared: 1, adjustedRSquared: 1, fStatistic: null, fPValue: null, residualStandardError: 0 });
    expect(r.coefficients.map((c: { estimate: number }) => c.estimate)).toEqual([1, 2, 1]);
    expect(r.coefficients.every((c: { t: unknown; pValue: unknown; standardError: number }) => c.t === null && c.pValue === null && c.standardError === 0)).toBe(true);
  });
  it('is a heavy tool', () => {
    expect(tool('multiple-linear-regression').definition.heavy).toBe(true);
  });
});

describe('statistics: confusion-matrix-metrics', () => {
  it('is all null on an empty matrix and keeps MCC exact for huge counts', async () => {
    const empty = await result('confusion-matrix-metrics', { tp: 0, fp: 0, fn: 0, tn: 0 });
    expect(empty.total).toBe(0);
    expect(Object.entries(empty).filter(([k]) => k !== 'total').every(([, v]) => v === null)).toBe(true);
    // tp·tn − fp·fn = 1 exactly (doubles would give 0 for these 24-digit products).
    const a = 1e12 - 1;
    const big = await result('confusion-matrix-metrics', { tp: a, fp: a - 1, fn: a + 1, tn: a });
    expect(big.mcc).toBeGreaterThan(0);
    near(big.mcc, 1 / Math.sqrt((2 * a - 1) * (2 * a + 1) * (2 * a - 1) * (2 * a + 1)), 1e-11);
    await invalid('confusion-matrix-metrics', { tp: 1.5, fp: 0, fn: 0, tn: 0 });
  });
});

describe('statistics: dice-probability-calculator', () => {
  it('counts exactly at the ends and for 100d100', async () => {
    expect(await result('dice-probability-calculator', { dice: 1, sides: 6, target: 0 })).toMatchObject({ ways: '0', probability: 0, fraction: '0/1' });
    expect(await result('dice-probability-calculator', { dice: 3, sides: 6, target: 3, comparison: 'at-least' })).toMatchObject({ ways: '216', fraction: '1/1', probability: 1 });
    expect(await result('dice-probability-calculator', { dice: 3, sides: 6, target: 18, comparison: 'more-than' })).toMatchObject({ ways: '0' });
    expect(await result('dice-probability-calculator', { dice: 3, sides: 6, target: 10, comparison: 'less-than' })).toMatchObject({ ways: '81', fraction: '3/8' });
    const big = await result('dice-probability-calculator', { dice: 100, sides: 100, target: 100 });
    expect(big).toMatchObject({ ways: '1', totalOutcomes: `1${'0'.repeat(200)}`, probability: 1e-200, min: 100, max: 10000 });
    const middle = await result('dice-probability-calculator', { dice: 100, sides: 100, target: 5050, comparison: 'at-most' });
    near(middle.probability, 0.5 + Number(BigInt((await result('dice-probability-calculator', { dice: 100, sides: 100, target: 5050 })).ways) * 10n ** 6n / 10n ** 200n) / 2e6, 1e-6);
  });
  it('refuses out-of-range dice', async () => {
    await invalid('dice-probability-calculator', { dice: 0, sides: 6, target: 3 });
    await invalid('dice-probability-calculator', { dice: 2, sides: 1, target: 2 });
    await invalid('dice-probability-calculator', { dice: 2, sides: 6, target: -1 });
  });
});

describe('units: paper-size-lookup', () => {
  it('follows ISO 216/269 halving and takes any case', async () => {
    expect(await result('paper-size-lookup', { size: 'A0' })).toMatchObject({ widthMm: 841, heightMm: 1189 });
    expect(await result('paper-size-lookup', { size: 'a10' })).toMatchObject({ widthMm: 26, heightMm: 37 });
    expect(await result('paper-size-lookup', { size: 'C4' })).toMatchObject({ widthMm: 229, heightMm: 324 });
    expect(await result('paper-size-lookup', { size: 'B10' })).toMatchObject({ widthMm: 31, heightMm: 44 });
    expect(await result('paper-size-lookup', { size: 'Tabloid', orientation: 'landscape' })).toMatchObject({ widthIn: 17, heightIn: 11, widthPt: 1224 });
    expect(await result('paper-size-lookup', { size: 'ARCH-E1', dpi: 2400 })).toMatchObject({ widthPx: 72000, heightPx: 100800, widthMm: 762 });
  });
  it('refuses an unknown size', async () => {
    await refuses('paper-size-lookup', { size: 'a11' }, /Unknown paper size/);
    await refuses('paper-size-lookup', { size: 'ledger' }, /Unknown paper size/);
    await invalid('paper-size-lookup', { size: 'a4', dpi: 0 });
  });
});

describe('units: dpi-calculator', () => {
  it('rounds pixels half up from the exact decimal product', async () => {
    // 0.5 in at 1 dpi is exactly half a pixel: 1; 1.005 × 200 = 201 exactly (doubles give 200.99999999999997).
    expect(await result('dpi-calculator', { dpi: 1, widthIn: 0.5, heightIn: 1.5 })).toMatchObject({ widthPx: 1, heightPx: 2 });
    expect(await result('dpi-calculator', { dpi: 200, widthIn: 1.005, heightIn: 2 })).toMatchObject({ widthPx: 201, heightPx: 400, widthCm: 2.5527 });
  });
  it('refuses anything but one complete pair', async () => {
    await refuses('dpi-calculator', { dpi: 300 }, /exactly one pair/);
    await refuses('dpi-calculator', { dpi: 300, widthPx: 100 }, /exactly one pair/);
    await refuses('dpi-calculator', { dpi: 300, widthPx: 100, heightIn: 2 }, /exactly one pair/);
    await refuses('dpi-calculator', { dpi: 300, widthPx: 100, heightPx: 100, widthIn: 1, heightIn: 1 }, /exactly one pair/);
    await invalid('dpi-calculator', { dpi: 300, widthIn: 0, heightIn: 1 });
  });
});
