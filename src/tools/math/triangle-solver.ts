import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

type Key = 'a' | 'b' | 'c' | 'A' | 'B' | 'C';
type Inputs = Partial<Record<Key, number>>;
interface Solution {
  a: number;
  b: number;
  c: number;
  A: number;
  B: number;
  C: number;
  area: number;
  perimeter: number;
}

const RAD = Math.PI / 180;
const sin = (deg: number) => Math.sin(deg * RAD);
const cos = (deg: number) => Math.cos(deg * RAD);
const acos = (x: number) => Math.acos(Math.min(1, Math.max(-1, x))) / RAD;

/** Angle i from the three sides (law of cosines). */
const angleFromSides = (s: number[], i: number) => {
  const [x, y, z] = [s[i]!, s[(i + 1) % 3]!, s[(i + 2) % 3]!];
  return acos((y * y + z * z - x * x) / (2 * y * z));
};

function finish(s: number[], g: number[]): Solution {
  for (const v of [...s, ...g]) if (!Number.isFinite(v) || v <= 0) throw new ToolError('These values give no triangle (a side or angle comes out as 0 or less).');
  const [a, b, c] = s as [number, number, number];
  const [A, B, C] = g as [number, number, number];
  return { a, b, c, A, B, C, area: finiteOr(0.5 * a * b * sin(C), 'area'), perimeter: finiteOr(a + b + c, 'perimeter') };
}

export default defineTool({
  slug: 'triangle-solver',
  name: 'Triangle solver',
  category: 'math',
  description:
    'Solves any triangle from three of its sides a, b, c and angles A, B, C (degrees; A opposite a), at least one a side: SSS and SAS by the law of cosines, ASA/AAS by the law of sines; SSA (two sides and an angle not between them) may give two triangles, both listed (the acute one first). Area = ½·a·b·sin C; unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      ...Object.fromEntries(['a', 'b', 'c'].map((k) => [k, { type: 'number', exclusiveMinimum: 0, maximum: 1e100, description: `Side ${k}.` }])),
      ...Object.fromEntries(['A', 'B', 'C'].map((k) => [k, { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 180, description: `Angle ${k} in degrees, opposite side ${k.toLowerCase()}.` }])),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      solutions: {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(['a', 'b', 'c', 'A', 'B', 'C', 'area', 'perimeter'].map((k) => [k, { type: 'number' }])),
          required: ['a', 'b', 'c', 'A', 'B', 'C', 'area', 'perimeter'],
        },
      },
    },
    required: ['solutions'],
  },
  examples: [
    {"inputs":{"a":3,"b":4,"c":5},"result":{"solutions":[{"a":3,"b":4,"c":5,"A":36.86989764584401,"B":53.13010235415598,"C":90,"area":6,"perimeter":12}]}},
    {"inputs":{"a":7,"b":9,"C":60},"result":{"solutions":[{"a":7,"b":9,"c":8.185352771872449,"A":47.78365116027274,"B":72.21634883972726,"C":60,"area":27.279800219209815,"perimeter":24.18535277187245}]}},
    {"inputs":{"a":10,"A":40,"B":60},"result":{"solutions":[{"a":10,"b":13.472963553338609,"c":15.320888862379562,"A":40,"B":60,"C":80,"area":66.34139481689385,"perimeter":38.79385241571817}]}},
    {"inputs":{"a":6,"b":8,"A":35},"result":{"solutions":[{"a":6,"b":8,"c":10.41904674200633,"A":35,"B":49.886408420687474,"C":95.11359157931253,"area":23.90447880181987,"perimeter":24.41904674200633},{"a":6,"b":8,"c":2.687385966617538,"A":35,"B":130.11359157931253,"C":14.886408420687474,"area":6.165685063329194,"perimeter":16.687385966617537}]}},
  ],
  run(inputs: Inputs) {
    const sides = [inputs.a, inputs.b, inputs.c];
    const angles = [inputs.A, inputs.B, inputs.C];
    const knownSides = [0, 1, 2].filter((i) => sides[i] !== undefined);
    const knownAngles = [0, 1, 2].filter((i) => angles[i] !== undefined);
    if (knownSides.length + knownAngles.length !== 3) throw new ToolError(`Give exactly three of a, b, c, A, B, C (got ${knownSides.length + knownAngles.length}).`);
    if (knownSides.length === 0) throw new ToolError('Three angles fix only the shape: give at least one side.');
    const s = sides as number[];
    const g = angles as number[];
    if (knownSides.length === 3) {
      const [a, b, c] = s as [number, number, number];
      if (a + b <= c || a + c <= b || b + c <= a) throw new ToolError('The three sides break the triangle inequality.');
      const A = angleFromSides(s, 0);
      const B = angleFromSides(s, 1);
      return { solutions: [finish(s, [A, B, 180 - A - B])] };
    }
    if (knownSides.length === 1) {
      const missing = [0, 1, 2].find((i) => angles[i] === undefined)!;
      const sum = g.reduce((t: number, v) => t + (v ?? 0), 0);
      if (sum >= 180) throw new ToolError('The two angles add up to 180° or more.');
      g[missing] = 180 - sum;
      const k = knownSides[0]!;
      const ratio = s[k]! / sin(g[k]!);
      return { solutions: [finish([0, 1, 2].map((i) => (i === k ? s[k]! : ratio * sin(g[i]!))), g)] };
    }
    const angle = knownAngles[0]!;
    const unknownSide = [0, 1, 2].find((i) => sides[i] === undefined)!;
    if (angle === unknownSide) {
      // SAS: the angle lies between the two known sides.
      const [y, z] = [s[(angle + 1) % 3]!, s[(angle + 2) % 3]!];
      s[angle] = Math.sqrt(y * y + z * z - 2 * y * z * cos(g[angle]!));
      const next = (angle + 1) % 3;
      g[next] = angleFromSides(s, next);
      g[(angle + 2) % 3] = 180 - g[angle]! - g[next]!;
      return { solutions: [finish(s, g)] };
    }
    // SSA: the angle is opposite a known side.
    const other = knownSides.find((i) => i !== angle)!;
    const sinOther = (s[other]! * sin(g[angle]!)) / s[angle]!;
    if (sinOther > 1) throw new ToolError('No triangle has these values (the side opposite the angle is too short).');
    const acute = Math.asin(sinOther) / RAD;
    const solutions: Solution[] = [];
    for (const candidate of acute === 90 ? [acute] : [acute, 180 - acute]) {
      const third = 180 - g[angle]! - candidate;
      if (!(third > 0)) continue;
      const angleSet = [...g];
      angleSet[other] = candidate;
      angleSet[unknownSide] = third;
      const sideSet = [...s];
      sideSet[unknownSide] = (s[angle]! * sin(third)) / sin(g[angle]!);
      solutions.push(finish(sideSet, angleSet));
    }
    if (solutions.length === 0) throw new ToolError('No triangle has these values.');
    return { solutions };
  },
});
