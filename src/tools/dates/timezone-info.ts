import { defineTool, nullable } from '../define.ts';
import { DAY_MS, INSTANT_PATTERN, checkRange, formatInstant, formatOffset, offsetAt, parseInstant, toDays, fromDays, zone, zoneName } from '../date-helpers.ts';
import type { IANAZone } from 'luxon';

interface Inputs {
  zone: string;
  at: string;
}

const SEARCH_DAYS = 400;
/** Scan step: offsets are compared every two days, then the change is bisected to the second. */
const STEP_DAYS = 2;

/** The first instant (to the second) after `ms` in the direction given where the offset changes, within SEARCH_DAYS. */
function transition(z: IANAZone, ms: number, direction: 1 | -1): number | null {
  const base = offsetAt(z, ms);
  let near = ms;
  for (let i = STEP_DAYS; i <= SEARCH_DAYS; i += STEP_DAYS) {
    const far = ms + direction * i * DAY_MS;
    if (offsetAt(z, far) !== base) {
      // Bisect between `near` (base offset) and `far` (other offset) down to one second.
      let [lo, hi] = direction === 1 ? [near, far] : [far, near];
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if ((offsetAt(z, mid) === base) === (direction === 1)) lo = mid;
        else hi = mid;
      }
      return hi;
    }
    near = far;
  }
  return null;
}

export default defineTool({
  slug: 'timezone-info',
  name: 'Time zone information',
  category: 'dates',
  description:
    'Describes an IANA time zone at an instant: UTC offset, abbreviation and long name (from Node 20\'s ICU/CLDR in en-US, e.g. "EDT" / "Eastern Daylight Time", "GMT+9" where ICU has no abbreviation), whether daylight-saving time is in effect (offset above the smaller of the 1 January and 1 July offsets of that year), and the offset transitions before and after it, searched within 400 days (null when none).',
  inputSchema: {
    type: 'object',
    properties: {
      zone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA time zone, e.g. Europe/Paris.' },
      at: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'The instant (ISO 8601 with Z or offset).' },
    },
    required: ['zone', 'at'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      local: { type: 'string', description: 'Local time at the instant, with its offset.' },
      offset: { type: 'string' },
      offsetMinutes: { type: 'number' },
      abbreviation: { type: 'string' },
      longName: { type: 'string' },
      isDst: { type: 'boolean' },
      previousTransition: nullable({ type: 'string' }, { description: 'Last offset change at or before the instant (UTC); null when none within 400 days.' }),
      nextTransition: nullable({ type: 'string' }, { description: 'Next offset change after the instant (UTC); null when none within 400 days.' }),
    },
    required: ['local', 'offset', 'offsetMinutes', 'abbreviation', 'longName', 'isDst', 'previousTransition', 'nextTransition'],
  },
  examples: [
    {
      inputs: {"zone": "America/New_York", "at": "2024-07-01T12:00:00Z"},
      result: {"local": "2024-07-01T08:00:00-04:00", "offset": "-04:00", "offsetMinutes": -240, "abbreviation": "EDT", "longName": "Eastern Daylight Time", "isDst": true, "previousTransition": "2024-03-10T07:00:00Z", "nextTransition": "2024-11-03T06:00:00Z"},
    },
    {
      inputs: {"zone": "America/Phoenix", "at": "2024-07-01T12:00:00Z"},
      result: {"local": "2024-07-01T05:00:00-07:00", "offset": "-07:00", "offsetMinutes": -420, "abbreviation": "MST", "longName": "Mountain Standard Time", "isDst": false, "previousTransition": null, "nextTransition": null},
    },
    {
      inputs: {"zone": "America/New_York", "at": "2024-11-03T06:00:00Z"},
      result: {"local": "2024-11-03T01:00:00-05:00", "offset": "-05:00", "offsetMinutes": -300, "abbreviation": "EST", "longName": "Eastern Standard Time", "isDst": false, "previousTransition": "2024-11-03T06:00:00Z", "nextTransition": "2025-03-09T07:00:00Z"},
    },
  ],
  run({ zone: name, at }: Inputs) {
    const z = zone(name);
    const ms = checkRange(parseInstant(at, 'at'), 'at');
    const offset = offsetAt(z, ms);
    const year = fromDays(Math.floor(ms / DAY_MS)).year;
    const standard = Math.min(offsetAt(z, toDays(year, 1, 1) * DAY_MS), offsetAt(z, toDays(year, 7, 1) * DAY_MS));
    const previous = transition(z, ms + 1000, -1);
    const next = transition(z, ms, 1);
    return {
      local: formatInstant(ms, offset, true),
      offset: formatOffset(offset),
      offsetMinutes: offset,
      abbreviation: zoneName(z, ms, 'short'),
      longName: zoneName(z, ms, 'long'),
      isDst: offset > standard,
      previousTransition: previous === null ? null : formatInstant(previous, 0),
      nextTransition: next === null ? null : formatInstant(next, 0),
    };
  },
});
