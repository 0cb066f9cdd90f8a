import iconv from 'iconv-lite';
import { ToolError, defineTool } from '../define.ts';

const ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'windows-1258',
  'iso-8859-1',
  'iso-8859-2',
  'iso-8859-3',
  'iso-8859-4',
  'iso-8859-5',
  'iso-8859-6',
  'iso-8859-7',
  'iso-8859-8',
  'iso-8859-9',
  'iso-8859-10',
  'iso-8859-11',
  'iso-8859-13',
  'iso-8859-14',
  'iso-8859-15',
  'iso-8859-16',
  'koi8-r',
  'koi8-u',
  'ibm866',
  'macintosh',
  'shift_jis',
  'euc-jp',
  'gb18030',
  'gbk',
  'big5',
  'euc-kr',
] as const;
type Encoding = (typeof ENCODINGS)[number];
type Errors = 'strict' | 'replace';

const UTF = new Set<Encoding>(['utf-8', 'utf-16le', 'utf-16be']);
/** How each encoding that can encode U+FFFD writes it (a U+FFFD decoded from these bytes is data, not an error). */
const ENCODED_FFFD: Partial<Record<Encoding, Buffer>> = {
  'utf-8': Buffer.from([0xef, 0xbf, 0xbd]),
  'utf-16le': Buffer.from([0xfd, 0xff]),
  'utf-16be': Buffer.from([0xff, 0xfd]),
  gb18030: Buffer.from([0x84, 0x31, 0xa4, 0x37]),
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const describeChar = (char: string) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) n++;
  return n;
}

/** Text to bytes; an unmappable character (or a lone surrogate) is refused, or replaced by "?" (U+FFFD in UTF-8/16). */
function encodeText(text: string, encoding: Encoding, errors: Errors, hint: string): { bytes: Buffer; unmappable: number } {
  const lone = text.match(LONE_SURROGATE)?.length ?? 0;
  if (lone > 0 && errors === 'strict') {
    throw new ToolError(`The text holds a lone surrogate ${describeChar(text.match(LONE_SURROGATE)![0])}, which no encoding can write.`);
  }
  if (UTF.has(encoding)) {
    return { bytes: iconv.encode(lone > 0 ? text.replace(LONE_SURROGATE, '\ufffd') : text, encoding), unmappable: lone };
  }
  const bytes = iconv.encode(text, encoding);
  // Every offered non-UTF encoding writes "?" as the single byte 0x3F, never inside a multi-byte sequence, and
  // iconv-lite writes 0x3F for a character it cannot map: the surplus of 0x3F bytes counts those characters.
  let marks = 0;
  for (const byte of bytes) if (byte === 0x3f) marks++;
  const unmappable = marks - count(text, '?');
  if (unmappable > 0 && errors === 'strict') {
    let position = 0;
    for (const char of text) {
      if (char !== '?' && iconv.encode(char, encoding).equals(Buffer.from('?'))) {
        throw new ToolError(`Character ${describeChar(char)} at position ${position} has no mapping in ${encoding}${hint}.`);
      }
      position++;
    }
  }
  return { bytes, unmappable };
}

/** Bytes to text; an invalid or unmapped byte sequence is refused, or decoded as U+FFFD. */
function decodeBytes(data: Buffer, encoding: Encoding, errors: Errors): { text: string; unmappable: number } {
  let body = data;
  let trailing = 0;
  if ((encoding === 'utf-16le' || encoding === 'utf-16be') && data.length % 2 === 1) {
    body = data.subarray(0, data.length - 1);
    trailing = 1;
  }
  let text = iconv.decode(body, encoding, { stripBOM: false });
  let unmappable = trailing;
  const lone = text.match(LONE_SURROGATE)?.length ?? 0;
  if (lone > 0) text = text.replace(LONE_SURROGATE, '\ufffd');
  unmappable += lone;
  const fffd = count(text, '\ufffd') - lone;
  if (fffd > 0) {
    const encoded = ENCODED_FFFD[encoding];
    let legitimate = 0;
    if (encoded) {
      const step = encoding.startsWith('utf-16') ? 2 : 1;
      for (let at = body.indexOf(encoded); at >= 0; at = body.indexOf(encoded, at + 1)) if (at % step === 0) legitimate++;
    }
    unmappable += fffd - legitimate;
  }
  if (unmappable > 0 && errors === 'strict') {
    throw new ToolError(
      `The data is not valid ${encoding}: ${unmappable} byte sequence${unmappable === 1 ? '' : 's'} cannot be decoded; use errors: "replace" to decode them as U+FFFD.`,
    );
  }
  return { text: trailing ? `${text}\ufffd` : text, unmappable };
}

function parseData(data: string, dataEncoding: 'hex' | 'base64'): Buffer {
  const compact = data.replace(/\s+/g, '');
  if (dataEncoding === 'hex') {
    const hex = compact.replace(/^0x/i, '');
    const bad = /[^0-9a-fA-F]/.exec(hex);
    if (bad) throw new ToolError(`"data" is not hex: "${bad[0]}" is not a hex digit.`);
    if (hex.length % 2 !== 0) throw new ToolError(`"data" has ${hex.length} hex digits, an odd number: each byte needs two.`);
    return Buffer.from(hex, 'hex');
  }
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/.test(standard)) {
    throw new ToolError('"data" is not Base64: use A–Z, a–z, 0–9, + and / (or - and _), with = padding only at the end.');
  }
  return Buffer.from(standard, 'base64');
}

interface Inputs {
  mode: 'encode' | 'decode' | 'repair';
  text?: string;
  data?: string;
  encoding: Encoding;
  dataEncoding: 'hex' | 'base64';
  wrongEncoding: Encoding;
  errors: Errors;
}

export default defineTool({
  slug: 'charset-converter',
  name: 'Character set converter',
  category: 'encoding',
  description:
    'Converts between text and the bytes of a legacy or Unicode character set, with iconv-lite 0.7.3 tables: encode writes text as bytes (hex or Base64), decode reads bytes as text, repair undoes mojibake (UTF-8 text that was decoded with wrongEncoding, such as "CafÃ©" → "Café"): it encodes the text back with wrongEncoding and decodes the bytes as UTF-8. Encodings: UTF-8 and UTF-16 (no BOM added or removed), windows-1250…1258, ISO-8859-1…16 (ISO-8859-1 is true Latin-1, not the WHATWG alias of windows-1252), KOI8-R/U, IBM866, Macintosh, Shift_JIS, EUC-JP, GB18030, GBK, Big5, EUC-KR. Bytes a code page leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D in windows-1252) are invalid. errors: strict (default) refuses an unmappable character or an invalid byte sequence; replace writes "?" (U+FFFD in UTF-8/16) or decodes U+FFFD, and counts them.',
  inputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['encode', 'decode', 'repair'], description: 'encode text to bytes, decode bytes to text, or repair mojibake.' },
      text: { type: 'string', maxLength: 100_000, description: 'The text (encode and repair).' },
      data: { type: 'string', maxLength: 400_000, description: 'The bytes, in dataEncoding (decode).' },
      encoding: { type: 'string', enum: ENCODINGS, default: 'utf-8', description: 'The character set to encode to or decode from.' },
      dataEncoding: { type: 'string', enum: ['hex', 'base64'], default: 'hex', description: 'How bytes are written: hex or base64.' },
      wrongEncoding: { type: 'string', enum: ENCODINGS, default: 'windows-1252', description: 'repair: the character set the UTF-8 bytes were wrongly decoded with.' },
      errors: { type: 'string', enum: ['strict', 'replace'], default: 'strict', description: 'strict refuses unmappable characters or invalid bytes; replace substitutes them.' },
    },
    required: ['mode'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'encode: the bytes in dataEncoding (hex in lower case); decode and repair: the text.' },
      bytes: { type: 'integer', description: 'Number of bytes (encoded, decoded, or passed through in repair).' },
      unmappable: { type: 'integer', description: 'Characters or byte sequences replaced (always 0 in strict mode).' },
    },
    required: ['output', 'bytes', 'unmappable'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"encoding":"windows-1252","dataEncoding":"hex","wrongEncoding":"windows-1252","errors":"strict","mode":"encode","text":"€ 5, naïve"},"result":{"output":"8020352c206e61ef7665","bytes":10,"unmappable":0}},
    {"inputs":{"encoding":"windows-1251","dataEncoding":"hex","wrongEncoding":"windows-1252","errors":"strict","mode":"decode","data":"d0f2e8eae5f2"},"result":{"output":"Ртикет","bytes":6,"unmappable":0}},
    {"inputs":{"encoding":"shift_jis","dataEncoding":"base64","wrongEncoding":"windows-1252","errors":"strict","mode":"encode","text":"日本語テキスト"},"result":{"output":"k/qWe4zqg2WDTINYg2c=","bytes":14,"unmappable":0}},
    {"inputs":{"encoding":"utf-8","dataEncoding":"hex","wrongEncoding":"windows-1252","errors":"strict","mode":"repair","text":"CafÃ© Ã la crÃ¨me â€” â‚¬5"},"result":{"output":"Café àla crème — €5","bytes":26,"unmappable":0}},
    {"inputs":{"encoding":"koi8-r","dataEncoding":"hex","wrongEncoding":"windows-1252","errors":"replace","mode":"encode","text":"Привет, мир ✓"},"result":{"output":"f0d2c9d7c5d42c20cdc9d2203f","bytes":13,"unmappable":1}},
    {"inputs":{"encoding":"utf-8","dataEncoding":"hex","wrongEncoding":"windows-1252","errors":"replace","mode":"decode","data":"48c3a96c6c6fff21"},"result":{"output":"Héllo�!","bytes":8,"unmappable":1}},
  ],
  run({ mode, text, data, encoding, dataEncoding, wrongEncoding, errors }: Inputs) {
    if (mode === 'decode') {
      if (data === undefined) throw new ToolError('decode needs "data" (the bytes in hex or Base64).');
      const bytes = parseData(data, dataEncoding);
      const decoded = decodeBytes(bytes, encoding, errors);
      return { output: decoded.text, bytes: bytes.length, unmappable: decoded.unmappable };
    }
    if (text === undefined) throw new ToolError(`${mode} needs "text".`);
    if (mode === 'encode') {
      const encoded = encodeText(text, encoding, errors, '; use errors: "replace" to write "?" instead');
      return { output: encoded.bytes.toString(dataEncoding), bytes: encoded.bytes.length, unmappable: encoded.unmappable };
    }
    const encoded = encodeText(text, wrongEncoding, errors, `, so the text is not UTF-8 read as ${wrongEncoding}`);
    let decoded: { text: string; unmappable: number };
    try {
      decoded = decodeBytes(encoded.bytes, 'utf-8', errors);
    } catch {
      throw new ToolError(`Written back in ${wrongEncoding}, the text is not valid UTF-8, so it is not UTF-8 mojibake of ${wrongEncoding}; try another wrongEncoding.`);
    }
    return { output: decoded.text, bytes: encoded.bytes.length, unmappable: encoded.unmappable + decoded.unmappable };
  },
});
