import { defineTool } from '../define.ts';
import { Decimal, dec, money, num, pct, positiveMoney } from '../finance-pricing.ts';

export default defineTool({
  slug: 'debt-to-income-calculator',
  name: 'Debt-to-income calculator',
  category: 'finance',
  description:
    'Debt-to-income ratios as lenders use them: back-end DTI = (housing payment + other monthly debt payments) / gross monthly income × 100, front-end (housing) ratio = housing payment / gross monthly income × 100; both unrounded. Limits (e.g. 28 % / 36 %) differ by lender and loan type and are not applied.',
  inputSchema: {
    type: 'object',
    properties: {
      grossMonthlyIncome: positiveMoney('Income before tax, per month.'),
      housingPayment: money('Monthly rent or mortgage payment, with property tax and insurance if the lender counts them.'),
      otherMonthlyDebts: { type: 'array', maxItems: 100, items: money(), default: [], description: 'Minimum monthly payments of other debts.' },
    },
    required: ['grossMonthlyIncome', 'housingPayment'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { dtiPercent: num('Back-end ratio.'), frontEndPercent: num('Housing ratio.') },
    required: ['dtiPercent', 'frontEndPercent'],
  },
  examples: [
    { inputs: {"grossMonthlyIncome": 6000, "housingPayment": 1500, "otherMonthlyDebts": [350, 200]}, result: {"dtiPercent": 34.166666666666664, "frontEndPercent": 25} },
    { inputs: {"grossMonthlyIncome": 7250, "housingPayment": 1895.5, "otherMonthlyDebts": [412.37, 95, 60]}, result: {"dtiPercent": 33.97062068965517, "frontEndPercent": 26.144827586206898} },
  ],
  run({ grossMonthlyIncome, housingPayment, otherMonthlyDebts = [] }: { grossMonthlyIncome: number; housingPayment: number; otherMonthlyDebts?: number[] }) {
    const income = dec(grossMonthlyIncome);
    const housing = dec(housingPayment);
    const debts = otherMonthlyDebts.reduce((sum, d) => sum.plus(dec(d)), new Decimal(0));
    return { dtiPercent: pct(housing.plus(debts), income), frontEndPercent: pct(housing, income) };
  },
});
