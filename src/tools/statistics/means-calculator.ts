import { defineTool } from '../define.ts';
import { ROUNDING_NOTE, mean, nullableNumberOut, numberOut, numbersSchema, sig, sortedCopy, sum } from '../stats-helpers.ts';

export default defineTool({
  slug: 'means-calculator',
  name: 'Means calculator',
  category: 'statistics',
  description: `Arithmetic, geometric (exp of the mean log), harmonic, quadratic (root mean square), trimmed and midrange means. Geometric and harmonic means need every value positive (null otherwise); the trimmed mean drops floor(trimPercent % × n) values from each end, as SciPy trim_mean. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      numbers: numbersSchema(1, 'The data set.'),
      trimPercent: { type: 'number', minimum: 0, exclusiveMaximum: 50, default: 10, description: 'Share cut from each end for the trimmed mean.' },
    },
    required: ['numbers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      arithmetic: numberOut,
      geometric: nullableNumberOut,
      harmonic: nullableNumberOut,
      quadratic: numberOut,
      trimmed: numberOut,
      midrange: numberOut,
    },
    required: ['arithmetic', 'geometric', 'harmonic', 'quadratic', 'trimmed', 'midrange'],
  },
  examples: [
    {"inputs": {"numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 100]}, "result": {"arithmetic": 14.5, "geometric": 5.70133162859, "harmonic": 3.52240641861, "quadratic": 32.0702354216, "trimmed": 5.5, "midrange": 50.5}},
    {"inputs": {"numbers": [2.5, 8, 1.25, 4, 16], "trimPercent": 20}, "result": {"arithmetic": 6.35, "geometric": 4.37344829577, "harmonic": 3.0534351145, "quadratic": 8.29231571999, "trimmed": 4.83333333333, "midrange": 8.625}},
    {"inputs": {"numbers": [-3, 1, 4, 1, 5], "trimPercent": 0}, "result": {"arithmetic": 1.6, "geometric": null, "harmonic": null, "quadratic": 3.22490309932, "trimmed": 1.6, "midrange": 1}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ numbers, trimPercent = 10 }: { numbers: number[]; trimPercent?: number }) {
    const n = numbers.length;
    const sorted = sortedCopy(numbers);
    const positive = sorted[0]! > 0;
    const cut = Math.floor((trimPercent / 100) * n);
    let squares = 0;
    for (const x of sorted) squares += x * x;
    return {
      arithmetic: sig(mean(sorted), 'mean'),
      geometric: positive ? sig(Math.exp(mean(sorted.map(Math.log))), 'geometric mean') : null,
      harmonic: positive ? sig(n / sum(sorted.map((x) => 1 / x)), 'harmonic mean') : null,
      quadratic: sig(Math.sqrt(squares / n), 'quadratic mean'),
      trimmed: sig(mean(sorted.subarray(cut, n - cut)), 'trimmed mean'),
      midrange: sig(sorted[0]! / 2 + sorted[n - 1]! / 2, 'midrange'),
    };
  },
});
