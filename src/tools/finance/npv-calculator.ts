import { defineTool } from '../define.ts';
import { MAX_MONEY, dec, fraction, moneyOut, npv } from '../finance-math.ts';

interface Inputs {
  ratePercent: number;
  cashFlows: number[];
  convention?: 't0' | 'excel';
}

export default defineTool({
  slug: 'npv-calculator',
  name: 'NPV calculator',
  category: 'finance',
  description:
    'Net present value Σ cf_t / (1+r)^t of evenly spaced cash flows. convention "t0" (default) leaves the first flow undiscounted (t = 0, 1, 2…, the textbook NPV with the investment now); "excel" discounts the first flow one period (t = 1, 2…), like the spreadsheet NPV function. Computed exactly (40 digits), rounded half up to cents.',
  inputSchema: {
    type: 'object',
    properties: {
      ratePercent: { type: 'number', exclusiveMinimum: -100, maximum: 1000, description: 'Discount rate per period in percent.' },
      cashFlows: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'number', minimum: -MAX_MONEY, maximum: MAX_MONEY }, description: 'One flow per period, outflows negative.' },
      convention: { type: 'string', enum: ['t0', 'excel'], default: 't0', description: 'Timing of the first flow: t0 (default) leaves it undiscounted at t = 0; excel discounts it one period, like the spreadsheet NPV function.' },
    },
    required: ['ratePercent', 'cashFlows'],
  },
  outputSchema: {
    type: 'object',
    properties: { npv: { type: 'number' } },
    required: ['npv'],
  },
  // Expected results: test/reference/finance_loans.py (the first is Excel NPV(10 %, −10000, 3000, 4200, 6800) = 1188.44).
  examples: [
    { inputs: { ratePercent: 10, cashFlows: [-10000, 3000, 4200, 6800], convention: "excel" }, result: { npv: 1188.44 } },
    { inputs: { ratePercent: 10, cashFlows: [-10000, 3000, 4200, 6800] }, result: { npv: 1307.29 } },
    { inputs: { ratePercent: 8.5, cashFlows: [-50000, 12000, 15000, 0, 18000, 21000.5] }, result: { npv: 756.36 } },
  ],
  run({ ratePercent, cashFlows, convention = 't0' }: Inputs) {
    const flows = cashFlows.map((f, i) => dec(f, `cashFlows[${i}]`));
    return { npv: moneyOut(npv(fraction(ratePercent, 'ratePercent'), flows, convention === 'excel' ? 1 : 0), 'NPV') };
  },
});
