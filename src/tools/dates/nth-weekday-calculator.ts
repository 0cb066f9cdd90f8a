import { ToolError, defineTool, nullable } from '../define.ts';
import { daysInMonth, formatDays, isoWeekday, toDays } from '../date-helpers.ts';

interface Inputs {
  year: number;
  month: number;
  weekday: number;
  n: number;
}

export default defineTool({
  slug: 'nth-weekday-calculator',
  name: 'Nth weekday of a month',
  category: 'dates',
  description:
    'Finds the n-th given weekday of a month (e.g. the 4th Thursday of November, US Thanksgiving), or the last one with n = −1; null when the month has no 5th such weekday.',
  inputSchema: {
    type: 'object',
    properties: {
      year: { type: 'integer', minimum: 1, maximum: 9999, description: 'Year (proleptic Gregorian, 1–9999).' },
      month: { type: 'integer', minimum: 1, maximum: 12, description: 'Month, 1 = January … 12 = December.' },
      weekday: { type: 'integer', minimum: 1, maximum: 7, description: 'ISO weekday: 1 = Monday … 7 = Sunday.' },
      n: { type: 'integer', minimum: -1, maximum: 5, description: '1–5, or −1 for the last.' },
    },
    required: ['year', 'month', 'weekday', 'n'],
  },
  outputSchema: {
    type: 'object',
    properties: { date: nullable({ type: 'string' }, { description: 'YYYY-MM-DD, or null when there is no such day.' }) },
    required: ['date'],
  },
  examples: [
    {
      inputs: {"year": 2024, "month": 11, "weekday": 4, "n": 4},
      result: {"date": "2024-11-28"},
    },
    {
      inputs: {"year": 2024, "month": 5, "weekday": 1, "n": -1},
      result: {"date": "2024-05-27"},
    },
    {
      inputs: {"year": 2024, "month": 2, "weekday": 1, "n": 5},
      result: {"date": null},
    },
  ],
  run({ year, month, weekday, n }: Inputs) {
    if (n === 0) throw new ToolError('"n" must be 1–5 or −1 (last).');
    const first = toDays(year, month, 1);
    const last = first + daysInMonth(year, month) - 1;
    if (n === -1) return { date: formatDays(last - ((isoWeekday(last) - weekday + 7) % 7)) };
    const day = first + ((weekday - isoWeekday(first) + 7) % 7) + (n - 1) * 7;
    return { date: day > last ? null : formatDays(day) };
  },
});
