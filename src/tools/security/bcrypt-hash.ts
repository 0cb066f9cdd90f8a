import bcrypt from 'bcryptjs';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

/** bcrypt's salt: 16 bytes in its own Base64 alphabet (22 characters). */
const SALT_BYTES = 16;

export default defineTool({
  slug: 'bcrypt-hash',
  name: 'Bcrypt hash generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Hashes a password with bcrypt ($2b$, cost 4–14) and a random 16-byte salt, giving the standard 60-character hash string. bcrypt reads at most 72 UTF-8 bytes, so longer passwords are refused rather than silently truncated; a seed makes the salt (and so the hash) reproducible for testing.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 72, description: 'The password to hash: at most 72 UTF-8 bytes.' },
      rounds: {
        type: 'integer',
        minimum: 4,
        maximum: 14,
        default: 10,
        description: 'Cost factor: the work doubles with each step (10 ≈ 0.1 s, 14 ≈ 1.5 s).',
      },
      seed: { ...seedSchema, description: 'Makes the salt reproducible (for tests only); omit it for a cryptographically random salt.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hash: { type: 'string', description: 'The bcrypt hash: $2b$, the cost, then 22 salt and 31 hash characters.' },
      rounds: { type: 'integer', description: 'The cost factor (2^rounds key-expansion iterations).' },
      salt: { type: 'string', description: 'The salt as bcrypt encodes it (22 characters of its Base64 alphabet).' },
      reproducible: { type: 'boolean', description: 'True when a seed fixed the salt: fine for tests, never for stored passwords.' },
    },
    required: ['hash', 'rounds', 'salt', 'reproducible'],
  },
  heavy: true,
  // Cost 14 takes about 1.5 s on an idle core (bcrypt is deliberately slow); leave room for a busy server.
  timeoutMs: 10_000,
  examples: [
    {
      inputs: { text: 'correct horse battery staple', rounds: 10, seed: 42 },
      result: {
        hash: '$2b$10$zckt7HJiXDNR2db33Xk4S.ScRXPHlVPAUGaAYIAjokljhNG2XIhQ.',
        rounds: 10,
        salt: 'zckt7HJiXDNR2db33Xk4S.',
        reproducible: true,
      },
    },
    {
      inputs: { text: 'hunter2', rounds: 4, seed: 7 },
      result: {
        hash: '$2b$04$8AZFD0behJrWMpYPYGyns.FyZ85n5bkKedM40xuTAI2SK6Sl1kCLa',
        rounds: 4,
        salt: '8AZFD0behJrWMpYPYGyns.',
        reproducible: true,
      },
    },
  ],
  run({ text, rounds, seed }: { text: string; rounds: number; seed?: number }) {
    if (bcrypt.truncates(text)) {
      throw new ToolError(
        `"text" is ${Buffer.byteLength(text, 'utf8')} UTF-8 bytes; bcrypt only reads the first 72, so longer passwords would be silently truncated. Shorten it, or pre-hash it (e.g. with HMAC-SHA-256) before bcrypt.`,
      );
    }
    const rng = randomSource(seed);
    const salt = bcrypt.encodeBase64(rng.bytes(SALT_BYTES), SALT_BYTES);
    const hash = bcrypt.hashSync(text, `$2b$${String(rounds).padStart(2, '0')}$${salt}`);
    return { hash, rounds, salt: hash.slice(7, 29), reproducible: rng.seeded };
  },
});
