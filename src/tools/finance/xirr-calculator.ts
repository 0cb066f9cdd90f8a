import { ToolError, defineTool } from '../define.ts';
import { datedFlows, datedFlowsSchema, signChanges, solveRate, solvedPercent } from '../finance-math.ts';

interface Inputs {
  cashFlows: Array<{ date: string; amount: number }>;
  guessPercent?: number;
}

export default defineTool({
  slug: 'xirr-calculator',
  name: 'XIRR calculator',
  category: 'finance',
  description:
    'Annual internal rate of return of dated cash flows, as spreadsheet XIRR: the rate r with Σ a_i / (1+r)^((d_i − d_0)/365) = 0, d_0 the first flow\'s date (a 365-day year; no flow may be dated before the first). Found by scanning −99.99 %…1 000 000 % for a sign change (the bracket nearest guessPercent, default 10 %) and bisecting to 1e-15; returned in percent rounded half up to 8 decimals. Refused when the XNPV never changes sign.',
  inputSchema: {
    type: 'object',
    properties: {
      cashFlows: datedFlowsSchema(2),
      guessPercent: { type: 'number', minimum: -99, maximum: 10000, default: 10, description: 'Starting guess of the annual rate in percent (default 10); with several solutions, the one nearest it is returned.' },
    },
    required: ['cashFlows'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      xirrPercent: { type: 'number' },
      multipleSignChanges: { type: 'boolean', description: 'More than one sign change: several rates may solve the equation.' },
    },
    required: ['xirrPercent', 'multipleSignChanges'],
  },
  // Expected results: test/reference/finance_loans.py (brentq + Decimal Newton; the first is the Microsoft XIRR documentation example (0.373362535)).
  examples: [
    { inputs: { cashFlows: [{ date: "2008-01-01", amount: -10000 }, { date: "2008-03-01", amount: 2750 }, { date: "2008-10-30", amount: 4250 }, { date: "2009-02-15", amount: 3250 }, { date: "2009-04-01", amount: 2750 }] }, result: { xirrPercent: 37.33625335, multipleSignChanges: false } },
    { inputs: { cashFlows: [{ date: "2020-02-29", amount: -25000 }, { date: "2021-02-28", amount: 1200.5 }, { date: "2022-06-15", amount: 8000 }, { date: "2024-12-31", amount: 21000 }] }, result: { xirrPercent: 4.87016272, multipleSignChanges: false } },
  ],
  run({ cashFlows, guessPercent = 10 }: Inputs) {
    const flows = datedFlows(cashFlows);
    const amounts = flows.map((f) => f.amount);
    const changes = signChanges(amounts);
    if (changes === 0) throw new ToolError('The cash flows need at least one positive and one negative amount.');
    const years = flows.map((f) => f.days / 365);
    const xnpv = (r: number) => {
      let total = 0;
      for (let i = 0; i < amounts.length; i++) total += amounts[i]! / Math.pow(1 + r, years[i]!);
      return total;
    };
    return { xirrPercent: solvedPercent(solveRate(xnpv, guessPercent / 100, 'XIRR')), multipleSignChanges: changes > 1 };
  },
});
