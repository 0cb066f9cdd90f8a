import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, lineFit, numberOut, numbersSchema, sig } from '../stats-helpers.ts';

type Model = 'exponential' | 'logarithmic' | 'power';

export default defineTool({
  slug: 'curve-fit-regression',
  name: 'Curve fit regression',
  category: 'statistics',
  description: `Fits exponential y = a·e^(b·x), logarithmic y = a + b·ln(x) or power y = a·x^b by least squares in transformed space (ln y against x, y against ln x, ln y against ln x), as numpy.polyfit of degree 1 on the transformed data — not a nonlinear fit of the original values; rSquared is that of the transformed fit. Exponential and power need every y positive, logarithmic and power every x positive. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      x: numbersSchema(3, 'Independent values.'),
      y: numbersSchema(3, 'Dependent values, same length as x.'),
      model: { type: 'string', enum: ['exponential', 'logarithmic', 'power'], description: 'exponential (y = a·e^(b·x)), logarithmic (y = a + b·ln(x)) or power (y = a·x^b).' },
    },
    required: ['x', 'y', 'model'],
  },
  outputSchema: {
    type: 'object',
    properties: { a: numberOut, b: numberOut, rSquared: numberOut, equation: { type: 'string' } },
    required: ['a', 'b', 'rSquared', 'equation'],
  },
  examples: [
    {"inputs": {"x": [0, 1, 2, 3, 4, 5], "y": [2.1, 3.2, 4.8, 7.4, 10.9, 16.3], "model": "exponential"}, "result": {"a": 2.11792097478, "b": 0.410166823886, "rSquared": 0.999791838976, "equation": "y = 2.11792097478e^(0.410166823886x)"}},
    {"inputs": {"x": [1, 2, 4, 8, 16], "y": [1.1, 2.9, 5.2, 6.8, 9.1], "model": "logarithmic"}, "result": {"a": 1.04, "b": 2.87096313137, "rSquared": 0.997305328901, "equation": "y = 1.04 + 2.87096313137ln(x)"}},
    {"inputs": {"x": [1, 2, 3, 4, 5, 6], "y": [3.0, 8.4, 15.8, 23.9, 33.6, 44.0], "model": "power"}, "result": {"a": 2.99591454335, "b": 1.50107520235, "rSquared": 0.999938196112, "equation": "y = 2.99591454335x^1.50107520235"}},
  ],
  run({ x, y, model }: { x: number[]; y: number[]; model: Model }) {
    if (y.length !== x.length) throw new ToolError(`x and y must have the same length (${x.length} and ${y.length}).`);
    const logX = model !== 'exponential';
    const logY = model !== 'logarithmic';
    if (logX && x.some((v) => !(v > 0))) throw new ToolError(`The ${model} model needs every x above 0.`);
    if (logY && y.some((v) => !(v > 0))) throw new ToolError(`The ${model} model needs every y above 0.`);
    const fit = lineFit(logX ? x.map(Math.log) : x, logY ? y.map(Math.log) : y);
    const a = sig(logY ? Math.exp(fit.intercept) : fit.intercept, 'a');
    const b = sig(fit.slope, 'b');
    const sign = b < 0 ? '-' : '+';
    const equation =
      model === 'exponential' ? `y = ${a}e^(${b}x)` : model === 'power' ? `y = ${a}x^${b}` : `y = ${a} ${sign} ${Math.abs(b)}ln(x)`;
    return { a, b, rSquared: sig(fit.r * fit.r, 'R²'), equation };
  },
});
