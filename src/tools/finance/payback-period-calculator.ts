import { defineTool } from '../define.ts';
import { Decimal, dec, nullableNum, percent, positiveMoney, rate, toNumber } from '../finance-pricing.ts';

/** First period whose cumulative flow reaches the investment, interpolated linearly inside it; null if never. */
function payback(investment: Decimal, flows: Decimal[]): number | null {
  let cumulative = new Decimal(0);
  for (let k = 0; k < flows.length; k++) {
    const flow = flows[k]!;
    if (flow.greaterThan(0) && cumulative.plus(flow).greaterThanOrEqualTo(investment)) {
      return toNumber(investment.minus(cumulative).dividedBy(flow).plus(k), 'payback period');
    }
    cumulative = cumulative.plus(flow);
  }
  return null;
}

export default defineTool({
  slug: 'payback-period-calculator',
  name: 'Payback period calculator',
  category: 'finance',
  description:
    'Periods until cumulative cash flows recover the initial investment. Flows come at the end of periods 1, 2, …; the payback period is the first period in which the cumulative flow reaches the investment, interpolated linearly within that period (flows assumed even through it). The discounted payback does the same with each flow divided by (1 + rate)^period; it is null without discountRatePercent. null when the flows never recover the investment.',
  inputSchema: {
    type: 'object',
    properties: {
      initialInvestment: positiveMoney('Amount invested at the start, as a positive number.'),
      cashFlows: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'number', minimum: -1e12, maximum: 1e12 }, description: 'Net cash flow of each period (negative allowed).' },
      discountRatePercent: percent(100, 'Per period.'),
    },
    required: ['initialInvestment', 'cashFlows'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      paybackPeriod: nullableNum('In periods; null when never recovered.'),
      discountedPaybackPeriod: nullableNum('In periods; null without a rate or when never recovered.'),
    },
    required: ['paybackPeriod', 'discountedPaybackPeriod'],
  },
  examples: [
    { inputs: {"initialInvestment": 10000, "cashFlows": [3000, 4000, 4500, 2000], "discountRatePercent": 8}, result: {"paybackPeriod": 2.6666666666666665, "discountedPaybackPeriod": 3.1500768} },
    { inputs: {"initialInvestment": 50000, "cashFlows": [12000, 15000, 18000, 20000]}, result: {"paybackPeriod": 3.25, "discountedPaybackPeriod": null} },
    { inputs: {"initialInvestment": 1000, "cashFlows": [100, 200], "discountRatePercent": 5}, result: {"paybackPeriod": null, "discountedPaybackPeriod": null} },
  ],
  run({ initialInvestment, cashFlows, discountRatePercent }: { initialInvestment: number; cashFlows: number[]; discountRatePercent?: number }) {
    const investment = dec(initialInvestment);
    const flows = cashFlows.map((f) => dec(f));
    let discounted: number | null = null;
    if (discountRatePercent !== undefined) {
      const growth = rate(discountRatePercent).plus(1);
      let factor = new Decimal(1);
      discounted = payback(investment, flows.map((f) => f.dividedBy((factor = factor.times(growth)))));
    }
    return { paybackPeriod: payback(investment, flows), discountedPaybackPeriod: discounted };
  },
});
