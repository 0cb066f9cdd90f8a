import { ToolError, defineTool } from '../define.ts';
import { backSubstitute, householderQr, norm } from '../least-squares.ts';
import { ROUNDING_NOTE, mean, numberListOut, numberOut, numbersSchema, polynomialEquation, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'polynomial-regression',
  name: 'Polynomial regression',
  category: 'statistics',
  description: `Least-squares polynomial y = c0 + c1·x + … + c_d·x^d of degree 1–10 (NumPy polyfit, whose highest-first coefficients are returned here in ascending order), solved by Householder QR on the column-scaled Vandermonde matrix; R² = 1 − SSE/SST. Needs more distinct x values than the degree. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      x: numbersSchema(2, 'Independent values.'),
      y: numbersSchema(2, 'Dependent values, same length as x.'),
      degree: { type: 'integer', minimum: 1, maximum: 10, default: 2, description: 'Degree of the polynomial, 1 to 10; 2 (quadratic) by default.' },
    },
    required: ['x', 'y'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      coefficients: { ...numberListOut, description: 'c0, c1, … c_degree (ascending powers).' },
      rSquared: numberOut,
      equation: { type: 'string' },
    },
    required: ['coefficients', 'rSquared', 'equation'],
  },
  examples: [
    {"inputs": {"x": [0, 1, 2, 3, 4, 5], "y": [1, 6, 17, 34, 57, 86], "degree": 2}, "result": {"coefficients": [1, 2, 3], "rSquared": 1, "equation": "y = 1 + 2x + 3x^2"}},
    {"inputs": {"x": [1, 2, 3, 4, 5, 6, 7], "y": [2.3, 4.1, 8.9, 17.2, 30.8, 50.1, 75.5], "degree": 3}, "result": {"coefficients": [2.77142857143, -1.20555555556, 0.627380952381, 0.147222222222], "rSquared": 0.999977410464, "equation": "y = 2.77142857143 - 1.20555555556x + 0.627380952381x^2 + 0.147222222222x^3"}},
    {"inputs": {"x": [-2, -1, 0, 1, 2, 3], "y": [9.1, 3.8, 1.2, 0.7, 3.9, 9.6], "degree": 2}, "result": {"coefficients": [0.96, -1.33071428571, 1.39642857143], "rSquared": 0.997368412478, "equation": "y = 0.96 - 1.33071428571x + 1.39642857143x^2"}},
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ x, y, degree = 2 }: { x: number[]; y: number[]; degree?: number }) {
    const n = x.length;
    if (y.length !== n) throw new ToolError(`x and y must have the same length (${n} and ${y.length}).`);
    if (new Set(x).size <= degree) throw new ToolError(`A degree-${degree} polynomial needs at least ${degree + 1} distinct x values.`);
    const m = degree + 1;
    // Column-major Vandermonde matrix, each column scaled to unit norm (as polyfit does) for conditioning.
    const columns: Float64Array[] = [];
    const scales: number[] = [];
    for (let j = 0; j < m; j++) {
      const column = Float64Array.from(x, (v) => v ** j);
      const scale = norm(column, 0);
      if (!(scale > 0) || !Number.isFinite(scale)) throw new ToolError('The x values are out of range for this degree.');
      for (let i = 0; i < n; i++) column[i]! /= scale;
      columns.push(column);
      scales.push(scale);
    }
    const rhs = Float64Array.from(y);
    const diagonal = householderQr(columns, rhs);
    const maxDiagonal = diagonal ? Math.max(...diagonal.map(Math.abs)) : 0;
    if (!diagonal || diagonal.some((d) => Math.abs(d) <= maxDiagonal * n * Number.EPSILON)) {
      throw new ToolError('The design matrix is rank deficient (too few distinct x values for this degree).');
    }
    const scaled = backSubstitute(columns, diagonal, rhs);
    const coefficients = scaled.map((c, j) => c / scales[j]!);
    const my = mean(y);
    let sse = 0;
    let sst = 0;
    for (let i = 0; i < n; i++) {
      let fit = 0;
      for (let j = m - 1; j >= 0; j--) fit = fit * x[i]! + coefficients[j]!;
      sse += (y[i]! - fit) ** 2;
      sst += (y[i]! - my) ** 2;
    }
    if (!(sst > 0)) throw new ToolError('All y values are equal: R² is undefined.');
    const rounded = coefficients.map((c) => sig(c, 'coefficient'));
    return { coefficients: rounded, rSquared: sig(1 - sse / sst, 'R²'), equation: polynomialEquation(rounded) };
  },
});

