import { ToolError, defineTool } from '../define.ts';
import { Decimal, allocate, dec, halfUp, money, out } from '../finance-pricing.ts';

export default defineTool({
  slug: 'bill-splitter',
  name: 'Bill splitter',
  category: 'finance',
  description:
    'Splits a total exactly into shares that add up to it to the last minor unit: equally among `people` or in proportion to `weights`. Works in whole minor units (the total is first rounded half up to currencyDecimals): each share gets the floor of its exact quota, and the leftover units go one each to the largest remainders, ties (always, for equal shares) to the earliest shares: 100 / 3 → 33.34, 33.33, 33.33.',
  inputSchema: {
    type: 'object',
    properties: {
      total: money('Total amount to split, in currency units (e.g. 100 for 100.00).'),
      people: { type: 'integer', minimum: 1, maximum: 1000, description: 'Number of people sharing equally; give either people or weights, not both.' },
      weights: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'number', minimum: 0, maximum: 1e6 }, description: 'Relative weight of each share, e.g. [2, 1, 1]; give either weights or people, not both.' },
      currencyDecimals: { type: 'integer', minimum: 0, maximum: 4, default: 2, description: 'Decimal places of the currency\'s minor unit (default 2, cents; 0 for JPY).' },
    },
    required: ['total'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { shares: { type: 'array', items: { type: 'number' }, description: 'In order; they sum exactly to the total.' } },
    required: ['shares'],
  },
  examples: [
    { inputs: { total: 100, people: 3 }, result: { shares: [33.34, 33.33, 33.33] } },
    { inputs: { total: 250, weights: [2, 1, 1] }, result: { shares: [125, 62.5, 62.5] } },
    { inputs: { total: 1000, weights: [1, 1, 1], currencyDecimals: 0 }, result: { shares: [334, 333, 333] } },
    { inputs: { total: 10, weights: [0.5, 0.3, 0.2, 0.7] }, result: { shares: [2.94, 1.76, 1.18, 4.12] } },
  ],
  run({ total, people, weights, currencyDecimals = 2 }: { total: number; people?: number; weights?: number[]; currencyDecimals?: number }) {
    if ((people === undefined) === (weights === undefined)) throw new ToolError('Give exactly one of people or weights.');
    const scale = new Decimal(10).pow(currencyDecimals);
    // decimal.js toFixed(0) of an integer-valued Decimal: its exact digits (not Number#toFixed).
    const units = BigInt(halfUp(dec(total), currencyDecimals).times(scale).toFixed(0));
    const shares = allocate(units, weights ?? Array.from({ length: people! }, () => 1));
    return { shares: shares.map((s) => out(new Decimal(s.toString()).dividedBy(scale))) };
  },
});
