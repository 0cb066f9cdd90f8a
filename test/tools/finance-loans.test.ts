// The loan, interest and investment tools' refusals and edge cases (a balance that ends at 0.00, tiny rates). Examples
// run in catalog.test.ts, numbers at their edges in numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { LIGHT_TOOL_MAX_COST, relativeCost } from '../helpers/cost.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

describe('finance loan refusals', () => {
  it('loans refuse impossible terms', async () => {
    await refuses('loan-payment-calculator', { principal: 1000, annualRatePercent: 5, termMonths: 1, paymentsPerYear: 26 }, /whole number/);
    await refuses('loan-payoff-calculator', { balance: 10000, annualRatePercent: 12, monthlyPayment: 100 }, /does not cover the first period's interest/);
    await refuses('loan-payoff-calculator', { balance: 100000, annualRatePercent: 1.2, monthlyPayment: 100.01 }, /not paid off within 1200/);
    await refuses('loan-payoff-calculator', { balance: 1000, annualRatePercent: 5, monthlyPayment: 100, startDate: '2025-02-30' }, /not a calendar date/);
    await refuses('mortgage-calculator', { homePrice: 100000, downPayment: 200000, annualRatePercent: 5, termYears: 30 }, /larger than the home price/);
    await refuses('mortgage-calculator', { homePrice: 100000, downPayment: 2000, downPaymentPercent: 20, annualRatePercent: 5, termYears: 30 }, /not both/);
    await refuses('auto-loan-calculator', { vehiclePrice: 10000, downPayment: 8000, tradeInValue: 5000, annualRatePercent: 5, termMonths: 36 }, /nothing to finance/);
  });
  it('solvers refuse flows without a root', async () => {
    await refuses('irr-calculator', { cashFlows: [100, 200] }, /positive and one negative/);
    await refuses('irr-calculator', { cashFlows: [-100, 230, -140] }, /No IRR found/);
    await refuses('xirr-calculator', { cashFlows: [{ date: '2024-01-01', amount: 100 }, { date: '2024-06-01', amount: 5 }] }, /positive and one negative/);
    await refuses('xirr-calculator', { cashFlows: [{ date: '2024-01-01', amount: -100 }, { date: '2023-06-01', amount: 150 }] }, /before the first/);
    await refuses('mirr-calculator', { cashFlows: [-100, -50], financeRatePercent: 5, reinvestRatePercent: 5 }, /positive and one negative/);
    await refuses('time-value-of-money', { solveFor: 'rate', periods: 10, payment: 100, presentValue: 1000 }, /No rate found/);
    await refuses('time-value-of-money', { solveFor: 'fv', periods: 10 }, /needs ratePercentPerPeriod/);
    await refuses('time-value-of-money', { solveFor: 'nper', ratePercentPerPeriod: 1, payment: -5, presentValue: 1000 }, /No number of periods/);
    await refuses('time-value-of-money', { solveFor: 'nper', ratePercentPerPeriod: 1, payment: 100, presentValue: 1000 }, /negative number of periods/);
    await refuses('bond-price-calculator', { faceValue: 1000, couponRatePercent: 5, yieldPercent: 5, yearsToMaturity: 2.3 }, /whole number of coupon periods/);
    await refuses('savings-goal-calculator', { targetAmount: 1000, annualRatePercent: 5 }, /exactly one/);
    await refuses('savings-goal-calculator', { targetAmount: 1000, annualRatePercent: 0, monthlyContribution: 0 }, /never reached/);
    await refuses('savings-goal-calculator', { targetAmount: 1e12, annualRatePercent: 0.1, monthlyContribution: 1 }, /more than 1200 months/);
  });
  it('irr reports several sign changes and follows the guess', async () => {
    expect((await run(tool('irr-calculator'), { cashFlows: [-100, 230, -132], guessPercent: 5 })).result).toEqual({ irrPercent: 10, npvAtIrr: 0, multipleSignChanges: true });
  });
  it('a 100-year schedule at 100 % still ends at 0 (payment rounds to the first interest)', async () => {
    const { result, error } = (await run(tool('amortization-schedule'), { principal: 1e6, annualRatePercent: 100, termMonths: 1200 })) as { result?: { schedule: Array<{ balance: number; payment: number }> }; error?: string };
    expect(error).toBeUndefined();
    expect(result!.schedule).toHaveLength(1200);
    expect(result!.schedule.at(-1)!.balance).toBe(0);
  });
  it('tiny rates keep their digits (series instead of (1+r)^n − 1)', async () => {
    expect((await run(tool('loan-payment-calculator'), { principal: 1e12, annualRatePercent: 1e-20, termMonths: 360 })).result).toMatchObject({ payment: 2777777777.78 });
    expect((await run(tool('apr-apy-converter'), { ratePercent: 1e-20, direction: 'apr-to-apy' })).result).toEqual({ resultPercent: 1e-20 });
    expect((await run(tool('apr-apy-converter'), { ratePercent: 1e-20, direction: 'apy-to-apr', continuous: true })).result).toEqual({ resultPercent: 1e-20 });
    expect((await run(tool('time-value-of-money'), { solveFor: 'fv', ratePercentPerPeriod: 1e-15, periods: 120, payment: -100 })).result).toEqual({ value: 12000 });
  });
  it('the amortization balance ends at exactly 0 and sums agree', async () => {
    const { result } = (await run(tool('amortization-schedule'), { principal: 123456.78, annualRatePercent: 7.77, termMonths: 1200, firstPaymentDate: '2024-01-31' })) as { result: { schedule: Array<{ payment: number; interest: number; principal: number; balance: number; date: string }>; numberOfPayments: number } };
    expect(result.numberOfPayments).toBe(1200);
    expect(result.schedule.at(-1)!.balance).toBe(0);
    expect(result.schedule[1]!.date).toBe('2024-02-29');
    const principal = result.schedule.reduce((a, r) => a + Math.round(r.principal * 100), 0);
    expect(principal).toBe(12345678);
  });
});

const worstCases: Array<[string, Record<string, unknown>]> = [
  ['amortization-schedule', { principal: 1e12, annualRatePercent: 100, termMonths: 1200, firstPaymentDate: '2024-01-31' }],
  ['amortization-schedule', { principal: 1e12, annualRatePercent: 0.01, termMonths: 1200 }],
  ['loan-payoff-calculator', { balance: 100000, annualRatePercent: 1.2, monthlyPayment: 100.01 }],
  ['loan-payoff-calculator', { balance: 1e12, annualRatePercent: 0.01, monthlyPayment: 833_333_334, startDate: '2024-01-31' }],
  ['compound-interest-calculator', { principal: 1e12, annualRatePercent: 100, years: 99.99, compoundsPerYear: 365, contribution: 1e12, contributionTiming: 'beginning' }],
  ['compound-interest-calculator', { principal: 1e12, annualRatePercent: 37, years: 100, compoundsPerYear: 'continuous', contribution: 1e12 }],
  ['npv-calculator', { ratePercent: 7.3, cashFlows: Array.from({ length: 1000 }, (_, i) => (i ? 123456.78 : -1e12)) }],
  ['irr-calculator', { cashFlows: Array.from({ length: 1000 }, (_, i) => (i % 2 ? 987654.32 : -1e6)) }],
  ['irr-calculator', { cashFlows: Array.from({ length: 1000 }, (_, i) => (i ? 1 : -1e12)) }],
  ['mirr-calculator', { cashFlows: Array.from({ length: 1000 }, (_, i) => (i % 3 ? 987654.32 : -1e6)), financeRatePercent: 999, reinvestRatePercent: 998 }],
  ['xirr-calculator', { cashFlows: Array.from({ length: 1000 }, (_, i) => ({ date: `${String(1 + i * 9).padStart(4, '0')}-12-31`, amount: i % 2 ? 123456.78 : -1e6 })) }],
  ['bond-price-calculator', { faceValue: 1e12, couponRatePercent: 99.99, yieldPercent: 0.01, yearsToMaturity: 100, frequency: 12 }],
  ['bond-yield-calculator', { faceValue: 1e12, couponRatePercent: 99.99, price: 1, yearsToMaturity: 100, frequency: 12 }],
  ['savings-goal-calculator', { targetAmount: 1e12, annualRatePercent: 100, monthlyContribution: 0.01 }],
  ['time-value-of-money', { solveFor: 'rate', periods: 10000, payment: -1, presentValue: 1e12, futureValue: -1e12 }],
];

describe('finance loans stay light on their worst inputs', () => {
  it('xnpv-calculator is heavy (1000 fractional-power discount factors in 40 digits take ~70 ms)', () => {
    expect(tool('xnpv-calculator').definition.heavy).toBe(true);
  });
  it.each(worstCases)('%s', async (slug, inputs) => {
    const compiled = tool(slug);
    expect(compiled.validate(structuredClone(inputs)), JSON.stringify(compiled.validate.errors)).toBe(true);
    await run(compiled, inputs); // the first run imports the tool's module
    const cost = await relativeCost(() => run(compiled, inputs));
    if (process.env.SHOW_FINANCE_TIMES) console.log(slug, cost);
    expect(cost.ratio, `${cost.ms.toFixed(1)} ms of CPU against ${cost.referenceMs.toFixed(2)} ms`).toBeLessThan(LIGHT_TOOL_MAX_COST);
  });
});
