import betaCdf from '@stdlib/stats-base-dists-beta-cdf';
import betaPdf from '@stdlib/stats-base-dists-beta-pdf';
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import chisquarePdf from '@stdlib/stats-base-dists-chisquare-pdf';
import chisquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import exponentialCdf from '@stdlib/stats-base-dists-exponential-cdf';
import exponentialPdf from '@stdlib/stats-base-dists-exponential-pdf';
import exponentialQuantile from '@stdlib/stats-base-dists-exponential-quantile';
import fCdf from '@stdlib/stats-base-dists-f-cdf';
import fPdf from '@stdlib/stats-base-dists-f-pdf';
import fQuantile from '@stdlib/stats-base-dists-f-quantile';
import gammaCdf from '@stdlib/stats-base-dists-gamma-cdf';
import gammaPdf from '@stdlib/stats-base-dists-gamma-pdf';
import gammaQuantile from '@stdlib/stats-base-dists-gamma-quantile';
import geometricCdf from '@stdlib/stats-base-dists-geometric-cdf';
import geometricPmf from '@stdlib/stats-base-dists-geometric-pmf';
import geometricQuantile from '@stdlib/stats-base-dists-geometric-quantile';
import hypergeometricCdf from '@stdlib/stats-base-dists-hypergeometric-cdf';
import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import hypergeometricQuantile from '@stdlib/stats-base-dists-hypergeometric-quantile';
import lognormalCdf from '@stdlib/stats-base-dists-lognormal-cdf';
import lognormalPdf from '@stdlib/stats-base-dists-lognormal-pdf';
import lognormalQuantile from '@stdlib/stats-base-dists-lognormal-quantile';
import uniformCdf from '@stdlib/stats-base-dists-uniform-cdf';
import uniformPdf from '@stdlib/stats-base-dists-uniform-pdf';
import uniformQuantile from '@stdlib/stats-base-dists-uniform-quantile';
import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, nullableNumberOut, numberItem, sig } from '../stats-helpers.ts';

type Name = 'exponential' | 'uniform' | 'geometric' | 'hypergeometric' | 'chi-square' | 'f' | 'gamma' | 'beta' | 'lognormal';
type Parameters = Partial<Record<'rate' | 'min' | 'max' | 'p' | 'population' | 'successStates' | 'draws' | 'df' | 'df1' | 'df2' | 'shape' | 'scale' | 'alpha' | 'beta' | 'mu' | 'sigma', number>>;

interface Distribution {
  discrete: boolean;
  density(x: number): number;
  cdf(x: number): number;
  quantile(p: number): number;
  mean: number | null;
  variance: number | null;
}

const positive = { type: 'number', exclusiveMinimum: 0, maximum: 1e9 } as const;
const count = { type: 'integer', minimum: 0, maximum: 1e9 } as const;

/** The named parameters a distribution needs, each refused when missing. */
function need(parameters: Parameters, names: Array<keyof Parameters>, distribution: Name): number[] {
  return names.map((name) => {
    const value = parameters[name];
    if (value === undefined) throw new ToolError(`The ${distribution} distribution needs parameters.${name} (it takes ${names.join(', ')}).`);
    return value;
  });
}

function build(name: Name, parameters: Parameters): Distribution {
  switch (name) {
    case 'exponential': {
      const [rate] = need(parameters, ['rate'], name) as [number];
      return { discrete: false, density: (x) => exponentialPdf(x, rate), cdf: (x) => exponentialCdf(x, rate), quantile: (p) => exponentialQuantile(p, rate), mean: 1 / rate, variance: 1 / (rate * rate) };
    }
    case 'uniform': {
      const [a, b] = need(parameters, ['min', 'max'], name) as [number, number];
      if (!(a < b)) throw new ToolError('The uniform distribution needs min below max.');
      return { discrete: false, density: (x) => uniformPdf(x, a, b), cdf: (x) => uniformCdf(x, a, b), quantile: (p) => uniformQuantile(p, a, b), mean: a / 2 + b / 2, variance: (b - a) ** 2 / 12 };
    }
    case 'geometric': {
      const [p] = need(parameters, ['p'], name) as [number];
      if (!(p > 0 && p <= 1)) throw new ToolError('The geometric distribution needs 0 < p ≤ 1.');
      return { discrete: true, density: (x) => geometricPmf(x, p), cdf: (x) => geometricCdf(x, p), quantile: (q) => geometricQuantile(q, p), mean: (1 - p) / p, variance: (1 - p) / (p * p) };
    }
    case 'hypergeometric': {
      const [N, K, n] = need(parameters, ['population', 'successStates', 'draws'], name) as [number, number, number];
      if (!Number.isInteger(N) || !Number.isInteger(K) || !Number.isInteger(n)) throw new ToolError('Hypergeometric parameters are whole numbers.');
      if (K > N || n > N) throw new ToolError('successStates and draws cannot exceed population.');
      const mean = (n * K) / N;
      const variance = N > 1 ? (mean * (N - K) * (N - n)) / (N * (N - 1)) : 0;
      return { discrete: true, density: (x) => hypergeometricPmf(x, N, K, n), cdf: (x) => hypergeometricCdf(x, N, K, n), quantile: (p) => hypergeometricQuantile(p, N, K, n), mean, variance };
    }
    case 'chi-square': {
      const [k] = need(parameters, ['df'], name) as [number];
      return { discrete: false, density: (x) => chisquarePdf(x, k), cdf: (x) => chisquareCdf(x, k), quantile: (p) => chisquareQuantile(p, k), mean: k, variance: 2 * k };
    }
    case 'f': {
      const [d1, d2] = need(parameters, ['df1', 'df2'], name) as [number, number];
      const mean = d2 > 2 ? d2 / (d2 - 2) : null;
      const variance = d2 > 4 ? (2 * d2 * d2 * (d1 + d2 - 2)) / (d1 * (d2 - 2) ** 2 * (d2 - 4)) : null;
      return { discrete: false, density: (x) => fPdf(x, d1, d2), cdf: (x) => fCdf(x, d1, d2), quantile: (p) => fQuantile(p, d1, d2), mean, variance };
    }
    case 'gamma': {
      const [shape, scale] = need(parameters, ['shape', 'scale'], name) as [number, number];
      const rate = 1 / scale;
      return { discrete: false, density: (x) => gammaPdf(x, shape, rate), cdf: (x) => gammaCdf(x, shape, rate), quantile: (p) => gammaQuantile(p, shape, rate), mean: shape * scale, variance: shape * scale * scale };
    }
    case 'beta': {
      const [a, b] = need(parameters, ['alpha', 'beta'], name) as [number, number];
      return { discrete: false, density: (x) => betaPdf(x, a, b), cdf: (x) => betaCdf(x, a, b), quantile: (p) => betaQuantile(p, a, b), mean: a / (a + b), variance: (a * b) / ((a + b) ** 2 * (a + b + 1)) };
    }
    case 'lognormal': {
      const [mu, sigma] = need(parameters, ['mu', 'sigma'], name) as [number, number];
      const s2 = sigma * sigma;
      return { discrete: false, density: (x) => lognormalPdf(x, mu, sigma), cdf: (x) => lognormalCdf(x, mu, sigma), quantile: (p) => lognormalQuantile(p, mu, sigma), mean: Math.exp(mu + s2 / 2), variance: Math.expm1(s2) * Math.exp(2 * mu + s2) };
    }
  }
}

export default defineTool({
  slug: 'probability-distribution',
  name: 'Probability distribution calculator',
  category: 'statistics',
  description: `Density (or probability mass), P(X ≤ x), quantile (smallest value with P(X ≤ value) ≥ probability for discrete ones), mean and variance of a distribution: exponential (rate), uniform (min, max), geometric (p; failures before the first success, support 0, 1, 2 …: SciPy geom shifted by one), hypergeometric (population, successStates, draws; successes drawn), chi-square (df), F (df1, df2), gamma (shape, scale), beta (alpha, beta), lognormal (mu, sigma of the underlying normal). Mean or variance is null where it does not exist. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      distribution: {
        type: 'string',
        enum: ['exponential', 'uniform', 'geometric', 'hypergeometric', 'chi-square', 'f', 'gamma', 'beta', 'lognormal'],
        description: 'The distribution; each needs its own parameters.',
      },
      parameters: {
        type: 'object',
        additionalProperties: false,
        description:
          'The parameters of the distribution: exponential rate; uniform min, max; geometric p; hypergeometric population, successStates, draws; chi-square df; f df1, df2; gamma shape, scale; beta alpha, beta; lognormal mu, sigma.',
        properties: {
          rate: { ...positive, description: 'Exponential: the rate λ (events per unit; mean 1/λ).' },
          min: { ...numberItem, description: 'Uniform: the lower end of the support, below max.' },
          max: { ...numberItem, description: 'Uniform: the upper end of the support.' },
          p: { type: 'number', exclusiveMinimum: 0, maximum: 1, description: 'Geometric: the probability of success per trial, above 0 and up to 1.' },
          population: { ...count, description: 'Hypergeometric: the population size N.' },
          successStates: { ...count, description: 'Hypergeometric: the number of success states K in the population, at most population.' },
          draws: { ...count, description: 'Hypergeometric: the number of draws n without replacement, at most population.' },
          df: { ...positive, description: 'Chi-square: the degrees of freedom.' },
          df1: { ...positive, description: 'F: the numerator degrees of freedom.' },
          df2: { ...positive, description: 'F: the denominator degrees of freedom.' },
          shape: { ...positive, description: 'Gamma: the shape k.' },
          scale: { ...positive, description: 'Gamma: the scale θ (1 / rate).' },
          alpha: { ...positive, description: 'Beta: the first shape parameter α.' },
          beta: { ...positive, description: 'Beta: the second shape parameter β.' },
          mu: { type: 'number', minimum: -700, maximum: 700, description: 'Lognormal: the mean of the underlying normal (of ln X).' },
          sigma: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Lognormal: the standard deviation of the underlying normal (of ln X).' },
        },
      },
      x: { ...numberItem, description: 'A value at which to give the density (or mass) and P(X ≤ x).' },
      probability: { type: 'number', minimum: 0, maximum: 1, description: 'A probability from 0 to 1 whose quantile (inverse CDF) is wanted.' },
    },
    required: ['distribution', 'parameters'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      discrete: { type: 'boolean' },
      pdf: { ...nullableNumberOut, description: 'Density at x, or probability mass for the discrete distributions; null without x.' },
      cdf: { ...nullableNumberOut, description: 'P(X ≤ x); null without x.' },
      quantile: { ...nullableNumberOut, description: 'Inverse CDF at probability; null without it.' },
      mean: nullableNumberOut,
      variance: nullableNumberOut,
    },
    required: ['discrete', 'pdf', 'cdf', 'quantile', 'mean', 'variance'],
  },
  examples: [
    {"inputs": {"distribution": "exponential", "parameters": {"rate": 0.5}, "x": 3, "probability": 0.9}, "result": {"discrete": false, "pdf": 0.111565080074, "cdf": 0.776869839852, "quantile": 4.60517018599, "mean": 2, "variance": 4}},
    {"inputs": {"distribution": "uniform", "parameters": {"min": 2, "max": 10}, "x": 5, "probability": 0.25}, "result": {"discrete": false, "pdf": 0.125, "cdf": 0.375, "quantile": 4, "mean": 6, "variance": 5.33333333333}},
    {"inputs": {"distribution": "geometric", "parameters": {"p": 0.2}, "x": 3, "probability": 0.5}, "result": {"discrete": true, "pdf": 0.1024, "cdf": 0.5904, "quantile": 3, "mean": 4, "variance": 20}},
    {"inputs": {"distribution": "hypergeometric", "parameters": {"population": 50, "successStates": 5, "draws": 10}, "x": 1, "probability": 0.9}, "result": {"discrete": true, "pdf": 0.431337197229, "cdf": 0.741899979233, "quantile": 2, "mean": 1, "variance": 0.734693877551}},
    {"inputs": {"distribution": "chi-square", "parameters": {"df": 4}, "x": 9.487729, "probability": 0.95}, "result": {"discrete": false, "pdf": 0.0206475299515, "cdf": 0.949999999241, "quantile": 9.48772903678, "mean": 4, "variance": 8}},
    {"inputs": {"distribution": "f", "parameters": {"df1": 3, "df2": 12}, "x": 3.49, "probability": 0.95}, "result": {"discrete": false, "pdf": 0.0372019457103, "cdf": 0.949989033528, "quantile": 3.4902948195, "mean": 1.2, "variance": 1.56}},
    {"inputs": {"distribution": "gamma", "parameters": {"shape": 2, "scale": 3}, "x": 4, "probability": 0.5}, "result": {"discrete": false, "pdf": 0.117154283607, "cdf": 0.384940011063, "quantile": 5.03504097005, "mean": 6, "variance": 18}},
    {"inputs": {"distribution": "beta", "parameters": {"alpha": 2, "beta": 5}, "x": 0.3, "probability": 0.8}, "result": {"discrete": false, "pdf": 2.1609, "cdf": 0.579825, "quantile": 0.422447524846, "mean": 0.285714285714, "variance": 0.0255102040816}},
    {"inputs": {"distribution": "lognormal", "parameters": {"mu": 0, "sigma": 0.5}, "x": 1.5, "probability": 0.5}, "result": {"discrete": false, "pdf": 0.382869771989, "cdf": 0.791297126616, "quantile": 1, "mean": 1.13314845307, "variance": 0.364695854012}},
  ],
  run({ distribution, parameters, x, probability }: { distribution: Name; parameters: Parameters; x?: number; probability?: number }) {
    if (x === undefined && probability === undefined) throw new ToolError('Give x, probability or both.');
    const d = build(distribution, parameters);
    const opt = (v: number | null, what: string) => (v === null ? null : sig(v, what));
    return {
      discrete: d.discrete,
      pdf: x === undefined ? null : sig(d.density(x), d.discrete ? 'probability' : 'density'),
      cdf: x === undefined ? null : sig(d.cdf(x), 'cumulative probability'),
      quantile: probability === undefined ? null : sig(d.quantile(probability), 'quantile'),
      mean: opt(d.mean, 'mean'),
      variance: opt(d.variance, 'variance'),
    };
  },
});
