// Filling one account's share of the heavy-tool pool over HTTP, to see what its next heavy run gets.
import { expect, vi } from 'vitest';
import { runTool, type Answer } from './client.ts';
import { metricsOf } from './research.ts';

type Server = Parameters<typeof metricsOf>[0] & { base: string };

/** ~2^30 steps of backtracking: only its budget stops it. */
export const CATASTROPHIC_REGEX = { pattern: '(a+)+$', text: `${'a'.repeat(30)}!` };

/** The pool's gauges as the metrics show them. */
export async function poolGauges(server: Server): Promise<{ running: number; queued: number }> {
  const metrics = await metricsOf(server);
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(metrics)?.[1]);
  return { running: gauge('tool_pool_running_runs'), queued: gauge('tool_pool_queued_runs') };
}

/**
 * Holds the account's one thread (its share when the pool has two or fewer) with a catastrophic regex, then queues
 * `waiting` cheap heavy runs behind it; resolves once the pool shows them all, with the runs' answers to come (in a
 * field: an async function's promise would wait for them).
 */
export async function occupyShare(server: Server, key: string, waiting: number): Promise<{ answers: Promise<Answer[]> }> {
  const held = runTool(server.base, key, 'regex-tester', CATASTROPHIC_REGEX);
  await vi.waitFor(async () => expect(await poolGauges(server)).toEqual({ running: 1, queued: 0 }), { timeout: 10_000, interval: 20 });
  const queued = Array.from({ length: waiting }, () => runTool(server.base, key, 'regex-tester', { pattern: 'b+', text: 'abbbc' }));
  await vi.waitFor(async () => expect(await poolGauges(server)).toEqual({ running: 1, queued: waiting }), { timeout: 10_000, interval: 20 });
  return { answers: Promise.all([held, ...queued]) };
}
