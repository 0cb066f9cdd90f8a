import { ToolError, defineTool, nullable } from '../define.ts';
import { Decimal, MAX_MONEY, ZERO, dec, money, moneyOut, toNumber } from '../finance-math.ts';
import { halfUp } from '../money.ts';
import { TAX_BRACKET_PRESETS, TAX_BRACKET_PRESET_IDS, type TaxBracketPresetId } from '../tax-brackets.ts';

interface Inputs {
  income: number;
  brackets?: Array<{ upTo: number | null; ratePercent: number }>;
  preset?: TaxBracketPresetId;
}

export default defineTool({
  slug: 'tax-bracket-calculator',
  name: 'Tax bracket calculator',
  category: 'finance',
  description:
    'Progressive (marginal) income tax of a taxable income: each bracket\'s rate applies only to the part of the income between the previous bracket\'s upper end and its own. Give your own brackets or a preset: us-federal-2025-single, -married-joint, -married-separate, -head-of-household, the 2025 rate schedules of IRS Rev. Proc. 2024-40 §3.01 (published October 2024). The income is taxable income (after deductions); no credits, capital-gains rates or state tax. The total tax is rounded half up to the cent once; each breakdown row is rounded on its own (so rows may not add to the cent). The IRS tax tables used below 100 000 work on 50-dollar bands and can differ from the schedule by a few dollars. effectiveRatePercent = tax / income × 100 (unrounded); marginalRatePercent is the rate of the bracket holding the income\'s last unit.',
  inputSchema: {
    type: 'object',
    properties: {
      income: money('Taxable income (after deductions).'),
      brackets: {
        type: 'array',
        minItems: 1,
        maxItems: 50,
        description: 'Brackets in ascending order; the last one has upTo null (give this or preset).',
        items: {
          type: 'object',
          properties: {
            upTo: { anyOf: [{ type: 'number', exclusiveMinimum: 0, maximum: MAX_MONEY }, { type: 'null' }], description: 'Upper end of the bracket (inclusive); null for the top bracket.' },
            ratePercent: { type: 'number', minimum: 0, maximum: 100, description: 'Rate on the income inside this bracket, in percent.' },
          },
          required: ['upTo', 'ratePercent'],
          additionalProperties: false,
        },
      },
      preset: { type: 'string', enum: TAX_BRACKET_PRESET_IDS, description: 'A built-in bracket schedule (give this or brackets).' },
    },
    required: ['income'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      tax: { type: 'number', description: 'Total tax, half up to cents.' },
      effectiveRatePercent: { type: 'number', description: 'tax / income × 100, unrounded (0 for no income).' },
      marginalRatePercent: { type: 'number', description: 'Rate of the bracket holding the income\'s last unit.' },
      afterTaxIncome: { type: 'number', description: 'income − tax.' },
      breakdown: {
        type: 'array',
        description: 'The brackets the income reaches.',
        items: {
          type: 'object',
          properties: {
            from: { type: 'number' },
            upTo: nullable({ type: 'number' }, { description: 'null for the top bracket.' }),
            ratePercent: { type: 'number' },
            taxableAmount: { type: 'number', description: 'Part of the income inside this bracket.' },
            tax: { type: 'number', description: 'taxableAmount × rate, half up to cents.' },
          },
          required: ['from', 'upTo', 'ratePercent', 'taxableAmount', 'tax'],
        },
      },
    },
    required: ['tax', 'effectiveRatePercent', 'marginalRatePercent', 'afterTaxIncome', 'breakdown'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2 §6: IRS 2025 single, 60 000 → 8 114.00, marginal 22 %).
  examples: [
    { inputs: { income: 60000, preset: "us-federal-2025-single" }, result: { tax: 8114, effectiveRatePercent: 13.523333333333333, marginalRatePercent: 22, afterTaxIncome: 51886, breakdown: [{ from: 0, upTo: 11925, ratePercent: 10, taxableAmount: 11925, tax: 1192.5 }, { from: 11925, upTo: 48475, ratePercent: 12, taxableAmount: 36550, tax: 4386 }, { from: 48475, upTo: 103350, ratePercent: 22, taxableAmount: 11525, tax: 2535.5 }] } },
    { inputs: { income: 250000.75, preset: "us-federal-2025-married-joint" }, result: { tax: 45694.18, effectiveRatePercent: 18.2776171671485, marginalRatePercent: 24, afterTaxIncome: 204306.57, breakdown: [{ from: 0, upTo: 23850, ratePercent: 10, taxableAmount: 23850, tax: 2385 }, { from: 23850, upTo: 96950, ratePercent: 12, taxableAmount: 73100, tax: 8772 }, { from: 96950, upTo: 206700, ratePercent: 22, taxableAmount: 109750, tax: 24145 }, { from: 206700, upTo: 394600, ratePercent: 24, taxableAmount: 43300.75, tax: 10392.18 }] } },
    { inputs: { income: 43333.33, brackets: [{ upTo: 12570, ratePercent: 0 }, { upTo: 50270, ratePercent: 20 }, { upTo: 125140, ratePercent: 40 }, { upTo: null, ratePercent: 45 }] }, result: { tax: 6152.67, effectiveRatePercent: 14.198470322959256, marginalRatePercent: 20, afterTaxIncome: 37180.66, breakdown: [{ from: 0, upTo: 12570, ratePercent: 0, taxableAmount: 12570, tax: 0 }, { from: 12570, upTo: 50270, ratePercent: 20, taxableAmount: 30763.33, tax: 6152.67 }] } },
  ],
  run({ income, brackets, preset }: Inputs) {
    if ((brackets === undefined) === (preset === undefined)) throw new ToolError('Give exactly one of brackets and preset.');
    const rows = preset !== undefined ? TAX_BRACKET_PRESETS[preset].brackets : brackets!;
    rows.forEach((row, i) => {
      const last = i === rows.length - 1;
      if (last && row.upTo !== null) throw new ToolError('The last bracket must have upTo null (it holds all the income above the previous one).');
      if (!last && row.upTo === null) throw new ToolError(`Only the last bracket can have upTo null (bracket ${i + 1} of ${rows.length}).`);
      if (i > 0 && !last && row.upTo! <= rows[i - 1]!.upTo!) throw new ToolError(`Brackets must ascend: bracket ${i + 1} ends at ${row.upTo}, not above ${rows[i - 1]!.upTo}.`);
    });
    const total = dec(income, 'income');
    let tax = ZERO;
    let from: Decimal = ZERO;
    let marginal: number | undefined;
    const breakdown = [];
    for (const row of rows) {
      const top = row.upTo === null ? null : dec(row.upTo, 'upTo');
      if (marginal === undefined && (top === null || total.lessThanOrEqualTo(top))) marginal = row.ratePercent;
      if (total.greaterThan(from)) {
        const amount = (top === null ? total : Decimal.min(total, top)).minus(from);
        const rowTax = amount.times(dec(row.ratePercent, 'ratePercent')).dividedBy(100);
        tax = tax.plus(rowTax);
        breakdown.push({ from: toNumber(from), upTo: top === null ? null : toNumber(top), ratePercent: row.ratePercent, taxableAmount: moneyOut(amount), tax: moneyOut(rowTax) });
      }
      if (top !== null) from = top;
    }
    const rounded = halfUp(tax);
    return {
      tax: moneyOut(rounded),
      effectiveRatePercent: total.isZero() ? 0 : toNumber(rounded.dividedBy(total).times(100)),
      marginalRatePercent: marginal!,
      afterTaxIncome: moneyOut(total.minus(rounded)),
      breakdown,
    };
  },
});
