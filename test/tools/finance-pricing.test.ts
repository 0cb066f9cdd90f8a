// The finance pricing / tax / everyday-money / validator tools on their own (a registry of just these files, so the
// other finance engineer's work in progress cannot hide them): examples, refusals, and hostile numbers.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

const MINE = [
  'roi-calculator', 'cagr-calculator', 'break-even-calculator', 'profit-margin-calculator', 'markup-calculator',
  'discount-calculator', 'sales-tax-calculator', 'vat-calculator', 'invoice-calculator', 'tip-calculator',
  'bill-splitter', 'currency-formatter', 'depreciation-calculator', 'salary-converter', 'iban-validator',
  'credit-card-validator', 'loan-affordability-calculator', 'debt-payoff-planner', 'debt-to-income-calculator',
  'payback-period-calculator', 'currency-converter', 'inflation-calculator', 'securities-id-validator',
];
const dir = path.resolve('src/tools/finance');
const present = new Set((await readdir(dir)).map((f) => f.replace(/\.ts$/, '')));
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const slug of MINE.filter((s) => present.has(s))) {
  const module = pathToFileURL(path.join(dir, `${slug}.ts`)).href;
  entries.push({ definition: (await import(module)).default, module });
}
const registry = new ToolRegistry(entries);
const ajv = new Ajv({ allErrors: true, strict: false });
export const tool = (slug: string) => registry.get(slug)!;

export async function run(compiled: CompiledTool, inputs: Record<string, unknown>): Promise<{ result?: any; error?: string; invalid?: boolean }> {
  const copy = structuredClone(inputs);
  if (!compiled.validate(copy)) return { invalid: true };
  try {
    return { result: await compiled.definition.run(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { error: error.message };
    throw error;
  }
}

describe.each(registry.list().map((t) => [t.definition.slug, t] as const))('finance/%s', (_slug, compiled) => {
  const validateOutput = ajv.compile(compiled.definition.outputSchema);
  it('gives the documented result for each example', async () => {
    for (const example of compiled.definition.examples) {
      const { result, error, invalid } = await run(compiled, example.inputs);
      expect(invalid, JSON.stringify(example.inputs)).toBeUndefined();
      expect(error, JSON.stringify(example.inputs)).toBeUndefined();
      expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(result).toEqual(example.result);
    }
  });
  it('answers extreme numbers with a refusal or a finite, schema-valid result', async () => {
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: string; maximum?: number; minimum?: number }>;
    for (const [name, schema] of Object.entries(properties)) {
      if (schema.type !== 'number' && schema.type !== 'integer') continue;
      for (const value of [schema.maximum, schema.minimum, 5e-324, 1e-300, 1e-12, 0, -0, 1e308].filter((v) => v !== undefined)) {
        for (const inputs of compiled.definition.examples.map((e) => ({ ...(e.inputs as object), [name]: value }))) {
          const { result } = await run(compiled, inputs);
          if (result === undefined) continue;
          expect(validateOutput(result), `${name}=${value}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
          const walk = (x: unknown): void => {
            if (typeof x === 'number') expect(Number.isFinite(x), `${name}=${value} gave ${x}`).toBe(true);
            else if (x && typeof x === 'object') Object.values(x).forEach(walk);
          };
          walk(result);
        }
      }
    }
  });
});

const refuses = async (slug: string, inputs: Record<string, unknown>, message: RegExp) => {
  const { error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(error, JSON.stringify(inputs)).toMatch(message);
};

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
