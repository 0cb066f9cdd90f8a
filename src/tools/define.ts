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
  /**
   * What the tool takes from outside its inputs when the caller leaves them out: fresh randomness (ids, keys, salts,
   * shuffles; a `seed` input, where it has one, makes the output reproducible) or the current time (where it has an
   * input for the instant, giving it fixes the output). Such a tool is not idempotent (MCP's idempotentHint).
   */
  draws?: ReadonlyArray<'randomness' | 'clock'>;
  /** Runs in the worker pool under `timeoutMs`: anything that can go super-linear on untrusted input. */
  heavy?: boolean;
  timeoutMs?: number;
  /** No network, no file system; the clock and randomness only as `draws` declares (random tools take a `seed`). */
  run(inputs: I): O | Promise<O>;
  /** Loads what `run` needs and is slow to load (a large library, loaded lazily): a heavy run's budget starts after it. */
  prepare?(): Promise<unknown>;
}

/** What the main thread knows of a tool without loading its module: everything its file declares but its code. */
export type ToolDeclaration = Omit<ToolDefinition, 'run' | 'prepare'>;

/** The tool could not process well-formed inputs; the message tells the caller what to fix (422 tool_error). */
export class ToolError extends Error {
  override name = 'ToolError';
}

export const defineTool = <I, O>(definition: ToolDefinition<I, O>): ToolDefinition<I, O> => definition;

/**
 * A result field that may be null: `anyOf` with one type per branch. A `type` array says the same in JSON Schema, but
 * clients that translate tool schemas into a one-type dialect (Gemini's function declarations, several MCP clients)
 * drop or refuse it; the MCP Inspector warns about it.
 */
export const nullable = (schema: JsonSchema, annotations: { description?: string } = {}): JsonSchema => ({
  anyOf: [schema, { type: 'null' }],
  ...annotations,
});
