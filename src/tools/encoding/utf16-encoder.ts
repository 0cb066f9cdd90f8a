import { ToolError, defineTool } from '../define.ts';

const unit = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

interface Pair {
  char: string;
  codePoint: string;
  high: string;
  low: string;
}

function describe(text: string) {
  const pairs = new Map<string, Pair>();
  for (let i = 0; i + 1 < text.length; i++) {
    const high = text.charCodeAt(i);
    const low = text.charCodeAt(i + 1);
    if (high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      const char = text.slice(i, i + 2);
      if (!pairs.has(char)) pairs.set(char, { char, codePoint: `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`, high: unit(high), low: unit(low) });
      i++;
    }
  }
  return { codeUnits: text.length, surrogatePairs: [...pairs.values()] };
}

function decode(text: string): string {
  const tokens = text
    .replace(/\\u/gi, ' \\u')
    .split(/[\s,;]+/)
    .filter((token) => token !== '');
  const codes = tokens.map((token) => {
    const digits = token.replace(/^(?:0x|\\u|U\+)/i, '');
    if (!/^[0-9A-Fa-f]{1,4}$/.test(digits)) {
      throw new ToolError(`"${token.slice(0, 20)}" is not a UTF-16 code unit: give 1–4 hex digits (optionally 0x, \\u or U+ first), separated by spaces or commas.`);
    }
    return parseInt(digits, 16);
  });
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = codes[i + 1];
      if (next === undefined || next < 0xdc00 || next > 0xdfff) {
        throw new ToolError(`High surrogate ${unit(code)} (unit ${i + 1}) must be followed by a low surrogate DC00–DFFF.`);
      }
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      throw new ToolError(`Low surrogate ${unit(code)} (unit ${i + 1}) has no high surrogate D800–DBFF before it.`);
    }
  }
  let output = '';
  for (let i = 0; i < codes.length; i += 8192) output += String.fromCharCode(...codes.slice(i, i + 8192));
  return output;
}

export default defineTool({
  slug: 'utf16-encoder',
  name: 'UTF-16 encoder / decoder',
  category: 'encoding',
  description:
    'Shows a text as its UTF-16 code units in hex (characters beyond U+FFFF become surrogate pairs, listed with their code points), or turns a list of hex code units back into text, checking that surrogates pair up.',
  inputSchema: {
    type: 'object',
    properties: {
      text: {
        type: 'string',
        maxLength: 10_000,
        description: 'Text to encode, or hex code units to decode ("0048 0069", "0x48,0x69", "\\uD83D\\uDE00").',
      },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) lists the UTF-16 code units of text; decode turns hex code units back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'Encode: space-separated 4-digit hex code units. Decode: the text.' },
      codeUnits: { type: 'integer', description: 'Number of UTF-16 code units (the JavaScript string length).' },
      surrogatePairs: {
        type: 'array',
        description: 'Each distinct character that needs a surrogate pair.',
        items: {
          type: 'object',
          properties: {
            char: { type: 'string' },
            codePoint: { type: 'string', description: 'U+ followed by 5 or 6 hex digits.' },
            high: { type: 'string', description: 'High (lead) surrogate, D800–DBFF.' },
            low: { type: 'string', description: 'Low (trail) surrogate, DC00–DFFF.' },
          },
          required: ['char', 'codePoint', 'high', 'low'],
        },
      },
    },
    required: ['output', 'codeUnits', 'surrogatePairs'],
  },
  examples: [
    {
      inputs: { text: 'Hi 😀', mode: 'encode' },
      result: {
        output: '0048 0069 0020 D83D DE00',
        codeUnits: 5,
        surrogatePairs: [{ char: '😀', codePoint: 'U+1F600', high: 'D83D', low: 'DE00' }],
      },
    },
    {
      inputs: { text: '0x00E9, 0x0074, 0x00E9, 0x0020, 0xD83C, 0xDF1E', mode: 'decode' },
      result: {
        output: 'été 🌞',
        codeUnits: 6,
        surrogatePairs: [{ char: '🌞', codePoint: 'U+1F31E', high: 'D83C', low: 'DF1E' }],
      },
    },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'decode') {
      const output = decode(text);
      return { output, ...describe(output) };
    }
    const units = new Array<string>(text.length);
    for (let i = 0; i < text.length; i++) units[i] = unit(text.charCodeAt(i));
    return { output: units.join(' '), ...describe(text) };
  },
});
