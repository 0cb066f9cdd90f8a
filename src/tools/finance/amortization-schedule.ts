import { defineTool } from '../define.ts';
import { addMonths, amortize, centsOut, dateSchema, dec, exactRate, formatDate, fraction, levelPayment, money, parseDate, positiveMoney, ratePercent, sumCents, toCents } from '../finance-math.ts';

interface Inputs {
  principal: number;
  annualRatePercent: number;
  termMonths: number;
  extraPayment?: number;
  firstPaymentDate?: string;
}

export default defineTool({
  slug: 'amortization-schedule',
  name: 'Amortization schedule',
  category: 'finance',
  description:
    'Monthly amortization table of a fixed-rate loan. Amounts are taken to the cent (half up). The level payment P·r / (1 − (1+r)^−n) (r = annual rate / 12) is rounded half up to cents; each month the interest is balance × r, exactly, rounded half up to cents, the rest of the payment (plus any extraPayment) repays principal, and the last payment is the remaining balance plus its interest, so the balance ends at exactly 0.00. Dates add whole months to firstPaymentDate, clamped to the end of shorter months.',
  inputSchema: {
    type: 'object',
    properties: {
      principal: positiveMoney('Amount borrowed.'),
      annualRatePercent: ratePercent('Nominal annual rate in percent, compounded monthly.'),
      termMonths: { type: 'integer', minimum: 1, maximum: 1200, description: 'Loan term in months: the number of scheduled monthly payments.' },
      extraPayment: money('Extra principal paid with every payment (default 0): the loan ends early.'),
      firstPaymentDate: dateSchema('Date of the first payment (YYYY-MM-DD); gives each row a date.'),
    },
    required: ['principal', 'annualRatePercent', 'termMonths'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      payment: { type: 'number', description: 'Scheduled level payment (without extraPayment).' },
      schedule: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            period: { type: 'integer' },
            date: { type: 'string' },
            payment: { type: 'number' },
            interest: { type: 'number' },
            principal: { type: 'number' },
            balance: { type: 'number' },
          },
          required: ['period', 'payment', 'interest', 'principal', 'balance'],
        },
      },
      totalInterest: { type: 'number' },
      totalPaid: { type: 'number' },
      numberOfPayments: { type: 'integer' },
    },
    required: ['payment', 'schedule', 'totalInterest', 'totalPaid', 'numberOfPayments'],
  },
  // Expected results: test/reference/finance_loans.py (a Decimal loop with the same rounding, dates by calendar.monthrange clamping).
  examples: [
    { inputs: { principal: 1000, annualRatePercent: 12, termMonths: 3, firstPaymentDate: "2024-01-31" }, result: { payment: 340.02, schedule: [{ period: 1, date: "2024-01-31", payment: 340.02, interest: 10, principal: 330.02, balance: 669.98 }, { period: 2, date: "2024-02-29", payment: 340.02, interest: 6.7, principal: 333.32, balance: 336.66 }, { period: 3, date: "2024-03-31", payment: 340.03, interest: 3.37, principal: 336.66, balance: 0 }], totalInterest: 20.07, totalPaid: 1020.07, numberOfPayments: 3 } },
    { inputs: { principal: 5000, annualRatePercent: 6, termMonths: 6, extraPayment: 500 }, result: { payment: 847.98, schedule: [{ period: 1, payment: 1347.98, interest: 25, principal: 1322.98, balance: 3677.02 }, { period: 2, payment: 1347.98, interest: 18.39, principal: 1329.59, balance: 2347.43 }, { period: 3, payment: 1347.98, interest: 11.74, principal: 1336.24, balance: 1011.19 }, { period: 4, payment: 1016.25, interest: 5.06, principal: 1011.19, balance: 0 }], totalInterest: 60.19, totalPaid: 5060.19, numberOfPayments: 4 } },
  ],
  run({ principal, annualRatePercent, termMonths, extraPayment = 0, firstPaymentDate }: Inputs) {
    const P = dec(principal, 'principal');
    const payment = toCents(levelPayment(P, fraction(annualRatePercent, 'annualRatePercent').dividedBy(12), termMonths));
    const start = firstPaymentDate === undefined ? undefined : parseDate(firstPaymentDate, 'firstPaymentDate');
    const rows = amortize(toCents(P), exactRate(annualRatePercent, 'annualRatePercent', 12), payment, { extra: toCents(dec(extraPayment, 'extraPayment')), lastPeriod: termMonths, maxPeriods: termMonths });
    return {
      payment: centsOut(payment),
      schedule: rows.map((row) => ({
        period: row.period,
        ...(start ? { date: formatDate(addMonths(start, row.period - 1)) } : {}),
        payment: centsOut(row.payment),
        interest: centsOut(row.interest),
        principal: centsOut(row.principal),
        balance: centsOut(row.balance),
      })),
      totalInterest: centsOut(sumCents(rows.map((row) => row.interest))),
      totalPaid: centsOut(sumCents(rows.map((row) => row.payment))),
      numberOfPayments: rows.length,
    };
  },
});
