import { defineTool } from '../define.ts';
import { DAY_MS, INSTANT_PATTERN, checkRange, formatInstant, formatOffset, offsetAt, parseInstant, zone } from '../date-helpers.ts';

interface Inputs {
  at: string;
  zones: string[];
}

export default defineTool({
  slug: 'world-clock',
  name: 'World clock',
  category: 'dates',
  description:
    'Shows one instant as local time in several IANA time zones, with each zone\'s UTC offset and whether its local date is a day before (−1), the same as (0) or a day after (+1) the UTC date.',
  inputSchema: {
    type: 'object',
    properties: {
      at: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'The instant (ISO 8601 with Z or offset).' },
      zones: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 64 }, description: 'IANA time zones.' },
    },
    required: ['at', 'zones'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      utc: { type: 'string' },
      times: {
        type: 'array',
        items: {
          type: 'object',
          properties: { zone: { type: 'string' }, local: { type: 'string' }, offset: { type: 'string' }, dayDelta: { type: 'integer' } },
          required: ['zone', 'local', 'offset', 'dayDelta'],
        },
      },
    },
    required: ['utc', 'times'],
  },
  examples: [
    {
      inputs: {"at": "2024-07-01T22:30:00Z", "zones": ["America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Asia/Tokyo"]},
      result: {"utc": "2024-07-01T22:30:00Z", "times": [{"zone": "America/Los_Angeles", "local": "2024-07-01T15:30:00-07:00", "offset": "-07:00", "dayDelta": 0}, {"zone": "Europe/Berlin", "local": "2024-07-02T00:30:00+02:00", "offset": "+02:00", "dayDelta": 1}, {"zone": "Asia/Kolkata", "local": "2024-07-02T04:00:00+05:30", "offset": "+05:30", "dayDelta": 1}, {"zone": "Asia/Tokyo", "local": "2024-07-02T07:30:00+09:00", "offset": "+09:00", "dayDelta": 1}]},
    },
    {
      inputs: {"at": "2024-01-15T03:00:00+01:00", "zones": ["UTC", "America/New_York", "Australia/Sydney"]},
      result: {"utc": "2024-01-15T02:00:00Z", "times": [{"zone": "UTC", "local": "2024-01-15T02:00:00Z", "offset": "+00:00", "dayDelta": 0}, {"zone": "America/New_York", "local": "2024-01-14T21:00:00-05:00", "offset": "-05:00", "dayDelta": -1}, {"zone": "Australia/Sydney", "local": "2024-01-15T13:00:00+11:00", "offset": "+11:00", "dayDelta": 0}]},
    },
  ],
  run({ at, zones }: Inputs) {
    const ms = checkRange(parseInstant(at, 'at'), 'at');
    const utcDay = Math.floor(ms / DAY_MS);
    return {
      utc: formatInstant(ms, 0, true),
      times: zones.map((name, i) => {
        const offset = offsetAt(zone(name, `zones[${i}]`), ms);
        return {
          zone: name,
          local: formatInstant(ms, offset, true),
          offset: formatOffset(offset),
          dayDelta: Math.floor((ms + offset * 60_000) / DAY_MS) - utcDay,
        };
      }),
    };
  },
});
