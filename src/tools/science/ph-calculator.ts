import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

const Decimal = DecimalJs.clone({ precision: 40 });
const PKW = 14;
const NAMES = ['pH', 'pOH', 'hydrogenConcentration', 'hydroxideConcentration'] as const;
type Inputs = Partial<Record<(typeof NAMES)[number], number>>;

const concentration = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 100, description });
const scale = (description: string) => ({ type: 'number', minimum: -3, maximum: 17, description });

export default defineTool({
  slug: 'ph-calculator',
  name: 'pH calculator',
  category: 'science',
  description:
    'From one of pH, pOH, [H⁺] or [OH⁻] (mol/L) gives all four, with pH = −log10[H⁺], pOH = −log10[OH⁻] and pH + pOH = pKw = 14 (water at 25 °C; concentrations stand in for activities, as in dilute solutions). Computed in 40-digit decimal, then given as the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      pH: scale('pH of the solution (−log10 [H⁺]); give exactly one of the four inputs.'),
      pOH: scale('pOH of the solution (−log10 [OH⁻]).'),
      hydrogenConcentration: concentration('[H⁺] (or [H₃O⁺]) in mol/L.'),
      hydroxideConcentration: concentration('[OH⁻] in mol/L.'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      pH: { type: 'number' },
      pOH: { type: 'number' },
      hydrogenConcentration: { type: 'number', description: 'mol/L.' },
      hydroxideConcentration: { type: 'number', description: 'mol/L.' },
      classification: { type: 'string', enum: ['acidic', 'neutral', 'basic'] },
    },
    required: ['pH', 'pOH', 'hydrogenConcentration', 'hydroxideConcentration', 'classification'],
  },
  examples: [
    {"inputs": {"pH": 7}, "result": {"pH": 7, "pOH": 7, "hydrogenConcentration": 1e-07, "hydroxideConcentration": 1e-07, "classification": "neutral"}},
    {"inputs": {"hydrogenConcentration": 0.001}, "result": {"pH": 3, "pOH": 11, "hydrogenConcentration": 0.001, "hydroxideConcentration": 1e-11, "classification": "acidic"}},
    {"inputs": {"hydroxideConcentration": 0.025}, "result": {"pH": 12.397940008672037, "pOH": 1.6020599913279623, "hydrogenConcentration": 4e-13, "hydroxideConcentration": 0.025, "classification": "basic"}},
    {"inputs": {"pH": 4.5}, "result": {"pH": 4.5, "pOH": 9.5, "hydrogenConcentration": 3.1622776601683795e-05, "hydroxideConcentration": 3.1622776601683795e-10, "classification": "acidic"}},
  ],
  run(inputs: Inputs) {
    const given = NAMES.filter((name) => inputs[name] !== undefined);
    if (given.length !== 1) throw new ToolError(`Give exactly one of ${NAMES.join(', ')} (got ${given.length}).`);
    const name = given[0]!;
    const value = new Decimal(String(inputs[name]));
    let pH: InstanceType<typeof Decimal>;
    if (name === 'pH') pH = value;
    else if (name === 'pOH') pH = new Decimal(PKW).minus(value);
    else if (name === 'hydrogenConcentration') pH = value.log(10).neg();
    else pH = new Decimal(PKW).plus(value.log(10));
    const pOH = new Decimal(PKW).minus(pH);
    const number = (x: InstanceType<typeof Decimal>, what: string) => finite(x.toNumber(), what);
    return {
      pH: number(pH, 'pH'),
      pOH: number(pOH, 'pOH'),
      hydrogenConcentration: number(new Decimal(10).pow(pH.neg()), 'hydrogen-ion concentration'),
      hydroxideConcentration: number(new Decimal(10).pow(pOH.neg()), 'hydroxide concentration'),
      classification: pH.lt(7) ? 'acidic' : pH.gt(7) ? 'basic' : 'neutral',
    };
  },
});
