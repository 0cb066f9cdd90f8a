import Fraction from 'fraction.js';
import { exact, nearest } from '../exact-fraction.ts';
import { ToolError, defineTool, nullable } from '../define.ts';

// Exact unit definitions (NIST SP 811 App. B): ft 0.3048 m, in 0.0254 m, yd³ 0.9144³ m³, short ton 2000 lb of
// 0.45359237 kg. π to 40 decimals (far below a double's resolution).
const M_PER = { ft: new Fraction(3048n, 10000n), m: new Fraction(1n, 1n), in: new Fraction(254n, 10000n), cm: new Fraction(1n, 100n) };
const M3_PER_BAG_UNIT = { ft3: M_PER.ft.pow(3), l: new Fraction(1n, 1000n), m3: new Fraction(1n, 1n) };
const M3_PER_YD3 = new Fraction(9144n, 10000n).pow(3);
const KG_PER_SHORT_TON = new Fraction(90718474n, 100000n);
const PI = new Fraction(31415926535897932384626433832795028841971n, 10n ** 40n);

/** Typical loose bulk densities, kg/m³ (suppliers' figures vary by moisture and grading: weigh yours if it matters). */
const DENSITY = { gravel: 1600, 'crushed-stone': 1600, 'pea-gravel': 1520, sand: 1600, topsoil: 1250, mulch: 400, asphalt: 2243 } as const;

type Shape = 'rectangle' | 'circle' | 'area';
interface Inputs {
  shape?: Shape;
  length?: number;
  width?: number;
  diameter?: number;
  area?: number;
  lengthUnit?: 'ft' | 'm';
  depth: number;
  depthUnit?: 'in' | 'cm';
  material?: keyof typeof DENSITY;
  densityKgPerM3?: number;
  wastePercent?: number;
  bagVolume?: number;
  bagUnit?: 'ft3' | 'l' | 'm3';
}

const NEEDS: Record<Shape, Array<'length' | 'width' | 'diameter' | 'area'>> = { rectangle: ['length', 'width'], circle: ['diameter'], area: ['area'] };
const size = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 10000, description });

export default defineTool({
  slug: 'landscape-material-calculator',
  name: 'Landscape material calculator',
  category: 'construction',
  description:
    'Gravel, mulch, topsoil, sand or asphalt for a bed or a drive (a cubic-yard calculator): volume = surface × depth × (1 + waste %), the surface a rectangle (length × width), a circle (π × diameter² / 4) or a given area, in ft/ft² or m/m², the depth in inches or cm. Weight = volume × density; preset loose bulk densities (typical values, kg/m³): gravel 1600, crushed-stone 1600, pea-gravel 1520, sand 1600, topsoil 1250, mulch 400, asphalt 2243; densityKgPerM3 overrides them (moisture and grading change the real figure). Exact factors: 1 ft = 0.3048 m, 1 in = 2.54 cm, 1 yd³ = 0.764554857984 m³, 1 short ton = 907.18474 kg. Bags = ⌈volume / bag volume⌉ (ft³, liters or m³), the ceiling taken on exact values.',
  inputSchema: {
    type: 'object',
    properties: {
      shape: { type: 'string', enum: ['rectangle', 'circle', 'area'], default: 'rectangle', description: 'Surface: rectangle (length, width), circle (diameter) or area (area).' },
      length: size('Rectangle length, ft or m (lengthUnit).'),
      width: size('Rectangle width, ft or m (lengthUnit).'),
      diameter: size('Circle diameter, ft or m (lengthUnit).'),
      area: { type: 'number', exclusiveMinimum: 0, maximum: 100000000, description: 'Surface area, ft² or m² (lengthUnit).' },
      lengthUnit: { type: 'string', enum: ['ft', 'm'], default: 'ft', description: 'Unit of length, width and diameter (area in its square): ft (default) or m.' },
      depth: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Layer depth, in inches or cm (depthUnit).' },
      depthUnit: { type: 'string', enum: ['in', 'cm'], default: 'in', description: 'Unit of depth: in (default) or cm.' },
      material: { type: 'string', enum: Object.keys(DENSITY), default: 'gravel', description: 'Material whose preset density gives the weight (default gravel).' },
      densityKgPerM3: { type: 'number', minimum: 1, maximum: 20000, description: 'Bulk density in kg/m³; overrides the material preset.' },
      wastePercent: { type: 'number', minimum: 0, maximum: 100, default: 0, description: 'Extra for settling, compaction and spill in percent (default 0).' },
      bagVolume: { type: 'number', exclusiveMinimum: 0, maximum: 10000, description: 'Volume of one bag in bagUnit; gives `bags` when set.' },
      bagUnit: { type: 'string', enum: ['ft3', 'l', 'm3'], default: 'ft3', description: 'Unit of bagVolume: ft3 (default), l or m3.' },
    },
    required: ['depth'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      volumeM3: { type: 'number', description: 'Volume with waste, cubic meters, unrounded.' },
      volumeYd3: { type: 'number', description: 'Volume with waste, cubic yards, unrounded.' },
      volumeFt3: { type: 'number', description: 'Volume with waste, cubic feet, unrounded.' },
      weightKg: { type: 'number', description: 'Weight, kilograms.' },
      weightTonnes: { type: 'number', description: 'Weight, metric tonnes.' },
      weightShortTons: { type: 'number', description: 'Weight, US short tons (2000 lb).' },
      bags: nullable({ type: 'integer' }, { description: 'Bags, rounded up; null without bagVolume.' }),
    },
    required: ['volumeM3', 'volumeYd3', 'volumeFt3', 'weightKg', 'weightTonnes', 'weightShortTons', 'bags'],
  },
  examples: [
    { inputs: { length: 12, width: 12, depth: 4 }, result: { volumeM3: 1.359208636416, volumeYd3: 1.7777777777777777, volumeFt3: 48, weightKg: 2174.7338182656, weightTonnes: 2.1747338182656, weightShortTons: 2.397233686123953, bags: null } },
    { inputs: { shape: 'circle', diameter: 3, lengthUnit: 'm', depth: 7.5, depthUnit: 'cm', material: 'mulch', wastePercent: 10, bagVolume: 50, bagUnit: 'l' }, result: { volumeM3: 0.5831581363226054, volumeYd3: 0.7627420455613785, volumeFt3: 20.594035230157218, weightKg: 233.26325452904214, weightTonnes: 0.23326325452904215, weightShortTons: 0.2571287238903976, bags: 12 } },
    { inputs: { shape: 'area', area: 54, depth: 2, material: 'topsoil', bagVolume: 0.75 }, result: { volumeM3: 0.254851619328, volumeYd3: 0.3333333333333333, volumeFt3: 9, weightKg: 318.56452416, weightTonnes: 0.31856452416, weightShortTons: 0.35115727824081344, bags: 12 } },
    { inputs: { length: 20, width: 3.5, lengthUnit: 'm', depth: 5, depthUnit: 'cm', densityKgPerM3: 1750, wastePercent: 5 }, result: { volumeM3: 3.675, volumeYd3: 4.806718525980392, volumeFt3: 129.78140020147057, weightKg: 6431.25, weightTonnes: 6.43125, weightShortTons: 7.08923961838247, bags: null } },
  ],
  run(inputs: Inputs) {
    const { shape = 'rectangle', lengthUnit = 'ft', depth, depthUnit = 'in', material = 'gravel', densityKgPerM3, wastePercent = 0, bagVolume, bagUnit = 'ft3' } = inputs;
    const missing = NEEDS[shape].filter((k) => inputs[k] === undefined);
    if (missing.length) throw new ToolError(`A ${shape} needs ${NEEDS[shape].join(' and ')}; missing: ${missing.join(', ')}.`);
    const extra = (['length', 'width', 'diameter', 'area'] as const).filter((k) => inputs[k] !== undefined && !NEEDS[shape].includes(k));
    if (extra.length) throw new ToolError(`${extra.join(', ')} does not apply to shape ${shape}.`);
    const m = M_PER[lengthUnit];
    const surface =
      shape === 'rectangle'
        ? exact(inputs.length!).mul(m).mul(exact(inputs.width!).mul(m))
        : shape === 'circle'
          ? PI.mul(exact(inputs.diameter!).mul(m).pow(2)).div(4)
          : exact(inputs.area!).mul(m).mul(m);
    const volume = surface.mul(exact(depth).mul(M_PER[depthUnit])).mul(exact(wastePercent).div(100).add(1));
    const kg = volume.mul(densityKgPerM3 === undefined ? DENSITY[material] : exact(densityKgPerM3));
    return {
      volumeM3: nearest(volume, 'volume'),
      volumeYd3: nearest(volume.div(M3_PER_YD3), 'volume'),
      volumeFt3: nearest(volume.div(M3_PER_BAG_UNIT.ft3), 'volume'),
      weightKg: nearest(kg, 'weight'),
      weightTonnes: nearest(kg.div(1000), 'weight'),
      weightShortTons: nearest(kg.div(KG_PER_SHORT_TON), 'weight'),
      bags: bagVolume === undefined ? null : nearest(volume.div(exact(bagVolume).mul(M3_PER_BAG_UNIT[bagUnit])).ceil(), 'number of bags'),
    };
  },
});
