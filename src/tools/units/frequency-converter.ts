import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'frequency'>;

export default defineTool({
  slug: 'frequency-converter',
  name: 'Frequency converter',
  category: 'units',
  description:
    'Converts a frequency between Hz, kHz, MHz, GHz, revolutions per minute (1/60 Hz) and angular velocity in rad/s (1 rad/s = 1/(2π) Hz, π to 50 digits); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('frequency'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 3000, from: 'rpm', to: 'Hz' }, result: { result: 50 } },
    { inputs: { value: 60, from: 'Hz', to: 'rad/s' }, result: { result: 376.9911184307752 } },
    { inputs: { value: 2.4, from: 'GHz', to: 'MHz' }, result: { result: 2400 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('frequency', value, from, to);
  },
});
