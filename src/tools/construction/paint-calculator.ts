import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, toNumber } from '../money.ts';

const M_PER_FT = new Decimal('0.3048');
const L_PER_GAL = new Decimal('3.785411784');
const M2L_PER_FT2GAL = M_PER_FT.pow(2).dividedBy(L_PER_GAL); // 1 ft²/gal in m²/L

interface Room {
  length: number;
  width: number;
  height: number;
}
interface Inputs {
  unit?: 'm' | 'ft';
  wallArea?: number;
  rooms?: Room[];
  openingsArea?: number;
  coats?: number;
  coveragePerLiter?: number;
  coveragePerGallon?: number;
  canSize?: number;
}

const dim = { type: 'number', exclusiveMinimum: 0, maximum: 1000 };

export default defineTool({
  slug: 'paint-calculator',
  name: 'Paint calculator',
  category: 'construction',
  description:
    'Paint for walls: area (wallArea, or the walls of rectangular rooms, 2 × (length + width) × height, ceilings excluded) minus openingsArea, times coats (default 2), divided by the spread rate: coveragePerLiter (m²/L) or coveragePerGallon (ft² per US gallon); default 10 m²/L in meters, 350 ft²/gal in feet. Cans = ⌈paint / canSize⌉, canSize in liters (default 2.5) in meters or gallons (default 1) in feet. Label spread rates vary with the surface: check yours.',
  inputSchema: {
    type: 'object',
    properties: {
      unit: { type: 'string', enum: ['m', 'ft'], default: 'm', description: 'Lengths and areas in meters/m² or feet/ft².' },
      wallArea: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Total wall area; or give rooms.' },
      rooms: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        items: {
          type: 'object',
          properties: {
            length: { ...dim, description: 'Room length in meters or feet (per unit).' },
            width: { ...dim, description: 'Room width in meters or feet (per unit).' },
            height: { ...dim, description: 'Wall height in meters or feet (per unit).' },
          },
          required: ['length', 'width', 'height'],
          additionalProperties: false,
        },
        description: 'Rectangular rooms whose four walls are painted (ceilings excluded); or give wallArea.',
      },
      openingsArea: { type: 'number', minimum: 0, maximum: 1e6, default: 0, description: 'Doors and windows not painted.' },
      coats: { type: 'integer', minimum: 1, maximum: 10, default: 2, description: 'Number of coats of paint (default 2).' },
      coveragePerLiter: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Spread rate, m² per liter.' },
      coveragePerGallon: { type: 'number', exclusiveMinimum: 0, maximum: 10000, description: 'Spread rate, ft² per US gallon.' },
      canSize: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Liters (unit m) or US gallons (unit ft) per can.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      paintableArea: { type: 'number', description: 'Area painted per coat, in m² or ft².' },
      liters: { type: 'number', description: 'Paint needed, liters, unrounded.' },
      gallons: { type: 'number', description: 'Paint needed, US gallons, unrounded.' },
      cans: { type: 'integer', description: 'Cans of canSize, rounded up.' },
    },
    required: ['paintableArea', 'liters', 'gallons', 'cans'],
  },
  examples: [
    { inputs: { wallArea: 42, openingsArea: 4.5, coats: 2 }, result: { paintableArea: 37.5, liters: 7.5, gallons: 1.9812903926861132, cans: 3 } },
    { inputs: { unit: 'ft', rooms: [{ length: 12, width: 10, height: 8 }, { length: 10, width: 9, height: 8 }], openingsArea: 60 }, result: { paintableArea: 596, liters: 12.89203099008, gallons: 3.4057142857142857, cans: 4 } },
    { inputs: { rooms: [{ length: 4, width: 3.5, height: 2.5 }], coats: 3, coveragePerLiter: 12, canSize: 5 }, result: { paintableArea: 37.5, liters: 9.375, gallons: 2.4766129908576415, cans: 2 } },
  ],
  run({ unit = 'm', wallArea, rooms, openingsArea = 0, coats = 2, coveragePerLiter, coveragePerGallon, canSize }: Inputs) {
    if ((wallArea === undefined) === (rooms === undefined)) throw new ToolError('Give either wallArea or rooms.');
    if (coveragePerLiter !== undefined && coveragePerGallon !== undefined) throw new ToolError('Give coveragePerLiter or coveragePerGallon, not both.');
    let area = wallArea !== undefined ? dec(wallArea) : new Decimal(0);
    for (const room of rooms ?? []) area = area.plus(dec(room.length).plus(dec(room.width)).times(2).times(dec(room.height)));
    const paintable = area.minus(dec(openingsArea));
    if (!paintable.greaterThan(0)) throw new ToolError('The openings are as large as the walls or larger: nothing to paint.');
    // Work in the unit system of the inputs so exact inputs give exact amounts (and exact can counts).
    let liters: Decimal;
    let gallons: Decimal;
    if (unit === 'm') {
      const rate = coveragePerLiter !== undefined ? dec(coveragePerLiter) : coveragePerGallon !== undefined ? dec(coveragePerGallon).times(M2L_PER_FT2GAL) : new Decimal(10);
      liters = paintable.times(coats).dividedBy(rate);
      gallons = liters.dividedBy(L_PER_GAL);
    } else {
      const rate = coveragePerGallon !== undefined ? dec(coveragePerGallon) : coveragePerLiter !== undefined ? dec(coveragePerLiter).dividedBy(M2L_PER_FT2GAL) : new Decimal(350);
      gallons = paintable.times(coats).dividedBy(rate);
      liters = gallons.times(L_PER_GAL);
    }
    const can = canSize !== undefined ? dec(canSize) : unit === 'm' ? new Decimal('2.5') : new Decimal(1);
    const cans = (unit === 'm' ? liters : gallons).dividedBy(can).ceil();
    return { paintableArea: toNumber(paintable), liters: toNumber(liters), gallons: toNumber(gallons), cans: toNumber(cans, 'number of cans') };
  },
});
