import { ToolError, defineTool } from '../define.ts';
import { GAS_CONSTANT, finite } from '../science-data.ts';

type TemperatureUnit = 'K' | 'C' | 'F';
type Quantity = 'pressure' | 'volume' | 'moles' | 'temperature';
interface Inputs {
  solveFor: Quantity;
  pressure?: number;
  pressureUnit?: keyof typeof PRESSURE;
  volume?: number;
  volumeUnit?: keyof typeof VOLUME;
  moles?: number;
  temperature?: number;
  temperatureUnit?: TemperatureUnit;
}

/** Pascals per unit: atm 101325 and bar 10^5 exact; torr = atm/760; psi = lbf/in² from the exact pound and g_n. */
const PRESSURE = { Pa: 1, kPa: 1000, bar: 100000, atm: 101325, torr: 101325 / 760, psi: (0.45359237 * 9.80665) / (0.0254 * 0.0254) };
/** Cubic metres per unit. */
const VOLUME = { m3: 1, L: 0.001, mL: 0.000001 };

const toKelvin = (t: number, unit: TemperatureUnit) => (unit === 'K' ? t : unit === 'C' ? t + 273.15 : ((t - 32) * 5) / 9 + 273.15);
const fromKelvin = (k: number, unit: TemperatureUnit) => (unit === 'K' ? k : unit === 'C' ? k - 273.15 : ((k - 273.15) * 9) / 5 + 32);

export default defineTool({
  slug: 'ideal-gas-law',
  name: 'Ideal gas law',
  category: 'science',
  description:
    'Solves PV = nRT for pressure, volume, amount (mol) or temperature from the other three, with R = 8.314462618 J/(mol·K) (exact SI value). Pressure in Pa, kPa, bar, atm (101325 Pa), torr (atm/760) or psi; volume in m³, L or mL; temperature in K, °C or °F. Results are unrounded; the SI values of all four are returned too.',
  inputSchema: {
    type: 'object',
    properties: {
      solveFor: { type: 'string', enum: ['pressure', 'volume', 'moles', 'temperature'], description: 'The unknown to compute; give the other three quantities and leave this one out.' },
      pressure: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Gas pressure in pressureUnit.' },
      pressureUnit: { type: 'string', enum: Object.keys(PRESSURE), default: 'Pa', description: 'Unit of pressure, given or solved (default Pa; also kPa, bar, atm, torr, psi).' },
      volume: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Gas volume in volumeUnit.' },
      volumeUnit: { type: 'string', enum: Object.keys(VOLUME), default: 'm3', description: 'Unit of volume, given or solved: m3 (cubic metres, the default), L or mL.' },
      moles: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Amount of gas in moles.' },
      temperature: { type: 'number', minimum: -1000, maximum: 1e9, description: 'Gas temperature in temperatureUnit; must be above absolute zero.' },
      temperatureUnit: { type: 'string', enum: ['K', 'C', 'F'], default: 'K', description: 'Unit of temperature, given or solved: K (kelvin, the default), C (°C) or F (°F).' },
    },
    required: ['solveFor'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      value: { type: 'number', description: 'The solved quantity in its requested unit.' },
      unit: { type: 'string' },
      pressurePa: { type: 'number' },
      volumeM3: { type: 'number' },
      moles: { type: 'number' },
      temperatureK: { type: 'number' },
    },
    required: ['value', 'unit', 'pressurePa', 'volumeM3', 'moles', 'temperatureK'],
  },
  examples: [
    {"inputs": {"solveFor": "volume", "moles": 1, "temperature": 0, "temperatureUnit": "C", "pressure": 1, "pressureUnit": "atm", "volumeUnit": "L"}, "result": {"value": 22.413969544601038, "unit": "L", "pressurePa": 101325, "volumeM3": 0.022413969544601037, "moles": 1, "temperatureK": 273.15}},
    {"inputs": {"solveFor": "pressure", "moles": 2, "temperature": 300, "volume": 10, "volumeUnit": "L", "pressureUnit": "kPa"}, "result": {"value": 498.86775708, "unit": "kPa", "pressurePa": 498867.75708, "volumeM3": 0.01, "moles": 2, "temperatureK": 300}},
    {"inputs": {"solveFor": "temperature", "pressure": 14.7, "pressureUnit": "psi", "volume": 1, "moles": 40, "temperatureUnit": "F"}, "result": {"value": 88.87801314002016, "unit": "F", "pressurePa": 101352.9322095749, "volumeM3": 1, "moles": 40, "temperatureK": 304.74889618890006}},
    {"inputs": {"solveFor": "moles", "pressure": 200000, "volume": 0.05, "temperature": 293.15}, "result": {"value": 4.102758145827826, "unit": "mol", "pressurePa": 200000, "volumeM3": 0.05, "moles": 4.102758145827826, "temperatureK": 293.15}},
  ],
  run(inputs: Inputs) {
    const { solveFor, pressureUnit = 'Pa', volumeUnit = 'm3', temperatureUnit = 'K' } = inputs;
    for (const name of ['pressure', 'volume', 'moles', 'temperature'] as const) {
      if (name === solveFor && inputs[name] !== undefined) throw new ToolError(`Leave ${name} out: it is the quantity to solve for.`);
      if (name !== solveFor && inputs[name] === undefined) throw new ToolError(`Give ${name} to solve for ${solveFor}.`);
    }
    let p = inputs.pressure === undefined ? 0 : inputs.pressure * PRESSURE[pressureUnit];
    let v = inputs.volume === undefined ? 0 : inputs.volume * VOLUME[volumeUnit];
    let n = inputs.moles ?? 0;
    let t = inputs.temperature === undefined ? 0 : toKelvin(inputs.temperature, temperatureUnit);
    if (solveFor !== 'temperature' && !(t > 0)) throw new ToolError('The temperature must be above absolute zero.');
    let value: number;
    let unit: string;
    switch (solveFor) {
      case 'pressure':
        p = finite((n * GAS_CONSTANT * t) / v, 'pressure');
        value = p / PRESSURE[pressureUnit];
        unit = pressureUnit;
        break;
      case 'volume':
        v = finite((n * GAS_CONSTANT * t) / p, 'volume');
        value = v / VOLUME[volumeUnit];
        unit = volumeUnit;
        break;
      case 'moles':
        n = finite((p * v) / (GAS_CONSTANT * t), 'amount');
        value = n;
        unit = 'mol';
        break;
      default:
        t = finite((p * v) / (n * GAS_CONSTANT), 'temperature');
        value = fromKelvin(t, temperatureUnit);
        unit = temperatureUnit;
    }
    return {
      value: finite(value, solveFor),
      unit,
      pressurePa: finite(p, 'pressure'),
      volumeM3: finite(v, 'volume'),
      moles: finite(n, 'amount'),
      temperatureK: finite(t, 'temperature'),
    };
  },
});
