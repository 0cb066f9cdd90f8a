import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

type TemperatureUnit = 'K' | 'C' | 'F';
const NAMES = ['p1', 'v1', 't1', 'p2', 'v2', 't2'] as const;
type Name = (typeof NAMES)[number];
type Inputs = Partial<Record<Name, number>> & { temperatureUnit?: TemperatureUnit };

const toKelvin = (t: number, unit: TemperatureUnit) => (unit === 'K' ? t : unit === 'C' ? t + 273.15 : ((t - 32) * 5) / 9 + 273.15);
const fromKelvin = (k: number, unit: TemperatureUnit) => (unit === 'K' ? k : unit === 'C' ? k - 273.15 : ((k - 273.15) * 9) / 5 + 32);

const positive = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1e12, description });
const temperature = (description: string) => ({ type: 'number', minimum: -1000, maximum: 1e9, description });

export default defineTool({
  slug: 'combined-gas-law',
  name: 'Combined gas law',
  category: 'science',
  description:
    "Solves P1·V1/T1 = P2·V2/T2 (a fixed amount of ideal gas) for the one quantity left out: give five of p1, v1, t1, p2, v2, t2. Pressures in any one unit, volumes in any one unit; temperatures in K, °C or °F (temperatureUnit), converted to kelvin for the law (°C + 273.15) and back for the answer. A temperature at or below absolute zero is refused. Boyle's, Charles's and Gay-Lussac's laws are the cases with T, P or V equal on both sides. For PV = nRT use ideal-gas-law. Unrounded.",
  inputSchema: {
    type: 'object',
    properties: {
      p1: positive('Initial pressure.'),
      v1: positive('Initial volume.'),
      t1: temperature('Initial temperature in temperatureUnit.'),
      p2: positive('Final pressure, in the unit of p1.'),
      v2: positive('Final volume, in the unit of v1.'),
      t2: temperature('Final temperature in temperatureUnit.'),
      temperatureUnit: { type: 'string', enum: ['K', 'C', 'F'], default: 'K', description: 'K (kelvin, the default), C (°C) or F (°F), for t1, t2 and the answer.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      solvedFor: { type: 'string', enum: [...NAMES] },
      value: { type: 'number', description: 'The solved quantity (a temperature in temperatureUnit).' },
      p1: { type: 'number' },
      v1: { type: 'number' },
      t1: { type: 'number' },
      p2: { type: 'number' },
      v2: { type: 'number' },
      t2: { type: 'number' },
    },
    required: ['solvedFor', 'value', 'p1', 'v1', 't1', 'p2', 'v2', 't2'],
  },
  examples: [
    {"inputs": {"p1": 1, "v1": 2, "t1": 300, "p2": 2, "t2": 300}, "result": {"solvedFor": "v2", "value": 1.0, "p1": 1, "v1": 2, "t1": 300, "p2": 2, "v2": 1.0, "t2": 300}},
    {"inputs": {"p1": 101.325, "v1": 10, "t1": 25, "p2": 200, "v2": 6, "temperatureUnit": "C"}, "result": {"solvedFor": "t2", "value": 79.95140636565509, "p1": 101.325, "v1": 10, "t1": 25, "p2": 200, "v2": 6, "t2": 79.95140636565509}},
    {"inputs": {"v1": 5, "t1": 68, "p2": 30, "v2": 4, "t2": 212, "temperatureUnit": "F"}, "result": {"solvedFor": "p1", "value": 18.854616106123544, "p1": 18.854616106123544, "v1": 5, "t1": 68, "p2": 30, "v2": 4, "t2": 212}},
  ],
  run(inputs: Inputs) {
    const unit = inputs.temperatureUnit ?? 'K';
    const missing = NAMES.filter((name) => inputs[name] === undefined);
    if (missing.length !== 1) throw new ToolError(`Give exactly five of p1, v1, t1, p2, v2 and t2 (got ${6 - missing.length}).`);
    const solvedFor = missing[0]!;
    const values = Object.fromEntries(NAMES.map((name) => [name, inputs[name] ?? 0])) as Record<Name, number>;
    const kelvin = { t1: 0, t2: 0 };
    for (const t of ['t1', 't2'] as const) {
      if (t === solvedFor) continue;
      kelvin[t] = toKelvin(values[t], unit);
      if (!(kelvin[t] > 0)) throw new ToolError(`${t} is at or below absolute zero.`);
    }
    const { p1, v1, p2, v2 } = values;
    const { t1, t2 } = kelvin;
    // Each unknown from the law rearranged, temperatures in kelvin.
    const solved: Record<Name, () => number> = {
      p1: () => (p2 * v2 * t1) / (t2 * v1),
      v1: () => (p2 * v2 * t1) / (t2 * p1),
      t1: () => (p1 * v1 * t2) / (p2 * v2),
      p2: () => (p1 * v1 * t2) / (t1 * v2),
      v2: () => (p1 * v1 * t2) / (t1 * p2),
      t2: () => (p2 * v2 * t1) / (p1 * v1),
    };
    const raw = solved[solvedFor]();
    if (!(raw > 0) || !Number.isFinite(raw)) throw new ToolError(`The ${solvedFor} is out of range (the inputs give no finite, positive value).`);
    const value = finite(solvedFor === 't1' || solvedFor === 't2' ? fromKelvin(raw, unit) : raw, solvedFor);
    values[solvedFor] = value;
    return { solvedFor, value, ...values };
  },
});
