import { ToolError, defineTool } from '../define.ts';
import { type Rational, abs, rational, rationalOfNumber, ratioToNumber } from '../number-theory.ts';

type Mode = 'percent-of' | 'what-percent' | 'percent-change' | 'percent-difference' | 'increase-by' | 'decrease-by' | 'reverse-increase';

interface Inputs {
  mode: Mode;
  a: number;
  b: number;
}

const add = (x: Rational, y: Rational) => rational(x.n * y.d + y.n * x.d, x.d * y.d);
const sub = (x: Rational, y: Rational) => rational(x.n * y.d - y.n * x.d, x.d * y.d);
const mul = (x: Rational, y: Rational) => rational(x.n * y.n, x.d * y.d);
function div(x: Rational, y: Rational, why: string): Rational {
  if (y.n === 0n) throw new ToolError(why);
  return rational(x.n * y.d, x.d * y.n);
}
const HUNDRED: Rational = { n: 100n, d: 1n };
const ONE: Rational = { n: 1n, d: 1n };
const absR = (x: Rational): Rational => ({ n: abs(x.n), d: x.d });

export default defineTool({
  slug: 'percentage-calculator',
  name: 'Percentage calculator',
  category: 'math',
  description:
    'Percent-of (a % of b), what-percent (a is what % of b), percent-change from a to b ((b − a) / |a| × 100), percent-difference (|a − b| / |(a + b) / 2| × 100), increase-by / decrease-by (a changed by b %) and reverse-increase (the original value that, increased by b %, gives a). Numbers are taken exactly as written (0.1 is one tenth) and the result is the double nearest the exact answer.',
  inputSchema: {
    type: 'object',
    properties: {
      mode: {
        type: 'string',
        enum: ['percent-of', 'what-percent', 'percent-change', 'percent-difference', 'increase-by', 'decrease-by', 'reverse-increase'],
        description: 'Which question to answer (see the description for the roles of a and b).',
      },
      a: { type: 'number', minimum: -1e15, maximum: 1e15, description: 'First number.' },
      b: { type: 'number', minimum: -1e15, maximum: 1e15, description: 'Second number.' },
    },
    required: ['mode', 'a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'number', description: 'The answer (a percentage for what-percent, percent-change and percent-difference).' },
      formula: { type: 'string', description: 'The computation with the numbers filled in.' },
    },
    required: ['result', 'formula'],
  },
  examples: [
    { inputs: { mode: 'percent-of', a: 15, b: 200 }, result: { result: 30, formula: '15 / 100 × 200 = 30' } },
    { inputs: { mode: 'what-percent', a: 1, b: 3 }, result: { result: 33.333333333333336, formula: '1 / 3 × 100 = 33.333333333333336' } },
    { inputs: { mode: 'percent-change', a: 80, b: 100 }, result: { result: 25, formula: '(100 − 80) / |80| × 100 = 25' } },
    { inputs: { mode: 'percent-change', a: -50, b: -20 }, result: { result: 60, formula: '(-20 − -50) / |-50| × 100 = 60' } },
    { inputs: { mode: 'percent-difference', a: 10, b: 15 }, result: { result: 40, formula: '|10 − 15| / |(10 + 15) / 2| × 100 = 40' } },
    { inputs: { mode: 'increase-by', a: 0.1, b: 20 }, result: { result: 0.12, formula: '0.1 × (1 + 20 / 100) = 0.12' } },
    { inputs: { mode: 'decrease-by', a: 59.99, b: 15 }, result: { result: 50.9915, formula: '59.99 × (1 − 15 / 100) = 50.9915' } },
    { inputs: { mode: 'reverse-increase', a: 119, b: 19 }, result: { result: 100, formula: '119 / (1 + 19 / 100) = 100' } },
  ],
  run({ mode, a, b }: Inputs) {
    const x = rationalOfNumber(a, 'a');
    const y = rationalOfNumber(b, 'b');
    const A = String(a);
    const B = String(b);
    let value: Rational;
    let formula: string;
    switch (mode) {
      case 'percent-of':
        value = mul(div(x, HUNDRED, ''), y);
        formula = `${A} / 100 × ${B}`;
        break;
      case 'what-percent':
        value = mul(div(x, y, '"b" must not be zero: no number is a percentage of zero.'), HUNDRED);
        formula = `${A} / ${B} × 100`;
        break;
      case 'percent-change':
        value = mul(div(sub(y, x), absR(x), 'A change from zero has no percentage ("a" must not be zero).'), HUNDRED);
        formula = `(${B} − ${A}) / |${A}| × 100`;
        break;
      case 'percent-difference':
        value = mul(div(absR(sub(x, y)), absR(div(add(x, y), { n: 2n, d: 1n }, '')), 'The percent difference is undefined when a + b = 0.'), HUNDRED);
        formula = `|${A} − ${B}| / |(${A} + ${B}) / 2| × 100`;
        break;
      case 'increase-by':
        value = mul(x, add(ONE, div(y, HUNDRED, '')));
        formula = `${A} × (1 + ${B} / 100)`;
        break;
      case 'decrease-by':
        value = mul(x, sub(ONE, div(y, HUNDRED, '')));
        formula = `${A} × (1 − ${B} / 100)`;
        break;
      case 'reverse-increase':
        value = div(x, add(ONE, div(y, HUNDRED, '')), 'An increase of −100 % leaves nothing to reverse ("b" must not be −100).');
        formula = `${A} / (1 + ${B} / 100)`;
        break;
    }
    const result = ratioToNumber(value.n, value.d);
    return { result, formula: `${formula} = ${String(result)}` };
  },
});
