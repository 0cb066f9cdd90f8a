// Turning request bodies into validated values, and Ajv's complaints into the envelope's `details`.
import { isAscii } from 'node:buffer';
import type { ErrorObject } from 'ajv';
import { ApiError, type ErrorCode, type ErrorDetail } from '../errors.ts';
import { BodyTooLargeError, TooManyUploadsError, type HttpRequest } from '../http/types.ts';

/** `{path, message}` per Ajv error; paths are JSON Pointers under `base`. */
export function ajvDetails(errors: ErrorObject[] | null | undefined, base = ''): ErrorDetail[] {
  return (errors ?? []).slice(0, 20).map((error) => {
    const missing = error.keyword === 'required' ? `/${(error.params as { missingProperty: string }).missingProperty}` : '';
    const extra =
      error.keyword === 'additionalProperties'
        ? `/${(error.params as { additionalProperty: string }).additionalProperty}`
        : '';
    const path = `${base}${error.instancePath}${missing || extra}` || '/';
    const message =
      error.keyword === 'additionalProperties'
        ? 'is not a known property'
        : error.keyword === 'required'
          ? 'is required'
          : error.keyword === 'enum'
            ? `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
            : (error.message ?? 'is invalid');
    return { path, message };
  });
}

/** The top-level property an Ajv error is about ('' for the body as a whole). */
export function topLevelProperty(error: ErrorObject): string {
  const [, first] = error.instancePath.split('/');
  if (first !== undefined) return first;
  if (error.keyword === 'required') return (error.params as { missingProperty: string }).missingProperty;
  if (error.keyword === 'additionalProperties') return (error.params as { additionalProperty: string }).additionalProperty;
  return '';
}

const jsonMediaType = /^\s*application\/json\s*(?:;|$)/i;
export const isJsonContentType = (value: string | undefined): boolean => value !== undefined && jsonMediaType.test(value);

/**
 * The bytes of a JSON body, unparsed: 415 without a JSON content type, 413 past the size cap, 429 while the client's
 * address has too many other bodies arriving.
 */
export async function readRawJsonBody(req: HttpRequest): Promise<Buffer> {
  if (!isJsonContentType(req.headers['content-type'])) throw new ApiError('unsupported_media_type');
  try {
    return await req.body();
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new ApiError('payload_too_large', `The request body is over the limit of ${error.limit} bytes.`);
    }
    if (error instanceof TooManyUploadsError) {
      throw new ApiError(
        'rate_limit_exceeded',
        `At most ${error.perAddress} request bodies may be arriving from one address at once; finish or cancel one first.`,
        { retryAfter: new Date(Date.now() + 1_000).toISOString() },
        { 'Retry-After': '1' },
      );
    }
    throw error;
  }
}

/**
 * Reads a JSON body: 415 without a JSON content type, 413 past the size cap, 400 `invalid_json` for bad JSON.
 * An empty body reads as `{}` where the route allows it (every field optional).
 */
export async function readJsonBody(req: HttpRequest, emptyAsObject: boolean): Promise<unknown> {
  const raw = await readRawJsonBody(req);
  if (raw.length === 0 && emptyAsObject) return {};
  try {
    // ASCII decodes the same either way, and Latin-1 skips UTF-8's checks: most bodies are ASCII.
    return JSON.parse(raw.toString(isAscii(raw) ? 'latin1' : 'utf8'));
  } catch {
    throw new ApiError('invalid_json');
  }
}

/** Picks the error code for a failed body: the first failing top-level property's, else the route's fallback. */
export function bodyErrorCode(
  errors: ErrorObject[] | null | undefined,
  codes: Partial<Record<string, ErrorCode>>,
  fallback: ErrorCode,
): ErrorCode {
  for (const error of errors ?? []) {
    // The property is client text: `constructor` must not find Object.prototype's.
    const property = topLevelProperty(error);
    const code = Object.hasOwn(codes, property) ? codes[property] : undefined;
    if (code) return code;
  }
  return fallback;
}
