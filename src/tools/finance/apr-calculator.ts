import { ToolError, defineTool } from '../define.ts';
import { Decimal, ONE, ZERO, dec, fraction, levelPayment, money, moneyOut, positiveMoney, powMinusOne, ratePercent, SOLVER_PLACES, toNumber } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  loanAmount: number;
  annualRatePercent: number;
  termMonths: number;
  fees?: number;
  feesFinanced?: boolean;
}

const TOLERANCE = new Decimal('1e-22');

/** Present value of n level payments at rate i per month: pay·(1 − (1+i)^−n)/i = pay·(g − 1)/(i·g), g = (1+i)^n. */
function presentValue(payment: Decimal, i: Decimal, n: number): Decimal {
  if (i.isZero()) return payment.times(n);
  const gMinusOne = powMinusOne(i, n);
  return payment.times(gMinusOne).dividedBy(i.times(gMinusOne.plus(1)));
}

/** The same in doubles (expm1/log1p keep tiny rates exact), for a first estimate of the root. */
function presentValueDouble(payment: number, i: number, n: number): number {
  return i === 0 ? payment * n : (payment * -Math.expm1(-n * Math.log1p(i))) / i;
}

/** A bracket of the root of a decreasing function (f true = still above the amount): [0, 1, 2, 4 …] for a positive finance charge, [… −0.75, −0.5, 0] for a negative one. */
function bracket<T>(positiveCharge: boolean, zero: T, one: T, half: T, f: (x: T) => boolean, double: (x: T) => T, towardMinusOne: (x: T) => T): [T, T] {
  if (positiveCharge) {
    let hi = one;
    while (f(hi)) hi = double(hi);
    return [zero, hi];
  }
  let lo = half;
  while (!f(lo)) lo = towardMinusOne(lo);
  return [lo, zero];
}

/**
 * The monthly rate i with presentValue(payment, i, n) = amount (presentValue decreases in i): a double estimate by
 * bisection, then decimal bisection inside a narrow bracket around it (checked; widened when the estimate is off)
 * until the bracket is 1e-22 wide (relative to i when |i| > 1).
 */
function solveMonthlyRate(payment: Decimal, amount: Decimal, n: number): Decimal {
  const charge = payment.times(n).minus(amount);
  if (charge.isZero()) return ZERO;
  const positive = charge.greaterThan(0);
  const [p, a] = [payment.toNumber(), amount.toNumber()];
  let [x, y] = bracket(positive, 0, 1, -0.5, (i) => presentValueDouble(p, i, n) > a, (i) => i * 2, (i) => (i - 1) / 2);
  for (let step = 0; step < 2000; step++) {
    const mid = (x + y) / 2;
    if (mid === x || mid === y) break;
    if (presentValueDouble(p, mid, n) > a) x = mid;
    else y = mid;
  }
  const above = (i: Decimal) => presentValue(payment, i, n).greaterThan(amount);
  const estimate = new Decimal(x);
  let bounds: [Decimal, Decimal] | undefined;
  for (let tries = 0, width = estimate.abs().times(1e-9).plus(1e-20); tries < 4 && !bounds; tries++, width = width.times(1e4)) {
    const [a1, b1] = [estimate.minus(width), estimate.plus(width)];
    if (a1.greaterThan(-1) && above(a1) && !above(b1)) bounds = [a1, b1];
  }
  let [lo, hi] = bounds ?? bracket(positive, ZERO, ONE, new Decimal(-0.5), above, (i) => i.times(2), (i) => i.minus(1).dividedBy(2));
  while (hi.minus(lo).greaterThan(TOLERANCE.times(Decimal.max(1, hi.abs())))) {
    const mid = lo.plus(hi).dividedBy(2);
    if (above(mid)) lo = mid;
    else hi = mid;
  }
  return lo.plus(hi).dividedBy(2);
}

const percentOut = (fractionValue: Decimal): number => toNumber(fractionValue.times(100).toDecimalPlaces(SOLVER_PLACES, Decimal.ROUND_HALF_UP));

export default defineTool({
  slug: 'apr-calculator',
  name: 'APR calculator (loan fees)',
  category: 'finance',
  description:
    'Annual percentage rate of a fixed-rate loan with prepaid finance charges, by the US Regulation Z actuarial method for regular monthly payments (Appendix J). payment = level payment on the loan (plus the fees when feesFinanced), rounded half up to the cent as loan-payment-calculator; amountFinanced = loan − fees paid upfront (the loan when they are financed); financeCharge = payment × n − amountFinanced; the monthly rate i solves amountFinanced = payment·(1 − (1+i)^−n)/i (double estimate refined by decimal bisection to 1e-22); aprPercent = 12·i × 100 and effectiveAprPercent = ((1+i)^12 − 1) × 100, both rounded half up to 8 decimals. Negative when rounding the payment down leaves a negative finance charge. apr-apy-converter only converts compounding.',
  inputSchema: {
    type: 'object',
    properties: {
      loanAmount: positiveMoney('Loan amount (note amount before fees).'),
      annualRatePercent: ratePercent('Note rate: nominal annual rate in percent, compounded monthly.'),
      termMonths: { type: 'integer', minimum: 1, maximum: 600, description: 'Number of monthly payments.' },
      fees: { ...money('Prepaid finance charges: origination fee, points, etc. (default 0).'), default: 0 },
      feesFinanced: { type: 'boolean', default: false, description: 'true: the fees are added to the loan; false: paid upfront out of the loan proceeds.' },
    },
    required: ['loanAmount', 'annualRatePercent', 'termMonths'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      payment: { type: 'number', description: 'Monthly payment, half up to cents.' },
      amountFinanced: { type: 'number', description: 'Credit actually received: loan − fees paid upfront.' },
      financeCharge: { type: 'number', description: 'payment × termMonths − amountFinanced.' },
      totalOfPayments: { type: 'number', description: 'payment × termMonths.' },
      aprPercent: { type: 'number', description: 'Annual percentage rate, 12 × the monthly rate, in percent (8 decimals).' },
      effectiveAprPercent: { type: 'number', description: '((1 + monthly rate)^12 − 1) × 100 (8 decimals).' },
    },
    required: ['payment', 'amountFinanced', 'financeCharge', 'totalOfPayments', 'aprPercent', 'effectiveAprPercent'],
  },
  // Expected results: test/reference/finance_health_plan2.py (decimal bisection, checked with scipy brentq; the first is TOOLS-PLAN-2's reference: 299.71, APR 7.045574 %).
  examples: [
    { inputs: { loanAmount: 10000, annualRatePercent: 5, termMonths: 36, fees: 300 }, result: { payment: 299.71, amountFinanced: 9700, financeCharge: 1089.56, totalOfPayments: 10789.56, aprPercent: 7.0455737, effectiveAprPercent: 7.27760299 } },
    { inputs: { loanAmount: 250000, annualRatePercent: 6.75, termMonths: 360, fees: 4875.5, feesFinanced: true }, result: { payment: 1653.12, amountFinanced: 250000, financeCharge: 345123.2, totalOfPayments: 595123.2, aprPercent: 6.93955512, effectiveAprPercent: 7.16458728 } },
    { inputs: { loanAmount: 1000, annualRatePercent: 0, termMonths: 3 }, result: { payment: 333.33, amountFinanced: 1000, financeCharge: -0.01, totalOfPayments: 999.99, aprPercent: -0.00600001, effectiveAprPercent: -0.00599985 } },
  ],
  run(inputs: Inputs) {
    const loan = dec(inputs.loanAmount, 'loanAmount');
    const fees = dec(inputs.fees ?? 0, 'fees');
    const financed = inputs.feesFinanced ?? false;
    const n = inputs.termMonths;
    const payment = halfUp(levelPayment(financed ? loan.plus(fees) : loan, fraction(inputs.annualRatePercent, 'annualRatePercent').dividedBy(12), n));
    const amountFinanced = financed ? loan : loan.minus(fees);
    if (amountFinanced.lessThan(0.01)) throw new ToolError('The fees paid upfront leave less than 0.01 of the loan: no credit is extended.');
    if (payment.isZero()) throw new ToolError('The monthly payment rounds to 0.00: the loan is too small for this term.');
    const i = solveMonthlyRate(payment, amountFinanced, n);
    const totalOfPayments = payment.times(n);
    return {
      payment: moneyOut(payment),
      amountFinanced: moneyOut(amountFinanced),
      financeCharge: moneyOut(totalOfPayments.minus(amountFinanced)),
      totalOfPayments: moneyOut(totalOfPayments),
      aprPercent: percentOut(i.times(12)),
      effectiveAprPercent: percentOut(powMinusOne(i, 12)),
    };
  },
});
