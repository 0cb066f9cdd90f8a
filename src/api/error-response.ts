// The error envelope: `{error, message, requestId, details?, retryAfter?, suggestions?}`; never a stack.
import fastJson from 'fast-json-stringify';
import { DroppedTurnError } from '../duckdb.ts';
import { ApiError, isStoreUnreachable } from '../errors.ts';
import { BodyAbortedError, newRecord, type HttpResponse } from '../http/types.ts';
import type { Logger } from '../log.ts';
import type { JsonSchema } from '../tools/define.ts';

export const errorEnvelopeSchema: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'Stable error code.' },
    message: { type: 'string', description: 'What went wrong, for people.' },
    requestId: { type: 'string', description: 'The X-Request-Id of this answer.' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          message: { type: 'string' },
          legal: { type: 'array', items: { type: 'string' }, description: 'illegal_choice: the choices legal now.' },
          runId: { type: 'string', description: 'duplicate_run: the stored run it equals.' },
          matchId: { type: 'string', description: 'duplicate_match: the stored match it equals.' },
        },
        required: ['path', 'message'],
      },
    },
    retryAfter: { type: 'string', format: 'date-time' },
    suggestions: { type: 'array', items: { type: 'string' } },
  },
  required: ['error', 'message', 'requestId'],
};

const serializeError = fastJson(errorEnvelopeSchema);

export const jsonContentType = 'application/json; charset=utf-8';

/**
 * Any thrown value → its envelope. Non-ApiErrors are bugs: logged with their stack, answered as a bare 500. A client
 * that went away mid-body is no bug (and anyone can cause it, so it is not worth more than a debug line); neither is a
 * store that cannot be reached (503 not_ready, a warning). Every 503 carries Retry-After: the error's own, or 1 s.
 */
export function errorResponse(
  error: unknown,
  requestId: string,
  log: Logger,
  headers: Record<string, string> = {},
): HttpResponse {
  const unreachable = isStoreUnreachable(error);
  const apiError = error instanceof ApiError ? error : new ApiError(unreachable ? 'not_ready' : 'internal_error');
  if (error instanceof BodyAbortedError) log.debug('client went away before its body was complete', { requestId });
  else if (error instanceof DroppedTurnError) log.debug('client went away before its read had its turn', { requestId });
  else if (unreachable) log.warn('a store is unreachable', { requestId, error: (error as Error).message });
  else if (apiError.code === 'internal_error') log.error('unhandled error', { requestId, error });
  return {
    status: apiError.status,
    headers: Object.assign(newRecord<string>(), headers, apiError.status === 503 ? { 'Retry-After': '1' } : {}, apiError.headers, {
      'Content-Type': jsonContentType,
    }),
    body: serializeError({ error: apiError.code, message: apiError.message, requestId, ...apiError.extras }),
  };
}
