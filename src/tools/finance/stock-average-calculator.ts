import { defineTool, nullable } from '../define.ts';
import { MAX_MONEY, ZERO, dec, money, moneyOut, toNumber } from '../finance-math.ts';
import { roundMoney } from '../money.ts';

interface Inputs {
  purchases: Array<{ shares: number; price: number; fees?: number }>;
  currentPrice?: number;
  decimals?: number;
}

export default defineTool({
  slug: 'stock-average-calculator',
  name: 'Stock average cost calculator',
  category: 'finance',
  description:
    'Average cost per share of several purchases of one stock ("average down" calculator): totalCost = Σ (shares × price + fees), averageCost = totalCost / totalShares, computed exactly in decimal and rounded half up once each (totalCost to cents, averageCost to `decimals` places). With currentPrice: marketValue = shares × price, unrealizedGain = marketValue − totalCost (both to cents) and unrealizedGainPercent = gain / cost × 100 (unrounded; null when the cost is 0). Fees are added to the cost basis; no taxes or sales.',
  inputSchema: {
    type: 'object',
    properties: {
      purchases: {
        type: 'array',
        minItems: 1,
        maxItems: 1000,
        description: 'The purchases (lots), in any order.',
        items: {
          type: 'object',
          properties: {
            shares: { type: 'number', exclusiveMinimum: 0, maximum: MAX_MONEY, description: 'Shares bought (fractions allowed).' },
            price: money('Price per share.'),
            fees: { ...money('Commission and fees of this purchase (default 0).'), default: 0 },
          },
          required: ['shares', 'price'],
          additionalProperties: false,
        },
      },
      currentPrice: money('Current price per share, for the market value and unrealized gain.'),
      decimals: { type: 'integer', minimum: 2, maximum: 6, default: 2, description: 'Decimal places of averageCost (2 to 6).' },
    },
    required: ['purchases'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      totalShares: { type: 'number', description: 'Σ shares (unrounded).' },
      totalCost: { type: 'number', description: 'Σ (shares × price + fees), half up to cents.' },
      averageCost: { type: 'number', description: 'Exact total cost / total shares, half up to `decimals` places.' },
      marketValue: nullable({ type: 'number' }, { description: 'totalShares × currentPrice (cents); null without currentPrice.' }),
      unrealizedGain: nullable({ type: 'number' }, { description: 'marketValue − totalCost (cents); null without currentPrice.' }),
      unrealizedGainPercent: nullable({ type: 'number' }, { description: 'Gain / cost × 100, unrounded; null without currentPrice or with a zero cost.' }),
    },
    required: ['totalShares', 'totalCost', 'averageCost', 'marketValue', 'unrealizedGain', 'unrealizedGainPercent'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2's reference: 10 at 100 + 10 at 80, now 90 → average 90.00, gain 0).
  examples: [
    { inputs: { purchases: [{ shares: 10, price: 100 }, { shares: 10, price: 80 }], currentPrice: 90 }, result: { totalShares: 20, totalCost: 1800, averageCost: 90, marketValue: 1800, unrealizedGain: 0, unrealizedGainPercent: 0 } },
    { inputs: { purchases: [{ shares: 15, price: 182.37, fees: 4.95 }, { shares: 7.5, price: 164.1 }, { shares: 30, price: 151.83, fees: 4.95 }], currentPrice: 171.2, decimals: 4 }, result: { totalShares: 52.5, totalCost: 8531.1, averageCost: 162.4971, marketValue: 8988, unrealizedGain: 456.9, unrealizedGainPercent: 5.355698561732954 } },
    { inputs: { purchases: [{ shares: 3, price: 0.333 }, { shares: 1000, price: 0.0125 }] }, result: { totalShares: 1003, totalCost: 13.5, averageCost: 0.01, marketValue: null, unrealizedGain: null, unrealizedGainPercent: null } },
  ],
  run({ purchases, currentPrice, decimals = 2 }: Inputs) {
    let shares = ZERO;
    let cost = ZERO;
    purchases.forEach((p, i) => {
      const lotShares = dec(p.shares, `purchases[${i}].shares`);
      shares = shares.plus(lotShares);
      cost = cost.plus(lotShares.times(dec(p.price, `purchases[${i}].price`))).plus(dec(p.fees ?? 0, `purchases[${i}].fees`));
    });
    const result = { totalShares: toNumber(shares), totalCost: moneyOut(cost), averageCost: roundMoney(cost.dividedBy(shares), decimals) };
    if (currentPrice === undefined) return { ...result, marketValue: null, unrealizedGain: null, unrealizedGainPercent: null };
    const value = shares.times(dec(currentPrice, 'currentPrice'));
    const gain = value.minus(cost);
    return { ...result, marketValue: moneyOut(value), unrealizedGain: moneyOut(gain), unrealizedGainPercent: cost.isZero() ? null : toNumber(gain.dividedBy(cost).times(100)) };
  },
});
