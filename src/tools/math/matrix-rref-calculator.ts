import Fraction from 'fraction.js';
import { ToolError, defineTool } from '../define.ts';
import { exact } from '../exact-fraction.ts';
import { gcd, lcm } from '../number-theory.ts';

type Entry = number | string;

const ENTRY = /^\s*([+-]?\d{1,15})(?:\s*\/\s*([+-]?\d{1,9}))?\s*$/;

function parseEntry(value: Entry, row: number, column: number): Fraction {
  if (typeof value === 'number') return exact(value);
  const m = ENTRY.exec(value);
  if (!m) throw new ToolError(`Entry [${row}][${column}] "${value}" is not an integer or a fraction "p/q".`);
  const d = m[2] === undefined ? 1n : BigInt(m[2]);
  if (d === 0n) throw new ToolError(`Entry [${row}][${column}] "${value}" has a zero denominator.`);
  return new Fraction(BigInt(m[1]!), d);
}

const text = (f: Fraction): string => {
  const n = f.s < 0n ? -f.n : f.n;
  return f.d === 1n ? String(n) : `${n}/${f.d}`;
};

export default defineTool({
  slug: 'matrix-rref-calculator',
  name: 'RREF calculator',
  category: 'math',
  description:
    'Reduced row echelon form of a matrix of up to 20 rows × 21 columns by Gauss–Jordan elimination in exact rational arithmetic (each row scaled to integers, then integer-preserving elimination with exact divisions; entries reduced with fraction.js): numbers are taken as the exact value of their shortest decimal (0.1 is 1/10), strings as integers or fractions "p/q" (p up to 15 digits, q up to 9). The RREF is unique, so the entries come back exact as strings ("3", "-1/2"). Also gives the rank, the 0-based pivot columns, the nullity (columns − rank) and whether the matrix is invertible (square and of full rank). For an augmented matrix [A | b] the last column holds the solution.',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      matrix: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        description: 'The matrix, one array per row (≤ 20 rows of ≤ 21 entries, all rows the same length).',
        items: {
          type: 'array',
          minItems: 1,
          maxItems: 21,
          items: {
            anyOf: [
              { type: 'number', minimum: -1e15, maximum: 1e15 },
              { type: 'string', pattern: '^\\s*[+-]?[0-9]{1,15}(\\s*/\\s*[+-]?[0-9]{1,9})?\\s*$', maxLength: 40, description: 'An integer "-3" or a fraction "p/q" such as "2/3" (p up to 15 digits, q up to 9).' },
            ],
          },
        },
      },
    },
    required: ['matrix'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      rref: { type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'Exact entries: an integer "2" or a reduced fraction "-1/3".' },
      rank: { type: 'integer' },
      pivotColumns: { type: 'array', items: { type: 'integer' }, description: '0-based columns of the leading 1s.' },
      nullity: { type: 'integer', description: 'Columns − rank (the dimension of the null space).' },
      isInvertible: { type: 'boolean', description: 'Square and of full rank.' },
    },
    required: ['rref', 'rank', 'pivotColumns', 'nullity', 'isInvertible'],
  },
  examples: [
    {"inputs":{"matrix":[[2,4,6],[1,3,5]]},"result":{"rref":[["1","0","-1"],["0","1","2"]],"rank":2,"pivotColumns":[0,1],"nullity":1,"isInvertible":false}},
    {"inputs":{"matrix":[[2,1,-1,8],[-3,-1,2,-11],[-2,1,2,-3]]},"result":{"rref":[["1","0","0","2"],["0","1","0","3"],["0","0","1","-1"]],"rank":3,"pivotColumns":[0,1,2],"nullity":1,"isInvertible":false}},
    {"inputs":{"matrix":[["1/2",1.5,"-3/4",2],[1,3,"-3/2",4],[0.1,"2/3",0,"5/7"]]},"result":{"rref":[["1","0","-30/11","10/7"],["0","1","9/22","6/7"],["0","0","0","0"]],"rank":2,"pivotColumns":[0,1],"nullity":2,"isInvertible":false}},
    {"inputs":{"matrix":[[0,3],[4,0.5]]},"result":{"rref":[["1","0"],["0","1"]],"rank":2,"pivotColumns":[0,1],"nullity":0,"isInvertible":true}},
  ],
  run({ matrix }: { matrix: Entry[][] }) {
    const columns = matrix[0]!.length;
    if (matrix.some((row) => row.length !== columns)) throw new ToolError('Every row must have the same length.');
    // Each row scaled to integers (the RREF does not change), then integer-preserving Gauss–Jordan: with the previous
    // pivot p, row_i ← (pivot·row_i − row_i[c]·row_r) / p, every division exact (the entries are minors), so no
    // fraction grows beyond the matrix's minors and only the final entries are reduced.
    const m = matrix.map((row, i) => {
      const fractions = row.map((value, j) => parseEntry(value, i, j));
      const scale = fractions.reduce((l, f) => lcm(l, f.d), 1n);
      const ints = fractions.map((f) => (f.s < 0n ? -f.n : f.n) * (scale / f.d));
      const content = ints.reduce((g, v) => gcd(g, v), 0n);
      return content > 1n ? ints.map((v) => v / content) : ints;
    });
    const rows = m.length;
    const pivotColumns: number[] = [];
    let previous = 1n;
    let r = 0;
    for (let c = 0; c < columns && r < rows; c++) {
      let p = r;
      while (p < rows && m[p]![c] === 0n) p++;
      if (p === rows) continue;
      [m[r], m[p]] = [m[p]!, m[r]!];
      const pivotRow = m[r]!;
      const pivot = pivotRow[c]!;
      for (let i = 0; i < rows; i++) {
        if (i === r) continue;
        const row = m[i]!;
        const factor = row[c]!;
        for (let j = 0; j < columns; j++) row[j] = (pivot * row[j]! - factor * pivotRow[j]!) / previous;
      }
      previous = pivot;
      pivotColumns.push(c);
      r++;
    }
    const rref = m.map((row, i) => {
      if (i >= pivotColumns.length) return row.map(() => '0');
      const pivot = row[pivotColumns[i]!]!;
      return row.map((v) => text(new Fraction(v, pivot)));
    });
    const rank = pivotColumns.length;
    return {
      rref,
      rank,
      pivotColumns,
      nullity: columns - rank,
      isInvertible: rows === columns && rank === rows,
    };
  },
});
