import { defineTool, nullable } from '../define.ts';
import { dec, fraction, levelPayment, money, moneyOut, positiveMoney, ratePercent } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  currentBalance: number;
  currentRatePercent: number;
  remainingMonths: number;
  newRatePercent: number;
  newTermMonths: number;
  closingCosts?: number;
  financeClosingCosts?: boolean;
}

export default defineTool({
  slug: 'refinance-calculator',
  name: 'Refinance calculator',
  category: 'finance',
  description:
    'Compares keeping a fixed-rate loan with refinancing it. Both monthly payments are computed as loan-payment-calculator does: P·r / (1 − (1+r)^−n), r = annual rate / 12, rounded half up to the cent. The new loan is the current balance, plus the closing costs when financeClosingCosts is true (else they are paid upfront). monthlySavings = current − new payment; breakEvenMonths = ⌈closing costs / monthly savings⌉ (0 without costs, null when the new payment is not lower); total interest = payment × months − principal; lifetimeSavings = current payment × remaining months − new payment × new term − costs paid upfront (negative when refinancing costs more, e.g. because the new term is longer). No taxes, points or prepayment penalties.',
  inputSchema: {
    type: 'object',
    properties: {
      currentBalance: positiveMoney('Balance owed on the current loan.'),
      currentRatePercent: ratePercent('Current nominal annual rate in percent.'),
      remainingMonths: { type: 'integer', minimum: 1, maximum: 600, description: 'Monthly payments left on the current loan.' },
      newRatePercent: ratePercent('Nominal annual rate of the new loan in percent.'),
      newTermMonths: { type: 'integer', minimum: 1, maximum: 600, description: 'Term of the new loan in months.' },
      closingCosts: { ...money('Closing costs of the refinance (default 0).'), default: 0 },
      financeClosingCosts: { type: 'boolean', default: false, description: 'true: the costs are added to the new loan; false: paid upfront.' },
    },
    required: ['currentBalance', 'currentRatePercent', 'remainingMonths', 'newRatePercent', 'newTermMonths'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      currentPayment: { type: 'number', description: 'Monthly payment of the current loan over the remaining months.' },
      newPayment: { type: 'number', description: 'Monthly payment of the new loan.' },
      newLoanAmount: { type: 'number', description: 'Principal of the new loan (balance, plus costs when financed).' },
      monthlySavings: { type: 'number', description: 'currentPayment − newPayment (negative when the new payment is higher).' },
      breakEvenMonths: nullable({ type: 'integer' }, { description: '⌈closing costs / monthly savings⌉; 0 without costs; null when monthlySavings ≤ 0.' }),
      currentTotalInterest: { type: 'number', description: 'currentPayment × remainingMonths − currentBalance.' },
      newTotalInterest: { type: 'number', description: 'newPayment × newTermMonths − newLoanAmount.' },
      lifetimeSavings: { type: 'number', description: 'Current payments − new payments − costs paid upfront.' },
    },
    required: ['currentPayment', 'newPayment', 'newLoanAmount', 'monthlySavings', 'breakEvenMonths', 'currentTotalInterest', 'newTotalInterest', 'lifetimeSavings'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2's reference: 1 350.41 → 1 167.15, break-even 20 months, lifetime −18 551.00).
  examples: [
    { inputs: { currentBalance: 200000, currentRatePercent: 6.5, remainingMonths: 300, newRatePercent: 5.75, newTermMonths: 360, closingCosts: 3500 }, result: { currentPayment: 1350.41, newPayment: 1167.15, newLoanAmount: 200000, monthlySavings: 183.26, breakEvenMonths: 20, currentTotalInterest: 205123, newTotalInterest: 220174, lifetimeSavings: -18551 } },
    { inputs: { currentBalance: 315000, currentRatePercent: 7.125, remainingMonths: 336, newRatePercent: 6.25, newTermMonths: 240, closingCosts: 4200, financeClosingCosts: true }, result: { currentPayment: 2166.77, newPayment: 2333.12, newLoanAmount: 319200, monthlySavings: -166.35, breakEvenMonths: null, currentTotalInterest: 413034.72, newTotalInterest: 240748.8, lifetimeSavings: 168085.92 } },
    { inputs: { currentBalance: 150000, currentRatePercent: 4, remainingMonths: 180, newRatePercent: 6, newTermMonths: 180, closingCosts: 2000 }, result: { currentPayment: 1109.53, newPayment: 1265.79, newLoanAmount: 150000, monthlySavings: -156.26, breakEvenMonths: null, currentTotalInterest: 49715.4, newTotalInterest: 77842.2, lifetimeSavings: -30126.8 } },
  ],
  run(inputs: Inputs) {
    const balance = dec(inputs.currentBalance, 'currentBalance');
    const costs = dec(inputs.closingCosts ?? 0, 'closingCosts');
    const financed = inputs.financeClosingCosts ?? false;
    const newPrincipal = financed ? balance.plus(costs) : balance;
    // As loan-payment-calculator: the level payment rounded half up to the cent.
    const current = halfUp(levelPayment(balance, fraction(inputs.currentRatePercent, 'currentRatePercent').dividedBy(12), inputs.remainingMonths));
    const next = halfUp(levelPayment(newPrincipal, fraction(inputs.newRatePercent, 'newRatePercent').dividedBy(12), inputs.newTermMonths));
    const savings = current.minus(next);
    const breakEvenMonths = costs.isZero() ? 0 : savings.lessThanOrEqualTo(0) ? null : costs.dividedBy(savings).ceil().toNumber();
    const currentPaid = current.times(inputs.remainingMonths);
    const newPaid = next.times(inputs.newTermMonths);
    return {
      currentPayment: moneyOut(current),
      newPayment: moneyOut(next),
      newLoanAmount: moneyOut(newPrincipal),
      monthlySavings: moneyOut(savings),
      breakEvenMonths,
      currentTotalInterest: moneyOut(currentPaid.minus(balance)),
      newTotalInterest: moneyOut(newPaid.minus(newPrincipal)),
      lifetimeSavings: moneyOut(currentPaid.minus(newPaid).minus(financed ? 0 : costs)),
    };
  },
});
