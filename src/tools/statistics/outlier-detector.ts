import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, mean, numberListOut, numberOut, numbersSchema, quantileSorted, sig, sortedCopy, sumSquaredDeviations } from '../stats-helpers.ts';

type Method = 'iqr' | 'zscore' | 'modified-zscore';

export default defineTool({
  slug: 'outlier-detector',
  name: 'Outlier detector',
  category: 'statistics',
  description: `Flags values outside fences: iqr (Tukey) Q1 − factor·IQR and Q3 + factor·IQR with linear quartiles (NumPy, Excel QUARTILE.INC), factor default 1.5; zscore mean ± threshold·SD with the population SD (divisor n, as SciPy zscore), threshold default 3; modified-zscore (Iglewicz–Hoaglin) median ± threshold·MAD/0.6745, threshold default 3.5. A value exactly on a fence is kept. outliers, indices and cleaned keep the input order. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      numbers: numbersSchema(1, 'The data set.'),
      method: { type: 'string', enum: ['iqr', 'zscore', 'modified-zscore'], default: 'iqr', description: 'iqr (Tukey fences, the default), zscore or modified-zscore (median and MAD).' },
      factor: { type: 'number', minimum: 0, maximum: 100, default: 1.5, description: 'IQR multiplier (iqr).' },
      threshold: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Score limit (zscore: 3, modified-zscore: 3.5 by default).' },
    },
    required: ['numbers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      outliers: numberListOut,
      indices: { type: 'array', items: { type: 'integer' } },
      lowerFence: numberOut,
      upperFence: numberOut,
      cleaned: numberListOut,
    },
    required: ['outliers', 'indices', 'lowerFence', 'upperFence', 'cleaned'],
  },
  examples: [
    {"inputs": {"numbers": [10, 12, 12, 13, 12, 11, 14, 13, 15, 102, 12, 14, -20]}, "result": {"outliers": [102, -20], "indices": [9, 12], "lowerFence": 9, "upperFence": 17, "cleaned": [10, 12, 12, 13, 12, 11, 14, 13, 15, 12, 14]}},
    {"inputs": {"numbers": [2.1, 2.4, 2.2, 2.3, 2.5, 9.8, 2.2, 2.4, 2.3, 2.1, 2.2, 2.6, 2.3, 2.4, 2.2], "method": "zscore", "threshold": 2.5}, "result": {"outliers": [9.8], "indices": [5], "lowerFence": -1.88952733937, "upperFence": 7.48952733937, "cleaned": [2.1, 2.4, 2.2, 2.3, 2.5, 2.2, 2.4, 2.3, 2.1, 2.2, 2.6, 2.3, 2.4, 2.2]}},
    {"inputs": {"numbers": [1, 2, 3, 3, 4, 4, 4, 5, 5.5, 6, 6, 6.5, 7, 7, 7.5, 8, 9, 12, 52, 90], "method": "modified-zscore"}, "result": {"outliers": [52, 90], "indices": [18, 19], "lowerFence": -4.37805782061, "upperFence": 16.3780578206, "cleaned": [1, 2, 3, 3, 4, 4, 4, 5, 5.5, 6, 6, 6.5, 7, 7, 7.5, 8, 9, 12]}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ numbers, method = 'iqr', factor = 1.5, threshold }: { numbers: number[]; method?: Method; factor?: number; threshold?: number }) {
    const sorted = sortedCopy(numbers);
    let lower: number;
    let upper: number;
    if (method === 'iqr') {
      const q1 = quantileSorted(sorted, 0.25);
      const q3 = quantileSorted(sorted, 0.75);
      lower = q1 - factor * (q3 - q1);
      upper = q3 + factor * (q3 - q1);
    } else if (method === 'zscore') {
      const m = mean(sorted);
      const sd = Math.sqrt(sumSquaredDeviations(sorted, m) / sorted.length);
      lower = m - (threshold ?? 3) * sd;
      upper = m + (threshold ?? 3) * sd;
    } else {
      const median = quantileSorted(sorted, 0.5);
      const deviations = sorted.map((x) => Math.abs(x - median)).sort();
      const mad = quantileSorted(deviations, 0.5);
      if (!(mad > 0)) throw new ToolError('The median absolute deviation is 0 (over half the values are equal), so modified z-scores are undefined.');
      lower = median - ((threshold ?? 3.5) * mad) / 0.6745;
      upper = median + ((threshold ?? 3.5) * mad) / 0.6745;
    }
    const outliers: number[] = [];
    const indices: number[] = [];
    const cleaned: number[] = [];
    numbers.forEach((x, i) => {
      if (x < lower || x > upper) {
        outliers.push(x);
        indices.push(i);
      } else cleaned.push(x);
    });
    return { outliers, indices, lowerFence: sig(lower, 'lower fence'), upperFence: sig(upper, 'upper fence'), cleaned };
  },
});
