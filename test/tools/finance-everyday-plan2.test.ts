// Refusals, edge cases and properties of TOOLS-PLAN-2's finance rows 7–12 and everyday rows 1–6. Examples run in
// catalog.test.ts (expected values from test/reference/finance_everyday_plan2.py), numbers at their edges in
// numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const out = await run(tool(slug), inputs);
  expect(out.error, JSON.stringify(inputs)).toBeUndefined();
  expect(out.invalid, JSON.stringify(inputs)).toBeUndefined();
  return out.result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid, JSON.stringify(inputs)).toBe(true);

describe('finance (plan 2, rows 7–12)', () => {
  it('dividend-calculator needs exactly one dividend figure and stops at 10^15', async () => {
    await refuses('dividend-calculator', { initialInvestment: 1000, sharePrice: 10, years: 5 }, /exactly one/);
    await refuses('dividend-calculator', { initialInvestment: 1000, sharePrice: 10, years: 5, annualDividendPerShare: 1, dividendYieldPercent: 2 }, /exactly one/);
    await refuses('dividend-calculator', { initialInvestment: 1e12, sharePrice: 1, annualDividendPerShare: 1000, years: 100, payoutsPerYear: 12 }, /10\^15/);
    // No dividend: the holding only grows by contributions.
    const flat = await result('dividend-calculator', { initialInvestment: 1000, sharePrice: 3, annualDividendPerShare: 0, years: 2, annualContribution: 10 });
    // 1000/3 → 333.333333, + 10/3 → 336.666666, + 10/3 → 339.999999: the holding is rounded to 6 decimals after each purchase.
    expect(flat).toMatchObject({ finalShares: 339.999999, totalDividends: 0, finalValue: 1020, totalContributions: 1020, annualIncomeAtEnd: 0, yieldOnCostPercent: 0 });
    expect(flat.schedule[0]).toEqual({ year: 1, shares: 336.666666, dividends: 0, value: 1010 });
    // A −100 % growth stops the dividend from year 2.
    const cut = await result('dividend-calculator', { initialInvestment: 1000, sharePrice: 100, annualDividendPerShare: 5, years: 3, payoutsPerYear: 1, dividendGrowthPercent: -100 });
    expect(cut.schedule.map((row: { dividends: number }) => row.dividends)).toEqual([50, 0, 0]);
  });

  it('credit-card-payoff-calculator refuses payments that never reduce the balance', async () => {
    await refuses('credit-card-payoff-calculator', { balance: 10000, aprPercent: 30, minimumPercent: 2, minimumFloor: 0 }, /never go down/);
    await refuses('credit-card-payoff-calculator', { balance: 1000, aprPercent: 0, minimumFloor: 0, minimumPercent: 1 }, /1200 months|never/);
    await refuses('credit-card-payoff-calculator', { balance: 5000, aprPercent: 24, minimumPercent: 3, fixedPayment: 100 }, /fixed payment .* never go down/i);
    await refuses('credit-card-payoff-calculator', { balance: 0.004, aprPercent: 10 }, /rounds to 0.00/);
    // A fixed payment above the balance plus interest pays off in one month.
    const once = await result('credit-card-payoff-calculator', { balance: 100, aprPercent: 12, fixedPayment: 500 });
    expect(once.withFixedPayment).toEqual({ months: 1, totalInterest: 1 });
    // The schedule stops at 600 months, the totals do not; the balance ends at exactly 0.
    const long = await result('credit-card-payoff-calculator', { balance: 1e6, aprPercent: 1, minimumPercent: 1, minimumFloor: 25 });
    expect(long.months).toBeGreaterThan(600);
    expect(long.schedule).toHaveLength(600);
    const short = await result('credit-card-payoff-calculator', { balance: 300, aprPercent: 19.99 });
    expect(short.schedule.at(-1).balance).toBe(0);
    expect(short.totalPaid).toBe(Math.round((300 + short.totalInterest) * 100) / 100);
  });

  it('position-size-calculator refuses a stop at the entry and keeps units exact', async () => {
    await refuses('position-size-calculator', { accountBalance: 1000, riskPercent: 1, entryPrice: 10, stopLossPrice: 10 }, /differ/);
    await refuses('position-size-calculator', { accountBalance: 1e12, riskPercent: 100, entryPrice: 1, stopLossPrice: 1.0000000001 }, /2\^53/);
    // 0.1 + 0.2 style traps: 30 / 0.3 is exactly 100 units, not 99.
    expect(await result('position-size-calculator', { accountBalance: 3000, riskPercent: 1, entryPrice: 1.3, stopLossPrice: 1 })).toMatchObject({ units: 100, actualRisk: 30, direction: 'long' });
    expect(await result('position-size-calculator', { accountBalance: 100, riskPercent: 0.001, entryPrice: 50, stopLossPrice: 48 })).toMatchObject({ riskAmount: 0, units: 0, lots: 0 });
  });

  it('rule-of-72 refuses a rate whose doubling time overflows', async () => {
    await refuses('rule-of-72', { annualRatePercent: 5e-324 }, /too small/);
    const tiny = await result('rule-of-72', { annualRatePercent: 1e-12 });
    expect(tiny.exactYears / tiny.continuousYears).toBeCloseTo(1, 12);
    await invalid('rule-of-72', { annualRatePercent: 0 });
    await invalid('rule-of-72', { annualRatePercent: 1001 });
  });

  it('routing-number-validator: shape from the schema, every prefix class', async () => {
    await invalid('routing-number-validator', { routingNumber: '02100002' });
    await invalid('routing-number-validator', { routingNumber: '0210000211' });
    await invalid('routing-number-validator', { routingNumber: '02100002a' });
    const prefix = async (digits8: string) => {
      const d = [...digits8].map(Number);
      const check = (10 - ((3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + d[2]! + d[5]!) % 10)) % 10;
      return result('routing-number-validator', { routingNumber: digits8 + check });
    };
    expect(await prefix('00000000')).toMatchObject({ valid: true, institutionType: 'government', federalReserveDistrict: null });
    expect(await prefix('12000000')).toMatchObject({ valid: true, institutionType: 'bank', federalReserveDistrict: 12 });
    expect(await prefix('21000000')).toMatchObject({ valid: true, institutionType: 'thrift', federalReserveDistrict: 1 });
    expect(await prefix('72000000')).toMatchObject({ valid: true, institutionType: 'electronic', federalReserveDistrict: 12 });
    expect(await prefix('80000000')).toMatchObject({ valid: true, institutionType: 'traveler-cheque', federalReserveDistrict: null });
    expect(await prefix('13000000')).toMatchObject({ valid: false, checksumValid: true, institutionType: 'invalid' });
    expect(await prefix('99000000')).toMatchObject({ valid: false, institutionType: 'invalid' });
  });

  it('swift-bic-validator: 8 or 11 characters, letters where letters go, XK accepted', async () => {
    await invalid('swift-bic-validator', { bic: 'DEUTDEF' });
    await invalid('swift-bic-validator', { bic: 'DEUTDEFF50' });
    await invalid('swift-bic-validator', { bic: 'DEUTDEFF5000' });
    await invalid('swift-bic-validator', { bic: 'DEUT_DEFF' });
    expect(await result('swift-bic-validator', { bic: 'RBKOXKPRXXX' })).toMatchObject({ valid: true, countryCode: 'XK', countryName: 'Kosovo' });
    expect(await result('swift-bic-validator', { bic: 'ABCD12AA' })).toMatchObject({ valid: false, error: expect.stringMatching(/country code "12"/) });
    expect(await result('swift-bic-validator', { bic: 'ABCDGB21' })).toMatchObject({ valid: true, isPassive: true, isTestBic: false });
    expect(await result('swift-bic-validator', { bic: 'abcd-gb-2l-123' })).toMatchObject({ valid: true, bic: 'ABCDGB2L123', branchCode: '123', isPrimaryOffice: false });
  });
});

/** Pearson's chi-square statistic of observed counts against expected proportions. */
function chiSquare(observed: number[], weights: number[]): number {
  const n = observed.reduce((a, b) => a + b, 0);
  const total = weights.reduce((a, b) => a + b, 0);
  return observed.reduce((sum, o, i) => sum + (o - (n * weights[i]!) / total) ** 2 / ((n * weights[i]!) / total), 0);
}
/** χ² with 3 degrees of freedom at p = 0.001. */
const CHI2_3_999 = 16.266;

describe('everyday (plan 2, rows 1–6)', () => {
  it('random-picker: refusals, distinct indexes, reproducibility', async () => {
    await refuses('random-picker', { items: ['a', 'b'], count: 3 }, /Cannot pick 3 different entries from 2/);
    await refuses('random-picker', { items: ['a', 'b'], weights: [1] }, /one weight per item/);
    await refuses('random-picker', { items: ['a', 'b'], weights: [0, 0] }, /above 0/);
    await refuses('random-picker', { items: ['a', 'b', 'c'], weights: [1, 0, 0], count: 2 }, /only 1 have a weight/);
    const all = await result('random-picker', { items: ['a', 'b', 'c', 'd', 'e'], count: 5, seed: 5 });
    expect([...all.indexes].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(all.picked).toEqual(all.indexes.map((i: number) => 'abcde'[i]));
    expect(await result('random-picker', { items: ['a', 'b', 'c', 'd', 'e'], count: 5, seed: 5 })).toEqual(all);
    const unseeded = await result('random-picker', { items: ['x', 'y'], count: 2 });
    expect(unseeded.reproducible).toBe(false);
    expect([...unseeded.indexes].sort()).toEqual([0, 1]);
    // A zero weight is never picked.
    const zero = await result('random-picker', { items: ['a', 'b', 'c'], weights: [1, 0, 1], count: 2000, unique: false });
    expect(zero.indexes).not.toContain(1);
  });

  it('random-picker: weighted draws follow the weights (chi-square over 10^5 seeded draws)', async () => {
    const weights = [1, 2, 3, 4];
    const counts = [0, 0, 0, 0];
    for (let seed = 0; seed < 10; seed++) {
      const { indexes } = await result('random-picker', { items: ['a', 'b', 'c', 'd'], weights, count: 10_000, unique: false, seed });
      for (const i of indexes as number[]) counts[i] = counts[i]! + 1;
    }
    expect(chiSquare(counts, weights)).toBeLessThan(CHI2_3_999);
    // Without replacement the first pick follows the weights too (Efraimidis–Spirakis); unseeded, since the first
    // draws of consecutive seeds are correlated (pure-rand's xoroshiro128plus(seed) starts from the seed itself).
    const first = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const pick: number = (await result('random-picker', { items: ['a', 'b', 'c', 'd'], weights, count: 2 })).indexes[0];
      first[pick] = first[pick]! + 1;
    }
    expect(chiSquare(first, weights)).toBeLessThan(CHI2_3_999);
  });

  it('team-generator: a balanced partition of the names', async () => {
    await refuses('team-generator', { names: ['a', 'b', 'c'], teams: 2, teamSize: 2 }, /not both/);
    await refuses('team-generator', { names: ['a', 'b', 'c'], teams: 4 }, /cannot fill 4 teams/);
    const names = Array.from({ length: 23 }, (_, i) => `p${i}`);
    for (const inputs of [{ teams: 5 }, { teamSize: 4 }, { teamSize: 23 }, { teams: 23 }]) {
      const { teams, reproducible } = await result('team-generator', { names, ...inputs, seed: 77 });
      expect(reproducible).toBe(true);
      expect(teams.flat().sort()).toEqual([...names].sort());
      const sizes = teams.map((t: string[]) => t.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    }
    expect((await result('team-generator', { names, teamSize: 4, seed: 1 })).teams.map((t: string[]) => t.length)).toEqual([4, 4, 4, 4, 4, 3]);
    expect((await result('team-generator', { names: ['a', 'b'] })).reproducible).toBe(false);
  });

  it('coin-flipper: counts, streaks and fairness', async () => {
    const many = await result('coin-flipper', { flips: 10_000, seed: 11 });
    expect(many.results).toHaveLength(10_000);
    expect(many.heads + many.tails).toBe(10_000);
    expect(many.heads).toBe(many.results.filter((r: string) => r === 'heads').length);
    expect(Math.abs(many.heads - 5000)).toBeLessThan(5 * 50); // 5 standard deviations
    let longest = 0;
    for (let i = 0, run = 0; i < many.results.length; i++) {
      run = i > 0 && many.results[i] === many.results[i - 1] ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    expect(many.longestStreak.length).toBe(longest);
    const unseeded = await result('coin-flipper', {});
    expect(unseeded).toMatchObject({ reproducible: false, longestStreak: { length: 1 } });
    expect(unseeded.results).toHaveLength(1);
  });

  it('recipe-scaler: refusals, quantity forms and rounding', async () => {
    await refuses('recipe-scaler', { ingredients: ['1 egg'] }, /Give factor/);
    await refuses('recipe-scaler', { ingredients: ['1 egg'], factor: 2, fromServings: 2, toServings: 4 }, /not both/);
    await refuses('recipe-scaler', { ingredients: ['1 egg'], fromServings: 2 }, /both fromServings and toServings/);
    await refuses('recipe-scaler', { ingredients: ['1/0 cup water'], factor: 2 }, /divides by zero/);
    const scaled = await result('recipe-scaler', {
      ingredients: ['1⁄2 cup oil', '2 1/2 cups water', '1 ½ tsp salt', '1/16 tsp saffron', '0 g sugar', '3 7/8 cups', 'Eggs: 2', '12 eggs'],
      factor: 2,
    });
    expect(scaled.ingredients.map((row: { scaledText: string }) => row.scaledText)).toEqual(['1 cup oil', '5 cups water', '3 tsp salt', '1/8 tsp saffron', '0 g sugar', '7 3/4 cups', 'Eggs: 2', '24 eggs']);
    // Ties go to the smaller denominator: 3/16 between 1/8 and 1/4 → 1/4, 7/24 between 1/4 and 1/3 → 1/3, 15/16
    // between 7/8 and 1 → 1; an amount rounding to 0 is written as a decimal.
    const ties = await result('recipe-scaler', { ingredients: ['3/16 cup', '7/24 cup', '1 15/16 cup', '1/32 cup', '0.001 cup'], factor: 1 });
    expect(ties.ingredients.map((row: { formattedQuantity: string }) => row.formattedQuantity)).toEqual(['1/4', '1/3', '2', '0.03', '0']);
    // 0.1 × 3 is exactly 0.3 (rational arithmetic), 0.005 rounds half up.
    const decimals = await result('recipe-scaler', { ingredients: ['0.1 l', '0.005 kg'], factor: 3, format: 'decimal' });
    expect(decimals.ingredients.map((row: { scaledQuantity: number; formattedQuantity: string }) => [row.scaledQuantity, row.formattedQuantity])).toEqual([[0.3, '0.3'], [0.015, '0.02']]);
  });

  it('tire-size-calculator: accepted spellings and refusals', async () => {
    await invalid('tire-size-calculator', { size: '225/45-17' });
    await invalid('tire-size-calculator', { size: '225/45R17', compareSize: 'big' });
    await refuses('tire-size-calculator', { size: '000/45R17' }, /above 0/);
    const plain = await result('tire-size-calculator', { size: '225/45R17' });
    for (const spelling of ['225/45ZR17', ' p225 / 45 r 17 ', '225/45R17 91V', 'LT225/45R17']) {
      expect(await result('tire-size-calculator', { size: spelling })).toEqual(plain);
    }
    expect(plain.comparison).toBeNull();
    const same = await result('tire-size-calculator', { size: '225/45R17', compareSize: '225/45R17' });
    expect(same.comparison).toEqual({ diameterMm: 634.3, diameterDifferencePercent: 0, actualSpeedAt60: 60 });
  });

  it('dog-age-calculator: the epigenetic formula starts at 1 year', async () => {
    await refuses('dog-age-calculator', { ageYears: 0.5 }, /from 1 year/);
    await refuses('dog-age-calculator', { ageYears: 0 }, /from 1 year/);
    expect(await result('dog-age-calculator', { ageYears: 1 })).toEqual({ humanYears: 31, method: 'epigenetic' });
    expect(await result('dog-age-calculator', { ageYears: 0, method: 'avma' })).toEqual({ humanYears: 0, method: 'avma' });
    expect((await result('dog-age-calculator', { ageYears: 2, method: 'avma' })).humanYears).toBe(24);
    expect((await result('dog-age-calculator', { ageYears: 30, method: 'avma' })).humanYears).toBe(164);
    await invalid('dog-age-calculator', { ageYears: 31 });
  });
});
