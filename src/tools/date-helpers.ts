// Shared logic of the dates tools: parsing ISO 8601 inputs with clear ToolErrors, proleptic Gregorian day numbers,
// calendar arithmetic (years + months with end-of-month clamp, then days, then exact time), IANA zone offsets with an
// explicit DST `disambiguation`, and the house output forms (date-only, or yyyy-MM-ddTHH:mm:ss±HH:MM / Z).
import { IANAZone } from 'luxon';
import { ToolError } from './define.ts';

export const DAY_MS = 86_400_000;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Schema patterns: a calendar date, a date-time with or without offset, a date or either. */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?$';
export const INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';
export const DATE_OR_DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';

export const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function toDays(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export function fromDays(z: number): CivilDate {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** ISO weekday, 1 = Monday … 7 = Sunday, of a day number. */
export const isoWeekday = (days: number): number => ((((days + 3) % 7) + 7) % 7) + 1;

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

export function formatDate({ year, month, day }: CivilDate): string {
  return `${year < 0 ? '-' : ''}${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export const formatDays = (days: number): string => formatDate(fromDays(days));

/** Refuses dates outside years 1–9999 (the range every oracle and ISO 8601 without extension agree on). */
function checkYear(year: number, field: string): void {
  if (year < 1 || year > 9999) throw new ToolError(`"${field}" must be between years 0001 and 9999.`);
}

/** Parses YYYY-MM-DD, refusing impossible dates such as 2023-02-29. */
export function parseDate(text: string, field: string): CivilDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new ToolError(`"${field}" must be a date as YYYY-MM-DD, got "${text.slice(0, 40)}".`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  checkYear(year, field);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ToolError(`"${field}" is not a real calendar date: ${text}.`);
  }
  return { year, month, day };
}

export const parseDateDays = (text: string, field: string): number => {
  const { year, month, day } = parseDate(text, field);
  return toDays(year, month, day);
};

/** A wall-clock reading: day number plus milliseconds into the day; `offset` in minutes when the text carried one. */
export interface Reading {
  dateOnly: boolean;
  /** Local wall time as milliseconds since 1970-01-01T00:00 on the same wall clock. */
  wallMs: number;
  /** UTC offset in minutes written in the text (Z = 0), or null for a local time or a date. */
  offset: number | null;
}

/** Parses a date or an ISO 8601 date-time (seconds, fractions to the millisecond, Z or ±HH:MM optional). */
export function parseReading(text: string, field: string): Reading {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  if (!match) {
    throw new ToolError(`"${field}" must be an ISO 8601 date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:mm[:ss][Z|±HH:MM]), got "${text.slice(0, 40)}".`);
  }
  const days = parseDateDays(match[1]!, field);
  if (match[2] === undefined) return { dateOnly: true, wallMs: days * DAY_MS, offset: null };
  const [h, mi, s] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) throw new ToolError(`"${field}" has an impossible time of day: ${text}.`);
  const ms = Number((match[5] ?? '').padEnd(3, '0').slice(0, 3));
  let offset: number | null = null;
  if (match[6] !== undefined) {
    if (match[6] === 'Z') offset = 0;
    else {
      const [oh, om] = [Number(match[6].slice(1, 3)), Number(match[6].slice(4, 6))];
      if (oh > 18 || om > 59) throw new ToolError(`"${field}" has an impossible UTC offset: ${match[6]}.`);
      offset = (match[6][0] === '-' ? -1 : 1) * (oh * 60 + om);
    }
  }
  return { dateOnly: false, wallMs: days * DAY_MS + ((h * 60 + mi) * 60 + s) * 1000 + ms, offset };
}

/** Parses an instant: a date-time with Z or an offset; returns epoch milliseconds. */
export function parseInstant(text: string, field: string): number {
  const reading = parseReading(text, field);
  if (reading.offset === null) throw new ToolError(`"${field}" must carry Z or a UTC offset, e.g. 2024-01-01T12:00:00Z.`);
  return reading.wallMs - reading.offset * 60_000;
}

/** ±HH:MM of an offset in minutes (seconds appear only for historic LMT offsets). */
export function formatOffset(minutes: number): string {
  const total = Math.round(minutes * 60);
  const abs = Math.abs(total);
  const seconds = abs % 60 === 0 ? '' : `:${pad(abs % 60)}`;
  return `${total < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}${seconds}`;
}

/** yyyy-MM-ddTHH:mm:ss (wall clock of `wallMs`), with `.SSS` only when asked and non-zero milliseconds exist. */
export function formatWall(wallMs: number, withMillis = false): string {
  const days = Math.floor(wallMs / DAY_MS);
  const rest = wallMs - days * DAY_MS;
  const h = Math.floor(rest / 3_600_000);
  const mi = Math.floor(rest / 60_000) % 60;
  const s = Math.floor(rest / 1000) % 60;
  const ms = rest % 1000;
  return `${formatDays(days)}T${pad(h)}:${pad(mi)}:${pad(s)}${withMillis && ms !== 0 ? `.${pad(ms, 3)}` : ''}`;
}

/** An instant in the house form yyyy-MM-ddTHH:mm:ss±HH:MM, Z for a zero offset. */
export function formatInstant(epochMs: number, offsetMinutes: number, withMillis = false): string {
  const wall = formatWall(epochMs + Math.round(offsetMinutes * 60) * 1000, withMillis);
  return offsetMinutes === 0 ? `${wall}Z` : `${wall}${formatOffset(offsetMinutes)}`;
}

/** Epoch milliseconds of years 0001-01-01 and 9999-12-31T23:59:59.999, the range instants are accepted in. */
export const MIN_MS = toDays(1, 1, 1) * DAY_MS;
export const MAX_MS = (toDays(9999, 12, 31) + 1) * DAY_MS - 1;

export function checkRange(ms: number, field: string): number {
  if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
    throw new ToolError(`"${field}" falls outside the years 0001–9999.`);
  }
  return ms;
}

/** The IANA zone named, refusing unknown names. "UTC" and "Etc/…" zones are accepted. */
export function zone(name: string, field = 'zone'): IANAZone {
  if (!IANAZone.isValidZone(name)) {
    throw new ToolError(`Unknown time zone "${name.slice(0, 64)}" in "${field}": use an IANA name such as UTC, Europe/Paris or America/New_York.`);
  }
  return IANAZone.create(name);
}

/** UTC offset in minutes of `z` at an instant. */
export const offsetAt = (z: IANAZone, epochMs: number): number => z.offset(epochMs);

export type Disambiguation = 'earlier' | 'later' | 'reject';

/**
 * The instant of a local wall time in a zone. In an overlap (clocks turned back) `earlier` takes the first occurrence
 * (the pre-transition offset, like Temporal "compatible" and Python fold=0), `later` the second; in a gap (clocks
 * turned forward) the wall time is moved forward by the gap's length; `reject` refuses both.
 */
export function localToInstant(wallMs: number, z: IANAZone, disambiguation: Disambiguation = 'earlier'): number {
  const before = offsetAt(z, wallMs - DAY_MS);
  const after = offsetAt(z, wallMs + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((o) => wallMs - o * 60_000)
    .filter((ms) => wallMs - offsetAt(z, ms) * 60_000 === ms)
    .sort((a, b) => a - b);
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    // Also a same-offset check: the offset at the wall time itself may fit when neither neighbour does.
    const own = wallMs - offsetAt(z, wallMs) * 60_000;
    if (wallMs - offsetAt(z, own) * 60_000 === own) return own;
    if (disambiguation === 'reject') throw new ToolError(`${formatWall(wallMs)} does not exist in ${z.name}: the clocks skip it.`);
    return wallMs - before * 60_000;
  }
  if (disambiguation === 'reject') throw new ToolError(`${formatWall(wallMs)} happens twice in ${z.name}: choose disambiguation "earlier" or "later".`);
  return disambiguation === 'later' ? candidates[candidates.length - 1]! : candidates[0]!;
}

/** Short (en-US, ICU) or long name of a zone at an instant, e.g. "EST" / "Eastern Standard Time", "GMT+9" where ICU has none. */
export function zoneName(z: IANAZone, epochMs: number, format: 'short' | 'long'): string {
  return z.offsetName(epochMs, { format, locale: 'en-US' }) ?? '';
}

/** Adds calendar months to a day number with end-of-month clamp (2024-01-31 + 1 month → 2024-02-29). */
export function addMonths(days: number, months: number): number {
  const { year, month, day } = fromDays(days);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  if (y < 1 || y > 9999) throw new ToolError('The result falls outside the years 0001–9999.');
  return toDays(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Calendar breakdown of b − a (a ≤ b, wall-clock milliseconds), as dateutil.relativedelta: months, then the rest. */
export function calendarDiff(a: number, b: number): { years: number; months: number; days: number; ms: number } {
  const da = Math.floor(a / DAY_MS);
  const ta = a - da * DAY_MS;
  const ca = fromDays(da);
  const cb = fromDays(Math.floor(b / DAY_MS));
  let months = (cb.year - ca.year) * 12 + (cb.month - ca.month);
  const shifted = (n: number) => addMonthsUnchecked(da, n) * DAY_MS + ta;
  while (months > 0 && shifted(months) > b) months--;
  const rest = b - shifted(months);
  const days = Math.floor(rest / DAY_MS);
  return { years: Math.floor(months / 12), months: months % 12, days, ms: rest - days * DAY_MS };
}

function addMonthsUnchecked(days: number, months: number): number {
  const { year, month, day } = fromDays(days);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return toDays(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The schema of a list of ISO weekdays (1 = Monday … 7 = Sunday) used as the weekend. */
export const WEEKEND_SCHEMA = {
  type: 'array',
  items: { type: 'integer', minimum: 1, maximum: 7 },
  maxItems: 6,
  uniqueItems: true,
  default: [6, 7],
  description: 'ISO weekdays that are not working days (1 = Monday … 7 = Sunday); Saturday and Sunday by default.',
};

export const HOLIDAYS_SCHEMA = {
  type: 'array',
  items: { type: 'string', pattern: DATE_PATTERN, maxLength: 10 },
  maxItems: 1000,
  default: [],
  description: 'Holiday dates (YYYY-MM-DD) that are not working days.',
};

export function holidaySet(holidays: string[]): Set<number> {
  return new Set(holidays.map((h, i) => parseDateDays(h, `holidays[${i}]`)));
}

/** Day-of-week integers in the weekend, refusing a week without working days. */
export function weekendSet(weekend: number[]): Set<number> {
  const set = new Set(weekend);
  if (set.size >= 7) throw new ToolError('"weekend" cannot contain all seven weekdays.');
  return set;
}

/** ISO 8601 week-numbering year and week of a day number. */
export function isoWeekOf(days: number): { isoYear: number; isoWeek: number } {
  const thursday = days - isoWeekday(days) + 4;
  const isoYear = fromDays(thursday).year;
  return { isoYear, isoWeek: Math.floor((thursday - toDays(isoYear, 1, 1)) / 7) + 1 };
}
