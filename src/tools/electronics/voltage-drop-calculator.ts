import { ToolError, defineTool } from '../define.ts';
import { finite } from '../input.ts';
import { AWG_PATTERN, awgDimensions, parseAwg } from './wire-gauge-converter.ts';

/** Resistivity at 20 °C (Ω·mm²/m) and its temperature coefficient (1/K). */
const MATERIALS = {
  copper: { rho20: 1 / 58, alpha: 0.00393 }, // IEC 60028 annealed copper
  aluminum: { rho20: 0.028264, alpha: 0.00403 }, // IEC 60889 hard-drawn aluminium
} as const;

interface Inputs {
  system: 'dc' | 'single-phase' | 'three-phase';
  material: keyof typeof MATERIALS;
  awg?: string;
  areaMm2?: number;
  lengthM: number;
  current: number;
  voltage: number;
  temperatureC?: number;
}

export default defineTool({
  slug: 'voltage-drop-calculator',
  name: 'Voltage drop calculator',
  category: 'electronics',
  description:
    'Voltage drop along a cable run, resistive only (no reactance or power factor, so an estimate for large AC conductors): R = ρ(T)·L/A for one conductor over the one-way length L, with ρ(T) = ρ20·(1 + α·(T − 20 °C)); copper ρ20 = 1/58 Ω·mm²/m, α = 0.00393/K (IEC 60028), aluminium ρ20 = 0.028264 Ω·mm²/m, α = 0.00403/K (IEC 60889). Drop = 2·I·R for dc and single-phase (out and back), √3·I·R for balanced three-phase with the line-to-line voltage. The conductor is given as awg (ASTM B258 area) or areaMm2. A drop above the supply voltage is refused. No rounding.',
  inputSchema: {
    type: 'object',
    properties: {
      system: { type: 'string', enum: ['dc', 'single-phase', 'three-phase'], description: 'dc, single-phase or three-phase (balanced).' },
      material: { type: 'string', enum: ['copper', 'aluminum'], description: 'Conductor material.' },
      awg: { type: 'string', pattern: AWG_PATTERN, description: 'Conductor size as AWG ("4/0" … "40"); give awg or areaMm2.' },
      areaMm2: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, description: 'Conductor cross-section in mm²; give awg or areaMm2.' },
      lengthM: { type: 'number', minimum: 0, maximum: 100000, description: 'One-way cable length in metres (source to load).' },
      current: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, description: 'Load current in amperes.' },
      voltage: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, description: 'Supply voltage in volts (line-to-line for three-phase).' },
      temperatureC: { type: 'number', minimum: -50, maximum: 250, default: 20, description: 'Conductor temperature in °C (default 20).' },
    },
    required: ['system', 'material', 'lengthM', 'current', 'voltage'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      voltageDrop: { type: 'number', description: 'Volts lost in the cable.' },
      voltageDropPercent: { type: 'number', description: 'Drop as a percentage of the supply voltage.' },
      voltageAtLoad: { type: 'number', description: 'Supply voltage minus the drop.' },
      conductorResistanceOhm: { type: 'number', description: 'Resistance of one conductor over the one-way length (Ω).' },
      conductorAreaMm2: { type: 'number', description: 'Cross-section used (mm²).' },
    },
    required: ['voltageDrop', 'voltageDropPercent', 'voltageAtLoad', 'conductorResistanceOhm', 'conductorAreaMm2'],
  },
  examples: [
    {"inputs": {"system": "dc", "material": "copper", "areaMm2": 2.5, "lengthM": 10, "current": 10, "voltage": 12}, "result": {"voltageDrop": 1.3793103448275863, "voltageDropPercent": 11.49425287356322, "voltageAtLoad": 10.620689655172413, "conductorResistanceOhm": 0.06896551724137931, "conductorAreaMm2": 2.5}},
    {"inputs": {"system": "single-phase", "material": "copper", "awg": "12", "lengthM": 30, "current": 15, "voltage": 120}, "result": {"voltageDrop": 4.689726965347487, "voltageDropPercent": 3.908105804456239, "voltageAtLoad": 115.31027303465251, "conductorResistanceOhm": 0.15632423217824956, "conductorAreaMm2": 3.308772876111475}},
    {"inputs": {"system": "three-phase", "material": "aluminum", "areaMm2": 95, "lengthM": 200, "current": 150, "voltage": 400, "temperatureC": 70}, "result": {"voltageDrop": 18.574437744059935, "voltageDropPercent": 4.643609436014984, "voltageAtLoad": 381.42556225594006, "conductorResistanceOhm": 0.07149304421052632, "conductorAreaMm2": 95}},
  ],
  run({ system, material, awg, areaMm2, lengthM, current, voltage, temperatureC = 20 }: Inputs) {
    if ((awg === undefined) === (areaMm2 === undefined)) throw new ToolError('Give the conductor as exactly one of awg and areaMm2.');
    const area = awg !== undefined ? awgDimensions(parseAwg(awg)).areaMm2 : areaMm2!;
    const { rho20, alpha } = MATERIALS[material];
    const rho = rho20 * (1 + alpha * (temperatureC - 20));
    const resistance = finite((rho * lengthM) / area, 'conductor resistance');
    const factor = system === 'three-phase' ? Math.sqrt(3) : 2;
    const drop = finite(factor * current * resistance, 'voltage drop');
    if (drop > voltage) {
      throw new ToolError(`The cable would drop ${drop} V, more than the ${voltage} V supply: at ${current} A this conductor is far too small or too long.`);
    }
    return {
      voltageDrop: drop,
      voltageDropPercent: (drop / voltage) * 100,
      voltageAtLoad: voltage - drop,
      conductorResistanceOhm: resistance,
      conductorAreaMm2: area,
    };
  },
});
