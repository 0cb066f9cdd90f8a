import CRC32 from 'crc-32';
import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'crc32-checksum',
  name: 'CRC-32 checksum',
  category: 'security',
  description:
    'Computes the CRC-32 (IEEE 802.3, as used by ZIP, gzip and PNG) of the UTF-8 bytes of a text; returns it as unsigned decimal and 8-digit hex. A checksum detects accidental corruption, not tampering.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 1_000_000, description: 'The text to checksum (UTF-8 bytes).' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      decimal: { type: 'integer', description: 'The CRC-32 as an unsigned 32-bit integer.' },
      hex: { type: 'string', description: 'The CRC-32 as 8 lowercase hex digits.' },
      signed: { type: 'integer', description: 'The same 32 bits read as a signed integer (as some languages print it).' },
      bytes: { type: 'integer', description: 'Number of UTF-8 bytes checksummed.' },
    },
    required: ['decimal', 'hex', 'signed', 'bytes'],
  },
  examples: [
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog' },
      result: { decimal: 1095738169, hex: '414fa339', signed: 1095738169, bytes: 43 },
    },
    { inputs: { text: '123456789' }, result: { decimal: 3421780262, hex: 'cbf43926', signed: -873187034, bytes: 9 } },
  ],
  run({ text }: { text: string }) {
    const data = Buffer.from(text, 'utf8');
    const signed = CRC32.buf(data);
    const decimal = signed >>> 0;
    return { decimal, hex: decimal.toString(16).padStart(8, '0'), signed, bytes: data.length };
  },
});
