// Sun events of one local calendar day (rise, set, transit, three twilights) with astronomy-engine's searches.
import { Body, Equator, Horizon, Observer, SearchAltitude, SearchHourAngle } from 'astronomy-engine';
import type { IANAZone } from 'luxon';
import { ToolError, defineTool, nullable } from '../define.ts';
import { DATE_PATTERN, DAY_MS, formatOffset, formatWall, fromDays, localToInstant, offsetAt, parseDateDays, zone } from '../date-helpers.ts';

interface Inputs {
  latitude: number;
  longitude: number;
  date: string;
  zone: string;
}

/** The Sun's centre at sunrise and sunset: 34′ of refraction plus a 16′ semi-diameter below the horizon, as NOAA. */
const SUNRISE_ALTITUDE = -50 / 60;
const TWILIGHTS = { civil: -6, nautical: -12, astronomical: -18 } as const;
const MINUTE_MS = 60_000;
/** At most this many crossings of one kind in a local day (two happen only near midnight at high latitudes). */
const MAX_CROSSINGS = 4;

interface Crossing {
  ms: number;
  rising: boolean;
}

/** Every crossing of the Sun's centre through `altitude` in [start, end), in time order. */
function crossings(observer: Observer, altitude: number, start: number, end: number): Crossing[] {
  const found: Crossing[] = [];
  for (const direction of [+1, -1]) {
    let from = start;
    for (let i = 0; i < MAX_CROSSINGS && from < end; i++) {
      const hit = SearchAltitude(Body.Sun, observer, direction, new Date(from), (end - from) / DAY_MS, altitude);
      if (hit === null || hit.date.getTime() >= end) break;
      found.push({ ms: hit.date.getTime(), rising: direction > 0 });
      from = hit.date.getTime() + 1000;
    }
  }
  return found.sort((a, b) => a.ms - b.ms);
}

/** Whether the Sun's centre is above `altitude` at an instant (the same topocentric, unrefracted altitude the searches use). */
function above(observer: Observer, ms: number, altitude: number): boolean {
  const date = new Date(ms);
  const equator = Equator(Body.Sun, date, observer, true, true);
  return Horizon(date, observer, equator.ra, equator.dec).altitude > altitude;
}

/** Local yyyy-MM-ddTHH:mm±HH:MM, the wall time rounded half up to the minute, with the offset of the instant. */
function localMinute(ms: number, z: IANAZone): string {
  const offset = offsetAt(z, ms);
  const wall = ms + Math.round(offset * 60) * 1000;
  return `${formatWall(Math.floor((wall + MINUTE_MS / 2) / MINUTE_MS) * MINUTE_MS).slice(0, 16)}${formatOffset(offset)}`;
}

const time = (description: string) => nullable({ type: 'string' }, { description });

export default defineTool({
  slug: 'sunrise-sunset',
  name: 'Sunrise and sunset times',
  category: 'dates',
  description:
    'Sunrise, sunset, solar noon and civil, nautical and astronomical dawn and dusk at a place (degrees, north and east positive; sea level, no terrain or weather) on a local date (years 1900–2100) in an IANA zone, with astronomy-engine 2.1.19 (VSOP87 Sun, topocentric). Sunrise and sunset: the Sun\'s centre at −0.833° (34′ refraction + 16′ radius, fixed); twilights: the centre at −6°, −12°, −18°. Times are local yyyy-MM-ddTHH:mm±HH:MM (offset of that instant, +00:00 not Z, ±HH:MM:SS for historic mean times), rounded half up to the minute, which can carry into the next day. The day runs from local midnight to the next (23 or 25 h across DST); an event outside it is null; if one happens twice, dawns and sunrise give the first, dusks and sunset the last. solarNoon is the transit, given even below the horizon. dayLengthMinutes: minutes of that day with the upper limb up (sunset − sunrise on ordinary days), rounded half up; polarDay / polarNight: up / down all day.',
  inputSchema: {
    type: 'object',
    properties: {
      latitude: { type: 'number', minimum: -90, maximum: 90, description: 'Degrees, north positive.' },
      longitude: { type: 'number', minimum: -180, maximum: 180, description: 'Degrees, east positive.' },
      date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'The local calendar date, YYYY-MM-DD, years 1900 to 2100.' },
      zone: { type: 'string', minLength: 1, maxLength: 64, description: 'IANA time zone of the date and of the times, e.g. Europe/Paris.' },
    },
    required: ['latitude', 'longitude', 'date', 'zone'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      sunrise: time('Upper limb rises (centre at −0.833°); first of the day.'),
      sunset: time('Upper limb sets; last of the day.'),
      solarNoon: time('Transit (hour angle 0); null only if the local day holds none.'),
      civilDawn: time('Centre rises through −6°.'),
      civilDusk: time('Centre sets through −6°.'),
      nauticalDawn: time('Centre rises through −12°.'),
      nauticalDusk: time('Centre sets through −12°.'),
      astronomicalDawn: time('Centre rises through −18°.'),
      astronomicalDusk: time('Centre sets through −18°.'),
      dayLengthMinutes: { type: 'integer', description: 'Minutes of the local day with the upper limb above the horizon.' },
      polarDay: { type: 'boolean', description: 'The upper limb stays up the whole local day.' },
      polarNight: { type: 'boolean', description: 'The upper limb stays down the whole local day.' },
    },
    required: [
      'sunrise', 'sunset', 'solarNoon', 'civilDawn', 'civilDusk', 'nauticalDawn', 'nauticalDusk', 'astronomicalDawn',
      'astronomicalDusk', 'dayLengthMinutes', 'polarDay', 'polarNight',
    ],
  },
  examples: [
    {
      inputs: {"latitude": 40.7128, "longitude": -74.006, "date": "1977-06-07", "zone": "America/New_York"},
      result: {"sunrise": "1977-06-07T05:25-04:00", "sunset": "1977-06-07T20:25-04:00", "solarNoon": "1977-06-07T12:55-04:00", "civilDawn": "1977-06-07T04:52-04:00", "civilDusk": "1977-06-07T20:58-04:00", "nauticalDawn": "1977-06-07T04:10-04:00", "nauticalDusk": "1977-06-07T21:40-04:00", "astronomicalDawn": "1977-06-07T03:21-04:00", "astronomicalDusk": "1977-06-07T22:29-04:00", "dayLengthMinutes": 900, "polarDay": false, "polarNight": false},
    },
    {
      inputs: {"latitude": -22.9068, "longitude": -43.1729, "date": "2014-05-16", "zone": "America/Sao_Paulo"},
      result: {"sunrise": "2014-05-16T06:19-03:00", "sunset": "2014-05-16T17:19-03:00", "solarNoon": "2014-05-16T11:49-03:00", "civilDawn": "2014-05-16T05:55-03:00", "civilDusk": "2014-05-16T17:43-03:00", "nauticalDawn": "2014-05-16T05:28-03:00", "nauticalDusk": "2014-05-16T18:10-03:00", "astronomicalDawn": "2014-05-16T05:01-03:00", "astronomicalDusk": "2014-05-16T18:37-03:00", "dayLengthMinutes": 660, "polarDay": false, "polarNight": false},
    },
    {
      inputs: {"latitude": 51.5074, "longitude": -0.1278, "date": "2075-02-02", "zone": "Europe/London"},
      result: {"sunrise": "2075-02-02T07:37+00:00", "sunset": "2075-02-02T16:52+00:00", "solarNoon": "2075-02-02T12:14+00:00", "civilDawn": "2075-02-02T07:01+00:00", "civilDusk": "2075-02-02T17:28+00:00", "nauticalDawn": "2075-02-02T06:21+00:00", "nauticalDusk": "2075-02-02T18:08+00:00", "astronomicalDawn": "2075-02-02T05:42+00:00", "astronomicalDusk": "2075-02-02T18:47+00:00", "dayLengthMinutes": 555, "polarDay": false, "polarNight": false},
    },
    {
      inputs: {"latitude": 69.6492, "longitude": 18.9553, "date": "2024-06-21", "zone": "Europe/Oslo"},
      result: {"sunrise": null, "sunset": null, "solarNoon": "2024-06-21T12:46+02:00", "civilDawn": null, "civilDusk": null, "nauticalDawn": null, "nauticalDusk": null, "astronomicalDawn": null, "astronomicalDusk": null, "dayLengthMinutes": 1440, "polarDay": true, "polarNight": false},
    },
    {
      inputs: {"latitude": 69.6492, "longitude": 18.9553, "date": "2003-12-15", "zone": "Europe/Oslo"},
      result: {"sunrise": null, "sunset": null, "solarNoon": "2003-12-15T11:39+01:00", "civilDawn": "2003-12-15T09:24+01:00", "civilDusk": "2003-12-15T13:54+01:00", "nauticalDawn": "2003-12-15T07:41+01:00", "nauticalDusk": "2003-12-15T15:37+01:00", "astronomicalDawn": "2003-12-15T06:23+01:00", "astronomicalDusk": "2003-12-15T16:55+01:00", "dayLengthMinutes": 0, "polarDay": false, "polarNight": true},
    },
    {
      inputs: {"latitude": 78.2232, "longitude": 15.6267, "date": "2003-04-18", "zone": "Arctic/Longyearbyen"},
      result: {"sunrise": "2003-04-18T01:53+02:00", "sunset": null, "solarNoon": "2003-04-18T12:57+02:00", "civilDawn": null, "civilDusk": null, "nauticalDawn": null, "nauticalDusk": null, "astronomicalDawn": null, "astronomicalDusk": null, "dayLengthMinutes": 1327, "polarDay": false, "polarNight": false},
    },
  ],
  run({ latitude, longitude, date, zone: name }: Inputs) {
    const days = parseDateDays(date, 'date');
    const { year } = fromDays(days);
    if (year < 1900 || year > 2100) throw new ToolError('"date" must be between 1900-01-01 and 2100-12-31.');
    const z = zone(name);
    const start = localToInstant(days * DAY_MS, z);
    const end = localToInstant((days + 1) * DAY_MS, z);
    const observer = new Observer(latitude, longitude, 0);
    const format = (ms: number | undefined) => (ms === undefined ? null : localMinute(ms, z));
    const events = (altitude: number) => {
      const found = crossings(observer, altitude, start, end);
      return { found, dawn: found.find((c) => c.rising)?.ms, dusk: found.findLast((c) => !c.rising)?.ms };
    };

    const sun = events(SUNRISE_ALTITUDE);
    const upAtStart = above(observer, start, SUNRISE_ALTITUDE);
    let up = upAtStart;
    let since = start;
    let upMs = 0;
    for (const crossing of sun.found) {
      if (up) upMs += crossing.ms - since;
      up = crossing.rising;
      since = crossing.ms;
    }
    if (up) upMs += end - since;

    const transit = SearchHourAngle(Body.Sun, observer, 0, new Date(start), +1).time.date.getTime();
    const civil = events(TWILIGHTS.civil);
    const nautical = events(TWILIGHTS.nautical);
    const astronomical = events(TWILIGHTS.astronomical);
    return {
      sunrise: format(sun.dawn),
      sunset: format(sun.dusk),
      solarNoon: format(transit < end ? transit : undefined),
      civilDawn: format(civil.dawn),
      civilDusk: format(civil.dusk),
      nauticalDawn: format(nautical.dawn),
      nauticalDusk: format(nautical.dusk),
      astronomicalDawn: format(astronomical.dawn),
      astronomicalDusk: format(astronomical.dusk),
      dayLengthMinutes: Math.floor((upMs + MINUTE_MS / 2) / MINUTE_MS),
      polarDay: sun.found.length === 0 && upAtStart,
      polarNight: sun.found.length === 0 && !upAtStart,
    };
  },
});
