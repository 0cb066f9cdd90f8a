import type { Decimal as DecimalJs } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { ExactDecimal as Decimal } from '../number-theory.ts';

type Mode = 'half-up' | 'half-even' | 'half-down' | 'up' | 'down' | 'ceiling' | 'floor';

interface Inputs {
  value: string;
  decimals: number;
  mode: Mode;
}

const MODES: Record<Mode, DecimalJs.Rounding> = {
  'half-up': Decimal.ROUND_HALF_UP,
  'half-even': Decimal.ROUND_HALF_EVEN,
  'half-down': Decimal.ROUND_HALF_DOWN,
  up: Decimal.ROUND_UP,
  down: Decimal.ROUND_DOWN,
  ceiling: Decimal.ROUND_CEIL,
  floor: Decimal.ROUND_FLOOR,
};

const NUMBER = /^\s*[+-]?(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?\s*$/;

export default defineTool({
  slug: 'rounding-calculator',
  name: 'Rounding calculator',
  category: 'math',
  description:
    'Rounds a decimal number exactly (as decimal text, never through binary floating point) to a number of decimal places; negative places round to tens, hundreds… Modes: half-up (ties away from zero, as Excel ROUND), half-even (banker\'s), half-down (ties toward zero), up (away from zero), down (toward zero, truncate), ceiling, floor. The result keeps exactly that many decimals ("2.50"); a result of zero has no minus sign.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', minLength: 1, maxLength: 120, description: 'A decimal number of up to 100 digits, e.g. "2.675" or "-1.5e3".' },
      decimals: { type: 'integer', minimum: -10, maximum: 50, default: 0, description: 'Decimal places to keep; negative rounds left of the point.' },
      mode: {
        type: 'string',
        enum: Object.keys(MODES),
        default: 'half-up',
        description: 'Rounding rule: half-up (the default, ties away from zero), half-even, half-down, up (away from zero), down (toward zero), ceiling or floor.',
      },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'string' } },
    required: ['result'],
  },
  examples: [
    { inputs: { value: '2.675', decimals: 2, mode: 'half-up' }, result: { result: '2.68' } },
    { inputs: { value: '1.005', decimals: 2, mode: 'half-up' }, result: { result: '1.01' } },
    { inputs: { value: '2.5', decimals: 0, mode: 'half-even' }, result: { result: '2' } },
    { inputs: { value: '-2.5', decimals: 0, mode: 'half-down' }, result: { result: '-2' } },
    { inputs: { value: '-1.21', decimals: 1, mode: 'floor' }, result: { result: '-1.3' } },
    { inputs: { value: '1.21', decimals: 1, mode: 'up' }, result: { result: '1.3' } },
    { inputs: { value: '1250', decimals: -2, mode: 'half-up' }, result: { result: '1300' } },
    { inputs: { value: '1.5', decimals: 2, mode: 'down' }, result: { result: '1.50' } },
    { inputs: { value: '-0.004', decimals: 2, mode: 'half-up' }, result: { result: '0.00' } },
  ],
  run({ value, decimals, mode }: Inputs) {
    const match = NUMBER.exec(value);
    if (!match) throw new ToolError('"value" must be a decimal number such as "2.675", "-0.5" or "1.5e3".');
    if (match[1]!.replace('.', '').length > 100) throw new ToolError('"value" has more than 100 digits.');
    if (match[2] !== undefined && Math.abs(Number(match[2])) > 1000) throw new ToolError('The exponent must be between −1000 and 1000.');
    const d = new Decimal(value.trim());
    let text: string;
    if (decimals >= 0) {
      text = d.toFixed(decimals, MODES[mode]);
    } else {
      const scale = new Decimal(10).pow(-decimals);
      text = d.div(scale).toDecimalPlaces(0, MODES[mode]).mul(scale).toFixed(0);
    }
    return { result: /^-0(\.0*)?$/.test(text) ? text.slice(1) : text };
  },
});
