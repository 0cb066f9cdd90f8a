// The statistics tools on hostile data sets, their refusals and edge cases. Examples run in catalog.test.ts, numbers at
// their edges in numeric-edges.test.ts.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { refuses, registry, run, tool } from '../helpers/tools.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
describe('statistics tools on hostile data sets', () => {
  const sets = [[0, 0, 0, 0], [1e15, -1e15, 1e15, -1e15], [5e-324, 0, -5e-324], [1e15, 1e15, 1e15 - 2, 3], [7]];
  it.each(registry.list().filter((t) => t.definition.category === 'statistics').map((t) => [t.definition.slug, t] as const))('%s gives a refusal or a finite result', async (_slug, compiled) => {
    const validateOutput = ajv.compile(compiled.definition.outputSchema);
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: string }>;
    const arrays = Object.entries(properties).filter(([, s]) => s.type === 'array').map(([name]) => name);
    for (const example of compiled.definition.examples) {
      for (const set of sets) {
        for (const inputs of [Object.fromEntries(arrays.map((a) => [a, set])), ...arrays.map((a) => ({ [a]: set }))]) {
          const { result } = await run(compiled, { ...(example.inputs as object), ...inputs });
          if (result === undefined) continue;
          expect(validateOutput(result), `${JSON.stringify(inputs)}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
          const walk = (x: unknown): void => {
            if (typeof x === 'number') expect(Number.isFinite(x), `${JSON.stringify(inputs)} gave ${x}`).toBe(true);
            else if (x && typeof x === 'object') Object.values(x).forEach(walk);
          };
          walk(result);
        }
      }
    }
  });
});


describe('statistics refusals and edge cases', () => {
  it('refuses mismatched or degenerate data', async () => {
    await refuses('weighted-average', { values: [1, 2], weights: [1] }, /one weight per value/);
    await refuses('weighted-average', { values: [1, 2], weights: [0, 0] }, /sum to zero/);
    await refuses('t-test', { type: 'paired', sample1: [1, 2, 3], sample2: [1, 2] }, /paired/);
    await refuses('t-test', { type: 'one-sample', sample1: [2, 2, 2] }, /no spread/);
    await refuses('chi-square-test', { observed: [1, [2, 3]] }, /all numbers/);
    await refuses('chi-square-test', { observed: [10, 20], expected: [10, 10] }, /must be equal/);
    await refuses('chi-square-test', { observed: [[0, 0], [1, 2]] }, /sums to zero/);
    await refuses('correlation-calculator', { x: [1, 2, 3], y: [4, 4, 4] }, /no spread/);
    await refuses('correlation-calculator', { x: Array.from({ length: 5001 }, (_, i) => i), y: Array.from({ length: 5001 }, (_, i) => -i), method: 'kendall' }, /at most 5000/);
    await refuses('linear-regression', { x: [1, 1, 1], y: [1, 2, 3] }, /All x values are equal/);
    await refuses('polynomial-regression', { x: [1, 2, 1, 2], y: [1, 2, 3, 4], degree: 2 }, /distinct x/);
    await refuses('binomial-distribution', { trials: 5, probability: 0.5, successes: 6 }, /cannot exceed/);
    await refuses('probability-distribution', { distribution: 'gamma', parameters: { shape: 2 }, x: 1 }, /parameters.scale/);
    await refuses('probability-distribution', { distribution: 'exponential', parameters: { rate: 1 }, probability: 1 }, /out of range/);
    await refuses('probability-calculator', { pA: 0.7, pB: 0.6, relation: 'mutually-exclusive' }, /≤ 1/);
    await refuses('expected-value', { outcomes: [1, 2], probabilities: [0.5, 0.4] }, /not 1/);
    await refuses('moving-average', { numbers: [1, 2], window: 3 }, /longer than the series/);
    await refuses('ab-test-significance', { visitorsA: 10, conversionsA: 0, visitorsB: 10, conversionsB: 0 }, /no variance/);
    await refuses('outlier-detector', { numbers: [1, 1, 1, 5], method: 'modified-zscore' }, /median absolute deviation/);
    await refuses('anova-one-way', { groups: [[1], [2]] }, /more values than groups/);
  });
  it('keeps extreme tails and certain outcomes exact', async () => {
    // SciPy 1.17.1: binom.sf(79, 100, 0.5) = 5.579544528625976e-10, poisson.sf(29, 5) = 2.817517615577943e-14 (12 digits kept)
    expect((await run(tool('binomial-distribution'), { trials: 100, probability: 0.5, successes: 80 })).result).toMatchObject({ cdfAtLeast: 5.57954452863e-10 });
    expect((await run(tool('poisson-distribution'), { lambda: 5, k: 30 })).result).toMatchObject({ cdfAtLeast: 2.81751761558e-14 });
    expect((await run(tool('binomial-distribution'), { trials: 4, probability: 1, successes: 4 })).result).toMatchObject({ pmf: 1, cdfLess: 0, cdfAtLeast: 1 });
    expect((await run(tool('descriptive-statistics'), { numbers: [3, 1, 2] })).result).toMatchObject({ mode: [3, 1, 2], kurtosis: null });
  });
});
