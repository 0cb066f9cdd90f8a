import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'data-size'>;

export default defineTool({
  slug: 'data-size-converter',
  name: 'Data size converter',
  category: 'units',
  description:
    'Converts a data size between bits and bytes with SI prefixes (kB = 1000 B, MB = 10⁶ B…) and IEC binary prefixes (KiB = 1024 B, MiB = 2²⁰ B…); exact factors, the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('data-size'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    // TOOLS-PLAN §6: 1 GB = 953.67431640625 MiB.
    { inputs: { value: 1, from: 'GB', to: 'MiB' }, result: { result: 953.67431640625 } },
    { inputs: { value: 2, from: 'TiB', to: 'GB' }, result: { result: 2199.023255552 } },
    { inputs: { value: 100, from: 'Mbit', to: 'MB' }, result: { result: 12.5 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('data-size', value, from, to);
  },
});
