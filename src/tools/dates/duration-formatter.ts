import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  seconds?: number;
  milliseconds?: number;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export default defineTool({
  slug: 'duration-formatter',
  name: 'Duration formatter',
  category: 'dates',
  description:
    'Formats a length of time given in seconds or milliseconds as ISO 8601 (PnDTnHnMnS, days of exactly 24 hours, no months or years), a clock H:MM:SS[.mmm] whose hours may exceed 24, and words, with the days / hours / minutes / seconds / milliseconds parts. Seconds are rounded to the nearest millisecond.',
  inputSchema: {
    type: 'object',
    properties: {
      seconds: { type: 'number', minimum: 0, maximum: 1e12, description: 'The duration in seconds.' },
      milliseconds: { type: 'integer', minimum: 0, maximum: 1e15, description: 'Alternatively, the duration in milliseconds.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      iso8601: { type: 'string' },
      clock: { type: 'string' },
      human: { type: 'string' },
      days: { type: 'integer' },
      hours: { type: 'integer' },
      minutes: { type: 'integer' },
      seconds: { type: 'integer' },
      milliseconds: { type: 'integer' },
    },
    required: ['iso8601', 'clock', 'human', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'],
  },
  examples: [
    {
      inputs: {"seconds": 93784},
      result: {"iso8601": "P1DT2H3M4S", "clock": "26:03:04", "human": "1 day, 2 hours, 3 minutes, 4 seconds", "days": 1, "hours": 2, "minutes": 3, "seconds": 4, "milliseconds": 0},
    },
    {
      inputs: {"milliseconds": 3600050},
      result: {"iso8601": "PT1H0.05S", "clock": "1:00:00.050", "human": "1 hour, 50 milliseconds", "days": 0, "hours": 1, "minutes": 0, "seconds": 0, "milliseconds": 50},
    },
    {
      inputs: {"seconds": 0},
      result: {"iso8601": "PT0S", "clock": "0:00:00", "human": "0 seconds", "days": 0, "hours": 0, "minutes": 0, "seconds": 0, "milliseconds": 0},
    },
  ],
  run(input: Inputs) {
    if ((input.seconds === undefined) === (input.milliseconds === undefined)) throw new ToolError('Give either "seconds" or "milliseconds".');
    const total = input.milliseconds ?? Math.round(input.seconds! * 1000);
    const ms = total % 1000;
    const wholeSeconds = (total - ms) / 1000;
    const seconds = wholeSeconds % 60;
    const minutes = Math.floor(wholeSeconds / 60) % 60;
    const totalHours = Math.floor(wholeSeconds / 3600);
    const hours = totalHours % 24;
    const days = Math.floor(totalHours / 24);
    const fraction = ms === 0 ? '' : `.${String(ms).padStart(3, '0').replace(/0+$/, '')}`;
    let iso = 'P' + (days ? `${days}D` : '');
    const time = (hours ? `${hours}H` : '') + (minutes ? `${minutes}M` : '') + (seconds || ms ? `${seconds}${fraction}S` : '');
    if (time) iso += `T${time}`;
    if (iso === 'P') iso = 'PT0S';
    const parts = [[days, 'day'], [hours, 'hour'], [minutes, 'minute'], [seconds, 'second'], [ms, 'millisecond']] as const;
    const words = parts.filter(([n]) => n > 0).map(([n, unit]) => plural(n, unit));
    return {
      iso8601: iso,
      clock: `${totalHours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}${ms ? `.${String(ms).padStart(3, '0')}` : ''}`,
      human: words.length ? words.join(', ') : '0 seconds',
      days,
      hours,
      minutes,
      seconds,
      milliseconds: ms,
    };
  },
});
