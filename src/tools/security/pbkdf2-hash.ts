import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const pbkdf2Async = promisify(pbkdf2);

const digests = ['sha256', 'sha512', 'sha1'] as const;
type Digest = (typeof digests)[number];

interface Inputs {
  text: string;
  iterations: number;
  digest: Digest;
  keyLength: number;
  seed?: number;
}

/** passlib's "adapted Base64": unpadded standard Base64 with "." in place of "+". */
const ab64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '').replace(/\+/g, '.');

export default defineTool({
  slug: 'pbkdf2-hash',
  name: 'PBKDF2 hash generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Derives a password hash with PBKDF2-HMAC (SHA-256 by default, up to 1,000,000 iterations) and a random 16-byte salt; returns the derived key in hex and Base64 and as a passlib-style string $pbkdf2-sha256$<iterations>$<salt>$<key> ($pbkdf2$ for SHA-1). A seed makes the salt reproducible for testing.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 10_000, description: 'The password to hash (UTF-8).' },
      iterations: {
        type: 'integer',
        minimum: 1000,
        maximum: 1_000_000,
        default: 600_000,
        description: 'Iteration count (OWASP 2023: 600,000 for SHA-256, 210,000 for SHA-512, 1,300,000 for SHA-1).',
      },
      digest: { type: 'string', enum: digests, default: 'sha256', description: 'The HMAC hash function.' },
      keyLength: { type: 'integer', minimum: 16, maximum: 64, default: 32, description: 'Derived key length in bytes.' },
      seed: { ...seedSchema, description: 'Makes the salt reproducible (for tests only); omit it for a cryptographically random salt.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hash: {
        type: 'string',
        description: 'passlib-style string: $pbkdf2-<digest>$<iterations>$<salt>$<key> ($pbkdf2$… for SHA-1), salt and key in adapted Base64 ("." for "+", no padding).',
      },
      derivedKey: { type: 'string', description: 'The derived key in hex.' },
      derivedKeyBase64: { type: 'string', description: 'The derived key in standard Base64.' },
      salt: { type: 'string', description: 'The salt in hex.' },
      iterations: { type: 'integer' },
      digest: { type: 'string' },
      reproducible: { type: 'boolean', description: 'True when a seed fixed the salt: fine for tests, never for stored passwords.' },
    },
    required: ['hash', 'derivedKey', 'derivedKeyBase64', 'salt', 'iterations', 'digest', 'reproducible'],
  },
  heavy: true,
  // One million SHA-1 iterations for a 64-byte key is four PBKDF2 blocks: a few seconds on a slow core.
  timeoutMs: 6000,
  examples: [
    {
      inputs: { text: 'correct horse battery staple', iterations: 600_000, digest: 'sha256', keyLength: 32, seed: 42 },
      result: {
        hash: '$pbkdf2-sha256$600000$1emv9JLkZFPT4fd55Zm6UA$g54ij22HkVfePKM.4FVGVARoRHKJiSyHSbHegdRoIyQ',
        derivedKey: '839e228f6d879157de3ca33ee05546540468447289892c8749b1de81d4682324',
        derivedKeyBase64: 'g54ij22HkVfePKM+4FVGVARoRHKJiSyHSbHegdRoIyQ=',
        salt: 'd5e9aff492e46453d3e1f779e599ba50',
        iterations: 600_000,
        digest: 'sha256',
        reproducible: true,
      },
    },
    {
      inputs: { text: 'hunter2', iterations: 210_000, digest: 'sha512', keyLength: 64, seed: 7 },
      result: {
        hash: '$pbkdf2-sha512$210000$.CbHF2dgjLtYOraRaI0puA$cfncKMWFkMCaXfZHxD5iUZkUnm/ZLW9zdHvQnsn0VNHd0RKItDU3PhdxwIUOlYEfb1ZM.xq2/w6tVtfm7lP0dg',
        derivedKey:
          '71f9dc28c58590c09a5df647c43e625199149e6fd92d6f73747bd09ec9f454d1ddd11288b435373e1771c0850e95811f6f564cfb1ab6ff0ead56d7e6ee53f476',
        derivedKeyBase64: 'cfncKMWFkMCaXfZHxD5iUZkUnm/ZLW9zdHvQnsn0VNHd0RKItDU3PhdxwIUOlYEfb1ZM+xq2/w6tVtfm7lP0dg==',
        salt: 'f826c71767608cbb583ab691688d29b8',
        iterations: 210_000,
        digest: 'sha512',
        reproducible: true,
      },
    },
  ],
  async run({ text, iterations, digest, keyLength, seed }: Inputs) {
    const rng = randomSource(seed);
    const salt = Buffer.from(rng.bytes(16));
    let key: Buffer;
    try {
      key = await pbkdf2Async(Buffer.from(text, 'utf8'), salt, iterations, keyLength, digest);
    } catch (error) {
      throw new ToolError(`PBKDF2 failed: ${(error as Error).message.slice(0, 200)}`);
    }
    return {
      // passlib names PBKDF2-HMAC-SHA1 plain "$pbkdf2$".
      hash: `$pbkdf2${digest === 'sha1' ? '' : `-${digest}`}$${iterations}$${ab64(salt)}$${ab64(key)}`,
      derivedKey: key.toString('hex'),
      derivedKeyBase64: key.toString('base64'),
      salt: salt.toString('hex'),
      iterations,
      digest,
      reproducible: rng.seeded,
    };
  },
});
