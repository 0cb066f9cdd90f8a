import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

interface Inputs {
  a: number;
  b: number;
  c: number;
}

const complexSchema = {
  type: 'object',
  properties: { re: { type: 'number' }, im: { type: 'number' } },
  required: ['re', 'im'],
};

export default defineTool({
  slug: 'quadratic-equation-solver',
  name: 'Quadratic equation solver',
  category: 'math',
  description:
    'Solves a·x² + b·x + c = 0: discriminant b² − 4ac, the roots as {re, im} sorted by real then imaginary part (one root when the discriminant is 0), and the vertex of the parabola. Real roots use the cancellation-free form q = −(b + sign(b)·√D)/2, x₁ = q/a, x₂ = c/q; unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'number', minimum: -1e100, maximum: 1e100, not: { const: 0 }, description: 'Coefficient of x² (not 0).' },
      b: { type: 'number', minimum: -1e100, maximum: 1e100, description: 'Coefficient of x.' },
      c: { type: 'number', minimum: -1e100, maximum: 1e100, description: 'Constant term.' },
    },
    required: ['a', 'b', 'c'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      discriminant: { type: 'number' },
      roots: { type: 'array', items: complexSchema },
      rootType: { type: 'string', enum: ['two-real', 'one-real', 'complex'] },
      vertex: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'] },
    },
    required: ['discriminant', 'roots', 'rootType', 'vertex'],
  },
  examples: [
    {"inputs":{"a":1,"b":-3,"c":2},"result":{"discriminant":1,"roots":[{"re":1,"im":0},{"re":2,"im":0}],"rootType":"two-real","vertex":{"x":1.5,"y":-0.25}}},
    {"inputs":{"a":1,"b":2,"c":5},"result":{"discriminant":-16,"roots":[{"re":-1,"im":-2},{"re":-1,"im":2}],"rootType":"complex","vertex":{"x":-1,"y":4}}},
    {"inputs":{"a":2,"b":-4,"c":2},"result":{"discriminant":0,"roots":[{"re":1,"im":0}],"rootType":"one-real","vertex":{"x":1,"y":0}}},
    {"inputs":{"a":1,"b":100000000,"c":1},"result":{"discriminant":9999999999999996,"roots":[{"re":-100000000,"im":0},{"re":-1e-8,"im":0}],"rootType":"two-real","vertex":{"x":-50000000,"y":-2499999999999999}}},
  ],
  run({ a, b, c }: Inputs) {
    if (a === 0) throw new ToolError('"a" must not be 0 (that is a linear equation).');
    const discriminant = finiteOr(b * b - 4 * a * c, 'discriminant');
    const vx = finiteOr(-b / (2 * a), 'vertex');
    const vertex = { x: vx, y: finiteOr(a * vx * vx + b * vx + c, 'vertex') };
    let roots: Array<{ re: number; im: number }>;
    let rootType: 'two-real' | 'one-real' | 'complex';
    if (discriminant > 0) {
      const q = -(b + (b < 0 ? -1 : 1) * Math.sqrt(discriminant)) / 2;
      const x1 = finiteOr(q / a, 'root');
      const x2 = finiteOr(c / q, 'root');
      roots = [x1, x2].sort((p, r) => p - r).map((re) => ({ re: re === 0 ? 0 : re, im: 0 }));
      rootType = 'two-real';
    } else if (discriminant === 0) {
      roots = [{ re: vx, im: 0 }];
      rootType = 'one-real';
    } else {
      const im = finiteOr(Math.sqrt(-discriminant) / (2 * Math.abs(a)), 'root');
      roots = [{ re: vx, im: -im }, { re: vx, im }];
      rootType = 'complex';
    }
    return { discriminant, roots, rootType, vertex };
  },
});
