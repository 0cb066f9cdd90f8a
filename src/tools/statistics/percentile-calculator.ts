import { defineTool } from '../define.ts';
import {
  ROUNDING_NOTE,
  numberItem,
  numberListOut,
  nullableNumberOut,
  numbersSchema,
  quantileSorted,
  sig,
  sortedCopy,
  type QuantileMethod,
} from '../stats-helpers.ts';

export default defineTool({
  slug: 'percentile-calculator',
  name: 'Percentile calculator',
  category: 'statistics',
  description: `Percentiles of a data set by NumPy's methods: linear (default; Excel PERCENTILE.INC, R type 7), lower, higher, nearest (index rounded half to even), midpoint, exclusive (NumPy weibull, Excel PERCENTILE.EXC, R type 6, clamped to the data range). With value, also its percentile rank: the percentage of values below it, ties counted half (SciPy percentileofscore kind="rank"). ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      numbers: numbersSchema(1, 'The data set.'),
      percentiles: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        items: { type: 'number', minimum: 0, maximum: 100 },
        description: 'Percentiles to compute, 0–100.',
      },
      method: {
        type: 'string',
        enum: ['linear', 'lower', 'higher', 'nearest', 'midpoint', 'exclusive'],
        default: 'linear',
        description: 'Interpolation between data points: linear (the default, Excel PERCENTILE.INC), lower, higher, nearest, midpoint or exclusive (Excel PERCENTILE.EXC).',
      },
      value: { ...numberItem, description: 'A value whose percentile rank in the data is wanted.' },
    },
    required: ['numbers', 'percentiles'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      values: { ...numberListOut, description: 'One per requested percentile, same order.' },
      percentileRank: { ...nullableNumberOut, description: 'Percentile rank of value, null without one.' },
    },
    required: ['values', 'percentileRank'],
  },
  examples: [
    {"inputs": {"numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "percentiles": [10, 25, 50, 90], "method": "linear", "value": 7}, "result": {"values": [1.9, 3.25, 5.5, 9.1], "percentileRank": 70}},
    {"inputs": {"numbers": [15, 20, 35, 40, 50], "percentiles": [5, 30, 40, 50, 100], "method": "exclusive"}, "result": {"values": [15, 19, 26, 35, 50], "percentileRank": null}},
    {"inputs": {"numbers": [15, 20, 35, 40, 50], "percentiles": [30, 40, 62.5], "method": "nearest", "value": 35}, "result": {"values": [20, 35, 35], "percentileRank": 60}},
    {"inputs": {"numbers": [2.5, 1, 7, 3, 3, 9], "percentiles": [25, 75], "method": "midpoint", "value": 3}, "result": {"values": [2.75, 5], "percentileRank": 58.3333333333}},
  ],
  run({ numbers, percentiles, method = 'linear', value }: { numbers: number[]; percentiles: number[]; method?: QuantileMethod; value?: number }) {
    const sorted = sortedCopy(numbers);
    const values = percentiles.map((p) => sig(quantileSorted(sorted, p / 100, method), 'percentile'));
    let percentileRank: number | null = null;
    if (value !== undefined) {
      let below = 0;
      let atOrBelow = 0;
      for (const x of sorted) {
        if (x < value) below++;
        if (x <= value) atOrBelow++;
      }
      percentileRank = sig(((below + atOrBelow + (atOrBelow > below ? 1 : 0)) * 50) / sorted.length, 'percentile rank');
    }
    return { values, percentileRank };
  },
});
