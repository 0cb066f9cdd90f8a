// GET /metrics on the admin listener (127.0.0.1 only, so no token: a scraper beside the instance reads it).
import type { ServiceMetrics } from '../metrics.ts';
import { defineRoute, type RouteSpec } from './route.ts';

export function metricsRoutes(metrics: ServiceMetrics): RouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/metrics',
      tag: 'operations',
      summary: 'Prometheus metrics of this instance (text exposition format)',
      auth: 'public',
      responses: { 200: { description: 'Prometheus text format 0.0.4.', content: { 'text/plain': { type: 'string' } } } },
      errors: [],
      async handle() {
        const { contentType, text } = await metrics.scrape();
        return { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' }, stream: (async function* () { yield text; })() };
      },
    }),
  ];
}
