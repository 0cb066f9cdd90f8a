import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, halfUp, money, positiveMoney, nullableNum, num, out, pct, toNumber } from '../finance-pricing.ts';

export default defineTool({
  slug: 'roi-calculator',
  name: 'ROI calculator',
  category: 'finance',
  description:
    'Return on investment: gain = returned − invested (rounded half up to cents), ROI = gain / invested × 100 (unrounded). With `years`, the annualized ROI is the compound annual rate (returned / invested)^(1/years) − 1, not ROI / years; it is null without years.',
  inputSchema: {
    type: 'object',
    properties: {
      amountInvested: positiveMoney('What was put in.'),
      amountReturned: money('What came back (final value plus any income).'),
      years: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Holding period, for the annualized ROI.' },
    },
    required: ['amountInvested', 'amountReturned'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      gain: num('amountReturned − amountInvested, half up to cents.'),
      roiPercent: num('gain / amountInvested × 100, unrounded.'),
      annualizedRoiPercent: nullableNum('((returned / invested)^(1/years) − 1) × 100; null without years.'),
    },
    required: ['gain', 'roiPercent', 'annualizedRoiPercent'],
  },
  examples: [
    { inputs: { amountInvested: 1000, amountReturned: 1500, years: 3 }, result: { gain: 500, roiPercent: 50, annualizedRoiPercent: 14.471424255333186 } },
    { inputs: { amountInvested: 2500, amountReturned: 2150.75 }, result: { gain: -349.25, roiPercent: -13.97, annualizedRoiPercent: null } },
  ],
  run({ amountInvested, amountReturned, years }: { amountInvested: number; amountReturned: number; years?: number }) {
    const invested = dec(amountInvested);
    const returned = dec(amountReturned);
    const gain = returned.minus(invested);
    let annualized: number | null = null;
    if (years !== undefined) {
      const multiple = returned.dividedBy(invested);
      const growth = multiple.isZero() ? new Decimal(0) : multiple.pow(new Decimal(1).dividedBy(dec(years)));
      if (!growth.isFinite()) throw new ToolError('The annualized ROI is too large to represent.');
      annualized = toNumber(growth.minus(1).times(100), 'annualized ROI');
    }
    return { gain: out(halfUp(gain)), roiPercent: pct(gain, invested), annualizedRoiPercent: annualized };
  },
});
