import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'length'>;

export default defineTool({
  slug: 'length-converter',
  name: 'Length converter',
  category: 'units',
  description:
    'Converts a length between metric, imperial/US, nautical and astronomical units with exact factors (international inch 0.0254 m, mile 1609.344 m, nautical mile 1852 m, US survey foot 1200/3937 m, au 149597870700 m, light-year = Julian year × c, parsec = 648000/π au); the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('length'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'mi', to: 'km' }, result: { result: 1.609344 } },
    { inputs: { value: 1000, from: 'ft-us', to: 'ft' }, result: { result: 1000.002000004 } },
    { inputs: { value: 1, from: 'pc', to: 'ly' }, result: { result: 3.2615637771674337 } },
    { inputs: { value: 6, from: 'ft', to: 'all' }, result: { results: { nm: 1828800000, um: 1828800, mm: 1828.8, cm: 182.88, m: 1.8288, km: 0.0018288, in: 72, ft: 6, yd: 2, mi: 0.0011363636363636363, nmi: 0.0009874730021598272, mil: 72000, 'ft-us': 5.999988, fathom: 1, furlong: 0.00909090909090909, chain: 0.09090909090909091, au: 1.2224772929204534e-11, ly: 1.9330431252642168e-16, pc: 5.926737164535855e-17 } } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('length', value, from, to);
  },
});
