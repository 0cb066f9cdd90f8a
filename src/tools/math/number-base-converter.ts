import { defineTool } from '../define.ts';
import { parseInBase, toBase } from '../number-theory.ts';

interface Inputs {
  value: string;
  fromBase: number;
  toBase: number;
  uppercase: boolean;
}

export default defineTool({
  slug: 'number-base-converter',
  name: 'Number base converter',
  category: 'math',
  description:
    'Converts an integer of any size between bases 2 and 36 (digits 0–9 then letters a–z, case-insensitive on input; underscores and spaces between digits are ignored; a leading sign is kept). No prefixes such as 0x: give the base instead.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', minLength: 1, maxLength: 4096, description: 'The integer written in fromBase, e.g. "ff" or "-1011".' },
      fromBase: { type: 'integer', minimum: 2, maximum: 36, description: 'The base value is written in, 2 to 36 (e.g. 16 for hexadecimal).' },
      toBase: { type: 'integer', minimum: 2, maximum: 36, description: 'The base to convert to, 2 to 36 (e.g. 2 for binary).' },
      uppercase: { type: 'boolean', default: false, description: 'Write letter digits in upper case.' },
    },
    required: ['value', 'fromBase', 'toBase'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The value written in toBase.' },
      decimal: { type: 'string', description: 'The value in base 10.' },
    },
    required: ['result', 'decimal'],
  },
  examples: [
    { inputs: { value: 'ff', fromBase: 16, toBase: 2, uppercase: false }, result: { result: '11111111', decimal: '255' } },
    { inputs: { value: '-255', fromBase: 10, toBase: 16, uppercase: true }, result: { result: '-FF', decimal: '-255' } },
    { inputs: { value: 'zzzzzzzzzzzzzzzzzzzz', fromBase: 36, toBase: 10, uppercase: false }, result: { result: '13367494538843734067838845976575', decimal: '13367494538843734067838845976575' } },
    { inputs: { value: '777', fromBase: 8, toBase: 36, uppercase: false }, result: { result: 'e7', decimal: '511' } },
  ],
  run({ value, fromBase, toBase: base, uppercase }: Inputs) {
    const n = parseInBase(value, fromBase, 'value');
    return { result: toBase(n, base, uppercase), decimal: n.toString() };
  },
});
