import { ToolError, defineTool } from '../define.ts';
import { dec, expMinusOne, fraction, lnOnePlus, powMinusOne, toNumber } from '../finance-math.ts';

interface Inputs {
  ratePercent: number;
  compoundsPerYear?: number;
  continuous?: boolean;
  direction: 'apr-to-apy' | 'apy-to-apr';
}

export default defineTool({
  slug: 'apr-apy-converter',
  name: 'APR ↔ APY converter',
  category: 'finance',
  description:
    'Converts a nominal annual rate compounded n times a year (APR in the compounding sense, without fees) to the annual percentage yield APY = (1 + r/n)^n − 1, or back: APR = n·((1 + APY)^(1/n) − 1); continuous compounding: APY = e^r − 1, APR = ln(1 + APY). Exact to 40 digits, result in percent unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      ratePercent: { type: 'number', minimum: 0, maximum: 1000, description: 'The rate to convert, in percent.' },
      compoundsPerYear: { type: 'integer', minimum: 1, maximum: 365, default: 12, description: 'Compounding periods per year (default 12, monthly; 365 for daily).' },
      continuous: { type: 'boolean', default: false, description: 'Continuous compounding (ignores compoundsPerYear).' },
      direction: { type: 'string', enum: ['apr-to-apy', 'apy-to-apr'], description: 'Conversion: apr-to-apy turns a nominal rate into the annual yield, apy-to-apr the reverse.' },
    },
    required: ['ratePercent', 'direction'],
  },
  outputSchema: {
    type: 'object',
    properties: { resultPercent: { type: 'number' } },
    required: ['resultPercent'],
  },
  // Expected results: test/reference/finance_loans.py (Decimal; the first is the plan §6 reference 12 % monthly → 12.682503 %).
  examples: [
    { inputs: { ratePercent: 12, direction: "apr-to-apy" }, result: { resultPercent: 12.682503013196973 } },
    { inputs: { ratePercent: 5, compoundsPerYear: 365, direction: "apy-to-apr" }, result: { resultPercent: 4.879342524640573 } },
    { inputs: { ratePercent: 6, continuous: true, direction: "apr-to-apy" }, result: { resultPercent: 6.183654654535962 } },
  ],
  run({ ratePercent, compoundsPerYear = 12, continuous = false, direction }: Inputs) {
    const r = fraction(ratePercent, 'ratePercent');
    let result;
    if (direction === 'apr-to-apy') result = continuous ? expMinusOne(r) : powMinusOne(r.dividedBy(compoundsPerYear), compoundsPerYear);
    else result = continuous ? lnOnePlus(r) : powMinusOne(r, dec(1).dividedBy(compoundsPerYear)).times(compoundsPerYear);
    if (!result.isFinite()) throw new ToolError('The result is too large to represent.');
    return { resultPercent: toNumber(result.times(100)) };
  },
});
