import { ToolError, defineTool, nullable } from '../define.ts';
import { DATE_OR_DATE_TIME_PATTERN, DAY_MS, addMonths, checkRange, formatDays, formatInstant, formatWall, parseReading } from '../date-helpers.ts';

interface Inputs {
  duration: string;
  referenceDate?: string;
}

const PATTERN = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:[.,](\d{1,3}))?S)?)?$/;

export default defineTool({
  slug: 'iso-duration-parser',
  name: 'ISO 8601 duration parser',
  category: 'dates',
  description:
    'Reads an ISO 8601 duration such as P1Y2M10DT2H30M into its parts. totalSeconds is exact only without years and months (days = 24 h) or with a referenceDate, from which endDate is computed as dateutil.relativedelta does: years and months with end-of-month clamp, then weeks and days, then time. Seconds may carry up to 3 decimals; without a reference, years/months make totalSeconds null.',
  inputSchema: {
    type: 'object',
    properties: {
      duration: { type: 'string', minLength: 2, maxLength: 60, description: 'ISO 8601 duration, e.g. P3DT4H or PT90M.' },
      referenceDate: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'Date or date-time the duration starts at.' },
    },
    required: ['duration'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      years: { type: 'integer' },
      months: { type: 'integer' },
      weeks: { type: 'integer' },
      days: { type: 'integer' },
      hours: { type: 'integer' },
      minutes: { type: 'integer' },
      seconds: { type: 'number' },
      totalSeconds: nullable({ type: 'number' }, { description: 'Length of the duration in seconds; null when it has years or months and no referenceDate.' }),
      endDate: nullable({ type: 'string' }, { description: 'referenceDate + duration, in the form of referenceDate; null without a referenceDate.' }),
    },
    required: ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'totalSeconds', 'endDate'],
  },
  examples: [
    {
      inputs: {"duration": "P1Y2M10DT2H30M"},
      result: {"years": 1, "months": 2, "weeks": 0, "days": 10, "hours": 2, "minutes": 30, "seconds": 0.0, "totalSeconds": null, "endDate": null},
    },
    {
      inputs: {"duration": "P1Y2M10DT2H30M", "referenceDate": "2024-01-31T08:00:00Z"},
      result: {"years": 1, "months": 2, "weeks": 0, "days": 10, "hours": 2, "minutes": 30, "seconds": 0.0, "totalSeconds": 37593000.0, "endDate": "2025-04-10T10:30:00Z"},
    },
    {
      inputs: {"duration": "P2WT36H0.5S"},
      result: {"years": 0, "months": 0, "weeks": 2, "days": 0, "hours": 36, "minutes": 0, "seconds": 0.5, "totalSeconds": 1339200.5, "endDate": null},
    },
    {
      inputs: {"duration": "P1M", "referenceDate": "2024-01-31"},
      result: {"years": 0, "months": 1, "weeks": 0, "days": 0, "hours": 0, "minutes": 0, "seconds": 0.0, "totalSeconds": 2505600, "endDate": "2024-02-29"},
    },
  ],
  run({ duration, referenceDate }: Inputs) {
    const match = PATTERN.exec(duration);
    if (!match || duration === 'P' || duration.endsWith('T')) {
      throw new ToolError(`"${duration.slice(0, 60)}" is not an ISO 8601 duration such as P1Y2M10DT2H30M.`);
    }
    const n = (i: number) => {
      const v = Number(match[i] ?? 0);
      if (v > 1e9) throw new ToolError('Each duration part must be at most 1 000 000 000.');
      return v;
    };
    const [years, months, weeks, days, hours, minutes, wholeSeconds] = [n(1), n(2), n(3), n(4), n(5), n(6), n(7)];
    const millis = Number((match[8] ?? '').padEnd(3, '0'));
    const timeMs = ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + wholeSeconds) * 1000 + millis;
    if (!Number.isSafeInteger(timeMs)) throw new ToolError('The duration is too long to count exactly in milliseconds.');
    const base = {
      years, months, weeks, days, hours, minutes,
      seconds: (wholeSeconds * 1000 + millis) / 1000,
    };
    if (referenceDate === undefined) {
      return { ...base, totalSeconds: years || months ? null : timeMs / 1000, endDate: null };
    }
    const reading = parseReading(referenceDate, 'referenceDate');
    if (reading.dateOnly && (hours || minutes || wholeSeconds || millis)) {
      throw new ToolError('A duration with hours, minutes or seconds needs a date-time referenceDate.');
    }
    if (years > 10000 || months > 120000) throw new ToolError('The end date falls outside the years 0001–9999.');
    const day = Math.floor(reading.wallMs / DAY_MS);
    const shifted = addMonths(day, years * 12 + months) * DAY_MS + (reading.wallMs - day * DAY_MS);
    const end = checkRange(shifted + timeMs, 'endDate');
    const endDate = reading.dateOnly
      ? formatDays(Math.floor(end / DAY_MS))
      : reading.offset === null ? formatWall(end, true) : formatInstant(end - reading.offset * 60_000, reading.offset, true);
    return { ...base, totalSeconds: (end - reading.wallMs) / 1000, endDate };
  },
});
