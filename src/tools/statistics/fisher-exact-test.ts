import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import { defineTool, nullable } from '../define.ts';
import { ROUNDING_NOTE, alternativeSchema, numberOut, sig, type Alternative } from '../stats-helpers.ts';

const MAX_CELL = 10_000;
/** Tables as probable as the observed one within this relative tolerance count as "no more probable" (R, SciPy). */
const RELATIVE_TOLERANCE = 1e-7;
/** A tail is summed outward until its terms fall below this fraction of the running sum. */
const NEGLIGIBLE = 1e-17;

export default defineTool({
  slug: 'fisher-exact-test',
  name: "Fisher's exact test (2×2)",
  category: 'statistics',
  description: `Fisher's exact test of a 2×2 contingency table [[a, b], [c, d]], as SciPy's fisher_exact: with the margins fixed, a follows the hypergeometric distribution (@stdlib pmf). less is P(X ≤ a), greater P(X ≥ a), two-sided the sum over the tables no more probable than the observed one (probability ≤ observed × (1 + 1e-7), the tolerance R and SciPy use for ties). oddsRatio is the sample odds ratio a·d/(b·c), null when b·c = 0 (SciPy gives inf or nan), not the conditional MLE of R's fisher.test. Each cell is at most 10,000; for the largest tables the log-factorial pmf is good to about 1e-9 relative. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      table: {
        type: 'array',
        minItems: 2,
        maxItems: 2,
        description: 'The 2×2 table of counts [[a, b], [c, d]]: rows are one factor, columns the other (each cell 0 to 10,000).',
        items: {
          type: 'array',
          minItems: 2,
          maxItems: 2,
          description: 'One row of two counts.',
          items: { type: 'integer', minimum: 0, maximum: MAX_CELL },
        },
      },
      alternative: alternativeSchema,
    },
    required: ['table'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      oddsRatio: nullable({ type: 'number' }, { description: 'a·d/(b·c); null when b·c = 0.' }),
      pValue: numberOut,
    },
    required: ['oddsRatio', 'pValue'],
  },
  examples: [
    {"inputs": {"table": [[3, 1], [1, 3]]}, "result": {"oddsRatio": 9, "pValue": 0.485714285714}},
    {"inputs": {"table": [[8, 2], [1, 5]]}, "result": {"oddsRatio": 20, "pValue": 0.034965034965}},
    {"inputs": {"table": [[10, 20], [30, 25]], "alternative": "less"}, "result": {"oddsRatio": 0.416666666667, "pValue": 0.0493608029185}},
    {"inputs": {"table": [[7, 0], [2, 5]], "alternative": "greater"}, "result": {"oddsRatio": null, "pValue": 0.0104895104895}},
  ],
  run({ table, alternative = 'two-sided' }: { table: number[][]; alternative?: Alternative }) {
    const [[a, b], [c, d]] = table as [[number, number], [number, number]];
    const row1 = a + b;
    const col1 = a + c;
    const total = a + b + c + d;
    const low = Math.max(0, row1 + col1 - total);
    const high = Math.min(row1, col1);
    const pmf = (k: number) => hypergeometricPmf(k, total, col1, row1);
    /** Sum of pmf from `from` stepping by `step` (±1) while in the support, stopping once the terms are negligible. */
    const tail = (from: number, step: 1 | -1) => {
      let s = 0;
      for (let k = from; k >= low && k <= high; k += step) {
        const term = pmf(k);
        s += term;
        if (term <= s * NEGLIGIBLE) break;
      }
      return s;
    };
    const mode = Math.min(high, Math.max(low, Math.floor(((row1 + 1) * (col1 + 1)) / (total + 2))));
    let p: number;
    if (total === 0 || low === high) p = 1;
    else if (alternative === 'less') p = a <= mode ? tail(a, -1) : 1 - tail(a + 1, 1);
    else if (alternative === 'greater') p = a >= mode ? tail(a, 1) : 1 - tail(a - 1, -1);
    else {
      const threshold = pmf(a) * (1 + RELATIVE_TOLERANCE);
      if (pmf(mode) <= threshold) p = 1;
      else {
        // The pmf rises to the mode and falls after it: the tables no more probable than a are the two tails outside
        // an interval around the mode, found by bisection on each side.
        let lo = low - 1; // largest k ≤ mode with pmf(k) ≤ threshold (low − 1: none)
        for (let l = low, h = mode; l <= h; ) {
          const mid = Math.floor((l + h) / 2);
          if (pmf(mid) <= threshold) (lo = mid), (l = mid + 1);
          else h = mid - 1;
        }
        let hi = high + 1; // smallest k ≥ mode with pmf(k) ≤ threshold
        for (let l = mode, h = high; l <= h; ) {
          const mid = Math.floor((l + h) / 2);
          if (pmf(mid) <= threshold) (hi = mid), (h = mid - 1);
          else l = mid + 1;
        }
        p = (lo >= low ? tail(lo, -1) : 0) + (hi <= high ? tail(hi, 1) : 0);
      }
    }
    return {
      oddsRatio: b * c === 0 ? null : sig((a * d) / (b * c), 'odds ratio'),
      pValue: sig(Math.min(1, Math.max(0, p)), 'p-value'),
    };
  },
});
