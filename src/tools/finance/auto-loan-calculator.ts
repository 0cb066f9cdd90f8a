import { ToolError, defineTool } from '../define.ts';
import { dec, fraction, levelPayment, money, moneyOut, positiveMoney, ratePercent } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  vehiclePrice: number;
  downPayment?: number;
  tradeInValue?: number;
  salesTaxPercent?: number;
  taxAfterTradeIn?: boolean;
  fees?: number;
  annualRatePercent: number;
  termMonths: number;
}

export default defineTool({
  slug: 'auto-loan-calculator',
  name: 'Auto loan calculator',
  category: 'finance',
  description:
    'Car loan: sales tax = (price − trade-in, or the full price when taxAfterTradeIn is false, as in states that tax the whole price) × tax rate, half up to cents; amount financed = price + sales tax + fees − down payment − trade-in; monthly payment = A·r / (1 − (1+r)^−n), r = annual rate / 12, half up to cents. totalInterest = payment × n − amount financed; totalCost = down payment + trade-in + payment × n (everything given for the car, tax, fees and interest).',
  inputSchema: {
    type: 'object',
    properties: {
      vehiclePrice: positiveMoney('Price of the vehicle.'),
      downPayment: money('Cash down payment (default 0).'),
      tradeInValue: money('Value of the trade-in (default 0).'),
      salesTaxPercent: ratePercent('Sales tax rate in percent (default 0).', 50),
      taxAfterTradeIn: { type: 'boolean', default: true, description: 'Tax the price minus the trade-in (most US states) or the whole price.' },
      fees: money('Title, registration and dealer fees rolled into the loan (default 0).'),
      annualRatePercent: ratePercent('Nominal annual rate (APR) in percent.'),
      termMonths: { type: 'integer', minimum: 1, maximum: 120, description: 'Loan term in months (number of monthly payments).' },
    },
    required: ['vehiclePrice', 'annualRatePercent', 'termMonths'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      amountFinanced: { type: 'number' },
      salesTax: { type: 'number' },
      monthlyPayment: { type: 'number' },
      totalInterest: { type: 'number' },
      totalCost: { type: 'number' },
    },
    required: ['amountFinanced', 'salesTax', 'monthlyPayment', 'totalInterest', 'totalCost'],
  },
  // Expected results: test/reference/finance_loans.py (Decimal).
  examples: [
    { inputs: { vehiclePrice: 32000, downPayment: 4000, tradeInValue: 6000, salesTaxPercent: 7.25, fees: 850, annualRatePercent: 6.9, termMonths: 60 }, result: { amountFinanced: 24735, salesTax: 1885, monthlyPayment: 488.62, totalInterest: 4582.2, totalCost: 39317.2 } },
    { inputs: { vehiclePrice: 18999.99, tradeInValue: 2500, salesTaxPercent: 6, taxAfterTradeIn: false, annualRatePercent: 0, termMonths: 36 }, result: { amountFinanced: 17639.99, salesTax: 1140, monthlyPayment: 490, totalInterest: 0.01, totalCost: 20140 } },
  ],
  run({ vehiclePrice, downPayment = 0, tradeInValue = 0, salesTaxPercent = 0, taxAfterTradeIn = true, fees = 0, annualRatePercent, termMonths }: Inputs) {
    const price = dec(vehiclePrice, 'vehiclePrice');
    const down = dec(downPayment, 'downPayment');
    const tradeIn = dec(tradeInValue, 'tradeInValue');
    const taxable = taxAfterTradeIn ? price.minus(tradeIn) : price;
    const salesTax = taxable.isNegative() ? dec(0) : halfUp(taxable.times(fraction(salesTaxPercent, 'salesTaxPercent')));
    const financed = price.plus(salesTax).plus(dec(fees, 'fees')).minus(down).minus(tradeIn);
    if (financed.isNegative()) throw new ToolError('The down payment and trade-in exceed the price, tax and fees: nothing to finance.');
    const payment = halfUp(levelPayment(financed, fraction(annualRatePercent, 'annualRatePercent').dividedBy(12), termMonths));
    const paid = payment.times(termMonths);
    return {
      amountFinanced: moneyOut(financed),
      salesTax: moneyOut(salesTax),
      monthlyPayment: moneyOut(payment),
      totalInterest: moneyOut(paid.minus(financed)),
      totalCost: moneyOut(paid.plus(down).plus(tradeIn)),
    };
  },
});
