import poissonPmf from '@stdlib/stats-base-dists-poisson-pmf';
import { defineTool } from '../define.ts';
import { ROUNDING_NOTE, numberOut, poissonAtLeast, poissonAtMost, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'poisson-distribution',
  name: 'Poisson distribution',
  category: 'statistics',
  description: `Poisson distribution with mean lambda: P(X = k), P(X ≤ k), P(X ≥ k), P(X < k), P(X > k). Tails come from the regularized incomplete gamma function (as SciPy poisson.cdf/sf), so small tail probabilities keep their digits. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      lambda: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Mean number of events.' },
      k: { type: 'integer', minimum: 0, maximum: 1e9, description: 'Number of events.' },
    },
    required: ['lambda', 'k'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      pmf: numberOut,
      cdfAtMost: numberOut,
      cdfAtLeast: numberOut,
      cdfLess: numberOut,
      cdfGreater: numberOut,
      mean: numberOut,
      variance: numberOut,
    },
    required: ['pmf', 'cdfAtMost', 'cdfAtLeast', 'cdfLess', 'cdfGreater', 'mean', 'variance'],
  },
  examples: [
    {"inputs": {"lambda": 3, "k": 5}, "result": {"pmf": 0.100818813445, "cdfAtMost": 0.916082057969, "cdfAtLeast": 0.184736755476, "cdfLess": 0.815263244524, "cdfGreater": 0.0839179420313, "mean": 3, "variance": 3}},
    {"inputs": {"lambda": 2.5, "k": 0}, "result": {"pmf": 0.0820849986239, "cdfAtMost": 0.0820849986239, "cdfAtLeast": 1, "cdfLess": 0, "cdfGreater": 0.917915001376, "mean": 2.5, "variance": 2.5}},
    {"inputs": {"lambda": 10, "k": 25}, "result": {"pmf": 2.92691090093e-05, "cdfAtMost": 0.999982319728, "cdfAtLeast": 4.69493814268e-05, "cdfLess": 0.999953050619, "cdfGreater": 1.76802724175e-05, "mean": 10, "variance": 10}},
  ],
  run({ lambda, k }: { lambda: number; k: number }) {
    return {
      pmf: sig(poissonPmf(k, lambda), 'probability'),
      cdfAtMost: sig(poissonAtMost(k, lambda), 'P(X ≤ k)'),
      cdfAtLeast: sig(poissonAtLeast(k, lambda), 'P(X ≥ k)'),
      cdfLess: sig(poissonAtMost(k - 1, lambda), 'P(X < k)'),
      cdfGreater: sig(poissonAtLeast(k + 1, lambda), 'P(X > k)'),
      mean: sig(lambda, 'mean'),
      variance: sig(lambda, 'variance'),
    };
  },
});
