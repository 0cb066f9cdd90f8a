import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'temperature'>;

export default defineTool({
  slug: 'temperature-converter',
  name: 'Temperature converter',
  category: 'units',
  description:
    'Converts a temperature between Celsius, Fahrenheit, kelvin, Rankine and Réaumur with the exact affine formulas (K = °C + 273.15, °F = °C × 9/5 + 32); values below absolute zero are refused unless `interval` is true, which converts a temperature difference (no offsets). The result is the nearest double; `to` may be "all".',
  inputSchema: converterInputSchema('temperature', { interval: { type: 'boolean', default: false, description: 'Convert a temperature difference (scale only, no offset), e.g. a rise of 10 °C = 18 °F.' } }),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 100, from: 'C', to: 'F' }, result: { result: 212 } },
    { inputs: { value: -40, from: 'F', to: 'C' }, result: { result: -40 } },
    { inputs: { value: 98.6, from: 'F', to: 'K' }, result: { result: 310.15 } },
    { inputs: { value: 20, from: 'C', to: 'all' }, result: { results: { C: 20, F: 68, K: 293.15, R: 527.67, Re: 16 } } },
    { inputs: { value: 10, from: 'C', to: 'F', interval: true }, result: { result: 18 } },
  ],
  run({ value, from, to, interval }: { value: number; from: Unit; to: Unit | 'all'; interval: boolean }) {
    return convertOneOrAll('temperature', value, from, to, { interval });
  },
});
