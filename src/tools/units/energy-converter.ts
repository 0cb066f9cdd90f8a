import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'energy'>;

export default defineTool({
  slug: 'energy-converter',
  name: 'Energy converter',
  category: 'units',
  description:
    'Converts energy between joules, calories, watt-hours, BTU, therms, electronvolts, foot-pounds and ergs with exact factors: cal and kcal are thermochemical (4.184 J), cal-it is the International Table calorie (4.1868 J), BTU the International Table BTU (1055.05585262 J), therm the US therm (105480400 J), eV 1.602176634e-19 J (SI 2019). The result is the nearest double; `to` may be "all".',
  inputSchema: converterInputSchema('energy'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    { inputs: { value: 1, from: 'kWh', to: 'BTU' }, result: { result: 3412.141633127942 } },
    { inputs: { value: 1, from: 'kcal', to: 'kJ' }, result: { result: 4.184 } },
    { inputs: { value: 1, from: 'therm', to: 'kWh' }, result: { result: 29.30011111111111 } },
    { inputs: { value: 1, from: 'MJ', to: 'eV' }, result: { result: 6.241509074460763e24 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('energy', value, from, to);
  },
});
