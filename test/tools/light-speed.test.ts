// A light tool runs inline on the event loop, so it must stay fast on the largest input its schema allows: every
// string at its maxLength (the 1 MiB body bounds the rest), every integer at its maximum. Anything slower belongs in
// the worker pool (heavy: true). Best of five runs, to keep a noisy machine from deciding.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

// LIGHT_TOOL_BUDGET_MS lowers the budget to find tools with little margin (all pass at 10 ms on a quiet machine).
const BUDGET_MS = Number(process.env.LIGHT_TOOL_BUDGET_MS ?? 25);
const BODY_CAP = 1024 * 1024 - 4096;
const registry = await ToolRegistry.discover();

type PropertySchema = { type?: string | string[]; enum?: unknown[]; maxLength?: number; maximum?: number; pattern?: string; format?: string };

/** Candidate largest inputs: everything at its limit, and each string alone at its limit. */
function largestInputs(tool: CompiledTool): Array<Record<string, unknown>> {
  const example = tool.definition.examples[0]!.inputs as Record<string, unknown>;
  const properties = (tool.definition.inputSchema.properties ?? {}) as Record<string, PropertySchema>;
  const strings = Object.entries(properties).filter(([, s]) => s.type === 'string' && !s.enum);
  const fill = (name: string, schema: PropertySchema, share: number) => {
    const length = Math.min(schema.maxLength ?? BODY_CAP, Math.floor(BODY_CAP / share));
    const seed = typeof example[name] === 'string' && example[name] ? (example[name] as string) : 'a';
    return seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
  };
  const maxed: Record<string, unknown> = { ...example };
  for (const [name, schema] of Object.entries(properties)) {
    if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum !== undefined && name in example) maxed[name] = schema.maximum;
  }
  for (const [name, schema] of strings) maxed[name] = fill(name, schema, strings.length);
  return [maxed, ...strings.map(([name, schema]) => ({ ...example, [name]: fill(name, schema, 1) }))];
}

async function timeRun(tool: CompiledTool, inputs: Record<string, unknown>): Promise<number> {
  let best = Infinity;
  for (let attempt = 0; attempt < 5; attempt++) {
    const copy = structuredClone(inputs);
    if (!tool.validate(copy)) return 0;
    const started = performance.now();
    try {
      await tool.definition.run(copy);
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
    }
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('light tools on their largest input', () => {
  const light = registry.list().filter((tool) => !tool.definition.heavy);
  it.each(light.map((tool) => [tool.definition.slug, tool] as const))('%s stays under the budget', async (_slug, tool) => {
    for (const inputs of largestInputs(tool)) {
      const ms = await timeRun(tool, inputs);
      expect(ms, `${Object.keys(inputs).join(', ')} at their limits took ${ms.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    }
  });
});
