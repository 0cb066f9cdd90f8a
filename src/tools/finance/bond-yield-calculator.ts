import { ToolError, defineTool } from '../define.ts';
import { bondCashFlows, bondSchemaProperties, dec, fraction, positiveMoney, solveRate, solvedPercent, toNumber } from '../finance-math.ts';

interface Inputs {
  faceValue: number;
  couponRatePercent: number;
  price: number;
  yearsToMaturity: number;
  frequency?: 1 | 2 | 4 | 12;
}

export default defineTool({
  slug: 'bond-yield-calculator',
  name: 'Bond yield (YTM) calculator',
  category: 'finance',
  description:
    'Yield to maturity of a fixed-coupon bond bought on a coupon date: the annual rate y (compounded at the coupon frequency, the bond-equivalent convention) with Σ C/(1+y/f)^k + F/(1+y/f)^n = price, solved by bracketing and bisection to 1e-15 and returned in percent rounded half up to 8 decimals. currentYieldPercent = annual coupon / price × 100, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      ...bondSchemaProperties,
      price: positiveMoney('Price paid (same unit as faceValue, no accrued interest).'),
    },
    required: ['faceValue', 'couponRatePercent', 'price', 'yearsToMaturity'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      yieldToMaturityPercent: { type: 'number' },
      currentYieldPercent: { type: 'number' },
    },
    required: ['yieldToMaturityPercent', 'currentYieldPercent'],
  },
  // Expected results: test/reference/finance_loans.py (brentq + Decimal Newton).
  examples: [
    { inputs: { faceValue: 1000, couponRatePercent: 5, price: 925.61, yearsToMaturity: 10 }, result: { yieldToMaturityPercent: 6.00003701, currentYieldPercent: 5.401843108868746 } },
    { inputs: { faceValue: 100, couponRatePercent: 6, price: 104.25, yearsToMaturity: 7, frequency: 1 }, result: { yieldToMaturityPercent: 5.25861703, currentYieldPercent: 5.755395683453237 } },
  ],
  run({ faceValue, couponRatePercent, price, yearsToMaturity, frequency = 2 }: Inputs) {
    const flows = bondCashFlows(faceValue, couponRatePercent, yearsToMaturity, frequency).map((cf) => cf.toNumber());
    const f = (periodRate: number) => {
      const v = 1 / (1 + periodRate);
      let total = -price;
      let factor = 1;
      for (const cf of flows) {
        factor *= v;
        total += cf * factor;
      }
      return total;
    };
    const periodRate = solveRate(f, 0.05 / frequency, 'yield');
    if (periodRate * frequency < -0.99) throw new ToolError('The yield is below −99 %: check the price.');
    const annualCoupon = dec(faceValue, 'faceValue').times(fraction(couponRatePercent, 'couponRatePercent'));
    return {
      yieldToMaturityPercent: solvedPercent(periodRate * frequency),
      currentYieldPercent: toNumber(annualCoupon.dividedBy(dec(price, 'price')).times(100)),
    };
  },
});
