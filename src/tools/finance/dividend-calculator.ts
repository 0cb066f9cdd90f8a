import { ToolError, defineTool } from '../define.ts';
import { exact, nearestRatio } from '../exact-fraction.ts';

interface Inputs {
  initialInvestment: number;
  sharePrice: number;
  annualDividendPerShare?: number;
  dividendYieldPercent?: number;
  years: number;
  payoutsPerYear?: 1 | 2 | 4 | 12;
  reinvest?: boolean;
  dividendGrowthPercent?: number;
  annualContribution?: number;
}

/** An exact non-negative rational n / d of BigInts. */
type Ratio = [n: bigint, d: bigint];
const ratio = (x: number): Ratio => {
  const f = exact(x);
  return [f.s < 0n ? -f.n : f.n, f.d];
};
/** n / d rounded half up to an integer (n ≥ 0, d > 0). */
const halfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
/** An integer count of 10^-places units as the nearest double. */
const scaled = (units: bigint, places: number): number => nearestRatio(units, 10n ** BigInt(places));
/** Shares are kept in millionths (6 decimals), money in cents. */
const MICRO = 1_000_000n;
/** Beyond a value of 10^15 the figures stop being meaningful money (and doubles lose cents). */
const MAX_CENTS = 10n ** 17n;

export default defineTool({
  slug: 'dividend-calculator',
  name: 'Dividend calculator (DRIP)',
  category: 'finance',
  description:
    'Dividend income and reinvestment (DRIP) at a constant share price. Initial shares = initialInvestment / sharePrice; each payout = shares × dividend per share / payoutsPerYear rounded half up to cents and, with reinvest, buys shares at sharePrice; shares are kept to 6 decimals (half up). The dividend per share (annualDividendPerShare, or sharePrice × dividendYieldPercent) grows by dividendGrowthPercent once a year, from year 2; annualContribution buys shares at each year\'s end. annualIncomeAtEnd = final shares × the last year\'s dividend per share; yieldOnCostPercent = that income / (initial investment + contributions) × 100. Exact rational arithmetic; no share-price growth, taxes or fees.',
  inputSchema: {
    type: 'object',
    properties: {
      initialInvestment: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Amount invested at the start.' },
      sharePrice: { type: 'number', minimum: 0.0001, maximum: 1e9, description: 'Price of one share, constant over the whole period.' },
      annualDividendPerShare: { type: 'number', minimum: 0, maximum: 1e9, description: 'Dividend paid per share over the first year (give this or dividendYieldPercent).' },
      dividendYieldPercent: { type: 'number', minimum: 0, maximum: 100, description: 'Annual dividend as a percent of the share price (give this or annualDividendPerShare).' },
      years: { type: 'integer', minimum: 1, maximum: 100, description: 'Years to project, 1–100.' },
      payoutsPerYear: { type: 'integer', enum: [1, 2, 4, 12], default: 4, description: 'Dividend payments per year: 1, 2, 4 (quarterly, default) or 12.' },
      reinvest: { type: 'boolean', default: true, description: 'Reinvest each payout in shares (DRIP); false keeps dividends as cash.' },
      dividendGrowthPercent: { type: 'number', minimum: -100, maximum: 100, default: 0, description: 'Yearly growth of the dividend per share in percent (applied from year 2).' },
      annualContribution: { type: 'number', minimum: 0, maximum: 1e12, default: 0, description: 'Amount added at the end of every year, buying shares at sharePrice.' },
    },
    required: ['initialInvestment', 'sharePrice', 'years'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      finalShares: { type: 'number', description: 'Shares held at the end (6 decimals).' },
      finalValue: { type: 'number', description: 'finalShares × sharePrice, half up to cents.' },
      totalDividends: { type: 'number', description: 'Sum of every payout (each rounded to cents).' },
      totalContributions: { type: 'number', description: 'initialInvestment + annualContribution × years.' },
      annualIncomeAtEnd: { type: 'number', description: 'finalShares × the last year\'s dividend per share, half up to cents.' },
      yieldOnCostPercent: { type: 'number', description: 'Unrounded annual income at the end / totalContributions × 100.' },
      schedule: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            year: { type: 'integer' },
            shares: { type: 'number', description: 'Shares at the year\'s end, after the contribution.' },
            dividends: { type: 'number', description: 'Dividends paid that year.' },
            value: { type: 'number', description: 'Shares × sharePrice at the year\'s end, half up to cents.' },
          },
          required: ['year', 'shares', 'dividends', 'value'],
        },
      },
    },
    required: ['finalShares', 'finalValue', 'totalDividends', 'totalContributions', 'annualIncomeAtEnd', 'yieldOnCostPercent', 'schedule'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (Python decimal loop).
  examples: [
    { inputs: {"initialInvestment": 10000, "sharePrice": 50, "dividendYieldPercent": 4, "years": 5, "payoutsPerYear": 4, "reinvest": true, "dividendGrowthPercent": 5}, result: {"finalShares": 249.1668, "finalValue": 12458.34, "totalDividends": 2458.34, "totalContributions": 10000, "annualIncomeAtEnd": 605.73, "yieldOnCostPercent": 6.05727605385, "schedule": [{"year": 1, "shares": 208.1208, "dividends": 406.04, "value": 10406.04}, {"year": 2, "shares": 217.0004, "dividends": 443.98, "value": 10850.02}, {"year": 3, "shares": 226.7294, "dividends": 486.45, "value": 11336.47}, {"year": 4, "shares": 237.4116, "dividends": 534.11, "value": 11870.58}, {"year": 5, "shares": 249.1668, "dividends": 587.76, "value": 12458.34}]} },
    { inputs: {"initialInvestment": 5000, "sharePrice": 25.5, "annualDividendPerShare": 1.02, "years": 3, "payoutsPerYear": 12, "reinvest": false, "annualContribution": 1200}, result: {"finalShares": 337.254903, "finalValue": 8600, "totalDividends": 744.12, "totalContributions": 8600, "annualIncomeAtEnd": 344, "yieldOnCostPercent": 4.0000000123255814, "schedule": [{"year": 1, "shares": 243.137255, "dividends": 200.04, "value": 6200}, {"year": 2, "shares": 290.196079, "dividends": 248.04, "value": 7400}, {"year": 3, "shares": 337.254903, "dividends": 296.04, "value": 8600}]} },
    { inputs: {"initialInvestment": 1000, "sharePrice": 100, "annualDividendPerShare": 3, "years": 2, "payoutsPerYear": 1}, result: {"finalShares": 10.609, "finalValue": 1060.9, "totalDividends": 60.9, "totalContributions": 1000, "annualIncomeAtEnd": 31.83, "yieldOnCostPercent": 3.1827, "schedule": [{"year": 1, "shares": 10.3, "dividends": 30, "value": 1030}, {"year": 2, "shares": 10.609, "dividends": 30.9, "value": 1060.9}]} },
  ],
  run({ initialInvestment, sharePrice, annualDividendPerShare, dividendYieldPercent, years, payoutsPerYear = 4, reinvest = true, dividendGrowthPercent = 0, annualContribution = 0 }: Inputs) {
    if ((annualDividendPerShare === undefined) === (dividendYieldPercent === undefined)) {
      throw new ToolError('Give exactly one of annualDividendPerShare and dividendYieldPercent.');
    }
    // Exact rational arithmetic on BigInts: shares in millionths, payouts in cents, the dividend per share as a ratio.
    const [pn, pd] = ratio(sharePrice);
    const [invN, invD] = ratio(initialInvestment);
    const [cN, cD] = ratio(annualContribution);
    const [gN, gD] = ratio(dividendGrowthPercent); // growth factor (100·gD + gN) / (100·gD)
    let [dpsN, dpsD]: Ratio = annualDividendPerShare !== undefined ? ratio(annualDividendPerShare) : (() => {
      const [yN, yD] = ratio(dividendYieldPercent!);
      return [pn * yN, pd * yD * 100n] as Ratio;
    })();
    const P = BigInt(payoutsPerYear);
    /** Millionths of a share an amount a/b buys: a / b / price, half up. */
    const buys = (a: bigint, b: bigint): bigint => halfUp(a * MICRO * pd, b * pn);
    const valueCents = (shares: bigint): bigint => halfUp(shares * pn * 100n, pd * MICRO);
    let shares = buys(invN, invD);
    let totalCents = 0n;
    const schedule: Array<{ year: number; shares: number; dividends: number; value: number }> = [];
    for (let year = 1; year <= years; year++) {
      if (year > 1) [dpsN, dpsD] = [dpsN * (100n * gD + gN), dpsD * 100n * gD];
      let yearCents = 0n;
      for (let p = 0n; p < P; p++) {
        const payout = halfUp(shares * dpsN * 100n, MICRO * dpsD * P);
        yearCents += payout;
        if (reinvest) shares += buys(payout, 100n);
      }
      if (cN !== 0n) shares += buys(cN, cD);
      totalCents += yearCents;
      const value = valueCents(shares);
      if (value > MAX_CENTS) throw new ToolError(`The holding passes 10^15 in year ${year}; shorten the period or lower the dividend.`);
      schedule.push({ year, shares: scaled(shares, 6), dividends: scaled(yearCents, 2), value: scaled(value, 2) });
    }
    // Contributions c = initial + contribution × years as a ratio; the income shares × dps is exact.
    const [conN, conD] = [invN * cD + cN * BigInt(years) * invD, invD * cD];
    const [incN, incD] = [shares * dpsN, MICRO * dpsD];
    return {
      finalShares: scaled(shares, 6),
      finalValue: scaled(valueCents(shares), 2),
      totalDividends: scaled(totalCents, 2),
      totalContributions: scaled(halfUp(conN * 100n, conD), 2),
      annualIncomeAtEnd: scaled(halfUp(incN * 100n, incD), 2),
      yieldOnCostPercent: nearestRatio(incN * conD * 100n, incD * conN, 'yield on cost'),
      schedule,
    };
  },
});
