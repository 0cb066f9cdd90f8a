import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

interface Inputs {
  base: number;
  exponent?: number;
  root?: number;
}

/** The n-th root of |x| ≥ 0: sqrt and cbrt where they exist, else pow(x, 1/n), snapped to an integer that is exact. */
function rootOf(x: number, n: number): number {
  const y = n === 2 ? Math.sqrt(x) : n === 3 ? Math.cbrt(x) : Math.pow(x, 1 / n);
  const r = Math.round(y);
  return r !== y && r ** n === x ? r : y;
}

export default defineTool({
  slug: 'exponent-root-calculator',
  name: 'Exponent and root calculator',
  category: 'math',
  description:
    'Raises a base to an exponent (pow), or takes its n-th root: square and cube roots use sqrt and cbrt, other roots pow(x, 1/n) snapped to the integer when that integer is the exact root. Odd roots of negatives are −(|x|^(1/n)); even roots of negatives and non-real powers are refused. Give exactly one of exponent and root.',
  inputSchema: {
    type: 'object',
    properties: {
      base: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'The base (or radicand).' },
      exponent: { type: 'number', minimum: -1e6, maximum: 1e6, description: 'The power to raise the base to.' },
      root: { type: 'integer', minimum: 2, maximum: 1000, description: 'The degree n of the root.' },
    },
    required: ['base'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'number' } },
    required: ['result'],
  },
  examples: [
    {"inputs":{"base":2,"exponent":10},"result":{"result":1024}},
    {"inputs":{"base":2,"exponent":0.5},"result":{"result":1.4142135623730951}},
    {"inputs":{"base":-27,"root":3},"result":{"result":-3}},
    {"inputs":{"base":1000000,"root":6},"result":{"result":10}},
    {"inputs":{"base":10,"root":4},"result":{"result":1.7782794100389228}},
  ],
  run({ base, exponent, root }: Inputs) {
    if ((exponent === undefined) === (root === undefined)) throw new ToolError('Give exactly one of "exponent" and "root".');
    if (root !== undefined) {
      if (base < 0 && root % 2 === 0) throw new ToolError(`An even root (${root}) of a negative number is not real.`);
      const magnitude = rootOf(Math.abs(base), root);
      return { result: finiteOr(base < 0 ? -magnitude : magnitude, 'root') };
    }
    const result = Math.pow(base, exponent!);
    if (Number.isNaN(result)) throw new ToolError('A negative base to a non-integer exponent is not real.');
    if (!Number.isFinite(result)) throw new ToolError(base === 0 ? '0 to a negative exponent is undefined (division by zero).' : 'The result overflows a double (|x| > 1.8e308).');
    return { result: result === 0 ? 0 : result };
  },
});
