// Declarative routes: one declaration drives input validation (Ajv), response serialisation
// (fast-json-stringify) and the OpenAPI document.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import { ApiError, type ErrorCode } from '../errors.ts';
import type { HttpMethod, HttpRequest, HttpResponse, HttpRoute } from '../http/types.ts';
import type { Logger } from '../log.ts';
import type { Account, KeyGrant } from '../control/store.ts';
import type { WindowState } from '../limits/limiter.ts';
import type { JsonSchema } from '../tools/define.ts';
import { errorResponse, jsonContentType } from './error-response.ts';
import { ajvDetails, bodyErrorCode, readJsonBody } from './validation.ts';

export type AuthKind = 'public' | 'session' | 'apiKey' | 'admin';

export interface RouteContext<B = unknown> {
  readonly req: HttpRequest;
  /** The validated body (routes with a body schema). */
  body: B;
  /** Set by the session guard. */
  account: Account | null;
  sessionToken: string | null;
  /** Set by the API-key guard. */
  grant: KeyGrant | null;
  window: WindowState | null;
  /** Headers for every response to this request, errors included (the rate-limit headers). */
  readonly headers: Record<string, string>;
}

export interface Reply {
  status: number;
  /** Serialised with the route's response schema for `status`. */
  data?: unknown;
  /** Already serialised JSON (the tool route serialises with the tool's own schema). */
  json?: string;
  headers?: Record<string, string>;
}

export interface BodySpec {
  schema: JsonSchema;
  /** Error code for a failure at a top-level property; others get `fallback` (default invalid_body). */
  errors?: Partial<Record<string, ErrorCode>>;
  fallback?: ErrorCode;
}

export interface RouteSpec<B = any> {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: AuthKind;
  body?: BodySpec;
  responses: Record<number, { description: string; schema?: JsonSchema }>;
  /** Every error code the route can answer, for the OpenAPI document (internal_error is implied). */
  errors: readonly ErrorCode[];
  handle(ctx: RouteContext<B>): Promise<Reply>;
}

export const defineRoute = <B = undefined>(spec: RouteSpec<B>): RouteSpec<B> => spec;

export interface Guard {
  /** The request headers `check` reads. */
  readonly reads: readonly string[];
  /** Runs before the body is read; fills the context or throws (401/403/429). */
  check(ctx: RouteContext, spec: RouteSpec): Promise<void>;
}

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv, ['email', 'date-time', 'uri']);

export function compileRoute(spec: RouteSpec, guards: Record<AuthKind, Guard>, log: Logger): HttpRoute {
  const validate: ValidateFunction | null = spec.body ? ajv.compile(spec.body.schema) : null;
  const emptyAsObject = !((spec.body?.schema.required as string[] | undefined)?.length);
  const serializers = new Map<number, (data: unknown) => string>();
  for (const [status, response] of Object.entries(spec.responses)) {
    if (response.schema) serializers.set(Number(status), fastJson(response.schema));
  }
  const guard = guards[spec.auth];

  return {
    method: spec.method,
    path: spec.path,
    headers: validate ? [...guard.reads, 'content-type'] : guard.reads,
    async handle(req): Promise<HttpResponse> {
      const ctx: RouteContext = { req, body: undefined, account: null, sessionToken: null, grant: null, window: null, headers: {} };
      try {
        await guard.check(ctx, spec);
        if (validate) {
          const body = await readJsonBody(req, emptyAsObject);
          if (!validate(body)) {
            const code = bodyErrorCode(validate.errors, spec.body!.errors ?? {}, spec.body!.fallback ?? 'invalid_body');
            throw new ApiError(code, undefined, { details: ajvDetails(validate.errors) });
          }
          ctx.body = body;
        }
        const reply = await spec.handle(ctx);
        const headers = reply.headers ? Object.assign(ctx.headers, reply.headers) : ctx.headers;
        if (reply.json === undefined && reply.data === undefined) return { status: reply.status, headers };
        headers['Content-Type'] = jsonContentType;
        return { status: reply.status, headers, body: reply.json ?? (serializers.get(reply.status) ?? JSON.stringify)(reply.data) };
      } catch (error) {
        return errorResponse(error, req.requestId, log, ctx.headers);
      }
    },
  };
}
