import { defineTool } from '../define.ts';
import { Decimal, dec, roundMoney, toNumber } from '../money.ts';

// Exact legal definitions: international mile 1.609344 km; US gallon 3.785411784 L; imperial gallon 4.54609 L.
const KM_PER_MILE = new Decimal('1.609344');
const LITERS: Record<'l' | 'gal' | 'gal-uk', Decimal> = { l: new Decimal(1), gal: new Decimal('3.785411784'), 'gal-uk': new Decimal('4.54609') };

type Efficiency = 'l/100km' | 'km/l' | 'mpg' | 'mpg-uk';

export default defineTool({
  slug: 'fuel-cost-calculator',
  name: 'Fuel cost calculator',
  category: 'everyday',
  description:
    'Fuel needed and cost of a trip from distance (km or mi), fuel efficiency (l/100km, km/l, mpg = miles per US gallon, mpg-uk = per imperial gallon) and fuel price per liter, US gallon or imperial gallon, computed exactly (mile 1.609344 km, US gallon 3.785411784 L, imperial gallon 4.54609 L); cost and cost per person are each rounded half up to cents once, from the exact amount.',
  inputSchema: {
    type: 'object',
    properties: {
      distance: { type: 'number', minimum: 0, maximum: 1e7, description: 'Trip distance in distanceUnit.' },
      distanceUnit: { type: 'string', enum: ['km', 'mi'], default: 'km', description: 'Unit of distance: km (default) or mi (miles).' },
      efficiency: { type: 'number', exclusiveMinimum: 0, maximum: 1e4, description: 'Fuel efficiency in efficiencyUnit.' },
      efficiencyUnit: { type: 'string', enum: ['l/100km', 'km/l', 'mpg', 'mpg-uk'], default: 'l/100km', description: 'Unit of efficiency: l/100km (default), km/l, mpg (miles per US gallon) or mpg-uk (miles per imperial gallon).' },
      pricePerUnit: { type: 'number', minimum: 0, maximum: 1e6, description: 'Fuel price per priceUnit.' },
      priceUnit: { type: 'string', enum: ['l', 'gal', 'gal-uk'], default: 'l', description: 'l = liter, gal = US gallon, gal-uk = imperial gallon.' },
      people: { type: 'integer', minimum: 1, maximum: 1000, default: 1, description: 'People sharing the cost.' },
    },
    required: ['distance', 'efficiency', 'pricePerUnit'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      fuelNeeded: { type: 'number', description: 'Fuel for the trip in fuelUnit, unrounded.' },
      fuelUnit: { type: 'string', description: 'The price unit (l, gal, gal-uk).' },
      cost: { type: 'number', description: 'Trip cost, rounded half up to cents.' },
      costPerPerson: { type: 'number', description: 'Exact cost / people, rounded half up to cents.' },
    },
    required: ['fuelNeeded', 'fuelUnit', 'cost', 'costPerPerson'],
  },
  examples: [
    {
      inputs: { distance: 450, distanceUnit: 'km', efficiency: 6.5, efficiencyUnit: 'l/100km', pricePerUnit: 1.789, priceUnit: 'l', people: 3 },
      result: { fuelNeeded: 29.25, fuelUnit: 'l', cost: 52.33, costPerPerson: 17.44 },
    },
    {
      inputs: { distance: 300, distanceUnit: 'mi', efficiency: 28, efficiencyUnit: 'mpg', pricePerUnit: 3.49, priceUnit: 'gal' },
      result: { fuelNeeded: 10.714285714285714, fuelUnit: 'gal', cost: 37.39, costPerPerson: 37.39 },
    },
    {
      inputs: { distance: 100, distanceUnit: 'mi', efficiency: 15, efficiencyUnit: 'km/l', pricePerUnit: 1.5, priceUnit: 'l', people: 2 },
      result: { fuelNeeded: 10.72896, fuelUnit: 'l', cost: 16.09, costPerPerson: 8.05 },
    },
  ],
  run(inputs: {
    distance: number;
    distanceUnit?: 'km' | 'mi';
    efficiency: number;
    efficiencyUnit?: Efficiency;
    pricePerUnit: number;
    priceUnit?: 'l' | 'gal' | 'gal-uk';
    people?: number;
  }) {
    const { distanceUnit = 'km', efficiencyUnit = 'l/100km', priceUnit = 'l', people = 1 } = inputs;
    const km = distanceUnit === 'km' ? dec(inputs.distance) : dec(inputs.distance).times(KM_PER_MILE);
    const efficiency = dec(inputs.efficiency, 'efficiency');
    let liters: Decimal;
    if (efficiencyUnit === 'l/100km') liters = km.times(efficiency).dividedBy(100);
    else if (efficiencyUnit === 'km/l') liters = km.dividedBy(efficiency);
    else {
      const gallon = efficiencyUnit === 'mpg' ? LITERS.gal : LITERS['gal-uk'];
      liters = km.dividedBy(KM_PER_MILE).dividedBy(efficiency).times(gallon);
    }
    const fuel = liters.dividedBy(LITERS[priceUnit]);
    const cost = fuel.times(dec(inputs.pricePerUnit));
    return {
      fuelNeeded: toNumber(fuel, 'fuel needed'),
      fuelUnit: priceUnit,
      cost: roundMoney(cost),
      costPerPerson: roundMoney(cost.dividedBy(people)),
    };
  },
});
