import { ToolError, defineTool } from '../define.ts';
import { DATE_OR_DATE_TIME_PATTERN, DAY_MS, calendarDiff, parseReading } from '../date-helpers.ts';

interface Inputs {
  start: string;
  end: string;
  includeEndDate?: boolean;
}

export default defineTool({
  slug: 'date-difference',
  name: 'Date difference',
  category: 'dates',
  description:
    'Counts the time between two dates or date-times: total days, weeks, hours, minutes and seconds, and a calendar breakdown in years, months and days computed like dateutil.relativedelta (whole months first, end-of-month clamped, then the remaining days and time). Date-times with offsets are compared as instants (in UTC); the end date is excluded unless includeEndDate is true (dates only).',
  inputSchema: {
    type: 'object',
    properties: {
      start: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'Start: YYYY-MM-DD or ISO 8601 date-time.' },
      end: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'End: same form as start.' },
      includeEndDate: { type: 'boolean', default: false, description: 'Count the end date as a whole day (dates only).' },
    },
    required: ['start', 'end'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      totalDays: { type: 'integer', description: 'Whole days between start and end.' },
      years: { type: 'integer' },
      months: { type: 'integer' },
      days: { type: 'integer' },
      hours: { type: 'integer', description: 'Remaining hours after the days (date-times).' },
      minutes: { type: 'integer' },
      seconds: { type: 'number', description: 'Remaining seconds, with milliseconds as a fraction.' },
      totalWeeks: { type: 'integer', description: 'Whole weeks in totalDays.' },
      remainderDays: { type: 'integer', description: 'totalDays minus 7 × totalWeeks.' },
      totalHours: { type: 'number' },
      totalMinutes: { type: 'number' },
      totalSeconds: { type: 'number' },
      negative: { type: 'boolean', description: 'True when end is before start (every count is then given as a positive amount).' },
    },
    required: ['totalDays', 'years', 'months', 'days', 'hours', 'minutes', 'seconds', 'totalWeeks', 'remainderDays', 'totalHours', 'totalMinutes', 'totalSeconds', 'negative'],
  },
  examples: [
    {
      inputs: {"start": "2024-01-15", "end": "2025-03-01"},
      result: {"totalDays": 411, "years": 1, "months": 1, "days": 14, "hours": 0, "minutes": 0, "seconds": 0.0, "totalWeeks": 58, "remainderDays": 5, "totalHours": 9864.0, "totalMinutes": 591840.0, "totalSeconds": 35510400.0, "negative": false},
    },
    {
      inputs: {"start": "2024-01-31", "end": "2024-03-01", "includeEndDate": true},
      result: {"totalDays": 31, "years": 0, "months": 1, "days": 2, "hours": 0, "minutes": 0, "seconds": 0.0, "totalWeeks": 4, "remainderDays": 3, "totalHours": 744.0, "totalMinutes": 44640.0, "totalSeconds": 2678400.0, "negative": false},
    },
    {
      inputs: {"start": "2025-12-25", "end": "2024-02-29"},
      result: {"totalDays": 665, "years": 1, "months": 9, "days": 26, "hours": 0, "minutes": 0, "seconds": 0.0, "totalWeeks": 95, "remainderDays": 0, "totalHours": 15960.0, "totalMinutes": 957600.0, "totalSeconds": 57456000.0, "negative": true},
    },
    {
      inputs: {"start": "2024-03-10T08:30:00-05:00", "end": "2024-04-02T17:45:30Z"},
      result: {"totalDays": 23, "years": 0, "months": 0, "days": 23, "hours": 4, "minutes": 15, "seconds": 30.0, "totalWeeks": 3, "remainderDays": 2, "totalHours": 556.2583333333333, "totalMinutes": 33375.5, "totalSeconds": 2002530.0, "negative": false},
    },
  ],
  run({ start, end, includeEndDate = false }: Inputs) {
    const a = parseReading(start, 'start');
    const b = parseReading(end, 'end');
    if (a.dateOnly !== b.dateOnly || (a.offset === null) !== (b.offset === null)) {
      throw new ToolError('"start" and "end" must have the same form: both dates, both local date-times, or both date-times with an offset.');
    }
    if (includeEndDate && !a.dateOnly) throw new ToolError('"includeEndDate" applies to dates only.');
    let from = a.wallMs - (a.offset ?? 0) * 60_000;
    let to = b.wallMs - (b.offset ?? 0) * 60_000;
    const negative = to < from;
    if (negative) [from, to] = [to, from];
    if (includeEndDate) to += DAY_MS;
    const { years, months, days, ms } = calendarDiff(from, to);
    const totalMs = to - from;
    const totalDays = Math.floor(totalMs / DAY_MS);
    const totalWeeks = Math.floor(totalDays / 7);
    return {
      totalDays,
      years,
      months,
      days,
      hours: Math.floor(ms / 3_600_000),
      minutes: Math.floor(ms / 60_000) % 60,
      seconds: (ms % 60_000) / 1000,
      totalWeeks,
      remainderDays: totalDays - totalWeeks * 7,
      totalHours: totalMs / 3_600_000,
      totalMinutes: totalMs / 60_000,
      totalSeconds: totalMs / 1000,
      negative,
    };
  },
});
