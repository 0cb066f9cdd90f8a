import { decodeJwt, decodeProtectedHeader } from 'jose';
import { ToolError, defineTool, nullable } from '../define.ts';
import { jsonDepth } from '../json-text.ts';

const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** The instant of an ISO 8601 date-time with offset, refusing impossible dates such as February 30. */
function instant(at: string): number {
  const ms = Date.parse(at);
  const [year, month, day] = at.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (Number.isNaN(ms) || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    throw new ToolError(`"at" is not a valid date-time: ${at}`);
  }
  return ms;
}

/** A NumericDate claim (seconds since the epoch) as an ISO 8601 string, or null when absent or not a usable number. */
function numericDate(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const date = new Date(value * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface Result {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
  algorithm: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  notBefore: string | null;
  expired: boolean | null;
  notYetValid: boolean | null;
}

export default defineTool({
  slug: 'jwt-decoder',
  name: 'JWT decoder',
  category: 'developer',
  draws: ['clock'],
  description:
    'Decodes the header and payload of a JSON Web Token (JWS compact form) WITHOUT verifying its signature, and reports the iat, exp and nbf claims as ISO 8601 dates and whether the token is expired at a given time.',
  inputSchema: {
    type: 'object',
    properties: {
      token: {
        type: 'string',
        maxLength: 100_000,
        description: 'The JWT (three base64url parts separated by dots); a leading "Bearer " is ignored.',
      },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'ISO 8601 date-time (with Z or an offset) to judge expiry against; defaults to now.',
      },
    },
    required: ['token'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      header: { type: 'object', additionalProperties: true, description: 'The decoded JOSE header.' },
      payload: { type: 'object', additionalProperties: true, description: 'The decoded claims.' },
      signature: { type: 'string', description: 'The signature part as given (base64url), empty for unsecured tokens.' },
      algorithm: nullable({ type: 'string' }, { description: 'The "alg" header parameter.' }),
      issuedAt: nullable({ type: 'string' }, { description: 'The "iat" claim as an ISO 8601 date.' }),
      expiresAt: nullable({ type: 'string' }, { description: 'The "exp" claim as an ISO 8601 date.' }),
      notBefore: nullable({ type: 'string' }, { description: 'The "nbf" claim as an ISO 8601 date.' }),
      expired: nullable({ type: 'boolean' }, { description: 'Whether "exp" is at or before "at"; null without "exp".' }),
      notYetValid: nullable({ type: 'boolean' }, { description: 'Whether "nbf" is after "at"; null without "nbf".' }),
    },
    required: ['header', 'payload', 'signature', 'algorithm', 'issuedAt', 'expiresAt', 'notBefore', 'expired', 'notYetValid'],
  },
  examples: [
    {
      inputs: {
        token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        at: '2024-05-01T12:00:00Z',
      },
      result: {
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
        signature: 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        algorithm: 'HS256',
        issuedAt: '2018-01-18T01:30:22.000Z',
        expiresAt: null,
        notBefore: null,
        expired: null,
        notYetValid: null,
      },
    },
    {
      inputs: {
        token:
          'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6ImtleS0xIn0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJhdWQiOiJhcGkiLCJzY29wZSI6InJlYWQgd3JpdGUiLCJpYXQiOjE3MDAwMDAwMDAsIm5iZiI6MTcwMDAwMDAwMCwiZXhwIjoxNzAwMDAzNjAwfQ.c2lnbmF0dXJl',
        at: '2023-11-14T23:30:00Z',
      },
      result: {
        header: { alg: 'RS256', kid: 'key-1' },
        payload: {
          iss: 'https://auth.example.com',
          aud: 'api',
          scope: 'read write',
          iat: 1700000000,
          nbf: 1700000000,
          exp: 1700003600,
        },
        signature: 'c2lnbmF0dXJl',
        algorithm: 'RS256',
        issuedAt: '2023-11-14T22:13:20.000Z',
        expiresAt: '2023-11-14T23:13:20.000Z',
        notBefore: '2023-11-14T22:13:20.000Z',
        expired: true,
        notYetValid: false,
      },
    },
  ],
  run({ token, at }: { token: string; at?: string }): Result {
    const now = at === undefined ? Date.now() : instant(at);
    const compact = token.trim().replace(/^Bearer\s+/i, '');
    const parts = compact.split('.');
    if (parts.length === 5) throw new ToolError('This is an encrypted token (JWE); its payload cannot be read without the key.');
    if (parts.length !== 3) {
      throw new ToolError(`A JWT has three base64url parts separated by dots (header.payload.signature); this has ${parts.length}.`);
    }
    for (const part of parts.slice(0, 2)) {
      if (jsonDepth(Buffer.from(part, 'base64url').toString('utf8')) > 100) {
        throw new ToolError('The token header or payload is nested more than 100 levels deep.');
      }
    }
    let header: Record<string, unknown>;
    let payload: Record<string, unknown>;
    try {
      header = decodeProtectedHeader(compact) as Record<string, unknown>;
    } catch {
      throw new ToolError('The header part is not a base64url-encoded JSON object.');
    }
    try {
      payload = decodeJwt(compact) as Record<string, unknown>;
    } catch {
      throw new ToolError('The payload part is not a base64url-encoded JSON object (a JWT claims set).');
    }
    const expiresAt = numericDate(payload.exp);
    const notBefore = numericDate(payload.nbf);
    return {
      header,
      payload,
      signature: parts[2]!,
      algorithm: typeof header.alg === 'string' ? header.alg : null,
      issuedAt: numericDate(payload.iat),
      expiresAt,
      notBefore,
      expired: expiresAt === null ? null : (payload.exp as number) * 1000 <= now,
      notYetValid: notBefore === null ? null : (payload.nbf as number) * 1000 > now,
    };
  },
});
