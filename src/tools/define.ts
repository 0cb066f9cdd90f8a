// A tool is one declarative file: metadata, JSON Schemas for its inputs and result, examples, and a pure `run`.
import type { CategoryId } from './categories.ts';

export type JsonSchema = Record<string, unknown>;

export interface ToolExample<I, O> {
  inputs: I;
  result: O;
}

export interface ToolDefinition<I = any, O = any> {
  slug: string;
  name: string;
  category: CategoryId;
  description: string;
  /** An object schema; unknown properties are refused and defaults applied before `run`. */
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  /** Documentation and tests at once: a test runs every example over HTTP. */
  examples: ToolExample<I, O>[];
  /** Runs in the worker pool under `timeoutMs`: anything that can go super-linear on untrusted input. */
  heavy?: boolean;
  timeoutMs?: number;
  /** Pure: no network, no file system, no clock, no Math.random (random tools take a `seed`). */
  run(inputs: I): O | Promise<O>;
}

/** The tool could not process well-formed inputs; the message tells the caller what to fix (422 tool_error). */
export class ToolError extends Error {
  override name = 'ToolError';
}

export const defineTool = <I, O>(definition: ToolDefinition<I, O>): ToolDefinition<I, O> => definition;
