import Holidays from 'date-holidays';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

interface Inputs {
  country: string;
  year: number;
  state?: string;
  types?: string[];
  language?: string;
}

/** Initialised calendars by country/state/language: init parses the rule data, the slow part. */
const cache = new Map<string, Holidays>();

export default defineTool({
  slug: 'public-holidays',
  name: 'Public holidays',
  category: 'dates',
  description:
    'Lists the holidays of a country (ISO 3166-1 alpha-2) and optionally a state or region for a year from 1970 to 2100, filtered by type (public by default; also bank, school, optional, observance). Data: date-holidays 3.37.0 by commenthol (ISC; holiday data CC-BY-3.0, https://github.com/commenthol/date-holidays) — rule-based, so check official sources for legal use.',
  inputSchema: {
    type: 'object',
    properties: {
      country: { type: 'string', pattern: '^[A-Za-z]{2}$', maxLength: 2, description: 'ISO 3166-1 alpha-2 country code, e.g. US, DE.' },
      year: { type: 'integer', minimum: 1970, maximum: 2100, description: 'Year to list the holidays of (1970–2100).' },
      state: { type: 'string', pattern: '^[A-Za-z0-9]{1,6}$', maxLength: 6, description: 'State / region code within the country (ISO 3166-2 suffix), e.g. BY for Bavaria.' },
      types: {
        type: 'array',
        items: { type: 'string', enum: ['public', 'bank', 'school', 'optional', 'observance'] },
        minItems: 1,
        maxItems: 5,
        uniqueItems: true,
        default: ['public'],
        description: 'Holiday types to include, each one of public, bank, school, optional or observance; public only by default.',
      },
      language: { type: 'string', pattern: '^[a-z]{2}$', maxLength: 2, description: 'Language of the names, e.g. en (the country\'s own language by default; falls back to it).' },
    },
    required: ['country', 'year'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      country: { type: 'string' },
      holidays: {
        type: 'array',
        items: {
          type: 'object',
          properties: { date: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' } },
          required: ['date', 'name', 'type'],
        },
      },
    },
    required: ['country', 'holidays'],
  },
  examples: [
    {
      inputs: {"country": "US", "year": 2024},
      result: {"country": "US", "holidays": [{"date": "2024-01-01", "name": "New Year's Day", "type": "public"}, {"date": "2024-01-15", "name": "Martin Luther King Jr. Day", "type": "public"}, {"date": "2024-02-19", "name": "Washington's Birthday", "type": "public"}, {"date": "2024-05-27", "name": "Memorial Day", "type": "public"}, {"date": "2024-06-19", "name": "Juneteenth", "type": "public"}, {"date": "2024-07-04", "name": "Independence Day", "type": "public"}, {"date": "2024-09-02", "name": "Labor Day", "type": "public"}, {"date": "2024-10-14", "name": "Columbus Day", "type": "public"}, {"date": "2024-11-11", "name": "Veterans Day", "type": "public"}, {"date": "2024-11-28", "name": "Thanksgiving Day", "type": "public"}, {"date": "2024-12-25", "name": "Christmas Day", "type": "public"}]},
    },
    {
      inputs: {"country": "DE", "year": 2024, "state": "BY", "language": "de"},
      result: {"country": "DE", "holidays": [{"date": "2024-01-01", "name": "Neujahr", "type": "public"}, {"date": "2024-01-06", "name": "Heilige Drei Könige", "type": "public"}, {"date": "2024-03-29", "name": "Karfreitag", "type": "public"}, {"date": "2024-04-01", "name": "Ostermontag", "type": "public"}, {"date": "2024-05-01", "name": "Maifeiertag", "type": "public"}, {"date": "2024-05-09", "name": "Christi Himmelfahrt", "type": "public"}, {"date": "2024-05-20", "name": "Pfingstmontag", "type": "public"}, {"date": "2024-05-30", "name": "Fronleichnam", "type": "public"}, {"date": "2024-10-03", "name": "Tag der Deutschen Einheit", "type": "public"}, {"date": "2024-11-01", "name": "Allerheiligen", "type": "public"}, {"date": "2024-12-25", "name": "1. Weihnachtstag", "type": "public"}, {"date": "2024-12-26", "name": "2. Weihnachtstag", "type": "public"}]},
    },
  ],
  run({ country, year, state, types = ['public'], language }: Inputs) {
    const code = country.toUpperCase();
    const region = state?.toUpperCase();
    const key = `${code}/${region ?? ''}/${language ?? ''}`;
    let calendar = cache.get(key);
    if (calendar === undefined) {
      const lookup = new Holidays();
      if (!lookup.getCountries()[code]) throw new ToolError(`No holiday data for country "${code}".`);
      if (region !== undefined && !lookup.getStates(code)?.[region]) throw new ToolError(`Unknown state or region "${state}" for ${code}.`);
      const options = language === undefined ? {} : { languages: [language] };
      calendar = attempt('Holiday data failed', () => (region === undefined ? new Holidays(code, options) : new Holidays(code, region, options)));
      if (cache.size >= 500) cache.clear();
      cache.set(key, calendar);
    }
    const list = attempt('Holiday data failed', () => calendar.getHolidays(year, language));
    const wanted = new Set(types);
    return {
      country: code,
      holidays: list.filter((h) => wanted.has(h.type)).map((h) => ({ date: h.date.slice(0, 10), name: h.name, type: h.type })),
    };
  },
});
