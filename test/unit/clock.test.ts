// isCalendarDate against the JavaScript Date's own calendar, every day of years around the leap-year rules.
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../src/clock.ts';

const byDate = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('isCalendarDate', () => {
  it('agrees with Date on every month and day number of 1900, 2000, 2023 and 2024', () => {
    for (const year of [1900, 2000, 2023, 2024]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${pad(month)}-${pad(day)}`;
          expect(isCalendarDate(text), text).toBe(byDate(text));
        }
      }
    }
  });

  it('refuses anything but yyyy-mm-dd', () => {
    for (const text of ['2024-2-01', '2024-02-1', '24-02-01', '2024-02-01T00:00:00Z', ' 2024-02-01', '2024/02/01', '', '２０２４-02-01']) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });
});
