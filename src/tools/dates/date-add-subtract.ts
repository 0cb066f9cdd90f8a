import { ToolError, defineTool } from '../define.ts';
import { DATE_OR_DATE_TIME_PATTERN, DAY_MS, addMonths, checkRange, formatDays, formatInstant, formatWall, parseReading } from '../date-helpers.ts';

interface Inputs {
  date: string;
  operation?: 'add' | 'subtract';
  years?: number;
  months?: number;
  weeks?: number;
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

const amount = (description: string) => ({ type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000, default: 0, description });

export default defineTool({
  slug: 'date-add-subtract',
  name: 'Add or subtract from a date',
  category: 'dates',
  description:
    'Adds or subtracts years, months, weeks, days, hours, minutes and seconds to a date or date-time, as dateutil.relativedelta: years and months together with an end-of-month clamp (2024-01-31 + 1 month = 2024-02-29), then weeks and days, then exact time. The result has the form of the input (a date stays a date; an offset is kept).',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'YYYY-MM-DD or ISO 8601 date-time (offset optional).' },
      operation: { type: 'string', enum: ['add', 'subtract'], default: 'add', description: 'Whether the amounts are added to the date (default) or subtracted from it.' },
      years: { type: 'integer', minimum: -10000, maximum: 10000, default: 0, description: 'Years, applied with months (a day past the end of the resulting month is clamped to its last day).' },
      months: { type: 'integer', minimum: -120000, maximum: 120000, default: 0, description: 'Months, applied with years (a day past the end of the resulting month is clamped to its last day).' },
      weeks: amount('Weeks (7 days).'),
      days: amount('Days.'),
      hours: amount('Hours (exact; needs a date-time).'),
      minutes: amount('Minutes (exact; needs a date-time).'),
      seconds: amount('Seconds (exact; needs a date-time).'),
    },
    required: ['date'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'string', description: 'The resulting date or date-time, in the form of the input.' } },
    required: ['result'],
  },
  examples: [
    {
      inputs: {"date": "2024-01-31", "months": 1},
      result: {"result": "2024-02-29"},
    },
    {
      inputs: {"date": "2024-02-29", "years": 1, "days": 10},
      result: {"result": "2025-03-10"},
    },
    {
      inputs: {"date": "2024-03-31", "operation": "subtract", "months": 1, "weeks": 2},
      result: {"result": "2024-02-15"},
    },
    {
      inputs: {"date": "2024-03-09T22:15:00-05:00", "hours": 5, "minutes": 50},
      result: {"result": "2024-03-10T04:05:00-05:00"},
    },
  ],
  run({ date, operation = 'add', years = 0, months = 0, weeks = 0, days: dayCount = 0, hours = 0, minutes = 0, seconds = 0 }: Inputs) {
    const reading = parseReading(date, 'date');
    const sign = operation === 'subtract' ? -1 : 1;
    if (reading.dateOnly && (hours || minutes || seconds)) {
      throw new ToolError('Hours, minutes and seconds need a date-time, e.g. 2024-01-31T09:00:00.');
    }
    const dayNumber = Math.floor(reading.wallMs / DAY_MS);
    const timeOfDay = reading.wallMs - dayNumber * DAY_MS;
    let days = addMonths(dayNumber, sign * (years * 12 + months));
    days += sign * (weeks * 7 + dayCount);
    const wall = checkRange(
      days * DAY_MS + timeOfDay + sign * ((hours * 60 + minutes) * 60 + seconds) * 1000,
      'result',
    );
    if (reading.dateOnly) return { result: formatDays(Math.floor(wall / DAY_MS)) };
    if (reading.offset === null) return { result: formatWall(wall, true) };
    return { result: formatInstant(wall - reading.offset * 60_000, reading.offset, true) };
  },
});
