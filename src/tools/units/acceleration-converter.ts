import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'acceleration'>;

export default defineTool({
  slug: 'acceleration-converter',
  name: 'Acceleration converter',
  category: 'units',
  description:
    'Converts an acceleration between m/s², standard gravity g0 (9.80665 m/s², exact by definition), ft/s² and gal (1 cm/s²); exact factors, the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('acceleration'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'g0', to: 'ft/s2' }, result: { result: 32.17404855643045 } },
    { inputs: { value: 100, from: 'm/s2', to: 'g0' }, result: { result: 10.197162129779283 } },
    { inputs: { value: 980, from: 'Gal', to: 'all' }, result: { results: { 'm/s2': 9.8, g0: 0.9993218887183697, 'ft/s2': 32.15223097112861, Gal: 980 } } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('acceleration', value, from, to);
  },
});
