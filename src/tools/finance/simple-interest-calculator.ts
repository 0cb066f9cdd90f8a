import { defineTool } from '../define.ts';
import { dec, fraction, moneyOut, positiveMoney, ratePercent } from '../finance-math.ts';

interface Inputs {
  principal: number;
  annualRatePercent: number;
  time: number;
  timeUnit: 'days' | 'months' | 'years';
  dayCount?: 'actual/365' | 'actual/360' | '30/360';
}

const DAYS_PER_YEAR = { 'actual/365': 365, 'actual/360': 360, '30/360': 360 } as const;

export default defineTool({
  slug: 'simple-interest-calculator',
  name: 'Simple interest calculator',
  category: 'finance',
  description:
    'Simple (non-compounding) interest I = P × r × t. t in years is `time` years, `time` / 12 for months, or `time` days / 365 (actual/365, the default) or / 360 (actual/360 "banker\'s rule", and 30/360 where `time` is the count of 30-day-month days). Interest and total = P + P·r·t are each rounded half up to cents from the exact value.',
  inputSchema: {
    type: 'object',
    properties: {
      principal: positiveMoney('Principal.'),
      annualRatePercent: ratePercent('Annual rate in percent.', 1000),
      time: { type: 'number', minimum: 0, maximum: 100000, description: 'Duration in timeUnit.' },
      timeUnit: { type: 'string', enum: ['days', 'months', 'years'], description: 'Unit of time: days (converted with dayCount), months (/ 12) or years.' },
      dayCount: { type: 'string', enum: ['actual/365', 'actual/360', '30/360'], default: 'actual/365', description: 'Year length for timeUnit days.' },
    },
    required: ['principal', 'annualRatePercent', 'time', 'timeUnit'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      interest: { type: 'number' },
      total: { type: 'number', description: 'Principal plus interest.' },
    },
    required: ['interest', 'total'],
  },
  // Expected results: test/reference/finance_loans.py (Decimal P·r·t).
  examples: [
    { inputs: { principal: 10000, annualRatePercent: 5, time: 3, timeUnit: "years" }, result: { interest: 1500, total: 11500 } },
    { inputs: { principal: 2500, annualRatePercent: 7.3, time: 90, timeUnit: "days", dayCount: "actual/360" }, result: { interest: 45.63, total: 2545.63 } },
    { inputs: { principal: 1234.56, annualRatePercent: 4.25, time: 18, timeUnit: "months" }, result: { interest: 78.7, total: 1313.26 } },
  ],
  run({ principal, annualRatePercent, time, timeUnit, dayCount = 'actual/365' }: Inputs) {
    const P = dec(principal, 'principal');
    const t = dec(time, 'time');
    const years = timeUnit === 'years' ? t : timeUnit === 'months' ? t.dividedBy(12) : t.dividedBy(DAYS_PER_YEAR[dayCount]);
    const interest = P.times(fraction(annualRatePercent, 'annualRatePercent')).times(years);
    return { interest: moneyOut(interest), total: moneyOut(P.plus(interest)) };
  },
});
