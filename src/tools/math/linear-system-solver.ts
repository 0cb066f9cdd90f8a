import { ToolError, defineTool } from '../define.ts';
import { math, matrixSchema, numberSchema, requireSquare, roundSignificant, roundToLargest } from '../math-sandbox.ts';

interface Inputs {
  matrix: number[][];
  vector: number[];
}

export default defineTool({
  slug: 'linear-system-solver',
  name: 'Linear system solver',
  category: 'math',
  description:
    'Solves A·x = b for a square system of up to 20 equations by LU decomposition with partial pivoting. The solution is rounded at the 12th significant digit of its largest component and the determinant to 12 significant digits (floating-point noise beyond that differs between libraries); a singular matrix is refused.',
  inputSchema: {
    type: 'object',
    properties: {
      matrix: matrixSchema(20, 'The coefficients A, one row per equation (n×n, n ≤ 20).'),
      vector: { type: 'array', minItems: 1, maxItems: 20, items: numberSchema, description: 'The right-hand side b (n values).' },
    },
    required: ['matrix', 'vector'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      solution: { type: 'array', items: { type: 'number' }, description: 'x, one value per unknown.' },
      determinant: { type: 'number', description: 'det A, 12 significant digits.' },
    },
    required: ['solution', 'determinant'],
  },
  examples: [
    {"inputs":{"matrix":[[2,1,-1],[-3,-1,2],[-2,1,2]],"vector":[8,-11,-3]},"result":{"solution":[2,3,-1],"determinant":-1}},
    {"inputs":{"matrix":[[4,-2,1],[3,6,-4],[2,1,8]],"vector":[12,-25,32]},"result":{"solution":[1,-2,4],"determinant":263}},
    {"inputs":{"matrix":[[1,2],[3,4]],"vector":[5,6]},"result":{"solution":[-4,4.5],"determinant":-2}},
  ],
  run({ matrix, vector }: Inputs) {
    const n = requireSquare(matrix);
    if (vector.length !== n) throw new ToolError(`"vector" must have ${n} values, one per row of the matrix.`);
    const determinant = math.det(matrix) as number;
    if (determinant === 0) throw new ToolError('The matrix is singular: the system has no unique solution.');
    if (!Number.isFinite(determinant)) throw new ToolError('The determinant overflows: use smaller entries.');
    let solution: number[];
    try {
      solution = (math.lusolve(matrix, vector) as number[][]).map((row) => row[0]!);
    } catch {
      throw new ToolError('The matrix is singular: the system has no unique solution.');
    }
    return { solution: roundToLargest(solution), determinant: roundSignificant(determinant) };
  },
});
