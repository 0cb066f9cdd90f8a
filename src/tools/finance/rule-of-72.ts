import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, lnOnePlus, toNumber } from '../finance-math.ts';

const LN2 = new Decimal(2).ln();

export default defineTool({
  slug: 'rule-of-72',
  name: 'Rule of 72 (doubling time)',
  category: 'finance',
  description:
    'Years for money to double at an annual rate r %: the rules of thumb 72 / r, 70 / r and 69.3 / r (each one double-precision division), the exact time for annual compounding ln 2 / ln(1 + r/100) and for continuous compounding ln 2 / (r/100) (both computed in 40-digit decimal and returned as the nearest double). The rule of 72 is closest around 8 %, 69.3 fits continuous compounding.',
  inputSchema: {
    type: 'object',
    properties: {
      annualRatePercent: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Annual rate of return or interest in percent (8 = 8 %), above 0 and at most 1000.' },
    },
    required: ['annualRatePercent'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      rule72Years: { type: 'number', description: '72 / r.' },
      rule70Years: { type: 'number', description: '70 / r.' },
      rule693Years: { type: 'number', description: '69.3 / r.' },
      exactYears: { type: 'number', description: 'ln 2 / ln(1 + r/100): annual compounding.' },
      continuousYears: { type: 'number', description: 'ln 2 / (r/100): continuous compounding.' },
    },
    required: ['rule72Years', 'rule70Years', 'rule693Years', 'exactYears', 'continuousYears'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (Python floats and 50-digit decimal); the first is
  // TOOLS-PLAN-2 §4's reference (8 % → 9, 8.75, 8.6625, 9.00647, 8.66434).
  examples: [
    { inputs: {"annualRatePercent": 8}, result: {"rule72Years": 9, "rule70Years": 8.75, "rule693Years": 8.6625, "exactYears": 9.006468342000595, "continuousYears": 8.664339756999317} },
    { inputs: {"annualRatePercent": 0.5}, result: {"rule72Years": 144, "rule70Years": 140, "rule693Years": 138.6, "exactYears": 138.9757216106938, "continuousYears": 138.62943611198907} },
    { inputs: {"annualRatePercent": 100}, result: {"rule72Years": 0.72, "rule70Years": 0.7, "rule693Years": 0.693, "exactYears": 1, "continuousYears": 0.6931471805599453} },
    { inputs: {"annualRatePercent": 7.25}, result: {"rule72Years": 9.931034482758621, "rule70Years": 9.655172413793103, "rule693Years": 9.558620689655172, "exactYears": 9.903181768752908, "continuousYears": 9.560650766344073} },
  ],
  run({ annualRatePercent: r }: { annualRatePercent: number }) {
    const rule72Years = 72 / r;
    if (!Number.isFinite(rule72Years)) throw new ToolError('The rate is too small: the doubling time is too large to represent.');
    const rate = dec(r, 'annualRatePercent').dividedBy(100);
    return {
      rule72Years,
      rule70Years: 70 / r,
      rule693Years: 69.3 / r,
      exactYears: toNumber(LN2.dividedBy(lnOnePlus(rate)), 'doubling time'),
      continuousYears: toNumber(LN2.dividedBy(rate), 'doubling time'),
    };
  },
});
