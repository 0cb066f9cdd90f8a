import { ToolError, defineTool } from '../define.ts';
import { dec, fraction, levelPayment, moneyOut, positiveMoney, ratePercent } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  principal: number;
  annualRatePercent: number;
  termMonths: number;
  paymentsPerYear?: 1 | 2 | 4 | 12 | 24 | 26 | 52;
}

export default defineTool({
  slug: 'loan-payment-calculator',
  name: 'Loan payment calculator',
  category: 'finance',
  description:
    'Level payment of a fixed-rate loan: P·r / (1 − (1+r)^−n) with r = annual rate / payments per year and n = termMonths × paymentsPerYear / 12 (rate 0 → P/n). The payment is rounded half up to the cent; totalPaid = payment × n and totalInterest = totalPaid − principal (the real last payment differs by a few cents: see amortization-schedule).',
  inputSchema: {
    type: 'object',
    properties: {
      principal: positiveMoney('Amount borrowed.'),
      annualRatePercent: ratePercent('Nominal annual rate in percent (6.5 = 6.5 %).'),
      termMonths: { type: 'integer', minimum: 1, maximum: 1200, description: 'Loan term in months.' },
      paymentsPerYear: { type: 'integer', enum: [1, 2, 4, 12, 24, 26, 52], default: 12, description: 'Payment frequency; termMonths × paymentsPerYear / 12 must be whole.' },
    },
    required: ['principal', 'annualRatePercent', 'termMonths'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      payment: { type: 'number', description: 'Payment per period, rounded half up to cents.' },
      numberOfPayments: { type: 'integer' },
      totalPaid: { type: 'number', description: 'payment × numberOfPayments.' },
      totalInterest: { type: 'number', description: 'totalPaid − principal.' },
    },
    required: ['payment', 'numberOfPayments', 'totalPaid', 'totalInterest'],
  },
  // Expected results: test/reference/finance_loans.py (the first is the tinyfn reference (TOOLS-PLAN §4 row 1): 300000 @ 6.5 % / 30 y → 1896.20 a month, 382632.00 interest).
  examples: [
    { inputs: { principal: 300000, annualRatePercent: 6.5, termMonths: 360 }, result: { payment: 1896.2, numberOfPayments: 360, totalPaid: 682632, totalInterest: 382632 } },
    { inputs: { principal: 25000, annualRatePercent: 7.25, termMonths: 60, paymentsPerYear: 26 }, result: { payment: 229.53, numberOfPayments: 130, totalPaid: 29838.9, totalInterest: 4838.9 } },
    { inputs: { principal: 1000, annualRatePercent: 0, termMonths: 7 }, result: { payment: 142.86, numberOfPayments: 7, totalPaid: 1000.02, totalInterest: 0.02 } },
  ],
  run({ principal, annualRatePercent, termMonths, paymentsPerYear = 12 }: Inputs) {
    const n = (termMonths * paymentsPerYear) / 12;
    if (!Number.isInteger(n)) throw new ToolError(`termMonths × paymentsPerYear / 12 = ${n} is not a whole number of payments.`);
    const P = dec(principal, 'principal');
    const payment = halfUp(levelPayment(P, fraction(annualRatePercent, 'annualRatePercent').dividedBy(paymentsPerYear), n));
    const totalPaid = payment.times(n);
    return { payment: moneyOut(payment), numberOfPayments: n, totalPaid: moneyOut(totalPaid), totalInterest: moneyOut(totalPaid.minus(P)) };
  },
});
