// Refusals and edge cases of the dates tools of TOOLS-PLAN-2 (time-format-converter, zodiac-sign-calculator,
// recurrence-rule-expander). Examples run in catalog.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

describe('dates plan 2: time-format-converter', () => {
  const conv = async (inputs: Record<string, unknown>) => (await run(tool('time-format-converter'), inputs)).result;

  it('reads 12-hour spellings, midnight and noon', async () => {
    expect((await conv({ time: '2:30pm' })).h24).toBe('14:30');
    expect((await conv({ time: '2 p.m.' })).h24).toBe('14:00');
    expect((await conv({ time: '12:00 AM' })).h24).toBe('00:00');
    expect((await conv({ time: '12:00 PM' })).h12).toBe('12:00 PM');
    expect((await conv({ time: '0000' })).h12).toBe('12:00 AM');
    expect((await conv({ time: '14:30:15' })).military).toBe('1430');
  });

  it('rounds decimals half up to whole seconds', async () => {
    expect((await conv({ decimalHours: 1 / 7200 })).totalSeconds).toBe(1); // 0.5 s
    expect((await conv({ totalMinutes: 0.4 / 60 })).totalSeconds).toBe(0);
  });

  it('refuses bad times, several inputs and 24:00', async () => {
    await refuses('time-format-converter', { time: '24:00' }, /time of day/);
    await refuses('time-format-converter', { time: '13:00 PM' }, /12-hour/);
    await refuses('time-format-converter', { time: '2460' }, /military/);
    await refuses('time-format-converter', { time: 'noon' }, /must look like/);
    await refuses('time-format-converter', {}, /exactly one/);
    await refuses('time-format-converter', { time: '14:30', decimalHours: 14.5 }, /exactly one/);
    await refuses('time-format-converter', { decimalHours: 23.99999 }, /24:00/);
    expect((await run(tool('time-format-converter'), { decimalHours: 24 })).invalid).toBe(true);
  });
});

describe('dates plan 2: zodiac-sign-calculator', () => {
  const z = async (birthDate: string) => (await run(tool('zodiac-sign-calculator'), { birthDate })).result;

  it('follows the cusp table', async () => {
    expect((await z('2001-03-20')).westernSign).toBe('pisces');
    expect((await z('2001-03-21')).westernSign).toBe('aries');
    expect((await z('2001-12-21')).westernSign).toBe('sagittarius');
    expect((await z('2001-12-22')).westernSign).toBe('capricorn');
    expect((await z('2001-01-19')).westernSign).toBe('capricorn');
  });

  it('turns the Chinese year at the new year (HKO: 2000-02-05, 2024-02-10)', async () => {
    expect((await z('2000-02-04')).chineseYear).toBe(1999);
    expect((await z('2000-02-05')).chineseZodiac).toBe('dragon');
    expect((await z('2024-02-09')).chineseZodiac).toBe('rabbit');
    expect((await z('1901-01-01')).chineseYear).toBe(1900);
    expect((await z('1901-01-01')).chineseZodiac).toBe('rat');
  });

  it('refuses dates outside 1901-2099 and impossible dates', async () => {
    await refuses('zodiac-sign-calculator', { birthDate: '1900-12-31' }, /1901/);
    await refuses('zodiac-sign-calculator', { birthDate: '2100-01-01' }, /2099/);
    await refuses('zodiac-sign-calculator', { birthDate: '2023-02-29' }, /not a real/);
  });
});

describe('dates plan 2: recurrence-rule-expander', () => {
  const ex = async (inputs: Record<string, unknown>) => (await run(tool('recurrence-rule-expander'), inputs)).result;

  it('truncates at the limit and says so', async () => {
    const r = await ex({ rrule: 'FREQ=DAILY', dtstart: '2024-01-01', limit: 1000 });
    expect(r.count).toBe(1000);
    expect(r.truncated).toBe(true);
    expect(r.occurrences[999]).toBe('2026-09-26');
    const exact = await ex({ rrule: 'FREQ=DAILY;COUNT=5', dtstart: '2024-01-01', limit: 5 });
    expect(exact.truncated).toBe(false);
  });

  it('reads UNTIL with a Z as floating', async () => {
    const r = await ex({ rrule: 'FREQ=DAILY;UNTIL=20240103T000000Z', dtstart: '2024-01-01' });
    expect(r.occurrences).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
  });

  it('expands hourly rules from a date-time', async () => {
    const r = await ex({ rrule: 'FREQ=HOURLY;INTERVAL=5;COUNT=3', dtstart: '2024-01-01T20:00' });
    expect(r.occurrences).toEqual(['2024-01-01T20:00:00', '2024-01-02T01:00:00', '2024-01-02T06:00:00']);
  });

  it('lists an instant once when BYSETPOS values overlap (as dateutil)', async () => {
    const r = await ex({ rrule: 'FREQ=DAILY;BYMONTH=1;BYSETPOS=1,-1', dtstart: '2024-01-01', limit: 3 });
    expect(r.occurrences).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
  });

  it('refuses the sub-daily rules where the library and dateutil disagree', async () => {
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=SECONDLY;COUNT=2', dtstart: '2024-01-01T00:00' }, /SECONDLY/);
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=MINUTELY;INTERVAL=90;BYHOUR=8', dtstart: '2024-01-01T08:00' }, /INTERVAL/);
  });

  it('refuses malformed or unsupported rules', async () => {
    await refuses('recurrence-rule-expander', { rrule: 'INTERVAL=2;COUNT=3', dtstart: '2024-01-01' }, /FREQ/);
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=DAILY;FOO=1', dtstart: '2024-01-01' }, /unsupported/);
    await refuses('recurrence-rule-expander', { rrule: 'DTSTART:20240101;FREQ=DAILY', dtstart: '2024-01-01' }, /unsupported/);
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=DAILY;COUNT=2;UNTIL=20240105', dtstart: '2024-01-01' }, /COUNT and UNTIL/);
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=HOURLY;COUNT=2', dtstart: '2024-01-01' }, /date-time/);
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=DAILY;COUNT=0', dtstart: '2024-01-01' }, /COUNT/);
    await refuses('recurrence-rule-expander', { rrule: 'FREQ=DAILY', dtstart: '2023-02-29' }, /not a real/);
  });
});
