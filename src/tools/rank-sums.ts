// Rank sums for the rank tests (mann-whitney-u-test, wilcoxon-signed-rank-test): two sorted samples merged into the
// pooled ranking without sorting indices, tied values sharing their average rank (SciPy rankdata "average").

export interface RankSums {
  /** Sum of the pooled average ranks of the first sample's values (exact: ranks are multiples of ½). */
  first: number;
  /** Σ(t³ − t) over the groups of t tied values of the pooled data (0 without ties). */
  tieTerm: number;
}

/** Ascending copy as a typed array (numeric sort, fast). */
export const ascending = (values: ArrayLike<number>): Float64Array => Float64Array.from(values).sort();

/** Merges two ascending samples: the first sample's rank sum and the tie term of the pooled data. */
export function rankSums(a: Float64Array, b: Float64Array): RankSums {
  let i = 0;
  let j = 0;
  let position = 0; // ranks already given
  let first = 0;
  let tieTerm = 0;
  while (i < a.length || j < b.length) {
    const value = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i]! : b[j]!;
    let fromA = 0;
    let fromB = 0;
    while (i < a.length && a[i] === value) (i++, fromA++);
    while (j < b.length && b[j] === value) (j++, fromB++);
    const t = fromA + fromB;
    const averageRank = position + (t + 1) / 2;
    first += fromA * averageRank;
    tieTerm += t ** 3 - t;
    position += t;
  }
  return { first, tieTerm };
}
