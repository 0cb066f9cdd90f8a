import { Secret, TOTP } from 'otpauth';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

const algorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

interface Inputs {
  secret: string;
  digits: number;
  period: number;
  algorithm: (typeof algorithms)[number];
  at?: string;
  issuer: string;
  label: string;
}

export default defineTool({
  slug: 'totp-generator',
  name: 'TOTP code generator',
  category: 'security',
  draws: ['clock'],
  description:
    'Computes the time-based one-time password (RFC 6238, as in authenticator apps) for a Base32 secret at a given time (default now), with the seconds left in its period, the neighbouring codes and an otpauth:// URI for QR enrolment.',
  inputSchema: {
    type: 'object',
    properties: {
      secret: { type: 'string', minLength: 1, maxLength: 1024, description: 'The shared secret in Base32 (spaces and case ignored).' },
      digits: { type: 'integer', minimum: 6, maximum: 10, default: 6, description: 'Code length.' },
      period: { type: 'integer', minimum: 1, maximum: 300, default: 30, description: 'Seconds each code is valid.' },
      algorithm: { type: 'string', enum: algorithms, default: 'SHA1', description: 'HMAC hash (authenticator apps mostly support only SHA1).' },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'The moment to compute the code for, ISO 8601 with a time zone (e.g. 2024-05-01T12:00:00Z); defaults to now.',
      },
      issuer: { type: 'string', maxLength: 200, default: '', description: 'Service name shown in the authenticator (URI only).' },
      label: { type: 'string', maxLength: 200, default: 'user', description: 'Account name shown in the authenticator (URI only).' },
    },
    required: ['secret'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'The one-time password valid at the given time.' },
      counter: { type: 'integer', description: 'The time step: floor(unix seconds / period).' },
      secondsRemaining: { type: 'integer', description: 'Seconds until the code changes.' },
      validFrom: { type: 'string', description: 'Start of the code\'s period (ISO 8601, UTC).' },
      validUntil: { type: 'string', description: 'End of the code\'s period (ISO 8601, UTC, exclusive).' },
      previousCode: { type: 'string', description: 'The code of the previous period (verifiers often accept it for clock drift); empty at the first period.' },
      nextCode: { type: 'string', description: 'The code of the next period.' },
      uri: { type: 'string', description: 'otpauth:// key URI to encode in a QR code; it contains the secret.' },
    },
    required: ['code', 'counter', 'secondsRemaining', 'validFrom', 'validUntil', 'previousCode', 'nextCode', 'uri'],
  },
  examples: [
    {
      inputs: {
        secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
        digits: 8,
        period: 30,
        algorithm: 'SHA1',
        at: '2009-02-13T23:31:30Z',
        issuer: '',
        label: 'rfc6238',
      },
      result: {
        code: '89005924',
        counter: 41_152_263,
        secondsRemaining: 30,
        validFrom: '2009-02-13T23:31:30.000Z',
        validUntil: '2009-02-13T23:32:00.000Z',
        previousCode: '39980357',
        nextCode: '38590587',
        uri: 'otpauth://totp/rfc6238?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=8&period=30',
      },
    },
    {
      inputs: {
        secret: 'JBSW Y3DP EHPK 3PXP',
        digits: 6,
        period: 30,
        algorithm: 'SHA1',
        at: '2024-05-01T12:00:10Z',
        issuer: 'ACME Co',
        label: 'alice@example.com',
      },
      result: {
        code: '802879',
        counter: 57_152_160,
        secondsRemaining: 20,
        validFrom: '2024-05-01T12:00:00.000Z',
        validUntil: '2024-05-01T12:00:30.000Z',
        previousCode: '433602',
        nextCode: '170362',
        uri: 'otpauth://totp/ACME%20Co:alice%40example.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
      },
    },
  ],
  run({ secret, digits, period, algorithm, at, issuer, label }: Inputs) {
    const key = attempt('"secret" is not valid Base32 (letters A–Z and digits 2–7)', () =>
      Secret.fromBase32(secret.replace(/[\s-]/g, '').toUpperCase()),
    );
    if (key.bytes.length === 0) throw new ToolError('"secret" decodes to no bytes: give at least 2 Base32 characters (16 or more is usual).');
    const timestamp = at === undefined ? Date.now() : Date.parse(at);
    if (Number.isNaN(timestamp)) throw new ToolError(`"at" is not a valid date-time: ${at}`);
    if (timestamp < 0) throw new ToolError('"at" is before 1970-01-01T00:00:00Z, where TOTP time steps begin.');
    const totp = new TOTP({ issuer, label, issuerInLabel: issuer !== '', secret: key, digits, period, algorithm });
    const counter = totp.counter({ timestamp });
    const start = counter * period * 1000;
    const codeAt = (step: number) => totp.generate({ timestamp: step * period * 1000 });
    return {
      code: totp.generate({ timestamp }),
      counter,
      secondsRemaining: Math.ceil(totp.remaining({ timestamp }) / 1000),
      validFrom: new Date(start).toISOString(),
      validUntil: new Date(start + period * 1000).toISOString(),
      previousCode: counter > 0 ? codeAt(counter - 1) : '',
      nextCode: codeAt(counter + 1),
      uri: attempt('Could not build the otpauth URI (is there an unpaired surrogate in issuer or label?)', () => totp.toString()),
    };
  },
});
