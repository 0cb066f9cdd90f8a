import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

type Dimensions = Partial<Record<string, number>>;
const PI = Math.PI;

/** Per shape: the dimensions it needs and [area, perimeter]. */
const shapes: Record<string, { needs: string[]; check?: (d: Required<Dimensions>) => string | null; compute: (d: Record<string, number>) => [number, number] }> = {
  circle: { needs: ['radius'], compute: ({ radius: r }) => [PI * r! * r!, 2 * PI * r!] },
  ellipse: {
    needs: ['semiMajor', 'semiMinor'],
    compute: ({ semiMajor: a, semiMinor: b }) => {
      const h = ((a! - b!) / (a! + b!)) ** 2;
      return [PI * a! * b!, PI * (a! + b!) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)))];
    },
  },
  rectangle: { needs: ['width', 'height'], compute: ({ width: w, height: h }) => [w! * h!, 2 * (w! + h!)] },
  square: { needs: ['side'], compute: ({ side: s }) => [s! * s!, 4 * s!] },
  triangle: {
    needs: ['a', 'b', 'c'],
    check: ({ a, b, c }) => (a! + b! <= c! || a! + c! <= b! || b! + c! <= a! ? 'The three sides break the triangle inequality.' : null),
    compute: ({ a, b, c }) => {
      const [x, y, z] = [a!, b!, c!].sort((p, q) => q - p) as [number, number, number];
      return [Math.sqrt((x + (y + z)) * (z - (x - y)) * (z + (x - y)) * (x + (y - z))) / 4, a! + b! + c!];
    },
  },
  trapezoid: {
    needs: ['a', 'b', 'height', 'c', 'd'],
    check: ({ c, d, height }) => (c! < height! || d! < height! ? 'A leg (c, d) cannot be shorter than the height.' : null),
    compute: ({ a, b, c, d, height: h }) => [((a! + b!) / 2) * h!, a! + b! + c! + d!],
  },
  parallelogram: {
    needs: ['base', 'side', 'height'],
    check: ({ side, height }) => (side! < height! ? 'The slanted side cannot be shorter than the height.' : null),
    compute: ({ base, side, height }) => [base! * height!, 2 * (base! + side!)],
  },
  rhombus: { needs: ['diagonal1', 'diagonal2'], compute: ({ diagonal1: p, diagonal2: q }) => [(p! * q!) / 2, 2 * Math.hypot(p!, q!)] },
  'regular-polygon': {
    needs: ['sides', 'side'],
    compute: ({ sides: n, side: s }) => [(n! * s! * s!) / (4 * Math.tan(PI / n!)), n! * s!],
  },
  sector: {
    needs: ['radius', 'angleDegrees'],
    compute: ({ radius: r, angleDegrees: t }) => [(PI * r! * r! * t!) / 360, 2 * r! + (PI * r! * t!) / 180],
  },
  annulus: {
    needs: ['outerRadius', 'innerRadius'],
    check: ({ outerRadius, innerRadius }) => (innerRadius! >= outerRadius! ? 'innerRadius must be smaller than outerRadius.' : null),
    compute: ({ outerRadius: R, innerRadius: r }) => [PI * (R! * R! - r! * r!), 2 * PI * (R! + r!)],
  },
};

const length = { type: 'number', exclusiveMinimum: 0, maximum: 1e100 };
const dimension = (description: string) => ({ ...length, description });

export default defineTool({
  slug: 'shape-area-calculator',
  name: 'Shape area calculator',
  category: 'math',
  description:
    'Area and perimeter of a plane shape from its dimensions: circle (radius), ellipse (semiMajor, semiMinor; perimeter by Ramanujan\'s second approximation), rectangle, square, triangle (three sides, Heron\'s formula in its stable form), trapezoid (parallel a, b, legs c, d, height), parallelogram (base, side, height), rhombus (diagonals), regular polygon (sides, side), sector (radius, angleDegrees; perimeter = arc + 2 radii) and annulus (perimeter = both circles). Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      shape: {
        type: 'string',
        enum: Object.keys(shapes),
        description: 'The shape: circle, ellipse, rectangle, square, triangle, trapezoid, parallelogram, rhombus, regular-polygon, sector or annulus.',
      },
      dimensions: {
        type: 'object',
        properties: {
          radius: dimension('Radius of a circle or sector.'),
          semiMajor: dimension('Ellipse: the semi-major axis (half the longest diameter).'),
          semiMinor: dimension('Ellipse: the semi-minor axis (half the shortest diameter).'),
          width: dimension('Width of a rectangle.'),
          height: dimension('Height of a rectangle, or the perpendicular height of a trapezoid or parallelogram.'),
          side: dimension('Side of a square or of a regular polygon, or the slanted side of a parallelogram.'),
          a: dimension('Triangle: the first side; trapezoid: the first parallel side.'),
          b: dimension('Triangle: the second side; trapezoid: the second parallel side.'),
          c: dimension('Triangle: the third side; trapezoid: the first leg, not shorter than height.'),
          d: dimension('Trapezoid: the second leg, not shorter than height.'),
          base: dimension('Parallelogram: the base the height is measured from.'),
          diagonal1: dimension('Rhombus: the first diagonal.'),
          diagonal2: dimension('Rhombus: the second diagonal.'),
          outerRadius: dimension('Annulus: the outer radius.'),
          innerRadius: dimension('Annulus: the inner radius, smaller than outerRadius.'),
          sides: { type: 'integer', minimum: 3, maximum: 1000, description: 'Regular polygon: the number of sides, 3 to 1000.' },
          angleDegrees: { type: 'number', exclusiveMinimum: 0, maximum: 360, description: 'Sector: the central angle in degrees, above 0 and up to 360.' },
        },
        additionalProperties: false,
        description: 'The dimensions the shape needs (same length unit throughout).',
      },
    },
    required: ['shape', 'dimensions'],
  },
  outputSchema: {
    type: 'object',
    properties: { area: { type: 'number' }, perimeter: { type: 'number' } },
    required: ['area', 'perimeter'],
  },
  examples: [
    {"inputs":{"shape":"circle","dimensions":{"radius":2}},"result":{"area":12.566370614359172,"perimeter":12.566370614359172}},
    {"inputs":{"shape":"triangle","dimensions":{"a":3,"b":4,"c":5}},"result":{"area":6,"perimeter":12}},
    {"inputs":{"shape":"regular-polygon","dimensions":{"sides":6,"side":2}},"result":{"area":10.392304845413264,"perimeter":12}},
    {"inputs":{"shape":"sector","dimensions":{"radius":3,"angleDegrees":90}},"result":{"area":7.068583470577034,"perimeter":10.71238898038469}},
    {"inputs":{"shape":"ellipse","dimensions":{"semiMajor":5,"semiMinor":3}},"result":{"area":47.12388980384689,"perimeter":25.526998862788762}},
  ],
  run({ shape, dimensions }: { shape: string; dimensions: Dimensions }) {
    const spec = shapes[shape]!;
    const missing = spec.needs.filter((k) => dimensions[k] === undefined);
    if (missing.length) throw new ToolError(`A ${shape} needs ${missing.join(', ')} in "dimensions".`);
    const extra = Object.keys(dimensions).filter((k) => !spec.needs.includes(k));
    if (extra.length) throw new ToolError(`A ${shape} does not use ${extra.join(', ')}.`);
    const problem = spec.check?.(dimensions as Required<Dimensions>);
    if (problem) throw new ToolError(problem);
    const [area, perimeter] = spec.compute(dimensions as Record<string, number>);
    return { area: finiteOr(area, 'area'), perimeter: finiteOr(perimeter, 'perimeter') };
  },
});
