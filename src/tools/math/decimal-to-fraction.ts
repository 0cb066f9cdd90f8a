import { ToolError, defineTool } from '../define.ts';
import { type Rational, abs, integerOut, parseRational, rational, ratioToNumber } from '../number-theory.ts';

interface Inputs {
  decimal: string;
  maxDenominator?: number;
}

const floorDiv = (a: bigint, b: bigint) => {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
};

/** The closest fraction with denominator ≤ max (Python's Fraction.limit_denominator: best convergent or semiconvergent). */
function limitDenominator(x: Rational, max: bigint): Rational {
  if (x.d <= max) return x;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let [n, d] = [x.n, x.d];
  for (;;) {
    const a = floorDiv(n, d);
    const q2 = q0 + a * q1;
    if (q2 > max) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
  }
  const k = floorDiv(max - q0, q1);
  const bound1 = rational(p0 + k * p1, q0 + k * q1);
  const bound2 = rational(p1, q1);
  const distance = (r: Rational) => rational(abs(r.n * x.d - x.n * r.d), r.d * x.d);
  const d1 = distance(bound1);
  const d2 = distance(bound2);
  return d2.n * d1.d <= d1.n * d2.d ? bound2 : bound1;
}

export default defineTool({
  slug: 'decimal-to-fraction',
  name: 'Decimal to fraction',
  category: 'math',
  description:
    'Turns a decimal (repeating digits in parentheses: "0.1(6)" is 0.1666…) into a reduced fraction, exactly by default or as the closest fraction whose denominator is at most maxDenominator (best rational approximation, as Python\'s Fraction.limit_denominator; "3.14159" with 1000 gives 355/113). error is |decimal − fraction| as the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      decimal: { type: 'string', minLength: 1, maxLength: 100, description: 'E.g. "0.75", "-2.125", "1e-3", "0.(142857)".' },
      maxDenominator: { type: 'integer', minimum: 1, maximum: 1e12, description: 'Largest denominator allowed; omit for the exact fraction.' },
    },
    required: ['decimal'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      numerator: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'With the sign; a string beyond 2^53 − 1.' },
      denominator: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      exact: { type: 'boolean', description: 'Whether the fraction equals the decimal exactly.' },
      error: { type: 'number', description: 'Absolute difference between the decimal and the fraction.' },
    },
    required: ['numerator', 'denominator', 'exact', 'error'],
  },
  examples: [
    { inputs: { decimal: '0.1(6)' }, result: { numerator: 1, denominator: 6, exact: true, error: 0 } },
    { inputs: { decimal: '-2.125' }, result: { numerator: -17, denominator: 8, exact: true, error: 0 } },
    { inputs: { decimal: '3.14159', maxDenominator: 1000 }, result: { numerator: 355, denominator: 113, exact: false, error: 0.000002920353982300885 } },
    { inputs: { decimal: '0.(142857)' }, result: { numerator: 1, denominator: 7, exact: true, error: 0 } },
    { inputs: { decimal: '-0.333', maxDenominator: 10 }, result: { numerator: -1, denominator: 3, exact: false, error: 0.0003333333333333333 } },
  ],
  run({ decimal, maxDenominator }: Inputs) {
    const x = parseRational(decimal, 'decimal');
    const r = maxDenominator === undefined ? x : limitDenominator(x, BigInt(maxDenominator));
    const diff = rational(abs(x.n * r.d - r.n * x.d), x.d * r.d);
    if (r.n.toString().length > 200) throw new ToolError('The fraction is too long to give.');
    return { numerator: integerOut(r.n), denominator: integerOut(r.d), exact: diff.n === 0n, error: ratioToNumber(diff.n, diff.d) };
  },
});
