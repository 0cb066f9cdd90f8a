import { defineTool } from '../define.ts';

const styles = [
  'bold',
  'italic',
  'bold-italic',
  'script',
  'fraktur',
  'double-struck',
  'sans-serif',
  'sans-serif-bold',
  'monospace',
  'circled',
  'fullwidth',
  'strikethrough',
] as const;
type Style = (typeof styles)[number];

/**
 * First code point of A, a and 0 in the Mathematical Alphanumeric Symbols block (null: no digits), and the letters
 * Unicode encodes earlier in Letterlike Symbols (the "holes" of the block).
 */
const MATH: Partial<Record<Style, { upper: number; lower: number; digit: number | null; holes: Record<string, number> }>> = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digit: 0x1d7ce, holes: {} },
  italic: { upper: 0x1d434, lower: 0x1d44e, digit: null, holes: { h: 0x210e } },
  'bold-italic': { upper: 0x1d468, lower: 0x1d482, digit: null, holes: {} },
  script: {
    upper: 0x1d49c,
    lower: 0x1d4b6,
    digit: null,
    holes: { B: 0x212c, E: 0x2130, F: 0x2131, H: 0x210b, I: 0x2110, L: 0x2112, M: 0x2133, R: 0x211b, e: 0x212f, g: 0x210a, o: 0x2134 },
  },
  fraktur: { upper: 0x1d504, lower: 0x1d51e, digit: null, holes: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 } },
  'double-struck': {
    upper: 0x1d538,
    lower: 0x1d552,
    digit: 0x1d7d8,
    holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  'sans-serif': { upper: 0x1d5a0, lower: 0x1d5ba, digit: 0x1d7e2, holes: {} },
  'sans-serif-bold': { upper: 0x1d5d4, lower: 0x1d5ee, digit: 0x1d7ec, holes: {} },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digit: 0x1d7f6, holes: {} },
};

/** The styled form of one code point, or null when the style has none. */
function styled(code: number, style: Style): string | null {
  const isUpper = code >= 65 && code <= 90;
  const isLower = code >= 97 && code <= 122;
  const isDigit = code >= 48 && code <= 57;
  switch (style) {
    case 'circled':
      if (isUpper) return String.fromCodePoint(0x24b6 + code - 65);
      if (isLower) return String.fromCodePoint(0x24d0 + code - 97);
      if (isDigit) return String.fromCodePoint(code === 48 ? 0x24ea : 0x2460 + code - 49);
      return null;
    case 'fullwidth':
      if (code === 0x20) return '\u3000';
      if (code >= 0x21 && code <= 0x7e) return String.fromCodePoint(0xff01 + code - 0x21);
      return null;
    case 'strikethrough':
      return code === 10 || code === 13 ? null : `${String.fromCodePoint(code)}\u0336`;
    default: {
      const table = MATH[style]!;
      const hole = table.holes[String.fromCharCode(code)];
      if ((isUpper || isLower) && hole !== undefined) return String.fromCodePoint(hole);
      if (isUpper) return String.fromCodePoint(table.upper + code - 65);
      if (isLower) return String.fromCodePoint(table.lower + code - 97);
      if (isDigit && table.digit !== null) return String.fromCodePoint(table.digit + code - 48);
      return null;
    }
  }
}

const WHITESPACE = /^\s$/u;

export default defineTool({
  slug: 'fancy-text-generator',
  name: 'Fancy text generator',
  category: 'text',
  description:
    'Rewrites Latin letters (and digits where Unicode has them) in a Unicode style: bold, italic, bold-italic, script, fraktur, double-struck, sans-serif, sans-serif-bold or monospace (Mathematical Alphanumeric Symbols, with the letters Unicode placed in Letterlike Symbols such as ℬ ℌ ℝ ℎ), circled (Ⓐ ⓐ ⓪ ①), fullwidth (U+FF01–FF5E, the space as U+3000) or strikethrough (U+0336 after each character but line breaks). Digits exist in bold, double-struck, sans-serif, sans-serif-bold, monospace and circled only. Other characters are copied and counted as unchanged (whitespace not counted). These are mathematical symbols, not formatting: screen readers spell them out or skip them, and search does not find them.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 5000, description: 'The text to restyle.' },
      style: { type: 'string', enum: styles, description: 'The Unicode style.' },
    },
    required: ['text', 'style'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The restyled text.' },
      unchanged: { type: 'integer', description: 'Characters (code points, whitespace excluded) the style has no form for, copied as they were.' },
    },
    required: ['text', 'unchanged'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"text":"Hello 123","style":"bold"},"result":{"text":"𝐇𝐞𝐥𝐥𝐨 𝟏𝟐𝟑","unchanged":0}},
    {"inputs":{"text":"Hello, Brave Zone 42!","style":"script"},"result":{"text":"ℋℯ𝓁𝓁ℴ, ℬ𝓇𝒶𝓋ℯ 𝒵ℴ𝓃ℯ 42!","unchanged":4}},
    {"inputs":{"text":"CHIRZ chirz","style":"fraktur"},"result":{"text":"ℭℌℑℜℨ 𝔠𝔥𝔦𝔯𝔷","unchanged":0}},
    {"inputs":{"text":"Pi is 3.14 ≈ π","style":"double-struck"},"result":{"text":"ℙ𝕚 𝕚𝕤 𝟛.𝟙𝟜 ≈ π","unchanged":3}},
    {"inputs":{"text":"Go 2 it!","style":"fullwidth"},"result":{"text":"Ｇｏ　２　ｉｔ！","unchanged":0}},
    {"inputs":{"text":"no\nway","style":"strikethrough"},"result":{"text":"n̶o̶\nw̶a̶y̶","unchanged":0}},
  ],
  run({ text, style }: { text: string; style: Style }) {
    let out = '';
    let unchanged = 0;
    for (const char of text) {
      const form = styled(char.codePointAt(0)!, style);
      if (form !== null) out += form;
      else {
        out += char;
        if (!WHITESPACE.test(char)) unchanged++;
      }
    }
    return { text: out, unchanged };
  },
});
