import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'data-rate'>;

export default defineTool({
  slug: 'data-rate-converter',
  name: 'Data rate converter',
  category: 'units',
  description:
    'Converts a data transfer rate between bits and bytes per second with SI prefixes (kbit/s = 1000 bit/s, MB/s = 10⁶ B/s) and IEC binary prefixes (KiB/s = 1024 B/s); exact factors, the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('data-rate'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 100, from: 'Mbit/s', to: 'MB/s' }, result: { result: 12.5 } },
    { inputs: { value: 1, from: 'GiB/s', to: 'Gbit/s' }, result: { result: 8.589934592 } },
    { inputs: { value: 500, from: 'kB/s', to: 'Mbit/s' }, result: { result: 4 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('data-rate', value, from, to);
  },
});
