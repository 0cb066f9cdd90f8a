// The statistics of the compliance baseline (SPEC §4): descriptive statistics per segment, Welch's t-test with
// Welch–Satterthwaite degrees of freedom, Cohen's d on the pooled SD, and Holm–Bonferroni adjustment. Each matches
// NumPy/SciPy to 1e-9 relative (test/unit/statistics.test.ts); the t distribution comes from @stdlib.
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

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

/** Student-t 95 % interval of the mean of `values` (unrounded); null with fewer than two. */
export function meanCi95(values: readonly number[]): [number, number] | null {
  const n = values.length;
  if (n < 2) return null;
  const centre = mean(values);
  const half = tQuantile(0.975, n - 1) * Math.sqrt(sampleVariance(values, centre) / n);
  return [centre - half, centre + half];
}

/**
 * The values at the given 0-based ranks of `values` in ascending order, found by quickselect (O(n) expected, where
 * a sort is O(n log n) and, for typed arrays in V8, several times slower still). Reorders `values` in place.
 */
export function valuesAtRanks(values: Float64Array, ranks: readonly number[]): Map<number, number> {
  const wanted = [...new Set(ranks)].sort((a, b) => a - b);
  const found = new Map<number, number>();
  // wanted[from..to) all lie in [lo, hi]; partition, then go on into each side that holds some of them.
  const visit = (lo: number, hi: number, from: number, to: number): void => {
    while (from < to) {
      if (hi - lo < 16) {
        for (let i = lo + 1; i <= hi; i++) {
          const value = values[i]!;
          let j = i - 1;
          for (; j >= lo && values[j]! > value; j--) values[j + 1] = values[j]!;
          values[j + 1] = value;
        }
        for (let k = from; k < to; k++) found.set(wanted[k]!, values[wanted[k]!]!);
        return;
      }
      const a = values[lo]!;
      const b = values[(lo + hi) >>> 1]!;
      const c = values[hi]!;
      const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b; // median of three
      let i = lo - 1;
      let j = hi + 1;
      for (;;) {
        do i++;
        while (values[i]! < pivot);
        do j--;
        while (values[j]! > pivot);
        if (i >= j) break;
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
      }
      let split = from;
      while (split < to && wanted[split]! <= j) split++;
      visit(lo, j, from, split);
      lo = j + 1;
      from = split;
    }
  };
  visit(0, values.length - 1, 0, wanted.length);
  return found;
}

/** Percentiles with linear interpolation (Hyndman–Fan type 7, NumPy's default); each p in [0, 1]. */
export function percentiles(values: ArrayLike<number>, ps: readonly number[]): number[] {
  const n = values.length;
  const positions = ps.map((p) => {
    const h = (n - 1) * p;
    const low = Math.floor(h);
    return { h, low, high: Math.min(low + 1, n - 1) };
  });
  const at = valuesAtRanks(Float64Array.from(values), positions.flatMap(({ low, high }) => [low, high]));
  return positions.map(({ h, low, high }) => at.get(low)! + (h - low) * (at.get(high)! - at.get(low)!));
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

export function summarise(values: Float64Array): Summary & { variance: number } {
  const m = mean(values);
  const variance = sampleVariance(values, m);
  const [p5, p25, p50, p75, p95] = percentiles(values, [0.05, 0.25, 0.5, 0.75, 0.95]) as [number, number, number, number, number];
  return { n: values.length, mean: m, variance, std: Math.sqrt(variance), p5, p25, p50, p75, p95 };
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
