import { createDecipheriv, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { ToolError, defineTool } from '../define.ts';

const scryptAsync = promisify(scrypt) as (
  password: Buffer,
  salt: Uint8Array,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const HEADER = 4;
const SALT = 16;
const IV = 12;
const TAG = 16;
/** Bounds on the scrypt parameters a token may ask for, so a crafted token cannot demand gigabytes. */
const MAX_MEMORY = 64 * 1024 * 1024;

export default defineTool({
  slug: 'aes-decrypt',
  name: 'AES-256-GCM text decryption',
  category: 'security',
  description:
    'Decrypts a token made by aes-encrypt: reads its scrypt parameters, salt and IV, derives the key from the password and opens the AES-256-GCM ciphertext, whose tag proves the password is right and nothing was altered.',
  inputSchema: {
    type: 'object',
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 1_000_000, description: 'The Base64 token from aes-encrypt.' },
      password: { type: 'string', minLength: 1, maxLength: 1000, description: 'The password used to encrypt.' },
    },
    required: ['token', 'password'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The decrypted plaintext.' },
      kdf: {
        type: 'object',
        description: 'The scrypt parameters read from the token.',
        properties: { N: { type: 'integer' }, r: { type: 'integer' }, p: { type: 'integer' } },
        required: ['N', 'r', 'p'],
      },
    },
    required: ['text', 'kdf'],
  },
  heavy: true,
  // A fixed scrypt (N = 2^15, r = 8): ~0.3 s on an idle core; the budget of scrypt-hash, whose work can be larger, so a
  // busy machine does not stop a run no input can make dearer.
  timeoutMs: 5000,
  examples: [
    {
      inputs: {
        token: 'AQ8IAdXpr/SS5GRT0+H3eeWZulA28OxkLdMlEy3jU61qINym5/s4VzHoAtonn5fuXwv1V2rlxHq7ziFXMOhsydSfg9xcVd4HNrcnAjIHOi9A',
        password: 'correct horse battery staple',
      },
      result: { text: 'Meet me at the usual place at 10.', kdf: { N: 32_768, r: 8, p: 1 } },
    },
    {
      inputs: { token: 'AQ8IAfgmxxdnYIy7WDq2kWiNKbgQw85MyBi12bzqOmoNlLu2vH0+2ca+xMztDH3z/iTC+ZYzUEpA+omlOPicykbE2Rg=', password: 'hunter2' },
      result: { text: 'Ünïcödé ✓ 🔐', kdf: { N: 32_768, r: 8, p: 1 } },
    },
  ],
  async run({ token, password }: { token: string; password: string }) {
    const compact = token.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) throw new ToolError('"token" is not Base64.');
    const bytes = Buffer.from(compact, 'base64');
    if (bytes.length < HEADER + SALT + IV + TAG) throw new ToolError('"token" is too short to be an aes-encrypt token.');
    const [version, logN, r, p] = bytes.subarray(0, HEADER) as unknown as [number, number, number, number];
    if (version !== 1) throw new ToolError(`"token" has format version ${version}; this tool reads version 1 (from aes-encrypt).`);
    if (logN < 1 || logN > 20 || r < 1 || p < 1 || p > 4 || 128 * 2 ** logN * r > MAX_MEMORY) {
      throw new ToolError(`"token" asks for scrypt N=2^${logN}, r=${r}, p=${p}: beyond the 64 MiB, p ≤ 4 this service allows.`);
    }
    const salt = bytes.subarray(HEADER, HEADER + SALT);
    const iv = bytes.subarray(HEADER + SALT, HEADER + SALT + IV);
    const ciphertext = bytes.subarray(HEADER + SALT + IV, bytes.length - TAG);
    const tag = bytes.subarray(bytes.length - TAG);
    const N = 2 ** logN;
    let key: Buffer;
    try {
      key = await scryptAsync(Buffer.from(password, 'utf8'), salt, 32, { N, r, p, maxmem: 2 * MAX_MEMORY });
    } catch (error) {
      throw new ToolError(`Key derivation failed: ${(error as Error).message.slice(0, 200)}`);
    }
    let plaintext: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(bytes.subarray(0, HEADER + SALT + IV));
      decipher.setAuthTag(tag);
      plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      throw new ToolError('Decryption failed: wrong password, or the token was altered or truncated.');
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
    } catch {
      throw new ToolError('The decrypted bytes are not UTF-8 text.');
    }
    return { text, kdf: { N, r, p } };
  },
});
