// Helpers shared by tool files for reading their inputs.
import { ToolError } from './define.ts';
import { jsonDepth } from './json-text.ts';

/** JSON nested deeper than this is refused before parsing: JSON.parse crawls on it and writers overflow the stack. */
export const MAX_JSON_DEPTH = 1000;

/** Parses JSON text given to a tool, turning the parser's complaint into a message the caller can act on. */
export function parseJsonInput(text: string, field = 'json', maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text) > maxDepth) throw new ToolError(`"${field}" is nested more than ${maxDepth} levels deep.`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ToolError(`"${field}" is not valid JSON: ${(error as Error).message}`);
  }
}

/** Runs a library call, turning whatever it throws into a ToolError with `context` in front of its message. */
export function attempt<T>(context: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ToolError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolError(`${context}: ${reason.slice(0, 300)}`);
  }
}

/**
 * A computed result as a JSON number: NaN and ±Infinity (which JSON cannot carry) are refused as out of range, and −0
 * becomes 0.
 */
export function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new ToolError(`The ${what} is out of range (the inputs give no finite value).`);
  return value === 0 ? 0 : value;
}
