import { ToolError, defineTool } from '../define.ts';
import { ascending, rankSums } from '../rank-sums.ts';
import { ROUNDING_NOTE, alternativeSchema, normalRight, numberOut, numbersSchema, sig, type Alternative } from '../stats-helpers.ts';

const MAX_SAMPLE = 10_000;
const EXACT_MAX = 8;

/**
 * P(U ≤ k) for U the Mann–Whitney statistic of samples of sizes m ≤ n without ties: the coefficients of the Gaussian
 * binomial [m + n choose m]_q = ∏_{i=1..m} (1 − q^{n+i}) / (1 − q^i), truncated at degree k, divided by C(m + n, m).
 */
function exactCdf(k: number, m: number, n: number): number {
  const ways = new Float64Array(k + 1);
  ways[0] = 1;
  let total = 1;
  for (let i = 1; i <= m; i++) {
    const shift = n + i;
    for (let u = k; u >= shift; u--) ways[u]! -= ways[u - shift]!;
    for (let u = i; u <= k; u++) ways[u]! += ways[u - i]!;
    total = (total * (n + i)) / i;
  }
  let count = 0;
  for (let u = 0; u <= k; u++) count += ways[u]!;
  return count / total;
}

export default defineTool({
  slug: 'mann-whitney-u-test',
  name: 'Mann–Whitney U test',
  category: 'statistics',
  description: `Mann–Whitney U (Wilcoxon rank-sum) test of two independent samples, as SciPy's mannwhitneyu with method "auto": u1 = R1 − n1(n1 + 1)/2 from the average ranks of the pooled data, u2 = n1·n2 − u1. The p-value is exact (the null distribution of U, counted) when the smaller sample has at most 8 values and no value is tied, else the normal approximation with tie correction, σ = √(n1·n2/12 · ((n + 1) − Σ(t³ − t)/(n(n − 1)))), and continuity correction 0.5. greater tests whether sample1 tends to be larger (uses u1), less whether it tends to be smaller (u2), two-sided doubles the tail of max(u1, u2), capped at 1. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      sample1: numbersSchema(1, 'First sample (1 to 10,000 values).', MAX_SAMPLE),
      sample2: numbersSchema(1, 'Second sample (1 to 10,000 values).', MAX_SAMPLE),
      alternative: alternativeSchema,
    },
    required: ['sample1', 'sample2'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      u1: { type: 'number', description: 'U of sample1: R1 − n1(n1 + 1)/2.' },
      u2: { type: 'number', description: 'U of sample2: n1·n2 − u1.' },
      pValue: numberOut,
      method: { type: 'string', enum: ['exact', 'asymptotic'] },
    },
    required: ['u1', 'u2', 'pValue', 'method'],
  },
  examples: [
    {"inputs": {"sample1": [19, 22, 16, 29, 24], "sample2": [20, 11, 17, 12]}, "result": {"u1": 17, "u2": 3, "pValue": 0.111111111111, "method": "exact"}},
    {"inputs": {"sample1": [1.1, 2.3, 2.3, 3.8, 4.0, 5.5, 6.1, 7.2, 8.0, 9.4], "sample2": [0.5, 1.1, 1.9, 2.3, 3.0, 3.3, 4.4, 4.9, 5.0], "alternative": "greater"}, "result": {"u1": 65.5, "u2": 24.5, "pValue": 0.0508584898717, "method": "asymptotic"}},
    {"inputs": {"sample1": [3.1, 2.2, 4.5, 1.8], "sample2": [5.6, 6.1, 4.9, 7.3, 5.0, 8.2], "alternative": "less"}, "result": {"u1": 0, "u2": 24, "pValue": 0.0047619047619, "method": "exact"}},
  ],
  run({ sample1, sample2, alternative = 'two-sided' }: { sample1: number[]; sample2: number[]; alternative?: Alternative }) {
    const n1 = sample1.length;
    const n2 = sample2.length;
    const n = n1 + n2;
    const { first: r1, tieTerm } = rankSums(ascending(sample1), ascending(sample2));
    const u1 = r1 - (n1 * (n1 + 1)) / 2;
    const u2 = n1 * n2 - u1;
    const [u, factor] = alternative === 'greater' ? [u1, 1] : alternative === 'less' ? [u2, 1] : [Math.max(u1, u2), 2];
    const exact = Math.min(n1, n2) <= EXACT_MAX && tieTerm === 0;
    let p: number;
    if (exact) {
      // P(U ≥ u) = P(U ≤ n1·n2 − u) by symmetry; from the smaller side, as SciPy does.
      const complement = n1 * n2 - u;
      const m = Math.min(n1, n2);
      const big = Math.max(n1, n2);
      p = u < complement ? (u > 0 ? 1 - exactCdf(u - 1, m, big) : 1) : exactCdf(complement, m, big);
    } else {
      const s = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
      if (!(s > 0)) throw new ToolError('Every value is tied: the normal approximation has no spread.');
      p = normalRight((u - (n1 * n2) / 2 - 0.5) / s);
    }
    return {
      u1: sig(u1, 'U'),
      u2: sig(u2, 'U'),
      pValue: sig(Math.min(1, Math.max(0, factor * p)), 'p-value'),
      method: exact ? 'exact' : 'asymptotic',
    };
  },
});
