import Fraction from 'fraction.js';
import { exact, nearest } from '../exact-fraction.ts';
import { ToolError, defineTool } from '../define.ts';

/**
 * ENERGY STAR room air conditioner sizing chart (energystar.gov, room air conditioners, "capacity needed"; the table
 * TOOLS-PLAN-2 §4 copied): [lower bound of the room area in ft², BTU/h], each row up to the next bound; the last row
 * ends at 2 500 ft².
 */
const CHART: ReadonlyArray<readonly [number, number]> = [
  [0, 5000], [150, 6000], [250, 7000], [300, 8000], [350, 9000], [400, 10000], [450, 12000],
  [550, 14000], [700, 18000], [1000, 21000], [1200, 23000], [1400, 24000], [1500, 30000], [2000, 34000],
];
const FT2_PER_M2 = new Fraction(100000000n, 9290304n); // 1 ft = 0.3048 m exactly
const KW_PER_BTU_H = new Fraction(29307107n, 100000000000n); // 0.29307107 W per BTU/h (NIST SP 811)

interface Inputs {
  area: number;
  unit?: 'ft2' | 'm2';
  sun?: 'normal' | 'shaded' | 'sunny';
  occupants?: number;
  kitchen?: boolean;
}

export default defineTool({
  slug: 'btu-calculator',
  name: 'BTU calculator (room air conditioner)',
  category: 'construction',
  description:
    'Cooling capacity for one room from the ENERGY STAR room air conditioner sizing chart: 100–150 ft² 5 000 BTU/h (also below 100), 150–250 6 000, 250–300 7 000, 300–350 8 000, 350–400 9 000, 400–450 10 000, 450–550 12 000, 550–700 14 000, 700–1 000 18 000, 1 000–1 200 21 000, 1 200–1 400 23 000, 1 400–1 500 24 000, 1 500–2 000 30 000, 2 000–2 500 34 000 (each row from its lower bound up to, not including, the next; 2 500 itself in the last). Adjustments as ENERGY STAR gives them: heavily shaded −10 %, very sunny +10 % (on the chart value, before the additions), +600 BTU/h per person above two, +4 000 BTU/h for a kitchen. Tons = BTU/h ÷ 12 000; kW = BTU/h × 0.29307107 / 1 000. A rule-of-thumb estimate: rooms above 2 500 ft² (232.26 m²) are refused; size whole houses with an ACCA Manual J load calculation.',
  inputSchema: {
    type: 'object',
    properties: {
      area: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'Floor area of the room, ft² or m² (unit).' },
      unit: { type: 'string', enum: ['ft2', 'm2'], default: 'ft2', description: 'Unit of area: ft2 (default) or m2.' },
      sun: { type: 'string', enum: ['normal', 'shaded', 'sunny'], default: 'normal', description: 'Sun exposure: normal (default), shaded (−10 %) or sunny (+10 %).' },
      occupants: { type: 'integer', minimum: 1, maximum: 50, default: 2, description: 'People regularly in the room (default 2); +600 BTU/h each above two.' },
      kitchen: { type: 'boolean', default: false, description: 'The room is a kitchen (+4 000 BTU/h).' },
    },
    required: ['area'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      baseBtu: { type: 'integer', description: 'Chart value for the area, BTU/h.' },
      btuPerHour: { type: 'number', description: 'Adjusted capacity, BTU/h.' },
      tons: { type: 'number', description: 'Capacity in refrigeration tons (12 000 BTU/h).' },
      kilowatts: { type: 'number', description: 'Capacity in kW.' },
    },
    required: ['baseBtu', 'btuPerHour', 'tons', 'kilowatts'],
  },
  examples: [
    { inputs: { area: 400, sun: 'sunny' }, result: { baseBtu: 10000, btuPerHour: 11000, tons: 0.9166666666666666, kilowatts: 3.22378177 } },
    { inputs: { area: 30, unit: 'm2', occupants: 4, kitchen: true }, result: { baseBtu: 8000, btuPerHour: 13200, tons: 1.1, kilowatts: 3.868538124 } },
    { inputs: { area: 1000, sun: 'shaded' }, result: { baseBtu: 21000, btuPerHour: 18900, tons: 1.575, kilowatts: 5.539043223 } },
  ],
  run({ area, unit = 'ft2', sun = 'normal', occupants = 2, kitchen = false }: Inputs) {
    const ft2 = unit === 'ft2' ? exact(area) : exact(area).mul(FT2_PER_M2);
    if (ft2.gt(2500)) throw new ToolError(`${nearest(ft2)} ft² is above the chart's 2 500 ft²: size a space that large with a Manual J load calculation.`);
    let base = CHART[0]![1];
    for (const [from, btu] of CHART) if (ft2.gte(from)) base = btu;
    const factor = sun === 'shaded' ? new Fraction(9n, 10n) : sun === 'sunny' ? new Fraction(11n, 10n) : new Fraction(1n, 1n);
    const btu = factor.mul(base).add(600 * Math.max(0, occupants - 2)).add(kitchen ? 4000 : 0);
    return { baseBtu: base, btuPerHour: nearest(btu), tons: nearest(btu.div(12000)), kilowatts: nearest(btu.mul(KW_PER_BTU_H)) };
  },
});
