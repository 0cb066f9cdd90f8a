import { ToolError, defineTool, nullable } from '../define.ts';
import { Decimal, dec, fraction, lnOnePlus, money, positiveMoney, powMinusOne, ratePercent, toNumber } from '../finance-math.ts';

interface Inputs {
  targetAmount: number;
  currentSavings?: number;
  annualRatePercent: number;
  years?: number;
  monthlyContribution?: number;
}

const MAX_MONTHS = 1200;

export default defineTool({
  slug: 'savings-goal-calculator',
  name: 'Savings goal calculator',
  category: 'finance',
  description:
    'Monthly saving towards a target at a nominal annual rate compounded monthly (i = rate / 12), deposits at the end of each month. Give years → requiredMonthlyContribution = (target − S·(1+i)^n)·i / ((1+i)^n − 1) for n = 12 × years months, rounded UP to the cent (0 when current savings already grow to the target); give monthlyContribution → monthsToGoal, the first whole month whose balance S·(1+i)^n + c·((1+i)^n − 1)/i reaches the target (at most 1200).',
  inputSchema: {
    type: 'object',
    properties: {
      targetAmount: positiveMoney('Amount to reach.'),
      currentSavings: money('Savings today (default 0).'),
      annualRatePercent: ratePercent('Nominal annual rate in percent, compounded monthly.'),
      years: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Time to the goal (12 × years must be whole months); or give monthlyContribution.' },
      monthlyContribution: money('Deposit each month; gives monthsToGoal.'),
    },
    required: ['targetAmount', 'annualRatePercent'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      requiredMonthlyContribution: nullable({ type: 'number' }, { description: 'With years: deposit per month, rounded up to the cent.' }),
      monthsToGoal: nullable({ type: 'integer' }, { description: 'With monthlyContribution: months until the target is reached.' }),
    },
    required: ['requiredMonthlyContribution', 'monthsToGoal'],
  },
  // Expected results: test/reference/finance_loans.py (Decimal closed form; months by a month-by-month simulation).
  examples: [
    { inputs: { targetAmount: 50000, currentSavings: 5000, annualRatePercent: 4, years: 5 }, result: { requiredMonthlyContribution: 662.08, monthsToGoal: null } },
    { inputs: { targetAmount: 20000, currentSavings: 1000, annualRatePercent: 3.5, monthlyContribution: 400 }, result: { requiredMonthlyContribution: null, monthsToGoal: 45 } },
    { inputs: { targetAmount: 12000, annualRatePercent: 0, years: 2 }, result: { requiredMonthlyContribution: 500, monthsToGoal: null } },
  ],
  run({ targetAmount, currentSavings = 0, annualRatePercent, years, monthlyContribution }: Inputs) {
    if ((years === undefined) === (monthlyContribution === undefined)) throw new ToolError('Give exactly one of years or monthlyContribution.');
    const target = dec(targetAmount, 'targetAmount');
    const S = dec(currentSavings, 'currentSavings');
    const i = fraction(annualRatePercent, 'annualRatePercent').dividedBy(12);
    const balance = (n: number, c: Decimal) => {
      const gMinusOne = powMinusOne(i, n);
      return S.times(gMinusOne.plus(1)).plus(i.isZero() ? c.times(n) : c.times(gMinusOne).dividedBy(i));
    };
    if (years !== undefined) {
      const n = years * 12;
      if (!Number.isInteger(n)) throw new ToolError(`years × 12 = ${n} is not a whole number of months.`);
      const gMinusOne = powMinusOne(i, n);
      const shortfall = target.minus(S.times(gMinusOne.plus(1)));
      if (shortfall.lessThanOrEqualTo(0)) return { requiredMonthlyContribution: 0, monthsToGoal: null };
      const c = i.isZero() ? shortfall.dividedBy(n) : shortfall.times(i).dividedBy(gMinusOne);
      return { requiredMonthlyContribution: toNumber(c.toDecimalPlaces(2, Decimal.ROUND_UP)), monthsToGoal: null };
    }
    const c = dec(monthlyContribution!, 'monthlyContribution');
    if (S.greaterThanOrEqualTo(target)) return { requiredMonthlyContribution: null, monthsToGoal: 0 };
    // closed form n = ln((T·i + c)/(S·i + c)) / ln(1+i), then checked against the balance both ways
    let n: number;
    if (i.isZero()) {
      if (c.isZero()) throw new ToolError('With no interest and no contribution the goal is never reached.');
      n = target.minus(S).dividedBy(c).ceil().toNumber();
    } else {
      const denominator = S.times(i).plus(c);
      if (denominator.isZero()) throw new ToolError('With nothing saved and no contribution the goal is never reached.');
      const estimate = lnOnePlus(target.minus(S).times(i).dividedBy(denominator)).dividedBy(lnOnePlus(i));
      if (!estimate.isFinite() || estimate.greaterThan(MAX_MONTHS)) throw new ToolError(`The goal takes more than ${MAX_MONTHS} months.`);
      n = Math.max(0, estimate.ceil().toNumber());
      while (n > 0 && balance(n - 1, c).greaterThanOrEqualTo(target)) n--;
      while (n <= MAX_MONTHS && balance(n, c).lessThan(target)) n++;
    }
    if (n > MAX_MONTHS) throw new ToolError(`The goal takes more than ${MAX_MONTHS} months.`);
    return { requiredMonthlyContribution: null, monthsToGoal: n };
  },
});
