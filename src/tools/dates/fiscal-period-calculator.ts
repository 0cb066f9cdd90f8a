import { defineTool } from '../define.ts';
import { DATE_PATTERN, addMonths, formatDays, fromDays, parseDateDays, toDays } from '../date-helpers.ts';

interface Inputs {
  date: string;
  fiscalYearStartMonth: number;
  naming?: 'start-year' | 'end-year';
}

export default defineTool({
  slug: 'fiscal-period-calculator',
  name: 'Fiscal period calculator',
  category: 'dates',
  description:
    'Places a date in a fiscal year that starts on the 1st of a given month: fiscal year, quarter (3-month blocks from the start) and month, with the fiscal year (periodStart–periodEnd) and quarter bounds. naming "end-year" names a fiscal year after the calendar year it ends in (US federal FY2025 = Oct 2024–Sep 2025), "start-year" after the year it starts in.',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'Date to place in its fiscal year, YYYY-MM-DD.' },
      fiscalYearStartMonth: { type: 'integer', minimum: 1, maximum: 12, description: 'Month the fiscal year starts in (10 = October).' },
      naming: { type: 'string', enum: ['start-year', 'end-year'], default: 'end-year', description: 'Which calendar year names the fiscal year: end-year (the default, the year it ends in) or start-year (the year it starts in).' },
    },
    required: ['date', 'fiscalYearStartMonth'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      fiscalYear: { type: 'integer' },
      fiscalQuarter: { type: 'integer' },
      fiscalMonth: { type: 'integer' },
      periodStart: { type: 'string', description: 'First day of the fiscal year.' },
      periodEnd: { type: 'string', description: 'Last day of the fiscal year.' },
      quarterStart: { type: 'string' },
      quarterEnd: { type: 'string' },
    },
    required: ['fiscalYear', 'fiscalQuarter', 'fiscalMonth', 'periodStart', 'periodEnd', 'quarterStart', 'quarterEnd'],
  },
  examples: [
    {
      inputs: {"date": "2024-11-23", "fiscalYearStartMonth": 10},
      result: {"fiscalYear": 2025, "fiscalQuarter": 1, "fiscalMonth": 2, "periodStart": "2024-10-01", "periodEnd": "2025-09-30", "quarterStart": "2024-10-01", "quarterEnd": "2024-12-31"},
    },
    {
      inputs: {"date": "2024-11-23", "fiscalYearStartMonth": 4, "naming": "start-year"},
      result: {"fiscalYear": 2024, "fiscalQuarter": 3, "fiscalMonth": 8, "periodStart": "2024-04-01", "periodEnd": "2025-03-31", "quarterStart": "2024-10-01", "quarterEnd": "2024-12-31"},
    },
    {
      inputs: {"date": "2025-02-28", "fiscalYearStartMonth": 7},
      result: {"fiscalYear": 2025, "fiscalQuarter": 3, "fiscalMonth": 8, "periodStart": "2024-07-01", "periodEnd": "2025-06-30", "quarterStart": "2025-01-01", "quarterEnd": "2025-03-31"},
    },
  ],
  run({ date, fiscalYearStartMonth: start, naming = 'end-year' }: Inputs) {
    const days = parseDateDays(date, 'date');
    const { year, month } = fromDays(days);
    const startYear = month >= start ? year : year - 1;
    const fiscalMonth = ((month - start + 12) % 12) + 1;
    const fiscalQuarter = Math.floor((fiscalMonth - 1) / 3) + 1;
    const yearStart = toDays(startYear, start, 1);
    const quarterStart = addMonths(yearStart, (fiscalQuarter - 1) * 3);
    return {
      fiscalYear: naming === 'start-year' || start === 1 ? startYear : startYear + 1,
      fiscalQuarter,
      fiscalMonth,
      periodStart: formatDays(yearStart),
      periodEnd: formatDays(addMonths(yearStart, 12) - 1),
      quarterStart: formatDays(quarterStart),
      quarterEnd: formatDays(addMonths(quarterStart, 3) - 1),
    };
  },
});
