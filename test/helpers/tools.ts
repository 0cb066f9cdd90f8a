// Running one tool in-process, as the registry would (inputs validated with defaults applied, its refusals caught), for
// tests that check a category's refusals and edge cases.
import { expect } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

export const registry = await ToolRegistry.open();

export const tool = (slug: string): CompiledTool => {
  const compiled = registry.get(slug);
  if (!compiled) throw new Error(`no tool ${slug}`);
  return compiled;
};

export interface Run {
  result?: any;
  /** The message of the tool's own refusal (a ToolError: 422 over HTTP). */
  error?: string;
  /** The inputs fail the input schema (400 over HTTP). */
  invalid?: boolean;
}

export async function run(compiled: CompiledTool, inputs: Record<string, unknown>): Promise<Run> {
  const copy = structuredClone(inputs);
  if (!compiled.validate(copy)) return { invalid: true };
  try {
    return { result: await compiled.runHere(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { error: error.message };
    throw error;
  }
}

/** The tool refuses these schema-valid inputs with a ToolError whose message matches. */
export async function refuses(slug: string, inputs: Record<string, unknown>, message: RegExp): Promise<void> {
  const { error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(error, JSON.stringify(inputs)).toMatch(message);
}
