import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'force'>;

export default defineTool({
  slug: 'force-converter',
  name: 'Force converter',
  category: 'units',
  description:
    'Converts force between newtons, dynes, pound-force, kilogram-force, ounce-force and poundals with exact factors (kgf 9.80665 N, lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N, poundal = lb·ft/s²); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('force'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'kgf', to: 'lbf' }, result: { result: 2.2046226218487757 } },
    { inputs: { value: 100, from: 'N', to: 'lbf' }, result: { result: 22.48089430997105 } },
    { inputs: { value: 1, from: 'lbf', to: 'pdl' }, result: { result: 32.17404855643045 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('force', value, from, to);
  },
});
