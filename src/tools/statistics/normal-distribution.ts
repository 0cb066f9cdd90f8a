import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalPdf from '@stdlib/stats-base-dists-normal-pdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { ToolError, defineTool } from '../define.ts';
import { MAX_VALUE, ROUNDING_NOTE, nullableNumberOut, numberItem, numberOut, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'normal-distribution',
  name: 'Normal distribution',
  category: 'statistics',
  description: `Normal distribution N(mean, standardDeviation): density and P(X ≤ x) at x, P(lower ≤ X ≤ upper) (a missing bound is infinite), and the quantile (inverse CDF) of a probability. Each result is null when its input is not given. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      mean: { ...numberItem, default: 0, description: 'Mean of the distribution; 0 by default.' },
      standardDeviation: { type: 'number', exclusiveMinimum: 0, maximum: MAX_VALUE, default: 1, description: 'Standard deviation, above 0; 1 by default (the standard normal).' },
      x: { ...numberItem, description: 'A value at which to give the density and P(X ≤ x).' },
      lower: { ...numberItem, description: 'Lower bound of the interval for P(lower ≤ X ≤ upper); omitted means −∞.' },
      upper: { ...numberItem, description: 'Upper bound of the interval for P(lower ≤ X ≤ upper); omitted means +∞.' },
      probability: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1, description: 'For the quantile.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      pdf: nullableNumberOut,
      cdf: nullableNumberOut,
      between: { ...nullableNumberOut, description: 'P(lower ≤ X ≤ upper), null without lower or upper.' },
      quantile: nullableNumberOut,
      variance: numberOut,
    },
    required: ['pdf', 'cdf', 'between', 'quantile', 'variance'],
  },
  examples: [
    {"inputs": {"mean": 100, "standardDeviation": 15, "x": 130, "lower": 85, "upper": 115}, "result": {"pdf": 0.00359939776755, "cdf": 0.977249868052, "between": 0.682689492137, "quantile": null, "variance": 225}},
    {"inputs": {"x": 1.96, "probability": 0.975}, "result": {"pdf": 0.0584409443335, "cdf": 0.975002104852, "between": null, "quantile": 1.95996398454, "variance": 1}},
    {"inputs": {"mean": 500, "standardDeviation": 100, "lower": 700, "probability": 0.1}, "result": {"pdf": null, "cdf": null, "between": 0.0227501319482, "quantile": 371.844843446, "variance": 10000}},
  ],
  run({ mean = 0, standardDeviation: sd = 1, x, lower, upper, probability }: { mean?: number; standardDeviation?: number; x?: number; lower?: number; upper?: number; probability?: number }) {
    if (x === undefined && lower === undefined && upper === undefined && probability === undefined) {
      throw new ToolError('Give x, lower and/or upper, or probability.');
    }
    if (lower !== undefined && upper !== undefined && lower > upper) throw new ToolError('lower must not exceed upper.');
    let between: number | null = null;
    if (lower !== undefined || upper !== undefined) {
      const a = lower ?? -Infinity;
      const b = upper ?? Infinity;
      // Take the difference in the tail that keeps precision: upper tails when the interval lies above the mean.
      between = a >= mean ? normalCdf(2 * mean - a, mean, sd) - normalCdf(2 * mean - b, mean, sd) : normalCdf(b, mean, sd) - normalCdf(a, mean, sd);
    }
    return {
      pdf: x === undefined ? null : sig(normalPdf(x, mean, sd), 'density'),
      cdf: x === undefined ? null : sig(normalCdf(x, mean, sd), 'cumulative probability'),
      between: between === null ? null : sig(between, 'interval probability'),
      quantile: probability === undefined ? null : sig(normalQuantile(probability, mean, sd), 'quantile'),
      variance: sig(sd * sd, 'variance'),
    };
  },
});
