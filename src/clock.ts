/** Milliseconds since the epoch; injected wherever time decides an outcome, so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

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

/** Whether `day` (yyyy-mm-dd) is a day of the calendar: 2026-02-30 is not. */
export function isCalendarDate(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}
