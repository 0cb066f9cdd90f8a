import { ToolError, defineTool, nullable } from '../define.ts';
import { finite } from '../input.ts';

/** ln 2 and ln 3 as the nearest doubles (V8's Math.log(3) is one unit in the last place below ln 3). */
const LN2 = 0.6931471805599453;
const LN3 = 1.0986122886681098;

interface Inputs {
  mode: 'astable' | 'monostable';
  r1Ohms: number;
  r2Ohms?: number;
  capacitanceF: number;
}

const orNull = (description: string) => nullable({ type: 'number' }, { description });

export default defineTool({
  slug: 'timer-555-calculator',
  name: '555 timer calculator',
  category: 'electronics',
  description:
    'NE555 timing from the capacitor charging between 1/3 and 2/3 of the supply. Astable (R1 from VCC to discharge, R2 from discharge to threshold/trigger, C to ground): high time ln 2·(R1 + R2)·C, low time ln 2·R2·C, period = high + low, frequency = 1/period, duty cycle (R1 + R2)/(R1 + 2·R2)·100 (always above 50 %). Monostable (R1 and C): pulse width ln 3·R1·C. Uses the exact ln 2 and ln 3, not the datasheet roundings 0.693 and 1.1 (they differ by under 0.2 %); ideal comparator thresholds, no propagation delay or discharge-transistor resistance. SI units (Ω, F, s); no rounding. Fields of the other mode are null.',
  inputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['astable', 'monostable'], description: 'astable (free-running oscillator) or monostable (one-shot pulse).' },
      r1Ohms: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'R1 in ohms (VCC to discharge; the timing resistor in monostable mode).' },
      r2Ohms: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'R2 in ohms (discharge to threshold); astable mode only.' },
      capacitanceF: { type: 'number', exclusiveMinimum: 0, maximum: 1e3, description: 'Timing capacitor in farads (1 µF = 1e-6).' },
    },
    required: ['mode', 'r1Ohms', 'capacitanceF'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['astable', 'monostable'] },
      highTimeS: orNull('Astable: output high, ln 2·(R1 + R2)·C; null in monostable mode.'),
      lowTimeS: orNull('Astable: output low, ln 2·R2·C; null in monostable mode.'),
      periodS: orNull('Astable: high + low; null in monostable mode.'),
      frequencyHz: orNull('Astable: 1/period; null in monostable mode.'),
      dutyCyclePercent: orNull('Astable: high/period in percent; null in monostable mode.'),
      pulseWidthS: orNull('Monostable: ln 3·R1·C; null in astable mode.'),
    },
    required: ['mode', 'highTimeS', 'lowTimeS', 'periodS', 'frequencyHz', 'dutyCyclePercent', 'pulseWidthS'],
  },
  examples: [
    {"inputs": {"mode": "astable", "r1Ohms": 10000, "r2Ohms": 100000, "capacitanceF": 1e-06}, "result": {"mode": "astable", "highTimeS": 0.07624618986159398, "lowTimeS": 0.06931471805599453, "periodS": 0.14556090791758852, "frequencyHz": 6.86997638518554, "dutyCyclePercent": 52.38095238095239, "pulseWidthS": null}},
    {"inputs": {"mode": "astable", "r1Ohms": 1000, "r2Ohms": 6800, "capacitanceF": 1e-07}, "result": {"mode": "astable", "highTimeS": 0.0005406548008367573, "lowTimeS": 0.00047134008278076276, "periodS": 0.00101199488361752, "frequencyHz": 988.147288280112, "dutyCyclePercent": 53.42465753424658, "pulseWidthS": null}},
    {"inputs": {"mode": "monostable", "r1Ohms": 100000, "capacitanceF": 1e-05}, "result": {"mode": "monostable", "highTimeS": null, "lowTimeS": null, "periodS": null, "frequencyHz": null, "dutyCyclePercent": null, "pulseWidthS": 1.09861228866811}},
  ],
  run({ mode, r1Ohms, r2Ohms, capacitanceF }: Inputs) {
    if (mode === 'monostable') {
      if (r2Ohms !== undefined) throw new ToolError('A monostable 555 has one timing resistor: give r1Ohms only (r2Ohms is for astable mode).');
      return {
        mode,
        highTimeS: null,
        lowTimeS: null,
        periodS: null,
        frequencyHz: null,
        dutyCyclePercent: null,
        pulseWidthS: finite(LN3 * r1Ohms * capacitanceF, 'pulse width'),
      };
    }
    if (r2Ohms === undefined) throw new ToolError('An astable 555 needs r2Ohms (the resistor between discharge and threshold) as well as r1Ohms.');
    const highTimeS = finite(LN2 * (r1Ohms + r2Ohms) * capacitanceF, 'high time');
    const lowTimeS = finite(LN2 * r2Ohms * capacitanceF, 'low time');
    const periodS = finite(highTimeS + lowTimeS, 'period');
    return {
      mode,
      highTimeS,
      lowTimeS,
      periodS,
      frequencyHz: finite(1 / periodS, 'frequency'),
      dutyCyclePercent: ((r1Ohms + r2Ohms) / (r1Ohms + 2 * r2Ohms)) * 100,
      pulseWidthS: null,
    };
  },
});
