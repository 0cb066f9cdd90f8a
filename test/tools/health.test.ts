// The health tools alone (src/tools/health): examples, output schemas, refusals, hostile inputs and speed, in-process.
// The catalog, light-speed and fuzz tests cover every tool; this file lets the category be checked on its own.
import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/tools/health');
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
  const module = pathToFileURL(path.join(dir, file)).href;
  const definition = (await import(module)).default as ToolDefinition;
  expect(definition.slug).toBe(file.replace(/\.ts$/, ''));
  entries.push({ definition, module });
}
const registry = new ToolRegistry(entries);
const tools = registry.list();
const ajv = new Ajv({ strict: false, allErrors: true });

/** Runs a tool as the service does: validation (with defaults), then run; a refusal is a 4xx, anything else a bug. */
async function call(tool: CompiledTool, inputs: Record<string, unknown>): Promise<{ status: number; result?: unknown; message?: string }> {
  const copy = structuredClone(inputs);
  if (!tool.validate(copy)) return { status: 400 };
  try {
    return { status: 200, result: await tool.definition.run(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { status: 422, message: error.message };
    throw error;
  }
}

/** True when every number inside `value` is finite (JSON would turn NaN and infinities into null). */
const allFinite = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : value !== null && typeof value === 'object' ? Object.values(value).every(allFinite) : true;

describe.each(tools.map((tool) => [tool.definition.slug, tool] as const))('health/%s', (_slug, tool) => {
  const validateOutput = ajv.compile(tool.definition.outputSchema);

  it('gives the documented result for each example', async () => {
    for (const example of tool.definition.examples) {
      const answer = await call(tool, example.inputs as Record<string, unknown>);
      expect(answer.status, answer.message).toBe(200);
      expect(validateOutput(answer.result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(answer.result).toEqual(example.result);
      // The response serializer keeps exactly the documented fields.
      const envelope = { success: true, tool: 'x', result: answer.result, usage: { remaining: 1, limit: 1, resetAt: '2026-01-01T00:00:00.000Z' }, meta: { apiVersion: 'v1', timestamp: '2026-01-01T00:00:00.000Z', requestId: 'r', durationMs: 1 } };
      expect(JSON.parse(tool.serialize(envelope)).result).toEqual(answer.result);
    }
  });

  it('answers hostile inputs with a refusal or a schema-valid result', async () => {
    const base = tool.definition.examples[0]!.inputs as Record<string, unknown>;
    const properties = (tool.definition.inputSchema.properties ?? {}) as Record<string, { type?: string; enum?: unknown[]; minimum?: number; maximum?: number; exclusiveMinimum?: number }>;
    const variants: Array<Record<string, unknown>> = [{}];
    for (const [name, schema] of Object.entries(properties)) {
      for (const value of [1e308, -1e308, 0, -1, 1e-300, '', 'x'.repeat(5000), '99:99:99', '2023-02-29', '0:00', [], null, schema.minimum, schema.maximum, schema.exclusiveMinimum]) {
        variants.push({ ...base, [name]: value });
      }
    }
    // Every number at its lower then upper bound at once: extreme but valid combinations.
    for (const bound of ['minimum', 'maximum'] as const) {
      const extreme = { ...base };
      for (const [name, schema] of Object.entries(properties)) {
        const value = schema[bound] ?? (bound === 'minimum' ? schema.exclusiveMinimum && schema.exclusiveMinimum + 1e-9 : undefined);
        if (value !== undefined) extreme[name] = value;
      }
      variants.push(extreme);
    }
    for (const inputs of variants) {
      const answer = await call(tool, inputs);
      if (answer.status === 200) {
        expect(validateOutput(answer.result), `${JSON.stringify(inputs).slice(0, 200)} → ${JSON.stringify(validateOutput.errors)}`).toBe(true);
        expect(allFinite(answer.result), JSON.stringify(inputs).slice(0, 200)).toBe(true);
      }
    }
  });

  it('stays fast on its largest inputs', async () => {
    const base = tool.definition.examples[0]!.inputs as Record<string, unknown>;
    const properties = (tool.definition.inputSchema.properties ?? {}) as Record<string, { maximum?: number }>;
    const maxed = { ...base };
    for (const [name, schema] of Object.entries(properties)) if (schema.maximum !== undefined && name in base) maxed[name] = schema.maximum;
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await call(tool, maxed);
      best = Math.min(best, performance.now() - started);
    }
    expect(best).toBeLessThan(10);
  });
});

const tool = (slug: string) => registry.get(slug)!;
const refusal = async (slug: string, inputs: Record<string, unknown>) => {
  const answer = await call(tool(slug), inputs);
  expect(answer.status, JSON.stringify(answer)).toBe(422);
  return answer.message!;
};

describe('health refusals', () => {
  it('refuses impossible or incomplete inputs with a message', async () => {
    expect(await refusal('pregnancy-due-date', { lastPeriodDate: '2023-02-29', at: '2023-05-01' })).toMatch(/calendar date/);
    expect(await refusal('pregnancy-due-date', { lastPeriodDate: '2024-01-01', conceptionDate: '2024-01-14', at: '2024-05-01' })).toMatch(/either/);
    expect(await refusal('pregnancy-due-date', { lastPeriodDate: '2024-06-01', at: '2024-05-01' })).toMatch(/before/);
    expect(await refusal('bmr-calculator', { sex: 'male', age: 30, weightKg: 80, heightCm: 180, formula: 'katch-mcardle' })).toMatch(/bodyFatPercent/);
    expect(await refusal('body-fat-calculator', { sex: 'male', heightCm: 178, neckCm: 40, waistCm: 38 })).toMatch(/waist/);
    expect(await refusal('body-fat-calculator', { sex: 'female', heightCm: 165, neckCm: 33, waistCm: 76 })).toMatch(/hipCm/);
    expect(await refusal('pace-calculator', { solveFor: 'pace', distance: 10, time: '50:00', pace: '5:00' })).toMatch(/solved for/);
    expect(await refusal('pace-calculator', { solveFor: 'time', distance: 10 })).toMatch(/pace/);
  });

  it('uses today when "at" is left out', async () => {
    const answer = await call(tool('pregnancy-due-date'), { lastPeriodDate: '2020-01-01' });
    expect(answer.status).toBe(200);
    expect((answer.result as { daysUntilDue: number }).daysUntilDue).toBeLessThan(0);
  });
});

describe('health examples against the oracle', () => {
  // test/reference/health.py recomputes every example independently; its values were pasted into the examples.
  let printed = '';
  try {
    printed = execFileSync('python3', [path.join(dir, '../../../test/reference/health.py')], { encoding: 'utf8' });
  } catch {
    printed = '';
  }
  it.skipIf(printed === '')('hold exactly the values test/reference/health.py prints', () => {
    const oracle = new Map(printed.trim().split('\n').map((line) => {
      const at = line.indexOf(' : ');
      return [JSON.parse(line.slice(0, at)) as string, JSON.parse(line.slice(at + 3)) as unknown[]];
    }));
    expect([...oracle.keys()].sort()).toEqual(tools.map((t) => t.definition.slug).sort());
    for (const t of tools) expect(t.definition.examples.map((e) => e.result), t.definition.slug).toEqual(oracle.get(t.definition.slug));
  });
});
