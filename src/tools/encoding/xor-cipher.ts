import { ToolError, defineTool } from '../define.ts';

type Encoding = 'utf8' | 'hex' | 'base64';
const utf8 = new TextDecoder('utf-8', { fatal: true });

function bytesOf(text: string, encoding: Encoding, name: string): Buffer {
  if (encoding === 'utf8') return Buffer.from(text, 'utf8');
  const compact = text.replace(/\s+/g, '');
  if (encoding === 'hex') {
    const hex = compact.replace(/^0x/i, '');
    const bad = /[^0-9a-fA-F]/.exec(hex);
    if (bad) throw new ToolError(`"${name}" is not hex: "${bad[0]}" is not a hex digit.`);
    if (hex.length % 2 !== 0) throw new ToolError(`"${name}" has ${hex.length} hex digits, an odd number: each byte needs two.`);
    return Buffer.from(hex, 'hex');
  }
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/.test(standard)) {
    throw new ToolError(`"${name}" is not Base64: use A–Z, a–z, 0–9, + and / (or - and _), with = padding only at the end.`);
  }
  return Buffer.from(standard, 'base64');
}

interface Inputs {
  input: string;
  inputEncoding: Encoding;
  key: string;
  keyEncoding: 'utf8' | 'hex';
  outputEncoding: Encoding;
}

export default defineTool({
  slug: 'xor-cipher',
  name: 'XOR cipher',
  category: 'encoding',
  description:
    'XORs data with a repeating key, byte by byte: output byte i = input byte i XOR key byte (i mod key length). The same operation encrypts and decrypts. Input as UTF-8 text, hex or Base64; key (1–1024 bytes) as UTF-8 text or hex; output as hex, Base64 or UTF-8 text (refused when the bytes are not valid UTF-8). A repeating-key XOR is an obfuscation, not encryption: it is broken by frequency analysis.',
  inputSchema: {
    type: 'object',
    properties: {
      input: { type: 'string', maxLength: 500_000, description: 'The data, in inputEncoding.' },
      inputEncoding: { type: 'string', enum: ['utf8', 'hex', 'base64'], default: 'utf8', description: 'How input is written.' },
      key: { type: 'string', minLength: 1, maxLength: 2048, description: 'The key (1–1024 bytes), in keyEncoding.' },
      keyEncoding: { type: 'string', enum: ['utf8', 'hex'], default: 'utf8', description: 'How key is written.' },
      outputEncoding: { type: 'string', enum: ['hex', 'base64', 'utf8'], default: 'hex', description: 'How to write the result.' },
    },
    required: ['input', 'key'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'The XORed bytes in outputEncoding (hex in lower case).' },
      bytes: { type: 'integer', description: 'Number of bytes.' },
    },
    required: ['output', 'bytes'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"inputEncoding":"utf8","keyEncoding":"utf8","outputEncoding":"hex","input":"hello","key":"k"},"result":{"output":"030e070704","bytes":5}},
    {"inputs":{"inputEncoding":"utf8","keyEncoding":"utf8","outputEncoding":"base64","input":"Burning 'em, if you ain't quick and nimble","key":"ICE"},"result":{"output":"CzY3JyorLmNiLC5paSojaToqPGMkIC1iPWM0PComImMkJydlJyooKy8g","bytes":42}},
    {"inputs":{"inputEncoding":"hex","keyEncoding":"hex","outputEncoding":"utf8","input":"0b3637272a2b2e63622c2e69692a23693a2a3c6324202d623d63343c2a26226324272765272a282b2f20","key":"494345"},"result":{"output":"Burning 'em, if you ain't quick and nimble","bytes":42}},
  ],
  run({ input, inputEncoding, key, keyEncoding, outputEncoding }: Inputs) {
    const data = bytesOf(input, inputEncoding, 'input');
    const keyBytes = bytesOf(key, keyEncoding, 'key');
    if (keyBytes.length === 0) throw new ToolError('The key is empty: give at least one byte.');
    if (keyBytes.length > 1024) throw new ToolError(`The key is ${keyBytes.length} bytes; at most 1024 are allowed.`);
    const out = Buffer.allocUnsafe(data.length);
    for (let i = 0, k = 0; i < data.length; i++, k = k + 1 === keyBytes.length ? 0 : k + 1) out[i] = data[i]! ^ keyBytes[k]!;
    if (outputEncoding === 'utf8') {
      try {
        return { output: utf8.decode(out), bytes: out.length };
      } catch {
        throw new ToolError('The result is not valid UTF-8 text: ask for hex or base64 output.');
      }
    }
    return { output: out.toString(outputEncoding), bytes: out.length };
  },
});
