import { defineTool } from '../define.ts';
import { ONE, ZERO, datedFlows, datedFlowsSchema, dec, fraction, moneyOut } from '../finance-math.ts';
import type { Decimal } from '../finance-math.ts';

interface Inputs {
  ratePercent: number;
  cashFlows: Array<{ date: string; amount: number }>;
}

export default defineTool({
  slug: 'xnpv-calculator',
  name: 'XNPV calculator',
  category: 'finance',
  // 1000 flows × a 40-digit power (1+r)^(days/365) take ~70 ms: too slow for the event loop
  heavy: true,
  description:
    'Net present value of dated cash flows, as spreadsheet XNPV: Σ a_i / (1+r)^((d_i − d_0)/365) with r the annual rate and d_0 the first flow\'s date (a 365-day year; no flow may be dated before the first). Computed exactly (40 digits) and rounded half up to cents.',
  inputSchema: {
    type: 'object',
    properties: {
      ratePercent: { type: 'number', exclusiveMinimum: -100, maximum: 1000, description: 'Annual discount rate in percent.' },
      cashFlows: datedFlowsSchema(1),
    },
    required: ['ratePercent', 'cashFlows'],
  },
  outputSchema: {
    type: 'object',
    properties: { xnpv: { type: 'number' } },
    required: ['xnpv'],
  },
  // Expected results: test/reference/finance_loans.py (the first is the Microsoft XNPV documentation example (2086.65)).
  examples: [
    { inputs: { ratePercent: 9, cashFlows: [{ date: "2008-01-01", amount: -10000 }, { date: "2008-03-01", amount: 2750 }, { date: "2008-10-30", amount: 4250 }, { date: "2009-02-15", amount: 3250 }, { date: "2009-04-01", amount: 2750 }] }, result: { xnpv: 2086.65 } },
    { inputs: { ratePercent: 6.25, cashFlows: [{ date: "2020-02-29", amount: -25000 }, { date: "2021-02-28", amount: 1200.5 }, { date: "2022-06-15", amount: 8000 }, { date: "2024-12-31", amount: 21000 }] }, result: { xnpv: -1249.65 } },
  ],
  run({ ratePercent, cashFlows }: Inputs) {
    const flows = datedFlows(cashFlows);
    // (1+r)^(days/365) = b^days with b = (1+r)^(1/365): one fractional power, then integer powers
    const daily = fraction(ratePercent, 'ratePercent').plus(1).pow(ONE.dividedBy(365));
    let total: Decimal = ZERO;
    flows.forEach((flow, i) => {
      total = total.plus(dec(flow.amount, `cashFlows[${i}].amount`).dividedBy(daily.pow(flow.days)));
    });
    return { xnpv: moneyOut(total, 'XNPV') };
  },
});
