import { createHmac } from 'node:crypto';
import { defineTool } from '../define.ts';

const algorithms = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256'] as const;
type Algorithm = (typeof algorithms)[number];

export default defineTool({
  slug: 'hmac-generator',
  name: 'HMAC generator',
  category: 'security',
  description:
    'Computes an HMAC (keyed hash) of the UTF-8 bytes of a text with a UTF-8 key, using MD5, SHA-1, SHA-2 or SHA3-256; returns the digest in hex and Base64.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'The message to authenticate.' },
      key: { type: 'string', maxLength: 10_000, description: 'The secret key, taken as UTF-8 bytes.' },
      algorithm: { type: 'string', enum: algorithms, default: 'sha256', description: 'The hash function inside the HMAC.' },
    },
    required: ['text', 'key'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      algorithm: { type: 'string' },
      hex: { type: 'string', description: 'The HMAC as lowercase hexadecimal.' },
      base64: { type: 'string', description: 'The HMAC as standard Base64.' },
    },
    required: ['algorithm', 'hex', 'base64'],
  },
  examples: [
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog', key: 'key', algorithm: 'sha256' },
      result: {
        algorithm: 'sha256',
        hex: 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
        base64: '97yD9DBThCSxMpjmqm+xQ+9NWaFJRhdZl0edvC0aPNg=',
      },
    },
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog', key: 'key', algorithm: 'md5' },
      result: { algorithm: 'md5', hex: '80070713463e7749b90c2dc24911e275', base64: 'gAcHE0Y+d0m5DC3CSRHidQ==' },
    },
  ],
  run({ text, key, algorithm }: { text: string; key: string; algorithm: Algorithm }) {
    const digest = createHmac(algorithm, Buffer.from(key, 'utf8')).update(text, 'utf8').digest();
    return { algorithm, hex: digest.toString('hex'), base64: digest.toString('base64') };
  },
});
