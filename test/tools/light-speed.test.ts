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

/** `length` characters of one script: words of 1–8 of its units between spaces, stops and blank lines. */
function scriptText(units: string[], length: number): string {
  let seed = 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let text = '';
  while (text.length < length) {
    for (let n = 1 + Math.floor(random() * 8); n > 0; n--) text += units[Math.floor(random() * units.length)];
    text += random() < 0.02 ? '.\n\n' : random() < 0.1 ? '. ' : ' ';
  }
  return text.slice(0, length);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const scripts: Record<string, string[]> = {
  latin: [...range(0x61, 0x7a), ...range(0xe0, 0xff)],
  cjk: range(0x4e00, 0x9fff),
  arabic: [...range(0x0621, 0x064a), ...range(0x064b, 0x0652)],
  devanagari: range(0x0915, 0x0939).flatMap((c) => [c, `${c}\u094d`, `${c}\u093e`, `${c}\u093f`, `${c}\u0902`]),
  thai: [...range(0x0e01, 0x0e30), ...range(0x0e31, 0x0e3a), ...range(0x0e40, 0x0e4e)],
  emoji: ['👍', '👍🏽', '👩‍👩‍👧', '👨🏿‍💻', '🇫🇷', '🇯🇵', '❤️', '🏳️‍🌈', '1️⃣', '😀', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  combining: range(0x61, 0x7a).map((c) => `${c}\u0301\u0323\u0308`),
  hangulJamo: range(0x1100, 0x1112).flatMap((l) => [`${l}\u1161`, `${l}\u1162\u11a8`, `${l}\u1175\u11af`]),
  hangul: range(0xac00, 0xd7a3),
  astral: range(0x20000, 0x2a6df),
};
scripts.mixed = Object.values(scripts).flatMap((units) => units.slice(0, 200));
scripts.flags = ['🇫🇷'];
/** Worst cases the schema alone does not give: for the tools that walk grapheme clusters, their longest text in every script. */
function scriptInputs(tool: CompiledTool): Array<[string, Record<string, unknown>]> {
  if (!['word-counter', 'text-reverser', 'text-truncate'].includes(tool.definition.slug)) return [];
  const example = tool.definition.examples[0]!.inputs as Record<string, unknown>;
  const length = (tool.definition.inputSchema.properties as Record<string, PropertySchema>).text!.maxLength!;
  return Object.entries(scripts).map(([name, units]) => [`text of ${name} at its limit`, { ...example, text: scriptText(units, length) }]);
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
    for (const [what, inputs] of scriptInputs(tool)) {
      expect(tool.validate(structuredClone(inputs)), what).toBe(true);
      const ms = await timeRun(tool, inputs);
      expect(ms, `${what} took ${ms.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    }
  });
});
