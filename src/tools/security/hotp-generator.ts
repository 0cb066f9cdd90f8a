import { HOTP, Secret } from 'otpauth';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

const algorithms = ['SHA1', 'SHA256', 'SHA512'] as const;

interface Inputs {
  secret: string;
  counter: number;
  digits: number;
  algorithm: (typeof algorithms)[number];
  count: number;
  issuer: string;
  label: string;
}

export default defineTool({
  slug: 'hotp-generator',
  name: 'HOTP code generator',
  category: 'security',
  description:
    'Computes counter-based one-time passwords (RFC 4226) for a Base32 secret: the code at a counter and optionally the following ones, plus an otpauth:// URI for QR enrolment.',
  inputSchema: {
    type: 'object',
    properties: {
      secret: { type: 'string', minLength: 1, maxLength: 1024, description: 'The shared secret in Base32 (spaces and case ignored).' },
      counter: { type: 'integer', minimum: 0, maximum: 9_007_199_254_740_000, default: 0, description: 'The moving factor of the first code.' },
      digits: { type: 'integer', minimum: 6, maximum: 10, default: 6, description: 'Code length.' },
      algorithm: { type: 'string', enum: algorithms, default: 'SHA1', description: 'HMAC hash (most tokens use SHA1).' },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'How many consecutive codes to list.' },
      issuer: { type: 'string', maxLength: 200, default: '', description: 'Service name shown in the authenticator (URI only).' },
      label: { type: 'string', maxLength: 200, default: 'user', description: 'Account name shown in the authenticator (URI only).' },
    },
    required: ['secret'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'The one-time password at `counter`.' },
      codes: {
        type: 'array',
        description: 'The codes at counter, counter + 1, … (count of them).',
        items: {
          type: 'object',
          properties: { counter: { type: 'integer' }, code: { type: 'string' } },
          required: ['counter', 'code'],
        },
      },
      uri: { type: 'string', description: 'otpauth:// key URI (with the starting counter) to encode in a QR code; it contains the secret.' },
    },
    required: ['code', 'codes', 'uri'],
  },
  examples: [
    {
      inputs: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', counter: 0, digits: 6, algorithm: 'SHA1', count: 3, issuer: '', label: 'rfc4226' },
      result: {
        code: '755224',
        codes: [
          { counter: 0, code: '755224' },
          { counter: 1, code: '287082' },
          { counter: 2, code: '359152' },
        ],
        uri: 'otpauth://hotp/rfc4226?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&counter=0',
      },
    },
    {
      inputs: { secret: 'JBSWY3DPEHPK3PXP', counter: 42, digits: 8, algorithm: 'SHA256', count: 1, issuer: 'ACME Co', label: 'alice@example.com' },
      result: {
        code: '97579425',
        codes: [{ counter: 42, code: '97579425' }],
        uri: 'otpauth://hotp/ACME%20Co:alice%40example.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&counter=42',
      },
    },
  ],
  run({ secret, counter, digits, algorithm, count, issuer, label }: Inputs) {
    const key = attempt('"secret" is not valid Base32 (letters A–Z and digits 2–7)', () =>
      Secret.fromBase32(secret.replace(/[\s-]/g, '').toUpperCase()),
    );
    if (key.bytes.length === 0) throw new ToolError('"secret" decodes to no bytes: give at least 2 Base32 characters (16 or more is usual).');
    const hotp = new HOTP({ issuer, label, issuerInLabel: issuer !== '', secret: key, digits, algorithm, counter });
    const codes = Array.from({ length: count }, (_, i) => ({ counter: counter + i, code: hotp.generate({ counter: counter + i }) }));
    return {
      code: codes[0]!.code,
      codes,
      uri: attempt('Could not build the otpauth URI (is there an unpaired surrogate in issuer or label?)', () => hotp.toString()),
    };
  },
});
