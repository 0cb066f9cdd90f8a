import { ToolError, defineTool } from '../define.ts';
import { INSTANT_PATTERN, WEEKDAYS, MONTHS, checkRange, formatInstant, isoWeekday, offsetAt, parseInstant, zone, DAY_MS, fromDays } from '../date-helpers.ts';

interface Inputs {
  timestamp?: number | string;
  unit?: 'auto' | 's' | 'ms' | 'us' | 'ns';
  dateTime?: string;
  zone?: string;
}

const PER_MS = { s: 1000n, ms: 1n, us: 1n, ns: 1n } as const;
const DIV_MS = { s: 1n, ms: 1n, us: 1000n, ns: 1_000_000n } as const;

/** Epoch milliseconds (floored) of a decimal timestamp text in a unit, in exact integer arithmetic. */
function toMs(text: string, unit: 's' | 'ms' | 'us' | 'ns'): bigint {
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  const scale = 10n ** BigInt(fraction.length);
  const value = BigInt(whole! + fraction) * (text.startsWith('-') ? -1n : 1n);
  const numerator = value * PER_MS[unit];
  const denominator = DIV_MS[unit] * scale;
  const q = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? q - 1n : q;
}

/** RFC 2822 date in UTC, e.g. "Tue, 14 Nov 2023 22:13:20 +0000". */
export function rfc2822(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const { year, month, day } = fromDays(days);
  const time = new Date(ms).toISOString().slice(11, 19);
  return `${WEEKDAYS[isoWeekday(days) - 1]!.slice(0, 3)}, ${String(day).padStart(2, '0')} ${MONTHS[month - 1]!.slice(0, 3)} ${String(year).padStart(4, '0')} ${time} +0000`;
}

export default defineTool({
  slug: 'unix-timestamp-converter',
  name: 'Unix timestamp converter',
  category: 'dates',
  description:
    'Converts a Unix timestamp (seconds, milliseconds, microseconds or nanoseconds since 1970-01-01T00:00:00Z, leap seconds not counted) to ISO 8601, RFC 2822 and a local time in an IANA zone, or a date-time back to Unix time. unit "auto" reads |value| < 1e11 as seconds, < 1e14 as milliseconds, < 1e17 as microseconds, else nanoseconds. Precision is the millisecond (finer digits are floored).',
  inputSchema: {
    type: 'object',
    properties: {
      timestamp: {
        anyOf: [
          { type: 'number', minimum: -1e20, maximum: 1e20 },
          { type: 'string', maxLength: 32, pattern: '^-?\\d{1,21}(\\.\\d{1,9})?$' },
        ],
        description: 'The Unix timestamp (a number, or a decimal string for exact large values).',
      },
      unit: {
        type: 'string',
        enum: ['auto', 's', 'ms', 'us', 'ns'],
        default: 'auto',
        description: 'Unit of timestamp: seconds, milliseconds, microseconds or nanoseconds; auto (the default) guesses it from the magnitude.',
      },
      dateTime: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'Alternatively, an ISO 8601 date-time with Z or offset to convert to Unix time.' },
      zone: { type: 'string', minLength: 1, maxLength: 64, default: 'UTC', description: 'IANA zone for "inZone".' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      unit: { type: 'string', description: 'The unit the timestamp was read in.' },
      unixSeconds: { type: 'number', description: 'Seconds since the epoch (milliseconds as a fraction).' },
      unixMilliseconds: { type: 'integer' },
      iso: { type: 'string', description: 'UTC, with milliseconds, e.g. 2023-11-14T22:13:20.000Z.' },
      rfc2822: { type: 'string' },
      inZone: { type: 'string', description: 'Local time in "zone" with its offset.' },
    },
    required: ['unit', 'unixSeconds', 'unixMilliseconds', 'iso', 'rfc2822', 'inZone'],
  },
  examples: [
    {
      inputs: {"timestamp": 1700000000},
      result: {"unit": "s", "unixSeconds": 1700000000.0, "unixMilliseconds": 1700000000000, "iso": "2023-11-14T22:13:20.000Z", "rfc2822": "Tue, 14 Nov 2023 22:13:20 +0000", "inZone": "2023-11-14T22:13:20Z"},
    },
    {
      inputs: {"timestamp": "1718454645123456789", "zone": "Asia/Kolkata"},
      result: {"unit": "ns", "unixSeconds": 1718454645.123, "unixMilliseconds": 1718454645123, "iso": "2024-06-15T12:30:45.123Z", "rfc2822": "Sat, 15 Jun 2024 12:30:45 +0000", "inZone": "2024-06-15T18:00:45.123+05:30"},
    },
    {
      inputs: {"dateTime": "2024-07-04T12:00:00-04:00", "zone": "America/New_York"},
      result: {"unit": "ms", "unixSeconds": 1720108800.0, "unixMilliseconds": 1720108800000, "iso": "2024-07-04T16:00:00.000Z", "rfc2822": "Thu, 04 Jul 2024 16:00:00 +0000", "inZone": "2024-07-04T12:00:00-04:00"},
    },
  ],
  run({ timestamp, unit = 'auto', dateTime, zone: zoneName = 'UTC' }: Inputs) {
    const z = zone(zoneName);
    let ms: number;
    let used: string = unit;
    if ((timestamp === undefined) === (dateTime === undefined)) throw new ToolError('Give either "timestamp" or "dateTime".');
    if (dateTime !== undefined) {
      ms = parseInstant(dateTime, 'dateTime');
      used = 'ms';
    } else {
      let text: string;
      if (typeof timestamp === 'number') {
        if (!Number.isFinite(timestamp)) throw new ToolError('"timestamp" must be a finite number.');
        text = Number.isInteger(timestamp) ? BigInt(timestamp).toString() : String(timestamp);
        if (!/^-?\d+(\.\d+)?$/.test(text)) throw new ToolError('"timestamp" is too small a fraction: give it as a decimal string.');
      } else text = timestamp!;
      if (unit === 'auto') {
        const magnitude = Math.abs(Number(text));
        used = magnitude < 1e11 ? 's' : magnitude < 1e14 ? 'ms' : magnitude < 1e17 ? 'us' : 'ns';
      }
      const big = toMs(text, used as 's' | 'ms' | 'us' | 'ns');
      if (big > 1_000_000_000_000_000n || big < -1_000_000_000_000_000n) throw new ToolError('"timestamp" falls outside the years 0001–9999.');
      ms = Number(big);
    }
    checkRange(ms, 'timestamp');
    return {
      unit: used,
      unixSeconds: ms / 1000,
      unixMilliseconds: ms,
      iso: new Date(ms).toISOString(),
      rfc2822: rfc2822(ms),
      inZone: formatInstant(ms, offsetAt(z, ms), true),
    };
  },
});
