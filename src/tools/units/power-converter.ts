import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'power'>;

export default defineTool({
  slug: 'power-converter',
  name: 'Power converter',
  category: 'units',
  description:
    'Converts power between watts, horsepower, BTU/h, ft·lbf/s, kcal/h and tons of refrigeration with exact factors: hp is mechanical horsepower (550 ft·lbf/s ≈ 745.7 W), hp-metric is 75 kgf·m/s (735.49875 W), BTU is the International Table BTU, a ton of refrigeration 12000 BTU/h. The result is the nearest double; `to` may be "all".',
  inputSchema: converterInputSchema('power'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'hp', to: 'W' }, result: { result: 745.6998715822702 } },
    { inputs: { value: 1, from: 'TR', to: 'kW' }, result: { result: 3.5168528420666667 } },
    { inputs: { value: 100, from: 'kW', to: 'hp-metric' }, result: { result: 135.96216173039042 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('power', value, from, to);
  },
});
