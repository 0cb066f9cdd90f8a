import { defineTool } from '../define.ts';

type Format = 'xxd' | 'canonical';

const DIGITS = '0123456789abcdef';
const SPACE = 32;

/** Writes ASCII into a preallocated buffer: a dump of 200 KB is millions of characters, too many for string pieces. */
class Writer {
  readonly out: Buffer;
  at = 0;
  constructor(size: number) {
    this.out = Buffer.allocUnsafe(size);
  }
  byteHex(byte: number) {
    this.out[this.at++] = DIGITS.charCodeAt(byte >> 4);
    this.out[this.at++] = DIGITS.charCodeAt(byte & 15);
  }
  offset(value: number) {
    for (let shift = 28; shift >= 0; shift -= 4) this.out[this.at++] = DIGITS.charCodeAt((value >>> shift) & 15);
  }
  char(code: number, count = 1) {
    for (let i = 0; i < count; i++) this.out[this.at++] = code;
  }
  printable(byte: number) {
    this.out[this.at++] = byte >= 0x20 && byte <= 0x7e ? byte : 46; // '.'
  }
  toString() {
    // Without the final newline.
    return this.out.toString('latin1', 0, Math.max(0, this.at - 1));
  }
}

/** Like `xxd -c width`: "00000000: 4865 6c6c  He…", bytes in pairs, the hex column padded to full width. */
function xxd(bytes: Uint8Array, width: number): string {
  const hexWidth = width * 2 + Math.floor((width - 1) / 2);
  const lines = Math.ceil(bytes.length / width);
  const writer = new Writer(lines * (8 + 2 + hexWidth + 2 + width + 1));
  for (let at = 0; at < bytes.length; at += width) {
    const end = Math.min(at + width, bytes.length);
    writer.offset(at);
    writer.char(58); // ':'
    writer.char(SPACE);
    let written = 0;
    for (let i = at; i < end; i++) {
      writer.byteHex(bytes[i]!);
      written += 2;
      if ((i - at) % 2 === 1 && i - at < width - 1) {
        writer.char(SPACE);
        written++;
      }
    }
    writer.char(SPACE, hexWidth - written + 2);
    for (let i = at; i < end; i++) writer.printable(bytes[i]!);
    writer.char(10);
  }
  return writer.toString();
}

const sameAsPrevious = (bytes: Uint8Array, at: number) => {
  if (at < 16 || at + 16 > bytes.length) return false;
  for (let i = 0; i < 16; i++) if (bytes[at + i] !== bytes[at - 16 + i]) return false;
  return true;
};

/** Like `hexdump -C`: 16 bytes a line in two groups of 8, |ASCII|, repeated lines squeezed to "*", the length last. */
function canonical(bytes: Uint8Array): string {
  if (bytes.length === 0) return '';
  const lines = Math.ceil(bytes.length / 16);
  const writer = new Writer(lines * (8 + 2 + 49 + 2 + 16 + 2) + 9);
  let squeezed = false;
  for (let at = 0; at < bytes.length; at += 16) {
    if (sameAsPrevious(bytes, at)) {
      if (!squeezed) {
        writer.char(42); // '*'
        writer.char(10);
      }
      squeezed = true;
      continue;
    }
    squeezed = false;
    const end = Math.min(at + 16, bytes.length);
    writer.offset(at);
    writer.char(SPACE, 2);
    for (let i = at; i < at + 16; i++) {
      if (i < end) writer.byteHex(bytes[i]!);
      else writer.char(SPACE, 2);
      writer.char(SPACE, i - at === 7 ? 2 : 1);
    }
    writer.char(SPACE);
    writer.char(124); // '|'
    for (let i = at; i < end; i++) writer.printable(bytes[i]!);
    writer.char(124);
    writer.char(10);
  }
  writer.offset(bytes.length);
  writer.char(10);
  return writer.toString();
}

export default defineTool({
  slug: 'hexdump',
  name: 'Hex dump',
  category: 'encoding',
  description:
    'Dumps the UTF-8 bytes of a text with offsets, hex and an ASCII column (non-printable bytes as "."), either like `xxd` (byte pairs, configurable bytes per line) or like `hexdump -C` (canonical: 16 bytes per line, identical lines squeezed to "*", total length last).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 20_000, description: 'The text whose UTF-8 bytes to dump.' },
      format: { type: 'string', enum: ['xxd', 'canonical'], default: 'xxd', description: 'xxd layout, or canonical = hexdump -C layout.' },
      bytesPerLine: { type: 'integer', minimum: 1, maximum: 64, default: 16, description: 'Bytes per line for the xxd layout (canonical is always 16).' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      dump: { type: 'string', description: 'The dump, lines separated by \\n.' },
      bytes: { type: 'integer', description: 'Number of UTF-8 bytes dumped.' },
    },
    required: ['dump', 'bytes'],
  },
  examples: [
    {
      inputs: { text: 'Hello, world!\n', format: 'xxd', bytesPerLine: 16 },
      result: { dump: '00000000: 4865 6c6c 6f2c 2077 6f72 6c64 210a       Hello, world!.', bytes: 14 },
    },
    {
      inputs: { text: 'Grüße\tfrom Zürich!', format: 'canonical', bytesPerLine: 16 },
      result: {
        dump: [
          '00000000  47 72 c3 bc c3 9f 65 09  66 72 6f 6d 20 5a c3 bc  |Gr....e.from Z..|',
          '00000010  72 69 63 68 21                                    |rich!|',
          '00000015',
        ].join('\n'),
        bytes: 21,
      },
    },
    {
      inputs: { text: 'naïve', format: 'xxd', bytesPerLine: 4 },
      result: { dump: '00000000: 6e61 c3af  na..\n00000004: 7665       ve', bytes: 6 },
    },
  ],
  run({ text, format, bytesPerLine }: { text: string; format: Format; bytesPerLine: number }) {
    const bytes = Buffer.from(text, 'utf8');
    return { dump: format === 'xxd' ? xxd(bytes, bytesPerLine) : canonical(bytes), bytes: bytes.length };
  },
});
