import { ToolError, defineTool } from '../define.ts';
import {
  ROUNDING_NOTE,
  lineFit,
  nullableNumberOut,
  numberItem,
  numberOut,
  numbersSchema,
  polynomialEquation,
  sig,
  tLeft,
} from '../stats-helpers.ts';

export default defineTool({
  slug: 'linear-regression',
  name: 'Linear regression',
  category: 'statistics',
  description: `Ordinary least squares line y = intercept + slope·x (SciPy linregress): Pearson r, R², adjusted R² = 1 − (1 − R²)(n − 1)/(n − 2), standard errors of slope and intercept from the residual variance (n − 2 df), two-sided p-value of the slope (t test), and the prediction at predictX. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      x: numbersSchema(3, 'Independent values.'),
      y: numbersSchema(3, 'Dependent values, same length as x.'),
      predictX: { ...numberItem, description: 'An x value at which to predict y; prediction is null without it.' },
    },
    required: ['x', 'y'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      slope: numberOut,
      intercept: numberOut,
      r: numberOut,
      rSquared: numberOut,
      adjustedRSquared: numberOut,
      standardErrorSlope: numberOut,
      standardErrorIntercept: numberOut,
      pValueSlope: numberOut,
      equation: { type: 'string' },
      prediction: nullableNumberOut,
      n: { type: 'integer' },
    },
    required: ['slope', 'intercept', 'r', 'rSquared', 'adjustedRSquared', 'standardErrorSlope', 'standardErrorIntercept', 'pValueSlope', 'equation', 'prediction', 'n'],
  },
  examples: [
    {"inputs": {"x": [1, 2, 3, 4, 5], "y": [2, 4, 5, 4, 5], "predictX": 6}, "result": {"slope": 0.6, "intercept": 2.2, "r": 0.774596669241, "rSquared": 0.6, "adjustedRSquared": 0.466666666667, "standardErrorSlope": 0.282842712475, "standardErrorIntercept": 0.938083151965, "pValueSlope": 0.124027062658, "equation": "y = 2.2 + 0.6x", "prediction": 5.8, "n": 5}},
    {"inputs": {"x": [1.5, 2.0, 3.1, 4.8, 5.5, 6.9], "y": [10.2, 8.9, 7.7, 5.1, 4.0, 1.8]}, "result": {"slope": -1.50641216821, "intercept": 12.2587682672, "r": -0.998206796966, "rSquared": 0.996416809509, "adjustedRSquared": 0.995521011887, "standardErrorSlope": 0.0451677279618, "standardErrorIntercept": 0.199250611578, "pValueSlope": 4.82048258954e-06, "equation": "y = 12.2587682672 - 1.50641216821x", "prediction": null, "n": 6}},
  ],
  run({ x, y, predictX }: { x: number[]; y: number[]; predictX?: number }) {
    const n = x.length;
    if (y.length !== n) throw new ToolError(`x and y must have the same length (${n} and ${y.length}).`);
    const { mx, sxx, syy, slope, intercept, r } = lineFit(x, y);
    const r2 = r * r;
    const residualVariance = Math.max(0, ((1 - r2) * syy) / (n - 2));
    const seSlope = Math.sqrt(residualVariance / sxx);
    const seIntercept = Math.sqrt(residualVariance * (1 / n + (mx * mx) / sxx));
    const pSlope = seSlope === 0 ? 0 : Math.min(1, 2 * tLeft(-Math.abs(slope / seSlope), n - 2));
    const s = sig(slope, 'slope');
    const b = sig(intercept, 'intercept');
    return {
      slope: s,
      intercept: b,
      r: sig(r, 'correlation'),
      rSquared: sig(r2, 'R²'),
      adjustedRSquared: sig(1 - ((1 - r2) * (n - 1)) / (n - 2), 'adjusted R²'),
      standardErrorSlope: sig(seSlope, 'standard error'),
      standardErrorIntercept: sig(seIntercept, 'standard error'),
      pValueSlope: sig(pSlope, 'p-value'),
      equation: polynomialEquation([b, s]),
      prediction: predictX === undefined ? null : sig(intercept + slope * predictX, 'prediction'),
      n,
    };
  },
});
