import { ToolError, defineTool } from '../define.ts';
import { abs, ratioToNumber, rationalOfNumber, type Rational } from '../number-theory.ts';

interface Inputs {
  type: 'arithmetic' | 'geometric';
  first: number;
  difference?: number;
  ratio?: number;
  n: number;
}

const SHOWN = 100;

/** The nearest double, with −0 given as 0. */
const nearest = (n: bigint, d: bigint, what: string) => ratioToNumber(n, d, what) || 0;

function arithmetic(a: Rational, d: Rational, n: number) {
  const N = BigInt(n);
  // a + k·d = (a.n·d.d + k·d.n·a.d) / (a.d·d.d)
  const den = a.d * d.d;
  const term = (k: bigint) => nearest(a.n * d.d + k * d.n * a.d, den, 'term');
  const terms: number[] = [];
  for (let k = 0; k < Math.min(n, SHOWN); k++) terms.push(term(BigInt(k)));
  // n·a + n(n − 1)/2·d
  const sum = nearest(2n * N * a.n * d.d + N * (N - 1n) * d.n * a.d, 2n * den, 'sum');
  return { nthTerm: term(N - 1n), sum, terms, infiniteSum: null };
}

function geometric(first: number, ratio: number, a: Rational, r: Rational, n: number) {
  const N = BigInt(n);
  const terms: number[] = [];
  let tn = a.n;
  let td = a.d;
  for (let k = 0; k < Math.min(n, SHOWN); k++) {
    terms.push(nearest(tn, td, 'term'));
    tn *= r.n;
    td *= r.d;
  }
  const infiniteSum = abs(r.n) < r.d ? nearest(a.n * r.d, a.d * (r.d - r.n), 'infinite sum') : null;
  if (a.n === 0n) return { nthTerm: 0, sum: 0, terms, infiniteSum };
  if (r.n === 0n) return { nthTerm: n === 1 ? first : 0, sum: first || 0, terms, infiniteSum };
  if (r.n === r.d) return { nthTerm: first, sum: nearest(N * a.n, a.d, 'sum'), terms, infiniteSum };
  // log2 |r^(n−1)| and log2 |a·r^(n−1)| from the doubles (accurate to far better than the margins used below).
  const powerLog = (n - 1) * Math.log2(Math.abs(ratio));
  const termLog = Math.log2(Math.abs(first)) + powerLog;
  if (termLog > 1025) throw new ToolError('The n-th term is too large to give as a JSON number (above 1.8e308); lower n.');
  const nthTerm = termLog < -1100 ? 0 : nearest(a.n * r.n ** (N - 1n), a.d * r.d ** (N - 1n), 'n-th term');
  let sum: number;
  if (powerLog < -1300) {
    // |r^n| < 2^−1300: a(1 − r^n)/(1 − r) rounds as a/(1 − r)·(1 − s·2^−1300) with s the sign of r^n (no rounding
    // boundary lies between the two, both being on the same side of a/(1 − r) and far closer to it than half an ulp).
    const s = r.n < 0n && n % 2 === 1 ? -1n : 1n;
    const big = 1n << 1300n;
    sum = nearest(a.n * r.d * (big - s), a.d * (r.d - r.n) * big, 'sum');
  } else {
    // a(1 − r^n)/(1 − r) = a.n (Q^n − P^n) / (a.d Q^(n−1) (Q − P)) with r = P/Q.
    const qn1 = r.d ** (N - 1n);
    sum = nearest(a.n * (qn1 * r.d - r.n ** N), a.d * qn1 * (r.d - r.n), 'sum');
  }
  return { nthTerm, sum, terms, infiniteSum };
}

export default defineTool({
  slug: 'number-sequence-calculator',
  name: 'Arithmetic and geometric sequence calculator',
  category: 'math',
  description:
    'The n-th term, the sum of the first n terms and the first terms (up to 100) of an arithmetic sequence (a, a + d, a + 2d, …: a + (n − 1)d, sum n·a + n(n − 1)d/2) or a geometric one (a, ar, ar², …: a·r^(n − 1), sum a(1 − r^n)/(1 − r), or n·a when r = 1), with the infinite sum a/(1 − r) when |r| < 1 (null otherwise). The inputs are read as the exact decimals they are written as (0.1 is 1/10) and every result is computed exactly in rationals, then given as the nearest double; 0^0 counts as 1. A result beyond ±1.8e308 is refused.',
  heavy: true,
  timeoutMs: 5_000,
  inputSchema: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: ['arithmetic', 'geometric'], description: 'arithmetic (a constant difference) or geometric (a constant ratio).' },
      first: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'The first term a.' },
      difference: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'The common difference d (arithmetic only).' },
      ratio: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'The common ratio r (geometric only).' },
      n: { type: 'integer', minimum: 1, maximum: 10_000, description: 'Which term, and how many terms to sum: 1 to 10 000.' },
    },
    required: ['type', 'first', 'n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      nthTerm: { type: 'number', description: 'The n-th term.' },
      sum: { type: 'number', description: 'The sum of the first n terms.' },
      terms: { type: 'array', items: { type: 'number' }, description: 'The first min(n, 100) terms.' },
      infiniteSum: { anyOf: [{ type: 'number' }, { type: 'null' }], description: 'a/(1 − r) for a geometric sequence with |r| < 1, else null.' },
    },
    required: ['nthTerm', 'sum', 'terms', 'infiniteSum'],
  },
  examples: [
    { inputs: { type: 'arithmetic', first: 1, difference: 2, n: 10 }, result: { nthTerm: 19, sum: 100, terms: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], infiniteSum: null } },
    { inputs: { type: 'geometric', first: 3, ratio: 0.5, n: 12 }, result: { nthTerm: 0.00146484375, sum: 5.99853515625, terms: [3, 1.5, 0.75, 0.375, 0.1875, 0.09375, 0.046875, 0.0234375, 0.01171875, 0.005859375, 0.0029296875, 0.00146484375], infiniteSum: 6 } },
    { inputs: { type: 'arithmetic', first: 0.1, difference: 0.2, n: 150 }, result: { nthTerm: 29.9, sum: 2250, terms: [0.1, 0.3, 0.5, 0.7, 0.9, 1.1, 1.3, 1.5, 1.7, 1.9, 2.1, 2.3, 2.5, 2.7, 2.9, 3.1, 3.3, 3.5, 3.7, 3.9, 4.1, 4.3, 4.5, 4.7, 4.9, 5.1, 5.3, 5.5, 5.7, 5.9, 6.1, 6.3, 6.5, 6.7, 6.9, 7.1, 7.3, 7.5, 7.7, 7.9, 8.1, 8.3, 8.5, 8.7, 8.9, 9.1, 9.3, 9.5, 9.7, 9.9, 10.1, 10.3, 10.5, 10.7, 10.9, 11.1, 11.3, 11.5, 11.7, 11.9, 12.1, 12.3, 12.5, 12.7, 12.9, 13.1, 13.3, 13.5, 13.7, 13.9, 14.1, 14.3, 14.5, 14.7, 14.9, 15.1, 15.3, 15.5, 15.7, 15.9, 16.1, 16.3, 16.5, 16.7, 16.9, 17.1, 17.3, 17.5, 17.7, 17.9, 18.1, 18.3, 18.5, 18.7, 18.9, 19.1, 19.3, 19.5, 19.7, 19.9], infiniteSum: null } },
    { inputs: { type: 'geometric', first: 2, ratio: -1.5, n: 40 }, result: { nthTerm: -14743109.76125335, sum: -8845865.05675201, terms: [2, -3, 4.5, -6.75, 10.125, -15.1875, 22.78125, -34.171875, 51.2578125, -76.88671875, 115.330078125, -172.9951171875, 259.49267578125, -389.239013671875, 583.8585205078125, -875.7877807617188, 1313.6816711425781, -1970.5225067138672, 2955.783760070801, -4433.675640106201, 6650.513460159302, -9975.770190238953, 14963.655285358429, -22445.482928037643, 33668.224392056465, -50502.3365880847, 75753.50488212705, -113630.25732319057, 170445.38598478585, -255668.07897717878, 383502.1184657682, -575253.1776986523, 862879.7665479784, -1294319.6498219676, 1941479.4747329513, -2912219.212099427, 4368328.818149141, -6552493.227223711, 9828739.840835566, -14743109.76125335], infiniteSum: null } },
  ],
  run({ type, first, difference, ratio, n }: Inputs) {
    const a = rationalOfNumber(first, 'first');
    if (type === 'arithmetic') {
      if (ratio !== undefined) throw new ToolError('"ratio" is for geometric sequences; an arithmetic one takes "difference".');
      if (difference === undefined) throw new ToolError('An arithmetic sequence needs "difference".');
      return arithmetic(a, rationalOfNumber(difference, 'difference'), n);
    }
    if (difference !== undefined) throw new ToolError('"difference" is for arithmetic sequences; a geometric one takes "ratio".');
    if (ratio === undefined) throw new ToolError('A geometric sequence needs "ratio".');
    return geometric(first, ratio, a, rationalOfNumber(ratio, 'ratio'), n);
  },
});
