import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'angle'>;

export default defineTool({
  slug: 'angle-converter',
  name: 'Angle converter',
  category: 'units',
  description:
    'Converts an angle between degrees, radians, gradians, minutes and seconds of arc, turns, milliradians and NATO mils (1/6400 turn), with π to 50 digits; the result is the nearest double. `to` may be "all".',
  inputSchema: converterInputSchema('angle'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 180, from: 'deg', to: 'rad' }, result: { result: 3.141592653589793 } },
    { inputs: { value: 1, from: 'turn', to: 'mil' }, result: { result: 6400 } },
    { inputs: { value: 1, from: 'rad', to: 'arcsec' }, result: { result: 206264.80624709636 } },
    { inputs: { value: 45, from: 'deg', to: 'all' }, result: { results: { deg: 45, rad: 0.7853981633974483, grad: 50, arcmin: 2700, arcsec: 162000, turn: 0.125, mrad: 785.3981633974483, mil: 800 } } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('angle', value, from, to);
  },
});
