// The algebra, matrix, geometry and calculus tools of src/tools/math on their own (a registry of just these files, so
// another engineer's work in progress in the same folder cannot hide them): examples, refusals with ToolError, and
// hostile numbers that must never leak NaN or Infinity.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

const SLUGS = [
  'expression-evaluator', 'quadratic-equation-solver', 'linear-system-solver', 'matrix-operations', 'matrix-determinant',
  'matrix-inverse', 'logarithm-calculator', 'exponent-root-calculator', 'trigonometry-calculator', 'right-triangle-solver',
  'shape-area-calculator', 'shape-volume-calculator', 'polynomial-root-finder', 'matrix-eigenvalues', 'vector-calculator',
  'triangle-solver', 'circle-calculator', 'coordinate-geometry', 'complex-number-calculator', 'definite-integral',
  'derivative-calculator', 'equation-solver',
];
const dir = path.resolve('src/tools/math');
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const slug of SLUGS) {
  const file = path.join(dir, `${slug}.ts`);
  if (!existsSync(file)) continue;
  const module = pathToFileURL(file).href;
  entries.push({ definition: (await import(module)).default, module });
}
const registry = new ToolRegistry(entries);
const ajv = new Ajv({ allErrors: true, strict: false });
const tool = (slug: string) => registry.get(slug)!;

async function run(compiled: CompiledTool, inputs: Record<string, unknown>): Promise<{ result?: any; error?: string; invalid?: boolean }> {
  const copy = structuredClone(inputs);
  if (!compiled.validate(copy)) return { invalid: true };
  try {
    return { result: await compiled.definition.run(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { error: error.message };
    throw error;
  }
}

describe.each(registry.list().map((t) => [t.definition.slug, t] as const))('math/%s', (_slug, compiled) => {
  const validateOutput = ajv.compile(compiled.definition.outputSchema);
  it('gives the documented result for each example', async () => {
    for (const example of compiled.definition.examples) {
      const { result, error, invalid } = await run(compiled, example.inputs);
      expect(invalid, JSON.stringify(example.inputs)).toBeUndefined();
      expect(error, JSON.stringify(example.inputs)).toBeUndefined();
      expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(result).toEqual(example.result);
    }
  });
  it('answers extreme numbers with a refusal or a finite, schema-valid result', async () => {
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: string; maximum?: number; minimum?: number }>;
    const extremes = (schema: { maximum?: number; minimum?: number }) => [schema.maximum, schema.minimum, 5e-324, -5e-324, 1e-300, 0, -0, 1e300, -1e300].filter((v) => v !== undefined);
    for (const example of compiled.definition.examples) {
      const base = example.inputs as Record<string, unknown>;
      const variants: Array<Record<string, unknown>> = [];
      for (const [name, schema] of Object.entries(properties)) {
        if (schema.type === 'number' || schema.type === 'integer') for (const v of extremes(schema)) variants.push({ ...base, [name]: v });
      }
      // Numbers inside arrays and objects too (matrices, dimensions, variables).
      const json = JSON.stringify(base);
      for (const v of [1e100, -1e100, 5e-324, 1e-300, 0]) variants.push(JSON.parse(json.replace(/-?\d+(\.\d+)?(e[+-]?\d+)?(?=[,\]}])/g, String(v))));
      for (const inputs of variants) {
        const { result } = await run(compiled, inputs);
        if (result === undefined) continue;
        expect(validateOutput(result), `${JSON.stringify(inputs)}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
        const walk = (x: unknown): void => {
          if (typeof x === 'number') expect(Number.isFinite(x), `${JSON.stringify(inputs)} gave ${x}`).toBe(true);
          else if (x && typeof x === 'object') Object.values(x).forEach(walk);
        };
        walk(result);
      }
    }
  }, 60_000);
});

const refuses = async (slug: string, inputs: Record<string, unknown>, message: RegExp) => {
  if (!registry.get(slug)) return;
  const { error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(error, JSON.stringify(inputs)).toMatch(message);
};

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
