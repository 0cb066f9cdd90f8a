import { ToolError, defineTool } from '../define.ts';
import { matrixOutputSchema, matrixSchema, numberSchema, shapeOf } from '../math-sandbox.ts';

type Operation = 'add' | 'subtract' | 'multiply' | 'hadamard' | 'scalar' | 'transpose';

interface Inputs {
  a: number[][];
  b?: number[][];
  operation: Operation;
  scalar?: number;
}

function finiteMatrix(m: number[][]): number[][] {
  for (const row of m) for (const v of row) if (!Number.isFinite(v)) throw new ToolError('The result overflows: use smaller entries.');
  return m.map((row) => row.map((v) => (v === 0 ? 0 : v)));
}

export default defineTool({
  slug: 'matrix-operations',
  name: 'Matrix operations',
  category: 'math',
  description:
    'Adds, subtracts, multiplies (matrix product), multiplies element-wise (Hadamard), scales or transposes matrices of up to 50×50. The product sums a[i][k]·b[k][j] for k in order, in doubles, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      a: matrixSchema(50, 'The first matrix, one array per row.'),
      b: matrixSchema(50, 'The second matrix (add, subtract, multiply, hadamard).'),
      operation: {
        type: 'string',
        enum: ['add', 'subtract', 'multiply', 'hadamard', 'scalar', 'transpose'],
        description: 'The operation: add, subtract, hadamard (element-wise product) with b of the same shape; multiply (matrix product a·b, b with as many rows as a has columns); scalar (a times scalar); transpose (of a).',
      },
      scalar: { ...numberSchema, description: 'The factor for operation "scalar".' },
    },
    required: ['a', 'operation'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: matrixOutputSchema },
    required: ['result'],
  },
  examples: [
    {"inputs":{"a":[[1,2,3],[4,5,6]],"operation":"multiply","b":[[7,8],[9,10],[11,12]]},"result":{"result":[[58,64],[139,154]]}},
    {"inputs":{"a":[[1,2],[3,4]],"operation":"add","b":[[0.5,-2],[10,1]]},"result":{"result":[[1.5,0],[13,5]]}},
    {"inputs":{"a":[[1,2,3],[4,5,6]],"operation":"transpose"},"result":{"result":[[1,4],[2,5],[3,6]]}},
    {"inputs":{"a":[[1.5,-2],[0,4]],"operation":"scalar","scalar":3},"result":{"result":[[4.5,-6],[0,12]]}},
    {"inputs":{"a":[[1,2],[3,4]],"operation":"hadamard","b":[[5,6],[7,8]]},"result":{"result":[[5,12],[21,32]]}},
  ],
  run({ a, b, operation, scalar }: Inputs) {
    const [rows, columns] = shapeOf(a, 'a');
    if (operation === 'transpose') return { result: finiteMatrix(Array.from({ length: columns }, (_, j) => a.map((row) => row[j]!))) };
    if (operation === 'scalar') {
      if (scalar === undefined) throw new ToolError('Operation "scalar" needs "scalar".');
      return { result: finiteMatrix(a.map((row) => row.map((v) => v * scalar))) };
    }
    if (!b) throw new ToolError(`Operation "${operation}" needs a second matrix "b".`);
    const [bRows, bColumns] = shapeOf(b, 'b');
    if (operation === 'multiply') {
      if (columns !== bRows) throw new ToolError(`Cannot multiply a ${rows}×${columns} matrix by a ${bRows}×${bColumns} one: columns of a must equal rows of b.`);
      const result = a.map((row) =>
        Array.from({ length: bColumns }, (_, j) => {
          let sum = 0;
          for (let k = 0; k < columns; k++) sum += row[k]! * b[k]![j]!;
          return sum;
        }),
      );
      return { result: finiteMatrix(result) };
    }
    if (rows !== bRows || columns !== bColumns) throw new ToolError(`"${operation}" needs matrices of the same shape (${rows}×${columns} and ${bRows}×${bColumns}).`);
    const combine = operation === 'add' ? (x: number, y: number) => x + y : operation === 'subtract' ? (x: number, y: number) => x - y : (x: number, y: number) => x * y;
    return { result: finiteMatrix(a.map((row, i) => row.map((v, j) => combine(v, b[i]![j]!)))) };
  },
});
