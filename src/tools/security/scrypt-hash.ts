import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const scryptAsync = promisify(scrypt) as (
  password: Buffer,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

interface Inputs {
  text: string;
  cost: number;
  blockSize: number;
  parallelization: number;
  keyLength: number;
  seed?: number;
}

/** Unpadded standard Base64, as the PHC / passlib string format uses. */
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export default defineTool({
  slug: 'scrypt-hash',
  name: 'Scrypt hash generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Derives a password hash with scrypt (N = 2^cost, r, p; at most 64 MiB) and a random 16-byte salt; returns the derived key in hex and as a PHC-style string $scrypt$ln=…,r=…,p=…$salt$hash (the passlib format). A seed makes the salt reproducible for testing.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 10_000, description: 'The password to hash (UTF-8).' },
      cost: { type: 'integer', minimum: 10, maximum: 16, default: 15, description: 'log2 of the CPU/memory cost N (15 → N = 32768).' },
      blockSize: { type: 'integer', minimum: 1, maximum: 8, default: 8, description: 'Block size r; memory is 128 × N × r bytes.' },
      parallelization: { type: 'integer', minimum: 1, maximum: 4, default: 1, description: 'Parallelization p (multiplies the time).' },
      keyLength: { type: 'integer', minimum: 16, maximum: 64, default: 32, description: 'Derived key length in bytes.' },
      seed: { ...seedSchema, description: 'Makes the salt reproducible (for tests only); omit it for a cryptographically random salt.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hash: { type: 'string', description: 'PHC-style string: $scrypt$ln=<cost>,r=<r>,p=<p>$<Base64 salt>$<Base64 key>.' },
      derivedKey: { type: 'string', description: 'The derived key in hex.' },
      salt: { type: 'string', description: 'The salt in hex.' },
      N: { type: 'integer', description: 'The cost parameter 2^cost.' },
      r: { type: 'integer' },
      p: { type: 'integer' },
      memoryBytes: { type: 'integer', description: 'Memory the derivation needs: 128 × N × r.' },
      reproducible: { type: 'boolean', description: 'True when a seed fixed the salt: fine for tests, never for stored passwords.' },
    },
    required: ['hash', 'derivedKey', 'salt', 'N', 'r', 'p', 'memoryBytes', 'reproducible'],
  },
  heavy: true,
  // The largest allowed work (N = 2^16, r = 8, p = 4) takes under a second on an idle core.
  timeoutMs: 5000,
  examples: [
    {
      inputs: { text: 'correct horse battery staple', cost: 15, blockSize: 8, parallelization: 1, keyLength: 32, seed: 42 },
      result: {
        hash: '$scrypt$ln=15,r=8,p=1$1emv9JLkZFPT4fd55Zm6UA$G3DgJ37Z8ocY2Rul1I9W83xmRIjHses3mFxJHmdsIYQ',
        derivedKey: '1b70e0277ed9f28718d91ba5d48f56f37c664488c7b1eb37985c491e676c2184',
        salt: 'd5e9aff492e46453d3e1f779e599ba50',
        N: 32_768,
        r: 8,
        p: 1,
        memoryBytes: 33_554_432,
        reproducible: true,
      },
    },
    {
      inputs: { text: 'hunter2', cost: 10, blockSize: 4, parallelization: 2, keyLength: 16, seed: 8 },
      result: {
        hash: '$scrypt$ln=10,r=4,p=2$9wcJFhuN1xCmtjY6exPCTA$515S3TT/faqmtxkOUFwv6w',
        derivedKey: 'e75e52dd34ff7daaa6b7190e505c2feb',
        salt: 'f70709161b8dd710a6b6363a7b13c24c',
        N: 1024,
        r: 4,
        p: 2,
        memoryBytes: 524_288,
        reproducible: true,
      },
    },
  ],
  async run({ text, cost, blockSize, parallelization, keyLength, seed }: Inputs) {
    const rng = randomSource(seed);
    const salt = Buffer.from(rng.bytes(16));
    const N = 2 ** cost;
    const memoryBytes = 128 * N * blockSize;
    let key: Buffer;
    try {
      key = await scryptAsync(Buffer.from(text, 'utf8'), salt, keyLength, {
        N,
        r: blockSize,
        p: parallelization,
        maxmem: 2 * memoryBytes + 1024 * 1024,
      });
    } catch (error) {
      throw new ToolError(`scrypt refused these parameters: ${(error as Error).message.slice(0, 200)}`);
    }
    return {
      hash: `$scrypt$ln=${cost},r=${blockSize},p=${parallelization}$${b64(salt)}$${b64(key)}`,
      derivedKey: key.toString('hex'),
      salt: salt.toString('hex'),
      N,
      r: blockSize,
      p: parallelization,
      memoryBytes,
      reproducible: rng.seeded,
    };
  },
});
