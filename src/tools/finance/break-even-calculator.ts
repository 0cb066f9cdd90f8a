import { ToolError, defineTool } from '../define.ts';
import { dec, halfUp, money, positiveMoney, num, out, pct, toNumber } from '../finance-pricing.ts';

export default defineTool({
  slug: 'break-even-calculator',
  name: 'Break-even calculator',
  category: 'finance',
  description:
    'Break-even point: units = (fixed costs + target profit) / (price − variable cost per unit); breakEvenUnits is that rounded up to a whole unit, breakEvenUnitsExact is unrounded, and breakEvenRevenue is the exact units × price rounded half up to cents. The contribution margin ratio is a percent, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      fixedCosts: money('Total fixed costs for the period (rent, salaries…), in currency units.'),
      pricePerUnit: positiveMoney('Selling price of one unit.'),
      variableCostPerUnit: money('Variable cost of producing one unit; must be below pricePerUnit.'),
      targetProfit: money('Profit to reach on top of breaking even (default 0).'),
    },
    required: ['fixedCosts', 'pricePerUnit', 'variableCostPerUnit'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      breakEvenUnits: num('Units to sell, rounded up.'),
      breakEvenUnitsExact: num(),
      breakEvenRevenue: num('Exact units × price, half up to cents.'),
      contributionMargin: num('price − variable cost per unit.'),
      contributionMarginRatioPercent: num('contribution margin / price × 100, unrounded.'),
    },
    required: ['breakEvenUnits', 'breakEvenUnitsExact', 'breakEvenRevenue', 'contributionMargin', 'contributionMarginRatioPercent'],
  },
  examples: [
    {
      inputs: { fixedCosts: 50000, pricePerUnit: 25, variableCostPerUnit: 15 },
      result: { breakEvenUnits: 5000, breakEvenUnitsExact: 5000, breakEvenRevenue: 125000, contributionMargin: 10, contributionMarginRatioPercent: 40 },
    },
    {
      inputs: { fixedCosts: 12000, pricePerUnit: 19.99, variableCostPerUnit: 7.45, targetProfit: 3000 },
      result: { breakEvenUnits: 1197, breakEvenUnitsExact: 1196.1722488038276, breakEvenRevenue: 23911.48, contributionMargin: 12.54, contributionMarginRatioPercent: 62.73136568284142 },
    },
  ],
  run({ fixedCosts, pricePerUnit, variableCostPerUnit, targetProfit = 0 }: { fixedCosts: number; pricePerUnit: number; variableCostPerUnit: number; targetProfit?: number }) {
    const price = dec(pricePerUnit);
    const margin = price.minus(dec(variableCostPerUnit));
    if (margin.lessThanOrEqualTo(0)) throw new ToolError('The price must exceed the variable cost per unit, or no number of units ever breaks even.');
    const units = dec(fixedCosts).plus(dec(targetProfit)).dividedBy(margin);
    return {
      breakEvenUnits: toNumber(units.ceil(), 'break-even units'),
      breakEvenUnitsExact: toNumber(units, 'break-even units'),
      breakEvenRevenue: out(halfUp(units.times(price)), 'break-even revenue'),
      contributionMargin: toNumber(margin),
      contributionMarginRatioPercent: pct(margin, price),
    };
  },
});
