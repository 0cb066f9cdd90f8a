import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, money, positiveMoney, num, toNumber } from '../finance-pricing.ts';

export default defineTool({
  slug: 'cagr-calculator',
  name: 'CAGR calculator',
  category: 'finance',
  description:
    'Compound annual growth rate: CAGR = (ending / beginning)^(1/years) − 1, as a percent, unrounded (fractional years are allowed and compound, they are not prorated). growthMultiple is ending / beginning.',
  inputSchema: {
    type: 'object',
    properties: {
      beginningValue: positiveMoney('Value at the start of the period.'),
      endingValue: money('Value at the end of the period.'),
      years: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Length of the period in years; fractions allowed (e.g. 2.5).' },
    },
    required: ['beginningValue', 'endingValue', 'years'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      cagrPercent: num('((ending / beginning)^(1/years) − 1) × 100, unrounded.'),
      growthMultiple: num('ending / beginning.'),
    },
    required: ['cagrPercent', 'growthMultiple'],
  },
  examples: [
    { inputs: { beginningValue: 10000, endingValue: 19500, years: 5 }, result: { cagrPercent: 14.289655141156079, growthMultiple: 1.95 } },
    { inputs: { beginningValue: 250, endingValue: 180, years: 2.5 }, result: { cagrPercent: -12.313446902684479, growthMultiple: 0.72 } },
  ],
  run({ beginningValue, endingValue, years }: { beginningValue: number; endingValue: number; years: number }) {
    const multiple = dec(endingValue).dividedBy(dec(beginningValue));
    const growth = multiple.isZero() ? new Decimal(0) : multiple.pow(new Decimal(1).dividedBy(dec(years)));
    if (!growth.isFinite()) throw new ToolError('The growth rate is too large to represent.');
    return { cagrPercent: toNumber(growth.minus(1).times(100), 'CAGR'), growthMultiple: toNumber(multiple, 'growth multiple') };
  },
});
