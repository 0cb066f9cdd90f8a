import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'area'>;

export default defineTool({
  slug: 'area-converter',
  name: 'Area converter',
  category: 'units',
  description:
    'Converts an area between metric and imperial/US units with exact factors (square inch 6.4516 cm², international acre 4046.8564224 m², square mile 640 acres, hectare 10000 m²); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('area'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'acre', to: 'm2' }, result: { result: 4046.8564224 } },
    { inputs: { value: 1, from: 'mi2', to: 'acre' }, result: { result: 640 } },
    { inputs: { value: 2.5, from: 'ha', to: 'acre' }, result: { result: 6.177634536679133 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('area', value, from, to);
  },
});
