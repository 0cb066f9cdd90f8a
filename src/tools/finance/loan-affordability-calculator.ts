import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, down, money, num, out, percent, positiveMoney, rate } from '../finance-pricing.ts';

export default defineTool({
  slug: 'loan-affordability-calculator',
  name: 'Loan affordability calculator',
  category: 'finance',
  description:
    'Largest loan a monthly payment can carry: the present value of the payments, P × (1 − (1 + r)^−n) / r with r = annual rate / 12 (P × n at 0 %), rounded down to cents so the payment always covers it. Give monthlyPayment, or grossMonthlyIncome with maxDebtToIncomePercent (and otherMonthlyDebts): the payment is then income × DTI − other debts, rounded down to cents. Taxes, insurance and fees are not included.',
  inputSchema: {
    type: 'object',
    properties: {
      monthlyPayment: positiveMoney('Payment you can afford each month.'),
      grossMonthlyIncome: positiveMoney('Gross (pre-tax) monthly income; use with maxDebtToIncomePercent instead of monthlyPayment.'),
      maxDebtToIncomePercent: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'e.g. 36 (back-end DTI limit).' },
      otherMonthlyDebts: money('Other monthly debt payments, counted against the DTI limit (default 0).'),
      annualRatePercent: percent(100, 'Nominal annual interest rate in percent, compounded monthly.'),
      termMonths: { type: 'integer', minimum: 1, maximum: 1200, description: 'Loan term in months (number of monthly payments).' },
    },
    required: ['annualRatePercent', 'termMonths'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      maxPrincipal: num('Present value of the payments, rounded down to cents.'),
      monthlyPayment: num('The payment used.'),
    },
    required: ['maxPrincipal', 'monthlyPayment'],
  },
  examples: [
    { inputs: {"monthlyPayment": 1896.2, "annualRatePercent": 6.5, "termMonths": 360}, result: {"maxPrincipal": 299999.35, "monthlyPayment": 1896.2} },
    { inputs: {"grossMonthlyIncome": 8000, "maxDebtToIncomePercent": 36, "otherMonthlyDebts": 650, "annualRatePercent": 7, "termMonths": 360}, result: {"maxPrincipal": 335185.87, "monthlyPayment": 2230} },
    { inputs: {"monthlyPayment": 500, "annualRatePercent": 0, "termMonths": 60}, result: {"maxPrincipal": 30000, "monthlyPayment": 500} },
  ],
  run(inputs: { monthlyPayment?: number; grossMonthlyIncome?: number; maxDebtToIncomePercent?: number; otherMonthlyDebts?: number; annualRatePercent: number; termMonths: number }) {
    const { monthlyPayment, grossMonthlyIncome, maxDebtToIncomePercent, otherMonthlyDebts, annualRatePercent, termMonths } = inputs;
    const byIncome = grossMonthlyIncome !== undefined || maxDebtToIncomePercent !== undefined || otherMonthlyDebts !== undefined;
    let payment: Decimal;
    if (monthlyPayment !== undefined) {
      if (byIncome) throw new ToolError('Give either monthlyPayment or grossMonthlyIncome with maxDebtToIncomePercent, not both.');
      payment = dec(monthlyPayment);
    } else {
      if (grossMonthlyIncome === undefined || maxDebtToIncomePercent === undefined) throw new ToolError('Give monthlyPayment, or grossMonthlyIncome with maxDebtToIncomePercent.');
      payment = down(dec(grossMonthlyIncome).times(rate(maxDebtToIncomePercent)).minus(dec(otherMonthlyDebts ?? 0)));
      if (payment.lessThanOrEqualTo(0)) throw new ToolError('Other debts already use the whole debt-to-income allowance: no payment is left for a new loan.');
    }
    const r = rate(annualRatePercent).dividedBy(12);
    if (r.isZero()) return { maxPrincipal: out(down(payment.times(termMonths)), 'principal'), monthlyPayment: out(payment) };
    if (r.lessThan('1e-20')) {
      // 1 + r is 1 at 40 digits: PV = P·n − P·n(n+1)/2·r (+ terms in r², far below a cent). The correction may be
      // too small to show at 40 digits, yet it still takes a whole-cent P·n down by a cent when rounding down.
      const whole = payment.times(termMonths);
      const correction = payment.times(r).times((termMonths * (termMonths + 1)) / 2);
      let floor = down(whole.minus(correction));
      if (correction.greaterThan(0) && floor.equals(whole)) floor = floor.minus('0.01');
      return { maxPrincipal: out(floor, 'principal'), monthlyPayment: out(payment) };
    }
    const pv = payment.times(new Decimal(1).minus(r.plus(1).pow(-termMonths))).dividedBy(r);
    return { maxPrincipal: out(down(pv), 'principal'), monthlyPayment: out(payment) };
  },
});
