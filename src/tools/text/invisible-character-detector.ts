import { defineTool } from '../define.ts';

type Category = 'zero-width' | 'bidi-control' | 'space' | 'control' | 'format' | 'tag' | 'variation-selector' | 'filler';

/** Invisible or look-alike characters worth flagging, with their Unicode names. */
const known = new Map<number, [string, Category]>([
  [0x00a0, ['NO-BREAK SPACE', 'space']],
  [0x00ad, ['SOFT HYPHEN', 'format']],
  [0x034f, ['COMBINING GRAPHEME JOINER', 'format']],
  [0x061c, ['ARABIC LETTER MARK', 'bidi-control']],
  [0x115f, ['HANGUL CHOSEONG FILLER', 'filler']],
  [0x1160, ['HANGUL JUNGSEONG FILLER', 'filler']],
  [0x1680, ['OGHAM SPACE MARK', 'space']],
  [0x180e, ['MONGOLIAN VOWEL SEPARATOR', 'format']],
  [0x2000, ['EN QUAD', 'space']],
  [0x2001, ['EM QUAD', 'space']],
  [0x2002, ['EN SPACE', 'space']],
  [0x2003, ['EM SPACE', 'space']],
  [0x2004, ['THREE-PER-EM SPACE', 'space']],
  [0x2005, ['FOUR-PER-EM SPACE', 'space']],
  [0x2006, ['SIX-PER-EM SPACE', 'space']],
  [0x2007, ['FIGURE SPACE', 'space']],
  [0x2008, ['PUNCTUATION SPACE', 'space']],
  [0x2009, ['THIN SPACE', 'space']],
  [0x200a, ['HAIR SPACE', 'space']],
  [0x200b, ['ZERO WIDTH SPACE', 'zero-width']],
  [0x200c, ['ZERO WIDTH NON-JOINER', 'zero-width']],
  [0x200d, ['ZERO WIDTH JOINER', 'zero-width']],
  [0x200e, ['LEFT-TO-RIGHT MARK', 'bidi-control']],
  [0x200f, ['RIGHT-TO-LEFT MARK', 'bidi-control']],
  [0x2028, ['LINE SEPARATOR', 'space']],
  [0x2029, ['PARAGRAPH SEPARATOR', 'space']],
  [0x202a, ['LEFT-TO-RIGHT EMBEDDING', 'bidi-control']],
  [0x202b, ['RIGHT-TO-LEFT EMBEDDING', 'bidi-control']],
  [0x202c, ['POP DIRECTIONAL FORMATTING', 'bidi-control']],
  [0x202d, ['LEFT-TO-RIGHT OVERRIDE', 'bidi-control']],
  [0x202e, ['RIGHT-TO-LEFT OVERRIDE', 'bidi-control']],
  [0x202f, ['NARROW NO-BREAK SPACE', 'space']],
  [0x205f, ['MEDIUM MATHEMATICAL SPACE', 'space']],
  [0x2060, ['WORD JOINER', 'zero-width']],
  [0x2061, ['FUNCTION APPLICATION', 'format']],
  [0x2062, ['INVISIBLE TIMES', 'format']],
  [0x2063, ['INVISIBLE SEPARATOR', 'format']],
  [0x2064, ['INVISIBLE PLUS', 'format']],
  [0x2066, ['LEFT-TO-RIGHT ISOLATE', 'bidi-control']],
  [0x2067, ['RIGHT-TO-LEFT ISOLATE', 'bidi-control']],
  [0x2068, ['FIRST STRONG ISOLATE', 'bidi-control']],
  [0x2069, ['POP DIRECTIONAL ISOLATE', 'bidi-control']],
  [0x206a, ['INHIBIT SYMMETRIC SWAPPING', 'format']],
  [0x206b, ['ACTIVATE SYMMETRIC SWAPPING', 'format']],
  [0x206c, ['INHIBIT ARABIC FORM SHAPING', 'format']],
  [0x206d, ['ACTIVATE ARABIC FORM SHAPING', 'format']],
  [0x206e, ['NATIONAL DIGIT SHAPES', 'format']],
  [0x206f, ['NOMINAL DIGIT SHAPES', 'format']],
  [0x2800, ['BRAILLE PATTERN BLANK', 'filler']],
  [0x3000, ['IDEOGRAPHIC SPACE', 'space']],
  [0x3164, ['HANGUL FILLER', 'filler']],
  [0xfeff, ['ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK)', 'zero-width']],
  [0xffa0, ['HALFWIDTH HANGUL FILLER', 'filler']],
  [0xfff9, ['INTERLINEAR ANNOTATION ANCHOR', 'format']],
  [0xfffa, ['INTERLINEAR ANNOTATION SEPARATOR', 'format']],
  [0xfffb, ['INTERLINEAR ANNOTATION TERMINATOR', 'format']],
]);

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The name and category of a flagged code point, or undefined for an ordinary one. */
function classify(code: number): [string, Category] | undefined {
  if (code < 0x20) return code === 9 || code === 10 || code === 13 ? undefined : [`CONTROL CHARACTER ${hex(code)}`, 'control'];
  if (code < 0x7f) return undefined;
  if (code <= 0x9f) return [code === 0x7f ? 'DELETE' : `CONTROL CHARACTER ${hex(code)}`, 'control'];
  const entry = known.get(code);
  if (entry) return entry;
  if (code >= 0xfe00 && code <= 0xfe0f) return [`VARIATION SELECTOR-${code - 0xfe00 + 1}`, 'variation-selector'];
  if (code >= 0xe0100 && code <= 0xe01ef) return [`VARIATION SELECTOR-${code - 0xe0100 + 17}`, 'variation-selector'];
  if (code === 0xe0001) return ['LANGUAGE TAG', 'tag'];
  if (code >= 0xe0020 && code <= 0xe007f) {
    return [code === 0xe007f ? 'CANCEL TAG' : `TAG ${JSON.stringify(String.fromCharCode(code - 0xe0000))}`, 'tag'];
  }
  return undefined;
}

const maxFound = 1_000;

interface Inputs {
  text: string;
  ignoreVariationSelectors: boolean;
}

export default defineTool({
  slug: 'invisible-character-detector',
  name: 'Invisible character detector',
  category: 'text',
  description:
    'Finds hidden characters — zero-width spaces and joiners, bidirectional controls (Trojan Source), no-break and other exotic spaces, soft hyphens, control characters, tag characters (ASCII smuggling) — with their positions, code points and names, and returns the text cleaned of them.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The text to inspect.' },
      ignoreVariationSelectors: {
        type: 'boolean',
        default: true,
        description: 'Do not report variation selectors, which legitimately follow emoji (❤️) and some CJK characters.',
      },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', description: 'Invisible characters found.' },
      found: {
        type: 'array',
        description: 'The first 1,000 in order.',
        items: {
          type: 'object',
          properties: {
            index: { type: 'integer', description: '0-based offset in characters (code points).' },
            line: { type: 'integer', description: '1-based.' },
            column: { type: 'integer', description: '1-based, in characters.' },
            codePoint: { type: 'string', description: 'Like U+200B.' },
            name: { type: 'string' },
            category: { type: 'string', enum: ['zero-width', 'bidi-control', 'space', 'control', 'format', 'tag', 'variation-selector', 'filler'] },
          },
          required: ['index', 'line', 'column', 'codePoint', 'name', 'category'],
        },
      },
      summary: {
        type: 'array',
        description: 'One entry per distinct character found, most frequent first.',
        items: {
          type: 'object',
          properties: {
            codePoint: { type: 'string' },
            name: { type: 'string' },
            category: { type: 'string' },
            count: { type: 'integer' },
          },
          required: ['codePoint', 'name', 'category', 'count'],
        },
      },
      cleaned: { type: 'string', description: 'The text with the characters removed, and exotic spaces replaced by a plain space.' },
    },
    required: ['count', 'found', 'summary', 'cleaned'],
  },
  examples: [
    {
      inputs: { text: 'pass\u200bword\u00a0here', ignoreVariationSelectors: true },
      result: {
        count: 2,
        found: [
          { index: 4, line: 1, column: 5, codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', category: 'zero-width' },
          { index: 9, line: 1, column: 10, codePoint: 'U+00A0', name: 'NO-BREAK SPACE', category: 'space' },
        ],
        summary: [
          { codePoint: 'U+00A0', name: 'NO-BREAK SPACE', category: 'space', count: 1 },
          { codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', category: 'zero-width', count: 1 },
        ],
        cleaned: 'password here',
      },
    },
    {
      inputs: { text: 'if (isAdmin) {\n  /* \u202e } \u2066 */\n}', ignoreVariationSelectors: true },
      result: {
        count: 2,
        found: [
          { index: 20, line: 2, column: 6, codePoint: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE', category: 'bidi-control' },
          { index: 24, line: 2, column: 10, codePoint: 'U+2066', name: 'LEFT-TO-RIGHT ISOLATE', category: 'bidi-control' },
        ],
        summary: [
          { codePoint: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE', category: 'bidi-control', count: 1 },
          { codePoint: 'U+2066', name: 'LEFT-TO-RIGHT ISOLATE', category: 'bidi-control', count: 1 },
        ],
        cleaned: 'if (isAdmin) {\n  /*  }  */\n}',
      },
    },
    {
      inputs: { text: 'I ❤️ clean text', ignoreVariationSelectors: true },
      result: { count: 0, found: [], summary: [], cleaned: 'I ❤️ clean text' },
    },
  ],
  run({ text, ignoreVariationSelectors }: Inputs) {
    const found: Array<{ index: number; line: number; column: number; codePoint: string; name: string; category: Category }> = [];
    const summary = new Map<number, { codePoint: string; name: string; category: Category; count: number }>();
    const cleaned: string[] = [];
    let count = 0;
    let index = 0;
    let line = 1;
    let column = 1;
    let copied = 0;
    for (let i = 0; i < text.length; i++, index++, column++) {
      let code = text.charCodeAt(i);
      const start = i;
      if (code === 10) {
        line++;
        column = 0;
        continue;
      }
      if (code >= 0x20 && code < 0x7f) continue;
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i++;
        }
      }
      const hit = classify(code);
      if (!hit || (ignoreVariationSelectors && hit[1] === 'variation-selector')) continue;
      const [name, category] = hit;
      count++;
      if (found.length < maxFound) found.push({ index, line, column, codePoint: hex(code), name, category });
      const entry = summary.get(code);
      if (entry) entry.count++;
      else summary.set(code, { codePoint: hex(code), name, category, count: 1 });
      cleaned.push(text.slice(copied, start));
      if (category === 'space') cleaned.push(code === 0x2028 || code === 0x2029 ? '\n' : ' ');
      copied = i + 1;
    }
    cleaned.push(text.slice(copied));
    return {
      count,
      found,
      summary: [...summary.entries()].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]).map(([, entry]) => entry),
      cleaned: cleaned.join(''),
    };
  },
});
