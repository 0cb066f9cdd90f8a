import { ToolError, defineTool } from '../define.ts';
import { dayNumber, isoDate, isoDateOrDateTimePattern, isoDatePattern, today } from '../health-formulas.ts';

interface Inputs {
  lastPeriodDate?: string;
  conceptionDate?: string;
  cycleLength: number;
  at?: string;
}

export default defineTool({
  slug: 'pregnancy-due-date',
  name: 'Pregnancy due date calculator',
  category: 'health',
  draws: ['clock'],
  description:
    "Estimated due date by Naegele's rule: first day of the last menstrual period + 280 days, adjusted by (cycle length − 28) days, or conception date + 266 days. Gestational age on the date `at` (default today, UTC) is counted from the equivalent period date (due date − 280 days) in whole weeks and days; trimesters: 1st to 13w6d, 2nd 14w0d–27w6d, 3rd from 28w0d. Calendar dates only (ISO 8601). An estimate, not medical advice.",
  inputSchema: {
    type: 'object',
    properties: {
      lastPeriodDate: { type: 'string', pattern: isoDatePattern, maxLength: 10, description: 'First day of the last menstrual period, yyyy-MM-dd.' },
      conceptionDate: { type: 'string', pattern: isoDatePattern, maxLength: 10, description: 'Conception date, yyyy-MM-dd (instead of lastPeriodDate).' },
      cycleLength: { type: 'integer', minimum: 20, maximum: 45, default: 28, description: 'Usual cycle length in days (lastPeriodDate only).' },
      at: {
        type: 'string',
        pattern: isoDateOrDateTimePattern,
        maxLength: 40,
        description: 'ISO 8601 date (or date-time, whose written calendar date is used) to give the gestational age on; defaults to today (UTC).',
      },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      dueDate: { type: 'string', description: 'Estimated due date, yyyy-MM-dd.' },
      gestationalWeeks: { type: 'integer', description: 'Completed weeks of gestation on `at`.' },
      gestationalDays: { type: 'integer', description: 'Days past the completed weeks (0–6).' },
      trimester: { type: 'integer', enum: [1, 2, 3] },
      daysUntilDue: { type: 'integer', description: 'Days from `at` to the due date (negative once past it).' },
    },
    required: ['dueDate', 'gestationalWeeks', 'gestationalDays', 'trimester', 'daysUntilDue'],
  },
  examples: [
    { inputs: { lastPeriodDate: '2024-01-15', cycleLength: 28, at: '2024-05-01' }, result: { dueDate: '2024-10-21', gestationalWeeks: 15, gestationalDays: 2, trimester: 2, daysUntilDue: 173 } },
    { inputs: { lastPeriodDate: '2023-12-20', cycleLength: 32, at: '2024-02-10T09:30:00Z' }, result: { dueDate: '2024-09-29', gestationalWeeks: 6, gestationalDays: 6, trimester: 1, daysUntilDue: 232 } },
    { inputs: { conceptionDate: '2024-02-29', cycleLength: 28, at: '2024-10-01' }, result: { dueDate: '2024-11-21', gestationalWeeks: 32, gestationalDays: 5, trimester: 3, daysUntilDue: 51 } },
  ],
  run({ lastPeriodDate, conceptionDate, cycleLength, at }: Inputs) {
    if ((lastPeriodDate === undefined) === (conceptionDate === undefined)) {
      throw new ToolError('Give either "lastPeriodDate" or "conceptionDate" (one of them).');
    }
    const due =
      lastPeriodDate !== undefined
        ? dayNumber(lastPeriodDate, 'lastPeriodDate') + 280 + (cycleLength - 28)
        : dayNumber(conceptionDate!, 'conceptionDate') + 266;
    const on = at === undefined ? today() : dayNumber(at, 'at');
    const elapsed = on - (due - 280);
    if (elapsed < 0) throw new ToolError('"at" falls before the pregnancy is dated to begin: give a later date.');
    const gestationalWeeks = Math.floor(elapsed / 7);
    const trimester = gestationalWeeks < 14 ? 1 : gestationalWeeks < 28 ? 2 : 3;
    return { dueDate: isoDate(due), gestationalWeeks, gestationalDays: elapsed % 7, trimester, daysUntilDue: due - on };
  },
});
