import { defineTool } from '../define.ts';
import { formatDays, toDays } from '../date-helpers.ts';

interface Inputs {
  year: number;
  calendar?: 'western' | 'orthodox';
}

/** Day number of Easter Sunday: Meeus/Jones/Butcher (Gregorian) or Meeus' Julian algorithm moved to the Gregorian calendar. */
function easter(y: number, calendar: 'western' | 'orthodox'): number {
  if (calendar === 'orthodox') {
    const d = (19 * (y % 19) + 15) % 30;
    const e = (2 * (y % 4) + 4 * (y % 7) - d + 34) % 7;
    const month = Math.floor((d + e + 114) / 31);
    const day = ((d + e + 114) % 31) + 1;
    // Julian → Gregorian: the calendars differ by ⌊y/100⌋ − ⌊y/400⌋ − 2 days after February of year y.
    return toDays(y, month, day) + Math.floor(y / 100) - Math.floor(y / 400) - 2;
  }
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toDays(y, month, day);
}

export default defineTool({
  slug: 'easter-date',
  name: 'Easter date',
  category: 'dates',
  description:
    'Gives the date of Easter Sunday for a year from 1583 to 4099: western (Gregorian computus, Meeus/Jones/Butcher algorithm) or orthodox (Julian computus, Meeus), both returned as Gregorian calendar dates, with Good Friday, Ascension and Pentecost derived from it.',
  inputSchema: {
    type: 'object',
    properties: {
      year: { type: 'integer', minimum: 1583, maximum: 4099, description: 'Year to compute Easter for (1583–4099).' },
      calendar: { type: 'string', enum: ['western', 'orthodox'], default: 'western', description: 'Computus: western (Gregorian, the default) or orthodox (Julian); both results are given as Gregorian dates.' },
    },
    required: ['year'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', description: 'Easter Sunday (Gregorian calendar), YYYY-MM-DD.' },
      goodFriday: { type: 'string' },
      ascension: { type: 'string', description: 'Easter + 39 days.' },
      pentecost: { type: 'string', description: 'Easter + 49 days.' },
    },
    required: ['date', 'goodFriday', 'ascension', 'pentecost'],
  },
  examples: [
    {
      inputs: {"year": 2025},
      result: {"date": "2025-04-20", "goodFriday": "2025-04-18", "ascension": "2025-05-29", "pentecost": "2025-06-08"},
    },
    {
      inputs: {"year": 2025, "calendar": "orthodox"},
      result: {"date": "2025-04-20", "goodFriday": "2025-04-18", "ascension": "2025-05-29", "pentecost": "2025-06-08"},
    },
    {
      inputs: {"year": 2024, "calendar": "orthodox"},
      result: {"date": "2024-05-05", "goodFriday": "2024-05-03", "ascension": "2024-06-13", "pentecost": "2024-06-23"},
    },
    {
      inputs: {"year": 2024},
      result: {"date": "2024-03-31", "goodFriday": "2024-03-29", "ascension": "2024-05-09", "pentecost": "2024-05-19"},
    },
  ],
  run({ year, calendar = 'western' }: Inputs) {
    const sunday = easter(year, calendar);
    return {
      date: formatDays(sunday),
      goodFriday: formatDays(sunday - 2),
      ascension: formatDays(sunday + 39),
      pentecost: formatDays(sunday + 49),
    };
  },
});
