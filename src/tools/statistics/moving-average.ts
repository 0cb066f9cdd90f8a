import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, nullableNumberOut, numbersSchema, sig } from '../stats-helpers.ts';

type Kind = 'simple' | 'exponential' | 'weighted';

export default defineTool({
  slug: 'moving-average',
  name: 'Moving average',
  category: 'statistics',
  description: `Moving average of a series, one value per input position: simple (mean of the last window values), weighted (linear weights 1 … window, the newest heaviest) — both null before the first full window, each window summed afresh — or exponential, seeded with the first value: EMAᵢ = alpha·xᵢ + (1 − alpha)·EMAᵢ₋₁, alpha defaulting to 2 / (window + 1), no nulls. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      numbers: numbersSchema(1, 'The series, oldest first.'),
      window: { type: 'integer', minimum: 1, maximum: 1000, description: 'Number of values per average (simple, weighted); for exponential it sets the default alpha 2 / (window + 1).' },
      type: { type: 'string', enum: ['simple', 'exponential', 'weighted'], default: 'simple', description: 'simple (the default), weighted (linear weights) or exponential.' },
      alpha: { type: 'number', exclusiveMinimum: 0, maximum: 1, description: 'Smoothing factor (exponential).' },
    },
    required: ['numbers', 'window'],
  },
  outputSchema: {
    type: 'object',
    properties: { values: { type: 'array', items: nullableNumberOut } },
    required: ['values'],
  },
  examples: [
    {"inputs": {"numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "window": 3}, "result": {"values": [null, null, 2, 3, 4, 5, 6, 7, 8, 9]}},
    {"inputs": {"numbers": [22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43], "window": 4, "type": "weighted"}, "result": {"values": [null, null, null, 22.157, 22.158, 22.148, 22.184, 22.285]}},
    {"inputs": {"numbers": [10, 11, 12, 11, 13, 15, 14], "window": 3, "type": "exponential"}, "result": {"values": [10, 10.5, 11.25, 11.125, 12.0625, 13.53125, 13.765625]}},
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ numbers, window, type = 'simple', alpha }: { numbers: number[]; window: number; type?: Kind; alpha?: number }) {
    const n = numbers.length;
    if (type !== 'exponential' && window > n) throw new ToolError(`window (${window}) is longer than the series (${n} values).`);
    const values: Array<number | null> = [];
    if (type === 'exponential') {
      const a = alpha ?? 2 / (window + 1);
      let ema = numbers[0]!;
      values.push(sig(ema, 'average'));
      for (let i = 1; i < n; i++) {
        ema = a * numbers[i]! + (1 - a) * ema;
        values.push(sig(ema, 'average'));
      }
      return { values };
    }
    const weightSum = type === 'weighted' ? (window * (window + 1)) / 2 : window;
    for (let i = 0; i < n; i++) {
      if (i < window - 1) {
        values.push(null);
        continue;
      }
      let total = 0;
      for (let j = 0; j < window; j++) total += numbers[i - window + 1 + j]! * (type === 'weighted' ? j + 1 : 1);
      values.push(sig(total / weightSum, 'average'));
    }
    return { values };
  },
});
