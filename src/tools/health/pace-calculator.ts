import { ToolError, defineTool } from '../define.ts';
import { KM_PER_MILE, durationPattern, finite, formatDuration, parseDuration, round } from '../health-formulas.ts';

const unitKm = { km: 1, mi: KM_PER_MILE, m: 0.001, marathon: 42.195, 'half-marathon': 21.0975 } as const;

interface Inputs {
  solveFor: 'pace' | 'time' | 'distance';
  distance?: number;
  unit: keyof typeof unitKm;
  time?: string;
  pace?: string;
  paceUnit: 'km' | 'mi';
}

function need<T>(value: T | undefined, name: string, solveFor: string): T {
  if (value === undefined) throw new ToolError(`Solving for ${solveFor} needs "${name}".`);
  return value;
}

export default defineTool({
  slug: 'pace-calculator',
  name: 'Running pace calculator',
  category: 'health',
  description:
    'Solves pace, time or distance from the other two (a mile is 1.609344 km, a marathon 42.195 km, a half marathon 21.0975 km), and gives pace per km and per mile, speed and distance. Times are written H:MM:SS.s and paces M:SS.s, rounded half up to tenths of a second; speeds to 2 decimals, distance to 3.',
  inputSchema: {
    type: 'object',
    properties: {
      solveFor: { type: 'string', enum: ['pace', 'time', 'distance'], default: 'pace', description: 'The unknown: the other two must be given.' },
      distance: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'Distance as a number of `unit`s; defaults to 1 for marathon and half-marathon.' },
      unit: { type: 'string', enum: Object.keys(unitKm), default: 'km', description: 'Unit of `distance`.' },
      time: { type: 'string', pattern: durationPattern, maxLength: 16, description: 'Duration H:MM:SS or M:SS, e.g. 0:50:00.' },
      pace: { type: 'string', pattern: durationPattern, maxLength: 16, description: 'Time per km or mile, M:SS, e.g. 5:00.' },
      paceUnit: { type: 'string', enum: ['km', 'mi'], default: 'km', description: 'Whether `pace` is per km or per mile.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      pacePerKm: { type: 'string', description: 'M:SS.s per kilometre.' },
      pacePerMile: { type: 'string', description: 'M:SS.s per mile.' },
      speedKmh: { type: 'number' },
      speedMph: { type: 'number' },
      time: { type: 'string', description: 'H:MM:SS.s.' },
      distanceKm: { type: 'number' },
    },
    required: ['pacePerKm', 'pacePerMile', 'speedKmh', 'speedMph', 'time', 'distanceKm'],
  },
  examples: [
    // Reference (TOOLS-PLAN §6): 10 km in 50:00 → 5:00 per km, 8:02.8 per mile.
    { inputs: { solveFor: 'pace', distance: 10, unit: 'km', time: '50:00', paceUnit: 'km' }, result: { pacePerKm: '5:00.0', pacePerMile: '8:02.8', speedKmh: 12, speedMph: 7.46, time: '0:50:00.0', distanceKm: 10 } },
    { inputs: { solveFor: 'time', unit: 'marathon', pace: '9:00', paceUnit: 'mi' }, result: { pacePerKm: '5:35.5', pacePerMile: '9:00.0', speedKmh: 10.73, speedMph: 6.67, time: '3:55:58.1', distanceKm: 42.195 } },
    { inputs: { solveFor: 'distance', unit: 'km', time: '1:00:00', pace: '4:45', paceUnit: 'km' }, result: { pacePerKm: '4:45.0', pacePerMile: '7:38.7', speedKmh: 12.63, speedMph: 7.85, time: '1:00:00.0', distanceKm: 12.632 } },
  ],
  run({ solveFor, distance, unit, time, pace, paceUnit }: Inputs) {
    const given = (value: unknown, name: string) => {
      if (value !== undefined) throw new ToolError(`"${name}" is what is solved for: leave it out.`);
    };
    const distanceKm = () => need(distance ?? (unit === 'marathon' || unit === 'half-marathon' ? 1 : undefined), 'distance', solveFor) * unitKm[unit];
    const secondsPerKm = () => {
      const seconds = parseDuration(need(pace, 'pace', solveFor), 'pace');
      return paceUnit === 'mi' ? seconds / KM_PER_MILE : seconds;
    };
    let km: number;
    let seconds: number;
    if (solveFor === 'pace') {
      given(pace, 'pace');
      km = distanceKm();
      seconds = parseDuration(need(time, 'time', solveFor), 'time');
    } else if (solveFor === 'time') {
      given(time, 'time');
      km = distanceKm();
      seconds = secondsPerKm() * km;
    } else {
      given(distance, 'distance');
      seconds = parseDuration(need(time, 'time', solveFor), 'time');
      km = seconds / secondsPerKm();
    }
    const perKm = finite(seconds / km);
    const kmh = finite((km / seconds) * 3600);
    if (!(perKm < 1e7 && kmh < 1e7)) throw new ToolError('The pace or speed these inputs give is out of range: check the distance unit.');
    return {
      pacePerKm: formatDuration(perKm, false),
      pacePerMile: formatDuration(perKm * KM_PER_MILE, false),
      speedKmh: round(kmh, 2),
      speedMph: round(kmh / KM_PER_MILE, 2),
      time: formatDuration(seconds),
      distanceKm: round(km, 3),
    };
  },
});
