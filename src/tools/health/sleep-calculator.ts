import { defineTool } from '../define.ts';

interface Inputs {
  mode: 'wake-at' | 'sleep-at';
  time: string;
  cycles?: number;
  fallAsleepMinutes: number;
  cycleMinutes: number;
}

const DAY = 24 * 60;
const clock = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export default defineTool({
  slug: 'sleep-calculator',
  name: 'Sleep cycle calculator',
  category: 'health',
  description:
    'Bedtimes for a wake-up time (wake-at) or wake-up times for a bedtime (sleep-at) that end on a whole number of sleep cycles (90 minutes by default, 3 to 6 cycles) after the time needed to fall asleep (15 minutes by default). Times of day HH:MM on a 24-hour clock, in chronological order, wrapping past midnight. A rule of thumb, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['wake-at', 'sleep-at'], default: 'wake-at', description: 'wake-at: `time` is the wake-up time; sleep-at: the bedtime.' },
      time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5, description: 'Time of day, HH:MM (24-hour).' },
      cycles: { type: 'integer', minimum: 3, maximum: 6, description: 'Only this number of cycles; all of 3 to 6 when absent.' },
      fallAsleepMinutes: { type: 'integer', minimum: 0, maximum: 120, default: 15, description: 'Minutes needed to fall asleep.' },
      cycleMinutes: { type: 'integer', minimum: 60, maximum: 120, default: 90, description: 'Length of one sleep cycle in minutes.' },
    },
    required: ['time'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      times: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            time: { type: 'string', description: 'Bedtime (wake-at) or wake-up time (sleep-at), HH:MM.' },
            cycles: { type: 'integer' },
            sleepMinutes: { type: 'integer', description: 'Minutes asleep: cycles × cycleMinutes.' },
          },
          required: ['time', 'cycles', 'sleepMinutes'],
        },
      },
    },
    required: ['times'],
  },
  examples: [
    { inputs: { mode: 'wake-at', time: '07:00', fallAsleepMinutes: 15, cycleMinutes: 90 }, result: { times: [{ time: '21:45', cycles: 6, sleepMinutes: 540 }, { time: '23:15', cycles: 5, sleepMinutes: 450 }, { time: '00:45', cycles: 4, sleepMinutes: 360 }, { time: '02:15', cycles: 3, sleepMinutes: 270 }] } },
    { inputs: { mode: 'sleep-at', time: '23:45', cycles: 5, fallAsleepMinutes: 20, cycleMinutes: 90 }, result: { times: [{ time: '07:35', cycles: 5, sleepMinutes: 450 }] } },
  ],
  run({ mode, time, cycles, fallAsleepMinutes, cycleMinutes }: Inputs) {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const start = hours * 60 + minutes;
    const counts = cycles === undefined ? [3, 4, 5, 6] : [cycles];
    if (mode === 'wake-at') counts.reverse();
    return {
      times: counts.map((n) => {
        const sleepMinutes = n * cycleMinutes;
        const offset = fallAsleepMinutes + sleepMinutes;
        return { time: clock(mode === 'wake-at' ? start - offset : start + offset), cycles: n, sleepMinutes };
      }),
    };
  },
});
