import { defineTool } from '../define.ts';
import { DATE_PATTERN, HOLIDAYS_SCHEMA, WEEKEND_SCHEMA, checkRange, DAY_MS, formatDays, holidaySet, isoWeekday, parseDateDays, weekendSet } from '../date-helpers.ts';

interface Inputs {
  date: string;
  days: number;
  weekend?: number[];
  holidays?: string[];
}

export default defineTool({
  slug: 'add-business-days',
  name: 'Add business days',
  category: 'dates',
  description:
    'Moves a date by a number of working days, skipping weekend days and listed holidays, as numpy.busday_offset with roll "forward" for zero or more days and "backward" for negative days: a start on a non-working day first rolls to the nearest working day in that direction, so adding 0 to a Saturday gives the Monday.',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'Start date, YYYY-MM-DD.' },
      days: { type: 'integer', minimum: -10000, maximum: 10000, description: 'Working days to add (negative to go back).' },
      weekend: WEEKEND_SCHEMA,
      holidays: HOLIDAYS_SCHEMA,
    },
    required: ['date', 'days'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The resulting working day, YYYY-MM-DD.' },
      calendarDaysSpanned: { type: 'integer', description: 'Calendar days between the start date and the result (absolute).' },
    },
    required: ['result', 'calendarDaysSpanned'],
  },
  examples: [
    {
      inputs: {"date": "2024-12-20", "days": 5, "holidays": ["2024-12-25", "2024-12-26"]},
      result: {"result": "2024-12-31", "calendarDaysSpanned": 11},
    },
    {
      inputs: {"date": "2024-11-23", "days": 0},
      result: {"result": "2024-11-25", "calendarDaysSpanned": 2},
    },
    {
      inputs: {"date": "2025-01-06", "days": -10},
      result: {"result": "2024-12-23", "calendarDaysSpanned": 14},
    },
  ],
  run({ date, days, weekend = [6, 7], holidays = [] }: Inputs) {
    const start = parseDateDays(date, 'date');
    const off = weekendSet(weekend);
    const closed = holidaySet(holidays);
    const working = (d: number) => !off.has(isoWeekday(d)) && !closed.has(d);
    const step = days < 0 ? -1 : 1;
    let d = start;
    while (!working(d)) d += step;
    for (let left = Math.abs(days); left > 0; left--) {
      d += step;
      while (!working(d)) d += step;
    }
    checkRange(d * DAY_MS, 'result');
    return { result: formatDays(d), calendarDaysSpanned: Math.abs(d - start) };
  },
});
