// The OpenAPI document of the whole service, at both documented addresses.
import type { JsonSchema } from '../tools/define.ts';
import { defineRoute, type RouteSpec } from './route.ts';

export function docsRoutes(document: () => JsonSchema): RouteSpec[] {
  let cached: string | null = null;
  const serve = async () => ({ status: 200, json: (cached ??= JSON.stringify(document())) });
  const open = { type: 'object', additionalProperties: true };
  const responses = {
    200: {
      description: 'OpenAPI 3.1 document.',
      // Documentation only: the document is served as JSON.stringify made it (cached).
      schema: {
        type: 'object',
        properties: {
          openapi: { type: 'string', const: '3.1.0' },
          info: open,
          servers: { type: 'array', items: open },
          paths: { type: 'object', additionalProperties: open },
          components: open,
        },
        required: ['openapi', 'info', 'servers', 'paths', 'components'],
        additionalProperties: true,
      },
    },
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/api/v1/openapi.json',
      tag: 'docs',
      summary: 'This OpenAPI document',
      auth: 'public',
      responses,
      errors: [],
      handle: serve,
    }),
    defineRoute({
      method: 'GET',
      path: '/api/research/docs',
      tag: 'docs',
      summary: 'This OpenAPI document (the research area\'s address for it)',
      auth: 'researchPublic',
      responses,
      errors: ['rate_limit_exceeded'],
      handle: serve,
    }),
  ];
}
