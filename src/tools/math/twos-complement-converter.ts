import { ToolError, defineTool } from '../define.ts';
import { parseIntegerLiteral } from '../number-theory.ts';

export default defineTool({
  slug: 'twos-complement-converter',
  name: "Two's complement converter",
  category: 'math',
  description:
    "Reads an integer as a width-bit two's-complement pattern (4 … 128 bits) and gives it as signed and unsigned decimal, binary and hex (zero-padded to the width). A decimal value may be negative and must fit the width as signed or unsigned; a bit pattern is given with a 0b, 0o or 0x prefix and may not be longer than the width (shorter ones are padded with zeros on the left).",
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', minLength: 1, maxLength: 140, description: 'A decimal integer ("-5", "250") or a pattern "0b11111011" / "0xfb".' },
      width: { type: 'integer', minimum: 4, maximum: 128, default: 8, description: 'Number of bits.' },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      signed: { type: 'string', description: 'The pattern read as a signed number.' },
      unsigned: { type: 'string', description: 'The pattern read as an unsigned number.' },
      binary: { type: 'string' },
      hex: { type: 'string' },
    },
    required: ['signed', 'unsigned', 'binary', 'hex'],
  },
  examples: [
    { inputs: { value: '-5', width: 8 }, result: { signed: '-5', unsigned: '251', binary: '11111011', hex: 'fb' } },
    { inputs: { value: '0b1111', width: 4 }, result: { signed: '-1', unsigned: '15', binary: '1111', hex: 'f' } },
    { inputs: { value: '0xfb', width: 8 }, result: { signed: '-5', unsigned: '251', binary: '11111011', hex: 'fb' } },
    { inputs: { value: '-170141183460469231731687303715884105728', width: 128 }, result: { signed: '-170141183460469231731687303715884105728', unsigned: '170141183460469231731687303715884105728', binary: '10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000', hex: '80000000000000000000000000000000' } },
    { inputs: { value: '200', width: 12 }, result: { signed: '200', unsigned: '200', binary: '000011001000', hex: '0c8' } },
  ],
  run({ value, width }: { value: string; width: number }) {
    const w = BigInt(width);
    const n = parseIntegerLiteral(value, 'value');
    if (/^\s*[+-]?0[box]/i.test(value) && n < 0n) throw new ToolError('A bit pattern cannot carry a sign; give the bits themselves.');
    if (n < -(1n << (w - 1n)) || n >= 1n << w) throw new ToolError(`"value" does not fit in ${width} bits (from −2^${width - 1} to 2^${width} − 1).`);
    const bits = n & ((1n << w) - 1n);
    const signed = bits >> (w - 1n) === 1n ? bits - (1n << w) : bits;
    return {
      signed: signed.toString(),
      unsigned: bits.toString(),
      binary: bits.toString(2).padStart(width, '0'),
      hex: bits.toString(16).padStart(Math.ceil(width / 4), '0'),
    };
  },
});
