import { ToolError, defineTool, nullable } from '../define.ts';

/** Search nodes (branchings) before the solver gives up: keeps a hostile puzzle's run bounded whatever the machine. */
const NODE_BUDGET = 100_000;
const ALL = 0x1ff;

const ROW = (i: number) => Math.floor(i / 9);
const COL = (i: number) => i % 9;
const BOX = (i: number) => Math.floor(ROW(i) / 3) * 3 + Math.floor(COL(i) / 3);
/** The 27 units: rows 0–8, columns 9–17, boxes 18–26, as lists of cell indices. */
const UNITS: number[][] = [];
for (let u = 0; u < 9; u++) UNITS.push(Array.from({ length: 9 }, (_, k) => u * 9 + k));
for (let u = 0; u < 9; u++) UNITS.push(Array.from({ length: 9 }, (_, k) => k * 9 + u));
for (let u = 0; u < 9; u++) UNITS.push(Array.from({ length: 9 }, (_, k) => (Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)));
/** For each cell, its row, column and box unit numbers. */
const CELL_UNITS = Array.from({ length: 81 }, (_, i) => [ROW(i), 9 + COL(i), 18 + BOX(i)] as const);

const single = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;
const digitOf = (bit: number): number => 32 - Math.clz32(bit);

/** Digits placed in each unit (bit d − 1 for digit d). */
function unitMasks(grid: Uint8Array): Int32Array {
  const masks = new Int32Array(27);
  for (let i = 0; i < 81; i++) {
    if (!grid[i]) continue;
    const bit = 1 << (grid[i]! - 1);
    for (const u of CELL_UNITS[i]!) masks[u]! |= bit;
  }
  return masks;
}

const usedAt = (masks: Int32Array, i: number): number => {
  const [a, b, c] = CELL_UNITS[i]!;
  return masks[a]! | masks[b]! | masks[c]!;
};

/**
 * Fills naked and hidden singles to a fixed point; false on a contradiction (a cell or a unit's digit with no place).
 * Only pruning: the solutions below the node are unchanged.
 */
function propagate(grid: Uint8Array): boolean {
  const masks = unitMasks(grid);
  const candidates = new Int32Array(81);
  const place = (i: number, bit: number): boolean => {
    if (usedAt(masks, i) & bit) return false;
    grid[i] = digitOf(bit);
    for (const u of CELL_UNITS[i]!) masks[u]! |= bit;
    return true;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < 81; i++) {
      candidates[i] = 0;
      if (grid[i]) continue;
      const c = ALL & ~usedAt(masks, i);
      if (c === 0) return false;
      if (single(c)) {
        place(i, c);
        changed = true;
      } else candidates[i] = c;
    }
    for (let u = 0; u < 27; u++) {
      let once = 0;
      let twice = 0;
      for (const i of UNITS[u]!) {
        twice |= once & candidates[i]!;
        once |= candidates[i]!;
      }
      if ((once | masks[u]!) !== ALL) return false;
      let singles = once & ~twice & ~masks[u]!;
      while (singles) {
        const bit = singles & -singles;
        singles &= singles - 1;
        if (masks[u]! & bit) continue;
        const i = UNITS[u]!.find((j) => !grid[j] && candidates[j]! & bit);
        if (i === undefined || !place(i, bit)) return false;
        changed = true;
      }
    }
  }
  return true;
}

/** Solutions in lexicographic order (branching on the first empty cell, digits ascending), stopping at two. */
function search(puzzle: Uint8Array): Uint8Array[] {
  const found: Uint8Array[] = [];
  let nodes = 0;
  const visit = (grid: Uint8Array): void => {
    if (++nodes > NODE_BUDGET) throw new ToolError(`The puzzle needs more than ${NODE_BUDGET} search steps; it is too open or contradictory to settle within the budget.`);
    if (!propagate(grid)) return;
    const cell = grid.indexOf(0);
    if (cell === -1) {
      found.push(grid);
      return;
    }
    const used = usedAt(unitMasks(grid), cell);
    for (let d = 1; d <= 9 && found.length < 2; d++) {
      if (used & (1 << (d - 1))) continue;
      const next = grid.slice();
      next[cell] = d;
      visit(next);
    }
  };
  visit(puzzle.slice());
  return found;
}

export default defineTool({
  slug: 'sudoku-solver',
  name: 'Sudoku solver',
  category: 'math',
  description:
    'Solves a 9×9 sudoku given as 81 characters in row order (1–9, with 0 or . for blanks). The solution is the lexicographically smallest one as an 81-digit string (depth-first search over the cells in row order, digits ascending, pruned by naked and hidden singles, which removes no solution); unique says whether it is the only one (the search stops at the second). A puzzle without a solution gives solved false and solution null; givens repeated in a row, column or box are refused. The search is bounded (100 000 branchings) and time-limited.',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      puzzle: { type: 'string', pattern: '^[0-9.]{81}$', description: '81 characters, row by row: digits 1–9 for givens, 0 or . for blanks.' },
    },
    required: ['puzzle'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      solved: { type: 'boolean', description: 'A solution exists.' },
      solution: nullable({ type: 'string' }, { description: 'The lexicographically smallest solution, 81 digits; null when none.' }),
      unique: { type: 'boolean', description: 'Exactly one solution.' },
      givens: { type: 'integer', description: 'Filled cells in the puzzle.' },
    },
    required: ['solved', 'solution', 'unique', 'givens'],
  },
  examples: [
    {"inputs":{"puzzle":"530070000600195000098000060800060003400803001700020006060000280000419005000080079"},"result":{"solved":true,"solution":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","unique":true,"givens":30}},
    {"inputs":{"puzzle":"................................................................................."},"result":{"solved":true,"solution":"123456789456789123789123456214365897365897214897214365531642978642978531978531642","unique":false,"givens":0}},
    {"inputs":{"puzzle":"12345678.........9000000000000000000000000000000000000000000000000000000000000000"},"result":{"solved":false,"solution":null,"unique":false,"givens":9}},
    {"inputs":{"puzzle":".........672195348198342567859761423426853791713924856961.3728.287.1963.345286179"},"result":{"solved":true,"solution":"534678912672195348198342567859761423426853791713924856961437285287519634345286179","unique":false,"givens":68}},
  ],
  run({ puzzle }: { puzzle: string }) {
    const grid = Uint8Array.from(puzzle, (c) => (c === '.' ? 0 : c.charCodeAt(0) - 48));
    let givens = 0;
    for (let i = 0; i < 81; i++) {
      if (!grid[i]) continue;
      givens++;
      const j = grid.findIndex((d, p) => p > i && d === grid[i] && (ROW(p) === ROW(i) || COL(p) === COL(i) || BOX(p) === BOX(i)));
      if (j !== -1) {
        const where = ROW(i) === ROW(j) ? `row ${ROW(i) + 1}` : COL(i) === COL(j) ? `column ${COL(i) + 1}` : `box ${BOX(i) + 1}`;
        throw new ToolError(`The given ${grid[i]} appears twice in ${where} (cells ${i + 1} and ${j + 1}).`);
      }
    }
    const found = search(grid);
    return { solved: found.length > 0, solution: found.length ? found[0]!.join('') : null, unique: found.length === 1, givens };
  },
});
