import { ToolError, defineTool } from '../define.ts';
import { backSubstitute, householderQr, norm } from '../least-squares.ts';
import { ROUNDING_NOTE, fRight, mean, nullableNumberOut, numberItem, numberOut, numbersSchema, sig, tRight } from '../stats-helpers.ts';

const MAX_ROWS = 50_000;
const MAX_PREDICTORS = 20;

const RANK_DEFICIENT = 'The predictors are linearly dependent (X is rank deficient): drop a predictor that is constant or a combination of the others.';

export default defineTool({
  slug: 'multiple-linear-regression',
  name: 'Multiple linear regression',
  category: 'statistics',
  description: `Ordinary least squares y = b0 + b1·x1 + … + bk·xk with an intercept (as numpy.linalg.lstsq on [1, X], or R's lm), solved by Householder QR of the column-scaled design matrix; X must have full column rank (else 422). For each coefficient: estimate, standard error √(σ²·(XᵀX)⁻¹_jj), t = estimate/SE and the two-sided p-value from Student's t with n − k − 1 degrees of freedom. rSquared = 1 − SSE/SST, adjustedRSquared = 1 − (1 − R²)(n − 1)/(n − k − 1), fStatistic = ((SST − SSE)/k)/(SSE/(n − k − 1)) with its upper-tail p-value, residualStandardError = √(SSE/(n − k − 1)). t, p, F and its p are null for a perfect fit (SSE at rounding level, ≤ 1e-24·SST: standard errors 0). Needs n ≥ k + 2 rows and a y with spread. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      x: {
        type: 'array',
        minItems: 3,
        maxItems: MAX_ROWS,
        description: 'Predictor rows: n rows (up to 50,000) of k values each (k 1 to 20), every row the same length.',
        items: { type: 'array', minItems: 1, maxItems: MAX_PREDICTORS, items: numberItem, description: 'One observation: its k predictor values x1 … xk.' },
      },
      y: numbersSchema(3, 'Response values, one per row of x.', MAX_ROWS),
    },
    required: ['x', 'y'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      coefficients: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'intercept, x1, … xk.' },
            estimate: numberOut,
            standardError: numberOut,
            t: nullableNumberOut,
            pValue: nullableNumberOut,
          },
          required: ['name', 'estimate', 'standardError', 't', 'pValue'],
        },
      },
      rSquared: numberOut,
      adjustedRSquared: numberOut,
      fStatistic: nullableNumberOut,
      fPValue: nullableNumberOut,
      residualStandardError: numberOut,
      degreesOfFreedom: { type: 'integer', description: 'Residual degrees of freedom n − k − 1.' },
      n: { type: 'integer' },
    },
    required: ['coefficients', 'rSquared', 'adjustedRSquared', 'fStatistic', 'fPValue', 'residualStandardError', 'degreesOfFreedom', 'n'],
  },
  examples: [
    {"inputs": {"x": [[1, 1], [2, 1], [3, 2], [4, 3], [5, 5]], "y": [3.1, 3.9, 6.2, 7.8, 11.1]}, "result": {"coefficients": [{"name": "intercept", "estimate": 1.13, "standardError": 0.244880923444, "t": 4.61448766245, "pValue": 0.0438937693909}, {"name": "x1", "estimate": 0.856666666667, "standardError": 0.199944436726, "t": 4.28452364413, "pValue": 0.0503925095257}, {"name": "x2", "estimate": 1.13333333333, "standardError": 0.188929734146, "t": 5.99870284292, "pValue": 0.0266825517065}], "rSquared": 0.997922124123, "adjustedRSquared": 0.995844248246, "fStatistic": 480.260700389, "fPValue": 0.00207787587724, "residualStandardError": 0.20696215435, "degreesOfFreedom": 2, "n": 5}},
    {"inputs": {"x": [[2.5, 1, 30], [3.1, 0, 42], [1.8, 1, 25], [4.2, 0, 51], [3.7, 1, 38], [2.2, 0, 29], [5.0, 1, 60], [4.4, 0, 47]], "y": [12.1, 15.3, 9.8, 19.6, 17.0, 11.2, 23.9, 20.1]}, "result": {"coefficients": [{"name": "intercept", "estimate": 0.716684926096, "standardError": 0.384505560789, "t": 1.86391303321, "pValue": 0.135784031557}, {"name": "x1", "estimate": 3.05307869917, "standardError": 0.301716604764, "t": 10.1190277597, "pValue": 0.000536829530915}, {"name": "x2", "estimate": 0.331509958843, "standardError": 0.187850371391, "t": 1.7647554082, "pValue": 0.152368922843}, {"name": "x3", "estimate": 0.123641812882, "standardError": 0.0288692819106, "t": 4.28281566772, "pValue": 0.0128189775766}], "rSquared": 0.998477602324, "adjustedRSquared": 0.997335804066, "fStatistic": 874.478127795, "fPValue": 4.34347162122e-06, "residualStandardError": 0.254541434953, "degreesOfFreedom": 4, "n": 8}},
    {"inputs": {"x": [[1], [2], [3], [4], [5], [6]], "y": [2.2, 4.1, 6.3, 7.9, 10.2, 11.8]}, "result": {"coefficients": [{"name": "intercept", "estimate": 0.293333333333, "standardError": 0.164789427924, "t": 1.78004946694, "pValue": 0.149675651079}, {"name": "x1", "estimate": 1.94, "standardError": 0.042314018841, "t": 45.8476895634, "pValue": 1.3536465838e-06}], "rSquared": 0.998100674362, "adjustedRSquared": 0.997625842952, "fStatistic": 2102.0106383, "fPValue": 1.3536465838e-06, "residualStandardError": 0.177012240631, "degreesOfFreedom": 4, "n": 6}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ x, y }: { x: number[][]; y: number[] }) {
    const n = x.length;
    if (y.length !== n) throw new ToolError(`x has ${n} rows but y has ${y.length} values.`);
    const k = x[0]!.length;
    if (x.some((row) => row.length !== k)) throw new ToolError(`Every row of x needs the same number of predictors (the first has ${k}).`);
    const p = k + 1;
    if (n < k + 2) throw new ToolError(`${k} predictors need at least ${k + 2} rows (n ≥ k + 2), got ${n}.`);
    const df = n - p;
    // Column-major design matrix [1, x1 … xk], each column scaled to unit norm for conditioning.
    const columns: Float64Array[] = [];
    const scales: number[] = [];
    for (let j = 0; j < p; j++) {
      const column = j === 0 ? new Float64Array(n).fill(1) : Float64Array.from(x, (row) => row[j - 1]!);
      const scale = norm(column, 0);
      if (!(scale > 0)) throw new ToolError(RANK_DEFICIENT);
      for (let i = 0; i < n; i++) column[i]! /= scale;
      columns.push(column);
      scales.push(scale);
    }
    const rhs = Float64Array.from(y);
    const diagonal = householderQr(columns, rhs);
    // Unit-norm columns: |R_jj| near n·ε means column j is (numerically) a combination of the previous ones.
    if (!diagonal || diagonal.some((d) => Math.abs(d) <= Math.max(n, p) * Number.EPSILON * 10)) throw new ToolError(RANK_DEFICIENT);
    const R = (row: number, col: number) => (row === col ? diagonal[row]! : columns[col]![row]!);
    const scaled = backSubstitute(columns, diagonal, rhs);
    // R⁻¹ (upper triangular), so (XᵀX)⁻¹ = R⁻¹R⁻ᵀ in the scaled coordinates.
    const inverse = Array.from({ length: p }, () => new Float64Array(p));
    for (let col = 0; col < p; col++) {
      inverse[col]![col] = 1 / R(col, col);
      for (let row = col - 1; row >= 0; row--) {
        let s = 0;
        for (let m = row + 1; m <= col; m++) s += R(row, m) * inverse[m]![col]!;
        inverse[row]![col] = -s / R(row, row);
      }
    }
    const estimates = scaled.map((c, j) => c / scales[j]!);
    const my = mean(y);
    let sse = 0;
    let sst = 0;
    for (let i = 0; i < n; i++) {
      let fit = estimates[0]!;
      for (let j = 1; j < p; j++) fit += estimates[j]! * x[i]![j - 1]!;
      sse += (y[i]! - fit) ** 2;
      sst += (y[i]! - my) ** 2;
    }
    if (!(sst > 0)) throw new ToolError('All y values are equal: R² is undefined.');
    // A perfect fit (residuals at rounding level, below 1e-12 of y's spread) has no error variance.
    const perfect = sse <= sst * 1e-24;
    const sigma2 = perfect ? 0 : sse / df;
    const coefficients = estimates.map((estimate, j) => {
      let diag = 0;
      for (let m = j; m < p; m++) diag += inverse[j]![m]! ** 2;
      const se = Math.sqrt(sigma2 * diag) / scales[j]!;
      const t = estimate / se;
      return {
        name: j === 0 ? 'intercept' : `x${j}`,
        estimate: sig(estimate, 'coefficient'),
        standardError: sig(se, 'standard error'),
        t: perfect ? null : sig(t, 't statistic'),
        pValue: perfect ? null : sig(Math.min(1, 2 * tRight(Math.abs(t), df)), 'p-value'),
      };
    });
    const rSquared = perfect ? 1 : 1 - sse / sst;
    const f = (sst - sse) / k / sigma2;
    return {
      coefficients,
      rSquared: sig(rSquared, 'R²'),
      adjustedRSquared: sig(1 - ((1 - rSquared) * (n - 1)) / df, 'adjusted R²'),
      fStatistic: perfect ? null : sig(f, 'F statistic'),
      fPValue: perfect ? null : sig(fRight(f, k, df), 'p-value'),
      residualStandardError: sig(Math.sqrt(sigma2), 'residual standard error'),
      degreesOfFreedom: df,
      n,
    };
  },
});
