import { ToolError, defineTool } from '../define.ts';
import { DATE_TIME_PATTERN, formatInstant, formatOffset, localToInstant, offsetAt, parseReading, zone, zoneName, checkRange, type Disambiguation } from '../date-helpers.ts';

interface Inputs {
  dateTime: string;
  fromZone?: string;
  toZone: string;
  disambiguation?: Disambiguation;
}

export default defineTool({
  slug: 'timezone-converter',
  name: 'Time zone converter',
  category: 'dates',
  description:
    'Converts a wall-clock time in one IANA time zone (or an instant with an offset) to another zone. A local time that happens twice (clocks turned back) takes the earlier instant unless disambiguation is "later" (as Temporal "compatible" and Python fold=0/1); a skipped local time (clocks turned forward) moves forward by the gap; "reject" refuses both. Abbreviations come from ICU (en-US), e.g. "EST", or "GMT+9" where it has none.',
  inputSchema: {
    type: 'object',
    properties: {
      dateTime: { type: 'string', maxLength: 40, pattern: DATE_TIME_PATTERN, description: 'Local date-time (no offset, read in fromZone) or an instant with Z / offset.' },
      fromZone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA zone of a local dateTime (required when dateTime has no offset).' },
      toZone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA zone to convert to.' },
      disambiguation: {
        type: 'string',
        enum: ['earlier', 'later', 'reject'],
        default: 'earlier',
        description: 'For a local time that happens twice: earlier (the default) or later instant; reject refuses a repeated or skipped local time.',
      },
    },
    required: ['dateTime', 'toZone'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Local time in toZone with its offset.' },
      utc: { type: 'string' },
      fromOffset: { type: 'string' },
      toOffset: { type: 'string' },
      fromAbbreviation: { type: 'string' },
      toAbbreviation: { type: 'string' },
    },
    required: ['result', 'utc', 'fromOffset', 'toOffset', 'fromAbbreviation', 'toAbbreviation'],
  },
  examples: [
    {
      inputs: {"dateTime": "2024-11-03T01:30:00", "fromZone": "America/New_York", "toZone": "America/Los_Angeles"},
      result: {"result": "2024-11-02T22:30:00-07:00", "utc": "2024-11-03T05:30:00Z", "fromOffset": "-04:00", "toOffset": "-07:00", "fromAbbreviation": "EDT", "toAbbreviation": "PDT"},
    },
    {
      inputs: {"dateTime": "2024-11-03T01:30:00", "fromZone": "America/New_York", "toZone": "UTC", "disambiguation": "later"},
      result: {"result": "2024-11-03T06:30:00Z", "utc": "2024-11-03T06:30:00Z", "fromOffset": "-05:00", "toOffset": "+00:00", "fromAbbreviation": "EST", "toAbbreviation": "UTC"},
    },
    {
      inputs: {"dateTime": "2024-03-10T02:30:00", "fromZone": "America/Chicago", "toZone": "America/Denver"},
      result: {"result": "2024-03-10T01:30:00-07:00", "utc": "2024-03-10T08:30:00Z", "fromOffset": "-05:00", "toOffset": "-07:00", "fromAbbreviation": "CDT", "toAbbreviation": "MST"},
    },
    {
      inputs: {"dateTime": "2024-07-01T16:00:00Z", "toZone": "America/Phoenix"},
      result: {"result": "2024-07-01T09:00:00-07:00", "utc": "2024-07-01T16:00:00Z", "fromOffset": "+00:00", "toOffset": "-07:00", "fromAbbreviation": "UTC", "toAbbreviation": "MST"},
    },
  ],
  run({ dateTime, fromZone, toZone, disambiguation = 'earlier' }: Inputs) {
    const reading = parseReading(dateTime, 'dateTime');
    const to = zone(toZone, 'toZone');
    let ms: number;
    let fromOffset: number;
    let fromAbbreviation: string;
    if (reading.offset === null) {
      if (fromZone === undefined) throw new ToolError('"fromZone" is required for a local date-time without an offset.');
      const from = zone(fromZone, 'fromZone');
      ms = localToInstant(reading.wallMs, from, disambiguation);
      fromOffset = offsetAt(from, ms);
      fromAbbreviation = zoneName(from, ms, 'short');
    } else {
      ms = reading.wallMs - reading.offset * 60_000;
      fromOffset = reading.offset;
      fromAbbreviation = fromZone === undefined ? `UTC${reading.offset === 0 ? '' : formatOffset(reading.offset)}` : zoneName(zone(fromZone, 'fromZone'), ms, 'short');
    }
    checkRange(ms, 'dateTime');
    const toOffset = offsetAt(to, ms);
    return {
      result: formatInstant(ms, toOffset, true),
      utc: formatInstant(ms, 0, true),
      fromOffset: formatOffset(fromOffset),
      toOffset: formatOffset(toOffset),
      fromAbbreviation,
      toAbbreviation: zoneName(to, ms, 'short'),
    };
  },
});
