import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'mass'>;

export default defineTool({
  slug: 'mass-converter',
  name: 'Mass converter',
  category: 'units',
  description:
    "Converts a mass between metric, avoirdupois, troy and jewellers' units with exact factors (pound 0.45359237 kg, ounce = lb/16, grain 64.79891 mg, troy ounce 31.1034768 g, metric carat 0.2 g, short/long ton 2000/2240 lb); the result is the nearest double. `to` may be \"all\".",
  inputSchema: converterInputSchema('mass'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'lb', to: 'kg' }, result: { result: 0.45359237 } },
    { inputs: { value: 1, from: 'ozt', to: 'g' }, result: { result: 31.1034768 } },
    { inputs: { value: 11.5, from: 'st', to: 'kg' }, result: { result: 73.02837157 } },
    { inputs: { value: 1, from: 'ct', to: 'gr' }, result: { result: 3.086471670588286 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('mass', value, from, to);
  },
});
