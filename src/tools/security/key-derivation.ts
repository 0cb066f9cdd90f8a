import { hkdfSync, pbkdf2Sync, scryptSync } from 'node:crypto';
import { ToolError, defineTool } from '../define.ts';

const digests = ['sha1', 'sha256', 'sha384', 'sha512'] as const;
type Digest = (typeof digests)[number];
const HASH_BYTES: Record<Digest, number> = { sha1: 20, sha256: 32, sha384: 48, sha512: 64 };

/** PBKDF2 work is iterations × output blocks; scrypt memory is 128·N·r bytes and its work N·r·p blocks of 128 bytes. */
const MAX_PBKDF2_WORK = 2_000_000;
const MAX_SCRYPT_MEMORY = 64 * 1024 * 1024;
const MAX_SCRYPT_WORK = 2 ** 22;

interface Inputs {
  algorithm: 'pbkdf2' | 'hkdf' | 'scrypt';
  password: string;
  // Optional here because examples may omit them; the registry fills the schema defaults before run.
  salt?: string;
  info?: string;
  encoding?: 'utf8' | 'hex';
  digest?: Digest;
  iterations?: number;
  cost?: number;
  blockSize?: number;
  parallelization?: number;
  keyLength?: number;
}

function bytes(value: string, encoding: 'utf8' | 'hex', field: string): Buffer {
  if (encoding === 'utf8') return Buffer.from(value, 'utf8');
  const digits = value.replace(/\s+/g, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new ToolError(`${field} is not hex: only 0-9, a-f and spaces are allowed with encoding "hex".`);
  if (digits.length % 2 !== 0) throw new ToolError(`${field} has an odd number of hex digits (${digits.length}).`);
  return Buffer.from(digits, 'hex');
}

export default defineTool({
  slug: 'key-derivation',
  name: 'Key derivation (PBKDF2, HKDF, scrypt)',
  category: 'security',
  description:
    'Reproduces a key from known inputs: PBKDF2-HMAC (RFC 8018; iterations 1–2,000,000, at most 2,000,000 iterations × output blocks), HKDF extract-and-expand (RFC 5869; the password is the input key material, keyLength ≤ 255 × hash length) or scrypt (RFC 7914; N = 2^cost, 128·N·r at most 64 MiB and N·r·p ≤ 2^22). Password, salt and info are UTF-8 text, or hex bytes with encoding "hex"; an empty salt is allowed. Returns the key in hex and Base64. Checked against RFC 6070, RFC 5869 and RFC 7914 §12 vectors. For password hashes with a random salt use pbkdf2-hash or scrypt-hash.',
  inputSchema: {
    type: 'object',
    properties: {
      algorithm: { type: 'string', enum: ['pbkdf2', 'hkdf', 'scrypt'], description: 'The key-derivation function.' },
      password: { type: 'string', maxLength: 4096, description: 'The password (pbkdf2, scrypt) or input key material (hkdf).' },
      salt: { type: 'string', maxLength: 4096, default: '', description: 'The salt; may be empty.' },
      info: { type: 'string', maxLength: 4096, default: '', description: 'HKDF context and application info (hkdf only); empty by default.' },
      encoding: { type: 'string', enum: ['utf8', 'hex'], default: 'utf8', description: 'How password, salt and info are read: UTF-8 text or hex bytes.' },
      digest: { type: 'string', enum: digests, default: 'sha256', description: 'The HMAC hash for pbkdf2 and hkdf.' },
      iterations: { type: 'integer', minimum: 1, maximum: 2_000_000, default: 600_000, description: 'PBKDF2 iteration count (pbkdf2 only).' },
      cost: { type: 'integer', minimum: 1, maximum: 20, default: 14, description: 'scrypt log2 of N (14 → N = 16384; scrypt only).' },
      blockSize: { type: 'integer', minimum: 1, maximum: 64, default: 8, description: 'scrypt block size r (scrypt only).' },
      parallelization: { type: 'integer', minimum: 1, maximum: 64, default: 1, description: 'scrypt parallelization p (scrypt only).' },
      keyLength: { type: 'integer', minimum: 1, maximum: 1024, default: 32, description: 'Derived key length in bytes.' },
    },
    required: ['algorithm', 'password'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      key: { type: 'string', description: 'The derived key in lower-case hex.' },
      keyBase64: { type: 'string', description: 'The derived key in standard padded Base64.' },
      algorithm: { type: 'string', description: 'The function used.' },
    },
    required: ['key', 'keyBase64', 'algorithm'],
  },
  heavy: true,
  // Two million PBKDF2-HMAC-SHA-512 iterations, or scrypt at its 2^22-block limit, take about 2.5 s on a busy core.
  timeoutMs: 10_000,
  examples: [
    {
      "inputs": {
        "algorithm": "pbkdf2",
        "password": "password",
        "salt": "salt",
        "digest": "sha1",
        "iterations": 1,
        "keyLength": 20
      },
      "result": {
        "key": "0c60c80f961f0e71f3a9b524af6012062fe037a6",
        "keyBase64": "DGDID5YfDnHzqbUkr2ASBi/gN6Y=",
        "algorithm": "pbkdf2"
      }
    },
    {
      "inputs": {
        "algorithm": "hkdf",
        "password": "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b",
        "salt": "000102030405060708090a0b0c",
        "info": "f0f1f2f3f4f5f6f7f8f9",
        "encoding": "hex",
        "digest": "sha256",
        "keyLength": 42
      },
      "result": {
        "key": "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865",
        "keyBase64": "PLJfJfqs1XqQQ09k0DYvKi0tCpDPGlpMXbAtVuzExb80AHII1biHGFhl",
        "algorithm": "hkdf"
      }
    },
    {
      "inputs": {
        "algorithm": "scrypt",
        "password": "password",
        "salt": "NaCl",
        "cost": 10,
        "blockSize": 8,
        "parallelization": 16,
        "keyLength": 64
      },
      "result": {
        "key": "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640",
        "keyBase64": "/bq+HJ00cgB4VucZDQHp/nxq18vII3gw53N2Y0s3MWIurzDZLiKjiG/xCSedmDDaxyevuUqD7m2DYMvfoswGQA==",
        "algorithm": "scrypt"
      }
    },
    {
      "inputs": {
        "algorithm": "pbkdf2",
        "password": "correct horse battery staple",
        "salt": "pepper&salt",
        "digest": "sha512",
        "iterations": 210000,
        "keyLength": 64
      },
      "result": {
        "key": "ef96f600464b731cc37d4d5a6812be5b3bddcf479385d77a0d91bbd1bebf5c71f442be8116e580dc3dd33d51e1fa55d6ac508c0ce18e2c4e5fe572f15d46e621",
        "keyBase64": "75b2AEZLcxzDfU1aaBK+Wzvdz0eThdd6DZG70b6/XHH0Qr6BFuWA3D3TPVHh+lXWrFCMDOGOLE5f5XLxXUbmIQ==",
        "algorithm": "pbkdf2"
      }
    }
  ],
  run(inputs: Inputs) {
    const { algorithm, encoding = 'utf8', digest = 'sha256', iterations = 600_000, cost = 14, keyLength = 32 } = inputs;
    const { blockSize: r = 8, parallelization: p = 1 } = inputs;
    const password = bytes(inputs.password, encoding, 'password');
    const salt = bytes(inputs.salt ?? '', encoding, 'salt');
    let key: Buffer;
    if (algorithm === 'pbkdf2') {
      const blocks = Math.ceil(keyLength / HASH_BYTES[digest]);
      if (iterations * blocks > MAX_PBKDF2_WORK)
        throw new ToolError(
          `PBKDF2 work ${iterations} iterations × ${blocks} blocks of ${digest} exceeds 2,000,000: fewer iterations or a shorter key.`,
        );
      key = pbkdf2Sync(password, salt, iterations, keyLength, digest);
    } else if (algorithm === 'hkdf') {
      const max = 255 * HASH_BYTES[digest];
      if (keyLength > max) throw new ToolError(`HKDF with ${digest} gives at most 255 × ${HASH_BYTES[digest]} = ${max} bytes.`);
      key = Buffer.from(hkdfSync(digest, password, salt, bytes(inputs.info ?? '', encoding, 'info'), keyLength));
    } else {
      const N = 2 ** cost;
      const memory = 128 * N * r;
      if (memory > MAX_SCRYPT_MEMORY)
        throw new ToolError(`scrypt needs 128·N·r = ${memory} bytes, more than 64 MiB: lower cost or blockSize.`);
      if (cost >= 16 * r)
        throw new ToolError(`scrypt needs N < 2^(16·r): cost ${cost} needs blockSize ≥ ${Math.floor(cost / 16) + 1}.`);
      if (N * r * p > MAX_SCRYPT_WORK)
        throw new ToolError(`scrypt work N·r·p = ${N * r * p} exceeds 2^22: lower cost, blockSize or parallelization.`);
      try {
        key = scryptSync(password, salt, keyLength, { N, r, p, maxmem: 2 * memory + 128 * r * p + 1024 * 1024 });
      } catch (error) {
        // OpenSSL also requires N < 2^(16·r): cost 16 or more needs blockSize ≥ 2.
        throw new ToolError(`scrypt refused these parameters: ${(error as Error).message.slice(0, 200)}`);
      }
    }
    return { key: key.toString('hex'), keyBase64: key.toString('base64'), algorithm };
  },
});
