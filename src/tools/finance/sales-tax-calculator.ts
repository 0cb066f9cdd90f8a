import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, halfUp, money, num, out, percent, toNumber } from '../finance-pricing.ts';

export default defineTool({
  slug: 'sales-tax-calculator',
  name: 'Sales tax calculator',
  category: 'finance',
  description:
    'Sales tax at one rate or the sum of several (state + county + city). mode add: tax = amount × rate, rounded half up to cents, total = amount + tax. mode extract (the amount includes tax): net = amount / (1 + rate) rounded half up to cents, tax = amount − net.',
  inputSchema: {
    type: 'object',
    properties: {
      amount: money('Amount before tax (mode add) or including tax (mode extract).'),
      ratePercent: percent(100, 'Sales tax rate in percent, e.g. 8.25; give either ratePercent or rates.'),
      rates: { type: 'array', minItems: 1, maxItems: 20, items: percent(100), description: 'Rates in percent, summed.' },
      mode: { type: 'string', enum: ['add', 'extract'], default: 'add', description: 'add (default): tax is added to amount; extract: amount already includes tax, which is taken out.' },
    },
    required: ['amount'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      net: num('Amount before tax.'),
      tax: num('Half up to cents (add) or total − net (extract).'),
      total: num('Amount including tax.'),
      ratePercent: num('The combined rate applied.'),
    },
    required: ['net', 'tax', 'total', 'ratePercent'],
  },
  examples: [
    { inputs: { amount: 10.5, ratePercent: 5 }, result: { net: 10.5, tax: 0.53, total: 11.03, ratePercent: 5 } },
    { inputs: { amount: 249.99, rates: [6.25, 1, 0.5] }, result: { net: 249.99, tax: 19.37, total: 269.36, ratePercent: 7.75 } },
    { inputs: { amount: 107.25, ratePercent: 7.25, mode: 'extract' }, result: { net: 100, tax: 7.25, total: 107.25, ratePercent: 7.25 } },
  ],
  run({ amount, ratePercent, rates, mode = 'add' }: { amount: number; ratePercent?: number; rates?: number[]; mode?: 'add' | 'extract' }) {
    if ((ratePercent === undefined) === (rates === undefined)) throw new ToolError('Give exactly one of ratePercent or rates.');
    const combined = (rates ?? [ratePercent!]).reduce((sum, r) => sum.plus(dec(r)), new Decimal(0));
    const r = combined.dividedBy(100);
    const a = dec(amount);
    if (mode === 'add') {
      const tax = halfUp(a.times(r));
      return { net: out(a), tax: out(tax), total: out(a.plus(tax)), ratePercent: toNumber(combined) };
    }
    const net = halfUp(a.dividedBy(r.plus(1)));
    return { net: out(net), tax: out(a.minus(net)), total: out(a), ratePercent: toNumber(combined) };
  },
});
