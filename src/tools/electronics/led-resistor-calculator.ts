import { ToolError, defineTool } from '../define.ts';
import { E12, E24, finite, seriesAtOrAbove } from '../science-data.ts';

interface Inputs {
  supplyVoltage: number;
  forwardVoltage: number;
  currentMa: number;
  count: number;
  arrangement: 'series' | 'parallel';
}

export default defineTool({
  slug: 'led-resistor-calculator',
  name: 'LED resistor calculator',
  category: 'electronics',
  description:
    'Series resistor for LEDs: R = (Vs − n·Vf)/I for n LEDs in series, R = (Vs − Vf)/(n·I) for n LEDs in parallel sharing one resistor; powerWatts is what that resistor dissipates. nearestE12 and nearestE24 are the nearest IEC 60063 values at or above R (so the current stays at or below the target).',
  inputSchema: {
    type: 'object',
    properties: {
      supplyVoltage: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Supply voltage (V).' },
      forwardVoltage: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Forward voltage of one LED (V), e.g. 2.0 red, 3.2 white.' },
      currentMa: { type: 'number', minimum: 0.001, maximum: 10000, description: 'Current through each LED (mA).' },
      count: { type: 'integer', minimum: 1, maximum: 1000, default: 1, description: 'Number of LEDs.' },
      arrangement: { type: 'string', enum: ['series', 'parallel'], default: 'series', description: 'How the LEDs are wired: series (default, one string) or parallel (sharing one resistor).' },
    },
    required: ['supplyVoltage', 'forwardVoltage', 'currentMa'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      resistanceOhms: { type: 'number', description: 'Exact resistance (Ω).' },
      nearestE12: { type: 'number', description: 'Smallest E12 value ≥ resistanceOhms (Ω).' },
      nearestE24: { type: 'number', description: 'Smallest E24 value ≥ resistanceOhms (Ω).' },
      powerWatts: { type: 'number', description: 'Power dissipated in the exact resistor (W).' },
      totalCurrentMa: { type: 'number', description: 'Current drawn from the supply (mA).' },
    },
    required: ['resistanceOhms', 'nearestE12', 'nearestE24', 'powerWatts', 'totalCurrentMa'],
  },
  examples: [
    {"inputs": {"supplyVoltage": 5, "forwardVoltage": 2, "currentMa": 20}, "result": {"resistanceOhms": 150, "nearestE12": 150, "nearestE24": 150, "powerWatts": 0.06, "totalCurrentMa": 20}},
    {"inputs": {"supplyVoltage": 12, "forwardVoltage": 3.2, "currentMa": 20, "count": 3}, "result": {"resistanceOhms": 119.99999999999993, "nearestE12": 120, "nearestE24": 120, "powerWatts": 0.04799999999999997, "totalCurrentMa": 20}},
    {"inputs": {"supplyVoltage": 9, "forwardVoltage": 2.1, "currentMa": 15, "count": 4, "arrangement": "parallel"}, "result": {"resistanceOhms": 115.00000000000001, "nearestE12": 120, "nearestE24": 120, "powerWatts": 0.414, "totalCurrentMa": 60}},
    {"inputs": {"supplyVoltage": 12, "forwardVoltage": 3.3, "currentMa": 10}, "result": {"resistanceOhms": 869.9999999999999, "nearestE12": 1000, "nearestE24": 910, "powerWatts": 0.087, "totalCurrentMa": 10}},
  ],
  run({ supplyVoltage, forwardVoltage, currentMa, count, arrangement }: Inputs) {
    const series = arrangement === 'series';
    const drop = series ? supplyVoltage - count * forwardVoltage : supplyVoltage - forwardVoltage;
    if (!(drop > 0)) {
      throw new ToolError(`The supply (${supplyVoltage} V) must exceed the LED voltage (${series ? count * forwardVoltage : forwardVoltage} V) to leave a drop across the resistor.`);
    }
    const totalCurrentMa = series ? currentMa : count * currentMa;
    const current = totalCurrentMa / 1000;
    const resistanceOhms = finite(drop / current, 'resistance');
    return {
      resistanceOhms,
      nearestE12: seriesAtOrAbove(resistanceOhms, E12),
      nearestE24: seriesAtOrAbove(resistanceOhms, E24),
      powerWatts: finite(drop * current, 'power'),
      totalCurrentMa,
    };
  },
});
