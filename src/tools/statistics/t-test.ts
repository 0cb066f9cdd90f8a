import { ToolError, defineTool } from '../define.ts';
import {
  ROUNDING_NOTE,
  alternativeSchema,
  mean,
  numberItem,
  numberOut,
  numbersSchema,
  pValue,
  requireSpread,
  sampleVariance,
  sig,
  tInverse,
  tLeft,
  type Alternative,
} from '../stats-helpers.ts';

type TestType = 'one-sample' | 'paired' | 'student' | 'welch';

export default defineTool({
  slug: 't-test',
  name: 't-test',
  category: 'statistics',
  description: `Student's t-tests as SciPy: one-sample (ttest_1samp against mu), paired (ttest_rel on the differences sample1 − sample2), student (ttest_ind, pooled variance) and welch (ttest_ind equal_var=False, Welch–Satterthwaite df). meanDifference is mean − mu, the mean of sample1 − sample2 differences, or mean1 − mean2; confidenceInterval95 is the two-sided 95 % interval of that difference whatever the alternative; Cohen's d divides it by the sample SD (one-sample, paired) or the pooled SD (two samples). ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      type: {
        type: 'string',
        enum: ['one-sample', 'paired', 'student', 'welch'],
        default: 'welch',
        description: 'one-sample (sample1 against mu), paired, student (two samples, equal variances) or welch (two samples, unequal variances; the default).',
      },
      sample1: numbersSchema(2, 'First sample.'),
      sample2: numbersSchema(2, 'Second sample (paired: same length as sample1).'),
      mu: { ...numberItem, default: 0, description: 'Hypothesised mean (one-sample).' },
      alternative: alternativeSchema,
    },
    required: ['sample1'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      t: numberOut,
      degreesOfFreedom: numberOut,
      pValue: numberOut,
      meanDifference: numberOut,
      confidenceInterval95: {
        type: 'object',
        properties: { lower: numberOut, upper: numberOut },
        required: ['lower', 'upper'],
      },
      cohensD: numberOut,
    },
    required: ['t', 'degreesOfFreedom', 'pValue', 'meanDifference', 'confidenceInterval95', 'cohensD'],
  },
  examples: [
    {"inputs": {"type": "welch", "sample1": [2.1, 3.4, 1.9, 5.6, 4.4, 3.3, 2.8], "sample2": [1.0, 1.2, 0.9, 1.1, 1.3, 0.8, 1.05, 0.95, 1.15, 1.25, 0.85, 1.0]}, "result": {"t": 4.68428375704, "degreesOfFreedom": 6.10464491584, "pValue": 0.00323104208464, "meanDifference": 2.31130952381, "confidenceInterval95": {"lower": 1.10895849584, "upper": 3.51366055178}, "cohensD": 2.95300867351}},
    {"inputs": {"type": "student", "sample1": [20.1, 22.4, 19.8, 21.5, 23.0], "sample2": [18.2, 19.9, 17.5, 20.3, 18.8, 19.1]}, "result": {"t": 3.25804653351, "degreesOfFreedom": 9, "pValue": 0.0098695190103, "meanDifference": 2.39333333333, "confidenceInterval95": {"lower": 0.731571879875, "upper": 4.05509478679}, "cohensD": 1.97284514817}},
    {"inputs": {"type": "one-sample", "sample1": [5.1, 4.9, 5.6, 5.8, 6.0, 5.3, 5.7], "mu": 5, "alternative": "greater"}, "result": {"t": 3.23199367767, "degreesOfFreedom": 6, "pValue": 0.00893283253237, "meanDifference": 0.485714285714, "confidenceInterval95": {"lower": 0.117984592988, "upper": 0.853443978441}, "cohensD": 1.22157878715}},
    {"inputs": {"type": "paired", "sample1": [200, 190, 210, 185, 220, 205], "sample2": [195, 186, 200, 187, 211, 198]}, "result": {"t": 3.1154265122, "degreesOfFreedom": 5, "pValue": 0.0263883099229, "meanDifference": 5.5, "confidenceInterval95": {"lower": 0.961873345233, "upper": 10.0381266548}, "cohensD": 1.27186754767}},
  ],
  run({ type = 'welch', sample1, sample2, mu = 0, alternative = 'two-sided' }: { type?: TestType; sample1: number[]; sample2?: number[]; mu?: number; alternative?: Alternative }) {
    let difference: number;
    let standardError: number;
    let df: number;
    let sd: number;
    if (type === 'one-sample' || type === 'paired') {
      let data = sample1;
      if (type === 'paired') {
        if (sample2 === undefined || sample2.length !== sample1.length) throw new ToolError('A paired test needs sample2 with as many values as sample1.');
        data = sample1.map((x, i) => x - sample2[i]!);
      } else if (sample2 !== undefined) {
        throw new ToolError('A one-sample test takes sample1 only.');
      }
      const variance = sampleVariance(data);
      requireSpread(variance, type === 'paired' ? 'list of differences' : 'sample');
      difference = mean(data) - (type === 'paired' ? 0 : mu);
      sd = Math.sqrt(variance);
      standardError = sd / Math.sqrt(data.length);
      df = data.length - 1;
    } else {
      if (sample2 === undefined) throw new ToolError(`A ${type} test needs sample2.`);
      const n1 = sample1.length;
      const n2 = sample2.length;
      const v1 = sampleVariance(sample1);
      const v2 = sampleVariance(sample2);
      difference = mean(sample1) - mean(sample2);
      const pooled = ((n1 - 1) * v1 + (n2 - 1) * v2) / (n1 + n2 - 2);
      requireSpread(pooled, 'pair of samples');
      sd = Math.sqrt(pooled);
      if (type === 'student') {
        standardError = Math.sqrt(pooled * (1 / n1 + 1 / n2));
        df = n1 + n2 - 2;
      } else {
        const a = v1 / n1;
        const b = v2 / n2;
        standardError = Math.sqrt(a + b);
        df = (a + b) ** 2 / ((a * a) / (n1 - 1) + (b * b) / (n2 - 1));
      }
    }
    const t = difference / standardError;
    const margin = tInverse(0.975, df) * standardError;
    return {
      t: sig(t, 't statistic'),
      degreesOfFreedom: sig(df, 'degrees of freedom'),
      pValue: sig(pValue(t, alternative, (x) => tLeft(x, df)), 'p-value'),
      meanDifference: sig(difference, 'mean difference'),
      confidenceInterval95: { lower: sig(difference - margin, 'interval'), upper: sig(difference + margin, 'interval') },
      cohensD: sig(difference / sd, "Cohen's d"),
    };
  },
});
