import { defineTool } from '../define.ts';
import { factorize, isqrt } from '../number-theory.ts';

const isSquare = (n: bigint) => {
  const r = isqrt(n);
  return r * r === n;
};

function icbrt(n: bigint): bigint {
  let r = BigInt(Math.round(Math.cbrt(Number(n))));
  while (r * r * r > n) r--;
  while ((r + 1n) ** 3n <= n) r++;
  return r;
}

function digitSquareSum(n: number): number {
  let s = 0;
  for (const c of String(n)) s += Number(c) ** 2;
  return s;
}

function isHappy(n: number): boolean {
  const seen = new Set<number>();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    n = digitSquareSum(n);
  }
  return n === 1;
}

function collatzSteps(start: bigint): number {
  let steps = 0;
  for (let x = start; x !== 1n; steps++) x = x % 2n === 0n ? x / 2n : 3n * x + 1n;
  return steps;
}

export default defineTool({
  slug: 'number-properties',
  name: 'Number properties',
  category: 'math',
  description:
    'Every common property of a whole number 1 … 10^15 at once: prime, even, perfect square and cube, perfect / abundant / deficient (σ(n) − n against n), Armstrong (narcissistic: the sum of its digits each raised to the number of digits, base 10), happy (the sum of squared digits reaches 1), palindrome, triangular (8n + 1 a square), Fibonacci (5n² + 4 or 5n² − 4 a square), digit count, digit sum, digital root, Euler\'s totient φ(n), the number of divisors τ(n) and their sum σ(n) (from the prime factorization: trial division, then Pollard–Brent rho, primes by deterministic Miller–Rabin), and the number of Collatz steps to reach 1 (3n + 1 for odd, n/2 for even; 0 for 1).',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      n: { type: 'integer', minimum: 1, maximum: 1e15, description: 'A whole number 1 … 10^15.' },
    },
    required: ['n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      isPrime: { type: 'boolean' },
      isEven: { type: 'boolean' },
      isPerfectSquare: { type: 'boolean' },
      isPerfectCube: { type: 'boolean' },
      classification: { type: 'string', enum: ['perfect', 'abundant', 'deficient'], description: 'σ(n) − n equal to, above or below n.' },
      isArmstrong: { type: 'boolean', description: 'Narcissistic in base 10.' },
      isHappy: { type: 'boolean' },
      isPalindrome: { type: 'boolean' },
      isTriangular: { type: 'boolean' },
      isFibonacci: { type: 'boolean' },
      digitCount: { type: 'integer' },
      digitSum: { type: 'integer' },
      digitalRoot: { type: 'integer' },
      eulerTotient: { type: 'integer', description: 'φ(n): how many of 1 … n are coprime to n.' },
      divisorCount: { type: 'integer', description: 'τ(n).' },
      divisorSum: { type: 'integer', description: 'σ(n), the sum of all divisors including n (below 6.4·10^15 here).' },
      collatzSteps: { type: 'integer' },
    },
    required: ['isPrime', 'isEven', 'isPerfectSquare', 'isPerfectCube', 'classification', 'isArmstrong', 'isHappy', 'isPalindrome', 'isTriangular', 'isFibonacci', 'digitCount', 'digitSum', 'digitalRoot', 'eulerTotient', 'divisorCount', 'divisorSum', 'collatzSteps'],
  },
  examples: [
    { inputs: { n: 28 }, result: { isPrime: false, isEven: true, isPerfectSquare: false, isPerfectCube: false, classification: 'perfect', isArmstrong: false, isHappy: true, isPalindrome: false, isTriangular: true, isFibonacci: false, digitCount: 2, digitSum: 10, digitalRoot: 1, eulerTotient: 12, divisorCount: 6, divisorSum: 56, collatzSteps: 18 } },
    { inputs: { n: 153 }, result: { isPrime: false, isEven: false, isPerfectSquare: false, isPerfectCube: false, classification: 'deficient', isArmstrong: true, isHappy: false, isPalindrome: false, isTriangular: true, isFibonacci: false, digitCount: 3, digitSum: 9, digitalRoot: 9, eulerTotient: 96, divisorCount: 6, divisorSum: 234, collatzSteps: 36 } },
    { inputs: { n: 1 }, result: { isPrime: false, isEven: false, isPerfectSquare: true, isPerfectCube: true, classification: 'deficient', isArmstrong: true, isHappy: true, isPalindrome: true, isTriangular: true, isFibonacci: true, digitCount: 1, digitSum: 1, digitalRoot: 1, eulerTotient: 1, divisorCount: 1, divisorSum: 1, collatzSteps: 0 } },
    { inputs: { n: 999999999999989 }, result: { isPrime: true, isEven: false, isPerfectSquare: false, isPerfectCube: false, classification: 'deficient', isArmstrong: false, isHappy: false, isPalindrome: false, isTriangular: false, isFibonacci: false, digitCount: 15, digitSum: 134, digitalRoot: 8, eulerTotient: 999999999999988, divisorCount: 2, divisorSum: 999999999999990, collatzSteps: 505 } },
    { inputs: { n: 832040 }, result: { isPrime: false, isEven: true, isPerfectSquare: false, isPerfectCube: false, classification: 'abundant', isArmstrong: false, isHappy: false, isPalindrome: false, isTriangular: false, isFibonacci: true, digitCount: 6, digitSum: 17, digitalRoot: 8, eulerTotient: 288000, divisorCount: 64, divisorSum: 2142720, collatzSteps: 131 } },
  ],
  run({ n }: { n: number }) {
    const N = BigInt(n);
    const factors = n === 1 ? [] : factorize(N, 6_000_000);
    let phi = 1n;
    let tau = 1n;
    let sigma = 1n;
    for (const { prime: p, exponent: e } of factors) {
      const E = BigInt(e);
      phi *= p ** (E - 1n) * (p - 1n);
      tau *= E + 1n;
      sigma *= (p ** (E + 1n) - 1n) / (p - 1n);
    }
    const digits = String(n);
    const k = digits.length;
    let digitSum = 0;
    let armstrong = 0n;
    for (const c of digits) {
      digitSum += Number(c);
      armstrong += BigInt(c) ** BigInt(k);
    }
    const aliquot = sigma - N;
    const root = icbrt(N);
    return {
      isPrime: factors.length === 1 && factors[0]!.exponent === 1,
      isEven: n % 2 === 0,
      isPerfectSquare: isSquare(N),
      isPerfectCube: root * root * root === N,
      classification: aliquot === N ? ('perfect' as const) : aliquot > N ? ('abundant' as const) : ('deficient' as const),
      isArmstrong: armstrong === N,
      isHappy: isHappy(n),
      isPalindrome: digits === [...digits].reverse().join(''),
      isTriangular: isSquare(8n * N + 1n),
      isFibonacci: isSquare(5n * N * N + 4n) || isSquare(5n * N * N - 4n),
      digitCount: k,
      digitSum,
      digitalRoot: 1 + ((n - 1) % 9),
      eulerTotient: Number(phi),
      divisorCount: Number(tau),
      divisorSum: Number(sigma),
      collatzSteps: collatzSteps(N),
    };
  },
});
