import { ExactDecimal as Decimal } from '../number-theory.ts';
import { ToolError, defineTool } from '../define.ts';

const NUMBER = /^\s*[+-]?(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?\s*$/;

export default defineTool({
  slug: 'scientific-notation-converter',
  name: 'Scientific notation converter',
  category: 'math',
  description:
    'Writes a decimal number exactly in scientific notation ("1.2345e+6": one digit before the point, trailing zeros dropped), engineering notation (exponent a multiple of 3, "12.345e+3") and plain form, with the mantissa and exponent apart. Input may be plain or in e-notation; nothing is rounded.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', minLength: 1, maxLength: 100, description: 'E.g. "1234500", "0.00012", "-6.02214076e23" (exponent within ±1000).' },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      scientific: { type: 'string' },
      engineering: { type: 'string' },
      mantissa: { type: 'string', description: 'The significand of the scientific form, 1 ≤ |m| < 10 (0 for zero).' },
      exponent: { type: 'integer', description: 'The power of ten of the scientific form.' },
      plain: { type: 'string', description: 'The number without exponent.' },
    },
    required: ['scientific', 'engineering', 'mantissa', 'exponent', 'plain'],
  },
  examples: [
    { inputs: { value: '1234500' }, result: { scientific: '1.2345e+6', engineering: '1.2345e+6', mantissa: '1.2345', exponent: 6, plain: '1234500' } },
    { inputs: { value: '0.00012' }, result: { scientific: '1.2e-4', engineering: '120e-6', mantissa: '1.2', exponent: -4, plain: '0.00012' } },
    { inputs: { value: '-6.02214076e23' }, result: { scientific: '-6.02214076e+23', engineering: '-602.214076e+21', mantissa: '-6.02214076', exponent: 23, plain: '-602214076000000000000000' } },
    { inputs: { value: '299792458' }, result: { scientific: '2.99792458e+8', engineering: '299.792458e+6', mantissa: '2.99792458', exponent: 8, plain: '299792458' } },
    { inputs: { value: '1.60217663400E-19' }, result: { scientific: '1.602176634e-19', engineering: '160.2176634e-21', mantissa: '1.602176634', exponent: -19, plain: '0.0000000000000000001602176634' } },
  ],
  run({ value }: { value: string }) {
    const match = NUMBER.exec(value);
    if (!match) throw new ToolError('"value" must be a decimal number such as "1234.5", "-0.001" or "6.022e23".');
    if (match[2] !== undefined && Math.abs(Number(match[2])) > 1000) throw new ToolError('The exponent must be between −1000 and 1000.');
    const d = new Decimal(value.trim());
    const scientific = d.toExponential();
    const [mantissa, exp] = scientific.split('e') as [string, string];
    const exponent = Number(exp);
    const eng = Math.floor(exponent / 3) * 3;
    const engMantissa = d.div(new Decimal(10).pow(eng)).toFixed();
    return {
      scientific,
      engineering: `${engMantissa}e${eng < 0 ? '-' : '+'}${Math.abs(eng)}`,
      mantissa,
      exponent: exponent === 0 ? 0 : exponent,
      plain: d.toFixed(),
    };
  },
});
