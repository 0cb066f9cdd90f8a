// Shared by the statistics tools: input schema pieces, the 12-significant-digit result rounding, quantiles (NumPy's
// methods), sample moments and the distribution functions they need (from @stdlib, never simple-statistics' table).
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
// Not a direct dependency: the regularized incomplete gamma function that chisquare-cdf and gamma-cdf are built on,
// imported for its upper tail (1 − cdf would lose the digits of small p-values).
import gammainc from '@stdlib/math-base-special-gammainc';
import betaCdf from '@stdlib/stats-base-dists-beta-cdf';
import { ToolError, nullable } from './define.ts';
import { finite } from './input.ts';

/** Largest data set a statistics tool takes, and the largest magnitude of one value (squares stay far from overflow). */
export const MAX_NUMBERS = 100_000;
export const MAX_VALUE = 1e15;

export const numberItem = { type: 'number', minimum: -MAX_VALUE, maximum: MAX_VALUE } as const;

/** A data set: 1e15 in magnitude at most, between `minItems` and `maxItems` values. */
export function numbersSchema(minItems: number, description: string, maxItems = MAX_NUMBERS) {
  return { type: 'array', minItems, maxItems, items: numberItem, description };
}

export const numberOut = { type: 'number' } as const;
export const nullableNumberOut = nullable({ type: 'number' });
export const numberListOut = { type: 'array', items: numberOut } as const;

/** Said in every description whose results pass through `sig`. */
export const ROUNDING_NOTE = 'Computed results are rounded to 12 significant digits (where SciPy, NumPy and exact arithmetic agree).';

/**
 * Rounds a result to 12 significant digits, refusing NaN and ±Infinity. Results come from sums and special functions
 * whose last bits differ between implementations (SciPy, @stdlib, Python's exact statistics module); 12 digits is the
 * documented point where they all agree.
 */
export function sig(value: number, what: string): number {
  if (finite(value, what) === 0) return 0;
  const rounded = Number(value.toPrecision(12));
  return rounded === 0 ? 0 : rounded;
}

export const sigAll = (values: ArrayLike<number>, what: string): number[] => Array.from(values, (v) => sig(v, what));

/** Ascending copy (typed-array sort: numeric, fast). */
export function sortedCopy(numbers: readonly number[]): Float64Array {
  return Float64Array.from(numbers).sort();
}

/** Neumaier-compensated sum. */
export function sum(values: ArrayLike<number>): number {
  let total = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const t = total + v;
    compensation += Math.abs(total) >= Math.abs(v) ? total - t + v : v - t + total;
    total = t;
  }
  return total + compensation;
}

export const mean = (values: ArrayLike<number>): number => sum(values) / values.length;

/** Sum of squared deviations from the mean (two-pass). */
export function sumSquaredDeviations(values: ArrayLike<number>, center = mean(values)): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += (values[i]! - center) ** 2;
  return total;
}

export const sampleVariance = (values: ArrayLike<number>): number => sumSquaredDeviations(values) / (values.length - 1);

export type QuantileMethod = 'linear' | 'lower' | 'higher' | 'nearest' | 'midpoint' | 'exclusive';

/** NumPy's percentile methods on sorted data, `p` in [0, 1]; 'exclusive' is NumPy's 'weibull' ((n + 1)p, clamped). */
export function quantileSorted(sorted: ArrayLike<number>, p: number, method: QuantileMethod = 'linear'): number {
  const n = sorted.length;
  let h = method === 'exclusive' ? (n + 1) * p - 1 : (n - 1) * p;
  h = Math.min(Math.max(h, 0), n - 1);
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  const a = sorted[lo]!;
  const b = sorted[hi]!;
  const t = h - lo;
  switch (method) {
    case 'lower':
      return a;
    case 'higher':
      return t > 0 ? b : a;
    case 'midpoint':
      return t > 0 ? (a + b) / 2 : a;
    case 'nearest':
      // NumPy rounds the index half to even.
      return t > 0.5 || (t === 0.5 && lo % 2 === 1) ? b : a;
    default:
      return t === 0 ? a : a + (b - a) * t;
  }
}

/** Standard normal: left tail, right tail, two-sided p-value of a statistic. */
export const normalLeft = (z: number): number => normalCdf(z, 0, 1);
export const normalRight = (z: number): number => normalCdf(-z, 0, 1);
export const normalInverse = (p: number): number => normalQuantile(p, 0, 1);

export const tLeft = (t: number, df: number): number => tCdf(t, df);
export const tRight = (t: number, df: number): number => tCdf(-t, df);
export const tInverse = (p: number, df: number): number => tQuantile(p, df);

/** Upper tail of the chi-square distribution. */
export const chiSquareRight = (x: number, df: number): number => (x <= 0 ? 1 : gammainc(x / 2, df / 2, true, true));
/** Upper tail of the F distribution, I_{d2/(d2 + d1·x)}(d2/2, d1/2). */
export const fRight = (x: number, d1: number, d2: number): number => (x <= 0 ? 1 : betaCdf(d2 / (d2 + d1 * x), d2 / 2, d1 / 2));
/** P(X ≥ k) for X ~ Poisson(λ): the lower regularized incomplete gamma P(k, λ). */
export const poissonAtLeast = (k: number, lambda: number): number => (k <= 0 ? 1 : gammainc(lambda, k, true, false));
/** P(X ≤ k) for X ~ Poisson(λ): the upper regularized incomplete gamma Q(k + 1, λ). */
export const poissonAtMost = (k: number, lambda: number): number => (k < 0 ? 0 : gammainc(lambda, k + 1, true, true));

export type Alternative = 'two-sided' | 'less' | 'greater';
export const alternativeSchema = {
  type: 'string',
  enum: ['two-sided', 'less', 'greater'],
  default: 'two-sided',
  description: 'Alternative hypothesis: two-sided, less (statistic below the null) or greater.',
} as const;

/** p-value of a statistic under a symmetric distribution given by its left tail `cdf`. */
export function pValue(statistic: number, alternative: Alternative, cdf: (x: number) => number): number {
  if (alternative === 'less') return cdf(statistic);
  if (alternative === 'greater') return cdf(-statistic);
  return Math.min(1, 2 * cdf(-Math.abs(statistic)));
}

/** Refuses a data set whose values are all equal where a spread is needed. */
export function requireSpread(variance: number, what: string): void {
  if (!(variance > 0)) throw new ToolError(`The ${what} has no spread (all values are equal), so the result is undefined.`);
}

/** Confidence level in percent → its two-sided critical probability (0.975 for 95). */
export const confidenceLevelSchema = {
  type: 'number',
  exclusiveMinimum: 0,
  exclusiveMaximum: 100,
  default: 95,
  description: 'Confidence level in percent.',
} as const;

/** P(X ≤ k) for X ~ B(n, p), through the regularized incomplete beta function (as SciPy's bdtr). */
export function binomialAtMost(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return betaCdf(1 - p, n - k, k + 1);
}

/** P(X ≥ k), computed directly in the upper tail (SciPy's bdtrc) so small tails keep their digits. */
export function binomialAtLeast(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  return betaCdf(p, k, n - k + 1);
}


/** "c0 + c1x + c2x^2 …" with signs folded ("y = 2.2 + 0.6x", "y = 1 - 3x"), from coefficients in ascending order. */
export function polynomialEquation(coefficients: readonly number[]): string {
  let text = '';
  coefficients.forEach((c, power) => {
    const term = power === 0 ? `${Math.abs(c)}` : power === 1 ? `${Math.abs(c)}x` : `${Math.abs(c)}x^${power}`;
    text += text === '' ? (c < 0 ? `-${term}` : term) : c < 0 ? ` - ${term}` : ` + ${term}`;
  });
  return `y = ${text}`;
}

/** Sample covariance (divisor n − 1). */
export function sampleCovariance(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  let total = 0;
  for (let i = 0; i < x.length; i++) total += (x[i]! - mx) * (y[i]! - my);
  return total / (x.length - 1);
}

/** Ranks 1…n with ties given their average rank (SciPy rankdata "average"). */
export function averageRanks(values: readonly number[]): Float64Array {
  const order = Array.from(values.keys()).sort((a, b) => values[a]! - values[b]!);
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && values[order[j + 1]!] === values[order[i]!]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k]!] = rank;
    i = j + 1;
  }
  return ranks;
}

/** Pearson's r of two equally long series (two-pass, refuses a series with no spread). */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const mx = mean(x);
  const my = mean(y);
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (!(sxx > 0) || !(syy > 0)) throw new ToolError('x or y has no spread (all values equal), so the correlation is undefined.');
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Two-sided p-value of a correlation r over n pairs (t with n − 2 df). */
export function correlationPValue(r: number, n: number): number {
  if (Math.abs(r) === 1) return 0;
  const t = r * Math.sqrt((n - 2) / (1 - r * r));
  return Math.min(1, 2 * tCdf(-Math.abs(t), n - 2));
}

/** Least-squares line through (x, y): sums of squares about the means, slope and intercept; refuses constant x or y. */
export function lineFit(x: ArrayLike<number>, y: ArrayLike<number>) {
  const n = x.length;
  const mx = mean(x);
  const my = mean(y);
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (!(sxx > 0)) throw new ToolError('All x values are equal: no line can be fitted.');
  if (!(syy > 0)) throw new ToolError('All y values are equal: the correlation is undefined.');
  const slope = sxy / sxx;
  return { n, mx, my, sxx, syy, sxy, slope, intercept: my - slope * mx, r: Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))) };
}
