import { defineTool } from '../define.ts';

const whitespace = /^\s$/u;

function label(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

export default defineTool({
  slug: 'character-frequency',
  name: 'Character frequency',
  category: 'text',
  description:
    'Counts how often each character (Unicode code point) occurs, most frequent first, with its share of the total and its code point.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to analyse.' },
      ignoreCase: { type: 'boolean', default: false, description: 'Count upper- and lower-case letters together (as lower case).' },
      ignoreWhitespace: { type: 'boolean', default: false, description: 'Leave spaces, tabs and line breaks out.' },
      limit: { type: 'integer', minimum: 1, maximum: 10_000, default: 1_000, description: 'List at most this many characters.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      total: { type: 'integer', description: 'Characters counted.' },
      unique: { type: 'integer', description: 'Distinct characters.' },
      characters: {
        type: 'array',
        description: 'The most frequent characters (up to "limit"): by count (descending), then by code point.',
        items: {
          type: 'object',
          properties: {
            character: { type: 'string' },
            codePoint: { type: 'string', description: 'Like U+00E9.' },
            count: { type: 'integer' },
            percent: { type: 'number', description: 'Share of the total, rounded to two decimals.' },
          },
          required: ['character', 'codePoint', 'count', 'percent'],
        },
      },
    },
    required: ['total', 'unique', 'characters'],
  },
  examples: [
    {
      inputs: { text: 'hello', ignoreCase: false, ignoreWhitespace: false, limit: 1000 },
      result: {
        total: 5,
        unique: 4,
        characters: [
          { character: 'l', codePoint: 'U+006C', count: 2, percent: 40 },
          { character: 'e', codePoint: 'U+0065', count: 1, percent: 20 },
          { character: 'h', codePoint: 'U+0068', count: 1, percent: 20 },
          { character: 'o', codePoint: 'U+006F', count: 1, percent: 20 },
        ],
      },
    },
    {
      inputs: { text: 'Aa é 😀', ignoreCase: true, ignoreWhitespace: true, limit: 2 },
      result: {
        total: 4,
        unique: 3,
        characters: [
          { character: 'a', codePoint: 'U+0061', count: 2, percent: 50 },
          { character: 'é', codePoint: 'U+00E9', count: 1, percent: 25 },
        ],
      },
    },
  ],
  run({ text, ignoreCase, ignoreWhitespace, limit }: { text: string; ignoreCase: boolean; ignoreWhitespace: boolean; limit: number }) {
    const source = ignoreCase ? text.toLowerCase() : text;
    const counts = new Map<number, number>();
    let total = 0;
    for (let i = 0; i < source.length; i++) {
      let code = source.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < source.length) {
        const low = source.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i++;
        }
      }
      if (ignoreWhitespace && (code < 128 ? code === 32 || (code >= 9 && code <= 13) : whitespace.test(String.fromCodePoint(code)))) {
        continue;
      }
      counts.set(code, (counts.get(code) ?? 0) + 1);
      total++;
    }
    const characters = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([code, count]) => ({
        character: String.fromCodePoint(code),
        codePoint: label(code),
        count,
        percent: Math.round((count / total) * 10_000) / 100,
      }));
    return { total, unique: counts.size, characters };
  },
});
