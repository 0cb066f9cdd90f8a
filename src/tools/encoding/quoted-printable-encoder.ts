import { ToolError, defineTool } from '../define.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const HEX = '0123456789ABCDEF';
const MAX_LINE = 76;

/** One pass over the UTF-8 bytes, writing ASCII into a buffer: LF or CRLF becomes a CRLF hard break. */
function encode(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const n = bytes.length;
  const out = Buffer.allocUnsafe(4 * n + 16);
  let at = 0;
  let column = 0;
  const isBreak = (i: number) => bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] === 10);
  for (let i = 0; i < n; i++) {
    const byte = bytes[i]!;
    if (isBreak(i)) {
      if (byte === 13) i++;
      out[at++] = 13;
      out[at++] = 10;
      column = 0;
      continue;
    }
    const last = i + 1 === n || isBreak(i + 1);
    // Printable ASCII except "=" stays literal; space and tab too, unless they would end the line.
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
    const width = literal ? 1 : 3;
    // Leave room for the "=" of a soft line break, except for the final token of the line.
    if (column + width > (last ? MAX_LINE : MAX_LINE - 1)) {
      out[at++] = 61;
      out[at++] = 13;
      out[at++] = 10;
      column = 0;
    }
    if (literal) {
      out[at++] = byte;
    } else {
      out[at++] = 61;
      out[at++] = HEX.charCodeAt(byte >> 4);
      out[at++] = HEX.charCodeAt(byte & 15);
    }
    column += width;
  }
  return out.toString('latin1', 0, at);
}

const hexValue = (code: number) =>
  code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 70 ? code - 55 : code >= 97 && code <= 102 ? code - 87 : -1;

/** One pass: =XX → byte, "=" before a line break → nothing, trailing blanks dropped, CRLF or LF → LF. */
function decode(text: string): Uint8Array {
  const n = text.length;
  const out = Buffer.allocUnsafe(Buffer.byteLength(text, 'utf8'));
  let at = 0;
  let line = 1;
  // The index just past a line break starting at i, or -1.
  const breakEnd = (i: number) => (text.charCodeAt(i) === 10 ? i + 1 : text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : -1);
  const blanksEnd = (i: number) => {
    while (i < n && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    return i;
  };
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code === 61) {
      const high = hexValue(text.charCodeAt(i + 1));
      const low = hexValue(text.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        out[at++] = high * 16 + low;
        i += 2;
        continue;
      }
      const after = blanksEnd(i + 1);
      if (after === n) break;
      const next = breakEnd(after);
      if (next < 0) {
        throw new ToolError(`Line ${line}: "=" must be followed by two hex digits or end the line (a soft break); found "${text.slice(i, i + 3)}".`);
      }
      line++;
      i = next - 1;
    } else if (code === 32 || code === 9) {
      const after = blanksEnd(i);
      if (after < n && breakEnd(after) < 0) {
        for (let j = i; j < after; j++) out[at++] = text.charCodeAt(j);
      }
      i = after - 1;
    } else if (breakEnd(i) >= 0) {
      out[at++] = 10;
      line++;
      i = breakEnd(i) - 1;
    } else if (code < 128) {
      out[at++] = code;
    } else {
      // Not allowed by RFC 2045, but readable: keep the character's own UTF-8 bytes.
      let end = i + 1;
      while (end < n && text.charCodeAt(end) >= 128) end++;
      at += out.write(text.slice(i, end), at, 'utf8');
      i = end - 1;
    }
  }
  return out.subarray(0, at);
}

export default defineTool({
  slug: 'quoted-printable-encoder',
  name: 'Quoted-printable encoder / decoder',
  category: 'encoding',
  description:
    'Encodes UTF-8 text as MIME quoted-printable (RFC 2045): =XX for "=" and non-ASCII bytes, lines of at most 76 characters with "=" soft breaks, CRLF line breaks. Decoding joins soft breaks, turns hard line breaks into \\n and returns the UTF-8 text.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 30_000, description: 'Text to encode, or quoted-printable to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into quoted-printable; decode turns quoted-printable back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Prix: 10€ = dix euros', mode: 'encode' }, result: { output: 'Prix: 10=E2=82=AC =3D dix euros' } },
    {
      inputs: {
        text: 'Bonjour à tous,\nla réunion est déplacée à jeudi prochain, même heure, même salle — merci de confirmer.',
        mode: 'encode',
      },
      result: {
        output:
          'Bonjour =C3=A0 tous,\r\nla r=C3=A9union est d=C3=A9plac=C3=A9e =C3=A0 jeudi prochain, m=C3=AAme heu=\r\nre, m=C3=AAme salle =E2=80=94 merci de confirmer.',
      },
    },
    { inputs: { text: 'Caf=C3=A9 cr=\r\n=C3=A8me =\r\nbr=C3=BBl=C3=A9e', mode: 'decode' }, result: { output: 'Café crème brûlée' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') return { output: encode(text) };
    try {
      return { output: utf8.decode(decode(text)) };
    } catch (error) {
      if (error instanceof ToolError) throw error;
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
