import { defineTool } from '../define.ts';
import { CONVERTER_OUTPUT_SCHEMA, convertOneOrAll, converterInputSchema, type UnitId } from '../unit-factors.ts';

type Unit = UnitId<'pressure'>;

export default defineTool({
  slug: 'pressure-converter',
  name: 'Pressure converter',
  category: 'units',
  description:
    'Converts pressure between pascals, bar, atmospheres, psi, mmHg, inHg, torr, inches of water and kgf/cm² with exact factors: atm 101325 Pa, torr = atm/760, psi = lbf/in², mmHg and inHg are the conventional values (13.5951 g/cm³ mercury, standard gravity: 133.322387415 Pa per mm), inH2O the conventional 1000 kg/m³ column. The result is the nearest double; `to` may be "all".',
  inputSchema: converterInputSchema('pressure'),
  outputSchema: CONVERTER_OUTPUT_SCHEMA,
  examples: [
    // TOOLS-PLAN §6 gives 1 atm = 14.69594877551345 psi, the exact value rounded to 16 digits.
    { inputs: { value: 1, from: 'atm', to: 'psi' }, result: { result: 14.695948775513449 } },
    { inputs: { value: 760, from: 'mmHg', to: 'torr' }, result: { result: 760.0001082744042 } },
    { inputs: { value: 29.92, from: 'inHg', to: 'mbar' }, result: { result: 1013.2074811900272 } },
    { inputs: { value: 2.2, from: 'bar', to: 'psi' }, result: { result: 31.908302300646028 } },
  ],
  run({ value, from, to }: { value: number; from: Unit; to: Unit | 'all' }) {
    return convertOneOrAll('pressure', value, from, to);
  },
});
