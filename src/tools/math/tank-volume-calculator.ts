import { ToolError, defineTool, nullable } from '../define.ts';

type Shape = 'horizontal-cylinder' | 'vertical-cylinder' | 'rectangular' | 'sphere';
type Unit = 'm' | 'cm' | 'mm' | 'in' | 'ft';
type Dimension = 'diameter' | 'length' | 'width' | 'height';

interface Inputs {
  shape: Shape;
  diameter?: number;
  length?: number;
  width?: number;
  height?: number;
  fillHeight?: number;
  unit?: Unit;
}

/** Litres in one cubic unit: 1 in = 25.4 mm and 1 ft = 0.3048 m exactly (international yard and pound, 1959). */
const LITERS_PER_CUBIC_UNIT: Record<Unit, number> = { m: 1000, cm: 0.001, mm: 0.000001, in: 0.016387064, ft: 28.316846592 };
const LITERS_PER_US_GALLON = 3.785411784;

const NEEDS: Record<Shape, Dimension[]> = {
  'horizontal-cylinder': ['diameter', 'length'],
  'vertical-cylinder': ['diameter', 'height'],
  rectangular: ['length', 'width', 'height'],
  sphere: ['diameter'],
};
/** The dimension the fill height is measured along (its maximum). */
const DEPTH: Record<Shape, Dimension> = { 'horizontal-cylinder': 'diameter', 'vertical-cylinder': 'height', rectangular: 'height', sphere: 'diameter' };

const dimension = (description: string) => ({ type: 'number', minimum: 0.001, maximum: 1_000_000, description });

export default defineTool({
  slug: 'tank-volume-calculator',
  name: 'Tank volume calculator',
  category: 'math',
  description:
    'Total and filled volume of a tank: horizontal cylinder (diameter, length), vertical cylinder (diameter, height), rectangular (length, width, height) or sphere (diameter), all in one unit (m, cm, mm, in, ft). The fill height is measured from the bottom (0 … diameter for a horizontal cylinder or a sphere, 0 … height otherwise). Horizontal cylinder: circular segment (r²·acos((r − h)/r) − (r − h)·√(h(2r − h))) × length (never below 0); sphere: cap πh²(3r − h)/3; the others base × h. Volumes in the unit cubed, in litres (1 in = 25.4 mm, 1 ft = 0.3048 m) and in US gallons (3.785411784 L); fillPercent is filled/total × 100. Unrounded doubles; the filled fields are null without fillHeight.',
  inputSchema: {
    type: 'object',
    properties: {
      shape: { type: 'string', enum: ['horizontal-cylinder', 'vertical-cylinder', 'rectangular', 'sphere'], description: 'Tank shape.' },
      diameter: dimension('Inner diameter (cylinders, sphere).'),
      length: dimension('Length (horizontal cylinder, rectangular).'),
      width: dimension('Width (rectangular).'),
      height: dimension('Height (vertical cylinder, rectangular).'),
      fillHeight: { type: 'number', minimum: 0, maximum: 1_000_000, description: 'Liquid depth from the bottom, at most the diameter or height.' },
      unit: { type: 'string', enum: ['m', 'cm', 'mm', 'in', 'ft'], default: 'm', description: 'Unit of every length.' },
    },
    required: ['shape'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      totalVolume: { type: 'number', description: 'In the unit cubed.' },
      filledVolume: nullable({ type: 'number' }, { description: 'In the unit cubed.' }),
      fillPercent: nullable({ type: 'number' }),
      totalLiters: { type: 'number' },
      filledLiters: nullable({ type: 'number' }),
      totalUsGallons: { type: 'number' },
      filledUsGallons: nullable({ type: 'number' }),
    },
    required: ['totalVolume', 'filledVolume', 'fillPercent', 'totalLiters', 'filledLiters', 'totalUsGallons', 'filledUsGallons'],
  },
  examples: [
    {"inputs":{"shape":"rectangular","length":2,"width":1,"height":1.5,"fillHeight":1},"result":{"totalVolume":3,"filledVolume":2,"fillPercent":66.66666666666666,"totalLiters":3000,"filledLiters":2000,"totalUsGallons":792.5161570744452,"filledUsGallons":528.3441047162969}},
    {"inputs":{"shape":"horizontal-cylinder","diameter":48,"length":120,"fillHeight":12,"unit":"in"},"result":{"totalVolume":217146.8842161265,"filledVolume":42452.45678391865,"fillPercent":19.55011094778854,"totalLiters":3558.3998890502544,"filledLiters":695.6711262753091,"totalUsGallons":940.0298018014133,"filledUsGallons":183.77686919445304}},
    {"inputs":{"shape":"sphere","diameter":3,"fillHeight":1},"result":{"totalVolume":14.137166941154069,"filledVolume":3.665191429188092,"fillPercent":25.925925925925924,"totalLiters":14137.16694115407,"filledLiters":3665.1914291880917,"totalUsGallons":3734.644405374438,"filledUsGallons":968.2411421341134}},
    {"inputs":{"shape":"vertical-cylinder","diameter":100,"height":200,"unit":"cm"},"result":{"totalVolume":1570796.3267948965,"filledVolume":null,"fillPercent":null,"totalLiters":1570.7963267948965,"filledLiters":null,"totalUsGallons":414.96048948604863,"filledUsGallons":null}},
  ],
  run(inputs: Inputs) {
    const { shape, fillHeight: h, unit = 'm' } = inputs;
    const needs = NEEDS[shape];
    for (const name of needs) if (inputs[name] === undefined) throw new ToolError(`A ${shape} tank needs ${needs.join(', ')}: ${name} is missing.`);
    for (const name of ['diameter', 'length', 'width', 'height'] as const) {
      if (inputs[name] !== undefined && !needs.includes(name)) throw new ToolError(`A ${shape} tank does not use ${name} (it takes ${needs.join(', ')}).`);
    }
    const depth = inputs[DEPTH[shape]]!;
    if (h !== undefined && h > depth) throw new ToolError(`fillHeight ${h} exceeds the tank's ${DEPTH[shape]} ${depth}.`);
    const { diameter = 0, length = 0, width = 0, height = 0 } = inputs;
    const r = diameter / 2;
    let total: number;
    let filled: number | null = null;
    switch (shape) {
      case 'horizontal-cylinder':
        total = r * r * Math.PI * length;
        if (h !== undefined) filled = Math.max(0, (r * r * Math.acos((r - h) / r) - (r - h) * Math.sqrt(h * (2 * r - h))) * length);
        break;
      case 'vertical-cylinder':
        total = Math.PI * r * r * height;
        if (h !== undefined) filled = Math.PI * r * r * h;
        break;
      case 'rectangular':
        total = length * width * height;
        if (h !== undefined) filled = length * width * h;
        break;
      case 'sphere':
        total = (4 * Math.PI * r * r * r) / 3;
        if (h !== undefined) filled = (Math.PI * h * h * (3 * r - h)) / 3;
        break;
    }
    const liters = LITERS_PER_CUBIC_UNIT[unit];
    const filledLiters = filled === null ? null : filled * liters;
    const totalLiters = total * liters;
    return {
      totalVolume: total,
      filledVolume: filled,
      fillPercent: filled === null ? null : (filled / total) * 100,
      totalLiters,
      filledLiters,
      totalUsGallons: totalLiters / LITERS_PER_US_GALLON,
      filledUsGallons: filledLiters === null ? null : filledLiters / LITERS_PER_US_GALLON,
    };
  },
});
