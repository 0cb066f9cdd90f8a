import { ToolError, defineTool } from '../define.ts';
import { byReThenIm, complexOutputSchema, math, matrixSchema, requireSquare, roundComplex, roundToLargest, type ComplexValue } from '../math-sandbox.ts';

const asComplex = (v: unknown): ComplexValue =>
  typeof v === 'number' ? { re: v, im: 0 } : { re: (v as { re: number }).re, im: (v as { im: number }).im };

export default defineTool({
  slug: 'matrix-eigenvalues',
  name: 'Matrix eigenvalues',
  category: 'math',
  description:
    'Eigenvalues of a square matrix of up to 10×10 (mathjs eigs: Jacobi rotations for symmetric input, Francis QR otherwise) as {re, im} sorted by real then imaginary part, each rounded at the 10th significant digit of its larger part. For a symmetric matrix with distinct eigenvalues, also the unit eigenvectors in the same order, signed so their largest component is positive and rounded at the 10th significant digit; otherwise eigenvectors is null.',
  inputSchema: {
    type: 'object',
    properties: { matrix: matrixSchema(10, 'A square matrix, one array per row (n ≤ 10).') },
    required: ['matrix'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      eigenvalues: { type: 'array', items: complexOutputSchema },
      eigenvectors: { anyOf: [{ type: 'array', items: { type: 'array', items: { type: 'number' } } }, { type: 'null' }] },
      symmetric: { type: 'boolean' },
    },
    required: ['eigenvalues', 'eigenvectors', 'symmetric'],
  },
  examples: [
    {"inputs":{"matrix":[[2,1],[1,2]]},"result":{"eigenvalues":[{"re":1,"im":0},{"re":3,"im":0}],"eigenvectors":[[0.7071067812,-0.7071067812],[0.7071067812,0.7071067812]],"symmetric":true}},
    {"inputs":{"matrix":[[0,-1],[1,0]]},"result":{"eigenvalues":[{"re":0,"im":-1},{"re":0,"im":1}],"eigenvectors":null,"symmetric":false}},
    {"inputs":{"matrix":[[4,1,2],[1,3,0],[2,0,5]]},"result":{"eigenvalues":[{"re":1.854897309,"im":0},{"re":3.476023603,"im":0},{"re":6.669079088,"im":0}],"eigenvectors":[[0.679313062,-0.5932333119,-0.4319814828],[0.3743619548,0.7864356988,-0.4912962635],[0.6311789688,0.1720265368,0.7563200249]],"symmetric":true}},
    {"inputs":{"matrix":[[1,2,3],[4,5,6],[7,8,10]]},"result":{"eigenvalues":[{"re":-0.9057401795,"im":0},{"re":0.1982468634,"im":0},{"re":16.70749332,"im":0}],"eigenvectors":null,"symmetric":false}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ matrix }: { matrix: number[][] }) {
    const n = requireSquare(matrix);
    const scale = Math.max(...matrix.flat().map(Math.abs));
    if (!Number.isFinite(scale * scale * n)) throw new ToolError('The entries are too large: use entries within ±1e100.');
    const symmetric = matrix.every((row, i) => row.every((v, j) => v === matrix[j]![i]));
    let result: { values: unknown; eigenvectors?: Array<{ value: unknown; vector: unknown }> };
    try {
      result = math.eigs(matrix) as typeof result;
    } catch (error) {
      throw new ToolError(`The eigenvalues could not be computed: ${String((error as Error).message).slice(0, 200)}`);
    }
    const values = (result.values as unknown[]).map(asComplex);
    if (values.some((z) => !Number.isFinite(z.re) || !Number.isFinite(z.im))) throw new ToolError('The eigenvalues could not be computed in double precision.');
    const pairs = values.map((z, k) => ({ z: roundComplex(z), k }));
    pairs.sort((p, q) => byReThenIm(p.z, q.z));
    let eigenvectors: number[][] | null = null;
    const distinct = pairs.every((p, i) => i === 0 || byReThenIm(pairs[i - 1]!.z, p.z) !== 0);
    if (symmetric && distinct && result.eigenvectors) {
      eigenvectors = pairs.map(({ k }) => {
        const vector = (result.eigenvectors![k]!.vector as number[]).map(Number);
        const length = Math.hypot(...vector);
        let unit = vector.map((v) => v / length);
        const largest = unit.reduce((best, v) => (Math.abs(v) > Math.abs(best) + 1e-12 * Math.abs(best) ? v : best), 0);
        if (largest < 0) unit = unit.map((v) => -v);
        return roundToLargest(unit, 10);
      });
    }
    return { eigenvalues: pairs.map((p) => p.z), eigenvectors, symmetric };
  },
});
