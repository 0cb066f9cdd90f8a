import { SignJWT, type JWTPayload } from 'jose';
import { ToolError, defineTool, nullable } from '../define.ts';
import { parseJsonInput } from '../input.ts';
import { valueDepth } from '../json-text.ts';
import { isoSeconds, secretBytes } from '../jwt-claims.ts';

const algorithms = ['HS256', 'HS384', 'HS512'] as const;
const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';
const MAX_DEPTH = 64;

interface Inputs {
  payload: string;
  secret: string;
  secretEncoding: 'utf8' | 'base64' | 'hex';
  algorithm: (typeof algorithms)[number];
  expiresIn?: number;
  at?: string;
}

export default defineTool({
  slug: 'jwt-generator',
  name: 'JWT generator',
  category: 'security',
  draws: ['clock'],
  description:
    'Signs a JSON payload as a JSON Web Token with HMAC (HS256, HS384 or HS512) and a shared secret. Sets "iat" to the given time (default now) and, when expiresIn is given, "exp" to iat + expiresIn, overriding those claims in the payload.',
  inputSchema: {
    type: 'object',
    properties: {
      payload: { type: 'string', maxLength: 32_768, description: 'The claims as a JSON object, e.g. {"sub":"42","role":"admin"}.' },
      secret: { type: 'string', minLength: 1, maxLength: 4096, description: 'The shared HMAC secret.' },
      secretEncoding: {
        type: 'string',
        enum: ['utf8', 'base64', 'hex'],
        default: 'utf8',
        description: 'How to read the secret: as UTF-8 text, or as Base64/hex bytes.',
      },
      algorithm: { type: 'string', enum: algorithms, default: 'HS256', description: 'HMAC signing algorithm (the "alg" header): HS256 (the default), HS384 or HS512.' },
      expiresIn: { type: 'integer', minimum: 1, maximum: 315_360_000, description: 'Lifetime in seconds (sets "exp"); omit for no expiry.' },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'Issue time for "iat", ISO 8601 with a time zone (e.g. 2024-05-01T12:00:00Z); defaults to now.',
      },
    },
    required: ['payload', 'secret'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      token: { type: 'string', description: 'The signed JWT (header.payload.signature, Base64url).' },
      header: { type: 'object', description: 'The protected header.', properties: { alg: { type: 'string' }, typ: { type: 'string' } }, required: ['alg', 'typ'] },
      payload: { description: 'The claims as signed, with iat (and exp) added.' },
      issuedAt: { type: 'string', description: 'The "iat" claim as ISO 8601 (UTC).' },
      expiresAt: nullable({ type: 'string' }, { description: 'The "exp" claim as ISO 8601 (UTC), or null without expiresIn.' }),
      secretBytes: { type: 'integer', description: 'Length of the secret in bytes.' },
      warnings: {
        type: 'array',
        items: { type: 'string' },
        description: 'Weaknesses worth fixing, e.g. a secret shorter than RFC 7518 asks (32, 48 or 64 bytes).',
      },
    },
    required: ['token', 'header', 'payload', 'issuedAt', 'expiresAt', 'secretBytes', 'warnings'],
  },
  examples: [
    {
      inputs: {
        payload: '{"sub":"1234567890","name":"John Doe","admin":true}',
        secret: 'a-string-secret-at-least-256-bits-long',
        secretEncoding: 'utf8',
        algorithm: 'HS256',
        at: '2018-01-18T01:30:22Z',
      },
      result: {
        token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.KMUFsIDTnFmyG3nMiGM6H9FNFUROf3wh7SmqJp-QV30',
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'John Doe', admin: true, iat: 1_516_239_022 },
        issuedAt: '2018-01-18T01:30:22.000Z',
        expiresAt: null,
        secretBytes: 38,
        warnings: ['The token never expires: set expiresIn.'],
      },
    },
    {
      inputs: {
        payload: '{"sub":"user-42","scope":["read","write"]}',
        secret: 'c2VjcmV0LWtleS1mb3ItaHM1MTItdG9rZW5zLWF0LWxlYXN0LTY0LWJ5dGVzLWxvbmctMDEyMzQ1Njc4OWFiYw==',
        secretEncoding: 'base64',
        algorithm: 'HS512',
        expiresIn: 3600,
        at: '2024-05-01T12:00:00Z',
      },
      result: {
        token:
          'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwic2NvcGUiOlsicmVhZCIsIndyaXRlIl0sImlhdCI6MTcxNDU2NDgwMCwiZXhwIjoxNzE0NTY4NDAwfQ.LE_plIll5dQOtX1eL562k8vhlOkgaXY5tR5Hn-K0HDQ5jZUQRqbVqlhGDMv5YuYaUMasnCVQEvBRTbYYTUWAOg',
        header: { alg: 'HS512', typ: 'JWT' },
        payload: { sub: 'user-42', scope: ['read', 'write'], iat: 1_714_564_800, exp: 1_714_568_400 },
        issuedAt: '2024-05-01T12:00:00.000Z',
        expiresAt: '2024-05-01T13:00:00.000Z',
        secretBytes: 64,
        warnings: [],
      },
    },
  ],
  async run({ payload, secret, secretEncoding, algorithm, expiresIn, at }: Inputs) {
    const claims = parseJsonInput(payload, 'payload');
    if (claims === null || typeof claims !== 'object' || Array.isArray(claims)) {
      throw new ToolError('"payload" must be a JSON object of claims, e.g. {"sub":"42"}.');
    }
    if (valueDepth(claims, MAX_DEPTH) > MAX_DEPTH) throw new ToolError(`"payload" is nested more than ${MAX_DEPTH} levels deep.`);
    const key = secretBytes(secret, secretEncoding);
    if (key.length === 0) throw new ToolError('"secret" decodes to no bytes.');
    const issued = at === undefined ? Date.now() : Date.parse(at);
    if (Number.isNaN(issued)) throw new ToolError(`"at" is not a valid date-time: ${at}`);
    const iat = Math.floor(issued / 1000);
    const signed: JWTPayload = { ...(claims as JWTPayload), iat };
    if (expiresIn !== undefined) signed.exp = iat + expiresIn;
    const header = { alg: algorithm, typ: 'JWT' };
    const warnings: string[] = [];
    const minimum = Number(algorithm.slice(2)) / 8;
    if (key.length < minimum) {
      warnings.push(`The secret is ${key.length} bytes; RFC 7518 requires at least ${minimum} bytes for ${algorithm}, and a random one.`);
    }
    if (expiresIn === undefined && signed.exp === undefined) warnings.push('The token never expires: set expiresIn.');
    let token: string;
    try {
      token = await new SignJWT(signed).setProtectedHeader(header).sign(key);
    } catch (error) {
      throw new ToolError(`Could not sign the token: ${(error as Error).message.slice(0, 200)}`);
    }
    return {
      token,
      header,
      payload: signed,
      issuedAt: new Date(iat * 1000).toISOString(),
      expiresAt: isoSeconds(signed.exp),
      secretBytes: key.length,
      warnings,
    };
  },
});
