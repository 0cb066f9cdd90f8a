import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'time'>;

export default defineTool({
  slug: 'time-unit-converter',
  name: 'Time unit converter',
  category: 'units',
  description:
    'Converts a duration between nanoseconds and years. A year is the Gregorian mean year (365.2425 days) and a month a twelfth of it (30.436875 days), so months and years are averages, not calendar steps; exact factors, the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('time'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'yr', to: 'd' }, result: { result: 365.2425 } },
    { inputs: { value: 90, from: 'min', to: 'h' }, result: { result: 1.5 } },
    { inputs: { value: 1, from: 'mo', to: 'd' }, result: { result: 30.436875 } },
    { inputs: { value: 1000000000, from: 's', to: 'yr' }, result: { result: 31.688738506811433 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('time', value, from, to);
  },
});
