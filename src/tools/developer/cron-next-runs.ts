import { CronExpressionParser } from 'cron-parser';
import { ToolError, defineTool } from '../define.ts';

const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** The instant of an ISO 8601 date-time with offset, refusing impossible dates such as February 30. */
function instant(at: string): number {
  const ms = Date.parse(at);
  const [year, month, day] = at.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (Number.isNaN(ms) || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    throw new ToolError(`"at" is not a valid date-time: ${at}`);
  }
  return ms;
}

/** ISO 8601 local time with its UTC offset, e.g. 2024-03-11T09:00:00+01:00 (seconds appear in historic offsets). */
function localIso(ms: number, offsetMinutes: number): string {
  const offset = Math.round(offsetMinutes * 60);
  const local = new Date(ms + offset * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  if (offset === 0) return `${local}Z`;
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = abs % 60 === 0 ? '' : `:${pad(abs % 60)}`;
  return `${local}${offset > 0 ? '+' : '-'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}${seconds}`;
}

interface Inputs {
  expression: string;
  count: number;
  at?: string;
  timezone: string;
}

export default defineTool({
  slug: 'cron-next-runs',
  name: 'Cron next run times',
  category: 'developer',
  draws: ['clock'],
  description:
    'Lists the next run times of a cron expression (5 fields, or 6 with seconds first; L, W, # and @daily-style macros allowed) after a start time, evaluated in an IANA time zone so daylight-saving changes are handled. Each run is given in UTC and in local time.',
  inputSchema: {
    type: 'object',
    properties: {
      expression: { type: 'string', minLength: 1, maxLength: 500, description: 'The cron expression, e.g. "0 9 * * 1-5".' },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 5, description: 'How many run times to list.' },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'ISO 8601 date-time (with Z or an offset) to start after; defaults to now.',
      },
      timezone: {
        type: 'string',
        minLength: 1,
        maxLength: 64,
        default: 'UTC',
        description: 'IANA time zone the schedule is read in, e.g. Europe/Berlin.',
      },
    },
    required: ['expression'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      timezone: { type: 'string' },
      runs: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            utc: { type: 'string', description: 'The run time in UTC (ISO 8601).' },
            local: { type: 'string', description: 'The run time in the time zone, with its offset (ISO 8601).' },
          },
          required: ['utc', 'local'],
        },
      },
    },
    required: ['timezone', 'runs'],
  },
  examples: [
    {
      inputs: { expression: '30 9 * * 1-5', count: 3, at: '2024-03-29T12:00:00Z', timezone: 'Europe/Berlin' },
      result: {
        timezone: 'Europe/Berlin',
        runs: [
          { utc: '2024-04-01T07:30:00.000Z', local: '2024-04-01T09:30:00+02:00' },
          { utc: '2024-04-02T07:30:00.000Z', local: '2024-04-02T09:30:00+02:00' },
          { utc: '2024-04-03T07:30:00.000Z', local: '2024-04-03T09:30:00+02:00' },
        ],
      },
    },
    {
      inputs: { expression: '0 0 29 2 *', count: 2, at: '2024-03-01T00:00:00Z', timezone: 'UTC' },
      result: {
        timezone: 'UTC',
        runs: [
          { utc: '2028-02-29T00:00:00.000Z', local: '2028-02-29T00:00:00Z' },
          { utc: '2032-02-29T00:00:00.000Z', local: '2032-02-29T00:00:00Z' },
        ],
      },
    },
  ],
  heavy: true,
  run({ expression, count, at, timezone }: Inputs) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    } catch {
      throw new ToolError(`Unknown time zone "${timezone}": use an IANA name such as UTC, America/New_York or Asia/Tokyo.`);
    }
    const start = at === undefined ? Date.now() : instant(at);
    let schedule;
    try {
      schedule = CronExpressionParser.parse(expression, { currentDate: new Date(start), tz: timezone });
    } catch (error) {
      throw new ToolError(`Invalid cron expression: ${String((error as Error).message ?? error).slice(0, 300)}`);
    }
    const runs: Array<{ utc: string; local: string }> = [];
    try {
      for (let i = 0; i < count; i++) {
        const next = schedule.next();
        const ms = next.getTime();
        runs.push({ utc: new Date(ms).toISOString(), local: localIso(ms, next.getUTCOffset()) });
      }
    } catch (error) {
      if (runs.length === 0) {
        throw new ToolError(`The expression never fires: ${String((error as Error).message ?? error).slice(0, 300)}`);
      }
    }
    return { timezone, runs };
  },
});
