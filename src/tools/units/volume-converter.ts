import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'volume'>;

export default defineTool({
  slug: 'volume-converter',
  name: 'Volume converter',
  category: 'units',
  description:
    'Converts a volume between metric, US customary and imperial units with exact factors (US gallon = 231 in³ = 3.785411784 L, US cup = gal/16, tbsp = cup/16, tsp = tbsp/3, imperial gallon 4.54609 L, oil barrel = 42 US gal); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('volume'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'gal', to: 'l' }, result: { result: 3.785411784 } },
    { inputs: { value: 1, from: 'cup', to: 'ml' }, result: { result: 236.5882365 } },
    { inputs: { value: 1, from: 'imp-gal', to: 'gal' }, result: { result: 1.200949925504855 } },
    { inputs: { value: 1, from: 'bbl', to: 'l' }, result: { result: 158.987294928 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('volume', value, from, to);
  },
});
