// The worker pool for heavy tools: piscina threads with memory limits, a time budget per run (an AbortSignal that
// terminates the thread; piscina starts a fresh one), and our own fair queue in front of it: each tenant (an account)
// may hold only a few threads at once, waiting tenants take turns, and a full backlog answers 503 instead of piling up.
// Runs reach piscina only when a thread is free, so its own queue stays empty and a run's wait is ours to time.
// Waiting and running are bounded apart: the budget counts the run itself, from the moment the thread has the tool's
// module loaded (a fresh thread's import is not the caller's cost), and a run that cannot get a thread within the wait
// bound is refused with 503 and Retry-After, never started.
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { DEFAULT_TOOL_QUEUE_WAIT_MS } from '../config.ts';
import { ApiError, serviceBusy } from '../errors.ts';
import { workerEntry } from '../worker-entry.ts';

export interface ToolTask {
  /** File URL of the tool's module; the worker imports it. */
  module: string;
  inputs: Record<string, unknown>;
  /** The worker posts one message on it once the module is loaded: the run's budget starts then. */
  loaded?: MessagePort;
}

/** How long a thread may take to load a tool's module (our code, not the caller's input: only a sick machine nears it). */
const LOAD_BUDGET_MS = 10_000;

export type ToolOutcome = { ok: true; result: unknown } | { ok: false; message: string };

export interface ToolPoolOptions {
  threads?: number;
  /** Runs that may wait for a thread, all tenants together; past that, new ones are refused with 503 service_busy. */
  maxQueue?: number;
  /** Threads one tenant may hold at once (default: 2, and never every thread when there are several). */
  perTenant?: number;
  /** Runs one tenant may have waiting; past that, its new ones are refused with 503 service_busy. */
  maxQueuePerTenant?: number;
  /** How long a run may wait for a thread; past that it is refused with 503 service_busy and never started. */
  maxWaitMs?: number;
}

/** Why a run was refused before it started (the metrics count each). */
export type Refusal = 'queue_full' | 'tenant_backlog' | 'wait_exceeded';

interface Waiting {
  tenant: string;
  task: ToolTask;
  /** The run's budget on a thread; waiting does not count. */
  timeoutMs: number;
  /** Ends the wait: fires after maxWaitMs unless a thread took the run first. */
  waitTimer: NodeJS.Timeout;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** One tenant's standing: threads held, runs waiting (oldest first), and when it last got a thread. */
interface Tenant {
  running: number;
  waiting: Waiting[];
  lastTurn: number;
}

export const defaultPerTenant = (threads: number): number => Math.max(1, Math.min(2, threads - 1));

export class ToolPool {
  private readonly piscina: Piscina<ToolTask, ToolOutcome>;
  readonly threads: number;
  private readonly perTenant: number;
  private readonly maxQueue: number;
  private readonly maxQueuePerTenant: number;
  private readonly maxWaitMs: number;
  private readonly tenants = new Map<string, Tenant>();
  /** Counts the threads handed out: a tenant's `lastTurn` is this count when it last got one. */
  private turn = 0;
  private running = 0;
  private queued = 0;
  /** Runs stopped on a thread at their budget (422 tool_timeout), and runs refused before they started (503). */
  private timedOut = 0;
  private readonly refused: Record<Refusal, number> = { queue_full: 0, tenant_backlog: 0, wait_exceeded: 0 };
  private closing = false;

  constructor(options: ToolPoolOptions = {}) {
    this.threads = options.threads ?? Math.max(1, availableParallelism());
    this.perTenant = options.perTenant ?? defaultPerTenant(this.threads);
    this.maxQueue = options.maxQueue ?? this.threads * 64;
    this.maxQueuePerTenant = options.maxQueuePerTenant ?? 16;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_TOOL_QUEUE_WAIT_MS;
    this.piscina = new Piscina({
      ...workerEntry('tool-runner'),
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // A runaway tool dies with ERR_WORKER_OUT_OF_MEMORY instead of taking the process with it.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }

  /** Runs waiting for a thread, runs on one, runs stopped at their budget and runs refused so far. */
  get stats(): { queued: number; running: number; timedOut: number; refused: Readonly<Record<Refusal, number>> } {
    return { queued: this.queued, running: this.running, timedOut: this.timedOut, refused: this.refused };
  }

  /**
   * Runs a tool for `tenant`, stopped `timeoutMs` after a thread takes it; waits for the tenant's turn when threads are
   * taken, at most maxWaitMs.
   */
  run(module: string, inputs: Record<string, unknown>, timeoutMs: number, tenant = ''): Promise<unknown> {
    if (this.closing) return Promise.reject(shuttingDown());
    const standing = this.tenants.get(tenant) ?? { running: 0, waiting: [], lastTurn: 0 };
    if (this.queued >= this.maxQueue) {
      return Promise.reject(this.refuse('queue_full', 'Too many heavy tool runs are waiting for a thread; try again later.', this.queued, this.threads, timeoutMs));
    }
    if (standing.waiting.length >= this.maxQueuePerTenant) {
      const message = 'This account has too many heavy tool runs waiting; wait for some to finish.';
      return Promise.reject(this.refuse('tenant_backlog', message, standing.waiting.length, this.perTenant, timeoutMs));
    }
    this.tenants.set(tenant, standing);
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        tenant,
        task: { module, inputs },
        timeoutMs,
        waitTimer: setTimeout(() => this.giveUp(waiting), this.maxWaitMs),
        resolve,
        reject,
      };
      standing.waiting.push(waiting);
      this.queued++;
      this.dispatch();
    });
  }

  /** Refuses new runs, answers waiting ones with 503, and stops the threads (runs on them end with 503 too). */
  async close(): Promise<void> {
    this.closing = true;
    for (const standing of this.tenants.values()) {
      for (const waiting of standing.waiting) {
        clearTimeout(waiting.waitTimer);
        waiting.reject(shuttingDown());
      }
      standing.waiting = [];
    }
    this.queued = 0;
    await this.piscina.destroy();
  }

  /**
   * Hands free threads to waiting runs: each time to the tenant served least recently among those with runs waiting
   * and fewer threads than their share (so tenants take turns, whoever queued more).
   */
  private dispatch(): void {
    while (this.running < this.threads && this.queued > 0) {
      let next: Tenant | null = null;
      for (const standing of this.tenants.values()) {
        if (standing.waiting.length === 0 || standing.running >= this.perTenant) continue;
        if (next === null || standing.lastTurn < next.lastTurn) next = standing;
      }
      if (next === null) return;
      const waiting = next.waiting.shift()!;
      this.queued--;
      next.lastTurn = ++this.turn;
      this.start(waiting, next);
    }
  }

  private start(waiting: Waiting, standing: Tenant): void {
    clearTimeout(waiting.waitTimer);
    this.running++;
    standing.running++;
    // Aborting terminates the thread: first at the load budget, then, once the module is loaded, at the run's.
    const abort = new AbortController();
    const stop = () => abort.abort(new DOMException('The tool run passed its budget.', 'TimeoutError'));
    let budget = setTimeout(stop, LOAD_BUDGET_MS);
    const { port1: loaded, port2 } = new MessageChannel();
    loaded.once('message', () => {
      clearTimeout(budget);
      budget = setTimeout(stop, waiting.timeoutMs);
    });
    this.piscina
      .run({ ...waiting.task, loaded: port2 }, { signal: abort.signal, transferList: [port2] })
      .then(
        (outcome) => (outcome.ok ? waiting.resolve(outcome.result) : waiting.reject(new ApiError('tool_error', outcome.message))),
        (error: unknown) => {
          const failure = poolError(error, waiting.timeoutMs);
          if (failure instanceof ApiError && failure.code === 'tool_timeout') this.timedOut++;
          waiting.reject(failure);
        },
      )
      .finally(() => {
        clearTimeout(budget);
        loaded.close();
        this.running--;
        standing.running--;
        this.forget(waiting.tenant, standing);
        this.dispatch();
      });
  }

  /** A run that waited maxWaitMs without a thread: refused, it never reaches one. */
  private giveUp(waiting: Waiting): void {
    const standing = this.tenants.get(waiting.tenant)!;
    const index = standing.waiting.indexOf(waiting);
    if (index < 0) return;
    standing.waiting.splice(index, 1);
    this.queued--;
    this.forget(waiting.tenant, standing);
    const message = `No worker thread was free for this heavy tool run within ${this.maxWaitMs} ms; it was not started. Try again later.`;
    waiting.reject(this.refuse('wait_exceeded', message, this.queued, this.threads, waiting.timeoutMs));
  }

  /**
   * 503 service_busy for a run refused before it started, counted by reason. Retry-After: the time `threads` take to
   * work through the `ahead` runs before it if each used the whole budget of this one (1 to 60 s).
   */
  private refuse(reason: Refusal, message: string, ahead: number, threads: number, timeoutMs: number): ApiError {
    this.refused[reason]++;
    const seconds = Math.min(60, Math.max(1, Math.ceil((ahead * timeoutMs) / threads / 1000)));
    return serviceBusy(message, seconds);
  }

  private forget(tenant: string, standing: Tenant): void {
    if (standing.running === 0 && standing.waiting.length === 0) this.tenants.delete(tenant);
  }
}

const timeoutError = (timeoutMs: number) =>
  new ApiError('tool_timeout', `The tool run took longer than its budget of ${timeoutMs} ms and was stopped.`);
const shuttingDown = () => serviceBusy('The service is shutting down; try again.');

function poolError(error: unknown, timeoutMs: number): Error {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return timeoutError(timeoutMs);
  // Runs cut short by a shutdown (piscina terminates its threads) are not bugs.
  if (message === 'Terminating worker thread') return shuttingDown();
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new ApiError('tool_error', 'The tool ran out of memory on these inputs; give it less to do.');
  }
  return error as Error;
}
