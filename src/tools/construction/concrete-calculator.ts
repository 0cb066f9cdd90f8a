import { ToolError, defineTool, nullable } from '../define.ts';
import { Decimal, dec, toNumber } from '../money.ts';

const M_PER_FT = new Decimal('0.3048');
const M3_PER_YD3 = new Decimal('0.9144').pow(3);
const PI = Decimal.acos(-1);

type Shape = 'slab' | 'column' | 'footing' | 'stairs';
interface Inputs {
  shape: Shape;
  unit?: 'm' | 'ft';
  length?: number;
  width?: number;
  thickness?: number;
  depth?: number;
  diameter?: number;
  height?: number;
  rise?: number;
  run?: number;
  steps?: number;
  quantity?: number;
  wastePercent?: number;
  bagSizeKg?: number;
  densityKgPerM3?: number;
}

const NEEDS: Record<Shape, Array<keyof Inputs>> = {
  slab: ['length', 'width', 'thickness'],
  footing: ['length', 'width', 'depth'],
  column: ['diameter', 'height'],
  stairs: ['width', 'rise', 'run', 'steps'],
};

const length = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 10000, description });

export default defineTool({
  slug: 'concrete-calculator',
  name: 'Concrete calculator',
  category: 'construction',
  description:
    'Concrete volume for a slab or footing (length × width × thickness/depth), a round column (π × (diameter/2)² × height) or solid stairs on grade (width × run × rise × n(n+1)/2 for n steps), times `quantity`, plus wastePercent (default 0; 5–10 % is usual). Bags of premix = ⌈volume × density / bag mass⌉ with density 2400 kg/m³ by default (adjust for your mix: an 80 lb bag yielding 0.6 ft³ is about 2136). Lengths in meters or feet (0.3048 m); 1 yd³ = 0.764554857984 m³.',
  inputSchema: {
    type: 'object',
    properties: {
      shape: { type: 'string', enum: ['slab', 'column', 'footing', 'stairs'], description: 'What is poured: slab (length, width, thickness), footing (length, width, depth), round column (diameter, height) or solid stairs (width, rise, run, steps).' },
      unit: { type: 'string', enum: ['m', 'ft'], default: 'm', description: 'Unit of every length.' },
      length: length('Slab/footing length.'),
      width: length('Slab/footing/stairs width.'),
      thickness: length('Slab thickness.'),
      depth: length('Footing depth.'),
      diameter: length('Column diameter.'),
      height: length('Column height.'),
      rise: length('Stairs: height of one step.'),
      run: length('Stairs: depth of one tread.'),
      steps: { type: 'integer', minimum: 1, maximum: 1000, description: 'Stairs: number of steps.' },
      quantity: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: 'Identical pieces.' },
      wastePercent: { type: 'number', minimum: 0, maximum: 100, default: 0, description: 'Extra volume for waste and spillage in percent (default 0; 5–10 is usual).' },
      bagSizeKg: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Premix bag mass; gives `bags` when set.' },
      densityKgPerM3: { type: 'number', minimum: 500, maximum: 5000, default: 2400, description: 'Mass of premix per m³ of placed concrete.' },
    },
    required: ['shape'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      volumeM3: { type: 'number', description: 'Volume with waste, cubic meters, unrounded.' },
      volumeYd3: { type: 'number', description: 'Volume with waste, cubic yards, unrounded.' },
      volumeFt3: { type: 'number', description: 'Volume with waste, cubic feet, unrounded.' },
      bags: nullable({ type: 'integer' }, { description: 'Premix bags (rounded up), null without bagSizeKg.' }),
    },
    required: ['volumeM3', 'volumeYd3', 'volumeFt3', 'bags'],
  },
  examples: [
    { inputs: { shape: 'slab', length: 4, width: 3, thickness: 0.1, wastePercent: 10, bagSizeKg: 25 }, result: { volumeM3: 1.32, volumeYd3: 1.7264948174949977, volumeFt3: 46.615360072364936, bags: 127 } },
    { inputs: { shape: 'column', unit: 'ft', diameter: 1, height: 10, quantity: 4 }, result: { volumeM3: 0.8895999722625637, volumeYd3: 1.1635528346628863, volumeFt3: 31.41592653589793, bags: null } },
    { inputs: { shape: 'stairs', width: 1.2, rise: 0.18, run: 0.28, steps: 5, wastePercent: 5, bagSizeKg: 40, densityKgPerM3: 2200 }, result: { volumeM3: 0.95256, volumeYd3: 1.2459014419341174, volumeFt3: 33.63933893222117, bags: 53 } },
  ],
  run(inputs: Inputs) {
    const { shape, unit = 'm', quantity = 1, wastePercent = 0, densityKgPerM3 = 2400 } = inputs;
    const missing = NEEDS[shape].filter((k) => inputs[k] === undefined);
    if (missing.length) throw new ToolError(`A ${shape} needs ${NEEDS[shape].join(', ')}; missing: ${missing.join(', ')}.`);
    const len = (k: keyof Inputs) => {
      const v = dec(inputs[k] as number, k);
      return unit === 'm' ? v : v.times(M_PER_FT);
    };
    let volume: Decimal;
    if (shape === 'slab') volume = len('length').times(len('width')).times(len('thickness'));
    else if (shape === 'footing') volume = len('length').times(len('width')).times(len('depth'));
    else if (shape === 'column') volume = PI.times(len('diameter').dividedBy(2).pow(2)).times(len('height'));
    else {
      const n = inputs.steps!;
      volume = len('width').times(len('run')).times(len('rise')).times((n * (n + 1)) / 2);
    }
    const total = volume.times(quantity).times(dec(wastePercent).dividedBy(100).plus(1));
    return {
      volumeM3: toNumber(total),
      volumeYd3: toNumber(total.dividedBy(M3_PER_YD3)),
      volumeFt3: toNumber(total.dividedBy(M_PER_FT.pow(3))),
      bags: inputs.bagSizeKg === undefined ? null : toNumber(total.times(dec(densityKgPerM3)).dividedBy(dec(inputs.bagSizeKg)).ceil(), 'number of bags'),
    };
  },
});
