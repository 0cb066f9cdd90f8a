import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, halfUp, money, num, out, percent, positiveMoney } from '../finance-pricing.ts';

const MAX_MONTHS = 1200;

interface Debt {
  name: string;
  balance: number;
  annualRatePercent: number;
  minimumPayment: number;
}

export default defineTool({
  slug: 'debt-payoff-planner',
  name: 'Debt payoff planner',
  category: 'finance',
  // Up to 50 debts × 1200 months of decimal steps: about 200 ms at the limits, so it runs in the worker pool.
  heavy: true,
  description:
    'Month-by-month plan for paying several debts with a fixed monthly budget. Each month every open debt accrues balance × APR / 12, rounded half up to cents; then each gets its minimum payment (or its balance, if less), and what is left of the budget goes to the debts in strategy order: avalanche = highest APR first, snowball = smallest starting balance first (ties in input order), so minimums freed by paid-off debts roll over. Refused when the budget does not cover the minimums or the debts are not paid off within 1200 months.',
  inputSchema: {
    type: 'object',
    properties: {
      debts: {
        type: 'array',
        minItems: 1,
        maxItems: 50,
        description: 'The debts to pay off, each with its name, balance, APR and minimum monthly payment.',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100, description: 'Label of the debt, used in payoffOrder (e.g. "Card A").' },
            balance: positiveMoney('Current balance owed.'),
            annualRatePercent: percent(100, 'Annual interest rate (APR) in percent; interest accrues monthly at APR / 12.'),
            minimumPayment: money('Minimum payment due each month.'),
          },
          required: ['name', 'balance', 'annualRatePercent', 'minimumPayment'],
          additionalProperties: false,
        },
      },
      monthlyBudget: positiveMoney('Total paid towards all debts each month.'),
      strategy: { type: 'string', enum: ['avalanche', 'snowball'], default: 'avalanche', description: 'Where extra money goes first: avalanche (default) to the highest APR, snowball to the smallest starting balance.' },
    },
    required: ['debts', 'monthlyBudget'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      months: { type: 'integer', description: 'Months until every debt is paid.' },
      totalInterest: num(),
      totalPaid: num('Balances plus interest.'),
      payoffOrder: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, month: { type: 'integer' } }, required: ['name', 'month'] },
      },
    },
    required: ['months', 'totalInterest', 'totalPaid', 'payoffOrder'],
  },
  examples: [
    { inputs: {"debts": [{"name": "Card A", "balance": 2500, "annualRatePercent": 22.9, "minimumPayment": 75}, {"name": "Car", "balance": 9000, "annualRatePercent": 6.5, "minimumPayment": 250}, {"name": "Card B", "balance": 1200, "annualRatePercent": 18, "minimumPayment": 40}], "monthlyBudget": 600, "strategy": "avalanche"}, result: {"months": 24, "totalInterest": 1141.68, "totalPaid": 13841.68, "payoffOrder": [{"name": "Card A", "month": 9}, {"name": "Card B", "month": 12}, {"name": "Car", "month": 24}]} },
    { inputs: {"debts": [{"name": "Card A", "balance": 2500, "annualRatePercent": 22.9, "minimumPayment": 75}, {"name": "Car", "balance": 9000, "annualRatePercent": 6.5, "minimumPayment": 250}, {"name": "Card B", "balance": 1200, "annualRatePercent": 18, "minimumPayment": 40}], "monthlyBudget": 600, "strategy": "snowball"}, result: {"months": 24, "totalInterest": 1181.79, "totalPaid": 13881.79, "payoffOrder": [{"name": "Card B", "month": 5}, {"name": "Card A", "month": 12}, {"name": "Car", "month": 24}]} },
  ],
  run({ debts, monthlyBudget, strategy = 'avalanche' }: { debts: Debt[]; monthlyBudget: number; strategy?: 'avalanche' | 'snowball' }) {
    const budget = dec(monthlyBudget);
    const balances = debts.map((d) => dec(d.balance));
    const monthlyRates = debts.map((d) => dec(d.annualRatePercent).dividedBy(1200));
    const minimums = debts.map((d) => dec(d.minimumPayment));
    const minimumTotal = minimums.reduce((s, m) => s.plus(m), new Decimal(0));
    if (minimumTotal.greaterThan(budget)) throw new ToolError(`The monthly budget ${budget} does not cover the minimum payments (${minimumTotal}).`);
    const order = debts.map((_, i) => i);
    order.sort((a, b) =>
      strategy === 'avalanche'
        ? dec(debts[b]!.annualRatePercent).comparedTo(dec(debts[a]!.annualRatePercent)) || a - b
        : balances[a]!.comparedTo(balances[b]!) || a - b,
    );
    let open = order.filter((i) => balances[i]!.greaterThan(0));
    let totalInterest = new Decimal(0);
    let totalPaid = new Decimal(0);
    const payoffOrder: Array<{ name: string; month: number }> = [];
    let month = 0;
    while (open.length > 0) {
      month += 1;
      if (month > MAX_MONTHS) throw new ToolError(`The debts are not paid off within ${MAX_MONTHS} months with this budget.`);
      let left = budget;
      for (const i of open) {
        const interest = halfUp(balances[i]!.times(monthlyRates[i]!));
        totalInterest = totalInterest.plus(interest);
        const payment = Decimal.min(minimums[i]!, balances[i]!.plus(interest));
        balances[i] = balances[i]!.plus(interest).minus(payment);
        left = left.minus(payment);
      }
      for (const i of open) {
        if (left.isZero()) break;
        const payment = Decimal.min(left, balances[i]!);
        balances[i] = balances[i]!.minus(payment);
        left = left.minus(payment);
      }
      totalPaid = totalPaid.plus(budget.minus(left));
      for (const i of open) if (balances[i]!.isZero()) payoffOrder.push({ name: debts[i]!.name, month });
      open = open.filter((i) => !balances[i]!.isZero());
    }
    return { months: month, totalInterest: out(totalInterest, 'total interest'), totalPaid: out(totalPaid, 'total paid'), payoffOrder };
  },
});
