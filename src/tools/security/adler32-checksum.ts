import { defineTool } from '../define.ts';

const MOD = 65521;
/** Largest run of bytes before the sums must be reduced so they stay exact in a double (zlib's NMAX). */
const NMAX = 5552;

/** Adler-32 (RFC 1950): two running sums modulo 65521, packed as b << 16 | a. */
function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let start = 0; start < data.length; start += NMAX) {
    const end = Math.min(start + NMAX, data.length);
    for (let i = start; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= MOD;
    b %= MOD;
  }
  return ((b << 16) | a) >>> 0;
}

export default defineTool({
  slug: 'adler32-checksum',
  name: 'Adler-32 checksum',
  category: 'security',
  description:
    'Computes the Adler-32 checksum (RFC 1950, the trailer of zlib streams) of the UTF-8 bytes of a text; returns it as unsigned decimal and 8-digit hex. Fast, but weak on short inputs and not tamper-proof.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 1_000_000, description: 'The text to checksum (UTF-8 bytes).' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      decimal: { type: 'integer', description: 'The Adler-32 as an unsigned 32-bit integer.' },
      hex: { type: 'string', description: 'The Adler-32 as 8 lowercase hex digits.' },
      bytes: { type: 'integer', description: 'Number of UTF-8 bytes checksummed.' },
    },
    required: ['decimal', 'hex', 'bytes'],
  },
  examples: [
    { inputs: { text: 'Wikipedia' }, result: { decimal: 300286872, hex: '11e60398', bytes: 9 } },
    { inputs: { text: '' }, result: { decimal: 1, hex: '00000001', bytes: 0 } },
  ],
  run({ text }: { text: string }) {
    const data = Buffer.from(text, 'utf8');
    const decimal = adler32(data);
    return { decimal, hex: decimal.toString(16).padStart(8, '0'), bytes: data.length };
  },
});
