import * as rrulePackage from 'rrule';
import { ToolError, defineTool } from '../define.ts';
import { DAY_MS, formatDays, formatWall, parseReading } from '../date-helpers.ts';

interface Inputs {
  rrule: string;
  dtstart: string;
  limit?: number;
}

// rrule ships a UMD bundle as "main": Node's ESM loader sees only a default export there, bundlers see named ones.
const { RRule } = ((rrulePackage as unknown as { default?: typeof rrulePackage }).default ?? rrulePackage) as typeof rrulePackage;
type RRule = InstanceType<typeof RRule>;

const KNOWN = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'BYYEARDAY', 'BYWEEKNO', 'BYHOUR', 'BYMINUTE', 'BYSECOND', 'WKST']);

export default defineTool({
  slug: 'recurrence-rule-expander',
  name: 'Recurrence rule (RRULE) expander',
  category: 'dates',
  heavy: true,
  timeoutMs: 5_000,
  description:
    'Lists the occurrences of an iCalendar RFC 5545 recurrence rule (RRULE: FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, BYYEARDAY, BYWEEKNO, BYHOUR, BYMINUTE, BYSECOND, WKST; FREQ=SECONDLY and HOURLY/MINUTELY rules with INTERVAL > 1 and BY parts are refused, as the library and dateutil disagree there) from a start, as the rrule library (2.8.1, the JavaScript port of python-dateutil) expands it. Times are floating (no zone, no DST): dtstart is a date or a local date-time without offset, and occurrences are given in the same form (a date start allows only daily or coarser rules without BYHOUR/BYMINUTE/BYSECOND). UNTIL is read as a floating time too (a trailing Z is ignored). At most "limit" occurrences (default 100, up to 1,000) are returned; truncated says whether more exist. The text may start with "RRULE:"; DTSTART inside it is refused (use dtstart). For cron expressions use cron-next-runs.',
  inputSchema: {
    type: 'object',
    properties: {
      rrule: { type: 'string', minLength: 6, maxLength: 500, description: 'The rule, e.g. "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4" (an "RRULE:" prefix is allowed).' },
      dtstart: { type: 'string', maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$', description: 'First occurrence: a date YYYY-MM-DD or a local date-time YYYY-MM-DDTHH:mm[:ss] (floating).' },
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100, description: 'Maximum number of occurrences returned.' },
    },
    required: ['rrule', 'dtstart'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      occurrences: { type: 'array', items: { type: 'string' } },
      count: { type: 'integer' },
      truncated: { type: 'boolean' },
    },
    required: ['occurrences', 'count', 'truncated'],
  },
  examples: [
    {
      inputs: {"rrule": "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4", "dtstart": "2024-01-01"},
      result: {"occurrences": ["2024-01-01", "2024-01-03", "2024-01-08", "2024-01-10"], "count": 4, "truncated": false},
    },
    {
      inputs: {"rrule": "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6", "dtstart": "2024-01-01T09:30"},
      result: {"occurrences": ["2024-01-31T09:30:00", "2024-02-29T09:30:00", "2024-03-29T09:30:00", "2024-04-30T09:30:00", "2024-05-31T09:30:00", "2024-06-28T09:30:00"], "count": 6, "truncated": false},
    },
    {
      inputs: {"rrule": "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "dtstart": "2024-02-29", "limit": 3},
      result: {"occurrences": ["2024-02-29", "2028-02-29", "2032-02-29"], "count": 3, "truncated": true},
    },
    {
      inputs: {"rrule": "FREQ=DAILY;INTERVAL=10;UNTIL=20240315T120000", "dtstart": "2024-01-31T12:00:00"},
      result: {"occurrences": ["2024-01-31T12:00:00", "2024-02-10T12:00:00", "2024-02-20T12:00:00", "2024-03-01T12:00:00", "2024-03-11T12:00:00"], "count": 5, "truncated": false},
    },
  ],
  run({ rrule, dtstart, limit = 100 }: Inputs) {
    const reading = parseReading(dtstart, 'dtstart');
    let text = rrule.trim();
    if (/^RRULE:/i.test(text)) text = text.slice(6);
    const parts = text.split(';');
    for (const part of parts) {
      const key = part.split('=')[0]!.toUpperCase();
      if (!KNOWN.has(key)) throw new ToolError(`Unknown or unsupported RRULE part "${part.slice(0, 40)}".`);
    }
    if (!/(^|;)FREQ=/i.test(text)) throw new ToolError('The rule needs FREQ (YEARLY, MONTHLY, WEEKLY, DAILY, HOURLY, MINUTELY or SECONDLY).');
    if (/(^|;)COUNT=/i.test(text) && /(^|;)UNTIL=/i.test(text)) throw new ToolError('COUNT and UNTIL cannot both be given (RFC 5545).');
    if (/(^|;)FREQ=SECONDLY/i.test(text)) throw new ToolError('FREQ=SECONDLY is not supported (the rrule library and dateutil disagree on it); use MINUTELY or coarser.');
    if (/(^|;)FREQ=(HOURLY|MINUTELY)/i.test(text) && /(^|;)INTERVAL=0*([2-9]|\d\d)/i.test(text) && /(^|;)BY/i.test(text)) {
      throw new ToolError('HOURLY or MINUTELY rules with an INTERVAL above 1 cannot be combined with BY… parts here (the rrule library and dateutil disagree on them).');
    }
    if (reading.dateOnly && (/(^|;)BY(HOUR|MINUTE|SECOND)=/i.test(text) || /(^|;)FREQ=(HOURLY|MINUTELY|SECONDLY)/i.test(text))) {
      throw new ToolError('A date dtstart allows only YEARLY, MONTHLY, WEEKLY or DAILY rules without BYHOUR, BYMINUTE or BYSECOND; give a date-time.');
    }
    let options;
    try {
      options = RRule.parseString(text.replace(/(UNTIL=\d{8}(T\d{6})?)Z/i, '$1'));
    } catch (error) {
      throw new ToolError(`The rule cannot be read: ${(error as Error).message}`);
    }
    if (options.freq === undefined) throw new ToolError('The rule needs a valid FREQ.');
    for (const n of [options.interval, options.count]) {
      if (n !== undefined && n !== null && (!Number.isInteger(n) || n < 1 || n > 100_000)) {
        throw new ToolError('INTERVAL and COUNT must be integers from 1 to 100000.');
      }
    }
    let rule: RRule;
    try {
      rule = new RRule({ ...options, dtstart: new Date(reading.wallMs) });
    } catch (error) {
      throw new ToolError(`The rule cannot be expanded: ${(error as Error).message}`);
    }
    const found: Date[] = [];
    // Overlapping BYSETPOS values (e.g. 1,-1 of a one-element set) give the same instant twice: listed once, as dateutil does.
    let last = Number.NaN;
    rule.all((date) => {
      if (date.getTime() !== last) found.push(date);
      last = date.getTime();
      return found.length <= limit;
    });
    const truncated = found.length > limit;
    const occurrences = found.slice(0, limit).map((d) => (reading.dateOnly ? formatDays(Math.floor(d.getTime() / DAY_MS)) : formatWall(d.getTime())));
    return { occurrences, count: occurrences.length, truncated };
  },
});
