import { ToolError, defineTool } from '../define.ts';
import { ascending, rankSums } from '../rank-sums.ts';
import { ROUNDING_NOTE, alternativeSchema, normalLeft, normalRight, numberOut, numbersSchema, sig, type Alternative } from '../stats-helpers.ts';

const MAX_SAMPLE = 10_000;
const EXACT_MAX = 50;

export default defineTool({
  slug: 'wilcoxon-signed-rank-test',
  name: 'Wilcoxon signed-rank test',
  category: 'statistics',
  description: `Wilcoxon signed-rank test of paired samples (differences sample1 − sample2) or of one list of differences, as SciPy's wilcoxon with zero_method "wilcox" (zero differences dropped; n counts the rest) and no continuity correction. wPlus and wMinus sum the average ranks of |d| over positive and negative differences; statistic is min(wPlus, wMinus) two-sided and wPlus one-sided (R's V is wPlus). The p-value is exact (the 2ⁿ sign assignments, counted) when n ≤ 50 with no tied |d| and no zero difference; otherwise the normal approximation z = (wPlus − n(n + 1)/4)/σ, σ² = (n(n + 1)(2n + 1) − Σ(t³ − t)/2)/24 with ties corrected. This contract fixes that normal approximation for small tied samples too, where SciPy's own auto mode runs a permutation test. greater: differences tend to be positive; two-sided doubles the smaller tail, capped at 1. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      sample1: numbersSchema(1, 'First sample, or the differences themselves when sample2 is left out (1 to 10,000 values).', MAX_SAMPLE),
      sample2: numbersSchema(1, 'Second sample, paired with sample1 (same length); leave it out when sample1 holds the differences.', MAX_SAMPLE),
      alternative: alternativeSchema,
    },
    required: ['sample1'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      wPlus: { type: 'number', description: 'Sum of the ranks of the positive differences (R\'s V).' },
      wMinus: { type: 'number', description: 'Sum of the ranks of the negative differences.' },
      statistic: { type: 'number', description: 'min(wPlus, wMinus) two-sided, wPlus one-sided (as SciPy).' },
      pValue: numberOut,
      method: { type: 'string', enum: ['exact', 'asymptotic'] },
      n: { type: 'integer', description: 'Number of non-zero differences.' },
    },
    required: ['wPlus', 'wMinus', 'statistic', 'pValue', 'method', 'n'],
  },
  examples: [
    {"inputs": {"sample1": [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3], "sample2": [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29]}, "result": {"wPlus": 40, "wMinus": 5, "statistic": 5, "pValue": 0.0390625, "method": "exact", "n": 9}},
    {"inputs": {"sample1": [1.5, -0.5, 2, 2, -1, 3, 0, 4.5, 1, 2.5, -2, 3.5], "alternative": "greater"}, "result": {"wPlus": 56.5, "wMinus": 9.5, "statistic": 56.5, "pValue": 0.0181039216971, "method": "asymptotic", "n": 11}},
    {"inputs": {"sample1": [-2.1, -0.4, 1.3, -3.7, -1.2, 0.8, -2.9, -4.4], "alternative": "less"}, "result": {"wPlus": 6, "wMinus": 30, "statistic": 6, "pValue": 0.0546875, "method": "exact", "n": 8}},
  ],
  run({ sample1, sample2, alternative = 'two-sided' }: { sample1: number[]; sample2?: number[]; alternative?: Alternative }) {
    if (sample2 !== undefined && sample2.length !== sample1.length) {
      throw new ToolError(`Paired samples need the same length (${sample1.length} and ${sample2.length}).`);
    }
    const differences = sample2 === undefined ? sample1 : sample1.map((x, i) => x - sample2[i]!);
    const nonZero = differences.filter((d) => d !== 0);
    const zeros = differences.length - nonZero.length;
    const n = nonZero.length;
    if (n === 0) throw new ToolError('Every difference is zero: the test has nothing to rank.');
    // W+ is the rank sum of the positive differences' |d| in the ranking of all |d|.
    const { first: wPlus, tieTerm } = rankSums(ascending(nonZero.filter((d) => d > 0)), ascending(nonZero.filter((d) => d < 0).map((d) => -d)));
    const wMinus = (n * (n + 1)) / 2 - wPlus;
    const exact = n <= EXACT_MAX && tieTerm === 0 && zeros === 0;
    let p: number;
    if (exact) {
      // ways[w] = number of sign assignments with W+ = w: the coefficients of ∏ (1 + q^i), all below 2^53.
      const max = (n * (n + 1)) / 2;
      const ways = new Float64Array(max + 1);
      ways[0] = 1;
      for (let i = 1; i <= n; i++) for (let w = (i * (i + 1)) / 2; w >= i; w--) ways[w]! += ways[w - i]!;
      let below = 0; // P(W+ ≤ w) and P(W+ ≥ w) counted exactly, divided once by 2^n
      for (let w = 0; w <= wPlus; w++) below += ways[w]!;
      let above = 0;
      for (let w = wPlus; w <= max; w++) above += ways[w]!;
      const total = 2 ** n;
      p = alternative === 'less' ? below / total : alternative === 'greater' ? above / total : (2 * Math.min(below, above)) / total;
    } else {
      const z = (wPlus - (n * (n + 1)) / 4) / Math.sqrt((n * (n + 1) * (2 * n + 1) - tieTerm / 2) / 24);
      p = alternative === 'less' ? normalLeft(z) : alternative === 'greater' ? normalRight(z) : 2 * normalLeft(-Math.abs(z));
    }
    return {
      wPlus: sig(wPlus, 'W+'),
      wMinus: sig(wMinus, 'W−'),
      statistic: sig(alternative === 'two-sided' ? Math.min(wPlus, wMinus) : wPlus, 'statistic'),
      pValue: sig(Math.min(1, p), 'p-value'),
      method: exact ? 'exact' : 'asymptotic',
      n,
    };
  },
});
