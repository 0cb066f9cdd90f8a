import { ToolError, defineTool } from '../define.ts';
import { DATE_PATTERN, HOLIDAYS_SCHEMA, WEEKEND_SCHEMA, holidaySet, isoWeekday, parseDateDays, weekendSet } from '../date-helpers.ts';

interface Inputs {
  start: string;
  end: string;
  weekend?: number[];
  holidays?: string[];
}

export default defineTool({
  slug: 'business-days-calculator',
  name: 'Business days between dates',
  category: 'dates',
  description:
    'Counts working days from start to end, both included, as numpy.busday_count(start, end + 1 day): calendar days minus weekend days minus holidays that fall on working days. The weekend is Saturday and Sunday unless given; holidays are listed dates (none by default).',
  inputSchema: {
    type: 'object',
    properties: {
      start: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'First day (included), YYYY-MM-DD.' },
      end: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'Last day (included), YYYY-MM-DD.' },
      weekend: WEEKEND_SCHEMA,
      holidays: HOLIDAYS_SCHEMA,
    },
    required: ['start', 'end'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      businessDays: { type: 'integer' },
      calendarDays: { type: 'integer' },
      weekendDays: { type: 'integer' },
      holidaysOnWeekdays: { type: 'integer', description: 'Distinct holidays inside the range that fall on working weekdays.' },
    },
    required: ['businessDays', 'calendarDays', 'weekendDays', 'holidaysOnWeekdays'],
  },
  examples: [
    {
      inputs: {"start": "2024-01-01", "end": "2024-12-31"},
      result: {"businessDays": 262, "calendarDays": 366, "weekendDays": 104, "holidaysOnWeekdays": 0},
    },
    {
      inputs: {"start": "2024-12-01", "end": "2024-12-31", "holidays": ["2024-12-25", "2024-12-26", "2024-12-28"]},
      result: {"businessDays": 20, "calendarDays": 31, "weekendDays": 9, "holidaysOnWeekdays": 2},
    },
    {
      inputs: {"start": "2025-03-01", "end": "2025-03-31", "weekend": [5, 6]},
      result: {"businessDays": 22, "calendarDays": 31, "weekendDays": 9, "holidaysOnWeekdays": 0},
    },
  ],
  run({ start, end, weekend = [6, 7], holidays = [] }: Inputs) {
    const from = parseDateDays(start, 'start');
    const to = parseDateDays(end, 'end');
    if (to < from) throw new ToolError('"end" is before "start".');
    const off = weekendSet(weekend);
    const calendarDays = to - from + 1;
    const fullWeeks = Math.floor(calendarDays / 7);
    let weekendDays = fullWeeks * off.size;
    for (let d = from + fullWeeks * 7; d <= to; d++) if (off.has(isoWeekday(d))) weekendDays++;
    let holidaysOnWeekdays = 0;
    for (const h of holidaySet(holidays)) if (h >= from && h <= to && !off.has(isoWeekday(h))) holidaysOnWeekdays++;
    return { businessDays: calendarDays - weekendDays - holidaysOnWeekdays, calendarDays, weekendDays, holidaysOnWeekdays };
  },
});
