import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'torque'>;

export default defineTool({
  slug: 'torque-converter',
  name: 'Torque converter',
  category: 'units',
  description:
    'Converts torque between newton metres, pound-force feet and inches, kilogram-force metres and ounce-force inches with exact factors (lbf·ft = 4.4482216152605 × 0.3048 = 1.3558179483314004 N·m); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('torque'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 100, from: 'lbf-ft', to: 'N-m' }, result: { result: 135.58179483314004 } },
    { inputs: { value: 10, from: 'N-m', to: 'lbf-in' }, result: { result: 88.50745791327185 } },
    { inputs: { value: 1, from: 'kgf-m', to: 'lbf-ft' }, result: { result: 7.233013851209894 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('torque', value, from, to);
  },
});
