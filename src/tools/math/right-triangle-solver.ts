import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

interface Inputs {
  a?: number;
  b?: number;
  c?: number;
  angleA?: number;
  angleB?: number;
}

const RAD = Math.PI / 180;
const side = { type: 'number', exclusiveMinimum: 0, maximum: 1e100 };
const angle = { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 90 };

export default defineTool({
  slug: 'right-triangle-solver',
  name: 'Right triangle solver',
  category: 'math',
  description:
    'Solves a right triangle (legs a and b, hypotenuse c, angle A opposite a, angle B opposite b, in degrees) from exactly two known values, at least one a side: the other sides, angles, area, perimeter and the altitude to the hypotenuse (a·b/c). From two sides the angles are atan2(a, b) and 90° − A; unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { ...side, description: 'Leg opposite angle A.' },
      b: { ...side, description: 'Leg opposite angle B.' },
      c: { ...side, description: 'Hypotenuse.' },
      angleA: { ...angle, description: 'Angle A in degrees (0–90).' },
      angleB: { ...angle, description: 'Angle B in degrees (0–90).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: Object.fromEntries(['a', 'b', 'c', 'angleA', 'angleB', 'area', 'perimeter', 'altitude'].map((k) => [k, { type: 'number' }])),
    required: ['a', 'b', 'c', 'angleA', 'angleB', 'area', 'perimeter', 'altitude'],
  },
  examples: [
    {"inputs":{"a":3,"b":4},"result":{"a":3,"b":4,"c":5,"angleA":36.86989764584402,"angleB":53.13010235415598,"area":6,"perimeter":12,"altitude":2.4}},
    {"inputs":{"c":25,"a":7},"result":{"a":7,"b":24,"c":25,"angleA":16.26020470831196,"angleB":73.73979529168804,"area":84,"perimeter":56,"altitude":6.72}},
    {"inputs":{"c":10,"angleA":30},"result":{"a":4.999999999999999,"b":8.660254037844387,"c":10,"angleA":30,"angleB":60,"area":21.650635094610966,"perimeter":23.660254037844386,"altitude":4.330127018922193}},
  ],
  run(inputs: Inputs) {
    const given = (['a', 'b', 'c', 'angleA', 'angleB'] as const).filter((k) => inputs[k] !== undefined);
    if (given.length !== 2) throw new ToolError(`Give exactly two of a, b, c, angleA, angleB (got ${given.length}).`);
    let { a, b, c, angleA, angleB } = inputs;
    if (angleA === undefined && angleB === undefined) {
      if (c !== undefined && (c <= (a ?? b)!)) throw new ToolError('The hypotenuse c must be longer than the leg.');
      if (c === undefined) c = Math.hypot(a!, b!);
      else if (a !== undefined) b = Math.sqrt((c - a) * (c + a));
      else a = Math.sqrt((c - b!) * (c + b!));
      angleA = Math.atan2(a!, b!) / RAD;
      angleB = 90 - angleA;
    } else {
      if (angleA !== undefined && angleB !== undefined) throw new ToolError('Two angles fix only the shape: give one side too.');
      if (angleA === undefined) angleA = 90 - angleB!;
      else angleB = 90 - angleA;
      const [sin, cos, tan] = [Math.sin(angleA * RAD), Math.cos(angleA * RAD), Math.tan(angleA * RAD)];
      if (a !== undefined) {
        b = a / tan;
        c = a / sin;
      } else if (b !== undefined) {
        a = b * tan;
        c = b / cos;
      } else {
        a = c! * sin;
        b = c! * cos;
      }
    }
    const [A, B, C] = [finiteOr(a!, 'side a'), finiteOr(b!, 'side b'), finiteOr(c!, 'hypotenuse')];
    if (A === 0 || B === 0) throw new ToolError('The triangle is degenerate at this scale: a side underflows to 0.');
    return {
      a: A,
      b: B,
      c: C,
      angleA: angleA!,
      angleB: angleB!,
      area: finiteOr((A * B) / 2, 'area'),
      perimeter: finiteOr(A + B + C, 'perimeter'),
      altitude: finiteOr((A * B) / C, 'altitude'),
    };
  },
});
