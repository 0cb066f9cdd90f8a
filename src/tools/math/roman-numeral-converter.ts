import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  number?: number;
  roman?: string;
}

const TABLE: Array<[number, string]> = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];
const CANONICAL = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

function toRoman(n: number): string {
  let out = '';
  for (const [value, letters] of TABLE) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

export default defineTool({
  slug: 'roman-numeral-converter',
  name: 'Roman numeral converter',
  category: 'math',
  description:
    'Converts between integers 1 … 3999 and Roman numerals in the standard subtractive form (IV, IX, XL, XC, CD, CM; at most three repeats). Give exactly one of number or roman; lower case is accepted, non-canonical numerals such as IIII or IC are refused.',
  inputSchema: {
    type: 'object',
    properties: {
      number: { type: 'integer', minimum: 1, maximum: 3999, description: 'An integer to write in Roman numerals.' },
      roman: { type: 'string', minLength: 1, maxLength: 20, description: 'A Roman numeral to read, e.g. "MCMXCIV".' },
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: { roman: { type: 'string' }, number: { type: 'integer' } },
    required: ['roman', 'number'],
  },
  examples: [
    { inputs: { number: 1994 }, result: { roman: 'MCMXCIV', number: 1994 } },
    { inputs: { roman: 'mmxxvi' }, result: { roman: 'MMXXVI', number: 2026 } },
    { inputs: { number: 3999 }, result: { roman: 'MMMCMXCIX', number: 3999 } },
    { inputs: { roman: 'XLIV' }, result: { roman: 'XLIV', number: 44 } },
  ],
  run({ number, roman }: Inputs) {
    if ((number === undefined) === (roman === undefined)) throw new ToolError('Give exactly one of "number" or "roman".');
    if (number !== undefined) return { roman: toRoman(number), number };
    const text = roman!.trim().toUpperCase();
    if (!text || !CANONICAL.test(text)) {
      throw new ToolError(`"${roman}" is not a standard Roman numeral (letters I V X L C D M in subtractive form, 1 … 3999).`);
    }
    let value = 0;
    let rest = text;
    for (const [v, letters] of TABLE) {
      while (rest.startsWith(letters)) {
        value += v;
        rest = rest.slice(letters.length);
      }
    }
    return { roman: text, number: value };
  },
});
