import { ToolError, defineTool } from '../define.ts';
import { DATE_PATTERN, formatDays, isoWeekOf, isoWeekday, parseDateDays, toDays } from '../date-helpers.ts';

interface Inputs {
  date?: string;
  isoYear?: number;
  isoWeek?: number;
  isoWeekday?: number;
}

/** Monday of week 1 of an ISO year: the week holding 4 January. */
const weekOneMonday = (isoYear: number): number => {
  const jan4 = toDays(isoYear, 1, 4);
  return jan4 - isoWeekday(jan4) + 1;
};

export default defineTool({
  slug: 'iso-week-converter',
  name: 'ISO week converter',
  category: 'dates',
  description:
    'Converts between a date and its ISO 8601 week date (week-numbering year, week 1–53, weekday 1 = Monday; week 1 holds 4 January), as Python date.isocalendar() / date.fromisocalendar(). Give either "date" or "isoYear" + "isoWeek" (+ "isoWeekday", Monday by default).',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'A date, YYYY-MM-DD.' },
      isoYear: { type: 'integer', minimum: 2, maximum: 9998, description: 'ISO week-numbering year.' },
      isoWeek: { type: 'integer', minimum: 1, maximum: 53, description: 'ISO week number, 1–53 (with isoYear; 53 only in years that have it).' },
      isoWeekday: { type: 'integer', minimum: 1, maximum: 7, default: 1, description: '1 = Monday … 7 = Sunday (with isoYear/isoWeek).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      isoYear: { type: 'integer' },
      isoWeek: { type: 'integer' },
      isoWeekday: { type: 'integer' },
      weekStart: { type: 'string', description: 'Monday of the week.' },
      weekEnd: { type: 'string', description: 'Sunday of the week.' },
      date: { type: 'string' },
      weekDate: { type: 'string', description: 'ISO week date, e.g. 2020-W53-7.' },
    },
    required: ['isoYear', 'isoWeek', 'isoWeekday', 'weekStart', 'weekEnd', 'date', 'weekDate'],
  },
  examples: [
    {
      inputs: {"date": "2021-01-03"},
      result: {"isoYear": 2020, "isoWeek": 53, "isoWeekday": 7, "weekStart": "2020-12-28", "weekEnd": "2021-01-03", "date": "2021-01-03", "weekDate": "2020-W53-7"},
    },
    {
      inputs: {"isoYear": 2026, "isoWeek": 1},
      result: {"isoYear": 2026, "isoWeek": 1, "isoWeekday": 1, "weekStart": "2025-12-29", "weekEnd": "2026-01-04", "date": "2025-12-29", "weekDate": "2026-W01-1"},
    },
    {
      inputs: {"isoYear": 2024, "isoWeek": 48, "isoWeekday": 6},
      result: {"isoYear": 2024, "isoWeek": 48, "isoWeekday": 6, "weekStart": "2024-11-25", "weekEnd": "2024-12-01", "date": "2024-11-30", "weekDate": "2024-W48-6"},
    },
  ],
  run(input: Inputs) {
    let days: number;
    if (input.date !== undefined) {
      if (input.isoYear !== undefined || input.isoWeek !== undefined) throw new ToolError('Give either "date" or "isoYear" + "isoWeek", not both.');
      days = parseDateDays(input.date, 'date');
    } else {
      if (input.isoYear === undefined || input.isoWeek === undefined) throw new ToolError('Give "date", or both "isoYear" and "isoWeek".');
      const weeks = (weekOneMonday(input.isoYear + 1) - weekOneMonday(input.isoYear)) / 7;
      if (input.isoWeek > weeks) throw new ToolError(`ISO year ${input.isoYear} has ${weeks} weeks, not ${input.isoWeek}.`);
      days = weekOneMonday(input.isoYear) + (input.isoWeek - 1) * 7 + (input.isoWeekday ?? 1) - 1;
    }
    const { isoYear, isoWeek } = isoWeekOf(days);
    const weekday = isoWeekday(days);
    const monday = days - weekday + 1;
    return {
      isoYear,
      isoWeek,
      isoWeekday: weekday,
      weekStart: formatDays(monday),
      weekEnd: formatDays(monday + 6),
      date: formatDays(days),
      weekDate: `${String(isoYear).padStart(4, '0')}-W${String(isoWeek).padStart(2, '0')}-${weekday}`,
    };
  },
});
