import { defineTool } from '../define.ts';
import { dec, positiveMoney, num, pct, toNumber } from '../finance-pricing.ts';

export default defineTool({
  slug: 'profit-margin-calculator',
  name: 'Profit margin calculator',
  category: 'finance',
  description:
    'Profit, margin and markup from cost and selling price: profit = price − cost (exact), margin = profit / price × 100 (share of the price), markup = profit / cost × 100 (share of the cost); percentages unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      cost: positiveMoney('Cost of the item, in currency units.'),
      price: positiveMoney('Selling price.'),
    },
    required: ['cost', 'price'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      profit: num('price − cost, exact.'),
      marginPercent: num('profit / price × 100.'),
      markupPercent: num('profit / cost × 100.'),
    },
    required: ['profit', 'marginPercent', 'markupPercent'],
  },
  examples: [
    { inputs: { cost: 60, price: 100 }, result: { profit: 40, marginPercent: 40, markupPercent: 66.66666666666667 } },
    { inputs: { cost: 12.35, price: 19.99 }, result: { profit: 7.64, marginPercent: 38.21910955477739, markupPercent: 61.86234817813765 } },
  ],
  run({ cost, price }: { cost: number; price: number }) {
    const c = dec(cost);
    const p = dec(price);
    const profit = p.minus(c);
    return { profit: toNumber(profit), marginPercent: pct(profit, p), markupPercent: pct(profit, c) };
  },
});
