import { ToolError, defineTool } from '../define.ts';
import { parseInBase, toBase } from '../number-theory.ts';

interface Inputs {
  a: string;
  b: string;
  base: number;
  operation: 'add' | 'subtract' | 'multiply' | 'divide' | 'mod';
  uppercase: boolean;
}

export default defineTool({
  slug: 'base-arithmetic-calculator',
  name: 'Base arithmetic calculator (binary, octal, hex)',
  category: 'math',
  description:
    'Adds, subtracts, multiplies, divides or takes the remainder of two integers of any size written in the same base 2–36 (binary, octal, hexadecimal…: digits 0–9 then letters a–z, case-insensitive; an optional sign; underscores and spaces between digits ignored; no 0x-style prefixes). Division truncates toward zero and its remainder (also the result of mod) has the sign of the dividend, as in C, Java and JavaScript BigInt. The result comes in the same base and in decimal. Bitwise operations are in bitwise-calculator.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', minLength: 1, maxLength: 4096, description: 'The first integer written in base, e.g. "1011" or "-ff".' },
      b: { type: 'string', minLength: 1, maxLength: 4096, description: 'The second integer written in base.' },
      base: { type: 'integer', minimum: 2, maximum: 36, description: 'The base both numbers are written in and the result is given in: 2 to 36 (2 binary, 8 octal, 16 hexadecimal).' },
      operation: { type: 'string', enum: ['add', 'subtract', 'multiply', 'divide', 'mod'], description: 'a + b, a − b, a × b, a ÷ b (truncated, with the remainder) or a mod b.' },
      uppercase: { type: 'boolean', default: false, description: 'Write letter digits in upper case.' },
    },
    required: ['a', 'b', 'base', 'operation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The result written in base.' },
      decimal: { type: 'string', description: 'The result in base 10.' },
      remainder: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'For divide, the remainder written in base (the sign of a); otherwise null.' },
    },
    required: ['result', 'decimal', 'remainder'],
  },
  examples: [
    { inputs: { a: '1011', b: '110', base: 2, operation: 'add', uppercase: false }, result: { result: '10001', decimal: '17', remainder: null } },
    { inputs: { a: 'ff', b: '-1a', base: 16, operation: 'multiply', uppercase: true }, result: { result: '-19E6', decimal: '-6630', remainder: null } },
    { inputs: { a: '-777', b: '10', base: 8, operation: 'divide', uppercase: false }, result: { result: '-77', decimal: '-63', remainder: '-7' } },
    { inputs: { a: 'zz', b: '-11', base: 36, operation: 'mod', uppercase: false }, result: { result: '0', decimal: '0', remainder: null } },
    { inputs: { a: '100000000000000000000', b: '1', base: 16, operation: 'subtract', uppercase: false }, result: { result: 'ffffffffffffffffffff', decimal: '1208925819614629174706175', remainder: null } },
  ],
  run({ a: aText, b: bText, base, operation, uppercase }: Inputs) {
    const a = parseInBase(aText, base, 'a');
    const b = parseInBase(bText, base, 'b');
    if ((operation === 'divide' || operation === 'mod') && b === 0n) throw new ToolError('Division by zero: b is 0.');
    const value = { add: () => a + b, subtract: () => a - b, multiply: () => a * b, divide: () => a / b, mod: () => a % b }[operation]();
    return {
      result: toBase(value, base, uppercase),
      decimal: value.toString(),
      remainder: operation === 'divide' ? toBase(a % b, base, uppercase) : null,
    };
  },
});
