import { ToolError, defineTool } from '../define.ts';
import { Decimal, ZERO, dec, fraction, money, moneyOut } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  currentAge: number;
  retirementAge: number;
  currentSavings: number;
  annualContribution: number;
  annualReturnPercent: number;
  contributionIncreasePercent?: number;
  inflationPercent?: number;
}

const percent = (description: string) => ({ type: 'number', minimum: -50, maximum: 50, description });

export default defineTool({
  slug: 'retirement-calculator',
  name: 'Retirement savings calculator',
  category: 'finance',
  description:
    'Savings at retirement, year by year from currentAge to retirementAge: each year growth = balance × annual return and contribution = annualContribution × (1 + contribution increase)^(year − 1), paid at the year\'s end (no growth that year); both are rounded half up to the cent every year (like amortization interest) and added to the balance. balanceInTodaysMoney = balance ÷ (1 + inflation)^years, rounded to cents. A projection at a constant return: no withdrawals, taxes, fees or employer match.',
  inputSchema: {
    type: 'object',
    properties: {
      currentAge: { type: 'integer', minimum: 0, maximum: 99, description: 'Age now, in whole years.' },
      retirementAge: { type: 'integer', minimum: 1, maximum: 100, description: 'Age at retirement, above currentAge.' },
      currentSavings: money('Savings today.'),
      annualContribution: money('Amount added at the end of the first year (grows by contributionIncreasePercent each year).'),
      annualReturnPercent: percent('Annual return in percent, compounded yearly (−50 to 50).'),
      contributionIncreasePercent: { ...percent('Yearly increase of the contribution in percent (default 0).'), default: 0 },
      inflationPercent: { ...percent('Annual inflation in percent, for balanceInTodaysMoney (default 0).'), default: 0 },
    },
    required: ['currentAge', 'retirementAge', 'currentSavings', 'annualContribution', 'annualReturnPercent'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      balanceAtRetirement: { type: 'number', description: 'Balance at retirementAge.' },
      balanceInTodaysMoney: { type: 'number', description: 'balanceAtRetirement ÷ (1 + inflation)^years, half up to cents.' },
      totalContributions: { type: 'number', description: 'Σ of the yearly contributions.' },
      totalGrowth: { type: 'number', description: 'Σ of the yearly growth (negative after losses).' },
      years: {
        type: 'array',
        description: 'One row per year, at the year\'s end.',
        items: {
          type: 'object',
          properties: { age: { type: 'integer' }, contribution: { type: 'number' }, growth: { type: 'number' }, balance: { type: 'number' } },
          required: ['age', 'contribution', 'growth', 'balance'],
        },
      },
    },
    required: ['balanceAtRetirement', 'balanceInTodaysMoney', 'totalContributions', 'totalGrowth', 'years'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2's reference: 30 → 40, 10 000, 5 000 a year, 6 % → 83 812.45).
  examples: [
    { inputs: { currentAge: 30, retirementAge: 40, currentSavings: 10000, annualContribution: 5000, annualReturnPercent: 6 }, result: { balanceAtRetirement: 83812.45, balanceInTodaysMoney: 83812.45, totalContributions: 50000, totalGrowth: 23812.45, years: [{ age: 31, contribution: 5000, growth: 600, balance: 15600 }, { age: 32, contribution: 5000, growth: 936, balance: 21536 }, { age: 33, contribution: 5000, growth: 1292.16, balance: 27828.16 }, { age: 34, contribution: 5000, growth: 1669.69, balance: 34497.85 }, { age: 35, contribution: 5000, growth: 2069.87, balance: 41567.72 }, { age: 36, contribution: 5000, growth: 2494.06, balance: 49061.78 }, { age: 37, contribution: 5000, growth: 2943.71, balance: 57005.49 }, { age: 38, contribution: 5000, growth: 3420.33, balance: 65425.82 }, { age: 39, contribution: 5000, growth: 3925.55, balance: 74351.37 }, { age: 40, contribution: 5000, growth: 4461.08, balance: 83812.45 }] } },
    { inputs: { currentAge: 55, retirementAge: 60, currentSavings: 250000.5, annualContribution: 12000, annualReturnPercent: 7.25, contributionIncreasePercent: 3, inflationPercent: 2.5 }, result: { balanceAtRetirement: 428092.24, balanceInTodaysMoney: 378371.16, totalContributions: 63709.63, totalGrowth: 114382.11, years: [{ age: 56, contribution: 12000, growth: 18125.04, balance: 280125.54 }, { age: 57, contribution: 12360, growth: 20309.1, balance: 312794.64 }, { age: 58, contribution: 12730.8, growth: 22677.61, balance: 348203.05 }, { age: 59, contribution: 13112.72, growth: 25244.72, balance: 386560.49 }, { age: 60, contribution: 13506.11, growth: 28025.64, balance: 428092.24 }] } },
    { inputs: { currentAge: 62, retirementAge: 65, currentSavings: 100000, annualContribution: 0, annualReturnPercent: -12.5, inflationPercent: 3 }, result: { balanceAtRetirement: 66992.19, balanceInTodaysMoney: 61307.34, totalContributions: 0, totalGrowth: -33007.81, years: [{ age: 63, contribution: 0, growth: -12500, balance: 87500 }, { age: 64, contribution: 0, growth: -10937.5, balance: 76562.5 }, { age: 65, contribution: 0, growth: -9570.31, balance: 66992.19 }] } },
  ],
  run(inputs: Inputs) {
    const { currentAge, retirementAge } = inputs;
    if (retirementAge <= currentAge) throw new ToolError(`retirementAge (${retirementAge}) must be above currentAge (${currentAge}).`);
    const rate = fraction(inputs.annualReturnPercent, 'annualReturnPercent');
    const increase = fraction(inputs.contributionIncreasePercent ?? 0, 'contributionIncreasePercent').plus(1);
    const inflation = fraction(inputs.inflationPercent ?? 0, 'inflationPercent').plus(1);
    const contribution0 = dec(inputs.annualContribution, 'annualContribution');
    const n = retirementAge - currentAge;
    let balance: Decimal = dec(inputs.currentSavings, 'currentSavings');
    let totalContributions = ZERO;
    let totalGrowth = ZERO;
    const years = [];
    for (let y = 1; y <= n; y++) {
      const growth = halfUp(balance.times(rate));
      const contribution = halfUp(contribution0.times(increase.pow(y - 1)));
      balance = balance.plus(growth).plus(contribution);
      totalContributions = totalContributions.plus(contribution);
      totalGrowth = totalGrowth.plus(growth);
      years.push({ age: currentAge + y, contribution: moneyOut(contribution), growth: moneyOut(growth), balance: moneyOut(balance) });
    }
    return {
      balanceAtRetirement: moneyOut(balance),
      balanceInTodaysMoney: moneyOut(balance.dividedBy(inflation.pow(n))),
      totalContributions: moneyOut(totalContributions),
      totalGrowth: moneyOut(totalGrowth),
      years,
    };
  },
});
