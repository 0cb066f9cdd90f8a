import { ToolError, defineTool } from '../define.ts';
import { dec, fraction, money, moneyOut, positiveMoney, ratePercent, toNumber } from '../finance-math.ts';
import { halfUp } from '../money.ts';

interface Inputs {
  negotiatedPrice: number;
  termMonths: number;
  residualValue?: number;
  msrp?: number;
  residualPercent?: number;
  moneyFactor?: number;
  aprPercent?: number;
  downPayment?: number;
  tradeIn?: number;
  fees?: number;
  salesTaxPercent?: number;
}

export default defineTool({
  slug: 'lease-payment-calculator',
  name: 'Lease payment calculator',
  category: 'finance',
  description:
    'Monthly payment of a car (or equipment) lease, the US dealer method. Gross capitalized cost = negotiated price + capitalized fees; adjusted = gross − down payment − trade-in. Residual = residualValue, or msrp × residualPercent. Money factor = moneyFactor, or aprPercent / 2400. depreciationFee = (adjusted − residual) / term; financeFee = (adjusted + residual) × money factor; basePayment = their sum; monthlyTax = basePayment × salesTaxPercent (tax charged on each payment, as most US states; some tax the whole price upfront instead). Residual, each fee and the tax are rounded half up to the cent; the payment is the sum of the rounded parts and totalOfPayments = payment × term (the down payment not included).',
  inputSchema: {
    type: 'object',
    properties: {
      negotiatedPrice: positiveMoney('Negotiated (selling) price of the vehicle.'),
      termMonths: { type: 'integer', minimum: 1, maximum: 120, description: 'Lease term in months.' },
      residualValue: money('Residual value at lease end as an amount (or give msrp and residualPercent).'),
      msrp: positiveMoney('Manufacturer\'s suggested retail price, with residualPercent.'),
      residualPercent: ratePercent('Residual value in percent of the MSRP, with msrp.'),
      moneyFactor: { type: 'number', minimum: 0, maximum: 0.05, description: 'Lease money factor, e.g. 0.0015 (or give aprPercent).' },
      aprPercent: ratePercent('Interest rate in percent, converted to a money factor as APR / 2400.'),
      downPayment: { ...money('Cash down payment (capitalized cost reduction; default 0).'), default: 0 },
      tradeIn: { ...money('Trade-in credit (default 0).'), default: 0 },
      fees: { ...money('Fees added to the capitalized cost: acquisition, documentation (default 0).'), default: 0 },
      salesTaxPercent: { ...ratePercent('Sales tax in percent, charged on each monthly payment (default 0).'), default: 0 },
    },
    required: ['negotiatedPrice', 'termMonths'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      grossCapitalizedCost: { type: 'number', description: 'negotiatedPrice + fees.' },
      adjustedCapitalizedCost: { type: 'number', description: 'Gross − down payment − trade-in.' },
      residualValue: { type: 'number', description: 'Value at lease end, half up to cents.' },
      moneyFactor: { type: 'number', description: 'Money factor used (unrounded).' },
      equivalentAprPercent: { type: 'number', description: 'moneyFactor × 2400 (unrounded).' },
      depreciationFee: { type: 'number', description: '(adjusted − residual) / term, half up to cents.' },
      financeFee: { type: 'number', description: '(adjusted + residual) × money factor, half up to cents.' },
      basePayment: { type: 'number', description: 'depreciationFee + financeFee.' },
      monthlyTax: { type: 'number', description: 'basePayment × sales tax, half up to cents.' },
      monthlyPayment: { type: 'number', description: 'basePayment + monthlyTax.' },
      totalOfPayments: { type: 'number', description: 'monthlyPayment × termMonths.' },
    },
    required: ['grossCapitalizedCost', 'adjustedCapitalizedCost', 'residualValue', 'moneyFactor', 'equivalentAprPercent', 'depreciationFee', 'financeFee', 'basePayment', 'monthlyTax', 'monthlyPayment', 'totalOfPayments'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2's reference: price 30 000, MSRP 32 000 at 60 %, MF 0.0015, 36 months, 6 % → 396.23).
  examples: [
    { inputs: { negotiatedPrice: 30000, termMonths: 36, msrp: 32000, residualPercent: 60, moneyFactor: 0.0015, salesTaxPercent: 6 }, result: { grossCapitalizedCost: 30000, adjustedCapitalizedCost: 30000, residualValue: 19200, moneyFactor: 0.0015, equivalentAprPercent: 3.6, depreciationFee: 300, financeFee: 73.8, basePayment: 373.8, monthlyTax: 22.43, monthlyPayment: 396.23, totalOfPayments: 14264.28 } },
    { inputs: { negotiatedPrice: 41250, termMonths: 39, residualValue: 23517.35, aprPercent: 4.8, downPayment: 2500, tradeIn: 1800, fees: 995, salesTaxPercent: 8.875 }, result: { grossCapitalizedCost: 42245, adjustedCapitalizedCost: 37945, residualValue: 23517.35, moneyFactor: 0.002, equivalentAprPercent: 4.8, depreciationFee: 369.94, financeFee: 122.92, basePayment: 492.86, monthlyTax: 43.74, monthlyPayment: 536.6, totalOfPayments: 20927.4 } },
    { inputs: { negotiatedPrice: 27999.99, termMonths: 24, msrp: 29333, residualPercent: 67.5, moneyFactor: 0.00215 }, result: { grossCapitalizedCost: 27999.99, adjustedCapitalizedCost: 27999.99, residualValue: 19799.78, moneyFactor: 0.00215, equivalentAprPercent: 5.16, depreciationFee: 341.68, financeFee: 102.77, basePayment: 444.45, monthlyTax: 0, monthlyPayment: 444.45, totalOfPayments: 10666.8 } },
  ],
  run(inputs: Inputs) {
    const { termMonths } = inputs;
    const byAmount = inputs.residualValue !== undefined;
    const byPercent = inputs.msrp !== undefined || inputs.residualPercent !== undefined;
    if (byAmount === byPercent) throw new ToolError('Give the residual either as residualValue or as msrp with residualPercent, not both.');
    if (byPercent && (inputs.msrp === undefined || inputs.residualPercent === undefined)) throw new ToolError('msrp and residualPercent go together: give both.');
    if ((inputs.moneyFactor === undefined) === (inputs.aprPercent === undefined)) throw new ToolError('Give exactly one of moneyFactor and aprPercent.');
    const gross = dec(inputs.negotiatedPrice, 'negotiatedPrice').plus(dec(inputs.fees ?? 0, 'fees'));
    const adjusted = gross.minus(dec(inputs.downPayment ?? 0, 'downPayment')).minus(dec(inputs.tradeIn ?? 0, 'tradeIn'));
    const residual = halfUp(byAmount ? dec(inputs.residualValue!, 'residualValue') : dec(inputs.msrp!, 'msrp').times(fraction(inputs.residualPercent!, 'residualPercent')));
    if (adjusted.lessThanOrEqualTo(0)) throw new ToolError('The down payment and trade-in cover the whole capitalized cost: nothing to lease.');
    if (residual.greaterThan(adjusted)) throw new ToolError(`The residual value (${moneyOut(residual)}) is above the adjusted capitalized cost (${moneyOut(adjusted)}): the depreciation would be negative.`);
    const moneyFactor = inputs.moneyFactor !== undefined ? dec(inputs.moneyFactor, 'moneyFactor') : dec(inputs.aprPercent!, 'aprPercent').dividedBy(2400);
    const depreciation = halfUp(adjusted.minus(residual).dividedBy(termMonths));
    const finance = halfUp(adjusted.plus(residual).times(moneyFactor));
    const base = depreciation.plus(finance);
    const tax = halfUp(base.times(fraction(inputs.salesTaxPercent ?? 0, 'salesTaxPercent')));
    const payment = base.plus(tax);
    return {
      grossCapitalizedCost: moneyOut(gross),
      adjustedCapitalizedCost: moneyOut(adjusted),
      residualValue: moneyOut(residual),
      moneyFactor: toNumber(moneyFactor),
      equivalentAprPercent: toNumber(moneyFactor.times(2400)),
      depreciationFee: moneyOut(depreciation),
      financeFee: moneyOut(finance),
      basePayment: moneyOut(base),
      monthlyTax: moneyOut(tax),
      monthlyPayment: moneyOut(payment),
      totalOfPayments: moneyOut(payment.times(termMonths)),
    };
  },
});
