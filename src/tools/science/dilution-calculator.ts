import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

const NAMES = ['c1', 'v1', 'c2', 'v2'] as const;
type Inputs = Partial<Record<(typeof NAMES)[number], number>>;

const quantity = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1e12, description });

export default defineTool({
  slug: 'dilution-calculator',
  name: 'Dilution calculator (C1V1 = C2V2)',
  category: 'science',
  description:
    'Solves C1·V1 = C2·V2 for the one quantity left out: stock concentration and volume, final concentration and volume, in any units as long as both concentrations share one and both volumes another. solventVolume = V2 − V1 is the diluent to add; a final concentration above the stock is refused (that is not a dilution).',
  inputSchema: {
    type: 'object',
    properties: {
      c1: quantity('Stock concentration.'),
      v1: quantity('Volume of stock.'),
      c2: quantity('Final concentration.'),
      v2: quantity('Final volume.'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      solvedFor: { type: 'string' },
      c1: { type: 'number' },
      v1: { type: 'number' },
      c2: { type: 'number' },
      v2: { type: 'number' },
      solventVolume: { type: 'number', description: 'V2 − V1, in the volume unit.' },
    },
    required: ['solvedFor', 'c1', 'v1', 'c2', 'v2', 'solventVolume'],
  },
  examples: [
    {"inputs": {"c1": 2, "c2": 0.5, "v2": 100}, "result": {"solvedFor": "v1", "c1": 2, "v1": 25, "c2": 0.5, "v2": 100, "solventVolume": 75}},
    {"inputs": {"c1": 12, "v1": 5, "c2": 0.3}, "result": {"solvedFor": "v2", "c1": 12, "v1": 5, "c2": 0.3, "v2": 200, "solventVolume": 195}},
    {"inputs": {"c1": 1, "v1": 0.25, "v2": 1}, "result": {"solvedFor": "c2", "c1": 1, "v1": 0.25, "c2": 0.25, "v2": 1, "solventVolume": 0.75}},
  ],
  run(inputs: Inputs) {
    const missing = NAMES.filter((name) => inputs[name] === undefined);
    if (missing.length !== 1) throw new ToolError(`Give exactly three of c1, v1, c2 and v2 (got ${4 - missing.length}).`);
    let { c1, v1, c2, v2 } = inputs;
    const solvedFor = missing[0]!;
    if (solvedFor === 'c1') c1 = finite((c2! * v2!) / v1!, 'stock concentration');
    else if (solvedFor === 'v1') v1 = finite((c2! * v2!) / c1!, 'stock volume');
    else if (solvedFor === 'c2') c2 = finite((c1! * v1!) / v2!, 'final concentration');
    else v2 = finite((c1! * v1!) / c2!, 'final volume');
    if (c2! > c1!) throw new ToolError('The final concentration is above the stock concentration: that is not a dilution.');
    return { solvedFor, c1: c1!, v1: v1!, c2: c2!, v2: v2!, solventVolume: finite(v2! - v1!, 'solvent volume') };
  },
});
