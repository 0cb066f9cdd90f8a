import { ToolError, defineTool } from '../define.ts';
import { DATE_OR_DATE_TIME_PATTERN, DAY_MS, formatDays, formatWall, parseReading, toDays } from '../date-helpers.ts';

interface Inputs {
  serial?: number;
  dateTime?: string;
  system?: '1900' | '1904';
}

const EPOCH_1900 = toDays(1899, 12, 30);
const EPOCH_1904 = toDays(1904, 1, 1);

export default defineTool({
  slug: 'excel-date-converter',
  name: 'Excel date serial converter',
  category: 'dates',
  description:
    'Converts between an Excel/Lotus date serial number (days, with the time of day as a fraction) and a date-time. In the 1900 system serial 1 is 1900-01-01 and serial 60 is the non-existent 1900-02-29 that Lotus 1-2-3 and Excel count (refused here), so from 61 on the day is 1899-12-30 + serial; the 1904 system (old Mac Excel) counts from 1904-01-01 = 0. Times are rounded to the second.',
  inputSchema: {
    type: 'object',
    properties: {
      serial: { type: 'number', minimum: 0, maximum: 2958465.99999, description: 'Excel serial number (up to 9999-12-31).' },
      dateTime: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'Alternatively, a date or local date-time (an offset is ignored: Excel has no time zones).' },
      system: { type: 'string', enum: ['1900', '1904'], default: '1900', description: 'Excel date system: 1900 (the default; Windows Excel) or 1904 (old Mac Excel, serial 0 = 1904-01-01).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string' },
      dateTime: { type: 'string', description: 'Local date-time, yyyy-MM-ddTHH:mm:ss.' },
      serial: { type: 'number' },
    },
    required: ['date', 'dateTime', 'serial'],
  },
  examples: [
    {
      inputs: {"serial": 45292},
      result: {"date": "2024-01-01", "dateTime": "2024-01-01T00:00:00", "serial": 45292},
    },
    {
      inputs: {"serial": 45658.75},
      result: {"date": "2025-01-01", "dateTime": "2025-01-01T18:00:00", "serial": 45658.75},
    },
    {
      inputs: {"serial": 43830, "system": "1904"},
      result: {"date": "2024-01-01", "dateTime": "2024-01-01T00:00:00", "serial": 43830},
    },
    {
      inputs: {"dateTime": "2024-02-29T06:00:00"},
      result: {"date": "2024-02-29", "dateTime": "2024-02-29T06:00:00", "serial": 45351.25},
    },
    {
      inputs: {"dateTime": "1900-02-28"},
      result: {"date": "1900-02-28", "dateTime": "1900-02-28T00:00:00", "serial": 59},
    },
  ],
  run({ serial, dateTime, system = '1900' }: Inputs) {
    if ((serial === undefined) === (dateTime === undefined)) throw new ToolError('Give either "serial" or "dateTime".');
    let wallMs: number;
    let value: number;
    if (serial !== undefined) {
      const whole = Math.floor(serial);
      const seconds = Math.round((serial - whole) * 86400);
      if (system === '1900') {
        if (whole < 1) throw new ToolError('The 1900 system starts at serial 1 (1900-01-01); serial 0 is Excel\'s "1900-01-00".');
        if (whole === 60) throw new ToolError('Serial 60 is 1900-02-29, a day that did not exist (kept by Excel for Lotus 1-2-3 compatibility).');
      }
      const days = system === '1904' ? EPOCH_1904 + whole : whole < 60 ? EPOCH_1900 + whole + 1 : EPOCH_1900 + whole;
      wallMs = days * DAY_MS + seconds * 1000;
      value = serial;
    } else {
      const reading = parseReading(dateTime!, 'dateTime');
      const days = Math.floor(reading.wallMs / DAY_MS);
      const seconds = Math.round((reading.wallMs - days * DAY_MS) / 1000);
      let whole = days - (system === '1904' ? EPOCH_1904 : EPOCH_1900);
      if (system === '1900') {
        if (whole < 2) throw new ToolError('The 1900 system starts at 1900-01-01.');
        if (whole < 61) whole -= 1;
      } else if (whole < 0) throw new ToolError('The 1904 system starts at 1904-01-01.');
      wallMs = days * DAY_MS + seconds * 1000;
      value = whole + seconds / 86400;
    }
    if (wallMs >= (toDays(9999, 12, 31) + 1) * DAY_MS) throw new ToolError('The date falls after 9999-12-31, the last day Excel knows.');
    return { date: formatDays(Math.floor(wallMs / DAY_MS)), dateTime: formatWall(wallMs), serial: value };
  },
});
