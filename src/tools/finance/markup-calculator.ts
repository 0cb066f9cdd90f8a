import { defineTool } from '../define.ts';
import { dec, halfUp, money, num, out, pct, percent, rate } from '../finance-pricing.ts';

export default defineTool({
  slug: 'markup-calculator',
  name: 'Markup calculator',
  category: 'finance',
  description:
    'Selling price from cost and markup: price = cost × (1 + markup / 100), rounded half up to cents; profit = rounded price − cost; the margin is the exact markup / (100 + markup) × 100 (unrounded, independent of the price rounding).',
  inputSchema: {
    type: 'object',
    properties: {
      cost: money('Cost of the item, in currency units.'),
      markupPercent: percent(1e6, 'Markup on cost (25 means price = 1.25 × cost).'),
    },
    required: ['cost', 'markupPercent'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      price: num('cost × (1 + markup), half up to cents.'),
      profit: num('price − cost.'),
      marginPercent: num('markup / (100 + markup) × 100.'),
    },
    required: ['price', 'profit', 'marginPercent'],
  },
  examples: [
    { inputs: { cost: 80, markupPercent: 25 }, result: { price: 100, profit: 20, marginPercent: 20 } },
    { inputs: { cost: 13.37, markupPercent: 42.5 }, result: { price: 19.05, profit: 5.68, marginPercent: 29.82456140350877 } },
  ],
  run({ cost, markupPercent }: { cost: number; markupPercent: number }) {
    const m = rate(markupPercent);
    const price = halfUp(dec(cost).times(m.plus(1)));
    return { price: out(price), profit: out(price.minus(dec(cost))), marginPercent: pct(m, m.plus(1)) };
  },
});
