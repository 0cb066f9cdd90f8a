import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'speed'>;

export default defineTool({
  slug: 'speed-converter',
  name: 'Speed converter',
  category: 'units',
  description:
    'Converts a speed between m/s, km/h, mph, knots, ft/s and the speed of light with exact factors (mph 0.44704 m/s, knot 1852/3600 m/s, c 299792458 m/s); no Mach number, since the speed of sound depends on temperature. The result is the nearest double; `to` may be "all".',
  inputSchema: converterInputSchema('speed'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    // TOOLS-PLAN §6: 100 km/h = 62.13711922 mph.
    { inputs: { value: 100, from: 'km/h', to: 'mph' }, result: { result: 62.1371192237334 } },
    { inputs: { value: 30, from: 'kn', to: 'km/h' }, result: { result: 55.56 } },
    { inputs: { value: 1, from: 'c', to: 'km/h' }, result: { result: 1079252848.8 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('speed', value, from, to);
  },
});
