import { ToolError, defineTool } from '../define.ts';
import { dec, halfUp, toNumber } from '../money.ts';

interface Inputs {
  accountBalance: number;
  riskPercent: number;
  entryPrice: number;
  stopLossPrice: number;
  lotSize?: number;
}

export default defineTool({
  slug: 'position-size-calculator',
  name: 'Position size calculator',
  category: 'finance',
  description:
    'How many units (shares, coins, contracts) to buy or sell so that hitting the stop-loss loses about riskPercent of the account, in exact decimal arithmetic: riskAmount = accountBalance × riskPercent / 100 rounded half up to cents; riskPerUnit = |entryPrice − stopLossPrice|; units = ⌊riskAmount / riskPerUnit⌋; lots = units / lotSize (unrounded); positionValue = units × entryPrice and actualRisk = units × riskPerUnit, each half up to cents. A stop below the entry is a long trade, above it a short one. No leverage, margin, spread, slippage or fees.',
  inputSchema: {
    type: 'object',
    properties: {
      accountBalance: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Trading account balance.' },
      riskPercent: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Percent of the balance to risk on the trade (1 = 1 %).' },
      entryPrice: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Price per unit at entry.' },
      stopLossPrice: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Stop-loss price per unit; must differ from entryPrice.' },
      lotSize: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, default: 1, description: 'Units per lot (1 by default; 100 000 for a standard forex lot, 100 for an options contract).' },
    },
    required: ['accountBalance', 'riskPercent', 'entryPrice', 'stopLossPrice'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      direction: { type: 'string', enum: ['long', 'short'], description: 'long when the stop is below the entry, short when above.' },
      riskAmount: { type: 'number', description: 'Money at risk, half up to cents.' },
      riskPerUnit: { type: 'number', description: '|entryPrice − stopLossPrice|.' },
      units: { type: 'integer', description: '⌊riskAmount / riskPerUnit⌋.' },
      lots: { type: 'number', description: 'units / lotSize, unrounded.' },
      positionValue: { type: 'number', description: 'units × entryPrice, half up to cents.' },
      actualRisk: { type: 'number', description: 'units × riskPerUnit, half up to cents (at most riskAmount).' },
    },
    required: ['direction', 'riskAmount', 'riskPerUnit', 'units', 'lots', 'positionValue', 'actualRisk'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (Python decimal); the first is TOOLS-PLAN-2 §4's
  // reference (10 000, 1 %, entry 50, stop 48 → 50 units).
  examples: [
    { inputs: {"accountBalance": 10000, "riskPercent": 1, "entryPrice": 50, "stopLossPrice": 48}, result: {"direction": "long", "riskAmount": 100, "riskPerUnit": 2, "units": 50, "lots": 50, "positionValue": 2500, "actualRisk": 100} },
    { inputs: {"accountBalance": 25000, "riskPercent": 2, "entryPrice": 1.085, "stopLossPrice": 1.09, "lotSize": 100000}, result: {"direction": "short", "riskAmount": 500, "riskPerUnit": 0.005, "units": 100000, "lots": 1, "positionValue": 108500, "actualRisk": 500} },
    { inputs: {"accountBalance": 7345.67, "riskPercent": 1.5, "entryPrice": 123.45, "stopLossPrice": 119.99}, result: {"direction": "long", "riskAmount": 110.19, "riskPerUnit": 3.46, "units": 31, "lots": 31, "positionValue": 3826.95, "actualRisk": 107.26} },
  ],
  run({ accountBalance, riskPercent, entryPrice, stopLossPrice, lotSize = 1 }: Inputs) {
    const entry = dec(entryPrice, 'entryPrice');
    const stop = dec(stopLossPrice, 'stopLossPrice');
    if (entry.equals(stop)) throw new ToolError('stopLossPrice must differ from entryPrice: with no distance to the stop the risk per unit is 0.');
    const riskAmount = halfUp(dec(accountBalance, 'accountBalance').times(dec(riskPercent, 'riskPercent')).dividedBy(100));
    const riskPerUnit = entry.minus(stop).abs();
    const units = riskAmount.dividedBy(riskPerUnit).floor();
    if (units.greaterThan(Number.MAX_SAFE_INTEGER)) throw new ToolError('The position is more than 2^53 units: the stop is too close to the entry for this risk.');
    return {
      direction: stop.lessThan(entry) ? 'long' : 'short',
      riskAmount: toNumber(riskAmount),
      riskPerUnit: toNumber(riskPerUnit),
      units: toNumber(units),
      lots: toNumber(units.dividedBy(dec(lotSize, 'lotSize'))),
      positionValue: toNumber(halfUp(units.times(entry))),
      actualRisk: toNumber(halfUp(units.times(riskPerUnit))),
    };
  },
});
