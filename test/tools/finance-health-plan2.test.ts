// The plan-2 finance (rows 1–6) and health (rows 1–4) tools: every example against the independent oracle
// (test/reference/finance_health_plan2.py, run here), refusals and edge cases. Examples also run in catalog.test.ts,
// numbers at their edges in numeric-edges.test.ts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAX_BRACKET_PRESETS } from '../../src/tools/tax-brackets.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const SLUGS = [
  'retirement-calculator', 'refinance-calculator', 'apr-calculator', 'lease-payment-calculator', 'tax-bracket-calculator', 'stock-average-calculator',
  'calorie-deficit-calculator', 'bac-calculator', 'a1c-converter', 'blood-pressure-category',
];
const result = async (slug: string, inputs: Record<string, unknown>) => {
  const answer = await run(tool(slug), inputs);
  expect(answer.error, JSON.stringify(answer)).toBeUndefined();
  expect(answer.invalid, JSON.stringify(inputs)).toBeUndefined();
  return answer.result;
};

describe('finance and health plan-2 examples against the oracle', () => {
  let printed = '';
  try {
    printed = execFileSync('python3', [path.resolve('test/reference/finance_health_plan2.py')], { encoding: 'utf8' });
  } catch {
    printed = '';
  }
  it.skipIf(printed === '')('hold exactly the inputs and values test/reference/finance_health_plan2.py prints', () => {
    const oracle = JSON.parse(printed) as Record<string, Array<{ inputs: unknown; result: unknown }>>;
    expect(Object.keys(oracle).sort()).toEqual([...SLUGS].sort());
    for (const slug of SLUGS) expect(tool(slug).definition.examples, slug).toEqual(oracle[slug]);
  });
});

describe('finance plan-2 refusals and edges', () => {
  it('retirement-calculator', async () => {
    await refuses('retirement-calculator', { currentAge: 40, retirementAge: 40, currentSavings: 0, annualContribution: 1, annualReturnPercent: 5 }, /above currentAge/);
    const r = await result('retirement-calculator', { currentAge: 0, retirementAge: 100, currentSavings: 1e12, annualContribution: 1e12, annualReturnPercent: 50, contributionIncreasePercent: 50, inflationPercent: -50 });
    expect(r.years).toHaveLength(100);
    expect(Number.isFinite(r.balanceInTodaysMoney)).toBe(true);
    // No return: the balance is the savings plus the contributions, to the cent.
    const flat = await result('retirement-calculator', { currentAge: 20, retirementAge: 23, currentSavings: 0.1, annualContribution: 0.2, annualReturnPercent: 0 });
    expect(flat).toMatchObject({ balanceAtRetirement: 0.7, totalContributions: 0.6, totalGrowth: 0 });
  });
  it('refinance-calculator', async () => {
    const r = await result('refinance-calculator', { currentBalance: 100000, currentRatePercent: 7, remainingMonths: 240, newRatePercent: 5, newTermMonths: 240 });
    expect(r.breakEvenMonths).toBe(0);
    expect(r.lifetimeSavings).toBeCloseTo(r.monthlySavings * 240, 6);
    // Same loan, same terms: no savings, and costs never break even.
    const same = await result('refinance-calculator', { currentBalance: 1000, currentRatePercent: 5, remainingMonths: 12, newRatePercent: 5, newTermMonths: 12, closingCosts: 1 });
    expect(same).toMatchObject({ monthlySavings: 0, breakEvenMonths: null, lifetimeSavings: -1 });
    // The payments are loan-payment-calculator's.
    const loan = await result('loan-payment-calculator', { principal: 319200, annualRatePercent: 6.25, termMonths: 240 });
    const fin = await result('refinance-calculator', { currentBalance: 315000, currentRatePercent: 7.125, remainingMonths: 336, newRatePercent: 6.25, newTermMonths: 240, closingCosts: 4200, financeClosingCosts: true });
    expect(fin.newPayment).toBe(loan.payment);
  });
  it('apr-calculator', async () => {
    await refuses('apr-calculator', { loanAmount: 1000, annualRatePercent: 5, termMonths: 12, fees: 1000 }, /no credit/);
    await refuses('apr-calculator', { loanAmount: 0.01, annualRatePercent: 0, termMonths: 600 }, /rounds to 0.00/);
    // Without fees and with an exact payment the APR is the note rate (to the 8 decimals of the rounding of the payment).
    const plain = await result('apr-calculator', { loanAmount: 1200, annualRatePercent: 0, termMonths: 12 });
    expect(plain).toMatchObject({ payment: 100, financeCharge: 0, aprPercent: 0, effectiveAprPercent: 0 });
    // Fees of almost the whole loan: a huge but finite APR.
    const extreme = await result('apr-calculator', { loanAmount: 1e12, annualRatePercent: 100, termMonths: 600, fees: 1e12 - 0.01 });
    expect(Number.isFinite(extreme.effectiveAprPercent)).toBe(true);
    expect(extreme.aprPercent).toBeGreaterThan(1e15);
  });
  it('lease-payment-calculator', async () => {
    const base = { negotiatedPrice: 30000, termMonths: 36, moneyFactor: 0.0015 };
    await refuses('lease-payment-calculator', base, /residualValue or as msrp/);
    await refuses('lease-payment-calculator', { ...base, residualValue: 1, msrp: 2, residualPercent: 50 }, /not both/);
    await refuses('lease-payment-calculator', { ...base, msrp: 32000 }, /go together/);
    await refuses('lease-payment-calculator', { ...base, residualValue: 18000, aprPercent: 3 }, /exactly one of moneyFactor/);
    await refuses('lease-payment-calculator', { negotiatedPrice: 30000, termMonths: 36, residualValue: 18000 }, /exactly one of moneyFactor/);
    await refuses('lease-payment-calculator', { ...base, residualValue: 18000, downPayment: 20000, tradeIn: 10000 }, /nothing to lease/);
    await refuses('lease-payment-calculator', { ...base, residualValue: 25000, downPayment: 6000 }, /above the adjusted/);
    // APR 3.6 is the money factor 0.0015.
    const byApr = await result('lease-payment-calculator', { negotiatedPrice: 30000, termMonths: 36, msrp: 32000, residualPercent: 60, aprPercent: 3.6, salesTaxPercent: 6 });
    expect(byApr).toMatchObject({ moneyFactor: 0.0015, monthlyPayment: 396.23 });
  });
  it('tax-bracket-calculator', async () => {
    expect(Object.keys(TAX_BRACKET_PRESETS)).toHaveLength(4);
    for (const preset of Object.values(TAX_BRACKET_PRESETS)) expect(preset.brackets).toHaveLength(7);
    await refuses('tax-bracket-calculator', { income: 1 }, /exactly one of brackets and preset/);
    await refuses('tax-bracket-calculator', { income: 1, preset: 'us-federal-2025-single', brackets: [{ upTo: null, ratePercent: 10 }] }, /exactly one/);
    await refuses('tax-bracket-calculator', { income: 1, brackets: [{ upTo: 100, ratePercent: 10 }] }, /last bracket must have upTo null/);
    await refuses('tax-bracket-calculator', { income: 1, brackets: [{ upTo: null, ratePercent: 10 }, { upTo: null, ratePercent: 20 }] }, /Only the last/);
    await refuses('tax-bracket-calculator', { income: 1, brackets: [{ upTo: 100, ratePercent: 10 }, { upTo: 100, ratePercent: 20 }, { upTo: null, ratePercent: 30 }] }, /ascend/);
    const zero = await result('tax-bracket-calculator', { income: 0, preset: 'us-federal-2025-head-of-household' });
    expect(zero).toEqual({ tax: 0, effectiveRatePercent: 0, marginalRatePercent: 10, afterTaxIncome: 0, breakdown: [] });
    // At a bracket's upper end the marginal rate is still that bracket's.
    expect(await result('tax-bracket-calculator', { income: 11925, preset: 'us-federal-2025-single' })).toMatchObject({ tax: 1192.5, marginalRatePercent: 10 });
    // The top bracket: 2025 single at 1 000 000.
    const top = await result('tax-bracket-calculator', { income: 1000000, preset: 'us-federal-2025-single' });
    expect(top.marginalRatePercent).toBe(37);
    expect(top.breakdown.at(-1)).toEqual({ from: 626350, upTo: null, ratePercent: 37, taxableAmount: 373650, tax: 138250.5 });
    // Married filing separately differs from single only in the 35 % bracket.
    expect((await result('tax-bracket-calculator', { income: 400000, preset: 'us-federal-2025-married-separate' })).marginalRatePercent).toBe(37);
    const flat = await result('tax-bracket-calculator', { income: 0.05, brackets: [{ upTo: null, ratePercent: 10 }] });
    expect(flat).toMatchObject({ tax: 0.01, afterTaxIncome: 0.04 });
  });
  it('stock-average-calculator', async () => {
    const free = await result('stock-average-calculator', { purchases: [{ shares: 5, price: 0 }], currentPrice: 10 });
    expect(free).toEqual({ totalShares: 5, totalCost: 0, averageCost: 0, marketValue: 50, unrealizedGain: 50, unrealizedGainPercent: null });
    // Half up, not banker's rounding: 1.005 → 1.01.
    expect((await result('stock-average-calculator', { purchases: [{ shares: 1, price: 1.005 }] })).averageCost).toBe(1.01);
    const many = await result('stock-average-calculator', { purchases: Array.from({ length: 1000 }, () => ({ shares: 0.1, price: 0.1, fees: 0.001 })), decimals: 6 });
    expect(many).toMatchObject({ totalShares: 100, totalCost: 11, averageCost: 0.11 });
  });
});

describe('health plan-2 refusals and edges', () => {
  it('calorie-deficit-calculator', async () => {
    await refuses('calorie-deficit-calculator', { currentWeight: 80, goalWeight: 80, tdee: 2500, dailyDeficit: 500 }, /below currentWeight/);
    await refuses('calorie-deficit-calculator', { currentWeight: 80, goalWeight: 70, tdee: 600, dailyDeficit: 600 }, /below the TDEE/);
    // An exact multiple is not rounded up: 0.3 kg × 7 700 = 2 310 kcal = 7 × 330 exactly (0.1 + 0.2 in doubles is not 0.3).
    expect((await result('calorie-deficit-calculator', { currentWeight: 70.3, goalWeight: 70, tdee: 2000, dailyDeficit: 330 })).days).toBe(7);
    expect((await result('calorie-deficit-calculator', { currentWeight: 70.3, goalWeight: 70, tdee: 2000, dailyDeficit: 329.99 })).days).toBe(8);
  });
  it('bac-calculator', async () => {
    const none = await result('bac-calculator', { sex: 'female', weight: 60, standardDrinks: 0, hoursSinceFirstDrink: 0 });
    expect(none).toEqual({ alcoholGrams: 0, peakBacPercent: 0, bacPercent: 0, bacPerMille: 0, hoursUntilZero: 0 });
    const worst = await result('bac-calculator', { sex: 'female', weight: 1, weightUnit: 'lb', standardDrinks: 50, hoursSinceFirstDrink: 0, gramsPerDrink: 100, eliminationRate: 0.001 });
    expect(Number.isFinite(worst.hoursUntilZero)).toBe(true);
    // Women get the higher estimate for the same drinks and weight.
    const male = await result('bac-calculator', { sex: 'male', weight: 70, standardDrinks: 2, hoursSinceFirstDrink: 0 });
    const female = await result('bac-calculator', { sex: 'female', weight: 70, standardDrinks: 2, hoursSinceFirstDrink: 0 });
    expect(female.bacPercent).toBeGreaterThan(male.bacPercent);
  });
  it('a1c-converter', async () => {
    await refuses('a1c-converter', {}, /exactly one/);
    await refuses('a1c-converter', { a1cPercent: 7, eagMgDl: 154.2 }, /exactly one/);
    // Round trips through each unit come back to the same value.
    expect(await result('a1c-converter', { eagMgDl: 154.2 })).toMatchObject({ a1cPercent: 7, eagMgDl: 154.2 });
    const low = await result('a1c-converter', { a1cPercent: 3 });
    expect(low.ifccMmolMol).toBeGreaterThan(0);
    expect(low.eagMgDl).toBeCloseTo(39.4, 12);
  });
  it('blood-pressure-category', async () => {
    await refuses('blood-pressure-category', { systolic: 80, diastolic: 120 }, /must be below the systolic/);
    await refuses('blood-pressure-category', { systolic: 90, diastolic: 90 }, /must be below/);
    const category = async (systolic: number, diastolic: number) => (await result('blood-pressure-category', { systolic, diastolic })).category;
    expect(await category(119, 79)).toBe('normal');
    expect(await category(119.9, 79.9)).toBe('normal');
    expect(await category(120, 79)).toBe('elevated');
    expect(await category(129, 79)).toBe('elevated');
    expect(await category(130, 70)).toBe('stage-1-hypertension');
    expect(await category(139, 89)).toBe('stage-1-hypertension');
    expect(await category(140, 70)).toBe('stage-2-hypertension');
    expect(await category(110, 90)).toBe('stage-2-hypertension');
    expect(await category(180, 120)).toBe('stage-2-hypertension');
    expect(await category(181, 100)).toBe('hypertensive-crisis');
    expect(await category(160, 121)).toBe('hypertensive-crisis');
  });
});
