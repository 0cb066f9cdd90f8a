import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { ToolError, defineTool } from '../define.ts';
import { Decimal, MAX_MONEY, toNumber } from '../finance-math.ts';

interface Inputs {
  spot: number;
  strike: number;
  years: number;
  riskFreeRatePercent: number;
  volatilityPercent: number;
  dividendYieldPercent?: number;
}

const N = (x: number) => normalCdf(x, 0, 1);
const phi = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
/** Results are rounded half up to 6 decimals (double arithmetic, so the last digits are not meaningful). */
const out = (x: number, what: string) => {
  if (!Number.isFinite(x)) throw new ToolError(`The ${what} is not a finite number for these inputs.`);
  return toNumber(new Decimal(x).toDecimalPlaces(6, Decimal.ROUND_HALF_UP));
};

export default defineTool({
  slug: 'black-scholes-calculator',
  name: 'Black–Scholes option calculator',
  category: 'finance',
  description:
    'European call and put prices and Greeks by Black–Scholes–Merton with a continuous dividend yield q: d1 = (ln(S/K) + (r − q + σ²/2)T)/(σ√T), d2 = d1 − σ√T, call = S·e^(−qT)·N(d1) − K·e^(−rT)·N(d2), put = K·e^(−rT)·N(−d2) − S·e^(−qT)·N(−d1) (r continuously compounded). Greeks are the raw partial derivatives: vega and rho per 1.00 (100 points) of volatility/rate, theta per year; divide by 100 or 365 for per-point or per-day figures. Every value is rounded half up to 6 decimals.',
  inputSchema: {
    type: 'object',
    properties: {
      spot: { type: 'number', exclusiveMinimum: 0, maximum: MAX_MONEY, description: 'Price of the underlying now.' },
      strike: { type: 'number', exclusiveMinimum: 0, maximum: MAX_MONEY, description: 'Strike (exercise) price of the option.' },
      years: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Time to expiry in years.' },
      riskFreeRatePercent: { type: 'number', minimum: -10, maximum: 100, description: 'Continuously compounded risk-free rate, percent a year.' },
      volatilityPercent: { type: 'number', minimum: 0.01, maximum: 1000, description: 'Annual volatility σ in percent.' },
      dividendYieldPercent: { type: 'number', minimum: 0, maximum: 100, default: 0, description: 'Continuous dividend yield q, percent a year.' },
    },
    required: ['spot', 'strike', 'years', 'riskFreeRatePercent', 'volatilityPercent'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      call: { type: 'number' },
      put: { type: 'number' },
      delta: { type: 'object', properties: { call: { type: 'number' }, put: { type: 'number' } }, required: ['call', 'put'] },
      gamma: { type: 'number' },
      vega: { type: 'number', description: 'Per 1.00 of volatility.' },
      theta: { type: 'object', properties: { call: { type: 'number' }, put: { type: 'number' } }, required: ['call', 'put'], description: 'Per year.' },
      rho: { type: 'object', properties: { call: { type: 'number' }, put: { type: 'number' } }, required: ['call', 'put'], description: 'Per 1.00 of rate.' },
    },
    required: ['call', 'put', 'delta', 'gamma', 'vega', 'theta', 'rho'],
  },
  // Expected results: test/reference/finance_loans.py (scipy.stats.norm; the first is Hull's example S 42, K 40, r 10 %, σ 20 %, T 0.5 → call 4.7594, put 0.8086).
  examples: [
    { inputs: { spot: 42, strike: 40, years: 0.5, riskFreeRatePercent: 10, volatilityPercent: 20 }, result: { call: 4.759422, put: 0.808599, delta: { call: 0.779131, put: -0.220869 }, gamma: 0.049963, vega: 8.813415, theta: { call: -4.559092, put: -0.754174 }, rho: { call: 13.982046, put: -5.042543 } } },
    { inputs: { spot: 100, strike: 110, years: 1.25, riskFreeRatePercent: 4.5, volatilityPercent: 32, dividendYieldPercent: 1.5 }, result: { call: 11.612572, put: 17.453409, delta: { call: 0.497486, put: -0.483939 }, gamma: 0.010942, vega: 43.768035, theta: { call: -6.572201, put: -3.365089 }, rho: { call: 47.670026, put: -82.309106 } } },
  ],
  run({ spot: S, strike: K, years: T, riskFreeRatePercent, volatilityPercent, dividendYieldPercent = 0 }: Inputs) {
    const r = riskFreeRatePercent / 100;
    const sigma = volatilityPercent / 100;
    const q = dividendYieldPercent / 100;
    const sqrtT = Math.sqrt(T);
    const d1 = (Math.log(S / K) + (r - q + (sigma * sigma) / 2) * T) / (sigma * sqrtT);
    const d2 = d1 - sigma * sqrtT;
    const dq = Math.exp(-q * T);
    const dr = Math.exp(-r * T);
    const decay = (-S * dq * phi(d1) * sigma) / (2 * sqrtT);
    return {
      call: out(S * dq * N(d1) - K * dr * N(d2), 'call price'),
      put: out(K * dr * N(-d2) - S * dq * N(-d1), 'put price'),
      delta: { call: out(dq * N(d1), 'delta'), put: out(dq * (N(d1) - 1), 'delta') },
      gamma: out((dq * phi(d1)) / (S * sigma * sqrtT), 'gamma'),
      vega: out(S * dq * phi(d1) * sqrtT, 'vega'),
      theta: {
        call: out(decay - r * K * dr * N(d2) + q * S * dq * N(d1), 'theta'),
        put: out(decay + r * K * dr * N(-d2) - q * S * dq * N(-d1), 'theta'),
      },
      rho: { call: out(K * T * dr * N(d2), 'rho'), put: out(-K * T * dr * N(-d2), 'rho') },
    };
  },
});
