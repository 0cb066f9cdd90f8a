// The error envelope: codes map to statuses, extras pass through, and a bug never shows its stack to the caller.
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../src/api/error-response.ts';
import { ApiError, errorCodes, serviceBusy } from '../../src/errors.ts';
import type { Logger } from '../../src/log.ts';

function capturingLogger() {
  const lines: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
  const log: Logger = {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (msg, fields) => lines.push({ msg, fields }),
  };
  return { log, lines };
}

describe('errorResponse', () => {
  it('answers an ApiError with its status, code, extras and headers', () => {
    const { log, lines } = capturingLogger();
    const response = errorResponse(
      new ApiError('rate_limit_exceeded', undefined, { retryAfter: '2026-01-01T00:00:00.000Z' }, { 'Retry-After': '5' }),
      'req-1',
      log,
      { 'X-RateLimit-Limit': '100' },
    );
    expect(response.status).toBe(429);
    expect(response.headers).toMatchObject({ 'Retry-After': '5', 'X-RateLimit-Limit': '100' });
    expect(JSON.parse(String(response.body))).toEqual({
      error: 'rate_limit_exceeded',
      message: errorCodes.rate_limit_exceeded.message,
      requestId: 'req-1',
      retryAfter: '2026-01-01T00:00:00.000Z',
    });
    expect(lines).toEqual([]);
  });

  it('gives every 503 a Retry-After: the refusal\'s own, or 1 s', () => {
    const { log } = capturingLogger();
    const busy = errorResponse(serviceBusy('The pool is full.', 4.2), 'req-2', log);
    expect([busy.status, busy.headers?.['Retry-After']]).toEqual([503, '5']);
    expect(Date.parse(JSON.parse(String(busy.body)).retryAfter)).toBeGreaterThan(Date.now() + 4_000);
    const unready = errorResponse(new ApiError('not_ready'), 'req-3', log);
    expect([unready.status, unready.headers?.['Retry-After']]).toEqual([503, '1']);
    expect(errorResponse(new ApiError('tool_timeout'), 'req-4', log).headers?.['Retry-After']).toBeUndefined();
  });

  it('answers anything else as a bare 500 and keeps the stack in the server log', () => {
    const { log, lines } = capturingLogger();
    const bug = new TypeError('cannot read properties of undefined (secret detail)');
    const response = errorResponse(bug, 'req-2', log);
    expect(response.status).toBe(500);
    expect(response.body).not.toMatch(/secret detail|TypeError|at /);
    expect(JSON.parse(String(response.body))).toMatchObject({ error: 'internal_error', requestId: 'req-2' });
    expect(lines[0]!.fields).toMatchObject({ requestId: 'req-2', error: bug });
  });

  it('gives every code a 4xx or 5xx status and a message', () => {
    for (const [code, { status, message }] of Object.entries(errorCodes)) {
      expect([code, status >= 400 && status < 600, message.length > 0]).toEqual([code, true, true]);
    }
  });
});
