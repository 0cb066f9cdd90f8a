import { defineTool } from '../define.ts';
import { Decimal, dec, halfUp, money, num, out } from '../finance-pricing.ts';

const PERIODS = ['hourly', 'daily', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly', 'annual'] as const;
type Period = (typeof PERIODS)[number];

export default defineTool({
  slug: 'salary-converter',
  name: 'Salary converter',
  category: 'finance',
  description:
    'Converts pay between periods through the exact annual amount: a year has hoursPerWeek × weeksPerYear hours, daysPerWeek × weeksPerYear days, weeksPerYear weeks, weeksPerYear / 2 biweekly periods (26 with 52 weeks), 24 semimonthly, 12 monthly and 4 quarterly periods; each result is rounded half up to cents. Unpaid time off and overtime are not modelled.',
  inputSchema: {
    type: 'object',
    properties: {
      amount: money('Pay amount for one period, in currency units.'),
      period: { type: 'string', enum: [...PERIODS], description: 'Pay period of amount (hourly, daily, weekly, biweekly, semimonthly, monthly, quarterly or annual).' },
      hoursPerWeek: { type: 'number', exclusiveMinimum: 0, maximum: 168, default: 40, description: 'Paid hours per week (default 40).' },
      daysPerWeek: { type: 'number', exclusiveMinimum: 0, maximum: 7, default: 5, description: 'Paid days per week (default 5).' },
      weeksPerYear: { type: 'number', exclusiveMinimum: 0, maximum: 53, default: 52, description: 'Paid weeks per year (default 52).' },
    },
    required: ['amount', 'period'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: Object.fromEntries(PERIODS.map((p) => [p, num()])),
    required: [...PERIODS],
  },
  examples: [
    { inputs: {"amount": 25, "period": "hourly"}, result: {"hourly": 25, "daily": 200, "weekly": 1000, "biweekly": 2000, "semimonthly": 2166.67, "monthly": 4333.33, "quarterly": 13000, "annual": 52000} },
    { inputs: {"amount": 85000, "period": "annual", "hoursPerWeek": 37.5}, result: {"hourly": 43.59, "daily": 326.92, "weekly": 1634.62, "biweekly": 3269.23, "semimonthly": 3541.67, "monthly": 7083.33, "quarterly": 21250, "annual": 85000} },
    { inputs: {"amount": 4200, "period": "monthly", "daysPerWeek": 4, "hoursPerWeek": 32}, result: {"hourly": 30.29, "daily": 242.31, "weekly": 969.23, "biweekly": 1938.46, "semimonthly": 2100, "monthly": 4200, "quarterly": 12600, "annual": 50400} },
  ],
  run({ amount, period, hoursPerWeek = 40, daysPerWeek = 5, weeksPerYear = 52 }: { amount: number; period: Period; hoursPerWeek?: number; daysPerWeek?: number; weeksPerYear?: number }) {
    const weeks = dec(weeksPerYear);
    const perYear: Record<Period, Decimal> = {
      hourly: dec(hoursPerWeek).times(weeks),
      daily: dec(daysPerWeek).times(weeks),
      weekly: weeks,
      biweekly: weeks.dividedBy(2),
      semimonthly: new Decimal(24),
      monthly: new Decimal(12),
      quarterly: new Decimal(4),
      annual: new Decimal(1),
    };
    const annual = dec(amount).times(perYear[period]);
    return Object.fromEntries(PERIODS.map((p) => [p, out(halfUp(annual.dividedBy(perYear[p])))])) as Record<Period, number>;
  },
});
