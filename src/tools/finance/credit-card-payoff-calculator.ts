import { ToolError, defineTool, nullable } from '../define.ts';
import { centsOut, dec, exactRate, toCents, type ExactRate } from '../finance-math.ts';

interface Inputs {
  balance: number;
  aprPercent: number;
  minimumPercent?: number;
  minimumFloor?: number;
  interestPlusPercent?: boolean;
  fixedPayment?: number;
}

const MAX_MONTHS = 1200;
const SCHEDULE_ROWS = 600;

/** x × rate rounded half up to the cent, x in cents (exact rational arithmetic). */
const times = (cents: bigint, rate: ExactRate): bigint => (2n * cents * rate.numerator + rate.denominator) / (2n * rate.denominator);

interface Row {
  month: number;
  payment: bigint;
  interest: bigint;
  balance: bigint;
}

/** Month loop: interest on the balance, then the payment the rule gives (at most balance + interest). */
function payoff(balance: bigint, apr: ExactRate, rule: (balance: bigint, interest: bigint) => bigint, what: string): Row[] {
  const rows: Row[] = [];
  for (let month = 1; balance > 0n; month++) {
    if (month > MAX_MONTHS) throw new ToolError(`${what} does not pay the balance off within ${MAX_MONTHS} months (100 years); raise the payment.`);
    const interest = times(balance, apr);
    const owed = balance + interest;
    let payment = rule(balance, interest);
    if (payment >= owed) payment = owed;
    else if (payment <= interest) {
      throw new ToolError(`${what} (${centsOut(payment)} in month ${month}) does not exceed the month's interest (${centsOut(interest)}): the balance would never go down.`);
    }
    balance = owed - payment;
    rows.push({ month, payment, interest, balance });
  }
  return rows;
}

const sum = (rows: Row[], key: 'payment' | 'interest') => rows.reduce((total, row) => total + row[key], 0n);

export default defineTool({
  slug: 'credit-card-payoff-calculator',
  name: 'Credit card payoff calculator',
  category: 'finance',
  description:
    'Months and interest to pay off a credit card paying only the minimum, in exact cents. Each month: interest = balance × APR / 12, rounded half up to the cent; the minimum payment is max(minimumFloor, minimumPercent % of the balance) or, with interestPlusPercent, max(minimumFloor, that interest + 1 % of the balance) (the percentages taken of the balance before the interest, rounded half up); the last payment is the balance plus its interest. fixedPayment also runs the same loop with that payment every month (withFixedPayment). Refused (422) when a payment does not exceed the month\'s interest (the balance would never fall) or the payoff takes more than 1 200 months. No new purchases, fees or promotional rates; the schedule lists the first 600 months.',
  inputSchema: {
    type: 'object',
    properties: {
      balance: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Current card balance.' },
      aprPercent: { type: 'number', minimum: 0, maximum: 100, description: 'Annual percentage rate in percent (22.99 = 22.99 %).' },
      minimumPercent: { type: 'number', minimum: 1, maximum: 10, default: 2, description: 'Minimum payment as a percent of the balance (2 by default); ignored when interestPlusPercent is true.' },
      minimumFloor: { type: 'number', minimum: 0, maximum: 1e6, default: 25, description: 'Smallest minimum payment (25 by default).' },
      interestPlusPercent: { type: 'boolean', default: false, description: 'Minimum = the month\'s interest + 1 % of the balance (a common US issuer rule) instead of minimumPercent of the balance.' },
      fixedPayment: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Optional fixed monthly payment to compare with the minimum-payment plan.' },
    },
    required: ['balance', 'aprPercent'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      months: { type: 'integer', description: 'Months to pay off paying the minimum.' },
      totalInterest: { type: 'number' },
      totalPaid: { type: 'number' },
      minimumFirstPayment: { type: 'number', description: 'The first month\'s minimum payment.' },
      schedule: {
        type: 'array',
        description: 'The first 600 months.',
        items: {
          type: 'object',
          properties: {
            month: { type: 'integer' },
            payment: { type: 'number' },
            interest: { type: 'number' },
            balance: { type: 'number', description: 'Balance after the payment.' },
          },
          required: ['month', 'payment', 'interest', 'balance'],
        },
      },
      withFixedPayment: nullable(
        {
          type: 'object',
          properties: { months: { type: 'integer' }, totalInterest: { type: 'number' } },
          required: ['months', 'totalInterest'],
        },
        { description: 'The same balance paid with fixedPayment every month; null without fixedPayment.' },
      ),
    },
    required: ['months', 'totalInterest', 'totalPaid', 'minimumFirstPayment', 'schedule', 'withFixedPayment'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (Python integer-cent loop with fractions).
  examples: [
    { inputs: {"balance": 300, "aprPercent": 19.99, "fixedPayment": 50}, result: {"months": 14, "totalInterest": 37.53, "totalPaid": 337.53, "minimumFirstPayment": 25, "schedule": [{"month": 1, "payment": 25, "interest": 5, "balance": 280}, {"month": 2, "payment": 25, "interest": 4.66, "balance": 259.66}, {"month": 3, "payment": 25, "interest": 4.33, "balance": 238.99}, {"month": 4, "payment": 25, "interest": 3.98, "balance": 217.97}, {"month": 5, "payment": 25, "interest": 3.63, "balance": 196.6}, {"month": 6, "payment": 25, "interest": 3.28, "balance": 174.88}, {"month": 7, "payment": 25, "interest": 2.91, "balance": 152.79}, {"month": 8, "payment": 25, "interest": 2.55, "balance": 130.34}, {"month": 9, "payment": 25, "interest": 2.17, "balance": 107.51}, {"month": 10, "payment": 25, "interest": 1.79, "balance": 84.3}, {"month": 11, "payment": 25, "interest": 1.4, "balance": 60.7}, {"month": 12, "payment": 25, "interest": 1.01, "balance": 36.71}, {"month": 13, "payment": 25, "interest": 0.61, "balance": 12.32}, {"month": 14, "payment": 12.53, "interest": 0.21, "balance": 0}], "withFixedPayment": {"months": 7, "totalInterest": 18.8}} },
    { inputs: {"balance": 1200, "aprPercent": 24, "interestPlusPercent": true, "minimumFloor": 100}, result: {"months": 14, "totalInterest": 185.98, "totalPaid": 1385.98, "minimumFirstPayment": 100, "schedule": [{"month": 1, "payment": 100, "interest": 24, "balance": 1124}, {"month": 2, "payment": 100, "interest": 22.48, "balance": 1046.48}, {"month": 3, "payment": 100, "interest": 20.93, "balance": 967.41}, {"month": 4, "payment": 100, "interest": 19.35, "balance": 886.76}, {"month": 5, "payment": 100, "interest": 17.74, "balance": 804.5}, {"month": 6, "payment": 100, "interest": 16.09, "balance": 720.59}, {"month": 7, "payment": 100, "interest": 14.41, "balance": 635}, {"month": 8, "payment": 100, "interest": 12.7, "balance": 547.7}, {"month": 9, "payment": 100, "interest": 10.95, "balance": 458.65}, {"month": 10, "payment": 100, "interest": 9.17, "balance": 367.82}, {"month": 11, "payment": 100, "interest": 7.36, "balance": 275.18}, {"month": 12, "payment": 100, "interest": 5.5, "balance": 180.68}, {"month": 13, "payment": 100, "interest": 3.61, "balance": 84.29}, {"month": 14, "payment": 85.98, "interest": 1.69, "balance": 0}], "withFixedPayment": null} },
    { inputs: {"balance": 2000, "aprPercent": 0, "minimumPercent": 10, "minimumFloor": 150}, result: {"months": 13, "totalInterest": 0, "totalPaid": 2000, "minimumFirstPayment": 200, "schedule": [{"month": 1, "payment": 200, "interest": 0, "balance": 1800}, {"month": 2, "payment": 180, "interest": 0, "balance": 1620}, {"month": 3, "payment": 162, "interest": 0, "balance": 1458}, {"month": 4, "payment": 150, "interest": 0, "balance": 1308}, {"month": 5, "payment": 150, "interest": 0, "balance": 1158}, {"month": 6, "payment": 150, "interest": 0, "balance": 1008}, {"month": 7, "payment": 150, "interest": 0, "balance": 858}, {"month": 8, "payment": 150, "interest": 0, "balance": 708}, {"month": 9, "payment": 150, "interest": 0, "balance": 558}, {"month": 10, "payment": 150, "interest": 0, "balance": 408}, {"month": 11, "payment": 150, "interest": 0, "balance": 258}, {"month": 12, "payment": 150, "interest": 0, "balance": 108}, {"month": 13, "payment": 108, "interest": 0, "balance": 0}], "withFixedPayment": null} },
  ],
  run({ balance, aprPercent, minimumPercent = 2, minimumFloor = 25, interestPlusPercent = false, fixedPayment }: Inputs) {
    const start = toCents(dec(balance, 'balance'));
    if (start <= 0n) throw new ToolError('The balance rounds to 0.00: nothing to pay off.');
    const apr = exactRate(aprPercent, 'aprPercent', 12);
    const floor = toCents(dec(minimumFloor, 'minimumFloor'));
    const percent = exactRate(interestPlusPercent ? 1 : minimumPercent, 'minimumPercent', 1);
    const rule = (owed: bigint, interest: bigint): bigint => {
      const share = times(owed, percent); // percent / 100 of the balance (exactRate divides by 100)
      const minimum = interestPlusPercent ? interest + share : share;
      return minimum > floor ? minimum : floor;
    };
    const rows = payoff(start, apr, rule, 'The minimum payment');
    let withFixedPayment: { months: number; totalInterest: number } | null = null;
    if (fixedPayment !== undefined) {
      const fixed = toCents(dec(fixedPayment, 'fixedPayment'));
      const fixedRows = payoff(start, apr, () => fixed, 'The fixed payment');
      withFixedPayment = { months: fixedRows.length, totalInterest: centsOut(sum(fixedRows, 'interest')) };
    }
    return {
      months: rows.length,
      totalInterest: centsOut(sum(rows, 'interest')),
      totalPaid: centsOut(sum(rows, 'payment')),
      minimumFirstPayment: centsOut(rows[0]!.payment),
      schedule: rows.slice(0, SCHEDULE_ROWS).map((row) => ({ month: row.month, payment: centsOut(row.payment), interest: centsOut(row.interest), balance: centsOut(row.balance) })),
      withFixedPayment,
    };
  },
});
