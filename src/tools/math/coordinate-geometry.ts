import { ToolError, defineTool, nullable } from '../define.ts';
import { finiteOr, formatSignificant } from '../math-sandbox.ts';

const point = { type: 'array', minItems: 2, maxItems: 3, items: { type: 'number', minimum: -1e100, maximum: 1e100 } };
const clean = (v: number) => (v === 0 ? 0 : v);

export default defineTool({
  slug: 'coordinate-geometry',
  name: 'Coordinate geometry',
  category: 'math',
  description:
    'For two points in 2-D or 3-D: distance (√ of the summed squared differences), midpoint, and in 2-D the slope, y-intercept, the line\'s equation ("y = m·x + b" with numbers to 12 significant digits, or "x = c" for a vertical line; slope and intercept null then) and the angle of p1→p2 from the x-axis in degrees (atan2, −180…180). Unrounded doubles otherwise.',
  inputSchema: {
    type: 'object',
    properties: { p1: { ...point, description: '[x, y] or [x, y, z].' }, p2: { ...point, description: 'Same dimension as p1.' } },
    required: ['p1', 'p2'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      distance: { type: 'number' },
      midpoint: { type: 'array', items: { type: 'number' } },
      slope: nullable({ type: 'number' }),
      intercept: nullable({ type: 'number' }),
      equation: nullable({ type: 'string' }),
      angleDegrees: nullable({ type: 'number' }),
    },
    required: ['distance', 'midpoint', 'slope', 'intercept', 'equation', 'angleDegrees'],
  },
  examples: [
    {"inputs":{"p1":[1,2],"p2":[4,6]},"result":{"distance":5,"midpoint":[2.5,4],"slope":1.3333333333333333,"intercept":0.6666666666666667,"equation":"y = 1.33333333333x + 0.666666666667","angleDegrees":53.13010235415598}},
    {"inputs":{"p1":[2,-1],"p2":[2,5]},"result":{"distance":6,"midpoint":[2,2],"slope":null,"intercept":null,"equation":"x = 2","angleDegrees":90}},
    {"inputs":{"p1":[0,0,0],"p2":[1,2,2]},"result":{"distance":3,"midpoint":[0.5,1,1],"slope":null,"intercept":null,"equation":null,"angleDegrees":null}},
  ],
  run({ p1, p2 }: { p1: number[]; p2: number[] }) {
    if (p1.length !== p2.length) throw new ToolError('Both points need the same number of coordinates.');
    const deltas = p1.map((v, i) => p2[i]! - v);
    const distance = finiteOr(Math.sqrt(deltas.reduce((sum, d) => sum + d * d, 0)), 'distance');
    const midpoint = p1.map((v, i) => clean(finiteOr((v + p2[i]!) / 2, 'midpoint')));
    if (p1.length === 3) return { distance, midpoint, slope: null, intercept: null, equation: null, angleDegrees: null };
    if (deltas[0] === 0 && deltas[1] === 0) throw new ToolError('The two points are the same: no line is defined.');
    const angleDegrees = clean((Math.atan2(deltas[1]!, deltas[0]!) * 180) / Math.PI);
    if (deltas[0] === 0) return { distance, midpoint, slope: null, intercept: null, equation: `x = ${formatSignificant(p1[0]!, 12)}`, angleDegrees };
    const slope = clean(finiteOr(deltas[1]! / deltas[0]!, 'slope'));
    const intercept = clean(finiteOr(p1[1]! - slope * p1[0]!, 'intercept'));
    const sign = intercept < 0 ? '-' : '+';
    const equation = `y = ${formatSignificant(slope, 12)}x ${sign} ${formatSignificant(Math.abs(intercept), 12)}`;
    return { distance, midpoint, slope, intercept, equation, angleDegrees };
  },
});
