// Calls the service's own JSON API from a page: same origin, the session cookie sent, errors as the API's envelope.
import type { paths } from './openapi.d.ts';

export interface ApiError {
  error: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
}

export interface Answer<T> {
  status: number;
  ok: boolean;
  /** The parsed body on success; on failure the error envelope is in `error`. */
  data: T;
  error: ApiError | null;
  headers: Headers;
  /** Wall time of the request in the browser, in milliseconds. */
  ms: number;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function api<T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return failed(0, { error: 'network_error', message: 'The service could not be reached.' }, new Headers(), started);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON body (a proxy's error page): reported below as an error without an envelope.
  }
  if (response.ok) return { status: response.status, ok: true, data: parsed as T, error: null, headers: response.headers, ms: performance.now() - started };
  const envelope = isEnvelope(parsed) ? parsed : { error: `http_${response.status}`, message: text.slice(0, 200) || response.statusText };
  return failed(response.status, envelope, response.headers, started);
}

const isEnvelope = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && typeof (value as ApiError).error === 'string' && typeof (value as ApiError).message === 'string';

function failed<T>(status: number, error: ApiError, headers: Headers, started: number): Answer<T> {
  return { status, ok: false, data: undefined as T, error, headers, ms: performance.now() - started };
}

type Method = 'get' | 'post' | 'delete';

/**
 * The JSON body `path` answers to `method` with `status`, as the service's OpenAPI document declares it (the types in
 * openapi.d.ts are generated from that document, and a test fails when they drift from it).
 */
export type JsonOf<P extends keyof paths, M extends Method, S extends number = 200> = paths[P][M] extends { responses: infer R }
  ? R extends { [K in S]: { content: { 'application/json': infer T } } }
    ? T
    : never
  : never;
