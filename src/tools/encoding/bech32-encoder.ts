import { bech32, bech32m } from '@scure/base';
import { ToolError, defineTool, nullable } from '../define.ts';

type Variant = 'bech32' | 'bech32m';
type Format = 'hex' | 'text';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const codecs = { bech32, bech32m } as const;
const segwitPrefixes = new Set(['bc', 'tb', 'bcrt']);

function parseHex(text: string): Buffer {
  const compact = text.replace(/(^|[\s:])0x/gi, '$1').replace(/[\s:]+/g, '');
  if (/[^0-9a-fA-F]/.test(compact)) throw new ToolError('"text" is not hex: with format "hex" give the payload bytes as hex digits (or choose format "text").');
  if (compact.length % 2 !== 0) throw new ToolError(`"text" has ${compact.length} hex digits, an odd number: each byte needs two digits.`);
  return Buffer.from(compact, 'hex');
}

function decode(text: string): { prefix: string; words: number[]; variant: Variant } {
  const errors: string[] = [];
  for (const variant of ['bech32', 'bech32m'] as const) {
    try {
      return { ...codecs[variant].decode(text as `${string}1${string}`, false), variant };
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  const first = errors[0]!;
  const reason = first.startsWith('Invalid checksum')
    ? 'its checksum matches neither Bech32 nor Bech32m (a typo?)'
    : first.startsWith('invalid string length')
      ? 'it needs at least 8 characters (prefix, "1", 6-character checksum)'
      : first.slice(0, 120);
  throw new ToolError(`"text" is not a valid Bech32 string: ${reason}.`);
}

export default defineTool({
  slug: 'bech32-encoder',
  name: 'Bech32 / Bech32m encoder / decoder',
  category: 'encoding',
  description:
    'Encodes bytes (hex, or UTF-8 text) as a Bech32 (BIP 173) or Bech32m (BIP 350) string with a human-readable prefix, or decodes one back to its prefix, payload and detected variant; no 90-character length cap. Bitcoin SegWit addresses (bc, tb, bcrt) have their witness version split from the program.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 5000, description: 'Payload to encode (see format), or a Bech32 string to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) writes the payload as a Bech32 string; decode reads a Bech32 string back into prefix and payload.' },
      prefix: {
        type: 'string',
        minLength: 1,
        maxLength: 83,
        pattern: '^[!-~]+$',
        description: 'Human-readable part, e.g. "npub" or "bc" (required for encoding; lowercased).',
      },
      variant: { type: 'string', enum: ['bech32', 'bech32m'], default: 'bech32', description: 'Checksum variant when encoding; decoding detects it.' },
      format: { type: 'string', enum: ['hex', 'text'], default: 'hex', description: 'How the payload is written: hex bytes or UTF-8 text.' },
      witnessVersion: {
        type: 'integer',
        minimum: 0,
        maximum: 16,
        description: 'When encoding a SegWit address: the witness version (0 uses bech32, 1+ bech32m) put before the witness program.',
      },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'Encode: the Bech32 string. Decode: the payload (hex or text).' },
      prefix: { type: 'string', description: 'The human-readable part.' },
      variant: { type: 'string', enum: ['bech32', 'bech32m'] },
      bytes: { type: 'integer', description: 'Payload length in bytes.' },
      witnessVersion: nullable(
        { type: 'integer' },
        { description: 'SegWit witness version (decoding bc/tb/bcrt addresses, or when given for encoding); null otherwise.' },
      ),
    },
    required: ['output', 'prefix', 'variant', 'bytes', 'witnessVersion'],
  },
  examples: [
    {
      inputs: {
        text: '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d',
        mode: 'encode',
        prefix: 'npub',
        variant: 'bech32',
        format: 'hex',
      },
      result: { output: 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6', prefix: 'npub', variant: 'bech32', bytes: 32, witnessVersion: null },
    },
    {
      inputs: { text: 'hello world', mode: 'encode', prefix: 'msg', variant: 'bech32m', format: 'text' },
      result: { output: 'msg1dpjkcmr0ypmk7unvvsa56q0x', prefix: 'msg', variant: 'bech32m', bytes: 11, witnessVersion: null },
    },
    {
      inputs: { text: 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6', mode: 'decode', variant: 'bech32', format: 'hex' },
      result: {
        output: '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d',
        prefix: 'npub',
        variant: 'bech32',
        bytes: 32,
        witnessVersion: null,
      },
    },
    {
      inputs: { text: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', mode: 'decode', variant: 'bech32', format: 'hex' },
      result: { output: '751e76e8199196d454941c45d1b3a323f1433bd6', prefix: 'bc', variant: 'bech32', bytes: 20, witnessVersion: 0 },
    },
  ],
  run({
    text,
    mode,
    prefix,
    variant,
    format,
    witnessVersion,
  }: {
    text: string;
    mode: 'encode' | 'decode';
    prefix?: string;
    variant: Variant;
    format: Format;
    witnessVersion?: number;
  }) {
    if (mode === 'encode') {
      if (prefix === undefined) throw new ToolError('Encoding needs a "prefix" (the human-readable part, e.g. "npub").');
      const bytes = format === 'hex' ? parseHex(text) : Buffer.from(text, 'utf8');
      const words = codecs[variant].toWords(bytes);
      if (witnessVersion !== undefined) words.unshift(witnessVersion);
      const output = codecs[variant].encode(prefix.toLowerCase(), words, false);
      return { output, prefix: prefix.toLowerCase(), variant, bytes: bytes.length, witnessVersion: witnessVersion ?? null };
    }
    const decoded = decode(text.trim());
    // Bitcoin SegWit addresses: one witness-version word, then the witness program.
    const segwit = segwitPrefixes.has(decoded.prefix) && decoded.words.length > 0 && decoded.words[0]! <= 16;
    const version = segwit ? decoded.words[0]! : null;
    let bytes: Uint8Array;
    try {
      bytes = codecs[decoded.variant].fromWords(segwit ? decoded.words.slice(1) : decoded.words);
    } catch {
      throw new ToolError('The Bech32 data is not a whole number of bytes, so it holds no byte payload.');
    }
    const result = { prefix: decoded.prefix, variant: decoded.variant, bytes: bytes.length, witnessVersion: version };
    if (format === 'hex') return { output: Buffer.from(bytes).toString('hex'), ...result };
    try {
      return { output: utf8.decode(bytes), ...result };
    } catch {
      throw new ToolError('The payload is not UTF-8 text: decode it with format "hex".');
    }
  },
});
