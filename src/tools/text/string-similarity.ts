import { distance } from 'fastest-levenshtein';
import { defineTool } from '../define.ts';

interface Inputs {
  a: string;
  b: string;
  ignoreCase: boolean;
}

/**
 * fastest-levenshtein compares UTF-16 code units; to compare code points, texts holding astral characters (emoji…)
 * are re-encoded so that each distinct code point becomes one code unit.
 */
function toUnits(a: string, b: string): [string, string, number, number] {
  const astral = /[\ud800-\udfff]/;
  if (!astral.test(a) && !astral.test(b)) return [a, b, a.length, b.length];
  const codes = new Map<string, string>();
  const encode = (text: string) => {
    let out = '';
    for (const char of text) {
      let unit = codes.get(char);
      if (unit === undefined) {
        unit = String.fromCharCode(codes.size);
        codes.set(char, unit);
      }
      out += unit;
    }
    return out;
  };
  const x = encode(a);
  const y = encode(b);
  return [x, y, x.length, y.length];
}

export default defineTool({
  slug: 'string-similarity',
  name: 'String similarity',
  category: 'text',
  description:
    'Measures how alike two strings are: the Levenshtein edit distance (insertions, deletions and substitutions of characters) and a similarity ratio from 0 to 1 (1 − distance ÷ longer length).',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', maxLength: 20_000, description: 'The first string.' },
      b: { type: 'string', maxLength: 20_000, description: 'The second string.' },
      ignoreCase: { type: 'boolean', default: false, description: 'Compare case-insensitively.' },
    },
    required: ['a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      distance: { type: 'integer', description: 'Single-character edits turning a into b.' },
      similarity: { type: 'number', description: '1 − distance ÷ longer length, rounded to four decimals; 1 for two empty strings.' },
      percent: { type: 'number', description: 'The similarity as a percentage, rounded to two decimals.' },
      lengthA: { type: 'integer', description: 'Characters (code points) in a.' },
      lengthB: { type: 'integer', description: 'Characters (code points) in b.' },
    },
    required: ['distance', 'similarity', 'percent', 'lengthA', 'lengthB'],
  },
  examples: [
    { inputs: { a: 'kitten', b: 'sitting', ignoreCase: false }, result: { distance: 3, similarity: 0.5714, percent: 57.14, lengthA: 6, lengthB: 7 } },
    { inputs: { a: 'Color 🎨', b: 'colour 🎨', ignoreCase: true }, result: { distance: 1, similarity: 0.875, percent: 87.5, lengthA: 7, lengthB: 8 } },
  ],
  // Edit distance is quadratic in the lengths: it runs in the worker pool.
  heavy: true,
  run({ a, b, ignoreCase }: Inputs) {
    const [x, y, lengthA, lengthB] = toUnits(ignoreCase ? a.toLowerCase() : a, ignoreCase ? b.toLowerCase() : b);
    const edits = distance(x, y);
    const longest = Math.max(lengthA, lengthB);
    const ratio = longest === 0 ? 1 : 1 - edits / longest;
    return {
      distance: edits,
      similarity: Math.round(ratio * 10_000) / 10_000,
      percent: Math.round(ratio * 10_000) / 100,
      lengthA,
      lengthB,
    };
  },
});
