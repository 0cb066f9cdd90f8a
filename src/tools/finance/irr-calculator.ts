import { ToolError, defineTool } from '../define.ts';
import { MAX_MONEY, Decimal, dec, moneyOut, npv, npvDouble, signChanges, solveRate, solvedPercent } from '../finance-math.ts';

interface Inputs {
  cashFlows: number[];
  guessPercent?: number;
}

export default defineTool({
  slug: 'irr-calculator',
  name: 'IRR calculator',
  category: 'finance',
  description:
    'Internal rate of return: the rate per period r with Σ cf_t / (1+r)^t = 0 (t = 0, 1, 2…), found by scanning −99.99 %…1 000 000 % for a sign change (the bracket nearest guessPercent, default 10 %) and bisecting to 1e-15; returned in percent rounded half up to 8 decimals. With more than one sign change in the flows several IRRs may exist (multipleSignChanges: true); refused when the NPV never changes sign. npvAtIrr is the exact NPV at the returned rate, in cents.',
  inputSchema: {
    type: 'object',
    properties: {
      cashFlows: { type: 'array', minItems: 2, maxItems: 1000, items: { type: 'number', minimum: -MAX_MONEY, maximum: MAX_MONEY }, description: 'One flow per period, outflows negative; needs a sign change.' },
      guessPercent: { type: 'number', minimum: -99, maximum: 10000, default: 10, description: 'Where to look first when several IRRs exist.' },
    },
    required: ['cashFlows'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      irrPercent: { type: 'number' },
      npvAtIrr: { type: 'number' },
      multipleSignChanges: { type: 'boolean' },
    },
    required: ['irrPercent', 'npvAtIrr', 'multipleSignChanges'],
  },
  // Expected results: test/reference/finance_loans.py (brentq + Decimal Newton; the second is the Microsoft IRR example (8.66 %); the third has roots 10 % and 20 %).
  examples: [
    { inputs: { cashFlows: [-10000, 3000, 4200, 6800] }, result: { irrPercent: 16.34056007, npvAtIrr: 0, multipleSignChanges: false } },
    { inputs: { cashFlows: [-70000, 12000, 15000, 18000, 21000, 26000] }, result: { irrPercent: 8.6630948, npvAtIrr: 0, multipleSignChanges: false } },
    { inputs: { cashFlows: [-100, 230, -132], guessPercent: 25 }, result: { irrPercent: 20, npvAtIrr: 0, multipleSignChanges: true } },
  ],
  run({ cashFlows, guessPercent = 10 }: Inputs) {
    const changes = signChanges(cashFlows);
    if (changes === 0) throw new ToolError('The cash flows need at least one positive and one negative value.');
    const irrPercent = solvedPercent(solveRate((r) => npvDouble(r, cashFlows), guessPercent / 100, 'IRR'));
    const at = npv(new Decimal(irrPercent).dividedBy(100), cashFlows.map((f, i) => dec(f, `cashFlows[${i}]`)), 0);
    return { irrPercent, npvAtIrr: moneyOut(at, 'NPV'), multipleSignChanges: changes > 1 };
  },
});
