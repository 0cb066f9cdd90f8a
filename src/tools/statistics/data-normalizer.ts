import { ToolError, defineTool } from '../define.ts';
import { MAX_VALUE, ROUNDING_NOTE, mean, numberListOut, numbersSchema, quantileSorted, sig, sortedCopy, sumSquaredDeviations } from '../stats-helpers.ts';

type Method = 'min-max' | 'z-score' | 'robust';

export default defineTool({
  slug: 'data-normalizer',
  name: 'Data normalizer',
  category: 'statistics',
  description: `Rescales a data set: min-max to range (default [0, 1]) as lo + (x − min)·(hi − lo)/(max − min); z-score (x − mean)/SD with the population SD (divisor n, as scikit-learn StandardScaler); robust (x − median)/IQR with linear quartiles (scikit-learn RobustScaler). A data set without spread is refused. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      numbers: numbersSchema(2, 'The data set.'),
      method: { type: 'string', enum: ['min-max', 'z-score', 'robust'], default: 'min-max', description: 'min-max (to range, the default), z-score (mean 0, SD 1) or robust (median 0, IQR 1).' },
      range: {
        type: 'array',
        minItems: 2,
        maxItems: 2,
        items: { type: 'number', minimum: -MAX_VALUE, maximum: MAX_VALUE },
        description: 'Target [min, max] for min-max (default [0, 1]).',
      },
    },
    required: ['numbers'],
  },
  outputSchema: {
    type: 'object',
    properties: { values: numberListOut },
    required: ['values'],
  },
  examples: [
    {"inputs": {"numbers": [10, 20, 15, 30, 25]}, "result": {"values": [0, 0.5, 0.25, 1, 0.75]}},
    {"inputs": {"numbers": [10, 20, 15, 30, 25], "range": [-1, 1]}, "result": {"values": [-1, 0, -0.5, 1, 0.5]}},
    {"inputs": {"numbers": [2, 4, 4, 4, 5, 5, 7, 9], "method": "z-score"}, "result": {"values": [-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2]}},
    {"inputs": {"numbers": [1, 2, 3, 4, 100], "method": "robust"}, "result": {"values": [-1, -0.5, 0, 0.5, 48.5]}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ numbers, method = 'min-max', range }: { numbers: number[]; method?: Method; range?: number[] }) {
    let center: number;
    let spread: number;
    let offset = 0;
    let width = 1;
    if (method === 'min-max') {
      let lo = Infinity;
      let hi = -Infinity;
      for (const x of numbers) {
        if (x < lo) lo = x;
        if (x > hi) hi = x;
      }
      const [a, b] = (range ?? [0, 1]) as [number, number];
      if (!(a < b)) throw new ToolError('range must be [min, max] with min below max.');
      center = lo;
      spread = hi - lo;
      offset = a;
      width = b - a;
    } else if (method === 'z-score') {
      center = mean(numbers);
      spread = Math.sqrt(sumSquaredDeviations(numbers, center) / numbers.length);
    } else {
      const sorted = sortedCopy(numbers);
      center = quantileSorted(sorted, 0.5);
      spread = quantileSorted(sorted, 0.75) - quantileSorted(sorted, 0.25);
    }
    if (!(spread > 0)) throw new ToolError(`The data have no spread for ${method} scaling (${method === 'robust' ? 'interquartile range' : 'all values equal'}).`);
    return { values: numbers.map((x) => sig(offset + ((x - center) * width) / spread, 'scaled value')) };
  },
});
