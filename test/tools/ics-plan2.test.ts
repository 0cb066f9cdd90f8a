// Refusals and edge cases of ics-event-generator (TOOLS-PLAN-2, dates row 5): RFC 5545 folding on random UTF-8 text,
// TEXT escaping round trips, injection attempts, zones and DST, RRULE checks, the default UID. Examples run in
// catalog.test.ts (their values come from test/reference/ics_plan2.py).
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '../../src/tools/dates/ics-event-generator.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const SLUG = 'ics-event-generator';
const AT = '2024-01-01T00:00:00Z';
const gen = async (inputs: Record<string, unknown>) => {
  const { result, error } = await run(tool(SLUG), { at: AT, ...inputs });
  if (result === undefined) throw new Error(`refused: ${error ?? 'schema'}`);
  return result as { ics: string; googleCalendarUrl: string; outlookUrl: string };
};
const invalid = async (inputs: Record<string, unknown>) => (await run(tool(SLUG), { at: AT, ...inputs })).invalid;

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The content lines of a file: physical lines split at CRLF, continuations (CRLF + space) joined back. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF anywhere
  return ics.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

/** Every physical line is at most 75 octets and decodes as UTF-8 on its own (no character split across a fold). */
function checkPhysicalLines(ics: string): void {
  for (const line of ics.slice(0, -2).split('\r\n')) {
    const bytes = utf8.encode(line);
    expect(bytes.length).toBeLessThanOrEqual(75);
    expect(() => strictUtf8.decode(bytes)).not.toThrow();
  }
}

/** RFC 5545 §3.3.11 read left to right (\\ \; \, \n \N). */
const unescapeText = (text: string): string => text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const property = (ics: string, name: string): string | undefined => {
  const line = contentLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
};

/** A deterministic generator of text mixing 1- to 4-octet characters, combining marks and ZWJ emoji. */
function randomText(seed: number, length: number): string {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const pools = [
    () => String.fromCodePoint(0x20 + Math.floor(next() * 95)), // ASCII, with \ ; , among them
    () => String.fromCodePoint(0xa0 + Math.floor(next() * 0x160)), // Latin-1 and Latin Extended (2 octets)
    () => String.fromCodePoint(0x0301), // combining acute
    () => String.fromCodePoint(0x4e00 + Math.floor(next() * 0x5000)), // CJK (3 octets)
    () => String.fromCodePoint(0x1f300 + Math.floor(next() * 0x300)), // emoji (4 octets)
    () => '👩‍👩‍👧‍👦', // ZWJ sequence
    () => '\n',
    () => ';,\\n',
  ];
  let text = '';
  while ([...text].length < length) text += pools[Math.floor(next() * pools.length)]!();
  return text;
}

describe('ics-event-generator: folding and escaping', () => {
  it('folds at exactly 75 octets, continuation lines holding a space and 74 octets', () => {
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
    expect(foldLine('A'.repeat(75 + 74 + 1))).toBe(`${'A'.repeat(75)}\r\n ${'A'.repeat(74)}\r\n A`);
    // A 4-octet emoji at octets 73–76 moves whole to the next line; so does a 2-octet é at octets 75–76.
    expect(foldLine(`${'A'.repeat(72)}😀B`)).toBe(`${'A'.repeat(72)}\r\n 😀B`);
    expect(foldLine(`${'A'.repeat(74)}éB`)).toBe(`${'A'.repeat(74)}\r\n éB`);
    expect(foldLine(`${'A'.repeat(73)}é`)).toBe(`${'A'.repeat(73)}é`);
  });

  it('never exceeds 75 octets nor splits a character, for random UTF-8 text, and unfolds to the content line', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const line = `DESCRIPTION:${escapeText(randomText(seed, 1 + (seed * 37) % 400))}`;
      const folded = foldLine(line);
      checkPhysicalLines(`${folded}\r\n`);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
  });

  it('escapes backslash, semicolon, comma and newlines, and reads back to the same text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('C:\\new')).toBe('C:\\\\new'); // a literal backslash-n stays two characters
    for (let seed = 1; seed <= 200; seed++) {
      const text = randomText(seed * 7919, 1 + (seed % 120));
      const escaped = escapeText(text);
      expect(escaped).not.toMatch(/\n/);
      expect(unescapeText(escaped)).toBe(text);
    }
  });

  it('round-trips random titles, locations and descriptions through the whole file', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const description = randomText(seed * 104729, 1 + (seed * 131) % 1500);
      const title = randomText(seed, 1 + (seed * 11) % 200).replace(/\n/g, ' ');
      const location = randomText(seed + 1000, 1 + (seed * 17) % 300).replace(/\n/g, ' ');
      const { ics, googleCalendarUrl, outlookUrl } = await gen({ title, location, description, start: '2024-05-05T10:00' });
      checkPhysicalLines(ics);
      expect(unescapeText(property(ics, 'SUMMARY')!)).toBe(title);
      expect(unescapeText(property(ics, 'LOCATION')!)).toBe(location);
      expect(unescapeText(property(ics, 'DESCRIPTION')!)).toBe(description);
      const google = new URL(googleCalendarUrl).searchParams;
      expect(google.get('text')).toBe(title);
      expect(google.get('details')).toBe(description);
      expect(google.get('location')).toBe(location);
      const outlook = new URL(outlookUrl).searchParams;
      expect(outlook.get('subject')).toBe(title);
      expect(outlook.get('body')).toBe(description);
      // Values carry only unreserved characters and %XX escapes (no raw space, +, & or non-ASCII).
      expect(googleCalendarUrl).toMatch(/^[A-Za-z0-9\-._~%:/?&=]+$/);
      expect(outlookUrl).toMatch(/^[A-Za-z0-9\-._~%:/?&=]+$/);
    }
  });

  it('folds the longest inputs of 4-octet characters', async () => {
    const { ics } = await gen({
      title: '🎉'.repeat(500),
      description: '🍮'.repeat(5000),
      location: 'ü'.repeat(1000),
      start: '2024-05-05T10:00',
      alarmMinutesBefore: 40_320,
    });
    checkPhysicalLines(ics);
    expect(unescapeText(property(ics, 'SUMMARY')!)).toBe('🎉'.repeat(500));
    expect(property(ics, 'DESCRIPTION')).toBe('🍮'.repeat(5000));
    expect(property(ics, 'TRIGGER')).toBe('-PT40320M');
  });

  it('turns CRLF and lone CR line breaks into \\n and keeps tabs in a description', async () => {
    const { ics } = await gen({ title: 'x', start: '2024-05-05T10:00', description: 'a\r\nb\rc\nd\te' });
    expect(property(ics, 'DESCRIPTION')).toBe('a\\nb\\nc\\nd\te');
  });
});

describe('ics-event-generator: injection and control characters', () => {
  it('keeps a description full of iCalendar syntax inside its one property', async () => {
    const description = 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nATTENDEE:mailto:evil@example.com\nSUMMARY:owned;X=1,2';
    const { ics } = await gen({ title: 'x', start: '2024-05-05T10:00', description });
    const lines = contentLines(ics);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('ATTENDEE') || l.startsWith('SUMMARY:owned'))).toHaveLength(0);
    expect(unescapeText(property(ics, 'DESCRIPTION')!)).toBe(description.replace(/\r\n/g, '\n'));
  });

  it('refuses line breaks and other controls in one-line fields', async () => {
    await refuses(SLUG, { title: 'x\r\nATTENDEE:mailto:a@b.c', start: '2024-05-05' }, /title.*control character U\+000D/);
    await refuses(SLUG, { title: 'x\nEND:VEVENT', start: '2024-05-05' }, /U\+000A/);
    await refuses(SLUG, { title: 'tab\there', start: '2024-05-05' }, /U\+0009/);
    await refuses(SLUG, { title: 'nel\u0085', start: '2024-05-05' }, /U\+0085/);
    await refuses(SLUG, { title: 'ok', location: 'a\u0000b', start: '2024-05-05' }, /location.*U\+0000/);
    await refuses(SLUG, { title: 'ok', description: 'bell\u0007', start: '2024-05-05' }, /description.*U\+0007.*tabs and line breaks/);
    await refuses(SLUG, { title: 'ok', description: 'del\u007f', start: '2024-05-05' }, /U\+007F/);
    await refuses(SLUG, { title: 'lone \ud800 surrogate', start: '2024-05-05' }, /lone surrogate/);
  });

  it('refuses RRULE text that could smuggle lines or properties', async () => {
    const base = { title: 'x', start: '2024-05-05' };
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY\r\nATTENDEE:mailto:a@b.c' }, /only letters.*U\+000D/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY\nBEGIN:VALARM' }, /U\+000A/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;X-NAME=1' }, /Unknown RRULE part "X-NAME=1"/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;DTSTART=20240101' }, /Unknown RRULE part/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;ATTENDEE:mailto' }, /":" outside its "RRULE:" prefix/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY COUNT=2' }, /U\+0020/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;' }, /Unknown RRULE part ""/);
  });

  it('refuses URLs that are not http(s) or not URI text', async () => {
    const base = { title: 'x', start: '2024-05-05' };
    await refuses(SLUG, { ...base, url: 'javascript:alert(1)' }, /http/);
    await refuses(SLUG, { ...base, url: 'ftp://example.com/a' }, /http/);
    await refuses(SLUG, { ...base, url: 'https://example.com/a b' }, /U\+0020.*percent-encode/);
    await refuses(SLUG, { ...base, url: 'https://example.com/\r\nATTENDEE:x' }, /U\+000D/);
    await refuses(SLUG, { ...base, url: 'https://exämple.com/' }, /U\+00E4/);
    await refuses(SLUG, { ...base, url: 'https://[::1/' }, /not a valid URL/);
    const { ics } = await gen({ ...base, url: 'HTTPS://example.com/a;b,c?q=1&r=%20' });
    expect(property(ics, 'URL')).toBe('HTTPS://example.com/a;b,c?q=1&r=%20');
  });

  it('takes a uid of visible ASCII only', async () => {
    expect(await invalid({ title: 'x', start: '2024-05-05', uid: 'a\r\nb' })).toBe(true);
    expect(await invalid({ title: 'x', start: '2024-05-05', uid: 'a;b' })).toBe(true);
    expect(await invalid({ title: 'x', start: '2024-05-05', uid: 'a b' })).toBe(true);
    expect(await invalid({ title: 'x', start: '2024-05-05', uid: 'a'.repeat(256) })).toBe(true);
    const { ics } = await gen({ title: 'x', start: '2024-05-05', uid: '{abc}-[1]@example.com' });
    expect(property(ics, 'UID')).toBe('{abc}-[1]@example.com');
  });
});

describe('ics-event-generator: times, zones and lengths', () => {
  it('writes zoned times in UTC, moving skipped local times forward and taking the earlier of repeated ones', async () => {
    const gap = await gen({ title: 'x', start: '2024-03-10T02:30', zone: 'America/New_York' });
    expect(property(gap.ics, 'DTSTART')).toBe('20240310T073000Z'); // 03:30 EDT
    const overlap = await gen({ title: 'x', start: '2024-11-03T01:30', zone: 'America/New_York', durationMinutes: 60 });
    expect(property(overlap.ics, 'DTSTART')).toBe('20241103T053000Z'); // 01:30 EDT
    expect(property(overlap.ics, 'DTEND')).toBe('20241103T063000Z'); // 60 elapsed minutes: 01:30 EST
    const utc = await gen({ title: 'x', start: '2024-07-01T12:00:05', zone: 'UTC' });
    expect(property(utc.ics, 'DTSTART')).toBe('20240701T120005Z');
    expect(new URL(utc.googleCalendarUrl).searchParams.get('ctz')).toBe('UTC');
  });

  it('writes floating times without a zone and all-day dates with an exclusive DTEND', async () => {
    const floating = await gen({ title: 'x', start: '2024-02-28T23:30' });
    expect(property(floating.ics, 'DTSTART')).toBe('20240228T233000');
    expect(property(floating.ics, 'DTEND')).toBe('20240229T003000');
    expect(new URL(floating.googleCalendarUrl).searchParams.get('ctz')).toBeNull();
    const oneDay = await gen({ title: 'x', start: '2024-02-28', end: '2024-02-28' });
    expect(contentLines(oneDay.ics)).toContain('DTEND;VALUE=DATE:20240229');
    const twoDays = await gen({ title: 'x', start: '2024-02-28', durationMinutes: 2880 });
    expect(contentLines(twoDays.ics)).toContain('DTEND;VALUE=DATE:20240301');
    expect(new URL(twoDays.outlookUrl).searchParams.get('enddt')).toBe('2024-03-01');
    expect(new URL(twoDays.outlookUrl).searchParams.get('allday')).toBe('true');
    expect(new URL(twoDays.googleCalendarUrl).searchParams.get('dates')).toBe('20240228/20240301');
    const explicit = await gen({ title: 'x', start: '2024-02-28', allDay: true });
    expect(contentLines(explicit.ics)).toContain('DTSTART;VALUE=DATE:20240228');
  });

  it('refuses unknown and non-IANA zones', async () => {
    await refuses(SLUG, { title: 'x', start: '2024-05-05T10:00', zone: 'Mars/Olympus_Mons' }, /Unknown time zone/);
    await refuses(SLUG, { title: 'x', start: '2024-05-05T10:00', zone: 'Europe/Atlantis' }, /Unknown time zone/);
    expect(await invalid({ title: 'x', start: '2024-05-05T10:00', zone: '+05:00' })).toBe(true);
    await refuses(SLUG, { title: 'x', start: '2024-05-05T10:00', zone: 'UTC+5' }, /Unknown time zone/);
    expect(await invalid({ title: 'x', start: '2024-05-05T10:00', zone: 'Europe/Paris\r\nX' })).toBe(true);
  });

  it('refuses contradictory or impossible timing', async () => {
    const t = { title: 'x' };
    await refuses(SLUG, { ...t, start: '2024-05-05T10:00', end: '2024-05-05T11:00', durationMinutes: 60 }, /not both/);
    await refuses(SLUG, { ...t, start: '2024-05-05T10:00', end: '2024-05-05T10:00' }, /after "start"/);
    await refuses(SLUG, { ...t, start: '2024-05-05T10:00', end: '2024-05-05T09:00', zone: 'Asia/Tokyo' }, /after "start"/);
    // Repeated local times take their earlier (EDT) instant, so 01:10 cannot name the 01:10 EST after 01:50 EDT.
    await refuses(SLUG, { ...t, start: '2024-11-03T01:50', end: '2024-11-03T01:10', zone: 'America/New_York' }, /after "start"/);
    await refuses(SLUG, { ...t, start: '2024-05-05', end: '2024-05-04' }, /before "start"/);
    await refuses(SLUG, { ...t, start: '2024-05-05', end: '2024-05-06T10:00' }, /form of "start"/);
    await refuses(SLUG, { ...t, start: '2024-05-05', durationMinutes: 90 }, /multiple of 1440/);
    await refuses(SLUG, { ...t, start: '2024-05-05', zone: 'Europe/Paris' }, /no time zone/);
    await refuses(SLUG, { ...t, start: '2024-05-05T10:00', allDay: true }, /date start/);
    await refuses(SLUG, { ...t, start: '2024-05-05', allDay: false }, /date-time start/);
    await refuses(SLUG, { ...t, start: '2023-02-29' }, /not a real calendar date/);
    await refuses(SLUG, { ...t, start: '2024-05-05T24:00' }, /impossible time/);
    expect(await invalid({ ...t, start: '2024-05-05T10:00+02:00' })).toBe(true);
    expect(await invalid({ ...t, start: '2024-05-05T10:00', durationMinutes: 0 })).toBe(true);
    expect(await invalid({ ...t, start: '2024-05-05T10:00', durationMinutes: 527_041 })).toBe(true);
  });

  it('keeps every date within 1900–2100', async () => {
    await refuses(SLUG, { title: 'x', start: '1899-12-31' }, /1900–2100/);
    await refuses(SLUG, { title: 'x', start: '2101-01-01T00:00' }, /1900–2100/);
    await refuses(SLUG, { title: 'x', start: '2100-12-31T00:00', end: '2101-01-01T00:00' }, /1900–2100/);
    await refuses(SLUG, { title: 'x', start: '2100-12-31T23:30' }, /end by 2100-12-31/);
    await refuses(SLUG, { title: 'x', start: '2100-12-30', durationMinutes: 4320 }, /end by 2100-12-31/);
    await refuses(SLUG, { title: 'x', start: '2100-12-31T22:00', zone: 'Pacific/Kiritimati', durationMinutes: 180 }, /end by 2100-12-31/);
    await refuses(SLUG, { title: 'x', start: '2024-05-05', at: '1899-12-31T23:00:00Z' }, /"at".*1900–2100/);
    const edge = await gen({ title: 'x', start: '2100-12-31' });
    expect(contentLines(edge.ics)).toContain('DTEND;VALUE=DATE:21010101');
    const early = await gen({ title: 'x', start: '1900-01-01T00:00', zone: 'Europe/Paris' });
    expect(property(early.ics, 'DTSTART')).toBe('18991231T235039Z'); // Paris mean time, UTC+0:09:21
  });

  it('bounds titles, descriptions and alarms by the schema', async () => {
    expect(await invalid({ title: 'x'.repeat(501), start: '2024-05-05' })).toBe(true);
    expect(await invalid({ title: '', start: '2024-05-05' })).toBe(true);
    expect(await invalid({ title: 'x', description: 'x'.repeat(5001), start: '2024-05-05' })).toBe(true);
    expect(await invalid({ title: 'x', alarmMinutesBefore: 40_321, start: '2024-05-05' })).toBe(true);
    expect(await invalid({ title: 'x', alarmMinutesBefore: -1, start: '2024-05-05' })).toBe(true);
    expect(await invalid({ title: 'x', alarmMinutesBefore: 1.5, start: '2024-05-05' })).toBe(true);
    const zero = await gen({ title: 'x', alarmMinutesBefore: 0, start: '2024-05-05' });
    expect(property(zero.ics, 'TRIGGER')).toBe('-PT0M');
  });
});

describe('ics-event-generator: RRULE', () => {
  const base = { title: 'x', start: '2024-05-06T10:00' };

  it('upper-cases the rule, drops the prefix and puts FREQ first', async () => {
    const { ics, googleCalendarUrl } = await gen({ ...base, rrule: 'rrule:count=5;byday=mo,-1fr;freq=monthly' });
    expect(property(ics, 'RRULE')).toBe('FREQ=MONTHLY;COUNT=5;BYDAY=MO,-1FR');
    expect(new URL(googleCalendarUrl).searchParams.get('recur')).toBe('RRULE:FREQ=MONTHLY;COUNT=5;BYDAY=MO,-1FR');
  });

  it('refuses rules RFC 5545 forbids', async () => {
    await refuses(SLUG, { ...base, rrule: 'COUNT=3' }, /needs FREQ/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=FORTNIGHTLY' }, /malformed value "FORTNIGHTLY"/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;FREQ=WEEKLY' }, /given twice/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;COUNT=2;UNTIL=20240601T000000' }, /COUNT and UNTIL/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;COUNT=0' }, /1–100000/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;COUNT=1000000' }, /1–100000/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;INTERVAL=0' }, /1–100000/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;INTERVAL=99999999999999999999' }, /malformed value/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=MONTHLY;BYMONTHDAY=32' }, /±1–31, got 32/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=MONTHLY;BYDAY=0MO' }, /±1–53/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=WEEKLY;BYDAY=1MO' }, /ordinal/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=WEEKLY;BYMONTHDAY=1' }, /BYMONTHDAY cannot/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=MONTHLY;BYYEARDAY=1' }, /BYYEARDAY cannot/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=MONTHLY;BYWEEKNO=1' }, /BYWEEKNO needs/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=MONTHLY;BYSETPOS=1' }, /BYSETPOS needs/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;BYHOUR=24' }, /0–23/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;WKST=XX' }, /malformed/);
  });

  it('asks UNTIL in the start\'s form, not before it', async () => {
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;UNTIL=20240601T000000Z' }, /floating event is a local date-time without Z/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;UNTIL=20240601' }, /floating/);
    await refuses(SLUG, { ...base, zone: 'Europe/Paris', rrule: 'FREQ=DAILY;UNTIL=20240601T000000' }, /UTC date-time with Z/);
    await refuses(SLUG, { title: 'x', start: '2024-05-06', rrule: 'FREQ=DAILY;UNTIL=20240601T000000' }, /all-day event is a date/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;UNTIL=20240506T095959' }, /before the start/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;UNTIL=20240230T000000' }, /not a real calendar date/);
    await refuses(SLUG, { ...base, rrule: 'FREQ=DAILY;UNTIL=21010101T000000' }, /1900–2100/);
    const zoned = await gen({ ...base, zone: 'Europe/Paris', rrule: 'FREQ=DAILY;UNTIL=20240506T080000Z' });
    expect(property(zoned.ics, 'RRULE')).toBe('FREQ=DAILY;UNTIL=20240506T080000Z'); // the start itself, 08:00Z
  });

  it('refuses parts a UTC start would misread in a zone', async () => {
    await refuses(SLUG, { ...base, zone: 'Europe/Paris', rrule: 'FREQ=DAILY;BYHOUR=9' }, /BYHOUR would be read in UTC/);
    // 08:00 in Tokyo is 23:00 UTC the day before: BYDAY=MO would fall on Tuesdays in Tokyo.
    await refuses(SLUG, { title: 'x', start: '2024-05-06T08:00', zone: 'Asia/Tokyo', rrule: 'FREQ=WEEKLY;BYDAY=MO' }, /another date in UTC/);
    const sameDay = await gen({ title: 'x', start: '2024-05-06T10:00', zone: 'Asia/Tokyo', rrule: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(property(sameDay.ics, 'DTSTART')).toBe('20240506T010000Z');
    const noBy = await gen({ title: 'x', start: '2024-05-06T08:00', zone: 'Asia/Tokyo', rrule: 'FREQ=WEEKLY;COUNT=3' });
    expect(property(noBy.ics, 'RRULE')).toBe('FREQ=WEEKLY;COUNT=3');
    await refuses(SLUG, { title: 'x', start: '2024-05-06', rrule: 'FREQ=HOURLY' }, /all-day event repeats DAILY or coarser/);
    await refuses(SLUG, { title: 'x', start: '2024-05-06', rrule: 'FREQ=DAILY;BYMINUTE=5' }, /all-day/);
  });
});

describe('ics-event-generator: UID, DTSTAMP and links', () => {
  it('derives the same UID from the same event, whatever the DTSTAMP, and another from another event', async () => {
    const event = { title: 'Lunch', start: '2024-05-06T12:00', location: 'Canteen' };
    const a = property((await gen({ ...event, at: '2024-01-01T00:00:00Z' })).ics, 'UID');
    const b = property((await gen({ ...event, at: '2030-06-01T08:00:00+02:00' })).ics, 'UID');
    const c = property((await gen({ ...event, durationMinutes: 60 })).ics, 'UID'); // the default, spelled out
    const d = property((await gen({ ...event, title: 'Lunch!' })).ics, 'UID');
    expect(a).toMatch(/^[0-9a-f]{32}@ics-event-generator$/);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(d).not.toBe(a);
  });

  it('stamps the file with at in UTC, to the second, or with now', async () => {
    const { ics } = await gen({ title: 'x', start: '2024-05-05', at: '2024-05-05T01:02:03.999-05:30' });
    expect(property(ics, 'DTSTAMP')).toBe('20240505T063203Z');
    const now = await run(tool(SLUG), { title: 'x', start: '2024-05-05' });
    expect(property(now.result.ics, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('adds the url to the links\' details and leaves out empty parameters', async () => {
    const { googleCalendarUrl, outlookUrl } = await gen({ title: 'x', start: '2024-05-05T10:00', url: 'https://example.com/?a=1&b=2' });
    expect(new URL(googleCalendarUrl).searchParams.get('details')).toBe('https://example.com/?a=1&b=2');
    expect(new URL(outlookUrl).searchParams.get('body')).toBe('https://example.com/?a=1&b=2');
    const bare = await gen({ title: 'x', start: '2024-05-05T10:00' });
    expect(bare.googleCalendarUrl).toBe('https://calendar.google.com/calendar/render?action=TEMPLATE&text=x&dates=20240505T100000/20240505T110000');
    expect(bare.outlookUrl).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&subject=x&startdt=2024-05-05T10%3A00%3A00&enddt=2024-05-05T11%3A00%3A00&allday=false',
    );
  });

  it('names the zone canonically in ctz', async () => {
    const { googleCalendarUrl } = await gen({ title: 'x', start: '2024-05-05T10:00', zone: 'europe/paris' });
    expect(new URL(googleCalendarUrl).searchParams.get('ctz')).toBe('Europe/Paris');
  });
});
