import { ToolError, defineTool } from '../define.ts';
import { dec, halfUp, money, num, out, rate, toNumber } from '../finance-pricing.ts';

export default defineTool({
  slug: 'inflation-calculator',
  name: 'Inflation calculator',
  category: 'finance',
  description:
    'Adjusts an amount for inflation with a factor from either a constant annual rate compounded over years ((1 + rate)^years, fractional years compound) or two price-index values you supply (endIndex / startIndex, e.g. CPI; no index data is shipped). adjustedAmount = amount × factor (what the start-year amount costs at the end), purchasingPower = amount / factor (what the end-year amount was worth at the start), both rounded half up to cents; cumulative inflation unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      amount: money('Amount of money to adjust, in currency units.'),
      annualInflationPercent: { type: 'number', minimum: -99, maximum: 1000, description: 'Negative for deflation.' },
      years: { type: 'number', minimum: 0, maximum: 1000, description: 'Number of years at annualInflationPercent; fractions compound (e.g. 7.5).' },
      startIndex: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Price-index value (e.g. CPI) at the start; use with endIndex instead of a rate and years.' },
      endIndex: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Price-index value (e.g. CPI) at the end; use with startIndex.' },
    },
    required: ['amount'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      adjustedAmount: num('amount × factor, half up to cents.'),
      cumulativeInflationPercent: num('(factor − 1) × 100.'),
      purchasingPower: num('amount / factor, half up to cents.'),
    },
    required: ['adjustedAmount', 'cumulativeInflationPercent', 'purchasingPower'],
  },
  examples: [
    { inputs: {"amount": 1000, "annualInflationPercent": 3, "years": 10}, result: {"adjustedAmount": 1343.92, "cumulativeInflationPercent": 34.391637934412195, "purchasingPower": 744.09} },
    { inputs: {"amount": 100, "startIndex": 172.2, "endIndex": 313.689}, result: {"adjustedAmount": 182.17, "cumulativeInflationPercent": 82.16550522648083, "purchasingPower": 54.9} },
    { inputs: {"amount": 5000, "annualInflationPercent": 2.5, "years": 7.5}, result: {"adjustedAmount": 6017.26, "cumulativeInflationPercent": 20.345260251416278, "purchasingPower": 4154.71} },
  ],
  run({ amount, annualInflationPercent, years, startIndex, endIndex }: { amount: number; annualInflationPercent?: number; years?: number; startIndex?: number; endIndex?: number }) {
    const byRate = annualInflationPercent !== undefined && years !== undefined;
    const byIndex = startIndex !== undefined && endIndex !== undefined;
    const given = [annualInflationPercent, years, startIndex, endIndex].filter((x) => x !== undefined).length;
    if (given !== 2 || !(byRate || byIndex)) throw new ToolError('Give annualInflationPercent with years, or startIndex with endIndex.');
    const factor = byRate ? rate(annualInflationPercent!).plus(1).pow(dec(years!)) : dec(endIndex!).dividedBy(dec(startIndex!));
    if (!factor.isFinite() || factor.isZero() || factor.greaterThan('1e30') || factor.lessThan('1e-30')) throw new ToolError('The inflation factor is out of range.');
    const a = dec(amount);
    return {
      adjustedAmount: out(halfUp(a.times(factor)), 'adjusted amount'),
      cumulativeInflationPercent: toNumber(factor.minus(1).times(100), 'cumulative inflation'),
      purchasingPower: out(halfUp(a.dividedBy(factor)), 'purchasing power'),
    };
  },
});
