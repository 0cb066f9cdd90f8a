// The algebra, matrix, geometry and calculus tools' refusals and edge cases. Examples run in catalog.test.ts, numbers
// at their edges in numeric-edges.test.ts, the expression sandbox in test/unit/math-sandbox.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, registry, run, tool } from '../helpers/tools.ts';

describe('math refusals', () => {
  it('refuses impossible inputs with a clear message', async () => {
    await refuses('quadratic-equation-solver', { a: 1e-320, b: 1e100, c: 1e100 }, /finite|not/);
    await refuses('linear-system-solver', { matrix: [[1, 2], [2, 4]], vector: [1, 2] }, /singular/);
    await refuses('linear-system-solver', { matrix: [[1, 2], [3, 4]], vector: [1] }, /2 values/);
    await refuses('matrix-inverse', { matrix: [[1, 2], [2, 4]] }, /singular/);
    await refuses('matrix-determinant', { matrix: [[1, 2, 3], [4, 5, 6]] }, /square/);
    await refuses('matrix-operations', { a: [[1, 2]], b: [[1, 2]], operation: 'multiply' }, /columns of a/);
    await refuses('matrix-operations', { a: [[1, 2], [3]], operation: 'transpose' }, /same length/);
    await refuses('logarithm-calculator', { value: 5, base: 1 }, /not be 1/);
    await refuses('exponent-root-calculator', { base: -16, root: 4 }, /not real/);
    await refuses('exponent-root-calculator', { base: -8, exponent: 0.5 }, /not real/);
    await refuses('exponent-root-calculator', { base: 0, exponent: -1 }, /undefined/);
    await refuses('exponent-root-calculator', { base: 2, exponent: 1, root: 2 }, /exactly one/);
    await refuses('trigonometry-calculator', { inverse: 'asin', value: 2 }, /between/);
    await refuses('trigonometry-calculator', {}, /angle/);
    await refuses('right-triangle-solver', { a: 5, c: 3 }, /longer/);
    await refuses('right-triangle-solver', { angleA: 30, angleB: 60 }, /side/);
    await refuses('right-triangle-solver', { a: 3 }, /exactly two/);
    await refuses('shape-area-calculator', { shape: 'triangle', dimensions: { a: 1, b: 2, c: 5 } }, /inequality/);
    await refuses('shape-area-calculator', { shape: 'circle', dimensions: {} }, /needs radius/);
    await refuses('shape-area-calculator', { shape: 'circle', dimensions: { radius: 1, width: 2 } }, /does not use width/);
    await refuses('shape-volume-calculator', { shape: 'torus', dimensions: { majorRadius: 1, minorRadius: 2 } }, /minorRadius/);
    await refuses('expression-evaluator', { expression: '1/0' }, /infinite/);
    await refuses('expression-evaluator', { expression: 'sqrt(-1)' }, /complex/);
    await refuses('expression-evaluator', { expression: '[1, 2]' }, /matrix/);
    await refuses('expression-evaluator', { expression: 'x + 1' }, /Undefined symbol x/);
  });
  it('answers the exact values the descriptions promise', async () => {
    if (registry.get('trigonometry-calculator')) {
      expect((await run(tool('trigonometry-calculator'), { angle: 180 })).result.sin).toBe(0);
      expect((await run(tool('trigonometry-calculator'), { angle: -330 })).result.sin).toBe(0.5);
      expect((await run(tool('trigonometry-calculator'), { angle: 90 })).result.tan).toBeNull();
    }
    if (registry.get('exponent-root-calculator')) expect((await run(tool('exponent-root-calculator'), { base: 1e6, root: 6 })).result.result).toBe(10);
  });
});
