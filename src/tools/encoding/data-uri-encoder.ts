import { ToolError, defineTool } from '../define.ts';

type Encoding = 'base64' | 'percent';

const HEX = '0123456789ABCDEF';
// Characters that may stay literal in a data URI's percent-encoded data (RFC 3986 unreserved plus a few safe ones).
const literal = new Uint8Array(128);
for (const char of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()") literal[char.charCodeAt(0)] = 1;

/** Standard Base64 with optional = padding (a character-class test stays linear and fast even before the JIT warms up). */
function validBase64(text: string): boolean {
  const padding = text.indexOf('=');
  const body = padding < 0 ? text : text.slice(0, padding);
  const pad = text.length - body.length;
  if (/[^A-Za-z0-9+/]/.test(body) || body.length % 4 === 1) return false;
  return pad === 0 || (/^={1,2}$/.test(text.slice(padding)) && text.length % 4 === 0);
}

function percentEncode(bytes: Uint8Array): string {
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 128 && literal[byte] === 1) {
      out[at++] = byte;
    } else {
      out[at++] = 37;
      out[at++] = HEX.charCodeAt(byte >> 4);
      out[at++] = HEX.charCodeAt(byte & 15);
    }
  }
  return out.toString('latin1', 0, at);
}

const hexValue = (code: number) => (code <= 57 ? code - 48 : (code | 32) - 87);

function percentDecode(data: string): Buffer {
  const bad = /%(?![0-9A-Fa-f]{2})/.exec(data);
  if (bad) throw new ToolError(`Malformed percent sequence at data position ${bad.index}: "%" must be followed by two hex digits.`);
  // Non-ASCII characters stand for their UTF-8 bytes; %XX for one byte each.
  const bytes = Buffer.from(data, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length);
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 37) {
      out[at++] = hexValue(bytes[i + 1]!) * 16 + hexValue(bytes[i + 2]!);
      i += 2;
    } else {
      out[at++] = bytes[i]!;
    }
  }
  return out.subarray(0, at);
}

function decode(uri: string): { output: string; mimeType: string; encoding: Encoding } {
  const trimmed = uri.trim();
  if (!/^data:/i.test(trimmed)) throw new ToolError('"text" is not a data URI: it must start with "data:".');
  const comma = trimmed.indexOf(',');
  if (comma < 0) throw new ToolError('The data URI has no "," separating its media type from its data.');
  const params = trimmed.slice(5, comma).split(';').map((part) => part.trim());
  const isBase64 = params.length > 1 && params[params.length - 1]!.toLowerCase() === 'base64';
  if (isBase64) params.pop();
  const type = params[0] || 'text/plain';
  const rest = params.slice(1).filter((param) => param !== '');
  const mimeType = [type, ...(params[0] || rest.length > 0 ? rest : ['charset=US-ASCII'])].join(';');
  const charsetParam = rest.find((param) => /^charset=/i.test(param));
  const charset = charsetParam ? charsetParam.slice(8).replace(/^"|"$/g, '') : 'utf-8';

  const data = trimmed.slice(comma + 1);
  let bytes: Uint8Array;
  if (isBase64) {
    const raw = data.includes('%') ? percentDecode(data).toString('latin1') : data;
    const compact = raw.replace(/\s+/g, '').replace(/[-_]/g, (char) => (char === '-' ? '+' : '/'));
    if (!validBase64(compact)) throw new ToolError('The data is marked ;base64 but is not valid Base64.');
    bytes = Buffer.from(compact, 'base64');
  } else {
    bytes = percentDecode(data);
  }
  let decoder: { decode(bytes: Uint8Array): string };
  try {
    decoder = new TextDecoder(charset, { fatal: true, ignoreBOM: true });
  } catch {
    throw new ToolError(`Unknown charset "${charset.slice(0, 40)}" in the data URI.`);
  }
  try {
    return { output: decoder.decode(bytes), mimeType, encoding: isBase64 ? 'base64' : 'percent' };
  } catch {
    throw new ToolError(`The data is not valid ${charset.slice(0, 40)} text${/^text\//i.test(type) ? '' : ` (it may be binary ${type.slice(0, 60)} data)`}.`);
  }
}

export default defineTool({
  slug: 'data-uri-encoder',
  name: 'Data URI encoder / decoder',
  category: 'encoding',
  description:
    'Wraps text in a data: URI with the given media type, its UTF-8 bytes Base64- or percent-encoded (RFC 2397), or decodes a data URI back to its text, media type and encoding (honouring its charset; binary payloads are refused).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 150_000, description: 'Text to encode, or a data: URI to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) wraps text in a data: URI; decode reads a data: URI back into its text.' },
      mimeType: {
        type: 'string',
        maxLength: 200,
        pattern: '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=(?:"[^"]*"|[A-Za-z0-9!#$&^_.+-]+))*$',
        default: 'text/plain;charset=utf-8',
        description: 'When encoding: the media type, with parameters such as charset=utf-8.',
      },
      encoding: { type: 'string', enum: ['base64', 'percent'], default: 'base64', description: 'When encoding: how to write the data.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'Encode: the data URI. Decode: the text it holds.' },
      mimeType: { type: 'string', description: 'The media type with its parameters.' },
      encoding: { type: 'string', enum: ['base64', 'percent'], description: 'How the data is written in the URI.' },
    },
    required: ['output', 'mimeType', 'encoding'],
  },
  examples: [
    {
      inputs: { text: 'Hello, World!', mode: 'encode', mimeType: 'text/plain;charset=utf-8', encoding: 'base64' },
      result: { output: 'data:text/plain;charset=utf-8;base64,SGVsbG8sIFdvcmxkIQ==', mimeType: 'text/plain;charset=utf-8', encoding: 'base64' },
    },
    {
      inputs: { text: '<svg xmlns="http://www.w3.org/2000/svg"/>', mode: 'encode', mimeType: 'image/svg+xml', encoding: 'percent' },
      result: {
        output: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
        mimeType: 'image/svg+xml',
        encoding: 'percent',
      },
    },
    {
      inputs: { text: 'data:application/json;base64,eyJjaXR5IjoiWsO8cmljaCJ9', mode: 'decode', mimeType: 'text/plain;charset=utf-8', encoding: 'base64' },
      result: { output: '{"city":"Zürich"}', mimeType: 'application/json', encoding: 'base64' },
    },
  ],
  run({ text, mode, mimeType, encoding }: { text: string; mode: 'encode' | 'decode'; mimeType: string; encoding: Encoding }) {
    if (mode === 'decode') return decode(text);
    const type = mimeType.replace(/\s*;\s*/g, ';');
    const bytes = Buffer.from(text, 'utf8');
    const data = encoding === 'base64' ? bytes.toString('base64') : percentEncode(bytes);
    return { output: `data:${type}${encoding === 'base64' ? ';base64' : ''},${data}`, mimeType: type, encoding };
  },
});
