import { ToolError, defineTool } from '../define.ts';

interface Entry {
  time: string;
  sign?: '+' | '-';
}

interface Inputs {
  entries?: Entry[];
  start?: string;
  duration?: string;
}

const TIME = '^\\d{1,4}:\\d{2}(:\\d{2})?$';

function seconds(text: string, field: string): number {
  const [h, m, s = 0] = text.split(':').map(Number) as [number, number, number?];
  if (m > 59 || s > 59) throw new ToolError(`"${field}" has more than 59 minutes or seconds: ${text}.`);
  return (h * 60 + m) * 60 + s;
}

const pad = (n: number) => String(n).padStart(2, '0');

export default defineTool({
  slug: 'time-calculator',
  name: 'Time calculator',
  category: 'dates',
  description:
    'Adds and subtracts times and durations written H:MM[:SS] (hours up to 9999): either a list of signed entries, or a start time of day plus a duration ("-" in front to subtract). The result is the time of day (HH:MM:SS, the total modulo 24 hours), the signed total in seconds, and dayOverflow, the number of whole days the total lies before (negative) or after midnight of day 0.',
  inputSchema: {
    type: 'object',
    properties: {
      entries: {
        type: 'array',
        minItems: 1,
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            time: { type: 'string', maxLength: 10, pattern: TIME, description: 'A time or duration, H:MM or H:MM:SS (hours up to 9999, minutes and seconds up to 59).' },
            sign: { type: 'string', enum: ['+', '-'], default: '+', description: 'Whether the time is added (+, the default) or subtracted (-).' },
          },
          required: ['time'],
          additionalProperties: false,
        },
        description: 'Times to add up, each a time with an optional sign; alternatively give start and duration.',
      },
      start: { type: 'string', maxLength: 8, pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', description: 'Start time of day, HH:MM[:SS].' },
      duration: { type: 'string', maxLength: 11, pattern: '^-?\\d{1,4}:\\d{2}(:\\d{2})?$', description: 'Duration to add (leading "-" to subtract).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Time of day, HH:MM:SS.' },
      totalSeconds: { type: 'integer' },
      totalHHMMSS: { type: 'string', description: 'The signed total as [-]H:MM:SS.' },
      dayOverflow: { type: 'integer' },
    },
    required: ['result', 'totalSeconds', 'totalHHMMSS', 'dayOverflow'],
  },
  examples: [
    {
      inputs: {"start": "22:45", "duration": "3:30"},
      result: {"result": "02:15:00", "totalSeconds": 94500, "totalHHMMSS": "26:15:00", "dayOverflow": 1},
    },
    {
      inputs: {"entries": [{"time": "1:45:30"}, {"time": "2:20:45"}, {"time": "0:50", "sign": "-"}]},
      result: {"result": "03:16:15", "totalSeconds": 11775, "totalHHMMSS": "3:16:15", "dayOverflow": 0},
    },
    {
      inputs: {"start": "01:15:00", "duration": "-2:30"},
      result: {"result": "22:45:00", "totalSeconds": -4500, "totalHHMMSS": "-1:15:00", "dayOverflow": -1},
    },
  ],
  run({ entries, start, duration }: Inputs) {
    let total = 0;
    if (entries !== undefined) {
      if (start !== undefined || duration !== undefined) throw new ToolError('Give either "entries" or "start" + "duration".');
      entries.forEach((e, i) => {
        total += (e.sign === '-' ? -1 : 1) * seconds(e.time, `entries[${i}].time`);
      });
    } else {
      if (start === undefined || duration === undefined) throw new ToolError('Give "entries", or both "start" and "duration".');
      const first = seconds(start, 'start');
      if (first >= 86400) throw new ToolError('"start" must be a time of day before 24:00.');
      total = first + (duration.startsWith('-') ? -1 : 1) * seconds(duration.replace(/^-/, ''), 'duration');
    }
    const dayOverflow = Math.floor(total / 86400);
    const clock = total - dayOverflow * 86400;
    const abs = Math.abs(total);
    return {
      result: `${pad(Math.floor(clock / 3600))}:${pad(Math.floor(clock / 60) % 60)}:${pad(clock % 60)}`,
      totalSeconds: total,
      totalHHMMSS: `${total < 0 ? '-' : ''}${Math.floor(abs / 3600)}:${pad(Math.floor(abs / 60) % 60)}:${pad(abs % 60)}`,
      dayOverflow,
    };
  },
});
