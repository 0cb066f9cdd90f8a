import { ToolError, defineTool } from '../define.ts';
import { ExactDecimal as Decimal } from '../number-theory.ts';

interface Inputs {
  value: string;
  significantFigures?: number;
}

const NUMBER = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

export default defineTool({
  slug: 'significant-figures',
  name: 'Significant figures',
  category: 'math',
  description:
    'Counts the significant figures of a number as written — leading zeros never count, zeros between digits always do, trailing zeros count only after a decimal point (so "1200" has 2 and "1200." has 4); a zero counts its digits after the point, at least 1 — and, given significantFigures, rounds it to that many (half up: ties away from zero). rounded is plain notation keeping significant trailing zeros ("1.50"), scientific shows exactly the significant digits ("1.50e+0").',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', minLength: 1, maxLength: 120, description: 'A decimal number of up to 100 digits, e.g. "0.004560" or "1.2e-3".' },
      significantFigures: { type: 'integer', minimum: 1, maximum: 50, description: 'Round to this many; omit to only count.' },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      rounded: { type: 'string', description: 'The number (rounded when asked) in plain notation.' },
      count: { type: 'integer', description: 'Significant figures of the input as written.' },
      scientific: { type: 'string', description: 'The same digits in scientific notation.' },
    },
    required: ['rounded', 'count', 'scientific'],
  },
  examples: [
    { inputs: { value: '0.004560' }, result: { rounded: '0.004560', count: 4, scientific: '4.560e-3' } },
    { inputs: { value: '1200' }, result: { rounded: '1200', count: 2, scientific: '1.2e+3' } },
    { inputs: { value: '1200.' }, result: { rounded: '1200', count: 4, scientific: '1.200e+3' } },
    { inputs: { value: '123456', significantFigures: 2 }, result: { rounded: '120000', count: 6, scientific: '1.2e+5' } },
    { inputs: { value: '2.345', significantFigures: 3 }, result: { rounded: '2.35', count: 4, scientific: '2.35e+0' } },
    { inputs: { value: '-0.0009995', significantFigures: 3 }, result: { rounded: '-0.00100', count: 4, scientific: '-1.00e-3' } },
    { inputs: { value: '6.02214076e23', significantFigures: 4 }, result: { rounded: '602200000000000000000000', count: 9, scientific: '6.022e+23' } },
    { inputs: { value: '1.5', significantFigures: 3 }, result: { rounded: '1.50', count: 2, scientific: '1.50e+0' } },
  ],
  run({ value, significantFigures }: Inputs) {
    const m = NUMBER.exec(value);
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new ToolError('"value" must be a decimal number such as "0.00456", "1200." or "6.02e23".');
    const intDigits = m[2]!;
    const fracDigits = m[3] ?? '';
    if (intDigits.length + fracDigits.length > 100) throw new ToolError('"value" has more than 100 digits.');
    if (m[4] !== undefined && Math.abs(Number(m[4])) > 1000) throw new ToolError('The exponent must be between −1000 and 1000.');
    const hasPoint = m[3] !== undefined;
    const all = (intDigits + fracDigits).replace(/^0+/, '');
    const d = new Decimal(`${m[1]}${intDigits || '0'}.${fracDigits || '0'}e${m[4] ?? '0'}`);
    let count: number;
    if (d.isZero()) count = Math.max(1, fracDigits.length);
    else if (hasPoint) count = all.length;
    else count = all.replace(/0+$/, '').length;
    const sf = significantFigures ?? count;
    if (d.isZero()) {
      const places = Math.max(0, sf - 1);
      return { rounded: places ? `0.${'0'.repeat(places)}` : '0', count, scientific: places ? `0.${'0'.repeat(places)}e+0` : '0e+0' };
    }
    const r = d.toSignificantDigits(sf, Decimal.ROUND_HALF_UP);
    const exponent = r.e; // power of ten of the leading digit
    const places = Math.max(0, sf - 1 - exponent);
    return { rounded: r.toFixed(places), count, scientific: r.toExponential(sf - 1) };
  },
});
