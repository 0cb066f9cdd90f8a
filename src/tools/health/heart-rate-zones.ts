import { ToolError, defineTool } from '../define.ts';
import { dec, round } from '../health-formulas.ts';

const zones = [
  { zone: 1, name: 'recovery', from: 50, to: 60 },
  { zone: 2, name: 'endurance', from: 60, to: 70 },
  { zone: 3, name: 'tempo', from: 70, to: 80 },
  { zone: 4, name: 'threshold', from: 80, to: 90 },
  { zone: 5, name: 'maximum', from: 90, to: 100 },
] as const;

interface Inputs {
  age: number;
  restingHeartRate?: number;
  formula: 'fox' | 'tanaka' | 'gellish';
  method: 'percent-max' | 'karvonen';
}

export default defineTool({
  slug: 'heart-rate-zones',
  name: 'Heart rate zones calculator',
  category: 'health',
  description:
    'Maximum heart rate by Fox (220 − age), Tanaka (2001: 208 − 0.7 × age) or Gellish (2007: 207 − 0.7 × age), and five training zones at 50–60–70–80–90–100 %, either of the maximum (percent-max) or, by Karvonen, of the heart-rate reserve added to the resting rate (rest + % × (max − rest)). Zone limits in whole beats per minute, rounded half up. Population estimates, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      age: { type: 'integer', minimum: 10, maximum: 100, description: 'Age in years.' },
      restingHeartRate: { type: 'integer', minimum: 25, maximum: 120, description: 'Resting heart rate in bpm (needed by karvonen).' },
      formula: { type: 'string', enum: ['fox', 'tanaka', 'gellish'], default: 'fox', description: 'Maximum heart rate formula.' },
      method: { type: 'string', enum: ['percent-max', 'karvonen'], default: 'percent-max', description: 'Zones as % of maximum or of reserve (Karvonen).' },
    },
    required: ['age'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      maxHeartRate: { type: 'number', description: 'Estimated maximum heart rate in bpm (1 decimal at most).' },
      zones: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            zone: { type: 'integer' },
            name: { type: 'string' },
            percentMin: { type: 'integer' },
            percentMax: { type: 'integer' },
            min: { type: 'integer', description: 'bpm' },
            max: { type: 'integer', description: 'bpm' },
          },
          required: ['zone', 'name', 'percentMin', 'percentMax', 'min', 'max'],
        },
      },
    },
    required: ['maxHeartRate', 'zones'],
  },
  examples: [
    { inputs: { age: 40, formula: 'fox', method: 'percent-max' }, result: { maxHeartRate: 180, zones: [{ zone: 1, name: 'recovery', percentMin: 50, percentMax: 60, min: 90, max: 108 }, { zone: 2, name: 'endurance', percentMin: 60, percentMax: 70, min: 108, max: 126 }, { zone: 3, name: 'tempo', percentMin: 70, percentMax: 80, min: 126, max: 144 }, { zone: 4, name: 'threshold', percentMin: 80, percentMax: 90, min: 144, max: 162 }, { zone: 5, name: 'maximum', percentMin: 90, percentMax: 100, min: 162, max: 180 }] } },
    { inputs: { age: 33, restingHeartRate: 58, formula: 'tanaka', method: 'karvonen' }, result: { maxHeartRate: 184.9, zones: [{ zone: 1, name: 'recovery', percentMin: 50, percentMax: 60, min: 121, max: 134 }, { zone: 2, name: 'endurance', percentMin: 60, percentMax: 70, min: 134, max: 147 }, { zone: 3, name: 'tempo', percentMin: 70, percentMax: 80, min: 147, max: 160 }, { zone: 4, name: 'threshold', percentMin: 80, percentMax: 90, min: 160, max: 172 }, { zone: 5, name: 'maximum', percentMin: 90, percentMax: 100, min: 172, max: 185 }] } },
  ],
  run({ age, restingHeartRate, formula, method }: Inputs) {
    const max = formula === 'fox' ? dec(220).minus(age) : dec(formula === 'tanaka' ? 208 : 207).minus(dec(age).times('0.7'));
    let floor = dec(0);
    if (method === 'karvonen') {
      if (restingHeartRate === undefined) throw new ToolError('The karvonen method needs "restingHeartRate".');
      if (max.lte(restingHeartRate)) throw new ToolError('The resting heart rate must be below the maximum heart rate.');
      floor = dec(restingHeartRate);
    }
    const at = (percent: number) => round(floor.plus(max.minus(floor).times(percent).dividedBy(100)), 0);
    return {
      maxHeartRate: round(max, 1),
      zones: zones.map(({ zone, name, from, to }) => ({ zone, name, percentMin: from, percentMax: to, min: at(from), max: at(to) })),
    };
  },
});
