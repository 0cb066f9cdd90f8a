import { ToolError, defineTool } from '../define.ts';
import { type Rational, abs, bitLength, integerOut, mixedText, parseRational, rational, ratioToNumber } from '../number-theory.ts';

type Operation = 'add' | 'subtract' | 'multiply' | 'divide' | 'power';

interface Inputs {
  a: string;
  b: string;
  operation: Operation;
}

/** Results beyond this many bits (about 10 000 digits) are refused: they would be slow to write out and useless. */
const MAX_RESULT_BITS = 33_220;

const fractionInput = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  description: 'A fraction "3/4", a mixed number "1 1/2", a decimal "-0.75" or "2.5e3", or a repeating decimal "0.(3)".',
};

export default defineTool({
  slug: 'fraction-calculator',
  name: 'Fraction calculator',
  category: 'math',
  description:
    'Adds, subtracts, multiplies, divides or raises fractions exactly (power needs a whole-number exponent b, |b| ≤ 1000). Gives the reduced numerator and denominator (as strings beyond 2^53 − 1), the mixed number ("W N/D", "N/D" below 1, "W" when whole, sign first) and the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      a: fractionInput,
      b: fractionInput,
      operation: { type: 'string', enum: ['add', 'subtract', 'multiply', 'divide', 'power'], description: 'a + b, a − b, a × b, a ÷ b or a^b.' },
    },
    required: ['a', 'b', 'operation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      numerator: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'Numerator of the reduced result, carrying the sign.' },
      denominator: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'Positive denominator of the reduced result.' },
      mixed: { type: 'string' },
      decimal: { type: 'number', description: 'The double nearest the exact result.' },
    },
    required: ['numerator', 'denominator', 'mixed', 'decimal'],
  },
  examples: [
    { inputs: { a: '1/2', b: '1/3', operation: 'add' }, result: { numerator: 5, denominator: 6, mixed: '5/6', decimal: 0.8333333333333334 } },
    { inputs: { a: '3/4', b: '1 5/6', operation: 'subtract' }, result: { numerator: -13, denominator: 12, mixed: '-1 1/12', decimal: -1.0833333333333333 } },
    { inputs: { a: '1 1/2', b: '-0.75', operation: 'multiply' }, result: { numerator: -9, denominator: 8, mixed: '-1 1/8', decimal: -1.125 } },
    { inputs: { a: '0.(3)', b: '2/3', operation: 'divide' }, result: { numerator: 1, denominator: 2, mixed: '1/2', decimal: 0.5 } },
    { inputs: { a: '2/3', b: '-3', operation: 'power' }, result: { numerator: 27, denominator: 8, mixed: '3 3/8', decimal: 3.375 } },
    { inputs: { a: '123456789/1000', b: '3/7', operation: 'multiply' }, result: { numerator: 370370367, denominator: 7000, mixed: '52910 367/7000', decimal: 52910.05242857143 } },
    { inputs: { a: '7/3', b: '40', operation: 'power' }, result: { numerator: '6366805760909027985741435139224001', denominator: '12157665459056928801', mixed: '523686540179145 8300256643089168856/12157665459056928801', decimal: 523686540179145.7 } },
  ],
  run({ a, b, operation }: Inputs) {
    const x = parseRational(a, 'a');
    const y = parseRational(b, 'b');
    let r: Rational;
    switch (operation) {
      case 'add':
        r = rational(x.n * y.d + y.n * x.d, x.d * y.d);
        break;
      case 'subtract':
        r = rational(x.n * y.d - y.n * x.d, x.d * y.d);
        break;
      case 'multiply':
        r = rational(x.n * y.n, x.d * y.d);
        break;
      case 'divide':
        if (y.n === 0n) throw new ToolError('Cannot divide by zero.');
        r = rational(x.n * y.d, x.d * y.n);
        break;
      case 'power': {
        if (y.d !== 1n) throw new ToolError('The exponent "b" must be a whole number for an exact power.');
        if (abs(y.n) > 1000n) throw new ToolError('The exponent "b" must be between −1000 and 1000.');
        const e = y.n;
        if (x.n === 0n && e < 0n) throw new ToolError('Zero has no negative powers.');
        if (Math.max(bitLength(x.n), bitLength(x.d)) * Number(abs(e)) > MAX_RESULT_BITS) {
          throw new ToolError('The result would have more than about 10 000 digits.');
        }
        const p = abs(e);
        r = e >= 0n ? rational(x.n ** p, x.d ** p) : rational(x.d ** p, x.n ** p);
        break;
      }
    }
    if (Math.max(bitLength(r.n), bitLength(r.d)) > MAX_RESULT_BITS) throw new ToolError('The result would have more than about 10 000 digits.');
    return { numerator: integerOut(r.n), denominator: integerOut(r.d), mixed: mixedText(r), decimal: ratioToNumber(r.n, r.d) };
  },
});
