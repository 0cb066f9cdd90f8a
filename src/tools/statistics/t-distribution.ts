import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, nullableNumberOut, numberItem, sig, tInverse, tLeft, tRight } from '../stats-helpers.ts';

export default defineTool({
  slug: 't-distribution',
  name: "Student's t distribution",
  category: 'statistics',
  description: `Student's t distribution with degreesOfFreedom (need not be an integer): at t, P(T ≤ t), P(T ≥ t) and the two-tailed P(|T| ≥ |t|); for a probability p, the critical value with P(T ≤ value) = p (left-tail quantile, SciPy t.ppf) and the two-sided critical value for a significance level α = p (t.ppf(1 − α/2)). ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      degreesOfFreedom: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Degrees of freedom, above 0 (need not be whole).' },
      t: { ...numberItem, description: 'A t statistic at which to give the tail probabilities.' },
      probability: {
        type: 'number',
        exclusiveMinimum: 0,
        exclusiveMaximum: 1,
        description: 'A probability between 0 and 1: the left-tail probability for criticalValue and the significance level α for twoSidedCriticalValue.',
      },
    },
    required: ['degreesOfFreedom'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      cdf: nullableNumberOut,
      rightTail: nullableNumberOut,
      twoTailedP: nullableNumberOut,
      criticalValue: { ...nullableNumberOut, description: 'Left-tail quantile of probability.' },
      twoSidedCriticalValue: { ...nullableNumberOut, description: 'Critical value for a two-sided test at α = probability.' },
    },
    required: ['cdf', 'rightTail', 'twoTailedP', 'criticalValue', 'twoSidedCriticalValue'],
  },
  examples: [
    {"inputs": {"degreesOfFreedom": 10, "t": 2.228, "probability": 0.05}, "result": {"cdf": 0.974994114091, "rightTail": 0.0250058859086, "twoTailedP": 0.0500117718171, "criticalValue": -1.81246112281, "twoSidedCriticalValue": 2.22813885199}},
    {"inputs": {"degreesOfFreedom": 4.5, "t": -1.3}, "result": {"cdf": 0.128098043972, "rightTail": 0.871901956028, "twoTailedP": 0.256196087944, "criticalValue": null, "twoSidedCriticalValue": null}},
    {"inputs": {"degreesOfFreedom": 30, "probability": 0.01}, "result": {"cdf": null, "rightTail": null, "twoTailedP": null, "criticalValue": -2.4572615424, "twoSidedCriticalValue": 2.74999565357}},
  ],
  run({ degreesOfFreedom: df, t, probability: p }: { degreesOfFreedom: number; t?: number; probability?: number }) {
    if (t === undefined && p === undefined) throw new ToolError('Give t, probability or both.');
    return {
      cdf: t === undefined ? null : sig(tLeft(t, df), 'probability'),
      rightTail: t === undefined ? null : sig(tRight(t, df), 'probability'),
      twoTailedP: t === undefined ? null : sig(Math.min(1, 2 * tRight(Math.abs(t), df)), 'probability'),
      criticalValue: p === undefined ? null : sig(tInverse(p, df), 'critical value'),
      twoSidedCriticalValue: p === undefined ? null : sig(tInverse(1 - p / 2, df), 'critical value'),
    };
  },
});
