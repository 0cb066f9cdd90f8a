import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';
import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, binomialAtLeast, binomialAtMost, numberOut, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'binomial-distribution',
  name: 'Binomial distribution',
  category: 'statistics',
  description: `Binomial distribution B(trials, probability): P(X = k), P(X ≤ k), P(X ≥ k), P(X < k), P(X > k) for k successes, with the mean np and variance np(1 − p). Tails come from the regularized incomplete beta function (as SciPy binom.cdf/sf), so small tail probabilities keep their digits. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      trials: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'Number of independent trials n, up to 1 000 000.' },
      probability: { type: 'number', minimum: 0, maximum: 1, description: 'Probability of success of one trial.' },
      successes: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'k, at most trials.' },
    },
    required: ['trials', 'probability', 'successes'],
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
    {"inputs": {"trials": 10, "probability": 0.5, "successes": 3}, "result": {"pmf": 0.1171875, "cdfAtMost": 0.171875, "cdfAtLeast": 0.9453125, "cdfLess": 0.0546875, "cdfGreater": 0.828125, "mean": 5, "variance": 2.5}},
    {"inputs": {"trials": 20, "probability": 0.3, "successes": 8}, "result": {"pmf": 0.114396739705, "cdfAtMost": 0.886668537123, "cdfAtLeast": 0.227728202582, "cdfLess": 0.772271797418, "cdfGreater": 0.113331462877, "mean": 6, "variance": 4.2}},
    {"inputs": {"trials": 1000, "probability": 0.01, "successes": 25}, "result": {"pmf": 2.6442557919e-05, "cdfAtMost": 0.999984413349, "cdfAtLeast": 4.20292084484e-05, "cdfLess": 0.999957970792, "cdfGreater": 1.55866505293e-05, "mean": 10, "variance": 9.9}},
  ],
  run({ trials: n, probability: p, successes: k }: { trials: number; probability: number; successes: number }) {
    if (k > n) throw new ToolError(`successes (${k}) cannot exceed trials (${n}).`);
    const degenerate = p === 0 || p === 1;
    // With p 0 or 1 the outcome is certain: X = 0 or X = n.
    const point = p === 0 ? 0 : n;
    const atMost = (j: number) => (degenerate ? (point <= j ? 1 : 0) : binomialAtMost(j, n, p));
    const atLeast = (j: number) => (degenerate ? (point >= j ? 1 : 0) : binomialAtLeast(j, n, p));
    return {
      pmf: sig(degenerate ? (k === point ? 1 : 0) : binomialPmf(k, n, p), 'probability'),
      cdfAtMost: sig(atMost(k), 'P(X ≤ k)'),
      cdfAtLeast: sig(atLeast(k), 'P(X ≥ k)'),
      cdfLess: sig(atMost(k - 1), 'P(X < k)'),
      cdfGreater: sig(atLeast(k + 1), 'P(X > k)'),
      mean: sig(n * p, 'mean'),
      variance: sig(n * p * (1 - p), 'variance'),
    };
  },
});
