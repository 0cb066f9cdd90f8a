import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  phase: 'dc' | 'single' | 'three';
  watts?: number;
  volts?: number;
  amps?: number;
  powerFactor?: number;
}

const quantity = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1e12, description });

export default defineTool({
  slug: 'electrical-power-calculator',
  name: 'Electrical power calculator (watts, volts, amps, kVA)',
  category: 'electronics',
  description:
    'Given exactly two of real power (W), voltage (V) and current (A), computes the third and the apparent power: P = V·I (DC), P = V·I·pf (single-phase AC), P = √3·V·I·pf (balanced three-phase AC, V line-to-line, I line current); kVA = V·I/1000 (DC, single-phase) or √3·V·I/1000 (three-phase). The power factor (default 1) applies to AC only. For kVA to amps, give watts = kVA × 1000 with power factor 1. Magnitudes, no rounding; ohms-law-calculator is the tool for resistive DC loads with a resistance.',
  inputSchema: {
    type: 'object',
    properties: {
      phase: { type: 'string', enum: ['dc', 'single', 'three'], description: 'DC, single-phase AC or balanced three-phase AC.' },
      watts: quantity('Real power in watts.'),
      volts: quantity('Voltage in volts (line-to-line for three-phase).'),
      amps: quantity('Current in amperes (line current for three-phase).'),
      powerFactor: { type: 'number', exclusiveMinimum: 0, maximum: 1, description: 'Power factor cos φ of an AC load, above 0 up to 1 (default 1; not for DC).' },
    },
    required: ['phase'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      watts: { type: 'number', description: 'Real power (W).' },
      volts: { type: 'number', description: 'Voltage (V; line-to-line for three-phase).' },
      amps: { type: 'number', description: 'Current (A).' },
      kva: { type: 'number', description: 'Apparent power (kVA).' },
      powerFactor: { type: 'number', description: 'The power factor used (1 for DC).' },
    },
    required: ['watts', 'volts', 'amps', 'kva', 'powerFactor'],
  },
  examples: [
    {"inputs": {"phase": "dc", "volts": 12, "amps": 5}, "result": {"watts": 60, "volts": 12, "amps": 5, "kva": 0.06, "powerFactor": 1}},
    {"inputs": {"phase": "single", "watts": 2000, "volts": 230, "powerFactor": 0.9}, "result": {"watts": 2000, "volts": 230, "amps": 9.66183574879227, "kva": 2.2222222222222223, "powerFactor": 0.9}},
    {"inputs": {"phase": "three", "volts": 400, "amps": 32, "powerFactor": 0.85}, "result": {"watts": 18844.712786349384, "volts": 400, "amps": 32, "kva": 22.17025033688163, "powerFactor": 0.85}},
    {"inputs": {"phase": "three", "watts": 15000, "amps": 25}, "result": {"watts": 15000, "volts": 346.41016151377545, "amps": 25, "kva": 15, "powerFactor": 1}},
  ],
  run({ phase, watts, volts, amps, powerFactor }: Inputs) {
    const given = (['watts', 'volts', 'amps'] as const).filter((name) => ({ watts, volts, amps })[name] !== undefined);
    if (given.length !== 2) throw new ToolError(`Give exactly two of watts, volts and amps (got ${given.length}).`);
    if (phase === 'dc' && powerFactor !== undefined && powerFactor !== 1) {
      throw new ToolError('A power factor applies to AC only: leave it out (or 1) for DC.');
    }
    const pf = powerFactor ?? 1;
    const k = phase === 'three' ? Math.sqrt(3) : 1;
    let p: number, v: number, i: number;
    if (watts === undefined) [v, i, p] = [volts!, amps!, k * volts! * amps! * pf];
    else if (amps === undefined) [p, v, i] = [watts, volts!, watts / (k * volts! * pf)];
    else [p, i, v] = [watts, amps, watts / (k * amps * pf)];
    return {
      watts: finite(p, 'power'),
      volts: finite(v, 'voltage'),
      amps: finite(i, 'current'),
      kva: finite((k * v * i) / 1000, 'apparent power'),
      powerFactor: pf,
    };
  },
});
