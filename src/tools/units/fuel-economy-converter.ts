import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'fuel-economy'>;

export default defineTool({
  slug: 'fuel-economy-converter',
  name: 'Fuel economy converter',
  category: 'units',
  description:
    'Converts fuel economy between L/100 km (consumption) and km/L, miles per US gallon, miles per imperial gallon and miles per litre (distance per volume), using the reciprocal relation for L/100 km (mpg US = 235.2145833… / (L/100 km)); exact factors, the result is the nearest double. The value must be positive; `to` may be "all".',
  inputSchema: converterInputSchema('fuel-economy'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    // TOOLS-PLAN §6: 10 L/100 km = 23.5214583 mpg (US).
    { inputs: { value: 10, from: 'l/100km', to: 'mpg' }, result: { result: 23.52145833333333 } },
    { inputs: { value: 30, from: 'mpg', to: 'l/100km' }, result: { result: 7.840486111111111 } },
    { inputs: { value: 40, from: 'mpg-imp', to: 'mpg' }, result: { result: 33.30696738515955 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('fuel-economy', value, from, to);
  },
});
