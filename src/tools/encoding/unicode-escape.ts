import { ToolError, defineTool } from '../define.ts';

type Style = 'js' | 'es6' | 'python';
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, '0');

function escapeCodePoint(code: number, style: Style): string {
  if (style === 'es6') return `\\u{${hex(code, 1)}}`;
  if (style === 'python') {
    if (code < 0x100) return `\\x${hex(code, 2).toLowerCase()}`;
    return code > 0xffff ? `\\U${hex(code, 8).toLowerCase()}` : `\\u${hex(code, 4).toLowerCase()}`;
  }
  if (code <= 0xffff) return `\\u${hex(code, 4)}`;
  const offset = code - 0x10000;
  return `\\u${hex(0xd800 + (offset >> 10), 4)}\\u${hex(0xdc00 + (offset & 0x3ff), 4)}`;
}

function escape(text: string, style: Style, all: boolean): string {
  const parts: string[] = [];
  let run = 0; // start of the pending literal run
  let i = 0;
  while (i < text.length) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (!all && code >= 0x20 && code < 0x7f && code !== 0x5c) {
      i += width;
      continue;
    }
    if (run < i) parts.push(text.slice(run, i));
    parts.push(code === 0x5c && !all ? '\\\\' : escapeCodePoint(code, style));
    i += width;
    run = i;
  }
  if (run < text.length) parts.push(text.slice(run));
  return parts.join('');
}

const hexDigit = (code: number) =>
  code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 70 ? code - 55 : code >= 97 && code <= 102 ? code - 87 : -1;

/** The value of `count` hex digits at `at` (exactly), or -1. */
function readHex(text: string, at: number, count: number): number {
  if (at + count > text.length) return -1;
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = hexDigit(text.charCodeAt(i));
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

function unescape(text: string): string {
  const parts: string[] = [];
  let run = 0;
  let i = text.indexOf('\\');
  while (i >= 0 && i + 1 < text.length) {
    const kind = text[i + 1];
    let code = -1;
    let end = i;
    if (kind === '\\') {
      parts.push(text.slice(run, i), '\\');
      run = i + 2;
      i = text.indexOf('\\', run);
      continue;
    } else if (kind === 'u' && text[i + 2] === '{') {
      const close = text.indexOf('}', i + 3);
      if (close > i + 3 && close <= i + 11) {
        code = readHex(text, i + 3, close - i - 3);
        end = close + 1;
      }
    } else if (kind === 'u') {
      code = readHex(text, i + 2, 4);
      end = i + 6;
    } else if (kind === 'U') {
      code = readHex(text, i + 2, 8);
      end = i + 10;
    } else if (kind === 'x') {
      code = readHex(text, i + 2, 2);
      end = i + 4;
    }
    if (code < 0) {
      i = text.indexOf('\\', i + 1);
      continue;
    }
    if (code > 0x10ffff) throw new ToolError(`${text.slice(i, end)} is beyond U+10FFFF, the last Unicode code point.`);
    parts.push(text.slice(run, i), String.fromCodePoint(code));
    run = end;
    i = text.indexOf('\\', run);
  }
  parts.push(text.slice(run));
  const output = parts.join('');
  const lone = loneSurrogate.exec(output);
  if (lone) {
    throw new ToolError(`The escapes produce an unpaired surrogate U+${hex(lone[0].charCodeAt(0), 4)}: a \\uD800–\\uDBFF escape must be followed by a \\uDC00–\\uDFFF one.`);
  }
  return output;
}

export default defineTool({
  slug: 'unicode-escape',
  name: 'Unicode escape / unescape',
  category: 'encoding',
  description:
    'Escapes non-ASCII and control characters (or every character) as JavaScript/JSON \\u escapes of 4 hex digits with surrogate pairs, ES2015 \\u{…} or Python \\x/\\u/\\U escapes, backslashes as \\\\; or turns \\u (4 hex digits), \\u{…}, \\U (8 hex digits), \\x (2 hex digits) and \\\\ escapes back into text, leaving other backslash sequences as they are.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 20_000, description: 'Text to escape, or text with escapes to unescape.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode = escape, decode = unescape.' },
      style: {
        type: 'string',
        enum: ['js', 'es6', 'python'],
        default: 'js',
        description: 'Escape syntax when encoding: js = \\u + 4 hex digits (astral characters as surrogate pairs), es6 = \\u{hex…}, python = \\x + 2 / \\u + 4 / \\U + 8 hex digits.',
      },
      all: { type: 'boolean', default: false, description: 'When encoding, escape printable ASCII too.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Grüße 👋', mode: 'encode', style: 'js', all: false }, result: { output: 'Gr\\u00FC\\u00DFe \\uD83D\\uDC4B' } },
    { inputs: { text: 'Grüße 👋', mode: 'encode', style: 'es6', all: false }, result: { output: 'Gr\\u{FC}\\u{DF}e \\u{1F44B}' } },
    { inputs: { text: 'Hi!', mode: 'encode', style: 'js', all: true }, result: { output: '\\u0048\\u0069\\u0021' } },
    {
      inputs: { text: 'caf\\u00e9 \\u{1F375} \\U0001F370 na\\xefve', mode: 'decode', style: 'js', all: false },
      result: { output: 'café 🍵 🍰 naïve' },
    },
  ],
  run({ text, mode, style, all }: { text: string; mode: 'encode' | 'decode'; style: Style; all: boolean }) {
    return { output: mode === 'encode' ? escape(text, style, all) : unescape(text) };
  },
});
