import { Decimal } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { isqrt } from '../number-theory.ts';

interface Inputs {
  a: string;
  b?: string;
  operation: 'add' | 'subtract' | 'multiply' | 'divide' | 'power' | 'sqrt' | 'mod' | 'compare';
  precision: number;
}

/** Room for every exact result of two 10 000-character operands: nothing exact is ever rounded. */
const Exact = Decimal.clone({ precision: 200_000, rounding: Decimal.ROUND_HALF_EVEN, modulo: Decimal.ROUND_DOWN });
const MAX_POWER_DIGITS = 100_000;

const plain = (x: Decimal) => (x.isZero() ? '0' : x.toFixed());

/** a = m·10^e with m a whole number free of trailing zeros (a ≠ 0). */
function parts(a: Decimal): { m: bigint; e: number } {
  const [coefficient = '', exponent = '0'] = a.abs().toExponential().split('e');
  const mantissa = coefficient.replace('.', '');
  return { m: BigInt(mantissa), e: Number(exponent) - (mantissa.length - 1) };
}

/**
 * √a correctly rounded to `precision` significant digits, half to even, in BigInt: the integer square root of
 * m·10^(2j) carries at least precision + 1 digits, and its remainder (sticky) settles the ties. (decimal.js's sqrt
 * repeats its Newton loop four digits further each time it meets a run of 9s, which √(10^10000 − 1) makes seconds long.)
 */
function sqrtRounded(a: Decimal, precision: number): { value: Decimal; exact: boolean } {
  if (a.isZero()) return { value: new Exact(0), exact: true };
  let { m, e } = parts(a);
  if (e % 2 !== 0) {
    m *= 10n;
    e -= 1;
  }
  const length = m.toString().length;
  const j = Math.max(0, precision + 1 - Math.floor((length - 1) / 2));
  const n = m * 10n ** BigInt(2 * j);
  const r = isqrt(n);
  const sticky = r * r !== n;
  const d = r.toString().length - precision; // ≥ 1
  const unit = 10n ** BigInt(d);
  let q = r / unit;
  const rest = r % unit;
  const half = unit / 2n;
  if (rest > half || (rest === half && (sticky || q % 2n === 1n))) q += 1n;
  return { value: new Exact(`${q}e${d + e / 2 - j}`), exact: !sticky && rest === 0n };
}

/** a^k for a whole k ≥ 0, exactly: a = m·10^e, so a^k = m^k·10^(e·k). */
function exactPower(a: Decimal, k: number): Decimal {
  if (k === 0) return new Exact(1);
  if (a.isZero()) return new Exact(0);
  const { m, e } = parts(a);
  if (m.toString().length * k > MAX_POWER_DIGITS || Math.abs(e * k) > MAX_POWER_DIGITS) {
    throw new ToolError('The power would have more than 100 000 digits.');
  }
  const sign = a.isNeg() && k % 2 === 1 ? '-' : '';
  return new Exact(`${sign}${m ** BigInt(k)}e${e * k}`);
}

export default defineTool({
  slug: 'big-number-calculator',
  name: 'Big number calculator',
  category: 'math',
  description:
    'Arbitrary-precision decimal arithmetic on numbers of up to 10 000 characters (decimal.js): add, subtract, multiply and mod (the remainder of truncated division, with the dividend\'s sign, as Python\'s Decimal %) are exact; divide, sqrt and negative powers are correctly rounded to `precision` significant digits (default 50, at most 1000) with round-half-even; power takes a whole exponent |b| ≤ 10 000 and is exact when b ≥ 0 (0^0 = 1), with at most 100 000 digits. compare gives "-1", "0" or "1". The result is a plain decimal string (no exponent, no trailing zeros); exact says whether it is the exact value. sqrt takes a alone.',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', minLength: 1, maxLength: 10_000, pattern: '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)$', description: 'The first number as a plain decimal string, e.g. "-12345678901234567890.5" (no exponent).' },
      b: { type: 'string', minLength: 1, maxLength: 10_000, pattern: '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)$', description: 'The second number (the divisor, exponent or modulus); not used by sqrt.' },
      operation: { type: 'string', enum: ['add', 'subtract', 'multiply', 'divide', 'power', 'sqrt', 'mod', 'compare'], description: 'What to compute: a + b, a − b, a × b, a ÷ b, a^b, √a, a mod b, or the sign of a − b.' },
      precision: { type: 'integer', minimum: 1, maximum: 1000, default: 50, description: 'Significant digits for divide, sqrt and negative powers.' },
    },
    required: ['a', 'operation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The result as a plain decimal string; "-1", "0" or "1" for compare.' },
      exact: { type: 'boolean', description: 'Whether result is the exact value (false when it was rounded to precision).' },
    },
    required: ['result', 'exact'],
  },
  examples: [
    { inputs: { a: '0.1', b: '0.2', operation: 'add', precision: 50 }, result: { result: '0.3', exact: true } },
    { inputs: { a: '1', b: '3', operation: 'divide', precision: 20 }, result: { result: '0.33333333333333333333', exact: false } },
    { inputs: { a: '123456789012345678901234567890', b: '987654321098765432109876543210', operation: 'multiply', precision: 50 }, result: { result: '121932631137021795226185032733622923332237463801111263526900', exact: true } },
    { inputs: { a: '2', operation: 'sqrt', precision: 60 }, result: { result: '1.41421356237309504880168872420969807856967187537694807317668', exact: false } },
    { inputs: { a: '-7.5', b: '2', operation: 'mod', precision: 50 }, result: { result: '-1.5', exact: true } },
    { inputs: { a: '2', b: '100', operation: 'power', precision: 50 }, result: { result: '1267650600228229401496703205376', exact: true } },
    { inputs: { a: '1.5', b: '-3', operation: 'power', precision: 30 }, result: { result: '0.296296296296296296296296296296', exact: false } },
    { inputs: { a: '10.000', b: '9.9999999999999999999999', operation: 'compare', precision: 50 }, result: { result: '1', exact: true } },
    { inputs: { a: '1', b: '8', operation: 'divide', precision: 5 }, result: { result: '0.125', exact: true } },
  ],
  run({ a: aText, b: bText, operation, precision }: Inputs) {
    const a = new Exact(aText);
    if (operation === 'sqrt') {
      if (bText !== undefined) throw new ToolError('sqrt takes "a" alone; leave "b" out.');
      if (a.isNeg() && !a.isZero()) throw new ToolError('A negative number has no real square root.');
      const { value, exact } = sqrtRounded(a, precision);
      return { result: plain(value), exact };
    }
    if (bText === undefined) throw new ToolError(`${operation} needs "b".`);
    const b = new Exact(bText);
    switch (operation) {
      case 'add':
        return { result: plain(a.plus(b)), exact: true };
      case 'subtract':
        return { result: plain(a.minus(b)), exact: true };
      case 'multiply':
        return { result: plain(a.times(b)), exact: true };
      case 'compare':
        return { result: String(a.cmp(b)), exact: true };
      case 'mod':
        if (b.isZero()) throw new ToolError('The modulus b cannot be zero.');
        return { result: plain(a.mod(b)), exact: true };
      case 'divide': {
        if (b.isZero()) throw new ToolError('Division by zero.');
        const q = Exact.clone({ precision }).div(a, b);
        return { result: plain(q), exact: new Exact(q).times(b).eq(a) };
      }
      case 'power': {
        if (!b.isInteger()) throw new ToolError('power takes a whole exponent b.');
        if (b.abs().gt(10_000)) throw new ToolError('The exponent must be between -10000 and 10000.');
        const k = b.toNumber();
        if (k >= 0) return { result: plain(exactPower(a, k)), exact: true };
        if (a.isZero()) throw new ToolError('0 has no negative power (division by zero).');
        const denominator = exactPower(a, -k);
        const r = Exact.clone({ precision }).div(1, denominator);
        return { result: plain(r), exact: new Exact(r).times(denominator).eq(1) };
      }
    }
    throw new ToolError(`Unknown operation ${operation}.`);
  },
});
