import { defineTool } from '../define.ts';
import { DATE_PATTERN, WEEKDAYS, daysInMonth, fromDays, isLeap, isoWeekOf, isoWeekday, parseDateDays, toDays } from '../date-helpers.ts';

export default defineTool({
  slug: 'date-info',
  name: 'Date information',
  category: 'dates',
  description:
    'Describes a date: weekday, ISO weekday (1 = Monday), day of the year, ISO 8601 week and week-numbering year, quarter, leap year, days in the month and year. weekOfMonth is the row of the date in a Monday-first month calendar (the week holding the 1st is week 1).',
  inputSchema: {
    type: 'object',
    properties: { date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'YYYY-MM-DD (proleptic Gregorian).' } },
    required: ['date'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      weekday: { type: 'string' },
      isoWeekday: { type: 'integer' },
      dayOfYear: { type: 'integer' },
      isoWeek: { type: 'integer' },
      isoYear: { type: 'integer' },
      quarter: { type: 'integer' },
      isLeapYear: { type: 'boolean' },
      daysInMonth: { type: 'integer' },
      daysInYear: { type: 'integer' },
      weekOfMonth: { type: 'integer' },
    },
    required: ['weekday', 'isoWeekday', 'dayOfYear', 'isoWeek', 'isoYear', 'quarter', 'isLeapYear', 'daysInMonth', 'daysInYear', 'weekOfMonth'],
  },
  examples: [
    {
      inputs: {"date": "2024-11-23"},
      result: {"weekday": "Saturday", "isoWeekday": 6, "dayOfYear": 328, "isoWeek": 47, "isoYear": 2024, "quarter": 4, "isLeapYear": true, "daysInMonth": 30, "daysInYear": 366, "weekOfMonth": 4},
    },
    {
      inputs: {"date": "2021-01-03"},
      result: {"weekday": "Sunday", "isoWeekday": 7, "dayOfYear": 3, "isoWeek": 53, "isoYear": 2020, "quarter": 1, "isLeapYear": false, "daysInMonth": 31, "daysInYear": 365, "weekOfMonth": 1},
    },
    {
      inputs: {"date": "2100-03-01"},
      result: {"weekday": "Monday", "isoWeekday": 1, "dayOfYear": 60, "isoWeek": 9, "isoYear": 2100, "quarter": 1, "isLeapYear": false, "daysInMonth": 31, "daysInYear": 365, "weekOfMonth": 1},
    },
  ],
  run({ date }: { date: string }) {
    const days = parseDateDays(date, 'date');
    const { year, month, day } = fromDays(days);
    const weekday = isoWeekday(days);
    const firstWeekday = isoWeekday(toDays(year, month, 1));
    return {
      weekday: WEEKDAYS[weekday - 1]!,
      isoWeekday: weekday,
      dayOfYear: days - toDays(year, 1, 1) + 1,
      ...isoWeekOf(days),
      quarter: Math.floor((month - 1) / 3) + 1,
      isLeapYear: isLeap(year),
      daysInMonth: daysInMonth(year, month),
      daysInYear: isLeap(year) ? 366 : 365,
      weekOfMonth: Math.floor((day - 1 + firstWeekday - 1) / 7) + 1,
    };
  },
});
