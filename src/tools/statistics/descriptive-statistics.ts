import { defineTool } from '../define.ts';
import {
  ROUNDING_NOTE,
  numberListOut,
  numberOut,
  nullableNumberOut,
  numbersSchema,
  quantileSorted,
  sig,
  sortedCopy,
  sum,
} from '../stats-helpers.ts';

export default defineTool({
  slug: 'descriptive-statistics',
  name: 'Descriptive statistics',
  category: 'statistics',
  description: `Count, sum, mean, median, mode, spread, quartiles and shape of a data set. Mode lists every most frequent value in order of first appearance (Python statistics.multimode, so all values when each is unique); quartiles use linear interpolation (NumPy linear, Excel QUARTILE.INC); skewness and kurtosis (excess) are the sample-adjusted ones of Excel SKEW/KURT (SciPy bias=False); coefficient of variation = sample SD / mean; min, max and mode are the input values. Results undefined for the data (variance of one value, skewness below 3 values or with no spread, kurtosis below 4) are null. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: { numbers: numbersSchema(1, 'The data set.') },
    required: ['numbers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer' },
      sum: numberOut,
      mean: numberOut,
      median: numberOut,
      mode: numberListOut,
      min: numberOut,
      max: numberOut,
      range: numberOut,
      sampleVariance: nullableNumberOut,
      populationVariance: numberOut,
      sampleStdDev: nullableNumberOut,
      populationStdDev: numberOut,
      q1: numberOut,
      q3: numberOut,
      iqr: numberOut,
      skewness: nullableNumberOut,
      kurtosis: nullableNumberOut,
      standardError: nullableNumberOut,
      coefficientOfVariation: nullableNumberOut,
    },
    required: [
      'count', 'sum', 'mean', 'median', 'mode', 'min', 'max', 'range', 'sampleVariance', 'populationVariance', 'sampleStdDev',
      'populationStdDev', 'q1', 'q3', 'iqr', 'skewness', 'kurtosis', 'standardError', 'coefficientOfVariation',
    ],
  },
  examples: [
    {"inputs": {"numbers": [2, 4, 4, 4, 5, 5, 7, 9]}, "result": {"count": 8, "sum": 40, "mean": 5, "median": 4.5, "mode": [4], "min": 2, "max": 9, "range": 7, "sampleVariance": 4.57142857143, "populationVariance": 4, "sampleStdDev": 2.1380899353, "populationStdDev": 2, "q1": 4, "q3": 5.5, "iqr": 1.5, "skewness": 0.818487553357, "kurtosis": 0.940625, "standardError": 0.755928946018, "coefficientOfVariation": 0.42761798706}},
    {"inputs": {"numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}, "result": {"count": 10, "sum": 55, "mean": 5.5, "median": 5.5, "mode": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "min": 1, "max": 10, "range": 9, "sampleVariance": 9.16666666667, "populationVariance": 8.25, "sampleStdDev": 3.0276503541, "populationStdDev": 2.87228132327, "q1": 3.25, "q3": 7.75, "iqr": 4.5, "skewness": 0, "kurtosis": -1.2, "standardError": 0.957427107756, "coefficientOfVariation": 0.550481882563}},
    {"inputs": {"numbers": [3.2, -1.5, 0.7, 12.25, 4.4, 0.7, 8.1]}, "result": {"count": 7, "sum": 27.85, "mean": 3.97857142857, "median": 3.2, "mode": [0.7], "min": -1.5, "max": 12.25, "range": 13.75, "sampleVariance": 22.9498809524, "populationVariance": 19.6713265306, "sampleStdDev": 4.7906034017, "populationStdDev": 4.43523691933, "q1": 0.7, "q3": 6.25, "iqr": 5.55, "skewness": 0.850174696216, "kurtosis": 0.00627468689571, "standardError": 1.81067789012, "coefficientOfVariation": 1.20410139361}},
    {"inputs": {"numbers": [42]}, "result": {"count": 1, "sum": 42, "mean": 42, "median": 42, "mode": [42], "min": 42, "max": 42, "range": 0, "sampleVariance": null, "populationVariance": 0, "sampleStdDev": null, "populationStdDev": 0, "q1": 42, "q3": 42, "iqr": 0, "skewness": null, "kurtosis": null, "standardError": null, "coefficientOfVariation": null}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ numbers }: { numbers: number[] }) {
    const n = numbers.length;
    const sorted = sortedCopy(numbers);
    const total = sum(sorted);
    const m = total / n;
    let m2 = 0;
    let m3 = 0;
    let m4 = 0;
    for (const x of sorted) {
      const d = x - m;
      const d2 = d * d;
      m2 += d2;
      m3 += d2 * d;
      m4 += d2 * d2;
    }
    const ss = m2;
    m2 /= n;
    m3 /= n;
    m4 /= n;
    const counts = new Map<number, number>();
    let best = 0;
    for (const x of numbers) {
      const key = x === 0 ? 0 : x;
      const c = (counts.get(key) ?? 0) + 1;
      counts.set(key, c);
      if (c > best) best = c;
    }
    const mode: number[] = [];
    for (const [value, c] of counts) if (c === best) mode.push(value);
    const sampleVariance = n > 1 ? ss / (n - 1) : null;
    const sampleStdDev = sampleVariance === null ? null : Math.sqrt(sampleVariance);
    const spread = m2 > 0;
    const g1 = m3 / m2 ** 1.5;
    const g2 = m4 / (m2 * m2) - 3;
    const skewness = n > 2 && spread ? (g1 * Math.sqrt(n * (n - 1))) / (n - 2) : null;
    const kurtosis = n > 3 && spread ? (((n + 1) * g2 + 6) * (n - 1)) / ((n - 2) * (n - 3)) : null;
    const q1 = quantileSorted(sorted, 0.25);
    const q3 = quantileSorted(sorted, 0.75);
    const opt = (v: number | null, what: string) => (v === null ? null : sig(v, what));
    return {
      count: n,
      sum: sig(total, 'sum'),
      mean: sig(m, 'mean'),
      median: sig(quantileSorted(sorted, 0.5), 'median'),
      mode,
      min: sorted[0]! || 0,
      max: sorted[n - 1]! || 0,
      range: sig(sorted[n - 1]! - sorted[0]!, 'range'),
      sampleVariance: opt(sampleVariance, 'sample variance'),
      populationVariance: sig(m2, 'population variance'),
      sampleStdDev: opt(sampleStdDev, 'sample standard deviation'),
      populationStdDev: sig(Math.sqrt(m2), 'population standard deviation'),
      q1: sig(q1, 'first quartile'),
      q3: sig(q3, 'third quartile'),
      iqr: sig(q3 - q1, 'interquartile range'),
      skewness: opt(skewness, 'skewness'),
      kurtosis: opt(kurtosis, 'kurtosis'),
      standardError: sampleStdDev === null ? null : sig(sampleStdDev / Math.sqrt(n), 'standard error'),
      coefficientOfVariation: sampleStdDev === null || m === 0 ? null : sig(sampleStdDev / m, 'coefficient of variation'),
    };
  },
});
