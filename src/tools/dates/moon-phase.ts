// The Moon's phase at an instant, with the new and full moons around it, from astronomy-engine.
import { Body, Ecliptic, GeoVector, Illumination, MakeTime, Search, type AstroTime } from 'astronomy-engine';
import { Decimal } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { DAY_MS, INSTANT_PATTERN, formatWall, parseInstant, toDays } from '../date-helpers.ts';

interface Inputs {
  at?: string;
}

const NAMES = [
  'new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon', 'waning-gibbous', 'last-quarter', 'waning-crescent',
] as const;
const FIRST_MS = toDays(1900, 1, 1) * DAY_MS;
const END_MS = toDays(2101, 1, 1) * DAY_MS;
const MINUTE_MS = 60_000;
/** Mean synodic month in days: how far apart phases are on average (a true lunation is 29.27 to 29.83 days). */
const SYNODIC_DAYS = 29.530588;

/** Half up at `places` decimals, read from the number's shortest decimal string. */
const roundHalfUp = (value: number, places: number): number =>
  new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();

/** yyyy-MM-ddTHH:mmZ, rounded half up to the minute. */
const utcMinute = (ms: number): string => `${formatWall(Math.floor((ms + MINUTE_MS / 2) / MINUTE_MS) * MINUTE_MS).slice(0, 16)}Z`;

/** An angle in degrees brought into (−180, 180]. */
function signed(degrees: number): number {
  const d = degrees % 360;
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d;
}

/**
 * The Moon's apparent geocentric ecliptic longitude minus the Sun's, 0 to 360, both corrected for aberration.
 * astronomy-engine's own MoonPhase (PairLongitude) takes the Sun without aberration, about 20″ off, which makes its
 * phases some 40 s later than USNO's and Meeus' (cosinekitty/astronomy#382); the same vectors with aberration do not.
 */
function elongation(time: AstroTime): number {
  const moon = Ecliptic(GeoVector(Body.Moon, time, true)).elon;
  const sun = Ecliptic(GeoVector(Body.Sun, time, true)).elon;
  return (signed(moon - sun) + 360) % 360;
}

/**
 * When the elongation next reaches `target` after `from` (forward) or last reached it at or before `from`: a bracket
 * of ±1.5 days around the mean-rate estimate (the Moon's uneven speed moves a phase by less than a day), then the
 * library's root search on the strictly increasing elongation.
 */
function phaseTime(target: number, from: AstroTime, forward: boolean): number {
  const offset = (time: AstroTime) => signed(elongation(time) - target);
  let behind = offset(from);
  if (forward && behind >= 0) behind -= 360;
  if (!forward && behind < 0) behind += 360;
  const estimate = (-SYNODIC_DAYS * behind) / 360;
  const found = Search(offset, from.AddDays(estimate - 1.5), from.AddDays(estimate + 1.5), { dt_tolerance_seconds: 0.1 });
  if (found === null) throw new Error(`no elongation ${target}° near ${from.date.toISOString()}`);
  return found.date.getTime();
}

export default defineTool({
  slug: 'moon-phase',
  name: 'Moon phase',
  category: 'dates',
  draws: ['clock'],
  description:
    'The Moon\'s phase at an instant (default now; ISO 8601 with Z or an offset, years 1900–2100), seen from the Earth\'s centre, with astronomy-engine 2.1.19. phaseAngleDegrees: the Moon\'s apparent ecliptic longitude minus the Sun\'s, both with aberration (the library\'s MoonPhase leaves the Sun\'s out, which puts phases ~40 s late), 0–360 (0 new, 90 first quarter, 180 full, 270 last quarter), rounded half up to 0.1° (360.0 → 0); not the Sun–Moon–Earth angle. phaseName: eight 45° bins of it centred on 0, 45 … 315 (new-moon 337.5° to 22.5°, lower edges included). illuminationPercent: lit fraction of the disc, (1 + cos i)/2 with i the Sun–Moon–Earth angle, percent rounded half up to 0.1. ageDays: days since the previous new moon, rounded half up to 0.01. previousNewMoon (at or before the instant), nextNewMoon, nextFullMoon: UTC yyyy-MM-ddTHH:mmZ rounded half up to the minute (ΔT: Espenak–Meeus). Not done: topocentric phase, moonrise, eclipses.',
  inputSchema: {
    type: 'object',
    properties: {
      at: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'The instant, ISO 8601 with Z or a UTC offset; defaults to now.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      phaseName: { type: 'string', enum: [...NAMES] },
      illuminationPercent: { type: 'number', description: 'Lit fraction of the disc, percent, 0.1.' },
      ageDays: { type: 'number', description: 'Days since the previous new moon, 0.01.' },
      phaseAngleDegrees: { type: 'number', description: 'Moon minus Sun ecliptic longitude, 0 to 359.9, 0.1.' },
      previousNewMoon: { type: 'string', description: 'UTC, to the minute.' },
      nextNewMoon: { type: 'string', description: 'UTC, to the minute.' },
      nextFullMoon: { type: 'string', description: 'UTC, to the minute.' },
    },
    required: ['phaseName', 'illuminationPercent', 'ageDays', 'phaseAngleDegrees', 'previousNewMoon', 'nextNewMoon', 'nextFullMoon'],
  },
  examples: [
    {
      inputs: {"at": "1987-10-23T14:00:00-04:00"},
      result: {"phaseName": "new-moon", "illuminationPercent": 1.3, "ageDays": 1.02, "phaseAngleDegrees": 12.6, "previousNewMoon": "1987-10-22T17:28Z", "nextNewMoon": "1987-11-21T06:33Z", "nextFullMoon": "1987-11-05T16:46Z"},
    },
    {
      inputs: {"at": "2026-09-17T19:00:00Z"},
      result: {"phaseName": "first-quarter", "illuminationPercent": 40.0, "ageDays": 6.65, "phaseAngleDegrees": 78.3, "previousNewMoon": "2026-09-11T03:27Z", "nextNewMoon": "2026-10-10T15:50Z", "nextFullMoon": "2026-09-26T16:49Z"},
    },
    {
      inputs: {"at": "2000-10-12T20:30:00+05:30"},
      result: {"phaseName": "full-moon", "illuminationPercent": 99.2, "ageDays": 14.8, "phaseAngleDegrees": 170.8, "previousNewMoon": "2000-09-27T19:53Z", "nextNewMoon": "2000-10-27T07:58Z", "nextFullMoon": "2000-10-13T08:53Z"},
    },
    {
      inputs: {"at": "2026-02-15T20:00:00+09:00"},
      result: {"phaseName": "waning-crescent", "illuminationPercent": 4.5, "ageDays": 27.63, "phaseAngleDegrees": 335.7, "previousNewMoon": "2026-01-18T19:52Z", "nextNewMoon": "2026-02-17T12:01Z", "nextFullMoon": "2026-03-03T11:38Z"},
    },
  ],
  run({ at }: Inputs) {
    const now = at === undefined ? Date.now() : parseInstant(at, 'at');
    if (now < FIRST_MS || now >= END_MS) throw new ToolError('"at" must fall between 1900-01-01T00:00Z and 2100-12-31T23:59:59Z.');
    const time = MakeTime(new Date(now));
    const phase = elongation(time);
    // Within the search's 0.1 s tolerance the previous new moon may land just after `at` when `at` is that new moon.
    const previousNew = Math.min(now, phaseTime(0, time, false));
    const angle = roundHalfUp(phase, 1);
    return {
      phaseName: NAMES[Math.floor(((phase + 22.5) % 360) / 45) % 8]!,
      illuminationPercent: roundHalfUp(Illumination(Body.Moon, time).phase_fraction * 100, 1),
      ageDays: roundHalfUp((now - previousNew) / DAY_MS, 2),
      phaseAngleDegrees: angle === 360 ? 0 : angle,
      previousNewMoon: utcMinute(previousNew),
      nextNewMoon: utcMinute(phaseTime(0, time, true)),
      nextFullMoon: utcMinute(phaseTime(180, time, true)),
    };
  },
});
