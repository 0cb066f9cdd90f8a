import { ToolError, defineTool } from '../define.ts';
import {
  DATE_OR_DATE_TIME_PATTERN, DATE_PATTERN, DAY_MS, WEEKDAYS, addMonths, calendarDiff, formatDays, isoWeekday,
  offsetAt, parseDateDays, parseReading, zone,
} from '../date-helpers.ts';

interface Inputs {
  birthDate: string;
  at?: string;
  zone?: string;
}

export default defineTool({
  slug: 'age-calculator',
  name: 'Age calculator',
  category: 'dates',
  draws: ['clock'],
  description:
    'Computes an age in years, months and days (as dateutil.relativedelta) on a given day, with totals and the next birthday. A 29 February birthday falls on 28 February in common years. "at" is a date, or a date-time read in "zone" to find the day; it defaults to now.',
  inputSchema: {
    type: 'object',
    properties: {
      birthDate: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'Date of birth, YYYY-MM-DD.' },
      at: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'The day to compute the age on (date or date-time); defaults to now.' },
      zone: { type: 'string', minLength: 1, maxLength: 64, default: 'UTC', description: 'IANA time zone giving the day of a date-time "at" (or of now).' },
    },
    required: ['birthDate'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      years: { type: 'integer' },
      months: { type: 'integer' },
      days: { type: 'integer' },
      totalMonths: { type: 'integer' },
      totalWeeks: { type: 'integer' },
      totalDays: { type: 'integer' },
      nextBirthday: { type: 'string', description: 'The next birthday on or after the day (YYYY-MM-DD).' },
      daysUntilNextBirthday: { type: 'integer' },
      weekdayOfBirth: { type: 'string' },
    },
    required: ['years', 'months', 'days', 'totalMonths', 'totalWeeks', 'totalDays', 'nextBirthday', 'daysUntilNextBirthday', 'weekdayOfBirth'],
  },
  examples: [
    {
      inputs: {"birthDate": "1990-05-17", "at": "2024-11-23"},
      result: {"years": 34, "months": 6, "days": 6, "totalMonths": 414, "totalWeeks": 1801, "totalDays": 12609, "nextBirthday": "2025-05-17", "daysUntilNextBirthday": 175, "weekdayOfBirth": "Thursday"},
    },
    {
      inputs: {"birthDate": "2000-02-29", "at": "2025-02-28"},
      result: {"years": 25, "months": 0, "days": 0, "totalMonths": 300, "totalWeeks": 1304, "totalDays": 9131, "nextBirthday": "2025-02-28", "daysUntilNextBirthday": 0, "weekdayOfBirth": "Tuesday"},
    },
    {
      inputs: {"birthDate": "1985-12-31", "at": "2024-12-31T03:00:00Z", "zone": "America/Chicago"},
      result: {"years": 38, "months": 11, "days": 30, "totalMonths": 467, "totalWeeks": 2034, "totalDays": 14244, "nextBirthday": "2024-12-31", "daysUntilNextBirthday": 1, "weekdayOfBirth": "Tuesday"},
    },
  ],
  run({ birthDate, at, zone: zoneName = 'UTC' }: Inputs) {
    const birth = parseDateDays(birthDate, 'birthDate');
    const z = zone(zoneName);
    let today: number;
    const reading = at === undefined ? null : parseReading(at, 'at');
    if (reading === null || reading.offset !== null) {
      const ms = reading === null ? Date.now() : reading.wallMs - reading.offset! * 60_000;
      today = Math.floor((ms + offsetAt(z, ms) * 60_000) / DAY_MS);
    } else today = Math.floor(reading.wallMs / DAY_MS);
    if (today < birth) throw new ToolError('"birthDate" is after the day the age is computed on.');
    const { years, months, days } = calendarDiff(birth * DAY_MS, today * DAY_MS);
    let n = years;
    let next = addMonths(birth, n * 12);
    if (next < today) next = addMonths(birth, ++n * 12);
    const totalDays = today - birth;
    return {
      years,
      months,
      days,
      totalMonths: years * 12 + months,
      totalWeeks: Math.floor(totalDays / 7),
      totalDays,
      nextBirthday: formatDays(next),
      daysUntilNextBirthday: next - today,
      weekdayOfBirth: WEEKDAYS[isoWeekday(birth) - 1]!,
    };
  },
});
