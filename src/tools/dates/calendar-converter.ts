import { defineTool, nullable } from '../define.ts';
import { DATE_PATTERN, DAY_MS, parseDateDays } from '../date-helpers.ts';

type CalendarId = 'hebrew' | 'islamic-umalqura' | 'islamic-civil' | 'persian' | 'chinese' | 'japanese' | 'buddhist' | 'indian' | 'ethiopic' | 'coptic';

interface Inputs {
  date: string;
  calendar: CalendarId;
}

export default defineTool({
  slug: 'calendar-converter',
  name: 'Calendar converter',
  category: 'dates',
  description:
    'Converts a Gregorian date to the Hebrew, Islamic (Umm al-Qura or tabular civil), Persian (Solar Hijri), Chinese, Japanese (imperial era), Buddhist, Indian national, Ethiopic or Coptic calendar with Intl.DateTimeFormat; the results (and month names, in English) come from Node 20\'s ICU (CLDR) and may change with it. month is the ordinal of the month within its year, leap months counted (Hebrew: Tishri = 1, Nisan = 7 in common and 8 in leap years); the Chinese year is the related Gregorian year.',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'Gregorian date, YYYY-MM-DD.' },
      calendar: {
        type: 'string',
        enum: ['hebrew', 'islamic-umalqura', 'islamic-civil', 'persian', 'chinese', 'japanese', 'buddhist', 'indian', 'ethiopic', 'coptic'],
        description: 'Target calendar: islamic-umalqura is the Saudi Umm al-Qura calendar, islamic-civil the tabular one, persian the Solar Hijri, indian the Indian national (Saka) calendar.',
      },
    },
    required: ['date', 'calendar'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      year: { type: 'integer' },
      month: { type: 'integer' },
      monthName: { type: 'string' },
      day: { type: 'integer' },
      era: nullable({ type: 'string' }, { description: 'Era abbreviation or name as ICU gives it (e.g. AP, AM, AH, Reiwa); null when the calendar has none (Chinese).' }),
      formatted: { type: 'string' },
    },
    required: ['year', 'month', 'monthName', 'day', 'era', 'formatted'],
  },
  examples: [
    {
      inputs: {"date": "2024-03-20", "calendar": "persian"},
      result: {"year": 1403, "month": 1, "monthName": "Farvardin", "day": 1, "era": "AP", "formatted": "Farvardin 1, 1403 AP"},
    },
    {
      inputs: {"date": "2024-10-03", "calendar": "hebrew"},
      result: {"year": 5785, "month": 1, "monthName": "Tishri", "day": 1, "era": "AM", "formatted": "1 Tishri 5785"},
    },
    {
      inputs: {"date": "2024-03-11", "calendar": "islamic-umalqura"},
      result: {"year": 1445, "month": 9, "monthName": "Ramadan", "day": 1, "era": "AH", "formatted": "Ramadan 1, 1445 AH"},
    },
    {
      inputs: {"date": "2019-05-01", "calendar": "japanese"},
      result: {"year": 1, "month": 5, "monthName": "May", "day": 1, "era": "Reiwa", "formatted": "May 1, 1 Reiwa"},
    },
    {
      inputs: {"date": "2024-02-10", "calendar": "chinese"},
      result: {"year": 2024, "month": 1, "monthName": "First Month", "day": 1, "era": null, "formatted": "First Month 1, 2024(jia-chen)"},
    },
  ],
  run({ date, calendar }: Inputs) {
    const when = new Date(parseDateDays(date, 'date') * DAY_MS);
    const locale = `en-US-u-ca-${calendar}`;
    const parts = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).formatToParts(when);
    const numeric = parts({ year: 'numeric', month: 'numeric', day: 'numeric', era: 'short' });
    const named = parts({ month: 'long' });
    const get = (list: Intl.DateTimeFormatPart[], type: string) => list.find((p) => p.type === type)?.value;
    const year = Number(get(numeric, 'relatedYear') ?? get(numeric, 'year'));
    // ICU's month number is not numeric for Hebrew and Chinese months: count the months back to the first of the
    // year instead, jumping from each month's first day to the day before it.
    let month = Number(get(numeric, 'month'));
    if (!Number.isInteger(month)) {
      const yearMonthDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
      const read = (ms: number) => {
        const list = yearMonthDay.formatToParts(new Date(ms));
        return { y: Number(get(list, 'relatedYear') ?? get(list, 'year')), d: Number(get(list, 'day')) };
      };
      month = 1;
      let first = when.getTime() - (Number(get(numeric, 'day')) - 1) * DAY_MS;
      for (let i = 0; i < 14; i++) {
        const previous = read(first - DAY_MS);
        if (previous.y !== year) break;
        month++;
        first -= previous.d * DAY_MS;
      }
    }
    const formatted = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(when);
    return {
      year,
      month,
      monthName: get(named, 'month') ?? '',
      day: Number(get(numeric, 'day')),
      era: get(numeric, 'era') ?? null,
      formatted,
    };
  },
});
