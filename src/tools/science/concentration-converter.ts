import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { GAS_CONSTANT } from '../science-data.ts';

// 40 significant digits, half-even, so the one rounding that matters is the final one to the nearest double.
const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_EVEN });
type D = InstanceType<typeof Decimal>;

type Medium = 'solution' | 'gas';
type Kind = 'amount' | 'mass' | 'fraction';
interface Inputs {
  value: number;
  from: string;
  to: string;
  medium?: Medium;
  molarMass?: number;
  densityGPerMl?: number;
  temperatureC?: number;
  pressurePa?: number;
}

/**
 * Each unit as a kind and its size in the kind's base: solution amount in mol/L, solution mass in g/L (ppm, ppb and
 * percent-ww through the density), gas fraction in ppm by volume, gas mass in mg/m³.
 */
const UNITS: Record<Medium, Record<string, { kind: Kind; size: (densityKgPerL: D) => D }>> = {
  solution: {
    'mol/L': { kind: 'amount', size: () => new Decimal(1) },
    'mmol/L': { kind: 'amount', size: () => new Decimal('1e-3') },
    'umol/L': { kind: 'amount', size: () => new Decimal('1e-6') },
    'g/L': { kind: 'mass', size: () => new Decimal(1) },
    'mg/L': { kind: 'mass', size: () => new Decimal('1e-3') },
    'ug/L': { kind: 'mass', size: () => new Decimal('1e-6') },
    'percent-wv': { kind: 'mass', size: () => new Decimal(10) },
    ppm: { kind: 'mass', size: (rho) => rho.times('1e-3') },
    ppb: { kind: 'mass', size: (rho) => rho.times('1e-6') },
    'percent-ww': { kind: 'mass', size: (rho) => rho.times(10) },
  },
  gas: {
    ppm: { kind: 'fraction', size: () => new Decimal(1) },
    ppb: { kind: 'fraction', size: () => new Decimal('1e-3') },
    'percent-v': { kind: 'fraction', size: () => new Decimal('1e4') },
    'mg/m3': { kind: 'mass', size: () => new Decimal(1) },
    'ug/m3': { kind: 'mass', size: () => new Decimal('1e-3') },
  },
};
const ALL_UNITS = [...new Set([...Object.keys(UNITS.solution), ...Object.keys(UNITS.gas)])];

export default defineTool({
  slug: 'concentration-converter',
  name: 'Concentration converter',
  category: 'science',
  description:
    'Converts a concentration between units. Solutions (medium "solution"): mol/L, mmol/L, umol/L, g/L, mg/L, ug/L, percent-wv (g/100 mL), and the mass fractions ppm (mg/kg), ppb (µg/kg) and percent-ww (g/100 g) through the solution density (densityGPerMl, default 1, water); molar ↔ mass units need molarMass. Gases (medium "gas"): ppm, ppb and percent-v by volume (mole fraction), mg/m3 and ug/m3, with mg/m³ = ppm × M / Vm and the molar volume Vm = R·T/P (R = 8.314462618 J/(mol·K), ideal gas; default 25 °C and 101 325 Pa, Vm ≈ 24.465 L/mol); fraction ↔ mass units need molarMass. Computed in 40-digit decimal from the inputs as given, the result is the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'number', minimum: 0, maximum: 1e15, description: 'The concentration to convert, in the from unit.' },
      from: { type: 'string', enum: ALL_UNITS, description: 'Unit of value (solution: mol/L … percent-ww; gas: ppm, ppb, percent-v, mg/m3, ug/m3).' },
      to: { type: 'string', enum: ALL_UNITS, description: 'Unit to convert to, of the same medium.' },
      medium: { type: 'string', enum: ['solution', 'gas'], default: 'solution', description: 'solution (the default: ppm is mass per mass) or gas (ppm is volume per volume).' },
      molarMass: { type: 'number', exclusiveMinimum: 0, maximum: 1e7, description: 'Molar mass of the solute or gas in g/mol; needed between molar (or volume-fraction) and mass units.' },
      densityGPerMl: { type: 'number', exclusiveMinimum: 0, maximum: 100, default: 1, description: 'Solution density in g/mL (default 1), for ppm, ppb and percent-ww.' },
      temperatureC: { type: 'number', minimum: -273.15, maximum: 10000, default: 25, description: 'Gas temperature in °C (default 25), for gas fraction ↔ mass conversions.' },
      pressurePa: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, default: 101325, description: 'Gas pressure in Pa (default 101325), for gas fraction ↔ mass conversions.' },
    },
    required: ['value', 'from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'number', description: 'The concentration in the to unit.' },
      unit: { type: 'string', description: 'The to unit.' },
    },
    required: ['result', 'unit'],
  },
  examples: [
    {"inputs": {"value": 1, "from": "ppm", "to": "mg/m3", "medium": "gas", "molarMass": 28.0101}, "result": {"result": 1.14488607453092, "unit": "mg/m3"}},
    {"inputs": {"value": 10, "from": "mg/L", "to": "ppm"}, "result": {"result": 10.0, "unit": "ppm"}},
    {"inputs": {"value": 0.5, "from": "mol/L", "to": "percent-wv", "molarMass": 58.44}, "result": {"result": 2.922, "unit": "percent-wv"}},
    {"inputs": {"value": 40, "from": "ug/m3", "to": "ppb", "medium": "gas", "molarMass": 46.0055, "temperatureC": 20}, "result": {"result": 20.91499222153002, "unit": "ppb"}},
    {"inputs": {"value": 2, "from": "percent-ww", "to": "mmol/L", "molarMass": 98.079, "densityGPerMl": 1.012}, "result": {"result": 206.36425738435344, "unit": "mmol/L"}},
  ],
  run({ value, from, to, medium = 'solution', molarMass, densityGPerMl = 1, temperatureC = 25, pressurePa = 101325 }: Inputs) {
    const units = UNITS[medium];
    for (const unit of [from, to]) {
      if (!units[unit]) throw new ToolError(`"${unit}" is not a ${medium} unit; ${medium} units are ${Object.keys(units).join(', ')}.`);
    }
    const source = units[from]!;
    const target = units[to]!;
    const rho = new Decimal(densityGPerMl);
    let base = new Decimal(value).times(source.size(rho));
    if (source.kind !== target.kind) {
      if (molarMass === undefined) throw new ToolError(`Give molarMass to convert between ${from} and ${to}.`);
      const mm = new Decimal(molarMass);
      if (medium === 'solution') {
        base = source.kind === 'amount' ? base.times(mm) : base.div(mm);
      } else {
        const kelvin = new Decimal(temperatureC).plus('273.15');
        if (kelvin.lte(0)) throw new ToolError('The temperature must be above absolute zero (−273.15 °C).');
        const molarVolumeL = new Decimal(GAS_CONSTANT).times(kelvin).div(pressurePa).times(1000);
        base = source.kind === 'fraction' ? base.times(mm).div(molarVolumeL) : base.times(molarVolumeL).div(mm);
      }
    }
    const result = base.div(target.size(rho)).toNumber();
    if (!Number.isFinite(result)) throw new ToolError('The result is out of range.');
    return { result, unit: to };
  },
});
