// The worker pool for heavy tools: piscina threads with memory limits, a time budget per run (an AbortSignal that
// terminates the thread; piscina starts a fresh one), and a bounded backlog so overload answers 503 instead of piling up.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '../errors.ts';
import { workerEntry } from '../worker-entry.ts';

export interface ToolTask {
  /** File URL of the tool's module; the worker imports it. */
  module: string;
  inputs: Record<string, unknown>;
}

export type ToolOutcome = { ok: true; result: unknown } | { ok: false; message: string };

export interface ToolPoolOptions {
  threads?: number;
  /** Runs that may wait for a thread; past that, new ones are refused with 503 service_busy. */
  maxQueue?: number;
}

export class ToolPool {
  private readonly piscina: Piscina<ToolTask, ToolOutcome>;
  /** Runs admitted and not finished: running on a thread or waiting for one. */
  private admitted = 0;
  private readonly capacity: number;

  constructor(options: ToolPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, availableParallelism());
    this.capacity = threads + (options.maxQueue ?? threads * 64);
    this.piscina = new Piscina({
      ...workerEntry('tool-runner'),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      // A runaway tool dies with ERR_WORKER_OUT_OF_MEMORY instead of taking the process with it.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }

  get threads(): number {
    return this.piscina.maxThreads;
  }

  async run(module: string, inputs: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    // The bound is ours, not piscina's maxQueue: its balancer may hand a busy thread more work than the queue shows.
    if (this.admitted >= this.capacity) throw new ApiError('service_busy');
    this.admitted++;
    let outcome: ToolOutcome;
    try {
      outcome = await this.piscina.run({ module, inputs }, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw poolError(error, timeoutMs);
    } finally {
      this.admitted--;
    }
    if (!outcome.ok) throw new ApiError('tool_error', outcome.message);
    return outcome.result;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

function poolError(error: unknown, timeoutMs: number): Error {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new ApiError('tool_timeout', `The tool run took longer than its budget of ${timeoutMs} ms and was stopped.`);
  }
  // Runs cut short by a shutdown (piscina terminates its threads) are not bugs.
  if (message === 'Terminating worker thread') return new ApiError('service_busy', 'The service is shutting down; try again.');
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new ApiError('tool_error', 'The tool ran out of memory on these inputs; give it less to do.');
  }
  return error as Error;
}
