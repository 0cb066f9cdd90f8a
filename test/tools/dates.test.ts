// The dates tools on their own (a registry of just src/tools/dates, so another category's work in progress cannot
// hide them): examples with their output schema, and a few refusals that must be ToolErrors.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

const dir = path.resolve('src/tools/dates');
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
  const module = pathToFileURL(path.join(dir, file)).href;
  entries.push({ definition: (await import(module)).default, module });
}
const registry = new ToolRegistry(entries);
const ajv = new Ajv({ allErrors: true, strict: false });

async function run(compiled: CompiledTool, inputs: Record<string, unknown>): Promise<{ result?: unknown; error?: string; invalid?: boolean }> {
  const copy = structuredClone(inputs);
  if (!compiled.validate(copy)) return { invalid: true };
  try {
    return { result: await compiled.definition.run(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { error: error.message };
    throw error;
  }
}

describe.each(registry.list().map((t) => [t.definition.slug, t] as const))('dates/%s', (_slug, compiled) => {
  const validateOutput = ajv.compile(compiled.definition.outputSchema);
  it('gives the documented result for each example', async () => {
    for (const example of compiled.definition.examples) {
      const { result, error, invalid } = await run(compiled, example.inputs);
      expect(invalid, JSON.stringify(example.inputs)).toBeUndefined();
      expect(error, JSON.stringify(example.inputs)).toBeUndefined();
      expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(result, JSON.stringify(example.inputs)).toEqual(example.result);
    }
  });
});

const refusals: Array<[string, Record<string, unknown>]> = [
  ['date-difference', { start: '2023-02-29', end: '2024-01-01' }],
  ['date-difference', { start: '2024-01-01', end: '2024-01-01T10:00:00Z' }],
  ['date-add-subtract', { date: '9999-12-31', days: 1 }],
  ['age-calculator', { birthDate: '2030-01-01', at: '2024-01-01' }],
  ['business-days-calculator', { start: '2024-02-01', end: '2024-01-01' }],
  ['add-business-days', { date: '9999-12-30', days: 5 }],
  ['iso-week-converter', { isoYear: 2021, isoWeek: 53 }],
  ['unix-timestamp-converter', { timestamp: 1e20, unit: 'ms' }],
  ['timezone-converter', { dateTime: '2024-03-10T02:30:00', fromZone: 'America/Chicago', toZone: 'UTC', disambiguation: 'reject' }],
  ['timezone-converter', { dateTime: '2024-03-10T02:30:00', fromZone: 'Mars/Olympus', toZone: 'UTC' }],
  ['excel-date-converter', { serial: 60 }],
  ['date-format-converter', { dateTime: '2024-13-01', inputFormat: 'yyyy-MM-dd', outputFormat: 'yyyy' }],
];

describe('dates refusals', () => {
  it.each(refusals)('%s refuses %j with a ToolError', async (slug, inputs) => {
    const compiled = registry.get(slug);
    if (!compiled) return;
    const { error, invalid } = await run(compiled, inputs);
    expect(invalid === true || typeof error === 'string').toBe(true);
  });
});
