import { ToolError, defineTool } from '../define.ts';
import { KM_PER_MILE, durationPattern, finite, formatDuration, parseDuration } from '../health-formulas.ts';

const unitKm = { km: 1, mi: KM_PER_MILE, m: 0.001 } as const;

interface Inputs {
  knownDistance: number;
  knownTime: string;
  targetDistance: number;
  unit: keyof typeof unitKm;
  exponent: number;
}

export default defineTool({
  slug: 'race-time-predictor',
  name: 'Race time predictor',
  category: 'health',
  description:
    "Predicts a race time from a known result with Peter Riegel's formula T2 = T1 × (D2 / D1)^1.06 (exponent adjustable; Riegel fitted it for efforts of about 3.5 minutes to 4 hours). Times are written H:MM:SS.s and paces M:SS.s, rounded half up to tenths of a second. An estimate that assumes equal training for both distances.",
  inputSchema: {
    type: 'object',
    properties: {
      knownDistance: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'Distance of the known result, in `unit`.' },
      knownTime: { type: 'string', pattern: durationPattern, maxLength: 16, description: 'Time of the known result, H:MM:SS or M:SS.' },
      targetDistance: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'Distance to predict, in `unit`.' },
      unit: { type: 'string', enum: Object.keys(unitKm), default: 'km', description: 'Unit of both distances.' },
      exponent: { type: 'number', minimum: 1, maximum: 1.2, default: 1.06, description: 'Fatigue exponent (Riegel 1.06).' },
    },
    required: ['knownDistance', 'knownTime', 'targetDistance'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      predictedTime: { type: 'string', description: 'H:MM:SS.s.' },
      pacePerKm: { type: 'string', description: 'M:SS.s per kilometre.' },
      pacePerMile: { type: 'string', description: 'M:SS.s per mile.' },
    },
    required: ['predictedTime', 'pacePerKm', 'pacePerMile'],
  },
  examples: [
    { inputs: { knownDistance: 10, knownTime: '50:00', targetDistance: 42.195, unit: 'km', exponent: 1.06 }, result: { predictedTime: '3:50:00.6', pacePerKm: '5:27.1', pacePerMile: '8:46.4' } },
    { inputs: { knownDistance: 5000, knownTime: '22:30', targetDistance: 21097.5, unit: 'm', exponent: 1.06 }, result: { predictedTime: '1:43:30.3', pacePerKm: '4:54.4', pacePerMile: '7:53.7' } },
    { inputs: { knownDistance: 13.1094, knownTime: '1:45:00', targetDistance: 26.2188, unit: 'mi', exponent: 1.08 }, result: { predictedTime: '3:41:58.4', pacePerKm: '5:15.6', pacePerMile: '8:28.0' } },
  ],
  run({ knownDistance, knownTime, targetDistance, unit, exponent }: Inputs) {
    const known = parseDuration(knownTime, 'knownTime');
    const predicted = finite(known * Math.pow(targetDistance / knownDistance, exponent));
    const perKm = predicted / (targetDistance * unitKm[unit]);
    if (!(predicted < 1e10 && perKm < 1e7)) throw new ToolError('The predicted time is out of range: check the distances.');
    return {
      predictedTime: formatDuration(predicted),
      pacePerKm: formatDuration(perKm, false),
      pacePerMile: formatDuration(perKm * KM_PER_MILE, false),
    };
  },
});
