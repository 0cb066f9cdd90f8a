// The second plan's math tools 8–14 (RREF, tank volume, lottery odds, long division, linear interpolation, coordinate
// conversion, sudoku): refusals and edge cases. Examples (from test/reference/math_plan2_b.py) run in catalog.test.ts,
// numbers at their edges in numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const go = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect(error, JSON.stringify(inputs)).toBeUndefined();
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  return result;
};

describe('math matrix-rref-calculator', () => {
  it('refuses ragged rows, zero denominators and malformed entries', async () => {
    await refuses('matrix-rref-calculator', { matrix: [[1, 2], [3]] }, /same length/);
    await refuses('matrix-rref-calculator', { matrix: [['1/0', 2]] }, /zero denominator/);
    expect((await run(tool('matrix-rref-calculator'), { matrix: [['1/2/3']] })).invalid).toBe(true);
    expect((await run(tool('matrix-rref-calculator'), { matrix: [['1/1234567890']] })).invalid).toBe(true);
  });
  it('reduces exactly: zero matrices, decimals as their shortest decimal, negative denominators', async () => {
    expect(await go('matrix-rref-calculator', { matrix: [[0, 0], [0, 0]] })).toEqual({ rref: [['0', '0'], ['0', '0']], rank: 0, pivotColumns: [], nullity: 2, isInvertible: false });
    expect((await go('matrix-rref-calculator', { matrix: [[0.1, 0.2, 0.3]] })).rref).toEqual([['1', '2', '3']]);
    expect((await go('matrix-rref-calculator', { matrix: [[3, '1/-3'], [0, 0], [0, '2']] })).rref).toEqual([['1', '0'], ['0', '1'], ['0', '0']]);
    expect((await go('matrix-rref-calculator', { matrix: [[0, 2, 4], [0, 1, 3]] })).pivotColumns).toEqual([1, 2]);
    expect((await go('matrix-rref-calculator', { matrix: [[1, 2], [2, 4]] })).isInvertible).toBe(false);
  });
  it('keeps the largest matrix exact and fast', async () => {
    // The 20×20 Hilbert matrix with a column of ones: invertible, with huge exact fractions in the last column.
    const matrix = Array.from({ length: 20 }, (_, i) => [...Array.from({ length: 20 }, (_, j) => `1/${i + j + 1}`), 1]);
    const result = await go('matrix-rref-calculator', { matrix });
    expect(result.rank).toBe(20);
    // The row sums of the inverse Hilbert matrix (sympy's Matrix.rref on the same matrix).
    expect(result.rref[0][20]).toBe('-20');
    expect(result.rref[19][20]).toBe('1378465288200');
  });
});

describe('math tank-volume-calculator', () => {
  it('refuses missing, unused and out-of-range dimensions', async () => {
    await refuses('tank-volume-calculator', { shape: 'sphere' }, /needs diameter/);
    await refuses('tank-volume-calculator', { shape: 'rectangular', length: 1, width: 1 }, /height is missing/);
    await refuses('tank-volume-calculator', { shape: 'sphere', diameter: 1, height: 2 }, /does not use height/);
    await refuses('tank-volume-calculator', { shape: 'horizontal-cylinder', diameter: 1, length: 2, fillHeight: 1.5 }, /exceeds/);
  });
  it('gives a full tank 100 % and an empty one 0', async () => {
    const full = await go('tank-volume-calculator', { shape: 'horizontal-cylinder', diameter: 2, length: 3, fillHeight: 2 });
    expect(full.fillPercent).toBe(100);
    expect(full.filledVolume).toBe(full.totalVolume);
    const empty = await go('tank-volume-calculator', { shape: 'horizontal-cylinder', diameter: 2, length: 3, fillHeight: 0 });
    expect(empty.filledVolume).toBe(0);
    const half = await go('tank-volume-calculator', { shape: 'horizontal-cylinder', diameter: 2, length: 1, fillHeight: 1 });
    expect(half.filledVolume).toBeCloseTo(Math.PI / 2, 14);
    const tiny = await go('tank-volume-calculator', { shape: 'horizontal-cylinder', diameter: 1e6, length: 1, fillHeight: 1e-300 });
    expect(tiny.filledVolume).toBeGreaterThanOrEqual(0);
  });
});

describe('math lottery-odds-calculator', () => {
  it('refuses picks beyond the pool', async () => {
    await refuses('lottery-odds-calculator', { poolSize: 5, picks: 6 }, /cannot exceed poolSize/);
    await refuses('lottery-odds-calculator', { poolSize: 50, picks: 5, bonusPoolSize: 1, bonusPicks: 2 }, /cannot exceed bonusPoolSize/);
  });
  it('counts beyond 2^53 as strings and leaves impossible tiers out', async () => {
    const big = await go('lottery-odds-calculator', { poolSize: 100, picks: 50, bonusPoolSize: 100, bonusPicks: 10 });
    expect(big.totalCombinations).toBe(String(100891344545564193334812497256n * 17310309456440n));
    const sum = big.tiers.reduce((s: bigint, t: { ways: string }) => s + BigInt(t.ways), 0n);
    expect(String(sum)).toBe(big.totalCombinations);
    const crowded = await go('lottery-odds-calculator', { poolSize: 10, picks: 8 });
    expect(crowded.tiers.map((t: { mainMatches: number }) => t.mainMatches)).toEqual([8, 7, 6]);
    expect(crowded.tiers.every((t: { bonusMatches: number }) => t.bonusMatches === 0)).toBe(true);
  });
});

describe('math long-division-calculator', () => {
  it('refuses a zero divisor', async () => {
    await refuses('long-division-calculator', { dividend: '12', divisor: '-000' }, /must not be 0/);
  });
  it('handles zero quotients, signs and leading zeros', async () => {
    expect(await go('long-division-calculator', { dividend: '0', divisor: '7' })).toEqual({
      quotient: '0',
      remainder: '0',
      steps: [{ partialDividend: '0', quotientDigit: 0, product: '0', remainder: '0' }],
    });
    expect((await go('long-division-calculator', { dividend: '-3', divisor: '7' })).quotient).toBe('0');
    expect((await go('long-division-calculator', { dividend: '-3', divisor: '7', decimalPlaces: 2 })).quotient).toBe('-0.42');
    expect((await go('long-division-calculator', { dividend: '-3', divisor: '-7', decimalPlaces: 1 })).quotient).toBe('0.4');
    expect((await go('long-division-calculator', { dividend: '007894', divisor: '+23' })).quotient).toBe('343');
  });
  it('divides the largest inputs', async () => {
    const dividend = '9'.repeat(1000);
    const divisor = '7'.repeat(30);
    const result = await go('long-division-calculator', { dividend, divisor, decimalPlaces: 100 });
    const scaled = (BigInt(dividend) * 10n ** 100n) / BigInt(divisor);
    expect(result.quotient.replace('.', '')).toBe(String(scaled));
    expect(result.remainder).toBe(String((BigInt(dividend) * 10n ** 100n) % BigInt(divisor)));
  });
});

describe('math linear-interpolation', () => {
  it('refuses unordered points and x outside without extrapolate', async () => {
    await refuses('linear-interpolation', { points: [[0, 0], [0, 1]], x: 0 }, /strictly increasing/);
    await refuses('linear-interpolation', { points: [[0, 0], [2, 1], [1, 3]], x: 0.5 }, /strictly increasing/);
    await refuses('linear-interpolation', { points: [[0, 0], [1, 1]], x: 1.5 }, /outside/);
    await refuses('linear-interpolation', { points: [[0, -1e15], [1e-300, 1e15]], x: 5e-301 }, /overflows/);
  });
  it('returns the given points exactly and extrapolates below the range', async () => {
    const points = [[0, 0.1], [1, 0.7], [3, 0.2]];
    expect(await go('linear-interpolation', { points, x: 1 })).toEqual({ y: 0.7, segmentIndex: 1, extrapolated: false });
    expect(await go('linear-interpolation', { points, x: 0 })).toEqual({ y: 0.1, segmentIndex: 0, extrapolated: false });
    expect(await go('linear-interpolation', { points, x: 3 })).toEqual({ y: 0.2, segmentIndex: 1, extrapolated: false });
    expect(await go('linear-interpolation', { points: [[1, 2], [3, 6]], x: -1, extrapolate: true })).toEqual({ y: -2, segmentIndex: 0, extrapolated: true });
  });
});

describe('math cartesian-polar-converter', () => {
  it('refuses missing and foreign coordinates', async () => {
    await refuses('cartesian-polar-converter', { from: 'cartesian', x: 1 }, /y is missing/);
    await refuses('cartesian-polar-converter', { from: 'polar', r: 1, thetaDegrees: 0, z: 1 }, /do not use z/);
    await refuses('cartesian-polar-converter', { from: 'spherical', r: 1, thetaDegrees: 0 }, /phiDegrees is missing/);
    await refuses('cartesian-polar-converter', { from: 'cylindrical', rho: 1, thetaDegrees: 0 }, /z is missing/);
  });
  it('keeps θ in (−180, 180] and the axes exact', async () => {
    expect((await go('cartesian-polar-converter', { from: 'cartesian', x: -1, y: -0 })).polar.thetaDegrees).toBe(180);
    expect((await go('cartesian-polar-converter', { from: 'polar', r: 1, thetaDegrees: -180 })).polar.thetaDegrees).toBe(180);
    expect((await go('cartesian-polar-converter', { from: 'polar', r: 1, thetaDegrees: 540 })).cartesian).toEqual({ x: -1, y: 0, z: 0 });
    expect((await go('cartesian-polar-converter', { from: 'polar', r: 2, thetaDegrees: -90 })).cartesian).toEqual({ x: 0, y: -2, z: 0 });
    expect((await go('cartesian-polar-converter', { from: 'spherical', r: 3, thetaDegrees: 0, phiDegrees: 180 })).cartesian).toEqual({ x: 0, y: 0, z: -3 });
    expect((await go('cartesian-polar-converter', { from: 'cartesian', x: 0, y: 0 })).spherical).toEqual({ r: 0, thetaDegrees: 0, phiDegrees: 0 });
    expect((await go('cartesian-polar-converter', { from: 'cylindrical', rho: 3, thetaDegrees: 90, z: 4 })).spherical.r).toBe(5);
  });
});

describe('math sudoku-solver', () => {
  it('refuses repeated givens, naming the unit', async () => {
    await refuses('sudoku-solver', { puzzle: '11' + '0'.repeat(79) }, /twice in row 1/);
    await refuses('sudoku-solver', { puzzle: '1' + '0'.repeat(8) + '1' + '0'.repeat(71) }, /twice in column 1/);
    await refuses('sudoku-solver', { puzzle: '1' + '0'.repeat(9) + '1' + '0'.repeat(70) }, /twice in box 1/);
    expect((await run(tool('sudoku-solver'), { puzzle: '0'.repeat(80) })).invalid).toBe(true);
  });
  it('solves a hard puzzle and a solved grid', async () => {
    // A 17-given puzzle built to defeat row-order brute force (its first row is 987654321).
    const hard = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
    expect(await go('sudoku-solver', { puzzle: hard })).toEqual({
      solved: true,
      solution: '987654321246173985351928746128537694634892157795461832519286473472319568863745219',
      unique: true,
      givens: 17,
    });
    const grid = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    expect(await go('sudoku-solver', { puzzle: grid })).toEqual({ solved: true, solution: grid, unique: true, givens: 81 });
  });
  it('stops a search that exceeds its budget', async () => {
    // Rows 8 and 9 of columns 1, 5 and 9 can only hold 1 or 2 (those columns hold 3–9 above), which single-candidate pruning
    // cannot see before it reaches row 8: the row-order search explores the rows above until its budget runs out.
    const puzzle = '300040005400050006500060007600070008700080009800090003900030004' + '0'.repeat(18);
    await refuses('sudoku-solver', { puzzle }, /more than 100000 search steps/);
  });
});
