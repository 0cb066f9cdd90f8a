import { ToolError, defineTool } from '../define.ts';
import { checkVariableName, MAX_EXPRESSION_LENGTH, realFunction, roundSignificant, variableInput } from '../math-sandbox.ts';

const SUBINTERVALS = 1000;
const XTOL = 2e-12;
const RTOL = 4 * Number.EPSILON;
const MAX_ITERATIONS = 100;

/** Brent's method as scipy.optimize.brentq implements it (zeros/brentq.c): the root and the iterations used. */
function brentq(f: (x: number) => number, xa: number, xb: number, fa: number, fb: number): { root: number; iterations: number } {
  let xpre = xa;
  let xcur = xb;
  let fpre = fa;
  let fcur = fb;
  let xblk = 0;
  let fblk = 0;
  let spre = 0;
  let scur = 0;
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    if (fpre !== 0 && fcur !== 0 && Math.sign(fpre) !== Math.sign(fcur)) {
      xblk = xpre;
      fblk = fpre;
      spre = scur = xcur - xpre;
    }
    if (Math.abs(fblk) < Math.abs(fcur)) {
      xpre = xcur;
      xcur = xblk;
      xblk = xpre;
      fpre = fcur;
      fcur = fblk;
      fblk = fpre;
    }
    const delta = (XTOL + RTOL * Math.abs(xcur)) / 2;
    const sbis = (xblk - xcur) / 2;
    if (fcur === 0 || Math.abs(sbis) < delta) return { root: xcur, iterations: i };
    if (Math.abs(spre) > delta && Math.abs(fcur) < Math.abs(fpre)) {
      let stry: number;
      if (xpre === xblk) {
        stry = (-fcur * (xcur - xpre)) / (fcur - fpre); // secant
      } else {
        const dpre = (fpre - fcur) / (xpre - xcur);
        const dblk = (fblk - fcur) / (xblk - xcur);
        stry = (-fcur * (fblk * dblk - fpre * dpre)) / (dblk * dpre * (fblk - fpre)); // inverse quadratic
      }
      if (2 * Math.abs(stry) < Math.min(Math.abs(spre), 3 * Math.abs(sbis) - delta)) {
        spre = scur;
        scur = stry;
      } else {
        spre = sbis;
        scur = sbis;
      }
    } else {
      spre = sbis;
      scur = sbis;
    }
    xpre = xcur;
    fpre = fcur;
    xcur += Math.abs(scur) > delta ? scur : sbis > 0 ? delta : -delta;
    fcur = f(xcur);
  }
  return { root: xcur, iterations: MAX_ITERATIONS };
}

/** Splits "left = right" at its one assignment sign (not ==, <=, >=, !=). */
function sides(equation: string): [string, string] {
  const positions = [...equation.matchAll(/(?<![=<>!])=(?!=)/g)].map((m) => m.index!);
  if (positions.length > 1) throw new ToolError('The equation has more than one "=".');
  if (positions.length === 0) return [equation, '0'];
  const [left, right] = [equation.slice(0, positions[0]), equation.slice(positions[0]! + 1)];
  if (!left.trim() || !right.trim()) throw new ToolError('Both sides of "=" need an expression.');
  return [left, right];
}

export default defineTool({
  slug: 'equation-solver',
  name: 'Equation solver',
  category: 'math',
  description:
    'Real roots of an equation "f(x) = g(x)" (or an expression = 0) inside a bracket [lower, upper]: h = f − g is sampled at 1001 evenly spaced points, every exact zero is a root and every sign change is refined by Brent\'s method (the scipy brentq algorithm, xtol 2e-12, rtol 4ε, ≤ 100 iterations). A sign change at a pole (|h| not small at the end) is dropped; roots closer than the grid step or touching zero without a sign change can be missed. Roots are rounded to 12 significant digits; iterations is the Brent total.',
  inputSchema: {
    type: 'object',
    properties: {
      equation: { type: 'string', minLength: 1, maxLength: MAX_EXPRESSION_LENGTH, description: 'e.g. "x^3 - 2*x = 5" or "cos(x) - x".' },
      variable: variableInput('The unknown.'),
      lower: { type: 'number', minimum: -1e12, maximum: 1e12, description: 'Lower end of the search bracket.' },
      upper: { type: 'number', minimum: -1e12, maximum: 1e12, description: 'Upper end of the search bracket.' },
    },
    required: ['equation', 'lower', 'upper'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      roots: { type: 'array', items: { type: 'number' }, description: 'Ascending, 12 significant digits.' },
      iterations: { type: 'integer', description: 'Brent iterations over all sign changes.' },
    },
    required: ['roots', 'iterations'],
  },
  examples: [
    {"inputs":{"equation":"x^3 - 2*x = 5","lower":0,"upper":3},"result":{"roots":[2.09455148154],"iterations":4}},
    {"inputs":{"equation":"x^2 - 2","lower":-2,"upper":2},"result":{"roots":[-1.41421356237,1.41421356237],"iterations":10}},
    {"inputs":{"equation":"1/x = 1","lower":-1,"upper":2},"result":{"roots":[1],"iterations":44}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ equation, variable = 'x', lower, upper }: { equation: string; variable?: string; lower: number; upper: number }) {
    if (!(lower < upper)) throw new ToolError('"lower" must be below "upper".');
    checkVariableName(variable);
    const [left, right] = sides(equation);
    const f = realFunction(left, variable, 'equation');
    const g = realFunction(right, variable, 'equation');
    const h = (x: number) => f(x) - g(x);
    const safe = (x: number) => {
      try {
        const v = h(x);
        return Number.isFinite(v) ? v : NaN;
      } catch (error) {
        if (error instanceof ToolError) return NaN;
        throw error;
      }
    };
    const xs = Array.from({ length: SUBINTERVALS + 1 }, (_, i) => lower + (i * (upper - lower)) / SUBINTERVALS);
    const ys = xs.map(safe);
    const roots: number[] = [];
    let iterations = 0;
    for (let i = 0; i <= SUBINTERVALS; i++) {
      if (ys[i] === 0) roots.push(xs[i]!);
      if (i === SUBINTERVALS) break;
      const [ya, yb] = [ys[i]!, ys[i + 1]!];
      if (Number.isNaN(ya) || Number.isNaN(yb) || ya === 0 || yb === 0 || Math.sign(ya) === Math.sign(yb)) continue;
      let found: { root: number; iterations: number };
      try {
        found = brentq(h, xs[i]!, xs[i + 1]!, ya, yb);
      } catch (error) {
        if (error instanceof ToolError) continue; // undefined somewhere inside the bracket
        throw error;
      }
      iterations += found.iterations;
      const residual = safe(found.root);
      if (Number.isNaN(residual) || Math.abs(residual) > 1e-6 * Math.max(1, Math.abs(ya), Math.abs(yb))) continue; // a pole
      roots.push(found.root);
    }
    return { roots: roots.map((r) => roundSignificant(r)).sort((p, q) => p - q), iterations };
  },
});
