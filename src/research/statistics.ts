// The statistics of the compliance baseline (SPEC §4): descriptive statistics per segment, Welch's t-test with
// Welch–Satterthwaite degrees of freedom, Cohen's d on the pooled SD, and Holm–Bonferroni adjustment. Each matches
// NumPy/SciPy to 1e-9 relative (test/unit/statistics.test.ts); the t distribution comes from @stdlib.
import tCdf from '@stdlib/stats-base-dists-t-cdf';

/** Neumaier-compensated sum: a million z-scores add up to the last bits NumPy's pairwise sum gives. */
export function sum(values: ArrayLike<number>): number {
  let total = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const next = total + value;
    compensation += Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
    total = next;
  }
  return total + compensation;
}

export const mean = (values: ArrayLike<number>): number => sum(values) / values.length;

/** Sample variance (n − 1), two-pass like NumPy's `var(ddof=1)`; NaN below two values. */
export function sampleVariance(values: ArrayLike<number>, valuesMean = mean(values)): number {
  const n = values.length;
  if (n < 2) return NaN;
  const squares = new Float64Array(n);
  for (let i = 0; i < n; i++) squares[i] = (values[i]! - valuesMean) ** 2;
  return sum(squares) / (n - 1);
}

/** Percentile of sorted values with linear interpolation (Hyndman–Fan type 7, NumPy's default); p in [0, 1]. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

export interface Summary {
  n: number;
  mean: number;
  /** Sample SD (n − 1). */
  std: number;
  p5: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

export function summarise(values: Float64Array): Summary {
  const m = mean(values);
  const sorted = Float64Array.from(values).sort();
  return {
    n: values.length,
    mean: m,
    std: Math.sqrt(sampleVariance(values, m)),
    p5: percentileOfSorted(sorted, 0.05),
    p25: percentileOfSorted(sorted, 0.25),
    p50: percentileOfSorted(sorted, 0.5),
    p75: percentileOfSorted(sorted, 0.75),
    p95: percentileOfSorted(sorted, 0.95),
  };
}

export interface Comparison {
  /** mean(A) − mean(B). */
  meanDiff: number;
  /**
   * Welch's t, its Welch–Satterthwaite df and two-sided p-value. Null when both samples have zero variance (SciPy
   * answers NaN there): with no spread the test is undefined, whatever the means.
   */
  t: number | null;
  df: number | null;
  pValue: number | null;
  /** meanDiff / pooled SD; null when the pooled SD is zero. */
  cohensD: number | null;
}

/** Welch's two-sided t-test and Cohen's d of two samples given their sizes, means and sample variances. */
export function welch(a: { n: number; mean: number; variance: number }, b: { n: number; mean: number; variance: number }): Comparison {
  const meanDiff = a.mean - b.mean;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const pooled = Math.sqrt(((a.n - 1) * a.variance + (b.n - 1) * b.variance) / (a.n + b.n - 2));
  const cohensD = pooled > 0 ? meanDiff / pooled : null;
  if (!(va + vb > 0)) return { meanDiff, t: null, df: null, pValue: null, cohensD };
  const t = meanDiff / Math.sqrt(va + vb);
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  return { meanDiff, t, df, pValue: Math.min(1, 2 * tCdf(-Math.abs(t), df)), cohensD };
}

/** Holm–Bonferroni adjusted p-values, in the order given; nulls (undefined tests) stay null and are not counted. */
export function holm(pValues: ReadonlyArray<number | null>): Array<number | null> {
  const ranked = pValues
    .map((p, i) => ({ p, i }))
    .filter((entry): entry is { p: number; i: number } => entry.p !== null)
    .sort((x, y) => x.p - y.p || x.i - y.i);
  const m = ranked.length;
  const adjusted: Array<number | null> = pValues.map(() => null);
  let running = 0;
  ranked.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
