import { ARGON2_TYPES, argon2Raw, type Argon2Type } from '../argon2.ts';
import { defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';


/** Unpadded standard Base64, as the PHC string format uses. */
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

interface Inputs {
  text: string;
  type: Argon2Type;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  hashLength: number;
  seed?: number;
}

export default defineTool({
  slug: 'argon2-hash',
  name: 'Argon2 hash generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Hashes a password with Argon2 (argon2id by default, the OWASP-recommended 19 MiB / 2 passes / 1 lane unless changed) and a random 16-byte salt, returning the standard PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash) that PHP, libsodium and argon2-cffi verify. A seed makes the salt reproducible for testing.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 10_000, description: 'The password to hash (UTF-8).' },
      type: {
        type: 'string',
        enum: ARGON2_TYPES,
        default: 'argon2id',
        description: 'argon2id (recommended), argon2i (side-channel resistant) or argon2d (GPU resistant).',
      },
      memoryCost: { type: 'integer', minimum: 1024, maximum: 65_536, default: 19_456, description: 'Memory in KiB (1 MiB–64 MiB).' },
      timeCost: { type: 'integer', minimum: 1, maximum: 10, default: 2, description: 'Number of passes over the memory.' },
      parallelism: { type: 'integer', minimum: 1, maximum: 4, default: 1, description: 'Number of lanes.' },
      hashLength: { type: 'integer', minimum: 16, maximum: 64, default: 32, description: 'Length of the raw hash in bytes.' },
      seed: { ...seedSchema, description: 'Makes the salt reproducible (for tests only); omit it for a cryptographically random salt.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hash: { type: 'string', description: 'The PHC-format hash string, ready to store and verify.' },
      type: { type: 'string' },
      version: { type: 'integer', description: 'Argon2 version (19 = 0x13).' },
      memoryCost: { type: 'integer', description: 'Memory in KiB.' },
      timeCost: { type: 'integer' },
      parallelism: { type: 'integer' },
      salt: { type: 'string', description: 'The salt in unpadded Base64, as in the PHC string.' },
      reproducible: { type: 'boolean', description: 'True when a seed fixed the salt: fine for tests, never for stored passwords.' },
    },
    required: ['hash', 'type', 'version', 'memoryCost', 'timeCost', 'parallelism', 'salt', 'reproducible'],
  },
  heavy: true,
  // The largest allowed work (64 MiB, 10 passes) takes about 1 s on an idle core.
  timeoutMs: 5000,
  examples: [
    {
      inputs: { text: 'correct horse battery staple', type: 'argon2id', memoryCost: 19_456, timeCost: 2, parallelism: 1, hashLength: 32, seed: 42 },
      result: {
        hash: '$argon2id$v=19$m=19456,t=2,p=1$1emv9JLkZFPT4fd55Zm6UA$TejEFVsBjkbCtve2D/zrRUa31XT7c5OAzaNN0ULElIw',
        type: 'argon2id',
        version: 19,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
        salt: '1emv9JLkZFPT4fd55Zm6UA',
        reproducible: true,
      },
    },
    {
      inputs: { text: 'hunter2', type: 'argon2i', memoryCost: 4096, timeCost: 3, parallelism: 2, hashLength: 16, seed: 7 },
      result: {
        hash: '$argon2i$v=19$m=4096,t=3,p=2$+CbHF2dgjLtYOraRaI0puA$FVksg3222NoOcNU0ot+DwQ',
        type: 'argon2i',
        version: 19,
        memoryCost: 4096,
        timeCost: 3,
        parallelism: 2,
        salt: '+CbHF2dgjLtYOraRaI0puA',
        reproducible: true,
      },
    },
  ],
  async run({ text, type, memoryCost, timeCost, parallelism, hashLength, seed }: Inputs) {
    const rng = randomSource(seed);
    const salt = Buffer.from(rng.bytes(16));
    const raw = Buffer.from(
      await argon2Raw(Buffer.from(text, 'utf8'), { type, version: 19, memoryCost, timeCost, parallelism, salt, hashLength }),
    );
    // The reference encoding (libargon2's encode_string: m, t, p in that order), which every verifier accepts.
    const hash = `$${type}$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$${b64(salt)}$${b64(raw)}`;
    return {
      hash,
      type,
      version: 19,
      memoryCost,
      timeCost,
      parallelism,
      salt: b64(salt),
      reproducible: rng.seeded,
    };
  },
});
