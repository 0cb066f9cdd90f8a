import { ToolError, defineTool } from '../define.ts';
import {
  ROUNDING_NOTE,
  averageRanks,
  correlationPValue,
  normalRight,
  numberOut,
  numbersSchema,
  pearson,
  sampleCovariance,
  sig,
} from '../stats-helpers.ts';

/** Kendall's tau compares every pair: above this many values it is refused (5000 values: 12.5 million pairs, about half a second). */
const KENDALL_MAX = 5000;

export default defineTool({
  slug: 'correlation-calculator',
  name: 'Correlation calculator',
  category: 'statistics',
  description: `Correlation of paired data with its two-sided p-value, as SciPy: Pearson r (t test, n − 2 df), Spearman rho (Pearson r of average ranks, same t test) or Kendall tau-b (ties adjusted) with the normal-approximation p-value of kendalltau(method="asymptotic") — not the exact small-sample one; Kendall takes at most ${KENDALL_MAX} pairs. covariance is the sample covariance (n − 1) of x and y. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      x: numbersSchema(3, 'First variable.'),
      y: numbersSchema(3, 'Second variable, same length as x.'),
      method: { type: 'string', enum: ['pearson', 'spearman', 'kendall'], default: 'pearson', description: 'pearson (linear, the default), spearman (rank) or kendall (tau-b).' },
    },
    required: ['x', 'y'],
  },
  outputSchema: {
    type: 'object',
    properties: { coefficient: numberOut, pValue: numberOut, covariance: numberOut, n: { type: 'integer' } },
    required: ['coefficient', 'pValue', 'covariance', 'n'],
  },
  examples: [
    {"inputs": {"x": [1, 2, 3, 4, 5, 6], "y": [2.1, 3.9, 6.2, 7.8, 10.1, 12.2]}, "result": {"coefficient": 0.999104932481, "pValue": 1.20136025602e-06, "covariance": 7.07, "n": 6}},
    {"inputs": {"x": [10, 20, 30, 40, 50, 60, 70], "y": [3, 1, 4, 1, 5, 9, 2], "method": "spearman"}, "result": {"coefficient": 0.32433748657, "pValue": 0.47788547974, "covariance": 23.3333333333, "n": 7}},
    {"inputs": {"x": [12, 2, 1, 12, 2, 5, 7, 9], "y": [1, 4, 7, 1, 0, 3, 6, 8], "method": "kendall"}, "result": {"coefficient": -0.150970271219, "pValue": 0.612610713243, "covariance": -2.78571428571, "n": 8}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ x, y, method = 'pearson' }: { x: number[]; y: number[]; method?: 'pearson' | 'spearman' | 'kendall' }) {
    const n = x.length;
    if (y.length !== n) throw new ToolError(`x and y must have the same length (${n} and ${y.length}).`);
    let coefficient: number;
    let p: number;
    if (method === 'kendall') {
      if (n > KENDALL_MAX) throw new ToolError(`Kendall's tau takes at most ${KENDALL_MAX} pairs.`);
      [coefficient, p] = kendall(x, y);
    } else {
      coefficient = method === 'pearson' ? pearson(x, y) : pearson(averageRanks(x), averageRanks(y));
      p = correlationPValue(coefficient, n);
    }
    return {
      coefficient: sig(coefficient, 'coefficient'),
      pValue: sig(p, 'p-value'),
      covariance: sig(sampleCovariance(x, y), 'covariance'),
      n,
    };
  },
});

/** Tie sums of one variable: Σt(t−1)/2, Σt(t−1)(t−2), Σt(t−1)(2t+5) over groups of t equal values. */
function ties(values: readonly number[]): [number, number, number] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let a = 0;
  let b = 0;
  let c = 0;
  for (const t of counts.values()) {
    if (t < 2) continue;
    a += (t * (t - 1)) / 2;
    b += t * (t - 1) * (t - 2);
    c += t * (t - 1) * (2 * t + 5);
  }
  return [a, b, c];
}

/** Kendall tau-b and the asymptotic two-sided p-value (SciPy's variance with tie corrections). */
function kendall(x: readonly number[], y: readonly number[]): [number, number] {
  const n = x.length;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const xi = x[i]!;
    const yi = y[i]!;
    for (let j = i + 1; j < n; j++) s += Math.sign(xi - x[j]!) * Math.sign(yi - y[j]!);
  }
  const [xtie, x0, x1] = ties(x);
  const [ytie, y0, y1] = ties(y);
  const total = (n * (n - 1)) / 2;
  if (xtie === total || ytie === total) throw new ToolError('x or y has no spread (all values equal), so the correlation is undefined.');
  const tau = s / Math.sqrt(total - xtie) / Math.sqrt(total - ytie);
  const m = n * (n - 1);
  const variance = (m * (2 * n + 5) - x1 - y1) / 18 + (2 * xtie * ytie) / m + (x0 * y0) / (9 * m * (n - 2));
  const z = s / Math.sqrt(variance);
  return [Math.max(-1, Math.min(1, tau)), Math.min(1, 2 * normalRight(Math.abs(z)))];
}
