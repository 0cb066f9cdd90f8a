// Least squares by Householder QR on unit-norm columns (as numpy.polyfit scales them), shared by polynomial-regression
// and multiple-linear-regression.

/** Euclidean norm of v[from:], scaled to avoid overflow. */
export function norm(v: Float64Array, from: number): number {
  let largest = 0;
  for (let i = from; i < v.length; i++) largest = Math.max(largest, Math.abs(v[i]!));
  if (largest === 0 || !Number.isFinite(largest)) return largest;
  let total = 0;
  for (let i = from; i < v.length; i++) total += (v[i]! / largest) ** 2;
  return largest * Math.sqrt(total);
}

/**
 * Reduces the column-major matrix `columns` (each as long as `rhs`) to R in place by Householder reflections, applied
 * to `rhs` too: afterwards R's entry (row, col) above the diagonal is columns[col][row], its diagonal is the array
 * returned, and rhs holds Qᵀy. Null when a column is zero from the diagonal down (the matrix is rank deficient).
 */
export function householderQr(columns: Float64Array[], rhs: Float64Array): number[] | null {
  const n = rhs.length;
  const diagonal: number[] = [];
  for (let j = 0; j < columns.length; j++) {
    const a = columns[j]!;
    const alpha = norm(a, j);
    if (!(alpha > 0)) return null;
    const r = a[j]! > 0 ? -alpha : alpha;
    // v = a[j:] − r·e₁, stored in a[j:]; ‖v‖² = 2α(α + |a_j|) since r = −sign(a_j)·α.
    const vNorm2 = 2 * alpha * (alpha + Math.abs(a[j]!));
    a[j]! -= r;
    diagonal.push(r);
    if (!(vNorm2 > 0)) continue; // α² underflowed: the rank check after the reduction refuses such a column
    const reflect = (b: Float64Array) => {
      let dot = 0;
      for (let i = j; i < n; i++) dot += a[i]! * b[i]!;
      const f = (2 * dot) / vNorm2;
      for (let i = j; i < n; i++) b[i]! -= f * a[i]!;
    };
    for (let c = j + 1; c < columns.length; c++) reflect(columns[c]!);
    reflect(rhs);
  }
  return diagonal;
}

/** The solution s of R·s = (Qᵀy)[0, p) after householderQr, by back substitution. */
export function backSubstitute(columns: Float64Array[], diagonal: readonly number[], rhs: Float64Array): number[] {
  const p = columns.length;
  const solution = new Array<number>(p).fill(0);
  for (let j = p - 1; j >= 0; j--) {
    let s = rhs[j]!;
    for (let c = j + 1; c < p; c++) s -= columns[c]![j]! * solution[c]!;
    solution[j] = s / diagonal[j]!;
  }
  return solution;
}
