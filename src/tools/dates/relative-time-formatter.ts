import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { INSTANT_PATTERN, calendarDiff, checkRange, parseInstant } from '../date-helpers.ts';

interface Inputs {
  from: string;
  to: string;
  locale?: string;
  numeric?: 'always' | 'auto';
}

export default defineTool({
  slug: 'relative-time-formatter',
  name: 'Relative time formatter',
  category: 'dates',
  description:
    'Says how far "to" is from "from" in words ("in 3 days", "2 months ago", "yesterday" with numeric "auto") with Intl.RelativeTimeFormat, whose wording comes from Node 20\'s ICU (CLDR) and may change with it. Unit: seconds under a minute, minutes under an hour, hours under a day, days under a week, weeks under a calendar month, months under a calendar year, else years; the value is the whole number of units, truncated toward zero (months and years counted in UTC as dateutil.relativedelta does).',
  inputSchema: {
    type: 'object',
    properties: {
      from: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'Reference instant ("now"), ISO 8601 with Z or offset.' },
      to: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'The instant to describe.' },
      locale: { type: 'string', minLength: 2, maxLength: 35, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', default: 'en', description: 'BCP 47 locale of the wording, e.g. en, de or fr-CA; en by default.' },
      numeric: { type: 'string', enum: ['always', 'auto'], default: 'always', description: '"auto" allows words like "yesterday" or "next month".' },
    },
    required: ['from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string' },
      value: { type: 'integer', description: 'Signed count of units (negative = in the past).' },
      unit: { type: 'string' },
    },
    required: ['text', 'value', 'unit'],
  },
  examples: [
    {
      inputs: {"from": "2024-11-23T12:00:00Z", "to": "2024-11-26T18:00:00Z"},
      result: {"text": "in 3 days", "value": 3, "unit": "day"},
    },
    {
      inputs: {"from": "2024-11-23T12:00:00Z", "to": "2024-09-01T00:00:00Z"},
      result: {"text": "2 months ago", "value": -2, "unit": "month"},
    },
    {
      inputs: {"from": "2024-11-23T12:00:00Z", "to": "2024-11-22T09:00:00Z", "numeric": "auto"},
      result: {"text": "yesterday", "value": -1, "unit": "day"},
    },
    {
      inputs: {"from": "2024-11-23T12:00:00Z", "to": "2024-11-23T12:00:45+00:00"},
      result: {"text": "in 45 seconds", "value": 45, "unit": "second"},
    },
  ],
  run({ from, to, locale = 'en', numeric = 'always' }: Inputs) {
    const a = checkRange(parseInstant(from, 'from'), 'from');
    const b = checkRange(parseInstant(to, 'to'), 'to');
    const sign = b < a ? -1 : 1;
    const diff = Math.abs(b - a);
    const calendar = calendarDiff(Math.min(a, b), Math.max(a, b));
    let unit: Intl.RelativeTimeFormatUnit;
    let count: number;
    if (diff < 60_000) [unit, count] = ['second', Math.floor(diff / 1000)];
    else if (diff < 3_600_000) [unit, count] = ['minute', Math.floor(diff / 60_000)];
    else if (diff < 86_400_000) [unit, count] = ['hour', Math.floor(diff / 3_600_000)];
    else if (diff < 7 * 86_400_000) [unit, count] = ['day', Math.floor(diff / 86_400_000)];
    else if (calendar.years === 0 && calendar.months === 0) [unit, count] = ['week', Math.floor(diff / (7 * 86_400_000))];
    else if (calendar.years === 0) [unit, count] = ['month', calendar.months];
    else [unit, count] = ['year', calendar.years];
    const value = sign * count;
    const formatter = attempt(`Unknown locale "${locale}"`, () => new Intl.RelativeTimeFormat(locale, { numeric }));
    if (!formatter) throw new ToolError(`Unknown locale "${locale}".`);
    // Intl writes "0" as "in 0 seconds" (positive zero) or "0 seconds ago" (negative zero): keep the direction.
    return { text: formatter.format(value === 0 && sign < 0 ? -0 : value, unit), value: value === 0 ? 0 : value, unit };
  },
});
