import { createCipheriv, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const scryptAsync = promisify(scrypt) as (
  password: Buffer,
  salt: Uint8Array,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** Token layout (all of it Base64): version, log2 N, r, p, 16-byte salt, 12-byte IV, ciphertext, 16-byte GCM tag. */
const VERSION = 1;
const LOG_N = 15;
const R = 8;
const P = 1;

export default defineTool({
  slug: 'aes-encrypt',
  name: 'AES-256-GCM text encryption',
  category: 'security',
  draws: ['randomness'],
  description:
    'Encrypts text with a password: AES-256-GCM under a key derived with scrypt (N = 2^15, r = 8, p = 1) from a random 16-byte salt, with a random 12-byte IV. Returns one self-describing Base64 token (version, scrypt parameters, salt, IV, ciphertext, tag) that aes-decrypt opens with the same password.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 500_000, description: 'The plaintext (UTF-8).' },
      password: { type: 'string', minLength: 1, maxLength: 1000, description: 'The password the key is derived from.' },
      seed: {
        ...seedSchema,
        description: 'Makes the salt and IV reproducible (for tests only: never reuse an IV with the same password for real data).',
      },
    },
    required: ['text', 'password'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      token: {
        type: 'string',
        description: 'Base64 of: version byte (1), log2 N, r, p, 16-byte salt, 12-byte IV, ciphertext, 16-byte tag.',
      },
      algorithm: { type: 'string', description: 'Always AES-256-GCM.' },
      kdf: {
        type: 'object',
        description: 'The key derivation the token records.',
        properties: {
          name: { type: 'string', description: 'Always scrypt.' },
          N: { type: 'integer' },
          r: { type: 'integer' },
          p: { type: 'integer' },
          salt: { type: 'string', description: 'Hex.' },
        },
        required: ['name', 'N', 'r', 'p', 'salt'],
      },
      iv: { type: 'string', description: 'The 96-bit GCM nonce, hex.' },
      reproducible: { type: 'boolean', description: 'True when a seed fixed the salt and IV: test data only.' },
    },
    required: ['token', 'algorithm', 'kdf', 'iv', 'reproducible'],
  },
  heavy: true,
  // A fixed scrypt (N = 2^15, r = 8): ~0.3 s on an idle core; the budget of scrypt-hash, whose work can be larger, so a
  // busy machine does not stop a run no input can make dearer.
  timeoutMs: 5000,
  examples: [
    {
      inputs: { text: 'Meet me at the usual place at 10.', password: 'correct horse battery staple', seed: 42 },
      result: {
        token: 'AQ8IAdXpr/SS5GRT0+H3eeWZulA28OxkLdMlEy3jU61qINym5/s4VzHoAtonn5fuXwv1V2rlxHq7ziFXMOhsydSfg9xcVd4HNrcnAjIHOi9A',
        algorithm: 'AES-256-GCM',
        kdf: { name: 'scrypt', N: 32_768, r: 8, p: 1, salt: 'd5e9aff492e46453d3e1f779e599ba50' },
        iv: '36f0ec642dd325132de353ad',
        reproducible: true,
      },
    },
    {
      inputs: { text: 'Ünïcödé ✓ 🔐', password: 'hunter2', seed: 7 },
      result: {
        token: 'AQ8IAfgmxxdnYIy7WDq2kWiNKbgQw85MyBi12bzqOmoNlLu2vH0+2ca+xMztDH3z/iTC+ZYzUEpA+omlOPicykbE2Rg=',
        algorithm: 'AES-256-GCM',
        kdf: { name: 'scrypt', N: 32_768, r: 8, p: 1, salt: 'f826c71767608cbb583ab691688d29b8' },
        iv: '10c3ce4cc818b5d9bcea3a6a',
        reproducible: true,
      },
    },
  ],
  async run({ text, password, seed }: { text: string; password: string; seed?: number }) {
    const rng = randomSource(seed);
    const salt = rng.bytes(16);
    const iv = rng.bytes(12);
    const header = Buffer.from([VERSION, LOG_N, R, P]);
    let key: Buffer;
    try {
      key = await scryptAsync(Buffer.from(password, 'utf8'), salt, 32, { N: 2 ** LOG_N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
    } catch (error) {
      throw new ToolError(`Key derivation failed: ${(error as Error).message.slice(0, 200)}`);
    }
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.concat([header, salt, iv]));
    const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    const token = Buffer.concat([header, salt, iv, ciphertext, cipher.getAuthTag()]).toString('base64');
    return {
      token,
      algorithm: 'AES-256-GCM',
      kdf: { name: 'scrypt', N: 2 ** LOG_N, r: R, p: P, salt: Buffer.from(salt).toString('hex') },
      iv: Buffer.from(iv).toString('hex'),
      reproducible: rng.seeded,
    };
  },
});
