import { ToolError, defineTool } from '../define.ts';
import { gcd, integerOut, mixedText, rational, ratioToNumber } from '../number-theory.ts';

export default defineTool({
  slug: 'fraction-simplifier',
  name: 'Fraction simplifier',
  category: 'math',
  description:
    'Reduces a fraction "N/D" (or a mixed number "W N/D") to lowest terms, dividing by the greatest common divisor of the numerator and denominator as written (of W·D + N and D for a mixed number). The sign goes to the numerator; the mixed number is "W N/D", "N/D" below 1 or "W" when whole.',
  inputSchema: {
    type: 'object',
    properties: {
      fraction: { type: 'string', minLength: 1, maxLength: 100, description: 'E.g. "42/56", "-10/4", "3/-9" or "2 6/8".' },
    },
    required: ['fraction'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      numerator: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'Reduced numerator with the sign (a string beyond 2^53 − 1).' },
      denominator: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      gcd: { anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'The common divisor removed.' },
      mixed: { type: 'string' },
      decimal: { type: 'number', description: 'The double nearest the fraction.' },
    },
    required: ['numerator', 'denominator', 'gcd', 'mixed', 'decimal'],
  },
  examples: [
    { inputs: { fraction: '42/56' }, result: { numerator: 3, denominator: 4, gcd: 14, mixed: '3/4', decimal: 0.75 } },
    { inputs: { fraction: '-10/4' }, result: { numerator: -5, denominator: 2, gcd: 2, mixed: '-2 1/2', decimal: -2.5 } },
    { inputs: { fraction: '2 6/8' }, result: { numerator: 11, denominator: 4, gcd: 2, mixed: '2 3/4', decimal: 2.75 } },
    { inputs: { fraction: '3/-9' }, result: { numerator: -1, denominator: 3, gcd: 3, mixed: '-1/3', decimal: -0.3333333333333333 } },
  ],
  run({ fraction }: { fraction: string }) {
    const m = /^\s*([+-]?)(?:(\d+)\s+)?(\d+)\s*\/\s*([+-]?)(\d+)\s*$/.exec(fraction);
    if (!m) throw new ToolError('"fraction" must look like "N/D" or "W N/D" with whole numbers, e.g. "42/56" or "2 6/8".');
    const den = BigInt(m[5]!);
    if (den === 0n) throw new ToolError('The denominator must not be zero.');
    let num = BigInt(m[3]!);
    if (m[2] !== undefined) num += BigInt(m[2]) * den;
    const negative = (m[1] === '-') !== (m[4] === '-');
    const g = gcd(num, den);
    const r = rational(negative ? -num : num, den);
    return { numerator: integerOut(r.n), denominator: integerOut(r.d), gcd: integerOut(g), mixed: mixedText(r), decimal: ratioToNumber(r.n, r.d) };
  },
});
