import { ToolError, defineTool } from '../define.ts';
import { math, matrixOutputSchema, matrixSchema, requireSquare, roundMatrix, roundSignificant } from '../math-sandbox.ts';

export default defineTool({
  slug: 'matrix-inverse',
  name: 'Matrix inverse',
  category: 'math',
  description:
    'Inverse of a square matrix of up to 20×20 (Gauss–Jordan elimination with partial pivoting) and its determinant. Entries are rounded at the 12th significant digit of the largest entry, the determinant to 12 significant digits; a singular matrix is refused.',
  inputSchema: {
    type: 'object',
    properties: { matrix: matrixSchema(20, 'A square matrix, one array per row (n ≤ 20).') },
    required: ['matrix'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      inverse: matrixOutputSchema,
      determinant: { type: 'number', description: '12 significant digits.' },
    },
    required: ['inverse', 'determinant'],
  },
  examples: [
    {"inputs":{"matrix":[[4,7],[2,6]]},"result":{"inverse":[[0.6,-0.7],[-0.2,0.4]],"determinant":10}},
    {"inputs":{"matrix":[[1,2,3],[0,1,4],[5,6,0]]},"result":{"inverse":[[-24,18,5],[20,-15,-4],[-5,4,1]],"determinant":1}},
    {"inputs":{"matrix":[[2,1],[1,3]]},"result":{"inverse":[[0.6,-0.2],[-0.2,0.4]],"determinant":5}},
  ],
  run({ matrix }: { matrix: number[][] }) {
    requireSquare(matrix);
    const determinant = math.det(matrix) as number;
    if (determinant === 0) throw new ToolError('The matrix is singular (determinant 0): it has no inverse.');
    if (!Number.isFinite(determinant)) throw new ToolError('The determinant overflows: use smaller entries.');
    let inverse: number[][];
    try {
      inverse = math.inv(matrix) as number[][];
    } catch {
      throw new ToolError('The matrix is singular: it has no inverse.');
    }
    return { inverse: roundMatrix(inverse), determinant: roundSignificant(determinant) };
  },
});
