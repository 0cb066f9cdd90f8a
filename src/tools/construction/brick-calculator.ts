import Fraction from 'fraction.js';
import { exact, nearest } from '../exact-fraction.ts';
import { ToolError, defineTool } from '../define.ts';

// Brick face sizes in the small unit of each system: 144 in² per ft², 1 000 000 mm² per m².
const FACE_PER_AREA = { imperial: 144, metric: 1000000 } as const;

interface Inputs {
  wallArea: number;
  openingsArea?: number;
  unit?: 'imperial' | 'metric';
  brickLength: number;
  brickHeight: number;
  mortarJoint: number;
  wastePercent?: number;
}

const brick = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 10000, description });

export default defineTool({
  slug: 'brick-calculator',
  name: 'Brick calculator',
  category: 'construction',
  description:
    'Bricks (or blocks) for a single-wythe wall: net area = wall − openings; bricks per unit area = 1 / ((length + joint) × (height + joint)), each brick counted with one joint on its face; bricks = ⌈net × per area × (1 + waste %)⌉, the ceiling taken on exact values so an exact count never rounds up. Imperial: areas in ft², brick and joint in inches (a US modular brick, 7 5/8 × 2 1/4 in with a 3/8 in joint, gives 144 / 21 = 6.857 per ft²). Metric: areas in m², brick and joint in mm (a UK 215 × 65 mm brick with a 10 mm joint gives 59.26 per m²). Waste defaults to 5 %. Mortar, ties and a second wythe are not counted.',
  inputSchema: {
    type: 'object',
    properties: {
      wallArea: { type: 'number', exclusiveMinimum: 0, maximum: 1e7, description: 'Wall face area, ft² (imperial) or m² (metric).' },
      openingsArea: { type: 'number', minimum: 0, maximum: 1e7, default: 0, description: 'Doors and windows, same unit (default 0).' },
      unit: { type: 'string', enum: ['imperial', 'metric'], default: 'imperial', description: 'imperial (default: area ft², brick in) or metric (area m², brick mm).' },
      brickLength: brick('Brick face length without joint, in (imperial) or mm (metric).'),
      brickHeight: brick('Brick face height without joint, in or mm.'),
      mortarJoint: { type: 'number', minimum: 0, maximum: 1000, description: 'Mortar joint thickness, in or mm (0 for dry-laid).' },
      wastePercent: { type: 'number', minimum: 0, maximum: 100, default: 5, description: 'Extra for cuts and breakage in percent (default 5).' },
    },
    required: ['wallArea', 'brickLength', 'brickHeight', 'mortarJoint'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      netArea: { type: 'number', description: 'Wall − openings, ft² or m².' },
      bricksPerUnitArea: { type: 'number', description: 'Bricks per ft² or per m², unrounded.' },
      bricks: { type: 'integer', description: 'Bricks to buy, waste included, rounded up.' },
    },
    required: ['netArea', 'bricksPerUnitArea', 'bricks'],
  },
  examples: [
    { inputs: { wallArea: 100, brickLength: 7.625, brickHeight: 2.25, mortarJoint: 0.375 }, result: { netArea: 100, bricksPerUnitArea: 6.857142857142857, bricks: 720 } },
    { inputs: { wallArea: 105, brickLength: 7.625, brickHeight: 2.25, mortarJoint: 0.375, wastePercent: 10 }, result: { netArea: 105, bricksPerUnitArea: 6.857142857142857, bricks: 792 } },
    { inputs: { wallArea: 24, openingsArea: 3.6, unit: 'metric', brickLength: 215, brickHeight: 65, mortarJoint: 10 }, result: { netArea: 20.4, bricksPerUnitArea: 59.25925925925926, bricks: 1270 } },
  ],
  run({ wallArea, openingsArea = 0, unit = 'imperial', brickLength, brickHeight, mortarJoint, wastePercent = 5 }: Inputs) {
    const net = exact(wallArea).sub(exact(openingsArea));
    if (net.lte(0)) throw new ToolError('The openings are as large as the wall or larger: nothing to lay.');
    const joint = exact(mortarJoint);
    const perArea = new Fraction(BigInt(FACE_PER_AREA[unit]), 1n).div(exact(brickLength).add(joint).mul(exact(brickHeight).add(joint)));
    const bricks = net.mul(perArea).mul(exact(wastePercent).div(100).add(1)).ceil();
    return { netArea: nearest(net, 'area'), bricksPerUnitArea: nearest(perArea, 'bricks per unit area'), bricks: nearest(bricks, 'number of bricks') };
  },
});
