import { ToolError, defineTool } from '../define.ts';
import { parseIntegerLiteral as parseOperand } from '../number-theory.ts';

type Operation = 'and' | 'or' | 'xor' | 'not' | 'nand' | 'nor' | 'shl' | 'shr' | 'sar' | 'rotl' | 'rotr';

interface Inputs {
  a: string;
  b?: string;
  operation: Operation;
  width: 8 | 16 | 32 | 64;
  signed: boolean;
}

export default defineTool({
  slug: 'bitwise-calculator',
  name: 'Bitwise calculator',
  category: 'math',
  description:
    'Bitwise operations on fixed-width integers (8, 16, 32 or 64 bits, two\'s complement): and, or, xor, not (of a), nand, nor, shifts left (shl), logical right (shr, fills with 0), arithmetic right (sar, copies the sign bit) and rotations (rotl, rotr) by b bits. Operands are decimal or prefixed 0b / 0o / 0x and must fit the width as signed or unsigned; shifts by b ≥ width give 0 (sar: all sign bits), rotations use b mod width. Results are the width\'s bits in hex, binary and octal (zero-padded except octal) and in decimal, read as signed when signed is true.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', minLength: 1, maxLength: 80, description: 'E.g. "200", "-1", "0xff", "0b1010", "0o17".' },
      b: { type: 'string', minLength: 1, maxLength: 80, description: 'The second operand, or the shift/rotation count; not used by not.' },
      operation: {
        type: 'string',
        enum: ['and', 'or', 'xor', 'not', 'nand', 'nor', 'shl', 'shr', 'sar', 'rotl', 'rotr'],
        description: 'The operation: and, or, xor, nand, nor of a and b; not of a alone; shl, shr (logical), sar (arithmetic) shift and rotl, rotr rotate a by b bits.',
      },
      width: { type: 'integer', enum: [8, 16, 32, 64], default: 32, description: 'Integer width in bits that operands must fit and results are given in; 32 by default.' },
      signed: { type: 'boolean', default: false, description: 'Read the result as a two\'s-complement signed number.' },
    },
    required: ['a', 'operation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      decimal: { type: 'string' },
      hex: { type: 'string' },
      binary: { type: 'string' },
      octal: { type: 'string' },
    },
    required: ['decimal', 'hex', 'binary', 'octal'],
  },
  examples: [
    { inputs: { a: '0xf0', operation: 'xor', width: 8, signed: false, b: '0x3c' }, result: { decimal: '204', hex: 'cc', binary: '11001100', octal: '314' } },
    { inputs: { a: '0', operation: 'not', width: 32, signed: true }, result: { decimal: '-1', hex: 'ffffffff', binary: '11111111111111111111111111111111', octal: '37777777777' } },
    { inputs: { a: '-128', operation: 'sar', width: 8, signed: true, b: '3' }, result: { decimal: '-16', hex: 'f0', binary: '11110000', octal: '360' } },
    { inputs: { a: '-128', operation: 'shr', width: 8, signed: false, b: '3' }, result: { decimal: '16', hex: '10', binary: '00010000', octal: '20' } },
    { inputs: { a: '0x80000001', operation: 'rotl', width: 32, signed: false, b: '1' }, result: { decimal: '3', hex: '00000003', binary: '00000000000000000000000000000011', octal: '3' } },
    { inputs: { a: '0b1011', operation: 'nand', width: 16, signed: false, b: '0o7' }, result: { decimal: '65532', hex: 'fffc', binary: '1111111111111100', octal: '177774' } },
    { inputs: { a: '1', operation: 'shl', width: 64, signed: true, b: '63' }, result: { decimal: '-9223372036854775808', hex: '8000000000000000', binary: '1000000000000000000000000000000000000000000000000000000000000000', octal: '1000000000000000000000' } },
  ],
  run({ a: aText, b: bText, operation, width, signed }: Inputs) {
    const w = BigInt(width);
    const mask = (1n << w) - 1n;
    const fit = (v: bigint, field: string) => {
      if (v < -(1n << (w - 1n)) || v > mask) throw new ToolError(`"${field}" does not fit in ${width} bits (from −2^${width - 1} to 2^${width} − 1).`);
      return v & mask;
    };
    const a = fit(parseOperand(aText, 'a'), 'a');
    let r: bigint;
    if (operation === 'not') r = ~a & mask;
    else {
      if (bText === undefined) throw new ToolError(`Operation "${operation}" needs "b".`);
      const raw = parseOperand(bText, 'b');
      if (['shl', 'shr', 'sar', 'rotl', 'rotr'].includes(operation)) {
        if (raw < 0n || raw > 1024n) throw new ToolError('The shift count "b" must be between 0 and 1024.');
        const n = raw;
        const k = n % w;
        const negative = (a >> (w - 1n)) === 1n;
        switch (operation) {
          case 'shl':
            r = n >= w ? 0n : (a << n) & mask;
            break;
          case 'shr':
            r = n >= w ? 0n : a >> n;
            break;
          case 'sar':
            r = negative ? (n >= w ? mask : ((a | ~mask) >> n) & mask) : n >= w ? 0n : a >> n;
            break;
          case 'rotl':
            r = ((a << k) | (a >> ((w - k) % w))) & mask;
            break;
          default:
            r = ((a >> k) | (a << ((w - k) % w))) & mask;
        }
      } else {
        const b = fit(raw, 'b');
        r = { and: a & b, or: a | b, xor: a ^ b, nand: ~(a & b) & mask, nor: ~(a | b) & mask }[operation as 'and'];
      }
    }
    const value = signed && r >> (w - 1n) === 1n ? r - (1n << w) : r;
    return {
      decimal: value.toString(),
      hex: r.toString(16).padStart(width / 4, '0'),
      binary: r.toString(2).padStart(width, '0'),
      octal: r.toString(8),
    };
  },
});
