import { ToolError, defineTool } from '../define.ts';
import { byReThenIm, complexOutputSchema, numberSchema, roundComplex, type ComplexValue } from '../math-sandbox.ts';

const MAX_ITERATIONS = 500;

/** All roots of a monic-normalisable polynomial by the Aberth–Ehrlich iteration (simultaneous, cubic convergence). */
function aberth(coefficients: number[]): ComplexValue[] {
  const n = coefficients.length - 1;
  const lead = coefficients[0]!;
  const a = coefficients.map((c) => c / lead);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  // Start on a circle of the geometric-mean radius |a_n|^(1/n), turned off the axes.
  const radius = Math.abs(a[n]!) ** (1 / n) || 1;
  for (let k = 0; k < n; k++) {
    const angle = (2 * Math.PI * k) / n + 0.4;
    re[k] = radius * Math.cos(angle);
    im[k] = radius * Math.sin(angle);
  }
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let moved = 0;
    for (let k = 0; k < n; k++) {
      const zr = re[k]!;
      const zi = im[k]!;
      // Horner: p(z) and p'(z).
      let pr = 1;
      let pi = 0;
      let dr = 0;
      let di = 0;
      for (let j = 1; j <= n; j++) {
        const ndr = dr * zr - di * zi + pr;
        const ndi = dr * zi + di * zr + pi;
        dr = ndr;
        di = ndi;
        const npr = pr * zr - pi * zi + a[j]!;
        const npi = pr * zi + pi * zr;
        pr = npr;
        pi = npi;
      }
      if (pr === 0 && pi === 0) continue;
      // N = p/p'
      const dd = dr * dr + di * di;
      if (dd === 0) continue;
      const nr = (pr * dr + pi * di) / dd;
      const ni = (pi * dr - pr * di) / dd;
      // S = Σ 1/(z_k − z_j)
      let sr = 0;
      let si = 0;
      for (let j = 0; j < n; j++) {
        if (j === k) continue;
        const xr = zr - re[j]!;
        const xi = zi - im[j]!;
        const xx = xr * xr + xi * xi;
        if (xx === 0) continue;
        sr += xr / xx;
        si -= xi / xx;
      }
      // w = N / (1 − N·S)
      const denr = 1 - (nr * sr - ni * si);
      const deni = -(nr * si + ni * sr);
      const den = denr * denr + deni * deni;
      if (den === 0 || !Number.isFinite(den)) continue;
      const wr = (nr * denr + ni * deni) / den;
      const wi = (ni * denr - nr * deni) / den;
      re[k] = zr - wr;
      im[k] = zi - wi;
      moved = Math.max(moved, Math.hypot(wr, wi) / Math.max(1, Math.hypot(re[k]!, im[k]!)));
    }
    if (moved <= 1e-16) break;
  }
  return Array.from(re, (r, k) => ({ re: r, im: im[k]! }));
}

export default defineTool({
  slug: 'polynomial-root-finder',
  name: 'Polynomial root finder',
  category: 'math',
  description:
    'All complex roots of a real polynomial of degree 1–20 (coefficients from the highest degree down) by the Aberth–Ehrlich iteration; zero roots from trailing zero coefficients are exact. Each root is rounded at the 10th significant digit of the larger of its real and imaginary parts (so a real root has im 0) and the list is sorted by real then imaginary part. Multiple roots are only accurate to about 16/m digits.',
  inputSchema: {
    type: 'object',
    properties: {
      coefficients: { type: 'array', minItems: 2, maxItems: 21, items: { ...numberSchema, minimum: -1e50, maximum: 1e50 }, description: 'Coefficients, highest degree first: [1, -3, 2] is x² − 3x + 2.' },
    },
    required: ['coefficients'],
  },
  outputSchema: {
    type: 'object',
    properties: { degree: { type: 'integer' }, roots: { type: 'array', items: complexOutputSchema } },
    required: ['degree', 'roots'],
  },
  examples: [
    {"inputs":{"coefficients":[1,-6,11,-6]},"result":{"degree":3,"roots":[{"re":1,"im":0},{"re":2,"im":0},{"re":3,"im":0}]}},
    {"inputs":{"coefficients":[1,0,0,0,-1]},"result":{"degree":4,"roots":[{"re":-1,"im":0},{"re":0,"im":-1},{"re":0,"im":1},{"re":1,"im":0}]}},
    {"inputs":{"coefficients":[2,-3,0,5,0,0]},"result":{"degree":5,"roots":[{"re":-1,"im":0},{"re":0,"im":0},{"re":0,"im":0},{"re":1.25,"im":-0.968245837},{"re":1.25,"im":0.968245837}]}},
    {"inputs":{"coefficients":[1,-2.5,0.5,4.2]},"result":{"degree":3,"roots":[{"re":-1.023180266,"im":0},{"re":1.761590133,"im":-1.000824023},{"re":1.761590133,"im":1.000824023}]}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ coefficients }: { coefficients: number[] }) {
    if (coefficients[0] === 0) throw new ToolError('The first (highest-degree) coefficient must not be 0.');
    const degree = coefficients.length - 1;
    let end = coefficients.length;
    while (end > 1 && coefficients[end - 1] === 0) end--;
    const zeros = coefficients.length - end;
    const roots = [...(end > 1 ? aberth(coefficients.slice(0, end)) : []), ...Array.from({ length: zeros }, () => ({ re: 0, im: 0 }))];
    if (roots.some((z) => !Number.isFinite(z.re) || !Number.isFinite(z.im))) throw new ToolError('The roots could not be computed in double precision: the coefficients span too many orders of magnitude.');
    return { degree, roots: roots.map((z) => roundComplex(z)).sort(byReThenIm) };
  },
});
