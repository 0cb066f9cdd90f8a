import { ToolError, defineTool, nullable } from '../define.ts';
import {
  MAX_VALUE,
  ROUNDING_NOTE,
  mean as meanOf,
  normalLeft,
  normalRight,
  nullableNumberOut,
  numberItem,
  numberListOut,
  numberOut,
  numbersSchema,
  sig,
  sumSquaredDeviations,
} from '../stats-helpers.ts';

export default defineTool({
  slug: 'z-score-calculator',
  name: 'Z-score calculator',
  category: 'statistics',
  description: `Standard score z = (x − mean) / standard deviation with its normal tail probabilities (cdfLeft = P(Z ≤ z), cdfRight = P(Z ≥ z), twoTailed = P(|Z| ≥ |z|)), and the z-scores of a whole data set. Without mean and standardDeviation they are taken from numbers with the population standard deviation (divisor n, as SciPy zscore). ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      x: { ...numberItem, description: 'The value to standardise.' },
      mean: { ...numberItem, description: 'Mean of the population; taken from numbers when omitted.' },
      standardDeviation: { type: 'number', exclusiveMinimum: 0, maximum: MAX_VALUE, description: 'Standard deviation of the population, above 0; taken from numbers (population SD) when omitted.' },
      numbers: numbersSchema(1, 'A data set: its z-scores are returned, and it gives the mean and SD when those are not given.'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      z: nullableNumberOut,
      cdfLeft: nullableNumberOut,
      cdfRight: nullableNumberOut,
      twoTailed: nullableNumberOut,
      zScores: nullable({ type: 'array', items: numberOut }),
      mean: numberOut,
      standardDeviation: numberOut,
    },
    required: ['z', 'cdfLeft', 'cdfRight', 'twoTailed', 'zScores', 'mean', 'standardDeviation'],
  },
  examples: [
    {"inputs": {"x": 85, "mean": 70, "standardDeviation": 10}, "result": {"z": 1.5, "cdfLeft": 0.933192798731, "cdfRight": 0.0668072012689, "twoTailed": 0.133614402538, "zScores": null, "mean": 70, "standardDeviation": 10}},
    {"inputs": {"x": 1.96, "mean": 0, "standardDeviation": 1}, "result": {"z": 1.96, "cdfLeft": 0.975002104852, "cdfRight": 0.0249978951482, "twoTailed": 0.0499957902964, "zScores": null, "mean": 0, "standardDeviation": 1}},
    {"inputs": {"numbers": [2, 4, 4, 4, 5, 5, 7, 9]}, "result": {"z": null, "cdfLeft": null, "cdfRight": null, "twoTailed": null, "zScores": [-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2], "mean": 5, "standardDeviation": 2}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run(inputs: { x?: number; mean?: number; standardDeviation?: number; numbers?: number[] }) {
    const { x, numbers } = inputs;
    if (x === undefined && numbers === undefined) throw new ToolError('Give x (with mean and standardDeviation, or numbers) or numbers.');
    let mean = inputs.mean;
    let sd = inputs.standardDeviation;
    if (mean === undefined || sd === undefined) {
      if (numbers === undefined) throw new ToolError('Give mean and standardDeviation, or numbers to estimate them from.');
      const m = meanOf(numbers);
      mean ??= m;
      sd ??= Math.sqrt(sumSquaredDeviations(numbers, m) / numbers.length);
      if (!(sd > 0)) throw new ToolError('The numbers have no spread (all equal), so z-scores are undefined.');
    }
    const standardise = (v: number) => sig((v - mean!) / sd!, 'z-score');
    let z: number | null = null;
    let cdfLeft: number | null = null;
    let cdfRight: number | null = null;
    let twoTailed: number | null = null;
    if (x !== undefined) {
      const raw = (x - mean) / sd;
      z = sig(raw, 'z-score');
      cdfLeft = sig(normalLeft(raw), 'left tail');
      cdfRight = sig(normalRight(raw), 'right tail');
      twoTailed = sig(Math.min(1, 2 * normalRight(Math.abs(raw))), 'two-tailed probability');
    }
    return {
      z,
      cdfLeft,
      cdfRight,
      twoTailed,
      zScores: numbers === undefined ? null : numbers.map(standardise),
      mean: sig(mean, 'mean'),
      standardDeviation: sig(sd, 'standard deviation'),
    };
  },
});
