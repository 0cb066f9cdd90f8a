import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'density'>;

export default defineTool({
  slug: 'density-converter',
  name: 'Density converter',
  category: 'units',
  description:
    'Converts density between kg/m³, g/cm³, g/mL, kg/L, lb/ft³, lb/in³ and pounds per US gallon with exact factors (lb/ft³ = 0.45359237 / 0.3048³ kg/m³); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('density'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'lb/ft3', to: 'kg/m3' }, result: { result: 16.018463373960138 } },
    { inputs: { value: 1, from: 'g/cm3', to: 'lb/gal' }, result: { result: 8.345404452019332 } },
    { inputs: { value: 7.85, from: 'g/cm3', to: 'lb/in3' }, result: { result: 0.28359924220065696 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('density', value, from, to);
  },
});
