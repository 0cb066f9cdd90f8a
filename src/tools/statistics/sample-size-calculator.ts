import { defineTool } from '../define.ts';
import { ROUNDING_NOTE, confidenceLevelSchema, normalInverse, numberOut, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'sample-size-calculator',
  name: 'Sample size calculator',
  category: 'statistics',
  description: `Sample size to estimate a proportion (Cochran): n₀ = z²·p(1 − p)/e² with z the two-sided normal critical value, then the finite-population correction n₀ / (1 + (n₀ − 1)/N) when populationSize is given; sampleSize rounds up (after rounding to 12 significant digits, so float noise cannot add one). Reference: 95 %, ±5 %, 50 % → 384.146 → 385. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      confidenceLevel: confidenceLevelSchema,
      marginOfErrorPercent: { type: 'number', exclusiveMinimum: 0, maximum: 100, default: 5, description: 'Margin of error in percentage points (5 means ±5 %); 5 by default.' },
      proportionPercent: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100, default: 50, description: 'Expected proportion; 50 is the most conservative.' },
      populationSize: { type: 'integer', minimum: 1, maximum: 1e15, description: 'Size of a finite population, for the finite-population correction; omit it for a very large population.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      sampleSize: { type: 'integer' },
      uncorrectedSize: numberOut,
      correctedSize: { ...numberOut, description: 'Before rounding up; equals uncorrectedSize without populationSize.' },
      zScore: numberOut,
    },
    required: ['sampleSize', 'uncorrectedSize', 'correctedSize', 'zScore'],
  },
  examples: [
    {"inputs": {}, "result": {"sampleSize": 385, "uncorrectedSize": 384.145882069, "correctedSize": 384.145882069, "zScore": 1.95996398454}},
    {"inputs": {"populationSize": 2000}, "result": {"sampleSize": 323, "uncorrectedSize": 384.145882069, "correctedSize": 322.385536664, "zScore": 1.95996398454}},
    {"inputs": {"confidenceLevel": 99, "marginOfErrorPercent": 3, "proportionPercent": 30}, "result": {"sampleSize": 1549, "uncorrectedSize": 1548.14254024, "correctedSize": 1548.14254024, "zScore": 2.57582930355}},
  ],
  run({ confidenceLevel = 95, marginOfErrorPercent = 5, proportionPercent = 50, populationSize }: { confidenceLevel?: number; marginOfErrorPercent?: number; proportionPercent?: number; populationSize?: number }) {
    const z = normalInverse(1 - (1 - confidenceLevel / 100) / 2);
    const p = proportionPercent / 100;
    const e = marginOfErrorPercent / 100;
    const n0 = (z * z * p * (1 - p)) / (e * e);
    const corrected = populationSize === undefined ? n0 : n0 / (1 + (n0 - 1) / populationSize);
    const rounded = sig(corrected, 'sample size');
    return {
      sampleSize: Math.ceil(rounded),
      uncorrectedSize: sig(n0, 'sample size'),
      correctedSize: rounded,
      zScore: sig(z, 'z-score'),
    };
  },
});
