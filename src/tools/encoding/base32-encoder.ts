import { base32 } from '@scure/base';
import { ToolError, defineTool } from '../define.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export default defineTool({
  slug: 'base32-encoder',
  name: 'Base32 encoder / decoder',
  category: 'encoding',
  description:
    'Encodes the UTF-8 bytes of a text as RFC 4648 Base32 (A–Z, 2–7, = padding), or decodes Base32 back to text; decoding ignores whitespace and case and accepts missing padding.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'Text to encode, or Base32 to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into Base32; decode turns Base32 back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hello, world!', mode: 'encode' }, result: { output: 'JBSWY3DPFQQHO33SNRSCC===' } },
    { inputs: { text: 'mzxw6ytboi', mode: 'decode' }, result: { output: 'foobar' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') return { output: base32.encode(Buffer.from(text, 'utf8')) };
    const compact = text.replace(/\s+/g, '').toUpperCase().replace(/=+$/, '');
    const bad = /[^A-Z2-7]/.exec(compact);
    if (bad) throw new ToolError(`"text" is not Base32: "${bad[0]}" is outside the alphabet A–Z, 2–7 (= only as padding at the end).`);
    if ([1, 3, 6].includes(compact.length % 8)) {
      throw new ToolError(`"text" has ${compact.length} Base32 characters; a valid length leaves 0, 2, 4, 5 or 7 after dividing by 8 (is a character missing?).`);
    }
    let bytes: Uint8Array;
    try {
      bytes = base32.decode(compact.padEnd(Math.ceil(compact.length / 8) * 8, '='));
    } catch {
      throw new ToolError('"text" is not valid Base32: its last character leaves non-zero spare bits, so it is probably truncated or altered.');
    }
    try {
      return { output: utf8.decode(bytes) };
    } catch {
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
