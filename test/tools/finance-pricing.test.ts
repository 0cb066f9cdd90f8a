// The pricing, tax, everyday-money and validator tools' refusals and edge cases. Examples run in catalog.test.ts,
// numbers at their edges in numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

describe('finance pricing refusals and edge cases', () => {
  it('refuses ambiguous or impossible inputs', async () => {
    await refuses('break-even-calculator', { fixedCosts: 1, pricePerUnit: 5, variableCostPerUnit: 5 }, /exceed the variable cost/);
    await refuses('discount-calculator', { originalPrice: 10 }, /exactly one/);
    await refuses('discount-calculator', { originalPrice: 10, discountAmount: 11 }, /larger/);
    await refuses('sales-tax-calculator', { amount: 10, ratePercent: 1, rates: [1] }, /exactly one/);
  });
  it('rounds half up where the plan says (1.005 → 1.01, not Math.round/toFixed)', async () => {
    expect((await run(tool('markup-calculator'), { cost: 1.005, markupPercent: 0 })).result.price).toBe(1.01);
    expect((await run(tool('vat-calculator'), { amount: 0.05, vatRatePercent: 10, mode: 'add-vat' })).result.vat).toBe(0.01);
  });
});

describe('finance pricing: more refusals and limits', () => {
  it('refuses what cannot be computed', async () => {
    await refuses('bill-splitter', { total: 10 }, /exactly one/);
    await refuses('bill-splitter', { total: 10, weights: [0, 0] }, /not all be zero/);
    await refuses('tip-calculator', { billAmount: 10, tipPercent: 10, taxAmount: 11 }, /larger than the bill/);
    await refuses('currency-formatter', { amount: '1', currency: 'USD', locale: 'zz-ZZ-xyz' }, /Cannot format/);
    await refuses('depreciation-calculator', { cost: 100, salvageValue: 200, lifeYears: 5, method: 'straight-line' }, /must not exceed/);
    await refuses('depreciation-calculator', { cost: 100, salvageValue: 0, lifeYears: 3, method: 'units-of-production', units: [1, 2] }, /one entry per year/);
    await refuses('credit-card-validator', { number: ' - ' }, /no digits/);
    await refuses('loan-affordability-calculator', { annualRatePercent: 5, termMonths: 12 }, /Give monthlyPayment/);
    await refuses('loan-affordability-calculator', { grossMonthlyIncome: 1000, maxDebtToIncomePercent: 10, otherMonthlyDebts: 100, annualRatePercent: 5, termMonths: 12 }, /whole debt-to-income/);
    await refuses('inflation-calculator', { amount: 1, years: 3 }, /Give annualInflationPercent/);
    await refuses('inflation-calculator', { amount: 1, annualInflationPercent: 1000, years: 1000 }, /out of range/);
    await refuses('securities-id-validator', { id: 'ABC' }, /Cannot tell/);
    await refuses('securities-id-validator', { id: 'US037833100A' }, /Not a well-formed ISIN/);
    const debts = [{ name: 'a', balance: 1000, annualRatePercent: 20, minimumPayment: 50 }, { name: 'b', balance: 1000, annualRatePercent: 20, minimumPayment: 60 }];
    await refuses('debt-payoff-planner', { debts, monthlyBudget: 100 }, /does not cover the minimum/);
    await refuses('debt-payoff-planner', { debts: [{ name: 'a', balance: 100000, annualRatePercent: 24, minimumPayment: 10 }], monthlyBudget: 1000 }, /not paid off within 1200/);
  });
  it('keeps exact sums and tiny rates sound', async () => {
    const { result } = await run(tool('bill-splitter'), { total: 0.05, people: 7 });
    expect(result.shares).toEqual([0.01, 0.01, 0.01, 0.01, 0.01, 0, 0]);
    const tiny = await run(tool('loan-affordability-calculator'), { monthlyPayment: 100, annualRatePercent: 1e-300, termMonths: 12 });
    expect(tiny.result).toEqual({ maxPrincipal: 1199.99, monthlyPayment: 100 });
    const zero = await run(tool('loan-affordability-calculator'), { monthlyPayment: 100, annualRatePercent: 0, termMonths: 12 });
    expect(zero.result).toEqual({ maxPrincipal: 1200, monthlyPayment: 100 });
  });
});
