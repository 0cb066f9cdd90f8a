// GET /metrics on the admin listener (127.0.0.1), with its bearer token: every local user can reach the port, and the
// figures (routes, keys' rate-limit decisions, the loader) are the operator's. A scraper reads the token from
// DATA_DIR/admin.token (Prometheus: `authorization.credentials_file`).
import type { ServiceMetrics } from '../metrics.ts';
import { defineRoute, type RouteSpec } from './route.ts';

export function metricsRoutes(metrics: ServiceMetrics): RouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/metrics',
      tag: 'operations',
      summary: 'Prometheus metrics of this instance (text exposition format)',
      auth: 'admin',
      responses: { 200: { description: 'Prometheus text format 0.0.4.', content: { 'text/plain': { type: 'string' } } } },
      errors: ['unauthenticated'],
      async handle() {
        const { contentType, text } = await metrics.scrape();
        return { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' }, stream: (async function* () { yield text; })() };
      },
    }),
  ];
}
