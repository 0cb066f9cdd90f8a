import { ToolError, defineTool } from '../define.ts';
import { abs, gcd, modPow } from '../number-theory.ts';

interface Inputs {
  numerator: number;
  denominator: number;
}

/** Longest repeating block written out; longer periods are refused with their length. */
const MAX_PERIOD = 10_000;

/** Prime factors of a number below 2^53 by trial division (the denominators here are ≤ 10^9). */
function primeFactors(n: number): number[] {
  const out: number[] = [];
  for (let p = 2; p * p <= n; p += p === 2 ? 1 : 2) {
    if (n % p === 0) {
      out.push(p);
      while (n % p === 0) n /= p;
    }
  }
  if (n > 1) out.push(n);
  return out;
}

/** The multiplicative order of 10 modulo m (gcd(10, m) = 1): the length of the repeating block of 1/m. */
function orderOfTen(m: number): number {
  if (m === 1) return 0;
  let phi = m;
  for (const p of primeFactors(m)) phi = (phi / p) * (p - 1);
  let order = phi;
  for (const p of primeFactors(phi)) {
    while (order % p === 0 && modPow(10n, BigInt(order / p), BigInt(m)) === 1n) order /= p;
  }
  return order;
}

export default defineTool({
  slug: 'fraction-to-decimal',
  name: 'Fraction to decimal',
  category: 'math',
  description:
    'Writes numerator/denominator as an exact decimal by long division, with the repeating block in parentheses ("1/6" → "0.1(6)", "1/7" → "0.(142857)"). repeatingLength is the period (0 when the decimal terminates, which happens exactly when the reduced denominator has no prime factors but 2 and 5). Periods longer than 10 000 digits are refused with their length.',
  inputSchema: {
    type: 'object',
    properties: {
      numerator: {
        type: 'integer',
        minimum: -9_007_199_254_740_991,
        maximum: 9_007_199_254_740_991,
        description: 'The numerator, a whole number (may be negative), |n| ≤ 2^53 − 1.',
      },
      denominator: { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000, description: 'Not zero, |d| ≤ 10^9.' },
    },
    required: ['numerator', 'denominator'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      decimal: { type: 'string', description: 'The exact decimal, repeating digits in parentheses.' },
      terminating: { type: 'boolean' },
      repeatingLength: { type: 'integer' },
    },
    required: ['decimal', 'terminating', 'repeatingLength'],
  },
  examples: [
    { inputs: { numerator: 1, denominator: 6 }, result: { decimal: '0.1(6)', terminating: false, repeatingLength: 1 } },
    { inputs: { numerator: 1, denominator: 7 }, result: { decimal: '0.(142857)', terminating: false, repeatingLength: 6 } },
    { inputs: { numerator: -22, denominator: 7 }, result: { decimal: '-3.(142857)', terminating: false, repeatingLength: 6 } },
    { inputs: { numerator: 3, denominator: 8 }, result: { decimal: '0.375', terminating: true, repeatingLength: 0 } },
    { inputs: { numerator: 10, denominator: -4 }, result: { decimal: '-2.5', terminating: true, repeatingLength: 0 } },
    { inputs: { numerator: 1, denominator: 97 }, result: { decimal: '0.(010309278350515463917525773195876288659793814432989690721649484536082474226804123711340206185567)', terminating: false, repeatingLength: 96 } },
    { inputs: { numerator: 5, denominator: 74 }, result: { decimal: '0.0(675)', terminating: false, repeatingLength: 3 } },
  ],
  run({ numerator, denominator }: Inputs) {
    if (denominator === 0) throw new ToolError('The denominator must not be zero.');
    let n = BigInt(numerator);
    let d = BigInt(denominator);
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d) || 1n;
    n /= g;
    d /= g;
    const negative = n < 0n;
    const whole = abs(n) / d;
    let rest = Number(abs(n) % d);
    const den = Number(d);
    // The digits before the period: as many as the larger power of 2 or 5 in the denominator.
    let coprime = den;
    let twos = 0;
    let fives = 0;
    while (coprime % 2 === 0) (coprime /= 2), twos++;
    while (coprime % 5 === 0) (coprime /= 5), fives++;
    const prefix = Math.max(twos, fives);
    const period = orderOfTen(coprime);
    if (period > MAX_PERIOD) throw new ToolError(`The repeating block has ${period} digits, more than the ${MAX_PERIOD} this tool writes out.`);
    let digits = '';
    for (let i = 0; i < prefix + period; i++) {
      rest *= 10;
      digits += String(Math.floor(rest / den));
      rest %= den;
    }
    let text = `${negative ? '-' : ''}${whole}`;
    if (period > 0) text += `.${digits.slice(0, prefix)}(${digits.slice(prefix)})`;
    else if (prefix > 0) text += `.${digits}`;
    return { decimal: text, terminating: period === 0, repeatingLength: period };
  },
});
