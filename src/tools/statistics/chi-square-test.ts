import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, chiSquareRight, nullableNumberOut, numberOut, sig } from '../stats-helpers.ts';

const count = { type: 'number', minimum: 0, maximum: 1e12 } as const;

export default defineTool({
  slug: 'chi-square-test',
  name: 'Chi-square test',
  category: 'statistics',
  description: `Pearson's chi-square test. A table of rows (observed: number[][]) tests independence with expected = row total × column total / grand total and df = (r − 1)(c − 1), as SciPy chi2_contingency; yatesCorrection applies Yates' continuity correction, only to 2×2 tables (df 1), as SciPy does; Cramér's V uses the uncorrected statistic. A flat list (observed: number[]) tests goodness of fit against expected counts (same total) or, without them, equal counts, df = k − 1 (SciPy chisquare). ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      observed: {
        type: 'array',
        minItems: 2,
        maxItems: 1000,
        items: { anyOf: [count, { type: 'array', minItems: 2, maxItems: 100, items: count }] },
        description: 'Counts: a list (goodness of fit) or a table of rows (independence), rows at most 100 × 100.',
      },
      expected: { type: 'array', minItems: 2, maxItems: 1000, items: count, description: 'Expected counts for goodness of fit.' },
      yatesCorrection: { type: 'boolean', default: false, description: 'Apply Yates\' continuity correction (2×2 tables only); off by default.' },
    },
    required: ['observed'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      test: { type: 'string', enum: ['independence', 'goodness-of-fit'] },
      chiSquare: numberOut,
      degreesOfFreedom: { type: 'integer' },
      pValue: numberOut,
      expected: { type: 'array', items: { anyOf: [numberOut, { type: 'array', items: numberOut }] } },
      cramersV: { ...nullableNumberOut, description: 'Effect size of a table; null for goodness of fit.' },
    },
    required: ['test', 'chiSquare', 'degreesOfFreedom', 'pValue', 'expected', 'cramersV'],
  },
  examples: [
    {"inputs": {"observed": [[10, 20, 30], [6, 9, 17]]}, "result": {"test": "independence", "chiSquare": 0.271574651504, "degreesOfFreedom": 2, "pValue": 0.87302828338, "expected": [[10.4347826087, 18.9130434783, 30.652173913], [5.5652173913, 10.0869565217, 16.347826087]], "cramersV": 0.0543313757042}},
    {"inputs": {"observed": [[12, 5], [7, 14]], "yatesCorrection": true}, "result": {"test": "independence", "chiSquare": 3.83193277311, "degreesOfFreedom": 1, "pValue": 0.0502849160605, "expected": [[8.5, 8.5], [10.5, 10.5]], "cramersV": 0.370479286817}},
    {"inputs": {"observed": [16, 18, 16, 14, 12, 12]}, "result": {"test": "goodness-of-fit", "chiSquare": 2, "degreesOfFreedom": 5, "pValue": 0.849145036085, "expected": [14.6666666667, 14.6666666667, 14.6666666667, 14.6666666667, 14.6666666667, 14.6666666667], "cramersV": null}},
    {"inputs": {"observed": [50, 30, 20], "expected": [40, 40, 20]}, "result": {"test": "goodness-of-fit", "chiSquare": 5, "degreesOfFreedom": 2, "pValue": 0.0820849986239, "expected": [40, 40, 20], "cramersV": null}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ observed, expected, yatesCorrection = false }: { observed: Array<number | number[]>; expected?: number[]; yatesCorrection?: boolean }) {
    if (observed.every((row) => typeof row === 'number')) return goodnessOfFit(observed as number[], expected);
    if (!observed.every((row) => Array.isArray(row))) throw new ToolError('observed must be all numbers (goodness of fit) or all rows (a table).');
    if (expected !== undefined) throw new ToolError('expected is for goodness of fit; a table computes its own expected counts.');
    return independence(observed as number[][], yatesCorrection);
  },
});

function goodnessOfFit(observed: number[], expected?: number[]) {
  const k = observed.length;
  const total = observed.reduce((a, b) => a + b, 0);
  let exp: number[];
  if (expected === undefined) {
    exp = observed.map(() => total / k);
  } else {
    if (expected.length !== k) throw new ToolError(`Give one expected count per observed count (${k}).`);
    const expectedTotal = expected.reduce((a, b) => a + b, 0);
    if (Math.abs(expectedTotal - total) > 1e-8 * Math.max(total, expectedTotal)) {
      throw new ToolError(`The expected counts sum to ${expectedTotal}, the observed to ${total}: they must be equal.`);
    }
    exp = expected;
  }
  if (exp.some((e) => !(e > 0))) throw new ToolError('Every expected count must be positive.');
  let chi = 0;
  for (let i = 0; i < k; i++) chi += (observed[i]! - exp[i]!) ** 2 / exp[i]!;
  return {
    test: 'goodness-of-fit' as const,
    chiSquare: sig(chi, 'chi-square'),
    degreesOfFreedom: k - 1,
    pValue: sig(chiSquareRight(chi, k - 1), 'p-value'),
    expected: exp.map((e) => sig(e, 'expected count')),
    cramersV: null,
  };
}

function independence(table: number[][], yates: boolean) {
  const r = table.length;
  const c = table[0]!.length;
  if (table.some((row) => row.length !== c)) throw new ToolError('Every row of the table must have the same number of columns.');
  const rowSums = table.map((row) => row.reduce((a, b) => a + b, 0));
  const colSums = Array.from({ length: c }, (_, j) => table.reduce((a, row) => a + row[j]!, 0));
  const total = rowSums.reduce((a, b) => a + b, 0);
  if (rowSums.some((s) => s === 0) || colSums.some((s) => s === 0)) {
    throw new ToolError('A row or column of the table sums to zero, so its expected counts are zero.');
  }
  const df = (r - 1) * (c - 1);
  const exp = table.map((_, i) => colSums.map((cs) => (rowSums[i]! * cs) / total));
  let chi = 0;
  let chiPlain = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      const e = exp[i]![j]!;
      const diff = table[i]![j]! - e;
      chiPlain += (diff * diff) / e;
      const adjusted = yates && df === 1 ? Math.max(Math.abs(diff) - 0.5, 0) : Math.abs(diff);
      chi += (adjusted * adjusted) / e;
    }
  }
  return {
    test: 'independence' as const,
    chiSquare: sig(chi, 'chi-square'),
    degreesOfFreedom: df,
    pValue: sig(chiSquareRight(chi, df), 'p-value'),
    expected: exp.map((row) => row.map((e) => sig(e, 'expected count'))),
    cramersV: sig(Math.sqrt(chiPlain / (total * (Math.min(r, c) - 1))), "Cramér's V"),
  };
}
