import { defineTool } from '../define.ts';

const wordChar = /[\p{L}\p{N}_]/u;
const maxPositions = 1_000;

interface Inputs {
  text: string;
  search: string;
  caseSensitive: boolean;
  wholeWord: boolean;
  overlapping: boolean;
}

/** Lower-cases without changing the length, so that offsets stay valid (İ is the only letter that would grow). */
const fold = (text: string) => text.split('\u0130').join('i').toLowerCase();

/** The code point before / at an offset, as a string. */
function charBefore(text: string, index: number): string {
  if (index === 0) return '';
  const code = text.charCodeAt(index - 1);
  return code >= 0xdc00 && code <= 0xdfff && index >= 2 ? text.slice(index - 2, index) : text.charAt(index - 1);
}
const charAt = (text: string, index: number) => String.fromCodePoint(text.codePointAt(index) ?? 32);

/** For each prefix of the needle, the length of its longest proper prefix that is also its suffix. */
function prefixFunction(needle: string): number[] {
  const table = new Array<number>(needle.length).fill(0);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = table[k - 1]!;
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++;
    table[i] = k;
  }
  return table;
}

export default defineTool({
  slug: 'count-occurrences',
  name: 'Count occurrences',
  category: 'text',
  description:
    'Counts how many times a word or phrase occurs in a text — case-insensitively by default, optionally as a whole word only or counting overlapping matches — and gives the line and column of the first 1,000.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to search.' },
      search: { type: 'string', minLength: 1, maxLength: 1_000, description: 'The word or phrase to count (literal text).' },
      caseSensitive: { type: 'boolean', default: false, description: 'Distinguish upper and lower case.' },
      wholeWord: { type: 'boolean', default: false, description: 'Count only matches not inside a longer word.' },
      overlapping: { type: 'boolean', default: false, description: 'Count overlapping matches ("aa" occurs twice in "aaa").' },
    },
    required: ['text', 'search'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', description: 'Number of matches.' },
      positions: {
        type: 'array',
        description: 'Where the first 1,000 matches start.',
        items: {
          type: 'object',
          properties: {
            index: { type: 'integer', description: '0-based offset in characters (code points).' },
            line: { type: 'integer', description: '1-based line.' },
            column: { type: 'integer', description: '1-based column in characters.' },
          },
          required: ['index', 'line', 'column'],
        },
      },
      truncated: { type: 'boolean', description: 'Whether there are more matches than positions listed.' },
    },
    required: ['count', 'positions', 'truncated'],
  },
  examples: [
    {
      inputs: { text: 'The cat sat.\nThe Cat scattered cats.', search: 'cat', caseSensitive: false, wholeWord: false, overlapping: false },
      result: {
        count: 4,
        positions: [
          { index: 4, line: 1, column: 5 },
          { index: 17, line: 2, column: 5 },
          { index: 22, line: 2, column: 10 },
          { index: 31, line: 2, column: 19 },
        ],
        truncated: false,
      },
    },
    {
      inputs: { text: 'The cat sat.\nThe Cat scattered cats.', search: 'cat', caseSensitive: false, wholeWord: true, overlapping: false },
      result: { count: 2, positions: [{ index: 4, line: 1, column: 5 }, { index: 17, line: 2, column: 5 }], truncated: false },
    },
    {
      inputs: { text: 'banana', search: 'ana', caseSensitive: true, wholeWord: false, overlapping: true },
      result: { count: 2, positions: [{ index: 1, line: 1, column: 2 }, { index: 3, line: 1, column: 4 }], truncated: false },
    },
  ],
  run({ text, search, caseSensitive, wholeWord, overlapping }: Inputs) {
    const haystack = caseSensitive ? text : fold(text);
    const needle = caseSensitive ? search : fold(search);
    const positions: Array<{ index: number; line: number; column: number }> = [];
    let count = 0;
    // Walks forward from the last reported match to compute code-point offsets, lines and columns incrementally.
    let walked = 0;
    let index = 0;
    let line = 1;
    let column = 1;
    // Knuth–Morris–Pratt: linear even for self-overlapping needles ("aaaa" in "aaaaaaaa…").
    const fallback = prefixFunction(needle);
    let state = 0;
    for (let i = 0; i < haystack.length; i++) {
      const code = haystack.charCodeAt(i);
      while (state > 0 && needle.charCodeAt(state) !== code) state = fallback[state - 1]!;
      if (needle.charCodeAt(state) === code) state++;
      if (state < needle.length) continue;
      const at = i - needle.length + 1;
      if (wholeWord && (wordChar.test(charBefore(text, at)) || (i + 1 < text.length && wordChar.test(charAt(text, i + 1))))) {
        state = fallback[state - 1]!;
        continue;
      }
      state = overlapping ? fallback[state - 1]! : 0;
      count++;
      if (positions.length >= maxPositions) continue;
      while (walked < at) {
        const code = text.charCodeAt(walked);
        if (code === 10) {
          line++;
          column = 1;
        } else {
          column++;
        }
        index++;
        const low = text.charCodeAt(walked + 1);
        walked += code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
      }
      positions.push({ index, line, column });
    }
    return { count, positions, truncated: count > positions.length };
  },
});
