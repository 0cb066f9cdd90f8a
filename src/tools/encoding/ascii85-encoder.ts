import { ToolError, defineTool } from '../define.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Adobe Ascii85: each 4 bytes → 5 characters '!'..'u' (base 85), an all-zero group → 'z', a short last group padded. */
function encode(bytes: Uint8Array): string {
  const out = Buffer.allocUnsafe(Math.ceil(bytes.length / 4) * 5);
  let at = 0;
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let value = 0;
    for (let j = 0; j < 4; j++) value = value * 256 + (j < n ? bytes[i + j]! : 0);
    if (n === 4 && value === 0) {
      out[at++] = 122; // 'z'
      continue;
    }
    // Five base-85 digits, most significant first; a short group keeps only its first n + 1.
    for (let j = 4; j >= 0; j--) {
      if (j <= n) out[at + j] = 33 + (value % 85);
      value = Math.floor(value / 85);
    }
    at += n + 1;
  }
  return out.toString('latin1', 0, at);
}

function decode(text: string): Uint8Array {
  let body = text.replace(/\s+/g, '');
  if (body.startsWith('<~')) body = body.slice(2);
  if (body.endsWith('~>')) body = body.slice(0, -2);
  const out = new Uint8Array(Math.ceil(body.length / 5) * 4 + body.length * 4);
  let at = 0;
  let value = 0;
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === 122 && count === 0) {
      out.fill(0, at, at + 4);
      at += 4;
      continue;
    }
    if (code < 33 || code > 117) {
      const where = code === 122 ? ' ("z" is only allowed between 5-character groups)' : '';
      throw new ToolError(`"text" is not Ascii85: "${body[i]}" at position ${i} is outside "!"…"u"${where}.`);
    }
    value = value * 85 + (code - 33);
    if (++count === 5) {
      if (value > 0xffffffff) throw new ToolError(`The Ascii85 group ending at position ${i} is too large to be 4 bytes.`);
      out[at++] = value >>> 24;
      out[at++] = (value >>> 16) & 255;
      out[at++] = (value >>> 8) & 255;
      out[at++] = value & 255;
      value = 0;
      count = 0;
    }
  }
  if (count === 1) throw new ToolError('"text" ends with a single Ascii85 character; a final group needs at least 2.');
  if (count > 1) {
    for (let j = count; j < 5; j++) value = value * 85 + 84; // pad with 'u'
    if (value > 0xffffffff) throw new ToolError('The last Ascii85 group is too large to decode.');
    for (let j = 0; j < count - 1; j++) out[at++] = Math.floor(value / 256 ** (3 - j)) & 255;
  }
  return out.subarray(0, at);
}

export default defineTool({
  slug: 'ascii85-encoder',
  name: 'Ascii85 encoder / decoder',
  category: 'encoding',
  description:
    'Encodes the UTF-8 bytes of a text as Adobe Ascii85 (Base85, "z" for zero groups, optionally wrapped in <~ ~>), or decodes Ascii85 back to text; decoding ignores whitespace and accepts the delimiters or not.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'Text to encode, or Ascii85 to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into Ascii85; decode turns Ascii85 back into text.' },
      delimiters: { type: 'boolean', default: true, description: 'When encoding, wrap the output in <~ and ~>.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hello, World!', mode: 'encode', delimiters: true }, result: { output: '<~87cURD_*#4DfTZ)+T~>' } },
    { inputs: { text: 'Man is', mode: 'encode', delimiters: false }, result: { output: '9jqo^Bla' } },
    { inputs: { text: '<~6$$OMBfIs~>', mode: 'decode', delimiters: true }, result: { output: 'Ascii85' } },
  ],
  run({ text, mode, delimiters }: { text: string; mode: 'encode' | 'decode'; delimiters: boolean }) {
    if (mode === 'encode') {
      const body = encode(Buffer.from(text, 'utf8'));
      return { output: delimiters ? `<~${body}~>` : body };
    }
    try {
      return { output: utf8.decode(decode(text)) };
    } catch (error) {
      if (error instanceof ToolError) throw error;
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
