import { defineTool, nullable } from '../define.ts';
import { MONTHS, daysInMonth, isoWeekday, toDays } from '../date-helpers.ts';

interface Inputs {
  year: number;
  month: number;
  weekStart?: 'monday' | 'sunday';
}

export default defineTool({
  slug: 'month-calendar',
  name: 'Month calendar',
  category: 'dates',
  description:
    'Lays out a month of the proleptic Gregorian calendar as weeks of seven days (null outside the month), starting on Monday or Sunday, as Python calendar.Calendar(firstweekday).monthdayscalendar.',
  inputSchema: {
    type: 'object',
    properties: {
      year: { type: 'integer', minimum: 1, maximum: 9999, description: 'Year (proleptic Gregorian, 1–9999).' },
      month: { type: 'integer', minimum: 1, maximum: 12, description: 'Month, 1 = January … 12 = December.' },
      weekStart: { type: 'string', enum: ['monday', 'sunday'], default: 'monday', description: 'First day of each week row: monday (the default) or sunday.' },
    },
    required: ['year', 'month'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      monthName: { type: 'string' },
      daysInMonth: { type: 'integer' },
      firstWeekday: { type: 'integer', description: 'ISO weekday of the 1st (1 = Monday … 7 = Sunday).' },
      weekdays: { type: 'array', items: { type: 'string' }, description: 'Column headings.' },
      weeks: {
        type: 'array',
        items: { type: 'array', items: nullable({ type: 'integer' }, { description: 'Day of the month, or null for a cell outside the month.' }) },
        description: 'Rows of seven days, in the order of weekdays.',
      },
    },
    required: ['monthName', 'daysInMonth', 'firstWeekday', 'weekdays', 'weeks'],
  },
  examples: [
    {
      inputs: {"year": 2024, "month": 2},
      result: {"monthName": "February", "daysInMonth": 29, "firstWeekday": 4, "weekdays": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], "weeks": [[null, null, null, 1, 2, 3, 4], [5, 6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17, 18], [19, 20, 21, 22, 23, 24, 25], [26, 27, 28, 29, null, null, null]]},
    },
    {
      inputs: {"year": 2026, "month": 2, "weekStart": "sunday"},
      result: {"monthName": "February", "daysInMonth": 28, "firstWeekday": 7, "weekdays": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "weeks": [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28]]},
    },
  ],
  run({ year, month, weekStart = 'monday' }: Inputs) {
    const first = isoWeekday(toDays(year, month, 1));
    const length = daysInMonth(year, month);
    const lead = weekStart === 'monday' ? first - 1 : first % 7;
    const cells: Array<number | null> = [...Array(lead).fill(null), ...Array.from({ length }, (_, i) => i + 1)];
    while (cells.length % 7) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    return {
      monthName: MONTHS[month - 1]!,
      daysInMonth: length,
      firstWeekday: first,
      weekdays: weekStart === 'monday' ? names : ['Sunday', ...names.slice(0, 6)],
      weeks,
    };
  },
});
