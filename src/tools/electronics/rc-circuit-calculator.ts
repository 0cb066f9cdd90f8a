import { defineTool, nullable } from '../define.ts';
import { finite } from '../input.ts';

interface Inputs {
  resistanceOhms: number;
  capacitanceF: number;
  time?: number;
  supplyVoltage?: number;
}

export default defineTool({
  slug: 'rc-circuit-calculator',
  name: 'RC circuit calculator',
  category: 'electronics',
  description:
    'Series RC circuit: time constant τ = R·C, the −3 dB cutoff frequency of the RC low/high-pass filter fc = 1/(2π·R·C), and 5τ, after which a charging capacitor is within 0.7 % of the supply ("fully charged"). With a time t: the voltage of a capacitor charging from 0 towards the supply, V·(1 − e^(−t/τ)), of one discharging from the supply, V·e^(−t/τ), and the charge as a percentage of full. SI units (Ω, F, s, V); no rounding.',
  inputSchema: {
    type: 'object',
    properties: {
      resistanceOhms: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Resistance in ohms.' },
      capacitanceF: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Capacitance in farads (1 µF = 1e-6).' },
      time: { type: 'number', minimum: 0, maximum: 1e12, description: 'Elapsed time in seconds for the charge and discharge voltages (optional).' },
      supplyVoltage: { type: 'number', minimum: -1e6, maximum: 1e6, default: 1, description: 'Supply voltage in volts (default 1, so the voltages read as fractions).' },
    },
    required: ['resistanceOhms', 'capacitanceF'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      timeConstant: { type: 'number', description: 'τ = R·C in seconds.' },
      cutoffFrequencyHz: { type: 'number', description: '1/(2π·R·C).' },
      fullChargeTime: { type: 'number', description: '5τ in seconds.' },
      chargeVoltage: nullable({ type: 'number' }, { description: 'V·(1 − e^(−t/τ)); null without time.' }),
      dischargeVoltage: nullable({ type: 'number' }, { description: 'V·e^(−t/τ); null without time.' }),
      chargePercent: nullable({ type: 'number' }, { description: '(1 − e^(−t/τ))·100; null without time.' }),
    },
    required: ['timeConstant', 'cutoffFrequencyHz', 'fullChargeTime', 'chargeVoltage', 'dischargeVoltage', 'chargePercent'],
  },
  examples: [
    {"inputs": {"resistanceOhms": 1000, "capacitanceF": 1e-06, "time": 0.001}, "result": {"timeConstant": 0.001, "cutoffFrequencyHz": 159.15494309189532, "fullChargeTime": 0.005, "chargeVoltage": 0.6321205588285577, "dischargeVoltage": 0.36787944117144233, "chargePercent": 63.212055882855765}},
    {"inputs": {"resistanceOhms": 4700, "capacitanceF": 2.2e-06, "time": 0.02, "supplyVoltage": 12}, "result": {"timeConstant": 0.01034, "cutoffFrequencyHz": 15.392160840608833, "fullChargeTime": 0.0517, "chargeVoltage": 10.265584146235645, "dischargeVoltage": 1.7344158537643548, "chargePercent": 85.5465345519637}},
    {"inputs": {"resistanceOhms": 10000, "capacitanceF": 1e-08}, "result": {"timeConstant": 0.0001, "cutoffFrequencyHz": 1591.5494309189535, "fullChargeTime": 0.0005, "chargeVoltage": null, "dischargeVoltage": null, "chargePercent": null}},
  ],
  run({ resistanceOhms, capacitanceF, time, supplyVoltage = 1 }: Inputs) {
    const tau = finite(resistanceOhms * capacitanceF, 'time constant');
    const cutoffFrequencyHz = finite(1 / (2 * Math.PI * tau), 'cutoff frequency');
    const fullChargeTime = finite(5 * tau, 'full charge time');
    if (time === undefined) return { timeConstant: tau, cutoffFrequencyHz, fullChargeTime, chargeVoltage: null, dischargeVoltage: null, chargePercent: null };
    const remaining = Math.exp(-time / tau);
    return {
      timeConstant: tau,
      cutoffFrequencyHz,
      fullChargeTime,
      chargeVoltage: finite(supplyVoltage * (1 - remaining), 'charge voltage'),
      dischargeVoltage: finite(supplyVoltage * remaining, 'discharge voltage'),
      chargePercent: finite((1 - remaining) * 100, 'charge percentage'),
    };
  },
});
