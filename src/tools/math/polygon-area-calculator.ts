import { ToolError, defineTool } from '../define.ts';
import { ratioToNumber } from '../number-theory.ts';

type Point = [number, number];

/** A JSON number as digits·10^shift, exactly as written in its shortest decimal string. */
function decimalParts(x: number): { digits: bigint; shift: number } {
  const [mantissa = '', exponent = '0'] = String(x).split('e');
  const [whole = '', decimals = ''] = mantissa.split('.');
  return { digits: BigInt(whole + decimals), shift: Number(exponent) - decimals.length };
}

const nearest = (n: bigint, d: bigint, what: string) => ratioToNumber(n, d, what) || 0;

export default defineTool({
  slug: 'polygon-area-calculator',
  name: 'Polygon area calculator (shoelace)',
  category: 'math',
  description:
    'The area, signed area, perimeter and centroid of a simple polygon given by its vertices in order (3 to 10 000; a last vertex repeating the first is dropped). The shoelace formula A = ½ Σ (xᵢyᵢ₊₁ − xᵢ₊₁yᵢ) and the centroid Cx = Σ (xᵢ + xᵢ₊₁)(xᵢyᵢ₊₁ − xᵢ₊₁yᵢ) / 6A (Cy likewise) are computed exactly on the coordinates as written (0.1 is 1/10), then given as the nearest double; the signed area is positive for counter-clockwise vertices (y up). The perimeter adds √(Δx² + Δy²) per edge in double precision, in order, the closing edge last. A self-intersecting outline gets the signed-area answer of the same formulas (lobes of opposite orientation cancel); vertices enclosing no area are refused.',
  heavy: true,
  timeoutMs: 5_000,
  inputSchema: {
    type: 'object',
    properties: {
      vertices: {
        type: 'array',
        minItems: 3,
        maxItems: 10_000,
        items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number', minimum: -1e15, maximum: 1e15 } },
        description: 'The vertices in order around the polygon, as [x, y] pairs, e.g. [[0, 0], [4, 0], [0, 3]].',
      },
    },
    required: ['vertices'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      area: { type: 'number', description: 'The enclosed area, |signedArea|.' },
      signedArea: { type: 'number', description: 'Positive when the vertices run counter-clockwise, negative clockwise.' },
      perimeter: { type: 'number' },
      centroid: {
        type: 'object',
        properties: { x: { type: 'number' }, y: { type: 'number' } },
        required: ['x', 'y'],
        description: 'The centre of mass of the enclosed area.',
      },
      orientation: { type: 'string', enum: ['clockwise', 'counterclockwise'] },
      vertexCount: { type: 'integer', description: 'The vertices used (without a repeated closing vertex).' },
    },
    required: ['area', 'signedArea', 'perimeter', 'centroid', 'orientation', 'vertexCount'],
  },
  examples: [
    { inputs: { vertices: [[0, 0], [4, 0], [0, 3]] }, result: { area: 6, signedArea: 6, perimeter: 12, centroid: {x: 1.3333333333333333, y: 1}, orientation: 'counterclockwise', vertexCount: 3 } },
    { inputs: { vertices: [[0, 0], [0, 10], [10, 10], [10, 0], [0, 0]] }, result: { area: 100, signedArea: -100, perimeter: 40, centroid: {x: 5, y: 5}, orientation: 'clockwise', vertexCount: 4 } },
    { inputs: { vertices: [[0.1, 0.2], [3.7, -1.25], [5.5, 2.4], [2.2, 4.9], [-1.3, 3.3]] }, result: { area: 24.8, signedArea: 24.8, perimeter: 19.340643683304584, centroid: {x: 2.16057123655914, y: 1.9282157258064516}, orientation: 'counterclockwise', vertexCount: 5 } },
  ],
  run({ vertices: given }: { vertices: Point[] }) {
    let vertices = given;
    const [fx, fy] = vertices[0]!;
    const [lx, ly] = vertices[vertices.length - 1]!;
    if (fx === lx && fy === ly) vertices = vertices.slice(0, -1);
    const n = vertices.length;
    if (n < 3) throw new ToolError('A polygon needs at least 3 distinct vertices.');
    // Every coordinate as an integer times 10^s, s the smallest shift among them.
    const parts = vertices.map(([x, y]) => [decimalParts(x), decimalParts(y)] as const);
    let s = Infinity;
    for (const [x, y] of parts) s = Math.min(s, x.shift, y.shift);
    const X = parts.map(([x]) => x.digits * 10n ** BigInt(x.shift - s));
    const Y = parts.map(([, y]) => y.digits * 10n ** BigInt(y.shift - s));
    let twice = 0n; // Σ cross, in units of 10^(2s)
    let cx = 0n; // Σ (xᵢ + xᵢ₊₁)·cross, in units of 10^(3s)
    let cy = 0n;
    let perimeter = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const cross = X[i]! * Y[j]! - X[j]! * Y[i]!;
      twice += cross;
      cx += (X[i]! + X[j]!) * cross;
      cy += (Y[i]! + Y[j]!) * cross;
      const dx = vertices[j]![0] - vertices[i]![0];
      const dy = vertices[j]![1] - vertices[i]![1];
      perimeter += Math.sqrt(dx * dx + dy * dy);
    }
    if (twice === 0n) throw new ToolError('The vertices enclose no area (they are collinear, or the outline cancels itself out).');
    // A = twice·10^(2s)/2; Cx = cx·10^(3s) / (3·twice·10^(2s)) = cx·10^s / (3·twice).
    const scale = (v: bigint, d: bigint, e: number, what: string) => (e >= 0 ? nearest(v * 10n ** BigInt(e), d, what) : nearest(v, d * 10n ** BigInt(-e), what));
    const signedArea = scale(twice, 2n, 2 * s, 'area');
    return {
      area: Math.abs(signedArea),
      signedArea,
      perimeter,
      centroid: { x: scale(cx, 3n * twice, s, 'centroid'), y: scale(cy, 3n * twice, s, 'centroid') },
      orientation: twice > 0n ? ('counterclockwise' as const) : ('clockwise' as const),
      vertexCount: n,
    };
  },
});
