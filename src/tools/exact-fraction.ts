// Exact rational arithmetic for the construction tools' counts (TOOLS-PLAN-2 §3 point 8: an exact multiple never
// rounds up): a JSON number as the rational of its shortest decimal, and back to the nearest double.
import Fraction from 'fraction.js';
import { ToolError } from './define.ts';

/** The exact value of a JSON number: the rational of its shortest decimal string (0.1 is 1/10, 1e-7 is 1/10⁷). */
export function exact(x: number): Fraction {
  const [mantissa = '', exponent = '0'] = String(x).split('e');
  const [whole, decimals = ''] = mantissa.split('.');
  const digits = BigInt(whole + decimals);
  const shift = Number(exponent) - decimals.length;
  return shift >= 0 ? new Fraction(digits * 10n ** BigInt(shift), 1n) : new Fraction(digits, 10n ** BigInt(-shift));
}

/** The double nearest an exact rational (as Python's float(Fraction)); a ToolError when it does not fit. */
export function nearest(value: Fraction, what = 'result'): number {
  const v = nearestRatio(value.n, value.d, what);
  return value.s < 0n && v !== 0 ? -v : v;
}

/** The double nearest n / d for n ≥ 0, d > 0; a ToolError when it does not fit. */
export function nearestRatio(n: bigint, d: bigint, what = 'result'): number {
  let v: number;
  if (n <= 2n ** 53n && d <= 2n ** 53n) v = Number(n) / Number(d);
  else if (n === 0n) v = 0;
  else {
    // 55–56 significant bits of n/d with a sticky bit for a non-zero remainder, so Number() rounds once, correctly.
    const k = 55 - (n.toString(2).length - d.toString(2).length);
    const num = k >= 0 ? n << BigInt(k) : n;
    const den = k >= 0 ? d : d << BigInt(-k);
    let q = num / den;
    if (q * den !== num) q |= 1n;
    v = Number(q);
    for (let e = -k; e !== 0; ) {
      const step = Math.max(-1000, Math.min(1000, e));
      v *= 2 ** step;
      e -= step;
    }
  }
  if (!Number.isFinite(v)) throw new ToolError(`The ${what} is too large to represent.`);
  return v;
}
