import { ToolError, defineTool } from '../define.ts';
import { bitLength, ratioToNumber } from '../number-theory.ts';

interface Inputs {
  radicand: number;
  index: number;
  coefficient: number;
}

/** ⌊m^(1/n)⌋ by Newton's method from above (m ≥ 0, n ≥ 2). */
function integerRoot(m: bigint, n: number): bigint {
  if (m < 2n) return m;
  const N = BigInt(n);
  let x = 1n << BigInt(Math.ceil(bitLength(m) / n) + 1);
  for (;;) {
    const y = ((N - 1n) * x + m / x ** (N - 1n)) / N;
    if (y >= x) return x;
    x = y;
  }
}

/** m = a^n · b with b n-th-power-free, for 0 < m ≤ 10^15 (exact in doubles): trial division up to ∛ of what is left. */
function extract(m: number, n: number): { a: number; b: number } {
  let a = 1;
  let b = 1;
  const take = (p: number) => {
    let e = 0;
    while (m % p === 0) {
      m /= p;
      e++;
    }
    a *= p ** Math.floor(e / n);
    b *= p ** (e % n);
  };
  take(2);
  for (let p = 3; p * p * p <= m; p += 2) take(p);
  // What is left has at most two prime factors, all above its cube root: a prime, p·q or p² (a square root's case).
  if (m > 1) {
    const r = Math.round(Math.sqrt(m));
    if (n === 2 && r * r === m) a *= r;
    else b *= m;
  }
  return { a, b };
}

const SYMBOL: Record<number, string> = { 2: '√', 3: '∛', 4: '∜' };

export default defineTool({
  slug: 'radical-simplifier',
  name: 'Radical simplifier',
  category: 'math',
  description:
    'Simplifies c·ⁿ√x to simplest radical form: x = aⁿ·b with b free of n-th powers (prime factorization by trial division), giving (c·a)·ⁿ√b, e.g. √72 = 6√2, ∛250 = 5∛2, ∜48 = 2∜3. The text uses √, ∛ and ∜ for indices 2–4 and "a·b^(1/n)" above; a coefficient of 1 is not written, a minus sign comes first, and only the integer remains when b becomes 1 (then isExact). A negative radicand needs an odd index; its sign moves to the coefficient (∛−250 = −5∛2). The decimal is c·a·b^(1/n) correctly rounded to a double (integer roots in BigInt).',
  inputSchema: {
    type: 'object',
    properties: {
      radicand: { type: 'integer', minimum: -1e15, maximum: 1e15, description: 'The whole number under the root, −10^15 … 10^15 (negative only with an odd index).' },
      index: { type: 'integer', minimum: 2, maximum: 10, default: 2, description: 'The root: 2 for a square root, 3 for a cube root, up to 10.' },
      coefficient: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, default: 1, description: 'A whole number multiplying the root (1 when left out).' },
    },
    required: ['radicand'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      coefficient: { type: 'integer', description: 'The whole number in front of the simplified root.' },
      radicand: { type: 'integer', description: 'What stays under the root (1 when the root came out whole).' },
      simplified: { type: 'string', description: 'The simplified form, e.g. "6√2", "-5∛2", "2·3^(1/5)" or "7".' },
      decimal: { type: 'number', description: 'The value as the nearest double.' },
      isExact: { type: 'boolean', description: 'Whether the root came out whole (the value is an integer).' },
    },
    required: ['coefficient', 'radicand', 'simplified', 'decimal', 'isExact'],
  },
  examples: [
    { inputs: { radicand: 72, index: 2, coefficient: 1 }, result: { coefficient: 6, radicand: 2, simplified: '6√2', decimal: 8.48528137423857, isExact: false } },
    { inputs: { radicand: 250, index: 3, coefficient: 1 }, result: { coefficient: 5, radicand: 2, simplified: '5∛2', decimal: 6.299605249474366, isExact: false } },
    { inputs: { radicand: 48, index: 4, coefficient: 1 }, result: { coefficient: 2, radicand: 3, simplified: '2∜3', decimal: 2.6321480259049848, isExact: false } },
    { inputs: { radicand: -96, index: 5, coefficient: 3 }, result: { coefficient: -6, radicand: 3, simplified: '-6·3^(1/5)', decimal: -7.474385637693104, isExact: false } },
    { inputs: { radicand: 1000000, index: 3, coefficient: -2 }, result: { coefficient: -200, radicand: 1, simplified: '-200', decimal: -200.0, isExact: true } },
    { inputs: { radicand: 999999999999999, index: 2, coefficient: 1 }, result: { coefficient: 3, radicand: 111111111111111, simplified: '3√111111111111111', decimal: 31622776.601683777, isExact: false } },
  ],
  run({ radicand, index: n, coefficient }: Inputs) {
    if (radicand < 0 && n % 2 === 0) throw new ToolError(`A negative radicand has no real root of even index ${n}; use an odd index.`);
    if (radicand === 0 || coefficient === 0) return { coefficient: 0, radicand: 1, simplified: '0', decimal: 0, isExact: true };
    const { a, b } = extract(Math.abs(radicand), n);
    const outside = coefficient * a * Math.sign(radicand);
    const magnitude = Math.abs(outside);
    let text: string;
    if (b === 1) text = String(magnitude);
    else if (SYMBOL[n]) text = `${magnitude === 1 ? '' : magnitude}${SYMBOL[n]}${b}`;
    else text = `${magnitude === 1 ? '' : `${magnitude}·`}${b}^(1/${n})`;
    // |c·a|·b^(1/n) = (|c·a|^n · b)^(1/n): an integer root of that times 2^(k·n) carries 60+ bits; with a remainder, the
    // value lies strictly between r and r + 1, where no rounding boundary falls, so r + 1/2 rounds the same way.
    const m = BigInt(magnitude) ** BigInt(n) * BigInt(b);
    const k = Math.max(0, 62 - Math.floor(bitLength(m) / n));
    const scaled = m << BigInt(k * n);
    const r = integerRoot(scaled, n);
    const value = r ** BigInt(n) === scaled ? ratioToNumber(r, 1n << BigInt(k)) : ratioToNumber(2n * r + 1n, 1n << BigInt(k + 1));
    return {
      coefficient: outside,
      radicand: b,
      simplified: `${outside < 0 ? '-' : ''}${text}`,
      decimal: outside < 0 ? -value : value,
      isExact: b === 1,
    };
  },
});
