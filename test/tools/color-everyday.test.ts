// The color and everyday tools alone: their examples give the documented results (independent values from
// test/reference/color.py and test/reference/everyday.py), and hostile inputs give a ToolError or a finite result.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry } from '../../src/tools/registry.ts';

const toolsDir = fileURLToPath(new URL('../../src/tools/', import.meta.url));
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const category of ['color', 'everyday']) {
  for (const file of (await readdir(path.join(toolsDir, category))).sort()) {
    if (!file.endsWith('.ts')) continue;
    const module = pathToFileURL(path.join(toolsDir, category, file)).href;
    entries.push({ definition: (await import(module)).default, module });
  }
}
const registry = new ToolRegistry(entries);
const ajv = new Ajv({ allErrors: true, strict: false });

const finiteEverywhere = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : Array.isArray(value)
      ? value.every(finiteEverywhere)
      : value !== null && typeof value === 'object'
        ? Object.values(value).every(finiteEverywhere)
        : true;

describe.each(registry.list().map((tool) => [tool.definition.slug, tool] as const))('%s', (_slug, tool) => {
  const validateOutput = ajv.compile(tool.definition.outputSchema);
  it('gives the documented result for each example', async () => {
    for (const example of tool.definition.examples) {
      const inputs = structuredClone(example.inputs);
      expect(tool.validate(inputs), JSON.stringify(tool.validate.errors)).toBe(true);
      const result = await tool.definition.run(inputs);
      expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(result, JSON.stringify(example.inputs)).toEqual(example.result);
    }
  });
  it('answers extreme numbers with a ToolError or a finite, schema-valid result', async () => {
    const extremes = [0, -0, 1e-300, 5e-324, 1e12, -1e12, Number.MAX_SAFE_INTEGER];
    const mutate = (value: unknown, n: number): unknown => {
      if (typeof value === 'number') return extremes[n % extremes.length];
      if (typeof value === 'string') return ['', ' ', 'nan', 'rgb(1e400 0 0)', 'oklch(1e300 1e300 1e300)', value][n % 6];
      if (Array.isArray(value)) return value.map((v, i) => mutate(v, n + i));
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v], i) => [k, mutate(v, n + i)]));
      return value;
    };
    for (const example of tool.definition.examples) {
      for (let n = 0; n < 14; n++) {
        const inputs = mutate(structuredClone(example.inputs), n) as Record<string, unknown>;
        if (!tool.validate(inputs)) continue;
        try {
          const result = await tool.definition.run(inputs);
          expect(validateOutput(result), `${JSON.stringify(inputs)} ${JSON.stringify(validateOutput.errors)}`).toBe(true);
          expect(finiteEverywhere(result), JSON.stringify(inputs)).toBe(true);
        } catch (error) {
          expect(error, JSON.stringify(inputs)).toBeInstanceOf(ToolError);
        }
      }
    }
  });
});
