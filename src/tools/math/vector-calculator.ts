import { ToolError, defineTool, nullable } from '../define.ts';
import { finiteOr, numberSchema } from '../math-sandbox.ts';

const dot = (a: number[], b: number[]) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
};
const clean = (v: number) => (v === 0 ? 0 : v);
const vectorSchema = (description: string) => ({ type: 'array', minItems: 1, maxItems: 10_000, items: numberSchema, description });
const nullableVector = { anyOf: [{ type: 'array', items: { type: 'number' } }, { type: 'null' }] };

export default defineTool({
  slug: 'vector-calculator',
  name: 'Vector calculator',
  category: 'math',
  description:
    'Dot product, cross product (3-D vectors only, else null), magnitudes (√(v·v)), the angle between the vectors (acos of the cosine clamped to [−1, 1], degrees; null for a zero vector), the projection of a onto b ((a·b / b·b)·b; null when b is zero) and the distance |a − b|. Sums run in index order in doubles, unrounded.',
  inputSchema: {
    type: 'object',
    properties: { a: vectorSchema('The first vector.'), b: vectorSchema('The second vector, same length.') },
    required: ['a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      dot: { type: 'number' },
      cross: nullableVector,
      magnitudeA: { type: 'number' },
      magnitudeB: { type: 'number' },
      angleDegrees: nullable({ type: 'number' }),
      projection: nullableVector,
      distance: { type: 'number' },
    },
    required: ['dot', 'cross', 'magnitudeA', 'magnitudeB', 'angleDegrees', 'projection', 'distance'],
  },
  examples: [
    {"inputs":{"a":[1,2,3],"b":[4,5,6]},"result":{"dot":32,"cross":[-3,6,-3],"magnitudeA":3.7416573867739413,"magnitudeB":8.774964387392123,"angleDegrees":12.933154491899135,"projection":[1.6623376623376624,2.077922077922078,2.4935064935064934],"distance":5.196152422706632}},
    {"inputs":{"a":[3,4],"b":[4,-3]},"result":{"dot":0,"cross":null,"magnitudeA":5,"magnitudeB":5,"angleDegrees":90,"projection":[0,0],"distance":7.0710678118654755}},
    {"inputs":{"a":[1,0,0,1],"b":[0,0,0,0]},"result":{"dot":0,"cross":null,"magnitudeA":1.4142135623730951,"magnitudeB":0,"angleDegrees":null,"projection":null,"distance":1.4142135623730951}},
  ],
  run({ a, b }: { a: number[]; b: number[] }) {
    if (a.length !== b.length) throw new ToolError(`The vectors differ in length (${a.length} and ${b.length}).`);
    const ab = finiteOr(dot(a, b), 'dot product');
    const aa = finiteOr(dot(a, a), 'magnitude');
    const bb = finiteOr(dot(b, b), 'magnitude');
    const magnitudeA = Math.sqrt(aa);
    const magnitudeB = Math.sqrt(bb);
    const difference = a.map((v, i) => v - b[i]!);
    const distance = finiteOr(Math.sqrt(dot(difference, difference)), 'distance');
    const cross =
      a.length === 3
        ? [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!].map((v) => clean(finiteOr(v, 'cross product')))
        : null;
    const cosine = magnitudeA === 0 || magnitudeB === 0 ? null : ab / (magnitudeA * magnitudeB);
    const angleDegrees = cosine === null || !Number.isFinite(cosine) ? null : (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
    const projection = bb === 0 ? null : b.map((v) => clean(finiteOr((ab / bb) * v, 'projection')));
    return { dot: clean(ab), cross, magnitudeA, magnitudeB, angleDegrees: angleDegrees === null ? null : clean(angleDegrees), projection, distance };
  },
});
