import { ToolError, defineTool } from '../define.ts';
import { checkVariableName, MAX_EXPRESSION_LENGTH, realFunction, roundSignificant, variableInput } from '../math-sandbox.ts';

// Gauss–Kronrod 15-point nodes and weights on [−1, 1] (QUADPACK qk15): Kronrod nodes, their weights, and the weights
// of the embedded 7-point Gauss rule at the odd-indexed nodes (the last one is the centre).
const XGK = [0.991455371120812639206854697526329, 0.949107912342758524526189684047851, 0.864864423359769072789712788640926, 0.741531185599394439863864773280788, 0.586087235467691130294144845693013, 0.405845151377397166906606412076961, 0.207784955007898467600689403773245, 0];
const WGK = [0.02293532201052922496373200805897, 0.063092092629978553290700663189204, 0.104790010322250183839876322541518, 0.140653259715525918745189590510238, 0.16900472663926790282658342659855, 0.190350578064785409913256402421014, 0.204432940075298892414161999234649, 0.209482141084727828012999174891714];
const WG = [0.129484966168869693270611432679082, 0.27970539148927666790146777142378, 0.381830050505118944950369775488975, 0.417959183673469387755102040816327];
const MAX_INTERVALS = 2000;
const TOLERANCE = 1e-12;

interface Piece {
  a: number;
  b: number;
  value: number;
  error: number;
}

function kronrod(f: (x: number) => number, a: number, b: number): Piece {
  const centre = (a + b) / 2;
  const half = (b - a) / 2;
  const fc = f(centre);
  let k = fc * WGK[7]!;
  let g = fc * WG[3]!;
  for (let j = 0; j < 7; j++) {
    const dx = half * XGK[j]!;
    const sum = f(centre - dx) + f(centre + dx);
    k += WGK[j]! * sum;
    if (j % 2 === 1) g += WG[(j - 1) / 2]! * sum;
  }
  return { a, b, value: k * half, error: Math.abs((k - g) * half) };
}

export default defineTool({
  slug: 'definite-integral',
  name: 'Definite integral',
  category: 'math',
  description:
    'Numerical integral of an expression in one variable over a finite interval by globally adaptive Gauss–Kronrod (G7–K15) quadrature: the interval with the largest error estimate is halved until the summed |K15 − G7| estimate is below 1e-12 (absolute or relative) or 2000 intervals are used. value is rounded to 12 significant digits, estimatedError to 2 (0 below 1e-14 of the value); an integrand that is undefined or infinite at a sample point is refused.',
  inputSchema: {
    type: 'object',
    properties: {
      expression: { type: 'string', minLength: 1, maxLength: MAX_EXPRESSION_LENGTH, description: 'The integrand, e.g. "x^2 * sin(x)" (mathjs syntax, ^ = power).' },
      variable: variableInput('The integration variable.'),
      lower: { type: 'number', minimum: -1e12, maximum: 1e12, description: 'Lower limit.' },
      upper: { type: 'number', minimum: -1e12, maximum: 1e12, description: 'Upper limit.' },
    },
    required: ['expression', 'lower', 'upper'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      value: { type: 'number', description: '12 significant digits.' },
      estimatedError: { type: 'number', description: 'Summed |K15 − G7| over the final intervals, 2 significant digits.' },
      intervals: { type: 'integer', description: 'Subintervals used.' },
    },
    required: ['value', 'estimatedError', 'intervals'],
  },
  examples: [
    {"inputs":{"expression":"x^2","lower":0,"upper":3},"result":{"value":9,"estimatedError":0,"intervals":1}},
    {"inputs":{"expression":"exp(-x^2)","lower":-2,"upper":2},"result":{"value":1.76416278152,"estimatedError":1.6e-12,"intervals":4}},
    {"inputs":{"expression":"1 / (1 + x^2)","lower":0,"upper":1},"result":{"value":0.785398163397,"estimatedError":8.8e-14,"intervals":2}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ expression, variable = 'x', lower, upper }: { expression: string; variable?: string; lower: number; upper: number }) {
    const f = realFunction(expression, checkVariableName(variable));
    if (lower === upper) return { value: 0, estimatedError: 0, intervals: 0 };
    const sign = lower < upper ? 1 : -1;
    const [a, b] = sign > 0 ? [lower, upper] : [upper, lower];
    const pieces = [kronrod(f, a, b)];
    let value = pieces[0]!.value;
    let error = pieces[0]!.error;
    while (error > Math.max(TOLERANCE, TOLERANCE * Math.abs(value)) && pieces.length < MAX_INTERVALS) {
      let worst = 0;
      for (let i = 1; i < pieces.length; i++) if (pieces[i]!.error > pieces[worst]!.error) worst = i;
      const { a: p, b: q } = pieces[worst]!;
      const middle = (p + q) / 2;
      if (middle <= p || middle >= q) break; // the interval cannot be halved in doubles
      pieces.splice(worst, 1, kronrod(f, p, middle), kronrod(f, middle, q));
      value = 0;
      error = 0;
      for (const piece of pieces) {
        value += piece.value;
        error += piece.error;
      }
    }
    if (!Number.isFinite(value) || !Number.isFinite(error)) throw new ToolError('The integral overflows a double.');
    return {
      value: roundSignificant(sign * value),
      estimatedError: error < 1e-14 * Math.max(1, Math.abs(value)) ? 0 : roundSignificant(error, 2),
      intervals: pieces.length,
    };
  },
});
