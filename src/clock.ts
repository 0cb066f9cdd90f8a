/** Milliseconds since the epoch; injected wherever time decides an outcome, so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const DAY_MS = 86_400_000;

/**
 * An ISO 8601 UTC formatter (with milliseconds) that remembers its last answer: a busy server formats the same
 * millisecond, or the same window reset, many times in a row. Give each use its own formatter.
 */
export function isoFormatter(): (ms: number) => string {
  let lastMs = NaN;
  let lastIso = '';
  return (ms) => {
    if (ms !== lastMs) {
      lastMs = ms;
      lastIso = new Date(ms).toISOString();
    }
    return lastIso;
  };
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `day` (yyyy-mm-dd) is a day of the calendar: 2026-02-30 is not. Arithmetic: ingest asks once per session. */
export function isCalendarDate(day: string): boolean {
  const match = isoDay.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && date >= 1 && date <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
