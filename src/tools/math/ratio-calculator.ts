import { ToolError, defineTool, nullable } from '../define.ts';
import { type Rational, gcd, integerOut, lcm, rational, rationalOfNumber, ratioToNumber } from '../number-theory.ts';

interface Inputs {
  mode: 'simplify' | 'solve' | 'divide';
  values?: number[];
  a?: number;
  b?: number;
  c?: number;
  ratio?: number[];
  total?: number;
}

const bounded = { type: 'number', minimum: -1e15, maximum: 1e15 };
const positive = { type: 'number', exclusiveMinimum: 0, maximum: 1e15 };

function need<T>(value: T | undefined, name: string, mode: string): T {
  if (value === undefined) throw new ToolError(`Mode "${mode}" needs "${name}".`);
  return value;
}

export default defineTool({
  slug: 'ratio-calculator',
  name: 'Ratio calculator',
  category: 'math',
  description:
    'simplify: reduces a ratio of 2–20 positive numbers to the smallest whole numbers (1.5 : 2.5 → 3 : 5). solve: the missing term x of a : b = c : x (x = b·c / a). divide: splits a total into parts proportional to a ratio. Numbers are taken exactly as written; x and parts are the doubles nearest the exact answers. Fields that do not belong to the mode are null.',
  inputSchema: {
    type: 'object',
    properties: {
      mode: {
        type: 'string',
        enum: ['simplify', 'solve', 'divide'],
        description: 'simplify (reduce values to whole numbers), solve (find x in a : b = c : x) or divide (split total by ratio).',
      },
      values: { type: 'array', minItems: 2, maxItems: 20, items: positive, description: 'simplify: the terms of the ratio.' },
      a: { ...bounded, description: 'solve: the first term of a : b = c : x; not zero.' },
      b: { ...bounded, description: 'solve: the second term of a : b = c : x.' },
      c: { ...bounded, description: 'solve: the third term of a : b = c : x.' },
      ratio: { type: 'array', minItems: 2, maxItems: 20, items: positive, description: 'divide: the ratio to split by.' },
      total: { ...bounded, description: 'divide: the amount to split.' },
    },
    required: ['mode'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      simplified: nullable(
        { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'string' }] } },
        { description: 'simplify: whole-number terms (strings beyond 2^53 − 1).' },
      ),
      x: nullable({ type: 'number' }, { description: 'solve: the missing fourth term.' }),
      parts: nullable({ type: 'array', items: { type: 'number' } }, { description: 'divide: the shares of the total.' }),
    },
    required: ['simplified', 'x', 'parts'],
  },
  examples: [
    { inputs: { mode: 'simplify', values: [12, 18, 30] }, result: { simplified: [2, 3, 5], x: null, parts: null } },
    { inputs: { mode: 'simplify', values: [1.5, 2.5] }, result: { simplified: [3, 5], x: null, parts: null } },
    { inputs: { mode: 'solve', a: 3, b: 4, c: 9 }, result: { simplified: null, x: 12, parts: null } },
    { inputs: { mode: 'divide', ratio: [1, 2], total: 100 }, result: { simplified: null, x: null, parts: [33.333333333333336, 66.66666666666667] } },
    { inputs: { mode: 'divide', ratio: [2, 3, 5], total: 1234.5 }, result: { simplified: null, x: null, parts: [246.9, 370.35, 617.25] } },
  ],
  run({ mode, values, a, b, c, ratio, total }: Inputs) {
    if (mode === 'simplify') {
      const terms = need(values, 'values', mode).map((v, i) => rationalOfNumber(v, `values[${i}]`));
      const common = terms.reduce((m, t) => lcm(m, t.d), 1n);
      const whole = terms.map((t) => (t.n * common) / t.d);
      const g = whole.reduce(gcd);
      return { simplified: whole.map((w) => integerOut(w / g)), x: null, parts: null };
    }
    if (mode === 'solve') {
      const [A, B, C] = [rationalOfNumber(need(a, 'a', mode), 'a'), rationalOfNumber(need(b, 'b', mode), 'b'), rationalOfNumber(need(c, 'c', mode), 'c')];
      if (A.n === 0n) throw new ToolError('"a" must not be zero.');
      const x = rational(B.n * C.n * A.d, B.d * C.d * A.n);
      return { simplified: null, x: ratioToNumber(x.n, x.d, 'x'), parts: null };
    }
    const terms = need(ratio, 'ratio', mode).map((v, i) => rationalOfNumber(v, `ratio[${i}]`));
    const T = rationalOfNumber(need(total, 'total', mode), 'total');
    const sum = terms.reduce((s: Rational, t) => rational(s.n * t.d + t.n * s.d, s.d * t.d), { n: 0n, d: 1n });
    const parts = terms.map((t) => {
      const p = rational(T.n * t.n * sum.d, T.d * t.d * sum.n);
      return ratioToNumber(p.n, p.d, 'part');
    });
    return { simplified: null, x: null, parts };
  },
});
