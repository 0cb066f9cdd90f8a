import { createHash } from 'node:crypto';
import { defineTool } from '../define.ts';

const algorithms = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-512'] as const;

export default defineTool({
  slug: 'hash-generator',
  name: 'Hash generator',
  category: 'security',
  description: 'Hashes the UTF-8 bytes of a text with MD5, SHA-1, SHA-2 or SHA-3; lowercase hex digest.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'Text to hash (its UTF-8 bytes).' },
      algorithm: { type: 'string', enum: algorithms, default: 'sha256', description: 'Hash function: MD5, SHA-1, a SHA-2 or a SHA-3 variant; sha256 by default.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { algorithm: { type: 'string' }, hash: { type: 'string' } },
    required: ['algorithm', 'hash'],
  },
  examples: [
    {
      inputs: { text: 'hello', algorithm: 'sha256' },
      result: { algorithm: 'sha256', hash: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' },
    },
    { inputs: { text: '', algorithm: 'md5' }, result: { algorithm: 'md5', hash: 'd41d8cd98f00b204e9800998ecf8427e' } },
  ],
  run({ text, algorithm }: { text: string; algorithm: (typeof algorithms)[number] }) {
    return { algorithm, hash: createHash(algorithm).update(text, 'utf8').digest('hex') };
  },
});
