// Piscina task: runs one heavy tool in a worker thread. The main thread has validated the inputs already.
// Each tool module is imported on first use, so a worker only loads the libraries of the tools it runs.
import { ToolError, type ToolDefinition } from '../src/tools/define.ts';
import type { ToolOutcome, ToolTask } from '../src/tools/pool.ts';

export default async function runTool({ module, inputs, loaded }: ToolTask): Promise<ToolOutcome> {
  const definition = (await import(module)).default as ToolDefinition;
  await definition.prepare?.();
  // The run's budget starts now: loading the module (and what it loads lazily) on a fresh thread is not the run.
  loaded?.postMessage(null);
  loaded?.close();
  try {
    return { ok: true, result: await definition.run(inputs) };
  } catch (error) {
    // Errors lose their class crossing threads: a tool's own refusal travels as data.
    if (error instanceof ToolError) return { ok: false, message: error.message };
    throw error;
  }
}
