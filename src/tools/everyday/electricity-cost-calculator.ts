import { defineTool } from '../define.ts';
import { dec, roundMoney, toNumber } from '../money.ts';

export default defineTool({
  slug: 'electricity-cost-calculator',
  name: 'Electricity cost calculator',
  category: 'everyday',
  description:
    'Energy use and cost of an appliance: kWh = watts × hours per day × days / 1000, cost = kWh × price per kWh, computed exactly and rounded half up to cents once. Uses the power you give (nameplate or measured); standby draw and tiered or time-of-use tariffs are not modelled.',
  inputSchema: {
    type: 'object',
    properties: {
      watts: { type: 'number', minimum: 0, maximum: 1e7, description: 'Power draw in watts.' },
      hoursPerDay: { type: 'number', minimum: 0, maximum: 24, description: 'Hours the appliance runs per day.' },
      days: { type: 'number', minimum: 0, maximum: 36600, default: 1, description: 'Number of days of use (default 1).' },
      pricePerKwh: { type: 'number', minimum: 0, maximum: 1e4, description: 'Tariff per kWh, in your currency.' },
    },
    required: ['watts', 'hoursPerDay', 'pricePerKwh'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      kWh: { type: 'number', description: 'Energy, kilowatt-hours, unrounded.' },
      cost: { type: 'number', description: 'Cost, rounded half up to cents.' },
    },
    required: ['kWh', 'cost'],
  },
  examples: [
    { inputs: { watts: 1500, hoursPerDay: 3, days: 30, pricePerKwh: 0.17 }, result: { kWh: 135, cost: 22.95 } },
    { inputs: { watts: 65, hoursPerDay: 8.5, days: 365, pricePerKwh: 0.3125 }, result: { kWh: 201.6625, cost: 63.02 } },
  ],
  run({ watts, hoursPerDay, days = 1, pricePerKwh }: { watts: number; hoursPerDay: number; days?: number; pricePerKwh: number }) {
    const kWh = dec(watts).times(dec(hoursPerDay)).times(dec(days)).dividedBy(1000);
    return { kWh: toNumber(kWh), cost: roundMoney(kWh.times(dec(pricePerKwh))) };
  },
});
