import { base58, base58flickr, base58xrp } from '@scure/base';
import { ToolError, defineTool } from '../define.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const codecs = { bitcoin: base58, flickr: base58flickr, xrp: base58xrp } as const;
const alphabets = {
  bitcoin: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  flickr: '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ',
  xrp: 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz',
} as const;
/** Base58 conversion is quadratic; the library refuses more than this many bytes. */
const MAX_BYTES = 2048;

type Alphabet = keyof typeof codecs;

export default defineTool({
  slug: 'base58-encoder',
  name: 'Base58 encoder / decoder',
  category: 'encoding',
  description:
    'Encodes the UTF-8 bytes of a text (up to 2048 bytes) as Base58 — the Bitcoin alphabet by default, or Flickr or XRP — or decodes Base58 back to text. Leading zero bytes map to leading "1"s (Bitcoin).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 4096, description: 'Text to encode, or Base58 to decode (whitespace is ignored).' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into Base58; decode turns Base58 back into text.' },
      alphabet: { type: 'string', enum: Object.keys(codecs), default: 'bitcoin', description: 'Which Base58 alphabet to use.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hello World!', mode: 'encode', alphabet: 'bitcoin' }, result: { output: '2NEpo7TZRRrLZSi2U' } },
    { inputs: { text: '2NEpo7TZRRrLZSi2U', mode: 'decode', alphabet: 'bitcoin' }, result: { output: 'Hello World!' } },
    { inputs: { text: 'Hello World!', mode: 'encode', alphabet: 'flickr' }, result: { output: '2nePN7syqqRkyrH2t' } },
  ],
  run({ text, mode, alphabet }: { text: string; mode: 'encode' | 'decode'; alphabet: Alphabet }) {
    const codec = codecs[alphabet];
    if (mode === 'encode') {
      const bytes = Buffer.from(text, 'utf8');
      if (bytes.length > MAX_BYTES) {
        throw new ToolError(`"text" is ${bytes.length} UTF-8 bytes; Base58 encoding is limited to ${MAX_BYTES} bytes (use Base64 for larger data).`);
      }
      return { output: codec.encode(bytes) };
    }
    const compact = text.replace(/\s+/g, '');
    for (const char of compact) {
      if (!alphabets[alphabet].includes(char)) {
        throw new ToolError(`"text" is not Base58 (${alphabet} alphabet): "${char}" is not in it (0, O, I and l never appear).`);
      }
    }
    let bytes: Uint8Array;
    try {
      bytes = codec.decode(compact);
    } catch (error) {
      throw new ToolError(`Could not decode the Base58: ${(error as Error).message}.`);
    }
    try {
      return { output: utf8.decode(bytes) };
    } catch {
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
