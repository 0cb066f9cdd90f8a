import { nearestRatio } from '../exact-fraction.ts';
import { defineTool, nullable } from '../define.ts';

/** A JSON number as digits × 10^−scale, exactly (its shortest decimal string: 0.1 is 1 × 10⁻¹). */
function decimal(x: number): { digits: bigint; scale: number } {
  const [mantissa = '', exponent = '0'] = String(x).split('e');
  const [whole, decimals = ''] = mantissa.split('.');
  const scale = decimals.length - Number(exponent);
  const digits = BigInt(whole + decimals);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

interface Piece {
  thicknessIn: number;
  widthIn: number;
  lengthFt: number;
  quantity?: number;
}
interface Inputs {
  pieces: Piece[];
  pricePerBoardFoot?: number;
}

export default defineTool({
  slug: 'board-foot-calculator',
  name: 'Board foot calculator',
  category: 'construction',
  description:
    'Lumber volume in board feet (1 board foot = 144 in³, a board 1 in thick, 12 in wide and 1 ft long): thickness (in) × width (in) × length (ft) / 12 × quantity for each line, summed exactly. Sizes are taken as entered: a nominal 2 × 4 counts as 2 × 4 in (the usual convention for pricing), so enter 1.5 × 3.5 for the actual dressed size. With pricePerBoardFoot, cost = total × price, rounded half up to the cent once.',
  inputSchema: {
    type: 'object',
    properties: {
      pieces: {
        type: 'array',
        minItems: 1,
        maxItems: 500,
        description: 'Lines of identical boards.',
        items: {
          type: 'object',
          properties: {
            thicknessIn: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Thickness in inches (nominal or actual, as you price it).' },
            widthIn: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Width in inches.' },
            lengthFt: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Length in feet.' },
            quantity: { type: 'integer', minimum: 1, maximum: 1000000, default: 1, description: 'Number of such boards (default 1).' },
          },
          required: ['thicknessIn', 'widthIn', 'lengthFt'],
          additionalProperties: false,
        },
      },
      pricePerBoardFoot: { type: 'number', minimum: 0, maximum: 1000000, description: 'Price per board foot; gives `cost` when set.' },
    },
    required: ['pieces'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      pieces: {
        type: 'array',
        description: 'Each line in input order.',
        items: {
          type: 'object',
          properties: { boardFeet: { type: 'number', description: 'Board feet of the line, quantity included, unrounded.' } },
          required: ['boardFeet'],
        },
      },
      totalBoardFeet: { type: 'number', description: 'Sum of the lines, unrounded.' },
      cost: nullable({ type: 'number' }, { description: 'Total × price, half up to cents; null without pricePerBoardFoot.' }),
    },
    required: ['pieces', 'totalBoardFeet', 'cost'],
  },
  examples: [
    { inputs: { pieces: [{ thicknessIn: 2, widthIn: 4, lengthFt: 8 }] }, result: { pieces: [{ boardFeet: 5.333333333333333 }], totalBoardFeet: 5.333333333333333, cost: null } },
    { inputs: { pieces: [{ thicknessIn: 2, widthIn: 6, lengthFt: 10, quantity: 12 }, { thicknessIn: 1, widthIn: 8, lengthFt: 6, quantity: 5 }, { thicknessIn: 1.5, widthIn: 7.25, lengthFt: 12 }], pricePerBoardFoot: 3.85 }, result: { pieces: [{ boardFeet: 120 }, { boardFeet: 20 }, { boardFeet: 10.875 }], totalBoardFeet: 150.875, cost: 580.87 } },
    { inputs: { pieces: [{ thicknessIn: 1, widthIn: 2, lengthFt: 9 }], pricePerBoardFoot: 1.23 }, result: { pieces: [{ boardFeet: 1.5 }], totalBoardFeet: 1.5, cost: 1.85 } },
  ],
  run({ pieces, pricePerBoardFoot }: Inputs) {
    // Exact integer arithmetic: each line is digits / (12 × 10^scale); the total is put over 12 × 10^(largest scale).
    const lines = pieces.map(({ thicknessIn, widthIn, lengthFt, quantity = 1 }) => {
      const [t, w, l] = [decimal(thicknessIn), decimal(widthIn), decimal(lengthFt)];
      return { digits: t.digits * w.digits * l.digits * BigInt(quantity), scale: t.scale + w.scale + l.scale };
    });
    const scale = Math.max(...lines.map((line) => line.scale));
    const total = lines.reduce((sum, line) => sum + line.digits * 10n ** BigInt(scale - line.scale), 0n);
    const denominator = 12n * 10n ** BigInt(scale);
    let cost: number | null = null;
    if (pricePerBoardFoot !== undefined) {
      // cents = ⌊100 × total × price + 1/2⌋: half up, once, on the exact amount.
      const price = decimal(pricePerBoardFoot);
      const amount = total * price.digits * 100n;
      const per = denominator * 10n ** BigInt(price.scale);
      cost = nearestRatio((2n * amount + per) / (2n * per), 100n, 'cost');
    }
    return {
      pieces: lines.map((line) => ({ boardFeet: nearestRatio(line.digits, 12n * 10n ** BigInt(line.scale), 'board feet') })),
      totalBoardFeet: nearestRatio(total, denominator, 'total'),
      cost,
    };
  },
});
