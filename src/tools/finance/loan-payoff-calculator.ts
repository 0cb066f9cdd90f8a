import { defineTool, nullable } from '../define.ts';
import { addMonths, amortize, centsOut, dateSchema, dec, exactRate, formatDate, parseDate, positiveMoney, ratePercent, sumCents, toCents } from '../finance-math.ts';

interface Inputs {
  balance: number;
  annualRatePercent: number;
  monthlyPayment: number;
  startDate?: string;
}

const MAX_MONTHS = 1200;

export default defineTool({
  slug: 'loan-payoff-calculator',
  name: 'Loan payoff calculator',
  category: 'finance',
  description:
    'How long a fixed monthly payment takes to repay a balance (amounts taken to the cent, half up): each month the interest is balance × annual rate / 12, exactly, rounded half up to cents, the rest of the payment repays principal, and the final payment is the remaining balance plus its interest. Refused when the payment does not cover the first month\'s interest or the payoff takes more than 1200 months. With startDate (the first payment), payoffDate adds months with end-of-month clamping.',
  inputSchema: {
    type: 'object',
    properties: {
      balance: positiveMoney('Balance owed now.'),
      annualRatePercent: ratePercent('Nominal annual rate in percent, compounded monthly.'),
      monthlyPayment: positiveMoney('Payment made each month.'),
      startDate: dateSchema('Date of the first payment (YYYY-MM-DD).'),
    },
    required: ['balance', 'annualRatePercent', 'monthlyPayment'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      months: { type: 'integer', description: 'Number of payments, the last one included.' },
      finalPayment: { type: 'number' },
      totalInterest: { type: 'number' },
      totalPaid: { type: 'number' },
      payoffDate: nullable({ type: 'string' }, { description: 'Date of the final payment; null without startDate.' }),
    },
    required: ['months', 'finalPayment', 'totalInterest', 'totalPaid', 'payoffDate'],
  },
  // Expected results: test/reference/finance_loans.py (a Decimal loop with the schedule rounding, checked against the closed form −ln(1 − rB/P)/ln(1+r)).
  examples: [
    { inputs: { balance: 5000, annualRatePercent: 18.99, monthlyPayment: 150, startDate: "2025-01-31" }, result: { months: 48, finalPayment: 112.62, totalInterest: 2162.62, totalPaid: 7162.62, payoffDate: "2028-12-31" } },
    { inputs: { balance: 12000, annualRatePercent: 4.5, monthlyPayment: 1000 }, result: { months: 13, finalPayment: 301.79, totalInterest: 301.79, totalPaid: 12301.79, payoffDate: null } },
  ],
  run({ balance, annualRatePercent, monthlyPayment, startDate }: Inputs) {
    const start = startDate === undefined ? undefined : parseDate(startDate, 'startDate');
    const rows = amortize(toCents(dec(balance, 'balance')), exactRate(annualRatePercent, 'annualRatePercent', 12), toCents(dec(monthlyPayment, 'monthlyPayment')), { maxPeriods: MAX_MONTHS });
    const last = rows[rows.length - 1]!;
    return {
      months: rows.length,
      finalPayment: centsOut(last.payment),
      totalInterest: centsOut(sumCents(rows.map((r) => r.interest))),
      totalPaid: centsOut(sumCents(rows.map((r) => r.payment))),
      payoffDate: start ? formatDate(addMonths(start, rows.length - 1)) : null,
    };
  },
});
