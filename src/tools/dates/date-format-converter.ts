import { DateTime } from 'luxon';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { checkRange, formatInstant, localToInstant, offsetAt, parseReading, zone } from '../date-helpers.ts';

interface Inputs {
  dateTime: string;
  inputFormat?: string;
  outputFormat: string;
  locale?: string;
  zone?: string;
}

/** Whether an LDML pattern (quoted text aside) carries an offset or zone token. */
const hasZoneToken = (pattern: string): boolean => /[Zz]/.test(pattern.replace(/'[^']*'/g, ''));

export default defineTool({
  slug: 'date-format-converter',
  name: 'Date format converter',
  category: 'dates',
  description:
    'Reformats a date-time: read as ISO 8601 or with an LDML pattern ("inputFormat", e.g. dd/MM/yyyy HH:mm), written with an LDML pattern (luxon tokens: yyyy, MM, MMMM, dd, EEEE, HH, mm, ss, a, ZZ…) or one of iso, rfc3339, rfc2822, http, unix. A time without an offset is read in "zone" (UTC by default; an ambiguous local time takes the earlier instant); the output is in "zone", else in the input\'s own offset. Month and day names come from Node 20\'s ICU (CLDR) for "locale".',
  inputSchema: {
    type: 'object',
    properties: {
      dateTime: { type: 'string', minLength: 1, maxLength: 100, description: 'The date or date-time to reformat.' },
      inputFormat: { type: 'string', minLength: 1, maxLength: 100, description: 'LDML pattern of dateTime; ISO 8601 when absent.' },
      outputFormat: { type: 'string', minLength: 1, maxLength: 200, description: 'LDML pattern, or iso | rfc3339 | rfc2822 | http | unix.' },
      locale: { type: 'string', minLength: 2, maxLength: 35, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', default: 'en-US', description: 'BCP 47 locale for names.' },
      zone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA zone to read local times in and to write the output in.' },
    },
    required: ['dateTime', 'outputFormat'],
  },
  outputSchema: {
    type: 'object',
    properties: { formatted: { type: 'string' } },
    required: ['formatted'],
  },
  examples: [
    {
      inputs: {"dateTime": "2023-11-14T22:13:20Z", "outputFormat": "EEEE, d MMMM yyyy HH:mm"},
      result: {"formatted": "Tuesday, 14 November 2023 22:13"},
    },
    {
      inputs: {"dateTime": "05/03/2024 18:07", "inputFormat": "dd/MM/yyyy HH:mm", "zone": "Europe/Paris", "outputFormat": "iso"},
      result: {"formatted": "2024-03-05T18:07:00+01:00"},
    },
    {
      inputs: {"dateTime": "2024-03-05T18:07:00+01:00", "zone": "America/New_York", "outputFormat": "MM/dd/yyyy hh:mm a"},
      result: {"formatted": "03/05/2024 12:07 PM"},
    },
    {
      inputs: {"dateTime": "2024-03-05T18:07:00+01:00", "outputFormat": "rfc2822"},
      result: {"formatted": "Tue, 05 Mar 2024 18:07:00 +0100"},
    },
    {
      inputs: {"dateTime": "2024-03-05T18:07:00+01:00", "outputFormat": "http"},
      result: {"formatted": "Tue, 05 Mar 2024 17:07:00 GMT"},
    },
  ],
  run({ dateTime, inputFormat, outputFormat, locale = 'en-US', zone: zoneName }: Inputs) {
    const z = zone(zoneName ?? 'UTC');
    let ms: number;
    let offset: number | null;
    if (inputFormat === undefined) {
      const reading = parseReading(dateTime, 'dateTime');
      offset = reading.offset;
      ms = offset === null ? localToInstant(reading.wallMs, z) : reading.wallMs - offset * 60_000;
    } else {
      const parsed = attempt('Cannot read "inputFormat"', () => DateTime.fromFormat(dateTime, inputFormat, { zone: 'UTC', setZone: true, locale }));
      if (!parsed.isValid) throw new ToolError(`"dateTime" does not match "inputFormat": ${parsed.invalidExplanation ?? parsed.invalidReason}`);
      if (hasZoneToken(inputFormat)) {
        ms = parsed.toMillis();
        offset = parsed.offset;
      } else {
        const wall = Date.UTC(parsed.year, parsed.month - 1, parsed.day, parsed.hour, parsed.minute, parsed.second, parsed.millisecond);
        ms = localToInstant(wall, z);
        offset = null;
      }
    }
    checkRange(ms, 'dateTime');
    const outOffset = zoneName !== undefined || offset === null ? offsetAt(z, ms) : offset;
    const out = DateTime.fromMillis(ms, { zone: zoneName !== undefined || offset === null ? z.name : `UTC${outOffset === 0 ? '' : (outOffset > 0 ? '+' : '-') + `${Math.floor(Math.abs(outOffset) / 60)}:${String(Math.abs(outOffset) % 60).padStart(2, '0')}`}` });
    switch (outputFormat) {
      case 'iso':
      case 'rfc3339':
        return { formatted: formatInstant(ms, outOffset, true) };
      case 'rfc2822':
        return { formatted: out.toRFC2822()! };
      case 'http':
        return { formatted: out.toHTTP()! };
      case 'unix':
        return { formatted: String(ms / 1000) };
      default: {
        const formatted = attempt('Cannot format', () => out.setLocale(locale).toFormat(outputFormat));
        if (!out.setLocale(locale).isValid) throw new ToolError(`Unknown locale "${locale}".`);
        return { formatted };
      }
    }
  },
});
