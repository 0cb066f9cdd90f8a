import { ToolError, defineTool } from '../define.ts';
import { math, matrixSchema, requireSquare, roundSignificant } from '../math-sandbox.ts';

export default defineTool({
  slug: 'matrix-determinant',
  name: 'Matrix determinant',
  category: 'math',
  description:
    'Determinant of a square matrix of up to 20×20 by LU decomposition with partial pivoting, rounded to 12 significant digits (the digits beyond depend on the order of floating-point operations).',
  inputSchema: {
    type: 'object',
    properties: { matrix: matrixSchema(20, 'A square matrix, one array per row (n ≤ 20).') },
    required: ['matrix'],
  },
  outputSchema: {
    type: 'object',
    properties: { determinant: { type: 'number', description: '12 significant digits.' } },
    required: ['determinant'],
  },
  examples: [
    {"inputs":{"matrix":[[6,1,1],[4,-2,5],[2,8,7]]},"result":{"determinant":-306}},
    {"inputs":{"matrix":[[1.5,2],[3,4.25]]},"result":{"determinant":0.375}},
    {"inputs":{"matrix":[[2,0,0,0],[1,3,0,0],[4,5,6,0],[7,8,9,10]]},"result":{"determinant":360}},
  ],
  run({ matrix }: { matrix: number[][] }) {
    requireSquare(matrix);
    const determinant = math.det(matrix) as number;
    if (!Number.isFinite(determinant)) throw new ToolError('The determinant overflows: use smaller entries.');
    return { determinant: roundSignificant(determinant) };
  },
});
