import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, expMinusOne, fraction, money, moneyOut, ONE, ZERO, powMinusOne, ratePercent } from '../finance-math.ts';

interface Inputs {
  principal: number;
  annualRatePercent: number;
  years: number;
  compoundsPerYear?: 1 | 2 | 4 | 12 | 52 | 365 | 'continuous';
  contribution?: number;
  contributionTiming?: 'end' | 'beginning';
}

export default defineTool({
  slug: 'compound-interest-calculator',
  name: 'Compound interest calculator',
  category: 'finance',
  description:
    'Future value P(1 + r/m)^(m·t) (continuous: P·e^(r·t)) plus monthly contributions grown at the equivalent monthly rate i = (1 + r/m)^(m/12) − 1 (continuous: e^(r/12) − 1): c·((1+i)^k − 1)/i for k = ⌊12·t⌋ contributions, × (1+i) when made at the beginning of each month, then grown over any remaining part of a month. Computed exactly (40 digits) and rounded half up to cents once per result; totalContributions = principal + all contributions; `yearly` gives the balance at the end of each year (and at `years` when fractional) and the interest earned during it.',
  inputSchema: {
    type: 'object',
    properties: {
      principal: money('Starting amount.'),
      annualRatePercent: ratePercent('Nominal annual rate in percent.'),
      years: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Investment period in years; fractions allowed (e.g. 2.5).' },
      compoundsPerYear: {
        anyOf: [
          { type: 'integer', enum: [1, 2, 4, 12, 52, 365] },
          { type: 'string', enum: ['continuous'] },
        ],
        default: 12,
        description: 'Compounding periods per year, or "continuous".',
      },
      contribution: money('Amount added every month (default 0).'),
      contributionTiming: { type: 'string', enum: ['end', 'beginning'], default: 'end', description: 'Contributions at the end (ordinary annuity) or beginning of each month.' },
    },
    required: ['principal', 'annualRatePercent', 'years'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      futureValue: { type: 'number' },
      totalContributions: { type: 'number', description: 'Principal plus every monthly contribution.' },
      totalInterest: { type: 'number', description: 'futureValue − totalContributions, from the exact values.' },
      yearly: {
        type: 'array',
        items: {
          type: 'object',
          properties: { year: { type: 'number' }, balance: { type: 'number' }, interest: { type: 'number' } },
          required: ['year', 'balance', 'interest'],
        },
      },
    },
    required: ['futureValue', 'totalContributions', 'totalInterest', 'yearly'],
  },
  // Expected results: test/reference/finance_loans.py (closed forms in Decimal; the first is the plan §6 reference 10000 @ 5 % / 10 y monthly → 16470.09).
  examples: [
    { inputs: { principal: 10000, annualRatePercent: 5, years: 10 }, result: { futureValue: 16470.09, totalContributions: 10000, totalInterest: 6470.09, yearly: [{ year: 1, balance: 10511.62, interest: 511.62 }, { year: 2, balance: 11049.41, interest: 537.79 }, { year: 3, balance: 11614.72, interest: 565.31 }, { year: 4, balance: 12208.95, interest: 594.23 }, { year: 5, balance: 12833.59, interest: 624.63 }, { year: 6, balance: 13490.18, interest: 656.59 }, { year: 7, balance: 14180.36, interest: 690.18 }, { year: 8, balance: 14905.85, interest: 725.49 }, { year: 9, balance: 15668.47, interest: 762.61 }, { year: 10, balance: 16470.09, interest: 801.63 }] } },
    { inputs: { principal: 5000, annualRatePercent: 7, years: 2.5, compoundsPerYear: 4, contribution: 100, contributionTiming: "beginning" }, result: { futureValue: 9232.66, totalContributions: 8000, totalInterest: 1232.66, yearly: [{ year: 1, balance: 6605.51, interest: 405.51 }, { year: 2, balance: 8326.39, interest: 520.88 }, { year: 2.5, balance: 9232.66, interest: 306.27 }] } },
    { inputs: { principal: 1000, annualRatePercent: 3, years: 3, compoundsPerYear: "continuous" }, result: { futureValue: 1094.17, totalContributions: 1000, totalInterest: 94.17, yearly: [{ year: 1, balance: 1030.45, interest: 30.45 }, { year: 2, balance: 1061.84, interest: 31.38 }, { year: 3, balance: 1094.17, interest: 32.34 }] } },
  ],
  run({ principal, annualRatePercent, years, compoundsPerYear = 12, contribution = 0, contributionTiming = 'end' }: Inputs) {
    const P = dec(principal, 'principal');
    const r = fraction(annualRatePercent, 'annualRatePercent');
    const c = dec(contribution, 'contribution');
    // growth factor over t years and the equivalent monthly rate
    const growth = (t: Decimal): Decimal => (compoundsPerYear === 'continuous' ? r.times(t).exp() : r.dividedBy(compoundsPerYear).plus(1).pow(t.times(compoundsPerYear)));
    const monthly = compoundsPerYear === 'continuous' ? expMinusOne(r.dividedBy(12)) : powMinusOne(r.dividedBy(compoundsPerYear), new Decimal(compoundsPerYear).dividedBy(12));
    // value, at the last contribution's month end, of k monthly contributions
    const contributions = (k: number): Decimal => {
      if (c.isZero() || k === 0) return ZERO;
      const annuity = monthly.isZero() ? c.times(k) : c.times(powMinusOne(monthly, k)).dividedBy(monthly);
      return contributionTiming === 'beginning' ? annuity.times(monthly.plus(1)) : annuity;
    };
    // whole years step by one year's growth and twelve contributions; a fractional last year by its own months
    const T = dec(years, 'years');
    const wholeYears = T.floor().toNumber();
    const yearGrowth = growth(ONE);
    const yearContributions = contributions(12);
    let balance = P;
    let contributed = P;
    const yearly: Array<{ year: number; balance: number; interest: number }> = [];
    const record = (year: number, previous: Decimal, added: Decimal) => {
      if (!balance.isFinite() || balance.greaterThan(1e300)) throw new ToolError('The future value is too large to represent.');
      yearly.push({ year, balance: moneyOut(balance), interest: moneyOut(balance.minus(previous).minus(added)) });
    };
    for (let year = 1; year <= wholeYears; year++) {
      const previous = balance;
      balance = balance.times(yearGrowth).plus(yearContributions);
      contributed = contributed.plus(c.times(12));
      record(year, previous, c.times(12));
    }
    const rest = T.minus(wholeYears);
    if (rest.greaterThan(0)) {
      const k = rest.times(12).plus('1e-30').floor().toNumber();
      const previous = balance;
      balance = balance.times(growth(rest)).plus(contributions(k).times(growth(rest.minus(new Decimal(k).dividedBy(12)))));
      contributed = contributed.plus(c.times(k));
      record(years, previous, c.times(k));
    }
    const end = { balance, contributed };
    return {
      futureValue: moneyOut(end.balance),
      totalContributions: moneyOut(end.contributed),
      totalInterest: moneyOut(end.balance.minus(end.contributed)),
      yearly,
    };
  },
});
