import { ToolError, defineTool } from '../define.ts';
import { INSTANT_PATTERN, checkRange, formatInstant, parseInstant } from '../date-helpers.ts';

interface Inputs {
  dateTime?: string;
  julianDay?: number;
  modifiedJulianDay?: number;
}

export default defineTool({
  slug: 'julian-day-converter',
  name: 'Julian day converter',
  category: 'dates',
  description:
    'Converts between a UTC date-time and its Julian Day (days since noon UTC of 1 January 4713 BC, Julian calendar; JD = Unix milliseconds / 86 400 000 + 2 440 587.5) and Modified Julian Day (MJD = JD − 2 400 000.5, computed as ms / 86 400 000 + 40 587). Dates are proleptic Gregorian for years 1–9999; date-times are rounded to the millisecond. Leap seconds are ignored (UTC days of 86 400 s).',
  inputSchema: {
    type: 'object',
    properties: {
      dateTime: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'ISO 8601 date-time with Z or offset.' },
      julianDay: { type: 'number', minimum: 1721430, maximum: 5373480, description: 'Alternatively, a Julian Day (days since noon UTC, 1 January 4713 BC; fractions are the time of day).' },
      modifiedJulianDay: { type: 'number', minimum: -678570, maximum: 2973479, description: 'Alternatively, a Modified Julian Day (JD − 2 400 000.5: days since 1858-11-17T00:00Z).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      julianDay: { type: 'number' },
      modifiedJulianDay: { type: 'number' },
      dateTime: { type: 'string', description: 'UTC, with milliseconds when not zero.' },
    },
    required: ['julianDay', 'modifiedJulianDay', 'dateTime'],
  },
  examples: [
    {
      inputs: {"dateTime": "2000-01-01T12:00:00Z"},
      result: {"julianDay": 2451545.0, "modifiedJulianDay": 51544.5, "dateTime": "2000-01-01T12:00:00Z"},
    },
    {
      inputs: {"modifiedJulianDay": 60000},
      result: {"julianDay": 2460000.5, "modifiedJulianDay": 60000, "dateTime": "2023-02-25T00:00:00Z"},
    },
    {
      inputs: {"dateTime": "2024-11-23T19:00:00+01:00"},
      result: {"julianDay": 2460638.25, "modifiedJulianDay": 60637.75, "dateTime": "2024-11-23T18:00:00Z"},
    },
  ],
  run({ dateTime, julianDay, modifiedJulianDay }: Inputs) {
    const given = [dateTime, julianDay, modifiedJulianDay].filter((v) => v !== undefined).length;
    if (given !== 1) throw new ToolError('Give exactly one of "dateTime", "julianDay" or "modifiedJulianDay".');
    let ms: number;
    if (dateTime !== undefined) ms = parseInstant(dateTime, 'dateTime');
    else if (julianDay !== undefined) ms = Math.round((julianDay - 2440587.5) * 86_400_000);
    else ms = Math.round((modifiedJulianDay! - 40587) * 86_400_000);
    checkRange(ms, 'dateTime');
    return {
      julianDay: julianDay ?? ms / 86_400_000 + 2440587.5,
      modifiedJulianDay: modifiedJulianDay ?? ms / 86_400_000 + 40587,
      dateTime: formatInstant(ms, 0, true),
    };
  },
});
