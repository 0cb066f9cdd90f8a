import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'flow-rate'>;

export default defineTool({
  slug: 'flow-rate-converter',
  name: 'Flow rate converter',
  category: 'units',
  description:
    'Converts volumetric flow between m³/s, m³/h, L/s, L/min, US and imperial gallons per minute, ft³/s and cfm with exact factors (US gallon 231 in³, imperial gallon 4.54609 L); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('flow-rate'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 100, from: 'gpm', to: 'l/s' }, result: { result: 6.30901964 } },
    { inputs: { value: 1, from: 'm3/s', to: 'cfm' }, result: { result: 2118.8800032893155 } },
    { inputs: { value: 10, from: 'l/min', to: 'imp-gpm' }, result: { result: 2.1996924829908777 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('flow-rate', value, from, to);
  },
});
