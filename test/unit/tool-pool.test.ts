// The heavy-tool pool: results, refusals, the time budget (counted on the thread; the stuck thread is replaced), memory
// limits, the queue and wait bounds (503 with Retry-After, the run never started), and the main event loop staying free
// while a worker spins.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/errors.ts';
import { ToolPool } from '../../src/tools/pool.ts';

const fixture = new URL('../fixtures/busy-tool.ts', import.meta.url).href;
const pool = new ToolPool({ threads: 2 });
afterAll(() => pool.close());

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('ToolPool', () => {
  it('runs a tool in a worker thread and returns its result', async () => {
    expect(await pool.run(fixture, { mode: 'spin', ms: 5 }, 2_000)).toEqual({ spun: 5 });
  });

  it("turns the tool's own refusal into 422 tool_error with its message", async () => {
    const error = await failure(pool.run(fixture, { mode: 'refuse' }, 2_000));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.message]).toEqual(['tool_error', 'no, thank you']);
  });

  it('lets a bug stay a bug (not a tool_error)', async () => {
    const error = await failure(pool.run(fixture, { mode: 'crash' }, 2_000));
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('stops a run past its budget with 422 tool_timeout, and the pool keeps working', async () => {
    const error = await failure(pool.run(fixture, { mode: 'spin', ms: 60_000 }, 300));
    expect(error.code).toBe('tool_timeout');
    const results = await Promise.all([1, 2, 3].map((ms) => pool.run(fixture, { mode: 'spin', ms }, 5_000)));
    expect(results).toEqual([{ spun: 1 }, { spun: 2 }, { spun: 3 }]);
  });

  it('keeps the event loop free while a worker spins', async () => {
    let turns = 0;
    let spinning = true;
    const loop = () => {
      turns++;
      if (spinning) setImmediate(loop);
    };
    setImmediate(loop);
    await pool.run(fixture, { mode: 'spin', ms: 300 }, 5_000);
    spinning = false;
    expect(turns).toBeGreaterThan(20);
  });

  it('turns a worker running out of memory into 422 tool_error', async () => {
    const error = await failure(pool.run(fixture, { mode: 'memory' }, 20_000));
    expect([error.code, error.message]).toEqual(['tool_error', expect.stringContaining('out of memory')]);
    expect(await pool.run(fixture, { mode: 'spin', ms: 1 }, 5_000)).toEqual({ spun: 1 });
  });

  it('refuses work beyond its queue with 503 service_busy and Retry-After', async () => {
    const small = new ToolPool({ threads: 1, maxQueue: 1 });
    try {
      const runs = Array.from({ length: 4 }, () => small.run(fixture, { mode: 'spin', ms: 200 }, 5_000).catch((e: ApiError) => e));
      const outcomes = await Promise.all(runs);
      // One on the thread, one waiting, two refused at once.
      expect(outcomes.map((o) => (o instanceof ApiError ? o.code : 'ran'))).toEqual(['ran', 'ran', 'service_busy', 'service_busy']);
      // Both refused runs count the one waiting run ahead of them at its whole budget: 5 s on one thread.
      expect((outcomes[2] as ApiError).headers).toEqual({ 'Retry-After': '5' });
      expect(Date.parse((outcomes[2] as ApiError).extras.retryAfter!)).toBeGreaterThan(Date.now());
      expect(small.stats.refused).toEqual({ queue_full: 2, tenant_backlog: 0, wait_exceeded: 0 });
    } finally {
      await small.close();
    }
  });
});

describe('ToolPool budget and wait', () => {
  const marks = mkdtempSync(path.join(tmpdir(), 'tool-pool-'));
  let count = 0;
  const markFile = () => path.join(marks, `run-${++count}`);

  it("counts a run's budget from when a thread takes it: a run that waited longer than its budget still runs", async () => {
    const pool = new ToolPool({ threads: 1, perTenant: 1 });
    try {
      const long = pool.run(fixture, { mode: 'spin', ms: 1_500 }, 10_000, 'a');
      await vi.waitFor(() => expect(pool.stats.running).toBe(1));
      // Its budget (1 s) is shorter than its wait behind the long run; it needs 1 ms on the thread.
      const waited = pool.run(fixture, { mode: 'spin', ms: 1 }, 1_000, 'b');
      expect(await Promise.all([long, waited])).toEqual([{ spun: 1_500 }, { spun: 1 }]);
      expect(pool.stats.timedOut).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("does not count loading the tool's module on a fresh thread against the run's budget", async () => {
    const pool = new ToolPool({ threads: 1 });
    try {
      const slowImport = new URL('../fixtures/slow-import-tool.ts', import.meta.url).href;
      // The import spins for 1 s; the run takes nothing, within a budget of 200 ms.
      expect(await pool.run(slowImport, {}, 200)).toEqual({ ran: true });
    } finally {
      await pool.close();
    }
  });

  it('stops a run at its budget on the thread with 422 tool_timeout, counted apart from refusals', async () => {
    const pool = new ToolPool({ threads: 1 });
    try {
      const error = await failure(pool.run(fixture, { mode: 'spin', ms: 60_000 }, 200));
      expect(error.code).toBe('tool_timeout');
      expect(pool.stats).toMatchObject({ timedOut: 1, refused: { queue_full: 0, tenant_backlog: 0, wait_exceeded: 0 } });
    } finally {
      await pool.close();
    }
  });

  it('refuses a run that finds no thread within maxWaitMs with 503 service_busy and Retry-After; it never starts', async () => {
    const pool = new ToolPool({ threads: 1, perTenant: 1, maxWaitMs: 100 });
    try {
      const long = pool.run(fixture, { mode: 'spin', ms: 1_000 }, 10_000, 'a');
      await vi.waitFor(() => expect(pool.stats.running).toBe(1));
      const mark = markFile();
      const error = await failure(pool.run(fixture, { mode: 'spin', ms: 1, mark }, 2_000, 'b'));
      expect([error.code, error.status]).toEqual(['service_busy', 503]);
      expect(error.message).toContain('not started');
      expect(error.headers).toEqual({ 'Retry-After': '1' });
      expect(pool.stats.queued).toBe(0);
      await long;
      // The thread is free now and nothing is waiting: the refused run never reached it.
      expect(await pool.run(fixture, { mode: 'spin', ms: 1, mark: markFile() }, 2_000, 'b')).toEqual({ spun: 1 });
      expect(existsSync(mark)).toBe(false);
      expect(pool.stats).toMatchObject({ timedOut: 0, refused: { queue_full: 0, tenant_backlog: 0, wait_exceeded: 1 } });
    } finally {
      await pool.close();
    }
  });
});

describe('ToolPool fairness', () => {
  const finishing = (order: string[], name: string, run: Promise<unknown>) =>
    run.then(
      () => void order.push(name),
      (error: ApiError) => void order.push(`${name}:${error.code}`),
    );

  it("lets one tenant hold only its share of threads, so another tenant's run starts at once", async () => {
    const fair = new ToolPool({ threads: 2, perTenant: 1 });
    try {
      const order: string[] = [];
      const flood = [1, 2, 3].map((i) => finishing(order, `a${i}`, fair.run(fixture, { mode: 'spin', ms: 400 }, 10_000, 'a')));
      await vi.waitFor(() => expect(fair.stats).toMatchObject({ running: 1, queued: 2 }));
      await finishing(order, 'b', fair.run(fixture, { mode: 'spin', ms: 5 }, 10_000, 'b'));
      await Promise.all(flood);
      expect(order).toEqual(['b', 'a1', 'a2', 'a3']);
    } finally {
      await fair.close();
    }
  });

  it('gives waiting tenants turns, oldest run first within a tenant', async () => {
    const fair = new ToolPool({ threads: 1, perTenant: 1 });
    try {
      const order: string[] = [];
      const runs = [
        finishing(order, 'a1', fair.run(fixture, { mode: 'spin', ms: 100 }, 10_000, 'a')),
        finishing(order, 'a2', fair.run(fixture, { mode: 'spin', ms: 10 }, 10_000, 'a')),
        finishing(order, 'a3', fair.run(fixture, { mode: 'spin', ms: 10 }, 10_000, 'a')),
        finishing(order, 'b1', fair.run(fixture, { mode: 'spin', ms: 10 }, 10_000, 'b')),
        finishing(order, 'c1', fair.run(fixture, { mode: 'spin', ms: 10 }, 10_000, 'c')),
        finishing(order, 'b2', fair.run(fixture, { mode: 'spin', ms: 10 }, 10_000, 'b')),
      ];
      await Promise.all(runs);
      expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    } finally {
      await fair.close();
    }
  });

  it("refuses a tenant's runs past its own backlog with 503, while other tenants are still admitted", async () => {
    const fair = new ToolPool({ threads: 1, perTenant: 1, maxQueuePerTenant: 2 });
    try {
      const order: string[] = [];
      const runs = [1, 2, 3, 4, 5].map((i) => finishing(order, `a${i}`, fair.run(fixture, { mode: 'spin', ms: 50 }, 10_000, 'a')));
      runs.push(finishing(order, 'b1', fair.run(fixture, { mode: 'spin', ms: 1 }, 10_000, 'b')));
      await Promise.all(runs);
      expect(order.filter((o) => o.endsWith(':service_busy')).sort()).toEqual(['a4:service_busy', 'a5:service_busy']);
      expect(order).toContain('b1');
    } finally {
      await fair.close();
    }
  });

  it('refuses a run that waits past the bound with service_busy, without stopping the thread that is busy', async () => {
    const fair = new ToolPool({ threads: 1, perTenant: 1, maxWaitMs: 100 });
    try {
      const order: string[] = [];
      const long = finishing(order, 'long', fair.run(fixture, { mode: 'spin', ms: 1_000 }, 10_000, 'a'));
      await finishing(order, 'short', fair.run(fixture, { mode: 'spin', ms: 1 }, 2_000, 'b'));
      await long;
      expect(order).toEqual(['short:service_busy', 'long']);
    } finally {
      await fair.close();
    }
  });
});

describe('ToolPool shutdown', () => {
  it('answers runs cut short by close() with 503 service_busy, not as bugs', async () => {
    const closing = new ToolPool({ threads: 1 });
    const running = closing.run(fixture, { mode: 'spin', ms: 2_000 }, 10_000).catch((e: ApiError) => e);
    await vi.waitFor(() => expect(closing.stats.running).toBe(1));
    await closing.close();
    const error = await running;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('service_busy');
  });
});
