// Helpers of the synthetic generators (telemetry, benchmark runs): seeded randomness (src/seeded-random.ts) and date
// windows.
import { DAY_MS, isCalendarDate } from '../clock.ts';

export { clamp, clamp01, round3, SeededRandom, sigmoid, whole } from '../seeded-random.ts';

/** The days of a generator's date range: the first (ms, UTC midnight) and how many. */
export interface DateWindow {
  firstDay: number;
  days: number;
}

/** The `months` months ending with `endDate` (yyyy-mm-dd, included). */
export function dateWindow(endDate: string, months: number): DateWindow {
  if (!isCalendarDate(endDate)) throw new RangeError(`endDate must be a yyyy-mm-dd date, got ${endDate}`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const last = new Date(end);
  const [year, month] = [last.getUTCFullYear(), last.getUTCMonth()];
  // The window opens the day after the same date `months` earlier (that month's last day when it is shorter).
  const daysThen = new Date(Date.UTC(year, month - months + 1, 0)).getUTCDate();
  const firstDay = Date.UTC(year, month - months, Math.min(last.getUTCDate(), daysThen)) + DAY_MS;
  return { firstDay, days: Math.round((end - firstDay) / DAY_MS) + 1 };
}
