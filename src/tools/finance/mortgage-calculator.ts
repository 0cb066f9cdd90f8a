import { ToolError, defineTool } from '../define.ts';
import { dec, fraction, levelPayment, money, moneyOut, positiveMoney, ratePercent, toNumber, ZERO } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  homePrice: number;
  downPayment?: number;
  downPaymentPercent?: number;
  annualRatePercent: number;
  termYears: number;
  propertyTaxAnnual?: number;
  homeInsuranceAnnual?: number;
  pmiAnnualPercent?: number;
  hoaMonthly?: number;
}

export default defineTool({
  slug: 'mortgage-calculator',
  name: 'Mortgage calculator',
  category: 'finance',
  description:
    'Monthly cost of a fixed-rate mortgage: loan = home price − down payment; principal and interest = L·r / (1 − (1+r)^−n) with r = annual rate / 12, n = 12 × years. Property tax and insurance are the annual amounts / 12; PMI is loan × pmiAnnualPercent / 12, charged only while the loan-to-value ratio is above 80 % (the first month\'s figure). Each monthly component is rounded half up to cents and the total is the sum of the rounded parts; totalInterest = P&I payment × n − loan.',
  inputSchema: {
    type: 'object',
    properties: {
      homePrice: positiveMoney('Purchase price.'),
      downPayment: money('Down payment as an amount (or give downPaymentPercent; default 0).'),
      downPaymentPercent: ratePercent('Down payment as a percent of the price.'),
      annualRatePercent: ratePercent('Nominal annual rate in percent, compounded monthly.'),
      termYears: { type: 'integer', minimum: 1, maximum: 50, description: 'Loan term in whole years (12 payments a year).' },
      propertyTaxAnnual: money('Property tax per year (default 0).'),
      homeInsuranceAnnual: money('Home insurance per year (default 0).'),
      pmiAnnualPercent: ratePercent('Private mortgage insurance, percent of the loan per year, while LTV > 80 % (default 0).', 10),
      hoaMonthly: money('Home-owners association fee per month (default 0).'),
    },
    required: ['homePrice', 'annualRatePercent', 'termYears'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      loanAmount: { type: 'number' },
      principalAndInterest: { type: 'number', description: 'Monthly principal and interest, half up to cents.' },
      monthlyPropertyTax: { type: 'number' },
      monthlyInsurance: { type: 'number' },
      monthlyPmi: { type: 'number' },
      monthlyHoa: { type: 'number' },
      totalMonthlyPayment: { type: 'number', description: 'Sum of the rounded monthly components.' },
      loanToValuePercent: { type: 'number', description: 'loan / price × 100, unrounded.' },
      totalInterest: { type: 'number', description: 'principalAndInterest × 12 × termYears − loanAmount.' },
    },
    required: ['loanAmount', 'principalAndInterest', 'monthlyPropertyTax', 'monthlyInsurance', 'monthlyPmi', 'monthlyHoa', 'totalMonthlyPayment', 'loanToValuePercent', 'totalInterest'],
  },
  // Expected results: test/reference/finance_loans.py (the first is the tinyfn reference: 300000 @ 6.5 % / 30 y → 1896.20, 382632.00).
  examples: [
    { inputs: { homePrice: 300000, annualRatePercent: 6.5, termYears: 30 }, result: { loanAmount: 300000, principalAndInterest: 1896.2, monthlyPropertyTax: 0, monthlyInsurance: 0, monthlyPmi: 0, monthlyHoa: 0, totalMonthlyPayment: 1896.2, loanToValuePercent: 100, totalInterest: 382632 } },
    { inputs: { homePrice: 425000, downPaymentPercent: 10, annualRatePercent: 6.875, termYears: 30, propertyTaxAnnual: 5100, homeInsuranceAnnual: 1450, pmiAnnualPercent: 0.55, hoaMonthly: 85 }, result: { loanAmount: 382500, principalAndInterest: 2512.75, monthlyPropertyTax: 425, monthlyInsurance: 120.83, monthlyPmi: 175.31, monthlyHoa: 85, totalMonthlyPayment: 3318.89, loanToValuePercent: 90, totalInterest: 522090 } },
    { inputs: { homePrice: 250000, downPayment: 50000, annualRatePercent: 5.25, termYears: 15, propertyTaxAnnual: 3000, pmiAnnualPercent: 0.5 }, result: { loanAmount: 200000, principalAndInterest: 1607.76, monthlyPropertyTax: 250, monthlyInsurance: 0, monthlyPmi: 0, monthlyHoa: 0, totalMonthlyPayment: 1857.76, loanToValuePercent: 80, totalInterest: 89396.8 } },
  ],
  run(inputs: Inputs) {
    const { homePrice, downPayment, downPaymentPercent, annualRatePercent, termYears } = inputs;
    if (downPayment !== undefined && downPaymentPercent !== undefined) throw new ToolError('Give downPayment or downPaymentPercent, not both.');
    const price = dec(homePrice, 'homePrice');
    const down = downPaymentPercent !== undefined ? halfUp(price.times(fraction(downPaymentPercent, 'downPaymentPercent'))) : dec(downPayment ?? 0, 'downPayment');
    const loan = price.minus(down);
    if (loan.isNegative()) throw new ToolError('The down payment is larger than the home price.');
    const n = termYears * 12;
    const pi = halfUp(levelPayment(loan, fraction(annualRatePercent, 'annualRatePercent').dividedBy(12), n));
    const tax = halfUp(dec(inputs.propertyTaxAnnual ?? 0, 'propertyTaxAnnual').dividedBy(12));
    const insurance = halfUp(dec(inputs.homeInsuranceAnnual ?? 0, 'homeInsuranceAnnual').dividedBy(12));
    const ltv = loan.dividedBy(price).times(100);
    const pmi = ltv.greaterThan(80) ? halfUp(loan.times(fraction(inputs.pmiAnnualPercent ?? 0, 'pmiAnnualPercent')).dividedBy(12)) : ZERO;
    const hoa = halfUp(dec(inputs.hoaMonthly ?? 0, 'hoaMonthly'));
    return {
      loanAmount: moneyOut(loan),
      principalAndInterest: moneyOut(pi),
      monthlyPropertyTax: moneyOut(tax),
      monthlyInsurance: moneyOut(insurance),
      monthlyPmi: moneyOut(pmi),
      monthlyHoa: moneyOut(hoa),
      totalMonthlyPayment: moneyOut(pi.plus(tax).plus(insurance).plus(pmi).plus(hoa)),
      loanToValuePercent: toNumber(ltv),
      totalInterest: moneyOut(pi.times(n).minus(loan)),
    };
  },
});
