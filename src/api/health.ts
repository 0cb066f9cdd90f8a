// Liveness and readiness for supervisors and load balancers: /healthz says the process answers; /readyz says it can
// serve, i.e. every store it needs answers within a deadline and it is not shutting down.
import { ApiError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { allRequired, defineRoute, type RouteSpec } from './route.ts';

/** A store that does not answer within this is as good as unreachable for a load balancer. */
export const READY_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  /** Named checks, each one round trip to a store (the control store: DuckDB or Redis; the research warehouse). */
  checks: Record<string, () => Promise<void>>;
  /** True once shutdown has begun: the instance finishes what it has and should get nothing new. */
  stopping: () => boolean;
  log: Logger;
}

/** Resolves with null when `check` succeeds in time, else with what went wrong (logged in full, answered in short). */
async function outcome(name: string, check: () => Promise<void>, log: Logger): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => null), deadline]);
  } catch (error) {
    // Store errors name hosts and ports: they go to the log, the public answer says only that it failed.
    log.warn('readiness check failed', { check: name, error });
    return 'is unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes({ checks, stopping, log }: HealthDeps): RouteSpec[] {
  const names = Object.keys(checks);
  return [
    defineRoute({
      method: 'GET',
      path: '/healthz',
      tag: 'operations',
      summary: 'Liveness: the process answers',
      auth: 'public',
      responses: { 200: { description: '`{status: "ok"}`.', schema: allRequired({ status: { const: 'ok' } }) } },
      errors: [],
      handle: async () => ({ status: 200, data: { status: 'ok' } }),
    }),
    defineRoute({
      method: 'GET',
      path: '/readyz',
      tag: 'operations',
      summary: 'Readiness: every store answers and the instance is not shutting down',
      description:
        `Checks ${names.map((n) => `\`${n}\``).join(' and ')} with one round trip each (at most ${READY_TIMEOUT_MS} ms). ` +
        'On failure, 503 `not_ready` with a detail per failing check (or for the shutdown under way).',
      auth: 'public',
      responses: {
        200: {
          description: '`{status: "ready", checks: {<name>: "ok"}}`.',
          schema: allRequired({
            status: { const: 'ready' },
            checks: allRequired(Object.fromEntries(names.map((n) => [n, { const: 'ok' }]))),
          }),
        },
      },
      errors: ['not_ready'],
      async handle() {
        if (stopping()) throw new ApiError('not_ready', undefined, { details: [{ path: '/', message: 'the instance is shutting down' }] });
        const results = await Promise.all(names.map(async (name) => [name, await outcome(name, checks[name]!, log)] as const));
        const failed = results.filter(([, problem]) => problem !== null);
        if (failed.length > 0) {
          throw new ApiError('not_ready', undefined, { details: failed.map(([name, problem]) => ({ path: `/checks/${name}`, message: `${name} ${problem}` })) });
        }
        return { status: 200, data: { status: 'ready', checks: Object.fromEntries(names.map((n) => [n, 'ok'])) } };
      },
    }),
  ];
}
