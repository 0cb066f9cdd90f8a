import { ToolError, defineTool } from '../define.ts';
import { bondCashFlows, bondSchemaProperties, dec, fraction, moneyOut, ONE, ZERO, toNumber } from '../finance-math.ts';

interface Inputs {
  faceValue: number;
  couponRatePercent: number;
  yieldPercent: number;
  yearsToMaturity: number;
  frequency?: 1 | 2 | 4 | 12;
}

export default defineTool({
  slug: 'bond-price-calculator',
  name: 'Bond price calculator',
  category: 'finance',
  description:
    'Price of a fixed-coupon bond on a coupon date (no accrued interest): Σ C/(1+y)^k + F/(1+y)^n with C = face × coupon rate / frequency, y = yield / frequency, n = years × frequency (whole). Price rounded half up to cents; Macaulay duration Σ k·PV_k / price / frequency (years), modified duration = Macaulay / (1 + y), convexity Σ k(k+1)·PV_k / (1+y)² / price / frequency² (years²) and current yield = annual coupon / price are unrounded, from the exact price.',
  inputSchema: {
    type: 'object',
    properties: {
      ...bondSchemaProperties,
      yieldPercent: { type: 'number', minimum: 0, maximum: 100, description: 'Yield to maturity, annual, in percent (compounded at the coupon frequency).' },
    },
    required: ['faceValue', 'couponRatePercent', 'yieldPercent', 'yearsToMaturity'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      price: { type: 'number' },
      currentYieldPercent: { type: 'number' },
      macaulayDuration: { type: 'number', description: 'Years.' },
      modifiedDuration: { type: 'number', description: 'Years.' },
      convexity: { type: 'number', description: 'Years squared.' },
    },
    required: ['price', 'currentYieldPercent', 'macaulayDuration', 'modifiedDuration', 'convexity'],
  },
  // Expected results: test/reference/finance_loans.py (Decimal sums; the first is the plan §6 reference 925.6126 (925.61), Macaulay 7.895, modified 7.665).
  examples: [
    { inputs: { faceValue: 1000, couponRatePercent: 5, yieldPercent: 6, yearsToMaturity: 10 }, result: { price: 925.61, currentYieldPercent: 5.401827785388108, macaulayDuration: 7.894997340182343, modifiedDuration: 7.66504596134208, convexity: 71.78539801290005 } },
    { inputs: { faceValue: 100, couponRatePercent: 8, yieldPercent: 6.5, yearsToMaturity: 5, frequency: 1 }, result: { price: 106.23, currentYieldPercent: 7.530579861673669, macaulayDuration: 4.334758540430952, modifiedDuration: 4.070195812611224, convexity: 21.793867581324182 } },
    { inputs: { faceValue: 1000, couponRatePercent: 0, yieldPercent: 4, yearsToMaturity: 3, frequency: 4 }, result: { price: 887.45, currentYieldPercent: 0, macaulayDuration: 3, modifiedDuration: 2.9702970297029703, convexity: 9.557886481717478 } },
  ],
  run({ faceValue, couponRatePercent, yieldPercent, yearsToMaturity, frequency = 2 }: Inputs) {
    const flows = bondCashFlows(faceValue, couponRatePercent, yearsToMaturity, frequency);
    const n = flows.length;
    const face = dec(faceValue, 'faceValue');
    const coupon = flows[0]!.minus(n === 1 ? face : 0);
    const y = fraction(yieldPercent, 'yieldPercent').dividedBy(frequency);
    const growth = y.plus(1);
    const v = ONE.dividedBy(growth);
    // backwards from v^n: tails A_k = Σ_{j≥k} v^j, their running sums give Σ k·v^k and Σ k(k+1)/2·v^k with one product a step
    const vn = v.pow(n);
    let x = vn;
    let tail = ZERO;
    let weightedAnnuity = ZERO;
    let triangularAnnuity = ZERO;
    for (let k = n; k >= 1; k--) {
      tail = tail.plus(x);
      weightedAnnuity = weightedAnnuity.plus(tail);
      triangularAnnuity = triangularAnnuity.plus(weightedAnnuity);
      if (k > 1) x = x.times(growth);
    }
    const faceAtMaturity = face.times(vn);
    const price = coupon.times(tail).plus(faceAtMaturity);
    const weighted = coupon.times(weightedAnnuity).plus(faceAtMaturity.times(n));
    const convex = coupon.times(triangularAnnuity).times(2).plus(faceAtMaturity.times(n * (n + 1)));
    if (price.isZero()) throw new ToolError('The bond has no value at this yield.');
    const macaulay = weighted.dividedBy(price).dividedBy(frequency);
    const annualCoupon = dec(faceValue, 'faceValue').times(fraction(couponRatePercent, 'couponRatePercent'));
    return {
      price: moneyOut(price, 'price'),
      currentYieldPercent: toNumber(annualCoupon.dividedBy(price).times(100)),
      macaulayDuration: toNumber(macaulay),
      modifiedDuration: toNumber(macaulay.dividedBy(y.plus(1))),
      convexity: toNumber(convex.times(v.pow(2)).dividedBy(price).dividedBy(frequency * frequency)),
    };
  },
});
