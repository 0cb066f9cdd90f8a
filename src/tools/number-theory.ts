// Exact integer and rational helpers for the math tools (native BigInt): parsing integer and fraction strings with
// bounds, gcd/lcm, deterministic primality, factorization, modular arithmetic, base conversion, correctly rounded
// conversion of a ratio to the nearest double.
import { Decimal } from 'decimal.js';
import { ToolError } from './define.ts';

export const abs = (n: bigint): bigint => (n < 0n ? -n : n);

export function bitLength(n: bigint): number {
  return n === 0n ? 0 : abs(n).toString(2).length;
}

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return abs((a / gcd(a, b)) * b);
}

/** Parses an optionally signed decimal integer ("-42", "+7", " 12 "), refusing more than `maxDigits` digits. */
export function parseInteger(text: string, field: string, maxDigits = 100): bigint {
  const match = /^\s*([+-]?)(\d+)\s*$/.exec(text);
  if (!match) throw new ToolError(`"${field}" must be a whole number written with the digits 0–9, e.g. "42" or "-7".`);
  const digits = match[2]!.replace(/^0+(?=\d)/, '');
  if (digits.length > maxDigits) throw new ToolError(`"${field}" has more than ${maxDigits} digits.`);
  const value = BigInt(digits);
  return match[1] === '-' ? -value : value;
}

/** A JSON integer or a digit string as a BigInt, between `min` and `max` inclusive. */
export function integerInput(value: number | string, field: string, min: bigint, max: bigint): bigint {
  let n: bigint;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new ToolError(`"${field}" must be a whole number up to 2^53 − 1; give larger ones as a digit string.`);
    n = BigInt(value);
  } else {
    n = parseInteger(value, field, max.toString().length + 1);
  }
  if (n < min || n > max) throw new ToolError(`"${field}" must be between ${min} and ${max}.`);
  return n;
}

/** An exact rational n/d with d > 0 and gcd(n, d) = 1. */
export interface Rational {
  n: bigint;
  d: bigint;
}

export function rational(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new ToolError('Division by zero.');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

const MAX_EXPONENT = 1000;

/**
 * Parses "3/4", "-1 1/2" (mixed: whole, space, fraction; the sign applies to the whole), "-0.75", "1.5e-3" and repeating
 * decimals "0.(3)" / "0.1(6)" (the digits in parentheses repeat forever). The sign may only come first.
 */
export function parseRational(text: string, field: string): Rational {
  const s = text.trim();
  let m = /^([+-]?)(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (m) {
    const whole = m[2] === undefined ? 0n : BigInt(m[2]);
    const num = BigInt(m[3]!);
    const den = BigInt(m[4]!);
    if (den === 0n) throw new ToolError(`"${field}" has a zero denominator.`);
    const r = rational(whole * den + num, den);
    return m[1] === '-' ? { n: -r.n, d: r.d } : r;
  }
  m = /^([+-]?)(\d*)(?:\.(\d*)(?:\((\d+)\))?)?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '' && m[4] === undefined)) {
    throw new ToolError(`"${field}" must be a number such as "3/4", "1 1/2", "-0.75", "2.5e3" or "0.(3)" (repeating digits in parentheses).`);
  }
  if (m[4] !== undefined && m[5] !== undefined) throw new ToolError(`"${field}": a repeating decimal cannot also have an exponent.`);
  const intPart = m[2] || '0';
  const fracPart = m[3] ?? '';
  const exponent = m[5] === undefined ? 0 : Number(m[5]);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) throw new ToolError(`"${field}": the exponent must be between −${MAX_EXPONENT} and ${MAX_EXPONENT}.`);
  // x = int.frac + 0.000rep… = (int frac rep − int frac) / (10^f (10^r − 1)), or int frac / 10^f without a repeat.
  const fixed = BigInt(intPart + fracPart);
  let n: bigint;
  let d: bigint;
  if (m[4] !== undefined) {
    const rep = m[4];
    n = BigInt(intPart + fracPart + rep) - fixed;
    d = 10n ** BigInt(fracPart.length) * (10n ** BigInt(rep.length) - 1n);
  } else {
    n = fixed;
    d = 10n ** BigInt(fracPart.length);
  }
  if (exponent >= 0) n *= 10n ** BigInt(exponent);
  else d *= 10n ** BigInt(-exponent);
  const r = rational(n, d);
  return m[1] === '-' ? { n: -r.n, d: r.d } : r;
}

/** A finite JSON number as the exact rational of its shortest decimal string (0.1 is 1/10, not the binary double). */
export function rationalOfNumber(value: number, field: string): Rational {
  if (!Number.isFinite(value)) throw new ToolError(`"${field}" must be a finite number.`);
  return parseRational(String(value), field);
}

/** The double nearest n/d (ties to even), as Python's float(Fraction(n, d)); ToolError when it overflows. */
export function ratioToNumber(n: bigint, d: bigint, what = 'result'): number {
  if (d < 0n) [n, d] = [-n, -d];
  if (n === 0n) return 0;
  const negative = n < 0n;
  const a = abs(n);
  const e = bitLength(a) - bitLength(d); // a/d lies in [2^(e−1), 2^(e+1))
  let value: number;
  if (e < -1020) {
    // Subnormal range: round a/d · 2^1074 to an integer m (half to even); m · 2^−1074 is then exact.
    const scaled = a << 1074n;
    let m = scaled / d;
    const twice = 2n * (scaled % d);
    if (twice > d || (twice === d && (m & 1n) === 1n)) m += 1n;
    value = Number(m) * Number.MIN_VALUE;
  } else {
    // q has 55–57 bits; folding the remainder into its last bit (round to odd) makes Number(q) round correctly.
    const shift = 56 - e;
    let q: bigint;
    let r: bigint;
    if (shift >= 0) {
      const scaled = a << BigInt(shift);
      q = scaled / d;
      r = scaled % d;
    } else {
      const dd = d << BigInt(-shift);
      q = a / dd;
      r = a % dd;
    }
    if (r !== 0n) q |= 1n;
    value = Number(q);
    // Scale by 2^−shift in steps that stay exact (each factor is a normal power of two).
    let s = shift;
    while (s > 0) {
      const step = Math.min(s, 1000);
      value /= 2 ** step;
      s -= step;
    }
    while (s < 0) {
      const step = Math.min(-s, 1000);
      value *= 2 ** step;
      s += step;
    }
  }
  if (!Number.isFinite(value)) throw new ToolError(`The ${what} is too large to give as a JSON number.`);
  return negative ? -value : value;
}

/** A safe integer as a JSON number, a larger one as its decimal string. */
export function integerOut(n: bigint): number | string {
  return n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString();
}

/** Mixed-number text: "W N/D" when |x| ≥ 1 and not whole, "N/D" when |x| < 1, "W" when whole; sign first. */
export function mixedText({ n, d }: Rational): string {
  const sign = n < 0n ? '-' : '';
  const a = abs(n);
  const whole = a / d;
  const rest = a % d;
  if (rest === 0n) return `${sign}${whole}`;
  if (whole === 0n) return `${sign}${rest}/${d}`;
  return `${sign}${whole} ${rest}/${d}`;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  base = ((base % modulus) + modulus) % modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
    exponent >>= 1n;
  }
  return result;
}

/** Extended Euclid: g = gcd(a, b) ≥ 0 and x, y with a·x + b·y = g. */
export function egcd(a: bigint, b: bigint): { g: bigint; x: bigint; y: bigint } {
  let [oldR, r] = [a, b];
  let [oldS, s] = [1n, 0n];
  let [oldT, t] = [0n, 1n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
    [oldT, t] = [t, oldT - q * t];
  }
  if (oldR < 0n) return { g: -oldR, x: -oldS, y: -oldT };
  return { g: oldR, x: oldS, y: oldT };
}

const SMALL_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
/** Above this, the first 13 prime bases no longer make Miller–Rabin deterministic (Sorenson & Webster 2015). */
export const MILLER_RABIN_LIMIT = 3_317_044_064_679_887_385_961_981n;

/** Deterministic Miller–Rabin for n < 3.3·10^24 (bases 2 … 41). */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  if (n >= MILLER_RABIN_LIMIT) throw new ToolError('Primality is only decided below 3.3·10^24.');
  for (const p of SMALL_PRIMES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  witness: for (const a of SMALL_PRIMES) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

export function nextPrime(n: bigint): bigint {
  if (n < 2n) return 2n;
  let c = n + 1n;
  if (c > 2n && (c & 1n) === 0n) c += 1n;
  while (!isPrime(c)) c += 2n;
  return c;
}

/** The largest prime below n, or null when there is none (n ≤ 2). */
export function previousPrime(n: bigint): bigint | null {
  if (n <= 2n) return null;
  if (n === 3n) return 2n;
  let c = n - 1n;
  if ((c & 1n) === 0n) c -= 1n;
  while (!isPrime(c)) c -= 2n;
  return c;
}

/** ⌊√n⌋ by Newton's method (n ≥ 0). */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** Brent's variant of Pollard rho; gives a non-trivial factor of the odd composite n or null within the budget. */
function pollardRho(n: bigint, budget: { steps: number }): bigint | null {
  for (let c = 1n; c < 64n; c++) {
    let y = 2n;
    let r = 1;
    let q = 1n;
    let g = 1n;
    let x = y;
    let ys = y;
    const f = (v: bigint) => (v * v + c) % n;
    do {
      x = y;
      for (let i = 0; i < r; i++) y = f(y);
      let k = 0;
      do {
        ys = y;
        const m = Math.min(128, r - k);
        for (let i = 0; i < m; i++) {
          y = f(y);
          q = (q * abs(x - y)) % n;
        }
        budget.steps -= m;
        if (budget.steps < 0) return null;
        g = gcd(q, n);
        k += 128;
      } while (k < r && g === 1n);
      r *= 2;
    } while (g === 1n);
    if (g === n) {
      do {
        ys = f(ys);
        g = gcd(abs(x - ys), n);
      } while (g === 1n);
    }
    if (g !== n) return g;
  }
  return null;
}

/** Prime factorization, ascending: trial division by small numbers, then Pollard rho under a step budget. */
export function factorize(n: bigint, maxSteps = 20_000_000): Array<{ prime: bigint; exponent: number }> {
  const counts = new Map<bigint, number>();
  const add = (p: bigint) => counts.set(p, (counts.get(p) ?? 0) + 1);
  for (const p of [2n, 3n, 5n]) {
    while (n % p === 0n) {
      add(p);
      n /= p;
    }
  }
  // Trial division by 7 … 9999 (a 2·3·5 wheel would be faster; the numbers here are small).
  for (let p = 7n; p < 10_000n && p * p <= n; p += 2n) {
    while (n % p === 0n) {
      add(p);
      n /= p;
    }
  }
  const budget = { steps: maxSteps };
  const stack = n > 1n ? [n] : [];
  while (stack.length) {
    const m = stack.pop()!;
    if (isPrime(m)) {
      add(m);
      continue;
    }
    const root = isqrt(m);
    if (root * root === m) {
      // Rho is slow on squares of large primes; split them directly.
      stack.push(root, root);
      continue;
    }
    const f = pollardRho(m, budget);
    if (f === null) throw new ToolError('This number has large prime factors that could not be found within the time limit.');
    stack.push(f, m / f);
  }
  return [...counts.entries()].sort((x, y) => (x[0] < y[0] ? -1 : 1)).map(([prime, exponent]) => ({ prime, exponent }));
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Parses an optionally signed integer written in `base` (2–36), case-insensitive; "0x"-style prefixes are refused. */
export function parseInBase(text: string, base: number, field: string): bigint {
  const s = text.trim().replace(/[_\s]/g, '');
  const m = /^([+-]?)([0-9a-zA-Z]+)$/.exec(s);
  if (!m) throw new ToolError(`"${field}" must be an integer in base ${base}: an optional sign, then digits 0–9 and letters a–z.`);
  const B = BigInt(base);
  let value = 0n;
  // Chunks of digits as Numbers keep the BigInt work linear in the number of chunks.
  const chunk = Math.max(1, Math.floor(Math.log(2 ** 48) / Math.log(base)));
  const digits = m[2]!.toLowerCase();
  for (let i = 0; i < digits.length; i += chunk) {
    const part = digits.slice(i, i + chunk);
    let small = 0;
    for (const ch of part) {
      const v = DIGITS.indexOf(ch);
      if (v < 0 || v >= base) throw new ToolError(`"${field}": "${ch}" is not a digit in base ${base}.`);
      small = small * base + v;
    }
    value = value * B ** BigInt(part.length) + BigInt(small);
  }
  return m[1] === '-' ? -value : value;
}

/** An optionally signed integer written in decimal or with a 0b / 0o / 0x prefix ("-0x80", "0b1010", "255"). */
export function parseIntegerLiteral(text: string, field: string): bigint {
  const m = /^\s*([+-]?)0([box])(.+)$/i.exec(text);
  if (m) {
    if (/^\s*[+-]/.test(m[3]!)) throw new ToolError(`"${field}": put the sign before the prefix.`);
    const base = { b: 2, o: 8, x: 16 }[m[2]!.toLowerCase() as 'b' | 'o' | 'x'];
    const v = parseInBase(m[3]!, base, field);
    return m[1] === '-' ? -v : v;
  }
  return parseInBase(text, 10, field);
}

export function toBase(n: bigint, base: number, uppercase = false): string {
  const text = n.toString(base);
  return uppercase ? text.toUpperCase() : text;
}

/** decimal.js with room for every digit the math tools accept (100 digits, exponents within ±1000): no silent rounding. */
export const ExactDecimal = Decimal.clone({ precision: 2_500, rounding: Decimal.ROUND_HALF_UP });

/** Input schema of a whole number from `minimum` to 10^24: a JSON integer (to 2^53 − 1) or a digit string. */
export const bigIntegerInput = (minimum: number) => ({
  anyOf: [
    { type: 'integer', minimum, maximum: 9_007_199_254_740_991 },
    { type: 'string', minLength: 1, maxLength: 30 },
  ],
  description: 'The number: a JSON integer, or a digit string up to 10^24.',
});
