import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

type Dimensions = Partial<Record<string, number>>;
const PI = Math.PI;
/** Knud Thomsen's exponent for the ellipsoid surface approximation (relative error ≤ 1.061 %). */
const THOMSEN_P = 1.6075;

const shapes: Record<string, { needs: string[]; check?: (d: Record<string, number>) => string | null; compute: (d: Record<string, number>) => [number, number] }> = {
  cube: { needs: ['side'], compute: ({ side: s }) => [s! * s! * s!, 6 * s! * s!] },
  cuboid: { needs: ['length', 'width', 'height'], compute: ({ length: l, width: w, height: h }) => [l! * w! * h!, 2 * (l! * w! + l! * h! + w! * h!)] },
  sphere: { needs: ['radius'], compute: ({ radius: r }) => [(4 * PI * r! * r! * r!) / 3, 4 * PI * r! * r!] },
  hemisphere: { needs: ['radius'], compute: ({ radius: r }) => [(2 * PI * r! * r! * r!) / 3, 3 * PI * r! * r!] },
  cylinder: { needs: ['radius', 'height'], compute: ({ radius: r, height: h }) => [PI * r! * r! * h!, 2 * PI * r! * (r! + h!)] },
  cone: { needs: ['radius', 'height'], compute: ({ radius: r, height: h }) => [(PI * r! * r! * h!) / 3, PI * r! * (r! + Math.hypot(r!, h!))] },
  frustum: {
    needs: ['radius', 'topRadius', 'height'],
    compute: ({ radius: R, topRadius: r, height: h }) => [
      (PI * h! * (R! * R! + R! * r! + r! * r!)) / 3,
      PI * (R! + r!) * Math.hypot(R! - r!, h!) + PI * (R! * R! + r! * r!),
    ],
  },
  pyramid: {
    needs: ['side', 'height'],
    compute: ({ side: s, height: h }) => [(s! * s! * h!) / 3, s! * s! + 2 * s! * Math.hypot(s! / 2, h!)],
  },
  prism: {
    needs: ['sides', 'side', 'height'],
    compute: ({ sides: n, side: s, height: h }) => {
      const base = (n! * s! * s!) / (4 * Math.tan(PI / n!));
      return [base * h!, 2 * base + n! * s! * h!];
    },
  },
  torus: {
    needs: ['majorRadius', 'minorRadius'],
    check: ({ majorRadius, minorRadius }) => (minorRadius! > majorRadius! ? 'minorRadius must not exceed majorRadius (a self-intersecting torus).' : null),
    compute: ({ majorRadius: R, minorRadius: r }) => [2 * PI * PI * R! * r! * r!, 4 * PI * PI * R! * r!],
  },
  capsule: { needs: ['radius', 'height'], compute: ({ radius: r, height: h }) => [PI * r! * r! * ((4 * r!) / 3 + h!), 2 * PI * r! * (2 * r! + h!)] },
  ellipsoid: {
    needs: ['a', 'b', 'c'],
    compute: ({ a, b, c }) => {
      const [ap, bp, cp] = [a! ** THOMSEN_P, b! ** THOMSEN_P, c! ** THOMSEN_P];
      return [(4 * PI * a! * b! * c!) / 3, 4 * PI * ((ap * bp + ap * cp + bp * cp) / 3) ** (1 / THOMSEN_P)];
    },
  },
};

const length = { type: 'number', exclusiveMinimum: 0, maximum: 1e50 };
const dimension = (description: string) => ({ ...length, description });

export default defineTool({
  slug: 'shape-volume-calculator',
  name: 'Shape volume calculator',
  category: 'math',
  description:
    'Volume and total surface area of a solid: cube (side), cuboid (length, width, height), sphere and closed hemisphere (radius), cylinder and cone (radius, height), frustum of a cone (radius, topRadius, height), right square pyramid (side, height), right regular prism (sides, side, height), torus (majorRadius, minorRadius), capsule (radius, height of the cylinder part) and ellipsoid (semi-axes a, b, c; surface by Knud Thomsen\'s approximation, p = 1.6075, within 1.061 %). Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      shape: {
        type: 'string',
        enum: Object.keys(shapes),
        description: 'The solid: cube, cuboid, sphere, hemisphere, cylinder, cone, frustum, pyramid, prism, torus, capsule or ellipsoid.',
      },
      dimensions: {
        type: 'object',
        properties: {
          side: dimension('Edge of a cube, base edge of a square pyramid, or side of the regular base of a prism.'),
          length: dimension('Cuboid: the length.'),
          width: dimension('Cuboid: the width.'),
          height: dimension('Height of a cuboid, cylinder, cone, frustum, pyramid or prism; for a capsule, the length of its cylinder part.'),
          radius: dimension('Radius of a sphere, hemisphere, cylinder, cone or capsule; the bottom radius of a frustum.'),
          topRadius: dimension('Frustum: the top radius.'),
          majorRadius: dimension('Torus: the distance from its centre to the centre of the tube.'),
          minorRadius: dimension('Torus: the radius of the tube, not above majorRadius.'),
          a: dimension('Ellipsoid: the first semi-axis.'),
          b: dimension('Ellipsoid: the second semi-axis.'),
          c: dimension('Ellipsoid: the third semi-axis.'),
          sides: { type: 'integer', minimum: 3, maximum: 1000, description: 'Prism: the number of sides of its regular base, 3 to 1000.' },
        },
        additionalProperties: false,
        description: 'The dimensions the solid needs (same length unit throughout).',
      },
    },
    required: ['shape', 'dimensions'],
  },
  outputSchema: {
    type: 'object',
    properties: { volume: { type: 'number' }, surfaceArea: { type: 'number' } },
    required: ['volume', 'surfaceArea'],
  },
  examples: [
    {"inputs":{"shape":"sphere","dimensions":{"radius":3}},"result":{"volume":113.09733552923255,"surfaceArea":113.09733552923255}},
    {"inputs":{"shape":"cylinder","dimensions":{"radius":2,"height":5}},"result":{"volume":62.83185307179586,"surfaceArea":87.96459430051421}},
    {"inputs":{"shape":"cone","dimensions":{"radius":3,"height":4}},"result":{"volume":37.69911184307752,"surfaceArea":75.39822368615503}},
    {"inputs":{"shape":"cuboid","dimensions":{"length":2,"width":3,"height":4}},"result":{"volume":24,"surfaceArea":52}},
  ],
  run({ shape, dimensions }: { shape: string; dimensions: Dimensions }) {
    const spec = shapes[shape]!;
    const missing = spec.needs.filter((k) => dimensions[k] === undefined);
    if (missing.length) throw new ToolError(`A ${shape} needs ${missing.join(', ')} in "dimensions".`);
    const extra = Object.keys(dimensions).filter((k) => !spec.needs.includes(k));
    if (extra.length) throw new ToolError(`A ${shape} does not use ${extra.join(', ')}.`);
    const problem = spec.check?.(dimensions as Record<string, number>);
    if (problem) throw new ToolError(problem);
    const [volume, surfaceArea] = spec.compute(dimensions as Record<string, number>);
    return { volume: finiteOr(volume, 'volume'), surfaceArea: finiteOr(surfaceArea, 'surface area') };
  },
});
