// The OpenAPI 3.1 document, generated from the same route declarations that validate and serialise.
import { errorCodes, type ErrorCode } from '../errors.ts';
import type { JsonSchema } from '../tools/define.ts';
import { errorEnvelopeSchema } from './error-response.ts';
import type { AuthKind, RouteSpec } from './route.ts';

/** Errors any route can answer, whatever it declares. */
export const commonErrors: readonly ErrorCode[] = ['not_found', 'method_not_allowed', 'internal_error'];

const security: Record<AuthKind, Array<Record<string, string[]>>> = {
  public: [],
  session: [{ sessionCookie: [] }],
  apiKey: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }],
  admin: [{ adminToken: [] }],
  researchPublic: [],
  research: [{ researchKey: [] }],
  ingest: [{ ingestKey: [] }],
};

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'internal_error' as const]) {
    const status = errorCodes[code].status;
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `\`${code}\`: ${errorCodes[code].message}`).join(' '),
        content: {
          'application/json': {
            schema: {
              allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { error: { enum: group } } }],
            },
          },
        },
      },
    ]),
  );
}

export function buildOpenApiDocument(routes: readonly RouteSpec[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.auth === 'admin') continue;
    const path = toOpenApiPath(route.path);
    const queryRequired = new Set((route.query?.schema.required as string[] | undefined) ?? []);
    const parameters = [
      ...[...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query?.schema.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: queryRequired.has(name),
        ...(schema.description ? { description: schema.description } : {}),
        schema,
      })),
    ];
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      security: security[route.auth],
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: route.body.schema } } } }
        : {}),
      responses: {
        ...Object.fromEntries(
          Object.entries(route.responses).map(([status, response]) => [
            status,
            {
              description: response.description,
              ...(response.schema ? { content: { 'application/json': { schema: response.schema } } } : {}),
            },
          ]),
        ),
        ...errorResponses(route.errors),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Area A (`/api/v1`): tool runs with an API key, key management in a cookie session. ' +
        'Area B (`/api/research`): behavioural research data. Every response carries `X-Request-Id`; ' +
        `every error body is \`{error, message, requestId}\` plus \`details\`, \`retryAfter\` or \`suggestions\` where they apply. ` +
        `Any path may also answer ${commonErrors.map((c) => `\`${c}\``).join(', ')}.`,
    },
    paths,
    components: {
      schemas: { Error: errorEnvelopeSchema },
      responses: Object.fromEntries(
        commonErrors.map((code) => [
          code,
          {
            description: errorCodes[code].message,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        apiKeyBearer: { type: 'http', scheme: 'bearer', description: 'The same svc_ key as a Bearer token.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        researchKey: { type: 'apiKey', in: 'header', name: 'x-research-key', description: 'rk_ key issued per research buyer.' },
        ingestKey: { type: 'apiKey', in: 'header', name: 'x-ingest-key', description: 'ik_ key of a desktop app build.' },
      },
    },
  };
}
