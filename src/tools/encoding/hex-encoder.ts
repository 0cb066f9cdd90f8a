import { ToolError, defineTool } from '../define.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export default defineTool({
  slug: 'hex-encoder',
  name: 'Hex encoder / decoder',
  category: 'encoding',
  description:
    'Encodes the UTF-8 bytes of a text as lowercase hexadecimal, or decodes hex back to text; decoding ignores whitespace, colons and 0x prefixes and accepts either case.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 300_000, description: 'Text to encode, or hex to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into hex; decode turns hex back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hi! ✓', mode: 'encode' }, result: { output: '48692120e29c93' } },
    { inputs: { text: '0x48 0x65 0x6C 0x6C 0x6F', mode: 'decode' }, result: { output: 'Hello' } },
    { inputs: { text: 'c3:a9:74:c3:a9', mode: 'decode' }, result: { output: 'été' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') return { output: Buffer.from(text, 'utf8').toString('hex') };
    const compact = text.replace(/(^|[\s:])0x/gi, '$1').replace(/[\s:]+/g, '');
    const bad = /[^0-9a-fA-F]/.exec(compact);
    if (bad) {
      throw new ToolError(`"text" is not hex: "${bad[0]}" is not a hex digit (use 0–9 and a–f, optionally separated by spaces or colons).`);
    }
    if (compact.length % 2 !== 0) {
      throw new ToolError(`"text" has ${compact.length} hex digits, an odd number: each byte needs two digits.`);
    }
    try {
      return { output: utf8.decode(Buffer.from(compact, 'hex')) };
    } catch {
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
