import { brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, deflateSync, gunzipSync, gzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { ToolError, defineTool, nullable } from '../define.ts';

type Algorithm = 'gzip' | 'deflate' | 'deflate-raw' | 'brotli';

/** Decompressed output beyond this is refused, so a small "zip bomb" cannot exhaust memory. */
const MAX_OUTPUT = 8 * 1024 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function compress(bytes: Buffer, algorithm: Algorithm, level?: number): Buffer {
  if (algorithm === 'brotli') {
    const params = {
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      ...(level === undefined ? {} : { [constants.BROTLI_PARAM_QUALITY]: level }),
    };
    return brotliCompressSync(bytes, { params });
  }
  if (level !== undefined && level > 9) throw new ToolError(`${algorithm} levels run from 0 to 9 (only brotli goes up to 11).`);
  const options = level === undefined ? {} : { level };
  if (algorithm === 'gzip') return gzipSync(bytes, options);
  return algorithm === 'deflate' ? deflateSync(bytes, options) : deflateRawSync(bytes, options);
}

function sniff(bytes: Buffer): string {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return ' (the data looks like gzip)';
  if (bytes.length >= 2 && (bytes[0]! & 0x0f) === 8 && (bytes[0]! * 256 + bytes[1]!) % 31 === 0) return ' (the data looks like zlib deflate)';
  return '';
}

function decompress(bytes: Buffer, algorithm: Algorithm): Buffer {
  const options = { maxOutputLength: MAX_OUTPUT };
  try {
    if (algorithm === 'brotli') return brotliDecompressSync(bytes, options);
    if (algorithm === 'gzip') return gunzipSync(bytes, options);
    return algorithm === 'deflate' ? inflateSync(bytes, options) : inflateRawSync(bytes, options);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ToolError(`The decompressed data exceeds ${MAX_OUTPUT / 1024 / 1024} MiB, the limit this tool accepts.`);
    }
    throw new ToolError(`The data is not valid ${algorithm} data${sniff(bytes)}: ${(error as Error).message.slice(0, 120)}.`);
  }
}

function parseBase64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '').replace(/[-_]/g, (char) => (char === '-' ? '+' : '/'));
  const padding = compact.indexOf('=');
  const body = padding < 0 ? compact : compact.slice(0, padding);
  const validPadding = padding < 0 || (/^={1,2}$/.test(compact.slice(padding)) && compact.length % 4 === 0);
  if (/[^A-Za-z0-9+/]/.test(body) || body.length % 4 === 1 || !validPadding) {
    throw new ToolError('"text" is not Base64: give the compressed bytes as Base64 (A–Z, a–z, 0–9, + and /, or - and _).');
  }
  return Buffer.from(body, 'base64');
}

export default defineTool({
  slug: 'gzip-compressor',
  name: 'Gzip / Deflate / Brotli compressor',
  category: 'encoding',
  description:
    'Compresses the UTF-8 bytes of a text with gzip, zlib deflate, raw deflate or Brotli and returns them as Base64 with the sizes, or decompresses Base64 data back to text (output capped at 8 MiB against decompression bombs).',
  heavy: true,
  // Brotli at quality 11 needs a few seconds for a full megabyte.
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'Text to compress, or Base64 compressed data to decompress.' },
      mode: { type: 'string', enum: ['compress', 'decompress'], default: 'compress', description: 'compress (the default) compresses text to Base64 data; decompress turns Base64 compressed data back into text.' },
      algorithm: {
        type: 'string',
        enum: ['gzip', 'deflate', 'deflate-raw', 'brotli'],
        default: 'gzip',
        description: 'gzip (RFC 1952), deflate = zlib-wrapped (RFC 1950, HTTP "deflate"), deflate-raw (RFC 1951), or brotli (RFC 7932).',
      },
      level: {
        type: 'integer',
        minimum: 0,
        maximum: 11,
        description: 'Compression level: 0–9 for gzip/deflate (library default 6), 0–11 for brotli (default 11).',
      },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'Compress: the compressed bytes in Base64. Decompress: the text.' },
      algorithm: { type: 'string' },
      inputBytes: { type: 'integer', description: 'Size of the uncompressed UTF-8 text in bytes.' },
      outputBytes: { type: 'integer', description: 'Size of the compressed data in bytes.' },
      ratio: nullable({ type: 'number' }, { description: 'Compressed size / uncompressed size, to 3 decimals; null for empty text.' }),
    },
    required: ['output', 'algorithm', 'inputBytes', 'outputBytes', 'ratio'],
  },
  examples: [
    {
      inputs: { text: 'hello hello hello hello hello hello', mode: 'compress', algorithm: 'deflate-raw' },
      result: { output: 'y0jNyclXyMBHAgA=', algorithm: 'deflate-raw', inputBytes: 35, outputBytes: 11, ratio: 0.314 },
    },
    {
      inputs: { text: 'abcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabc', mode: 'compress', algorithm: 'brotli', level: 11 },
      result: { output: 'GzsA+CXDxMbimyBgNA==', algorithm: 'brotli', inputBytes: 60, outputBytes: 13, ratio: 0.217 },
    },
    {
      inputs: { text: 'H4sIAAAAAAAAA/NIzcnJ11Eozy/KSVEEAObG5usNAAAA', mode: 'decompress', algorithm: 'gzip' },
      result: { output: 'Hello, world!', algorithm: 'gzip', inputBytes: 13, outputBytes: 33, ratio: 2.538 },
    },
  ],
  run({ text, mode, algorithm, level }: { text: string; mode: 'compress' | 'decompress'; algorithm: Algorithm; level?: number }) {
    const ratio = (compressed: number, plain: number) => (plain === 0 ? null : Math.round((compressed / plain) * 1000) / 1000);
    if (mode === 'compress') {
      const plain = Buffer.from(text, 'utf8');
      const packed = compress(plain, algorithm, level);
      return { output: packed.toString('base64'), algorithm, inputBytes: plain.length, outputBytes: packed.length, ratio: ratio(packed.length, plain.length) };
    }
    const packed = parseBase64(text);
    const plain = decompress(packed, algorithm);
    let output: string;
    try {
      output = utf8.decode(plain);
    } catch {
      throw new ToolError('The decompressed bytes are not UTF-8 text (the archive holds binary data).');
    }
    return { output, algorithm, inputBytes: plain.length, outputBytes: packed.length, ratio: ratio(packed.length, plain.length) };
  },
});
