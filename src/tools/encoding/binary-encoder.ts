import { ToolError, defineTool } from '../define.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeBinary(text: string): Uint8Array {
  const bad = /[^01\s,]/.exec(text);
  if (bad) throw new ToolError(`"text" is not binary: "${bad[0]}" is not 0, 1 or a separator (space, comma, newline).`);
  const groups = text.split(/[\s,]+/).filter((group) => group !== '');
  // One unbroken run of bits: split it into octets. Separated groups: each group is one byte of 1–8 bits.
  if (groups.length === 1) {
    const bits = groups[0]!;
    if (bits.length % 8 !== 0) {
      throw new ToolError(`"text" has ${bits.length} bits, not a multiple of 8: separate the bytes with spaces if they are shorter than 8 bits.`);
    }
    const bytes = new Uint8Array(bits.length / 8);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(bits.slice(i * 8, i * 8 + 8), 2);
    return bytes;
  }
  const bytes = new Uint8Array(groups.length);
  groups.forEach((group, i) => {
    if (group.length > 8) throw new ToolError(`Group ${i + 1} ("${group.slice(0, 20)}") has ${group.length} bits; a byte has at most 8.`);
    bytes[i] = parseInt(group, 2);
  });
  return bytes;
}

export default defineTool({
  slug: 'binary-encoder',
  name: 'Binary encoder / decoder',
  category: 'encoding',
  description:
    'Writes the UTF-8 bytes of a text as 8-bit binary groups separated by spaces, or decodes binary back to text: either one run of bits (a multiple of 8) or groups of 1–8 bits separated by spaces, commas or newlines.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 30_000, description: 'Text to encode, or binary digits to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) writes text as binary bytes; decode turns binary digits back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hi €', mode: 'encode' }, result: { output: '01001000 01101001 00100000 11100010 10000010 10101100' } },
    { inputs: { text: '01001111 01001011 00100001', mode: 'decode' }, result: { output: 'OK!' } },
    { inputs: { text: '1100011 1100001 1110100', mode: 'decode' }, result: { output: 'cat' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') {
      const bytes = Buffer.from(text, 'utf8');
      if (bytes.length === 0) return { output: '' };
      // Written as ASCII bytes: '0' = 48, '1' = 49, ' ' = 32.
      const out = Buffer.allocUnsafe(bytes.length * 9 - 1);
      let at = 0;
      for (let i = 0; i < bytes.length; i++) {
        if (i > 0) out[at++] = 32;
        const byte = bytes[i]!;
        for (let bit = 7; bit >= 0; bit--) out[at++] = 48 + ((byte >> bit) & 1);
      }
      return { output: out.toString('latin1') };
    }
    const bytes = decodeBinary(text);
    try {
      return { output: utf8.decode(bytes) };
    } catch {
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
