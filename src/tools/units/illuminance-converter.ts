import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'illuminance'>;

export default defineTool({
  slug: 'illuminance-converter',
  name: 'Illuminance converter',
  category: 'units',
  description:
    'Converts illuminance between lux, foot-candles (1 lm/ft² = 1/0.3048² ≈ 10.7639 lx) and phots (1 lm/cm² = 10000 lx); exact factors, the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('illuminance'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'fc', to: 'lx' }, result: { result: 10.763910416709722 } },
    { inputs: { value: 500, from: 'lx', to: 'fc' }, result: { result: 46.45152 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('illuminance', value, from, to);
  },
});
