import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { ToolError, defineTool, nullable } from '../define.ts';
import { valueDepth } from '../json-text.ts';
import { isoSeconds, secretBytes } from '../jwt-claims.ts';

const algorithms = ['HS256', 'HS384', 'HS512'] as const;
const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';
const MAX_DEPTH = 64;

interface Inputs {
  token: string;
  secret: string;
  secretEncoding: 'utf8' | 'base64' | 'hex';
  algorithms: Array<(typeof algorithms)[number]>;
  at?: string;
  clockTolerance: number;
  issuer?: string;
  audience?: string;
}

/** Turns jose's verification failure into a short reason a person can act on. */
function reasonFor(error: unknown, payload: Record<string, unknown>): { code: string; reason: string } {
  if (error instanceof errors.JWTExpired) {
    return { code: 'expired', reason: `The token expired at ${isoSeconds(payload.exp) ?? 'its "exp" time'}.` };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return { code: 'bad_signature', reason: 'The signature does not match: wrong secret, or the token was altered.' };
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return { code: 'algorithm_not_allowed', reason: 'The token\'s "alg" is not one of the allowed HMAC algorithms.' };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return { code: `claim_${error.claim}`, reason: `${error.message} (${error.reason.replace(/_/g, ' ')}).` };
  }
  if (error instanceof errors.JOSEError) return { code: 'invalid', reason: error.message };
  return { code: 'invalid', reason: error instanceof Error ? error.message.slice(0, 300) : String(error) };
}

export default defineTool({
  slug: 'jwt-verifier',
  name: 'JWT verifier',
  category: 'security',
  draws: ['clock'],
  description:
    'Verifies an HMAC-signed JSON Web Token (HS256/384/512) against a shared secret at a given time (default now): signature, algorithm allowlist, exp/nbf/iat, and optionally issuer and audience. Returns valid with a reason when not, plus the decoded header and claims.',
  inputSchema: {
    type: 'object',
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 65_536, description: 'The compact JWT: header.payload.signature.' },
      secret: { type: 'string', minLength: 1, maxLength: 4096, description: 'The shared HMAC secret.' },
      secretEncoding: {
        type: 'string',
        enum: ['utf8', 'base64', 'hex'],
        default: 'utf8',
        description: 'How to read the secret: as UTF-8 text, or as Base64/hex bytes.',
      },
      algorithms: {
        type: 'array',
        items: { type: 'string', enum: algorithms },
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
        default: [...algorithms],
        description: 'The algorithms to accept; any other "alg" (including "none") is rejected.',
      },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'The "current" time for exp/nbf checks, ISO 8601 with a time zone; defaults to now.',
      },
      clockTolerance: { type: 'integer', minimum: 0, maximum: 86_400, default: 0, description: 'Seconds of clock skew to allow on exp/nbf.' },
      issuer: { type: 'string', maxLength: 1000, description: 'Require this "iss" claim.' },
      audience: { type: 'string', maxLength: 1000, description: 'Require this value in the "aud" claim.' },
    },
    required: ['token', 'secret'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      code: nullable(
        { type: 'string' },
        { description: 'Why not valid: expired, bad_signature, algorithm_not_allowed, claim_<name> or invalid; null when valid.' },
      ),
      reason: nullable({ type: 'string' }, { description: 'A readable explanation; null when valid.' }),
      header: { description: 'The decoded protected header.' },
      payload: { description: 'The decoded claims (shown even when verification fails: do not trust them then).' },
      issuedAt: nullable({ type: 'string' }, { description: '"iat" as ISO 8601; null when absent.' }),
      expiresAt: nullable({ type: 'string' }, { description: '"exp" as ISO 8601; null when absent.' }),
      notBefore: nullable({ type: 'string' }, { description: '"nbf" as ISO 8601; null when absent.' }),
    },
    required: ['valid', 'code', 'reason', 'header', 'payload', 'issuedAt', 'expiresAt', 'notBefore'],
  },
  examples: [
    {
      inputs: {
        token:
          'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwic2NvcGUiOlsicmVhZCIsIndyaXRlIl0sImlhdCI6MTcxNDU2NDgwMCwiZXhwIjoxNzE0NTY4NDAwfQ.LE_plIll5dQOtX1eL562k8vhlOkgaXY5tR5Hn-K0HDQ5jZUQRqbVqlhGDMv5YuYaUMasnCVQEvBRTbYYTUWAOg',
        secret: 'secret-key-for-hs512-tokens-at-least-64-bytes-long-0123456789abc',
        secretEncoding: 'utf8',
        algorithms: ['HS256', 'HS384', 'HS512'],
        at: '2024-05-01T12:30:00Z',
        clockTolerance: 0,
      },
      result: {
        valid: true,
        code: null,
        reason: null,
        header: { alg: 'HS512', typ: 'JWT' },
        payload: { sub: 'user-42', scope: ['read', 'write'], iat: 1_714_564_800, exp: 1_714_568_400 },
        issuedAt: '2024-05-01T12:00:00.000Z',
        expiresAt: '2024-05-01T13:00:00.000Z',
        notBefore: null,
      },
    },
    {
      inputs: {
        token:
          'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwic2NvcGUiOlsicmVhZCIsIndyaXRlIl0sImlhdCI6MTcxNDU2NDgwMCwiZXhwIjoxNzE0NTY4NDAwfQ.LE_plIll5dQOtX1eL562k8vhlOkgaXY5tR5Hn-K0HDQ5jZUQRqbVqlhGDMv5YuYaUMasnCVQEvBRTbYYTUWAOg',
        secret: 'secret-key-for-hs512-tokens-at-least-64-bytes-long-0123456789abc',
        secretEncoding: 'utf8',
        algorithms: ['HS256', 'HS384', 'HS512'],
        at: '2024-05-01T14:00:00Z',
        clockTolerance: 60,
      },
      result: {
        valid: false,
        code: 'expired',
        reason: 'The token expired at 2024-05-01T13:00:00.000Z.',
        header: { alg: 'HS512', typ: 'JWT' },
        payload: { sub: 'user-42', scope: ['read', 'write'], iat: 1_714_564_800, exp: 1_714_568_400 },
        issuedAt: '2024-05-01T12:00:00.000Z',
        expiresAt: '2024-05-01T13:00:00.000Z',
        notBefore: null,
      },
    },
    {
      inputs: {
        token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.KMUFsIDTnFmyG3nMiGM6H9FNFUROf3wh7SmqJp-QV30',
        secret: 'not-the-right-secret',
        secretEncoding: 'utf8',
        algorithms: ['HS256'],
        at: '2024-05-01T12:00:00Z',
        clockTolerance: 0,
      },
      result: {
        valid: false,
        code: 'bad_signature',
        reason: 'The signature does not match: wrong secret, or the token was altered.',
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'John Doe', admin: true, iat: 1_516_239_022 },
        issuedAt: '2018-01-18T01:30:22.000Z',
        expiresAt: null,
        notBefore: null,
      },
    },
  ],
  async run({ token, secret, secretEncoding, algorithms: allowed, at, clockTolerance, issuer, audience }: Inputs) {
    const compact = token.trim();
    let header: unknown;
    let payload: Record<string, unknown>;
    try {
      header = decodeProtectedHeader(compact);
      payload = decodeJwt(compact);
    } catch (error) {
      throw new ToolError(
        `"token" is not a compact JWT (three Base64url parts separated by dots, with JSON header and claims): ${(error as Error).message.slice(0, 200)}`,
      );
    }
    if (compact.split('.').length !== 3) throw new ToolError('"token" must have exactly three dot-separated parts.');
    if (valueDepth(header, MAX_DEPTH) > MAX_DEPTH || valueDepth(payload, MAX_DEPTH) > MAX_DEPTH) throw new ToolError(`The token's JSON is nested more than ${MAX_DEPTH} levels deep.`);
    const key = secretBytes(secret, secretEncoding);
    if (key.length === 0) throw new ToolError('"secret" decodes to no bytes.');
    const now = at === undefined ? new Date() : new Date(at);
    if (Number.isNaN(now.getTime())) throw new ToolError(`"at" is not a valid date-time: ${at}`);

    let verdict: { code: string; reason: string } | null = null;
    try {
      await jwtVerify(compact, key, {
        algorithms: allowed,
        currentDate: now,
        clockTolerance,
        ...(issuer === undefined ? {} : { issuer }),
        ...(audience === undefined ? {} : { audience }),
      });
    } catch (error) {
      verdict = reasonFor(error, payload);
    }
    return {
      valid: verdict === null,
      code: verdict?.code ?? null,
      reason: verdict?.reason ?? null,
      header,
      payload,
      issuedAt: isoSeconds(payload.iat),
      expiresAt: isoSeconds(payload.exp),
      notBefore: isoSeconds(payload.nbf),
    };
  },
});
