import { createHash } from 'node:crypto';
import { ToolError, defineTool } from '../define.ts';
import { DAY_MS, INSTANT_PATTERN, formatWall, localToInstant, parseInstant, parseReading, zone } from '../date-helpers.ts';

interface Inputs {
  title: string;
  start: string;
  end?: string;
  durationMinutes?: number;
  zone?: string;
  allDay?: boolean;
  location?: string;
  description?: string;
  url?: string;
  rrule?: string;
  alarmMinutesBefore?: number;
  uid?: string;
  at?: string;
}

const PRODID = '-//tool-research-service//ics-event-generator//EN';
const UID_SUFFIX = '@ics-event-generator';
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
const LOCAL_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$';

// --- RFC 5545 text ---------------------------------------------------------------------------------------------------

/** §3.3.11: backslash, semicolon and comma get a backslash; a newline becomes the two characters \n. */
export const escapeText = (text: string): string => text.replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

const utf8Length = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * §3.1: a content line longer than 75 octets is split into physical lines of at most 75 octets (CRLF excluded), each
 * continuation starting with one space that counts towards its 75; splits fall between code points, never inside one.
 */
export function foldLine(line: string): string {
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const n = utf8Length(char.codePointAt(0)!);
    if (octets + n > 75) {
      physical.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += n;
  }
  physical.push(current);
  return physical.join('\r\n');
}

// C0 controls, DEL and C1 controls; the description may hold TAB and line breaks.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LONE_SURROGATE = /\p{Cs}/u;

const codePointName = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function checkText(value: string, field: string, multiline = false): string {
  const lone = LONE_SURROGATE.exec(value);
  if (lone) throw new ToolError(`"${field}" is not valid Unicode: it holds a lone surrogate (${codePointName(lone[0])}).`);
  const control = (multiline ? CONTROL_IN_TEXT : CONTROL).exec(value);
  if (control) {
    const allowed = multiline ? ' (only tabs and line breaks are allowed)' : '';
    throw new ToolError(`"${field}" contains the control character ${codePointName(control[0])}${allowed}.`);
  }
  return multiline ? value.replace(/\r\n?/g, '\n') : value;
}

/** An http(s) URI in RFC 3986 characters, kept as written (an iCalendar URI value is not escaped). */
function checkUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new ToolError('"url" must be an http:// or https:// address.');
  const bad = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/u.exec(url);
  if (bad) {
    throw new ToolError(`"url" contains ${codePointName(bad[0])}, which a URI cannot hold: percent-encode it (spaces as %20, other characters as UTF-8 %XX).`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ToolError('"url" is not a valid URL.');
  }
  if (parsed.hostname === '') throw new ToolError('"url" has no host.');
  return url;
}

// --- RRULE (RFC 5545 §3.3.10 grammar, checked part by part; the rule is not expanded) -----------------------------------

const WEEKDAY = '(SU|MO|TU|WE|TH|FR|SA)';
const list = (item: string) => new RegExp(`^${item}(,${item})*$`);
const SIGNED = '[+-]?\\d{1,3}';
const RULE_PARTS = new Map<string, { pattern: RegExp; range?: [number, number]; signed?: boolean }>([
  ['FREQ', { pattern: /^(SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)$/ }],
  ['UNTIL', { pattern: /^\d{8}(T\d{6}Z?)?$/ }],
  ['COUNT', { pattern: /^\d{1,9}$/, range: [1, 100_000] }],
  ['INTERVAL', { pattern: /^\d{1,9}$/, range: [1, 100_000] }],
  ['BYSECOND', { pattern: list('\\d{1,2}'), range: [0, 60] }],
  ['BYMINUTE', { pattern: list('\\d{1,2}'), range: [0, 59] }],
  ['BYHOUR', { pattern: list('\\d{1,2}'), range: [0, 23] }],
  ['BYDAY', { pattern: list(`([+-]?\\d{1,2})?${WEEKDAY}`), range: [1, 53], signed: true }],
  ['BYMONTHDAY', { pattern: list(SIGNED), range: [1, 31], signed: true }],
  ['BYYEARDAY', { pattern: list(SIGNED), range: [1, 366], signed: true }],
  ['BYWEEKNO', { pattern: list(SIGNED), range: [1, 53], signed: true }],
  ['BYMONTH', { pattern: list('\\d{1,2}'), range: [1, 12] }],
  ['BYSETPOS', { pattern: list(SIGNED), range: [1, 366], signed: true }],
  ['WKST', { pattern: new RegExp(`^${WEEKDAY}$`) }],
]);

type EventKind = 'allDay' | 'floating' | 'zoned';

interface Timing {
  kind: EventKind;
  /** Wall-clock start (all-day: midnight of the first day; floating/zoned: local time). */
  startWall: number;
  /** The start in UTC, for a zoned event. */
  startInstant: number;
  /** Whether the zoned start falls on another UTC date than its local date. */
  utcDateDiffers: boolean;
}

/** The rule, upper-cased, without an "RRULE:" prefix, FREQ first (RFC 2445 readers expect it there). */
function checkRrule(text: string, timing: Timing): string {
  const bad = /[^A-Za-z0-9=;,+\-:]/u.exec(text);
  if (bad) {
    throw new ToolError(`"rrule" may hold only letters, digits and = ; , + - (found ${codePointName(bad[0])}): line breaks or other properties cannot be slipped into the file.`);
  }
  let rule = text.toUpperCase();
  if (rule.startsWith('RRULE:')) rule = rule.slice(6);
  if (rule.includes(':')) throw new ToolError('"rrule" holds a ":" outside its "RRULE:" prefix; give only the rule parts, e.g. FREQ=WEEKLY;BYDAY=MO.');
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    const spec = RULE_PARTS.get(key);
    if (!spec) throw new ToolError(`Unknown RRULE part "${part.slice(0, 40)}" (RFC 5545 parts: ${[...RULE_PARTS.keys()].join(', ')}).`);
    if (parts.has(key)) throw new ToolError(`The RRULE part ${key} is given twice.`);
    if (!spec.pattern.test(value)) throw new ToolError(`The RRULE part ${key} has a malformed value "${value.slice(0, 40)}".`);
    if (spec.range) {
      for (const item of value.split(',')) {
        const digits = /\d+/.exec(item);
        if (digits === null) continue; // a BYDAY weekday without ordinal
        const n = Number(digits[0]);
        const [low, high] = spec.range;
        if (n < low || n > high) {
          throw new ToolError(`The RRULE part ${key} takes ${spec.signed ? '±' : ''}${low}–${high}, got ${item}.`);
        }
      }
    }
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (freq === undefined) throw new ToolError('The RRULE needs FREQ (YEARLY, MONTHLY, WEEKLY, DAILY, HOURLY, MINUTELY or SECONDLY).');
  if (parts.has('COUNT') && parts.has('UNTIL')) throw new ToolError('COUNT and UNTIL cannot both be given (RFC 5545).');
  if (/\d/.test(parts.get('BYDAY') ?? '') && (!['MONTHLY', 'YEARLY'].includes(freq) || parts.has('BYWEEKNO'))) {
    throw new ToolError('A BYDAY with an ordinal (e.g. -1FR) needs FREQ=MONTHLY or YEARLY without BYWEEKNO (RFC 5545).');
  }
  if (parts.has('BYMONTHDAY') && freq === 'WEEKLY') throw new ToolError('BYMONTHDAY cannot be used with FREQ=WEEKLY (RFC 5545).');
  if (parts.has('BYYEARDAY') && ['DAILY', 'WEEKLY', 'MONTHLY'].includes(freq)) {
    throw new ToolError('BYYEARDAY cannot be used with FREQ=DAILY, WEEKLY or MONTHLY (RFC 5545).');
  }
  if (parts.has('BYWEEKNO') && freq !== 'YEARLY') throw new ToolError('BYWEEKNO needs FREQ=YEARLY (RFC 5545).');
  if (parts.has('BYSETPOS') && ![...parts.keys()].some((k) => k.startsWith('BY') && k !== 'BYSETPOS')) {
    throw new ToolError('BYSETPOS needs another BY… part to select from (RFC 5545).');
  }
  const timeParts = ['BYHOUR', 'BYMINUTE', 'BYSECOND'].filter((k) => parts.has(k));
  if (timing.kind === 'allDay' && (timeParts.length > 0 || ['HOURLY', 'MINUTELY', 'SECONDLY'].includes(freq))) {
    throw new ToolError('An all-day event repeats DAILY or coarser, without BYHOUR, BYMINUTE or BYSECOND.');
  }
  if (timing.kind === 'zoned') {
    if (timeParts.length > 0) {
      throw new ToolError(`${timeParts.join(', ')} would be read in UTC, as the start is written in UTC: leave it out or make the event floating (no zone).`);
    }
    const dayParts = ['BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH', 'BYSETPOS'].filter((k) => parts.has(k));
    if (dayParts.length > 0 && timing.utcDateDiffers) {
      throw new ToolError(`The start falls on another date in UTC than in its zone, and ${dayParts.join(', ')} would be read on UTC dates: leave it out or make the event floating (no zone).`);
    }
  }
  const until = parts.get('UNTIL');
  if (until !== undefined) checkUntil(until, timing);
  const ordered = [`FREQ=${freq}`, ...[...parts].filter(([k]) => k !== 'FREQ').map(([k, v]) => `${k}=${v}`)];
  return ordered.join(';');
}

/** UNTIL takes the start's value type (§3.3.10): a date for all-day, local time when floating, UTC (Z) when zoned. */
function checkUntil(until: string, timing: Timing): void {
  const iso = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}${until.length > 8 ? `T${until.slice(9, 11)}:${until.slice(11, 13)}:${until.slice(13, 15)}` : ''}`;
  const reading = parseReading(iso, 'rrule UNTIL');
  checkYear(iso, 'rrule UNTIL');
  const utc = until.endsWith('Z');
  if (timing.kind === 'allDay' && !reading.dateOnly) throw new ToolError('The UNTIL of an all-day event is a date, e.g. UNTIL=20241231.');
  if (timing.kind === 'floating' && (reading.dateOnly || utc)) {
    throw new ToolError('The UNTIL of a floating event is a local date-time without Z, e.g. UNTIL=20241231T235959.');
  }
  if (timing.kind === 'zoned' && !utc) throw new ToolError('The UNTIL of a zoned event is a UTC date-time with Z, e.g. UNTIL=20241231T235959Z (the start is written in UTC).');
  const start = timing.kind === 'zoned' ? timing.startInstant : timing.startWall;
  if (reading.wallMs < start) throw new ToolError('The RRULE UNTIL falls before the start.');
}

// --- Dates -------------------------------------------------------------------------------------------------------------

function checkYear(text: string, field: string): void {
  const year = Number(text.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) throw new ToolError(`"${field}" must fall in the years ${MIN_YEAR}–${MAX_YEAR}.`);
}

/** The wall-clock reading of a start or end, within the years 1900–2100. */
function readLocal(text: string, field: string) {
  const reading = parseReading(text, field);
  checkYear(text, field);
  return reading;
}

/** Basic iCalendar forms: 20240315 and 20240315T090000. */
const basicDate = (wallMs: number): string => formatWall(wallMs).slice(0, 10).replaceAll('-', '');
const basicDateTime = (wallMs: number): string => formatWall(wallMs).replace(/[-:]/g, '');

// --- Links -------------------------------------------------------------------------------------------------------------

/** Percent-encodes UTF-8 octets of everything but RFC 3986's unreserved A–Z a–z 0–9 - . _ ~ (space as %20). */
const encode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const query = (pairs: Array<[string, string | undefined]>): string =>
  pairs.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `&${k}=${v}`).join('');

export default defineTool({
  slug: 'ics-event-generator',
  name: 'iCalendar (.ics) event generator',
  category: 'dates',
  draws: ['clock'],
  description:
    'An RFC 5545 .ics file with one event (CRLF; lines folded at 75 octets, never inside a character; \\ ; , and newlines escaped) plus Google Calendar and Outlook.com "add event" links. start: a date (all-day: VALUE=DATE, exclusive DTEND) or a local date-time, floating without zone, or in an IANA zone and written in UTC (…Z, no VTIMEZONE), so a zoned repeat keeps its UTC time and shifts an hour locally across DST; skipped local times move forward, repeated ones take the earlier. end (all-day: last day, inclusive) or durationMinutes, default 60 min or 1 day. rrule: RFC grammar checked, not expanded. Default uid: 32 hex of SHA-256 of the other event lines + "@ics-event-generator" (same event, same file; pass uid to update a changed one). DTSTAMP: at, default now. Links: UTF-8 percent-encoded values (all but A-Z a-z 0-9 -._~); Google: UTC dates + ctz when zoned; Outlook: ISO dates, all-day end exclusive; url appended to details/body; no alarm in links, no repeat in Outlook\'s. Years 1900-2100.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 1, maxLength: 500, description: 'Event title (SUMMARY), up to 500 characters, no control characters.' },
      start: {
        type: 'string',
        maxLength: 19,
        pattern: LOCAL_PATTERN,
        description: 'A date YYYY-MM-DD (all-day event) or a local date-time YYYY-MM-DDTHH:mm[:ss] without offset (read in zone, or floating).',
      },
      end: {
        type: 'string',
        maxLength: 19,
        pattern: LOCAL_PATTERN,
        description: 'End in the form of start: a local date-time after the start, or for an all-day event its last day (inclusive). Not with durationMinutes.',
      },
      durationMinutes: {
        type: 'integer',
        minimum: 1,
        maximum: 527_040,
        description: 'Length in minutes (up to 366 days) instead of end; a whole number of days (multiple of 1440) for an all-day event. Default 60, or 1440 all-day.',
      },
      zone: {
        type: 'string',
        maxLength: 64,
        pattern: '^[A-Za-z][A-Za-z0-9_+\\-/]*$',
        description: 'IANA time zone of a timed start and end, e.g. Europe/Paris; without it the times are floating (the reader\'s local time).',
      },
      allDay: {
        type: 'boolean',
        description: 'Says whether the event is all-day; by default a date start is all-day and a date-time start is not, and a contrary value is refused.',
      },
      location: { type: 'string', minLength: 1, maxLength: 1000, description: 'LOCATION text, one line, up to 1,000 characters.' },
      description: { type: 'string', minLength: 1, maxLength: 5000, description: 'DESCRIPTION text, up to 5,000 characters; tabs and line breaks allowed.' },
      url: { type: 'string', minLength: 8, maxLength: 2000, description: 'An http(s) URL (URL property), in URI characters (percent-encode others).' },
      rrule: {
        type: 'string',
        minLength: 6,
        maxLength: 500,
        description:
          'RFC 5545 recurrence rule, e.g. FREQ=WEEKLY;BYDAY=MO;COUNT=10 ("RRULE:" prefix allowed; COUNT and INTERVAL up to 100000). UNTIL as a date (all-day), a local time (floating) or UTC with Z (zoned). A zoned rule is read in UTC, so BYHOUR/BYMINUTE/BYSECOND are refused there, and day parts too when the start falls on another date in UTC.',
      },
      alarmMinutesBefore: {
        type: 'integer',
        minimum: 0,
        maximum: 40_320,
        description: 'Adds a display alarm this many minutes before the start (0 to 40,320 = 4 weeks).',
      },
      uid: {
        type: 'string',
        minLength: 1,
        maxLength: 255,
        pattern: '^[!-+\\--:<-\\[\\]-~]+$',
        description: 'The UID to reuse (to update an event already imported): visible ASCII without spaces, backslash, semicolon or comma. Default: derived from the event.',
      },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: INSTANT_PATTERN,
        description: 'DTSTAMP, the moment the file is written, ISO 8601 with Z or an offset; defaults to now.',
      },
    },
    required: ['title', 'start'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ics: { type: 'string', description: 'The VCALENDAR text (text/calendar), CRLF line ends.' },
      googleCalendarUrl: { type: 'string', description: 'Google Calendar "add event" link.' },
      outlookUrl: { type: 'string', description: 'Outlook.com (outlook.live.com) "add event" link; for Microsoft 365 use the host outlook.office.com.' },
    },
    required: ['ics', 'googleCalendarUrl', 'outlookUrl'],
  },
  examples: [
    {
      inputs: {"title": "Quarterly review: Q1 results, budget; hiring", "start": "2024-03-15T09:30", "durationMinutes": 90, "zone": "America/New_York", "location": "Room 4B, 200 Park Ave, New York", "description": "Agenda:\n1. Results\n2. Budget; hiring plan\nDial-in: +1 555 0100, PIN 4242", "url": "https://example.com/meetings/q1?id=42&lang=en", "alarmMinutesBefore": 15, "at": "2024-03-01T12:00:00Z"},
      result: {"ics": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//tool-research-service//ics-event-generator//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:7b3d6175f8173d699aa3887fe9cbc2b8@ics-event-generator\r\nDTSTAMP:20240301T120000Z\r\nDTSTART:20240315T133000Z\r\nDTEND:20240315T150000Z\r\nSUMMARY:Quarterly review: Q1 results\\, budget\\; hiring\r\nLOCATION:Room 4B\\, 200 Park Ave\\, New York\r\nDESCRIPTION:Agenda:\\n1. Results\\n2. Budget\\; hiring plan\\nDial-in: +1 555 0\r\n 100\\, PIN 4242\r\nURL:https://example.com/meetings/q1?id=42&lang=en\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Quarterly review: Q1 results\\, budget\\; hiring\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", "googleCalendarUrl": "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Quarterly%20review%3A%20Q1%20results%2C%20budget%3B%20hiring&dates=20240315T133000Z/20240315T150000Z&details=Agenda%3A%0A1.%20Results%0A2.%20Budget%3B%20hiring%20plan%0ADial-in%3A%20%2B1%20555%200100%2C%20PIN%204242%0A%0Ahttps%3A%2F%2Fexample.com%2Fmeetings%2Fq1%3Fid%3D42%26lang%3Den&location=Room%204B%2C%20200%20Park%20Ave%2C%20New%20York&ctz=America%2FNew_York", "outlookUrl": "https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&subject=Quarterly%20review%3A%20Q1%20results%2C%20budget%3B%20hiring&startdt=2024-03-15T13%3A30%3A00Z&enddt=2024-03-15T15%3A00%3A00Z&body=Agenda%3A%0A1.%20Results%0A2.%20Budget%3B%20hiring%20plan%0ADial-in%3A%20%2B1%20555%200100%2C%20PIN%204242%0A%0Ahttps%3A%2F%2Fexample.com%2Fmeetings%2Fq1%3Fid%3D42%26lang%3Den&location=Room%204B%2C%20200%20Park%20Ave%2C%20New%20York&allday=false"},
    },
    {
      inputs: {"title": "Dégustation crème brûlée & café ☕", "start": "2024-06-01T18:00", "end": "2024-06-01T20:30", "description": "Bienvenue à la soirée « crème brûlée » 🍮 : dégustation 🍮, café torréfié sur place ☕, pâtisseries françaises 🥐🥖 et thé à l'hibiscus 🌺. Zoë, Chloé et Ana présenteront leurs recettes 👩‍🍳 — entrée libre, réservation conseillée.", "at": "2024-05-20T08:15:30+02:00"},
      result: {"ics": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//tool-research-service//ics-event-generator//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:49176fecfcaf71cfc82d23ca23279c35@ics-event-generator\r\nDTSTAMP:20240520T061530Z\r\nDTSTART:20240601T180000\r\nDTEND:20240601T203000\r\nSUMMARY:Dégustation crème brûlée & café ☕\r\nDESCRIPTION:Bienvenue à la soirée « crème brûlée » 🍮 : dégustati\r\n on 🍮\\, café torréfié sur place ☕\\, pâtisseries françaises 🥐\r\n 🥖 et thé à l'hibiscus 🌺. Zoë\\, Chloé et Ana présenteront leurs \r\n recettes 👩‍🍳 — entrée libre\\, réservation conseillée.\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", "googleCalendarUrl": "https://calendar.google.com/calendar/render?action=TEMPLATE&text=D%C3%A9gustation%20cr%C3%A8me%20br%C3%BBl%C3%A9e%20%26%20caf%C3%A9%20%E2%98%95&dates=20240601T180000/20240601T203000&details=Bienvenue%20%C3%A0%20la%20soir%C3%A9e%20%C2%AB%20cr%C3%A8me%20br%C3%BBl%C3%A9e%20%C2%BB%20%F0%9F%8D%AE%20%3A%20d%C3%A9gustation%20%F0%9F%8D%AE%2C%20caf%C3%A9%20torr%C3%A9fi%C3%A9%20sur%20place%20%E2%98%95%2C%20p%C3%A2tisseries%20fran%C3%A7aises%20%F0%9F%A5%90%F0%9F%A5%96%20et%20th%C3%A9%20%C3%A0%20l%27hibiscus%20%F0%9F%8C%BA.%20Zo%C3%AB%2C%20Chlo%C3%A9%20et%20Ana%20pr%C3%A9senteront%20leurs%20recettes%20%F0%9F%91%A9%E2%80%8D%F0%9F%8D%B3%20%E2%80%94%20entr%C3%A9e%20libre%2C%20r%C3%A9servation%20conseill%C3%A9e.", "outlookUrl": "https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&subject=D%C3%A9gustation%20cr%C3%A8me%20br%C3%BBl%C3%A9e%20%26%20caf%C3%A9%20%E2%98%95&startdt=2024-06-01T18%3A00%3A00&enddt=2024-06-01T20%3A30%3A00&body=Bienvenue%20%C3%A0%20la%20soir%C3%A9e%20%C2%AB%20cr%C3%A8me%20br%C3%BBl%C3%A9e%20%C2%BB%20%F0%9F%8D%AE%20%3A%20d%C3%A9gustation%20%F0%9F%8D%AE%2C%20caf%C3%A9%20torr%C3%A9fi%C3%A9%20sur%20place%20%E2%98%95%2C%20p%C3%A2tisseries%20fran%C3%A7aises%20%F0%9F%A5%90%F0%9F%A5%96%20et%20th%C3%A9%20%C3%A0%20l%27hibiscus%20%F0%9F%8C%BA.%20Zo%C3%AB%2C%20Chlo%C3%A9%20et%20Ana%20pr%C3%A9senteront%20leurs%20recettes%20%F0%9F%91%A9%E2%80%8D%F0%9F%8D%B3%20%E2%80%94%20entr%C3%A9e%20libre%2C%20r%C3%A9servation%20conseill%C3%A9e.&allday=false"},
    },
    {
      inputs: {"title": "Recycling collection", "start": "2024-01-02", "rrule": "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20241231", "alarmMinutesBefore": 720, "at": "2024-01-01T00:00:00Z"},
      result: {"ics": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//tool-research-service//ics-event-generator//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:00ebac4504439e71a0703faf29bed7f0@ics-event-generator\r\nDTSTAMP:20240101T000000Z\r\nDTSTART;VALUE=DATE:20240102\r\nDTEND;VALUE=DATE:20240103\r\nSUMMARY:Recycling collection\r\nRRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20241231\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Recycling collection\r\nTRIGGER:-PT720M\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", "googleCalendarUrl": "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Recycling%20collection&dates=20240102/20240103&recur=RRULE%3AFREQ%3DWEEKLY%3BBYDAY%3DTU%3BUNTIL%3D20241231", "outlookUrl": "https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&subject=Recycling%20collection&startdt=2024-01-02&enddt=2024-01-03&allday=true"},
    },
    {
      inputs: {"title": "Team offsite", "start": "2024-09-16", "end": "2024-09-18", "location": "Lakeside Lodge, Annecy", "at": "2024-08-01T09:00:00Z"},
      result: {"ics": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//tool-research-service//ics-event-generator//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:14446b005911e5d6867394eca403e4df@ics-event-generator\r\nDTSTAMP:20240801T090000Z\r\nDTSTART;VALUE=DATE:20240916\r\nDTEND;VALUE=DATE:20240919\r\nSUMMARY:Team offsite\r\nLOCATION:Lakeside Lodge\\, Annecy\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", "googleCalendarUrl": "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Team%20offsite&dates=20240916/20240919&location=Lakeside%20Lodge%2C%20Annecy", "outlookUrl": "https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&subject=Team%20offsite&startdt=2024-09-16&enddt=2024-09-19&location=Lakeside%20Lodge%2C%20Annecy&allday=true"},
    },
    {
      inputs: {"title": "Stand-up", "start": "2024-10-21T09:00", "end": "2024-10-21T09:15", "zone": "Europe/Paris", "rrule": "interval=1;freq=weekly;byday=MO,WE,FR;until=20241231T235959Z", "uid": "standup-2024@example.com", "at": "2024-10-01T10:00:00+02:00"},
      result: {"ics": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//tool-research-service//ics-event-generator//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:standup-2024@example.com\r\nDTSTAMP:20241001T080000Z\r\nDTSTART:20241021T070000Z\r\nDTEND:20241021T071500Z\r\nSUMMARY:Stand-up\r\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;UNTIL=20241231T235959Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", "googleCalendarUrl": "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Stand-up&dates=20241021T070000Z/20241021T071500Z&recur=RRULE%3AFREQ%3DWEEKLY%3BINTERVAL%3D1%3BBYDAY%3DMO%2CWE%2CFR%3BUNTIL%3D20241231T235959Z&ctz=Europe%2FParis", "outlookUrl": "https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&subject=Stand-up&startdt=2024-10-21T07%3A00%3A00Z&enddt=2024-10-21T07%3A15%3A00Z&allday=false"},
    },
  ],
  run(inputs: Inputs) {
    const title = checkText(inputs.title, 'title');
    const location = inputs.location === undefined ? undefined : checkText(inputs.location, 'location');
    const description = inputs.description === undefined ? undefined : checkText(inputs.description, 'description', true);
    const url = inputs.url === undefined ? undefined : checkUrl(inputs.url);
    if (inputs.end !== undefined && inputs.durationMinutes !== undefined) throw new ToolError('Give end or durationMinutes, not both.');

    const start = readLocal(inputs.start, 'start');
    const allDay = inputs.allDay ?? start.dateOnly;
    if (allDay && !start.dateOnly) throw new ToolError('An all-day event takes a date start (YYYY-MM-DD), not a date-time.');
    if (!allDay && start.dateOnly) throw new ToolError('A timed event (allDay: false) takes a date-time start (YYYY-MM-DDTHH:mm).');
    const end = inputs.end === undefined ? undefined : readLocal(inputs.end, 'end');
    if (end && end.dateOnly !== start.dateOnly) throw new ToolError('"end" must have the form of "start" (both dates or both date-times).');

    let timing: Timing;
    let dtstart: string;
    let dtend: string;
    let google: [string, string];
    let outlook: [string, string];
    let ctz: string | undefined;
    if (allDay) {
      if (inputs.zone !== undefined) throw new ToolError('An all-day event has no time zone: leave out "zone".');
      const minutes = inputs.durationMinutes ?? 1440;
      if (minutes % 1440 !== 0) throw new ToolError('An all-day event lasts whole days: durationMinutes must be a multiple of 1440.');
      const lastDay = end ? end.wallMs : start.wallMs + (minutes / 1440 - 1) * DAY_MS;
      if (lastDay < start.wallMs) throw new ToolError('"end" (the last day) falls before "start".');
      if (new Date(lastDay).getUTCFullYear() > MAX_YEAR) throw new ToolError(`The event must end by ${MAX_YEAR}-12-31.`);
      const endExclusive = lastDay + DAY_MS;
      timing = { kind: 'allDay', startWall: start.wallMs, startInstant: start.wallMs, utcDateDiffers: false };
      dtstart = `DTSTART;VALUE=DATE:${basicDate(start.wallMs)}`;
      dtend = `DTEND;VALUE=DATE:${basicDate(endExclusive)}`;
      google = [basicDate(start.wallMs), basicDate(endExclusive)];
      outlook = [formatWall(start.wallMs).slice(0, 10), formatWall(endExclusive).slice(0, 10)];
    } else if (inputs.zone === undefined) {
      const endWall = end ? end.wallMs : start.wallMs + (inputs.durationMinutes ?? 60) * 60_000;
      if (endWall <= start.wallMs) throw new ToolError('"end" must be after "start".');
      if (new Date(endWall).getUTCFullYear() > MAX_YEAR) throw new ToolError(`The event must end by ${MAX_YEAR}-12-31.`);
      timing = { kind: 'floating', startWall: start.wallMs, startInstant: start.wallMs, utcDateDiffers: false };
      dtstart = `DTSTART:${basicDateTime(start.wallMs)}`;
      dtend = `DTEND:${basicDateTime(endWall)}`;
      google = [basicDateTime(start.wallMs), basicDateTime(endWall)];
      outlook = [formatWall(start.wallMs), formatWall(endWall)];
    } else {
      const z = zone(inputs.zone);
      ctz = new Intl.DateTimeFormat('en-US', { timeZone: z.name }).resolvedOptions().timeZone;
      const startInstant = localToInstant(start.wallMs, z);
      const endInstant = end ? localToInstant(end.wallMs, z) : startInstant + (inputs.durationMinutes ?? 60) * 60_000;
      if (endInstant <= startInstant) throw new ToolError('"end" must be after "start".');
      if (new Date(endInstant + z.offset(endInstant) * 60_000).getUTCFullYear() > MAX_YEAR) {
        throw new ToolError(`The event must end by ${MAX_YEAR}-12-31.`);
      }
      const utcDateDiffers = Math.floor(startInstant / DAY_MS) !== Math.floor(start.wallMs / DAY_MS);
      timing = { kind: 'zoned', startWall: start.wallMs, startInstant, utcDateDiffers };
      dtstart = `DTSTART:${basicDateTime(startInstant)}Z`;
      dtend = `DTEND:${basicDateTime(endInstant)}Z`;
      google = [`${basicDateTime(startInstant)}Z`, `${basicDateTime(endInstant)}Z`];
      outlook = [`${formatWall(startInstant)}Z`, `${formatWall(endInstant)}Z`];
    }
    const rrule = inputs.rrule === undefined ? undefined : checkRrule(inputs.rrule, timing);

    const now = inputs.at === undefined ? Date.now() : parseInstant(inputs.at, 'at');
    const stampYear = new Date(now).getUTCFullYear();
    if (stampYear < MIN_YEAR || stampYear > MAX_YEAR) throw new ToolError(`"at" must fall in the years ${MIN_YEAR}–${MAX_YEAR}.`);

    const body = [dtstart, dtend, `SUMMARY:${escapeText(title)}`];
    if (location !== undefined) body.push(`LOCATION:${escapeText(location)}`);
    if (description !== undefined) body.push(`DESCRIPTION:${escapeText(description)}`);
    if (url !== undefined) body.push(`URL:${url}`);
    if (rrule !== undefined) body.push(`RRULE:${rrule}`);
    if (inputs.alarmMinutesBefore !== undefined) {
      body.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(title)}`, `TRIGGER:-PT${inputs.alarmMinutesBefore}M`, 'END:VALARM');
    }
    const uid = inputs.uid ?? `${createHash('sha256').update(body.join('\r\n'), 'utf8').digest('hex').slice(0, 32)}${UID_SUFFIX}`;
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODID}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${escapeText(uid)}`,
      `DTSTAMP:${basicDateTime(Math.floor(now / 1000) * 1000)}Z`,
      ...body,
      'END:VEVENT',
      'END:VCALENDAR',
    ];
    const ics = `${lines.map(foldLine).join('\r\n')}\r\n`;

    const details = [description, url].filter((s) => s !== undefined).join('\n\n');
    const googleCalendarUrl =
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
      query([
        ['text', encode(title)],
        ['dates', `${encode(google[0])}/${encode(google[1])}`],
        ['details', encode(details)],
        ['location', location === undefined ? undefined : encode(location)],
        ['recur', rrule === undefined ? undefined : encode(`RRULE:${rrule}`)],
        ['ctz', ctz === undefined ? undefined : encode(ctz)],
      ]);
    const outlookUrl =
      'https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent' +
      query([
        ['subject', encode(title)],
        ['startdt', encode(outlook[0])],
        ['enddt', encode(outlook[1])],
        ['body', encode(details)],
        ['location', location === undefined ? undefined : encode(location)],
        ['allday', String(allDay)],
      ]);
    return { ics, googleCalendarUrl, outlookUrl };
  },
});
