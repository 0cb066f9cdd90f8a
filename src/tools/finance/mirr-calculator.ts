import { ToolError, defineTool } from '../define.ts';
import { MAX_MONEY, ONE, ZERO, dec, fraction, toNumber } from '../finance-math.ts';

interface Inputs {
  cashFlows: number[];
  financeRatePercent: number;
  reinvestRatePercent: number;
}

export default defineTool({
  slug: 'mirr-calculator',
  name: 'MIRR calculator',
  category: 'finance',
  description:
    'Modified internal rate of return, as spreadsheet MIRR: (−FV of the positive flows at the reinvestment rate / PV of the negative flows at the finance rate)^(1/(n−1)) − 1 for n evenly spaced flows (the first at t = 0). Exact to 40 digits, in percent per period, unrounded. Needs at least one positive and one negative flow.',
  inputSchema: {
    type: 'object',
    properties: {
      cashFlows: { type: 'array', minItems: 2, maxItems: 1000, items: { type: 'number', minimum: -MAX_MONEY, maximum: MAX_MONEY }, description: 'Cash flow of each period, evenly spaced, the first at t = 0: negative for money paid out, positive for money received.' },
      financeRatePercent: { type: 'number', minimum: 0, maximum: 1000, description: 'Rate paid on the money invested (negative flows).' },
      reinvestRatePercent: { type: 'number', minimum: 0, maximum: 1000, description: 'Rate earned on reinvested positive flows.' },
    },
    required: ['cashFlows', 'financeRatePercent', 'reinvestRatePercent'],
  },
  outputSchema: {
    type: 'object',
    properties: { mirrPercent: { type: 'number' } },
    required: ['mirrPercent'],
  },
  // Expected results: test/reference/finance_loans.py (Decimal; the Microsoft MIRR documentation examples 12.61 % (5 years) and −4.80 % (3 years)).
  examples: [
    { inputs: { cashFlows: [-120000, 39000, 30000, 21000, 37000, 46000], financeRatePercent: 10, reinvestRatePercent: 12 }, result: { mirrPercent: 12.609413036590514 } },
    { inputs: { cashFlows: [-120000, 39000, 30000, 21000], financeRatePercent: 10, reinvestRatePercent: 12 }, result: { mirrPercent: -4.804465524998082 } },
  ],
  run({ cashFlows, financeRatePercent, reinvestRatePercent }: Inputs) {
    const n = cashFlows.length;
    const finance = fraction(financeRatePercent, 'financeRatePercent').plus(1);
    const reinvest = fraction(reinvestRatePercent, 'reinvestRatePercent').plus(1);
    const flows = cashFlows.map((flow, t) => dec(flow, `cashFlows[${t}]`));
    // Horner's scheme: PV of the negatives at t = 0 (backwards), FV of the positives at t = n − 1 (forwards)
    const v = ONE.dividedBy(finance);
    let pvNegative = ZERO;
    let fvPositive = ZERO;
    for (let t = 0; t < n; t++) {
      const back = flows[n - 1 - t]!;
      pvNegative = pvNegative.times(v);
      if (back.isNegative()) pvNegative = pvNegative.plus(back);
      fvPositive = fvPositive.times(reinvest);
      if (flows[t]!.isPositive()) fvPositive = fvPositive.plus(flows[t]!);
    }
    if (pvNegative.isZero() || fvPositive.isZero()) throw new ToolError('The cash flows need at least one positive and one negative value.');
    const mirr = fvPositive.dividedBy(pvNegative.negated()).pow(ONE.dividedBy(n - 1)).minus(1);
    return { mirrPercent: toNumber(mirr.times(100), 'MIRR') };
  },
});
