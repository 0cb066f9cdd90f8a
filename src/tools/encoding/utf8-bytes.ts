import { defineTool } from '../define.ts';

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).toUpperCase().padStart(2, '0'));
const BITS = Array.from({ length: 256 }, (_, byte) => byte.toString(2).padStart(8, '0'));

/** The UTF-8 bytes of one code point; a surrogate (only ever unpaired here) becomes U+FFFD, as encoders write it. */
function utf8Bytes(code: number): number[] {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 63)];
  if (code >= 0xd800 && code <= 0xdfff) return [0xef, 0xbf, 0xbd];
  if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
  return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
}

export default defineTool({
  slug: 'utf8-bytes',
  name: 'UTF-8 byte inspector',
  category: 'encoding',
  description:
    'Breaks a text into code points and shows each one\'s U+ number and its 1–4 UTF-8 bytes in hex and binary, with the byte total; an unpaired surrogate is shown as the replacement bytes EF BF BD that UTF-8 encoders write for it.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 2000, description: 'The text to inspect (up to 2000 UTF-16 code units).' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      codePoints: { type: 'integer', description: 'Number of Unicode code points.' },
      byteLength: { type: 'integer', description: 'Number of UTF-8 bytes.' },
      hex: { type: 'string', description: 'All UTF-8 bytes in hex, space-separated.' },
      characters: {
        type: 'array',
        description: 'One entry per code point, in order.',
        items: {
          type: 'object',
          properties: {
            char: { type: 'string', description: 'The code point as text.' },
            codePoint: { type: 'string', description: 'U+ followed by 4 to 6 hex digits.' },
            decimal: { type: 'integer', description: 'The code point as a decimal number.' },
            bytes: { type: 'string', description: 'Its UTF-8 bytes in hex, space-separated.' },
            binary: { type: 'string', description: 'Its UTF-8 bytes in binary, showing the lead and continuation bit patterns.' },
          },
          required: ['char', 'codePoint', 'decimal', 'bytes', 'binary'],
        },
      },
    },
    required: ['codePoints', 'byteLength', 'hex', 'characters'],
  },
  examples: [
    {
      inputs: { text: 'Aé€' },
      result: {
        codePoints: 3,
        byteLength: 6,
        hex: '41 C3 A9 E2 82 AC',
        characters: [
          { char: 'A', codePoint: 'U+0041', decimal: 65, bytes: '41', binary: '01000001' },
          { char: 'é', codePoint: 'U+00E9', decimal: 233, bytes: 'C3 A9', binary: '11000011 10101001' },
          { char: '€', codePoint: 'U+20AC', decimal: 8364, bytes: 'E2 82 AC', binary: '11100010 10000010 10101100' },
        ],
      },
    },
    {
      inputs: { text: '🙂!' },
      result: {
        codePoints: 2,
        byteLength: 5,
        hex: 'F0 9F 99 82 21',
        characters: [
          { char: '🙂', codePoint: 'U+1F642', decimal: 128578, bytes: 'F0 9F 99 82', binary: '11110000 10011111 10011001 10000010' },
          { char: '!', codePoint: 'U+0021', decimal: 33, bytes: '21', binary: '00100001' },
        ],
      },
    },
  ],
  run({ text }: { text: string }) {
    const characters = [];
    let byteLength = 0;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      const bytes = utf8Bytes(code);
      byteLength += bytes.length;
      characters.push({
        char,
        codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
        decimal: code,
        bytes: bytes.map((byte) => HEX[byte]).join(' '),
        binary: bytes.map((byte) => BITS[byte]).join(' '),
      });
    }
    return { codePoints: characters.length, byteLength, hex: characters.map((c) => c.bytes).join(' '), characters };
  },
});
