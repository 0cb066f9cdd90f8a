// The OpenAPI 3.1 document, generated from the same route declarations that validate and serialise. Headers every
// answer carries (X-Request-Id), those of the key-authenticated routes (X-RateLimit-*) and of 429s and 503s (Retry-After) are
// implied here; a route declares only its own (Set-Cookie, Content-Disposition, X-Total-Count).
import { errorCodes, type ErrorCode } from '../errors.ts';
import type { JsonSchema } from '../tools/define.ts';
import { errorEnvelopeSchema } from './error-response.ts';
import type { AuthKind, ResponseHeader, ResponseSpec, RouteSpec } from './route.ts';

/** Errors every operation can answer beside its own: a bug, and a store that cannot be reached (errorResponse). */
const operationErrors: readonly ErrorCode[] = ['internal_error', 'not_ready'];

/** Errors any route can answer, whatever it declares. */
export const commonErrors: readonly ErrorCode[] = ['not_found', 'method_not_allowed', 'uri_too_long', 'conflicting_content_length', ...operationErrors];

/** Every route refuses query parameters it does not take (src/api/route.ts), so every operation can answer this. */
const queryError: ErrorCode = 'invalid_parameter';

const security: Record<AuthKind, Array<Record<string, string[]>>> = {
  public: [],
  session: [{ sessionCookie: [] }],
  apiKey: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }],
  apiKeyUncounted: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }],
  admin: [{ adminToken: [] }],
  researchPublic: [],
  research: [{ researchKey: [] }],
  researchUncounted: [{ researchKey: [] }],
  ingest: [{ ingestKey: [] }],
};

type HeaderName =
  | ResponseHeader
  | 'X-Request-Id'
  | 'X-RateLimit-Limit'
  | 'X-RateLimit-Remaining'
  | 'X-RateLimit-Reset'
  | 'Retry-After'
  | 'Allow'
  | 'WWW-Authenticate';

const integer = { type: 'integer', minimum: 0 };

/** components.headers: every response header the service sends on purpose (CORS headers aside). */
const headers: Record<HeaderName, JsonSchema> = {
  'X-Request-Id': {
    description: 'Identifies this request (a UUID); error bodies repeat it as `requestId`. On every answer.',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests this key may make per sliding hour.',
    required: true,
    schema: integer,
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window, this one counted.',
    required: true,
    schema: integer,
  },
  'X-RateLimit-Reset': {
    description: 'When the oldest request counted leaves the window (ISO 8601 UTC, milliseconds).',
    required: true,
    schema: { type: 'string', format: 'date-time' },
  },
  'Retry-After': {
    description:
      'Whole seconds to wait before trying again, on every 429 and 503 (the body\'s `retryAfter`, where the refusal knows it, gives the moment).',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  'Set-Cookie': {
    description: 'The `sid` session cookie (HttpOnly, SameSite=Lax, Path=/; Secure unless COOKIE_SECURE=false); logout sets it expired.',
    required: true,
    schema: { type: 'string' },
  },
  'Content-Disposition': {
    description: 'An attachment named `research-profiles-<yyyy-mm-dd>.<json|csv|arrow>`.',
    required: true,
    schema: { type: 'string' },
  },
  'X-Total-Count': {
    description: 'Rows matching the request across all pages.',
    required: true,
    schema: integer,
  },
  Allow: {
    description: 'The methods the path takes, comma-separated.',
    required: true,
    schema: { type: 'string' },
  },
  'WWW-Authenticate': {
    description:
      'On every 401: how to authenticate. An API key as `Bearer` (or the x-api-key header, `ApiKey … header="x-api-key"`), ' +
      'a research or ingest key in the header the `ApiKey` challenge names, or the `sid` session cookie (`Cookie`).',
    required: true,
    schema: { type: 'string' },
  },
};

const headerRefs = (names: readonly HeaderName[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const rateLimitHeaders: readonly HeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** The headers an answer of `status` carries on a route of `auth`, besides those the route declares. */
function impliedHeaders(auth: AuthKind, status: number): HeaderName[] {
  // The key guard sets the window's headers once the key and plan passed: on every answer but 401, 403 and a failed
  // limiter (500).
  const window = auth === 'apiKey' && status !== 401 && status !== 403 && status !== 500 ? rateLimitHeaders : [];
  return [
    'X-Request-Id',
    ...window,
    ...(status === 429 || status === 503 ? (['Retry-After'] as const) : []),
    ...(status === 401 ? (['WWW-Authenticate'] as const) : []),
  ];
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationIdOf = (method: string, path: string) =>
  `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

function errorResponses(auth: AuthKind, codes: readonly ErrorCode[], withBody: boolean): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, queryError, ...operationErrors]) {
    const status = errorCodes[code].status;
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `\`${code}\`: ${errorCodes[code].message}`).join(' '),
        headers: headerRefs(impliedHeaders(auth, status)),
        ...(withBody
          ? {
              content: {
                'application/json': {
                  schema: {
                    allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { error: { enum: group } } }],
                  },
                },
              },
            }
          : {}),
      },
    ]),
  );
}

function successResponse(auth: AuthKind, status: number, response: ResponseSpec, withBody: boolean): JsonSchema {
  const content = {
    ...(response.schema ? { 'application/json': { schema: response.schema } } : {}),
    ...Object.fromEntries(Object.entries(response.content ?? {}).map(([type, schema]) => [type, { schema }])),
  };
  return {
    description: response.description,
    headers: headerRefs([...impliedHeaders(auth, status), ...(response.headers ?? [])]),
    ...(withBody && Object.keys(content).length ? { content } : {}),
    ...(withBody && response.links ? { links: response.links } : {}),
  };
}

/**
 * A route's own answers and its error envelopes. Where both have a status (MCP answers a foreign page's 403 with a
 * JSON-RPC error, a key without the plan with the envelope), the answer at that status is either body.
 */
function withErrors(own: Record<string, JsonSchema>, errors: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const answers = { ...own };
  for (const [status, error] of Object.entries(errors)) {
    const answer = own[status];
    if (!answer) {
      answers[status] = error;
      continue;
    }
    const bodies = [answer, error].flatMap((one) => {
      const schema = (one.content as Record<string, { schema: JsonSchema }> | undefined)?.['application/json']?.schema;
      return schema ? [schema] : [];
    });
    answers[status] = {
      ...answer,
      description: `${answer.description as string} ${error.description as string}`,
      ...(bodies.length ? { content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { anyOf: bodies } } } } : {}),
    };
  }
  return answers;
}

/** One operation; `head` describes HEAD on a GET route: the same answers, headers only. */
function operation(route: RouteSpec, path: string, head: boolean): JsonSchema {
  const method = head ? 'head' : route.method.toLowerCase();
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
  const emptyBody = !((route.body?.schema.required as string[] | undefined)?.length);
  return {
    tags: [route.tag],
    summary: head ? `Headers of GET: ${route.summary}` : route.summary,
    ...(head
      ? { description: 'The same status and headers as GET, without a body.' }
      : route.description
        ? { description: route.description }
        : {}),
    operationId: operationIdOf(method, path),
    security: security[route.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            // Required even where every field is optional: a JSON content type must come with it (415, or 403 on cookie
            // routes), and clients only send one with a body. `{}` will do.
            required: true,
            ...(emptyBody ? { description: 'Every field is optional: `{}` will do (an empty body with the JSON content type too).' } : {}),
            content: { 'application/json': { schema: route.body.schema } },
          },
        }
      : {}),
    responses: withErrors(
      Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => [status, successResponse(route.auth, Number(status), response, !head)]),
      ),
      errorResponses(route.auth, route.errors, !head),
    ),
    ...(head ? {} : (route.extensions ?? {})),
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
}

export function buildOpenApiDocument(routes: readonly RouteSpec[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.auth === 'admin') continue;
    const path = toOpenApiPath(route.path);
    const item = (paths[path] ??= {});
    item[route.method.toLowerCase()] = operation(route, path, false);
    // src/http/server.ts answers HEAD on every GET route by running the GET handler without sending its body.
    if (route.method === 'GET') item.head = operation(route, path, true);
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Area A (`/api/v1`): tool runs with an API key, key management in a cookie session. ' +
        'Area B (`/api/research`): behavioural research data. Every response carries `X-Request-Id`; ' +
        `every error body is \`{error, message, requestId}\` plus \`details\`, \`retryAfter\` or \`suggestions\` where they apply. ` +
        'Every GET also answers HEAD (same status and headers, no body). Every endpoint refuses query parameters it does ' +
        `not take with 400 \`${queryError}\`. ` +
        `Any path may also answer ${commonErrors.map((c) => `\`${c}\``).join(', ')}.`,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Paths are absolute from the service's root; the document is served by the service it describes.
    servers: [{ url: '/', description: 'The service that served this document.' }],
    paths,
    components: {
      schemas: { Error: errorEnvelopeSchema },
      headers,
      responses: Object.fromEntries(
        commonErrors.map((code) => [
          code,
          {
            description: errorCodes[code].message,
            headers: headerRefs(code === 'method_not_allowed' ? ['X-Request-Id', 'Allow'] : ['X-Request-Id']),
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
