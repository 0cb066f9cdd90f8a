// Declarative routes: one declaration drives input validation (Ajv), response serialisation
// (fast-json-stringify) and the OpenAPI document.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import { ApiError, type ErrorCode, type ErrorDetail } from '../errors.ts';
import { newRecord, type HttpMethod, type HttpRequest, type HttpResponse, type HttpRoute } from '../http/types.ts';
import type { Logger } from '../log.ts';
import type { Account, KeyGrant } from '../control/store.ts';
import type { WindowState } from '../limits/limiter.ts';
import type { Lane } from '../duckdb.ts';
import type { Buyer } from '../../warehouse/access.ts';
import type { JsonSchema } from '../tools/define.ts';
import { errorResponse, jsonContentType } from './error-response.ts';
import { ajvDetails, bodyErrorCode, readJsonBody, readRawJsonBody } from './validation.ts';

/**
 * `apiKey`: an Area A key, each request counted in its hourly window; `apiKeyUncounted`: the same key and plan checks,
 * the route counting what it runs itself (MCP: each `tools/call`, not the listing). `researchPublic`: public research
 * endpoints, limited per client address; `research`/`ingest`: the Area B keys; `researchUncounted`: a research key not
 * counted in its hourly window (the decisions of a refereed run or match: the referee's quotas bound them).
 */
export type AuthKind = 'public' | 'session' | 'apiKey' | 'apiKeyUncounted' | 'admin' | 'researchPublic' | 'research' | 'researchUncounted' | 'ingest';

export interface RouteContext<B = unknown, Q = any> {
  readonly req: HttpRequest;
  /** The validated body (routes with a body schema). */
  body: B;
  /** The validated query parameters, defaults applied (routes with a query schema). */
  query: Q;
  /** Set by the research-key guard. */
  buyer: Buyer | null;
  /** Set by the session guard. */
  account: Account | null;
  sessionToken: string | null;
  /** Set by the API-key guard. */
  grant: KeyGrant | null;
  window: WindowState | null;
  /** Headers for every response to this request, errors included (the rate-limit headers). */
  readonly headers: Record<string, string>;
  /**
   * Set by the research guards: the lane whose turns this request's warehouse reads take, dropped unrun once the client
   * has gone (duckdb.ts, SerialConnection).
   */
  lane: Lane | null;
}

export interface Reply {
  status: number;
  /** Serialised with the route's response schema for `status`. */
  data?: unknown;
  /**
   * Already serialised JSON (the tool route serialises with the tool's own schema); as UTF-8 bytes where one
   * answer is served many times (the leaderboard), so no request pays for encoding it. Another type of body when
   * `headers` names its Content-Type.
   */
  json?: string | Uint8Array;
  /** `json` is one cached object served to many clients (HttpResponse.shared). */
  shared?: boolean;
  /** A body streamed as it is produced (exports); set Content-Type in `headers`. */
  stream?: AsyncIterable<string | Uint8Array>;
  headers?: Record<string, string>;
}

export interface BodySpec {
  schema: JsonSchema;
  /** Error code for a failure at a top-level property; others get `fallback` (default invalid_body). */
  errors?: Partial<Record<string, ErrorCode>>;
  fallback?: ErrorCode;
  /**
   * Replaces the Ajv check where rules go beyond the schema or their order matters (benchmark reports); gets the
   * parsed JSON, returns the body the handler sees, throws ApiError. `schema` then only documents the body.
   */
  check?(body: unknown): unknown;
  /**
   * The handler takes the body's bytes unparsed (telemetry ingest parses and checks it in a worker thread); the
   * content type and size checks still apply, and `schema` only documents it.
   */
  raw?: boolean;
  /** This route's body size cap (the service's MAX_BODY_BYTES otherwise). */
  maxBytes?: number;
}

/** Query parameters: an object schema of scalar properties; values are coerced from their text. */
export interface QuerySpec {
  schema: JsonSchema & { properties: Record<string, JsonSchema> };
}

/** Response headers a route declares on an answer (those every answer, the key routes and 429s carry are implied). */
export type ResponseHeader = 'Set-Cookie' | 'Content-Disposition' | 'X-Total-Count';

export interface ResponseSpec {
  description: string;
  /** The JSON body: serialises `data` and documents `application/json`. */
  schema?: JsonSchema;
  /** Bodies of other media types (or a JSON body the route writes itself): media type → schema; documentation only. */
  content?: Record<string, JsonSchema>;
  /** Headers this answer carries besides the implied ones, for the OpenAPI document. */
  headers?: readonly ResponseHeader[];
  /** OpenAPI links from this answer to other operations. */
  links?: Record<string, JsonSchema>;
}

export interface RouteSpec<B = any, Q = any> {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: AuthKind;
  body?: BodySpec;
  query?: QuerySpec;
  responses: Record<number, ResponseSpec>;
  /** Every error code the route can answer, for the OpenAPI document (internal_error is implied). */
  errors: readonly ErrorCode[];
  /** Request headers the handler reads besides those of its guard and body. */
  reads?: readonly string[];
  /** Specification extensions (`x-…`) of the route's OpenAPI operation. */
  extensions?: Record<`x-${string}`, unknown>;
  handle(ctx: RouteContext<B, Q>): Promise<Reply>;
}

/** An answer's object schema with every property always sent: all of them required (generated clients rely on it). */
export const allRequired = (properties: Record<string, JsonSchema>, rest: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...rest,
});

export const defineRoute = <B = undefined, Q = undefined>(spec: RouteSpec<B, Q>): RouteSpec<B, Q> => spec;

export interface Guard {
  /** The request headers `check` reads. */
  readonly reads: readonly string[];
  /**
   * Runs before the body is read; fills the context or throws (401/403/429). May hold a place for the request
   * (research requests in flight): the release it returns runs once the answer is written or the client has gone.
   */
  check(ctx: RouteContext, spec: RouteSpec): Promise<void | (() => void)>;
}

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv, ['email', 'date-time', 'uri']);
const queryAjv = new Ajv({ allErrors: true, useDefaults: true, strict: true, coerceTypes: true });

/** A plain decimal number: Ajv's coercion alone would also take "0x10", " 10 ", "Infinity" and "1e309". */
const decimal = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * Query text → the object the query schema checks: a repeated or unknown parameter, or a number that is not a
 * finite decimal, is an error of its own.
 */
function parseQuery(raw: string, known: Record<string, JsonSchema>): Record<string, string> {
  const values = newRecord<string>();
  const details: ErrorDetail[] = [];
  for (const [name, value] of new URLSearchParams(raw)) {
    const path = `/${name.slice(0, 100)}`;
    const type = known[name]?.type;
    if (!Object.hasOwn(known, name)) details.push({ path, message: 'is not a parameter of this endpoint' });
    else if (Object.hasOwn(values, name)) details.push({ path, message: 'is given more than once' });
    else if ((type === 'integer' || type === 'number') && !(decimal.test(value) && Number.isFinite(Number(value)))) {
      details.push({ path, message: `must be a finite decimal ${type}` });
    } else values[name] = value;
  }
  if (details.length > 0) throw new ApiError('invalid_parameter', undefined, { details: details.slice(0, 20) });
  return values;
}

const noParameters: Record<string, JsonSchema> = {};

/** The response, holding the guard's place (research requests in flight) until the exchange is over. */
function holding(release: void | (() => void), response: HttpResponse): HttpResponse {
  if (release) response.onDone = release;
  return response;
}

/** Gives each route (method and pattern) what it tells of every answer: the status and the seconds to the response head. */
export type AnswerObserver = (method: string, route: string) => (status: number, seconds: number) => void;

export function compileRoute(spec: RouteSpec, guards: Record<AuthKind, Guard>, log: Logger, observe?: AnswerObserver): HttpRoute {
  // Validators and serializers are compiled when the route first needs them: compiling every route's at start-up took
  // most of a second, for routes an instance may never serve.
  const bodySchema = spec.body && !spec.body.raw && !spec.body.check ? spec.body.schema : null;
  let validate: ValidateFunction | null = null;
  const rawBody = spec.body?.raw === true;
  const checkBody = spec.body?.check ?? null;
  const querySchema = spec.query?.schema ?? null;
  let validateQuery: ValidateFunction | null = null;
  const emptyAsObject = !((spec.body?.schema.required as string[] | undefined)?.length);
  const serializers = new Map<number, (data: unknown) => string>();
  const serializer = (status: number): ((data: unknown) => string) => {
    let serialize = serializers.get(status);
    if (!serialize) {
      const schema = spec.responses[status]?.schema;
      serialize = schema ? fastJson(schema) : JSON.stringify;
      serializers.set(status, serialize);
    }
    return serialize;
  };
  const guard = guards[spec.auth];
  // An answer for a session or a key (an account, a key's usage, a tool's result, a buyer's data) is kept by no cache,
  // errors included; the route's own Cache-Control wins. Set on the collected headers: no object per request.
  const noStore = spec.auth !== 'public' && spec.auth !== 'researchPublic';

  const route: HttpRoute = {
    method: spec.method,
    path: spec.path,
    headers: [...guard.reads, ...(spec.body ? ['content-type'] : []), ...(spec.reads ?? [])],
    ...(spec.body?.maxBytes ? { maxBodyBytes: spec.body.maxBytes } : {}),
    async handle(req): Promise<HttpResponse> {
      const ctx: RouteContext = {
        req,
        body: undefined,
        query: undefined,
        buyer: null,
        account: null,
        sessionToken: null,
        grant: null,
        window: null,
        headers: newRecord(),
        lane: null,
      };
      if (noStore) ctx.headers['Cache-Control'] = 'no-store';
      let release: void | (() => void) = undefined;
      try {
        release = await guard.check(ctx, spec);
        if (querySchema) {
          const query = parseQuery(req.query, querySchema.properties);
          validateQuery ??= queryAjv.compile(querySchema);
          if (!validateQuery(query)) throw new ApiError('invalid_parameter', undefined, { details: ajvDetails(validateQuery.errors) });
          ctx.query = query;
        } else if (req.query !== '') {
          // A route without parameters refuses any, as one with parameters refuses unknown ones: a typo never passes silently.
          parseQuery(req.query, noParameters);
        }
        if (bodySchema) {
          const body = await readJsonBody(req, emptyAsObject);
          validate ??= ajv.compile(bodySchema);
          if (!validate(body)) {
            const code = bodyErrorCode(validate.errors, spec.body!.errors ?? {}, spec.body!.fallback ?? 'invalid_body');
            throw new ApiError(code, undefined, { details: ajvDetails(validate.errors) });
          }
          ctx.body = body;
        } else if (checkBody) {
          ctx.body = checkBody(await readJsonBody(req, false));
        } else if (rawBody) {
          ctx.body = await readRawJsonBody(req);
        }
        const reply = await spec.handle(ctx);
        const headers = reply.headers ? Object.assign(ctx.headers, reply.headers) : ctx.headers;
        if (reply.stream) return holding(release, { status: reply.status, headers, stream: reply.stream });
        if (reply.json === undefined && reply.data === undefined) return holding(release, { status: reply.status, headers });
        // JSON unless the reply names its own type (a held Markdown answer).
        if (reply.headers?.['Content-Type'] === undefined) headers['Content-Type'] = jsonContentType;
        const body = reply.json ?? serializer(reply.status)(reply.data);
        return holding(release, reply.shared ? { status: reply.status, headers, body, shared: true } : { status: reply.status, headers, body });
      } catch (error) {
        return holding(release, errorResponse(error, req.requestId, log, ctx.headers));
      }
    },
  };
  if (!observe) return route;
  const answer = route.handle;
  const answered = observe(spec.method, spec.path);
  return {
    ...route,
    // A .then, not an async function: one promise fewer on the hot path.
    handle(req) {
      const started = performance.now();
      return answer(req).then((response) => {
        answered(response.status, (performance.now() - started) / 1000);
        return response;
      });
    },
  };
}
