import { base32, base58 } from '@scure/base';
import { ToolError, defineTool } from '../define.ts';

const encodings = ['base64', 'base64url', 'hex', 'base32', 'base58'] as const;
type Encoding = (typeof encodings)[number];

/** Base58 conversion is quadratic; the library refuses more than this many bytes / characters. */
const BASE58_MAX_BYTES = 2048;
const BASE58_MAX_CHARS = 4096;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function parseBase64(text: string, name: string): Uint8Array {
  const compact = text.replace(/\s+/g, '').replace(/[-_]/g, (char) => (char === '-' ? '+' : '/'));
  const padding = compact.indexOf('=');
  const body = padding < 0 ? compact : compact.slice(0, padding);
  const validPadding = padding < 0 || (/^={1,2}$/.test(compact.slice(padding)) && compact.length % 4 === 0);
  if (/[^A-Za-z0-9+/]/.test(body) || body.length % 4 === 1 || !validPadding) {
    throw new ToolError(`"text" is not ${name}: use A–Z, a–z, 0–9 and + / (or - _), with = padding only at the end.`);
  }
  return Buffer.from(body, 'base64');
}

function parse(text: string, from: Encoding): Uint8Array {
  switch (from) {
    case 'base64':
    case 'base64url':
      return parseBase64(text, from === 'base64' ? 'Base64' : 'Base64url');
    case 'hex': {
      const compact = text.replace(/(^|[\s:])0x/gi, '$1').replace(/[\s:]+/g, '');
      const bad = /[^0-9a-fA-F]/.exec(compact);
      if (bad) throw new ToolError(`"text" is not hex: "${bad[0]}" is not a hex digit.`);
      if (compact.length % 2 !== 0) throw new ToolError(`"text" has ${compact.length} hex digits, an odd number: each byte needs two digits.`);
      return Buffer.from(compact, 'hex');
    }
    case 'base32': {
      const compact = text.replace(/\s+/g, '').toUpperCase().replace(/=+$/, '');
      const bad = /[^A-Z2-7]/.exec(compact);
      if (bad) throw new ToolError(`"text" is not Base32: "${bad[0]}" is outside A–Z and 2–7.`);
      if ([1, 3, 6].includes(compact.length % 8)) throw new ToolError(`"text" has ${compact.length} Base32 characters, which no byte count encodes to (is one missing?).`);
      try {
        return base32.decode(compact.padEnd(Math.ceil(compact.length / 8) * 8, '='));
      } catch {
        throw new ToolError('"text" is not valid Base32: its last character leaves non-zero spare bits, so it is probably truncated or altered.');
      }
    }
    case 'base58': {
      const compact = text.replace(/\s+/g, '');
      if (compact.length > BASE58_MAX_CHARS) throw new ToolError(`Base58 input is limited to ${BASE58_MAX_CHARS} characters (conversion is quadratic).`);
      for (const char of compact) {
        if (!BASE58_ALPHABET.includes(char)) throw new ToolError(`"text" is not Base58 (Bitcoin alphabet): "${char}" is not in it (0, O, I and l never appear).`);
      }
      try {
        return base58.decode(compact);
      } catch (error) {
        throw new ToolError(`Could not decode the Base58: ${(error as Error).message.slice(0, 120)}.`);
      }
    }
  }
}

function format(bytes: Uint8Array, to: Encoding): string {
  switch (to) {
    case 'base64':
      return Buffer.from(bytes).toString('base64');
    case 'base64url':
      return Buffer.from(bytes).toString('base64url');
    case 'hex':
      return Buffer.from(bytes).toString('hex');
    case 'base32':
      return base32.encode(bytes);
    case 'base58':
      if (bytes.length > BASE58_MAX_BYTES) {
        throw new ToolError(`The data is ${bytes.length} bytes; Base58 output is limited to ${BASE58_MAX_BYTES} bytes (conversion is quadratic).`);
      }
      return base58.encode(bytes);
  }
}

export default defineTool({
  slug: 'encoding-converter',
  name: 'Binary encoding converter',
  category: 'encoding',
  description:
    'Re-encodes binary data from one text encoding to another — Base64, Base64url (unpadded), hex, Base32 (RFC 4648) or Base58 (Bitcoin alphabet, up to 2048 bytes) — without going through text, e.g. a Base64 key to hex. Input is parsed leniently (whitespace, missing padding, 0x and colons in hex).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 200_000, description: 'The data, written in the "from" encoding.' },
      from: { type: 'string', enum: encodings, description: 'Encoding of the input.' },
      to: { type: 'string', enum: encodings, description: 'Encoding of the output.' },
    },
    required: ['text', 'from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'The same bytes in the "to" encoding.' },
      bytes: { type: 'integer', description: 'Number of bytes of data.' },
    },
    required: ['output', 'bytes'],
  },
  examples: [
    { inputs: { text: 'q83vEjRWeJA=', from: 'base64', to: 'hex' }, result: { output: 'abcdef1234567890', bytes: 8 } },
    { inputs: { text: 'de:ad:be:ef:00:ff', from: 'hex', to: 'base64url' }, result: { output: '3q2-7wD_', bytes: 6 } },
    { inputs: { text: '00000102ff', from: 'hex', to: 'base58' }, result: { output: '11LiA', bytes: 5 } },
    { inputs: { text: 'JBSWY3DP', from: 'base32', to: 'base64' }, result: { output: 'SGVsbG8=', bytes: 5 } },
  ],
  run({ text, from, to }: { text: string; from: Encoding; to: Encoding }) {
    const bytes = parse(text, from);
    return { output: format(bytes, to), bytes: bytes.length };
  },
});
