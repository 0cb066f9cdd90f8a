import { ToolError, defineTool } from '../define.ts';
import { DATE_PATTERN, DAY_MS, formatInstant, offsetAt, parseDateDays, zone } from '../date-helpers.ts';

interface Inputs {
  date: string;
  zones: string[];
  workStart?: string;
  workEnd?: string;
}

const minutesOf = (text: string, field: string): number => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) throw new ToolError(`"${field}" is not a time of day: ${text}.`);
  return h * 60 + m;
};

export default defineTool({
  slug: 'meeting-planner',
  name: 'Meeting planner',
  category: 'dates',
  description:
    'Finds the one-hour slots of a UTC day (00:00Z–24:00Z, on whole UTC hours) that fall inside working hours in every given IANA time zone: a slot fits a zone when its local start is at or after workStart and its local end at or before workEnd on the same local day (daylight-saving changes inside a slot are accounted for).',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'The UTC day to search, YYYY-MM-DD.' },
      zones: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 }, description: 'IANA time zones of the participants.' },
      workStart: { type: 'string', pattern: '^\\d{2}:\\d{2}$', maxLength: 5, default: '09:00', description: 'Start of working hours in every zone\'s local time, HH:MM (24-hour); 09:00 by default.' },
      workEnd: { type: 'string', pattern: '^\\d{2}:\\d{2}$', maxLength: 5, default: '17:00', description: 'End of working hours in every zone\'s local time, HH:MM (24-hour, after workStart, 24:00 allowed); 17:00 by default.' },
    },
    required: ['date', 'zones'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      slots: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            utcStart: { type: 'string' },
            utcEnd: { type: 'string' },
            local: { type: 'object', additionalProperties: { type: 'string' }, description: 'Local start time per zone.' },
          },
          required: ['utcStart', 'utcEnd', 'local'],
        },
      },
    },
    required: ['slots'],
  },
  examples: [
    {
      inputs: {"date": "2024-06-12", "zones": ["America/New_York", "Europe/London"]},
      result: {"slots": [{"utcStart": "2024-06-12T13:00:00Z", "utcEnd": "2024-06-12T14:00:00Z", "local": {"America/New_York": "2024-06-12T09:00:00-04:00", "Europe/London": "2024-06-12T14:00:00+01:00"}}, {"utcStart": "2024-06-12T14:00:00Z", "utcEnd": "2024-06-12T15:00:00Z", "local": {"America/New_York": "2024-06-12T10:00:00-04:00", "Europe/London": "2024-06-12T15:00:00+01:00"}}, {"utcStart": "2024-06-12T15:00:00Z", "utcEnd": "2024-06-12T16:00:00Z", "local": {"America/New_York": "2024-06-12T11:00:00-04:00", "Europe/London": "2024-06-12T16:00:00+01:00"}}]},
    },
    {
      inputs: {"date": "2024-06-12", "zones": ["Europe/Berlin", "Asia/Kolkata"]},
      result: {"slots": [{"utcStart": "2024-06-12T07:00:00Z", "utcEnd": "2024-06-12T08:00:00Z", "local": {"Europe/Berlin": "2024-06-12T09:00:00+02:00", "Asia/Kolkata": "2024-06-12T12:30:00+05:30"}}, {"utcStart": "2024-06-12T08:00:00Z", "utcEnd": "2024-06-12T09:00:00Z", "local": {"Europe/Berlin": "2024-06-12T10:00:00+02:00", "Asia/Kolkata": "2024-06-12T13:30:00+05:30"}}, {"utcStart": "2024-06-12T09:00:00Z", "utcEnd": "2024-06-12T10:00:00Z", "local": {"Europe/Berlin": "2024-06-12T11:00:00+02:00", "Asia/Kolkata": "2024-06-12T14:30:00+05:30"}}, {"utcStart": "2024-06-12T10:00:00Z", "utcEnd": "2024-06-12T11:00:00Z", "local": {"Europe/Berlin": "2024-06-12T12:00:00+02:00", "Asia/Kolkata": "2024-06-12T15:30:00+05:30"}}]},
    },
    {
      inputs: {"date": "2024-11-20", "zones": ["America/Los_Angeles", "Europe/Berlin"], "workStart": "08:00", "workEnd": "18:00"},
      result: {"slots": [{"utcStart": "2024-11-20T16:00:00Z", "utcEnd": "2024-11-20T17:00:00Z", "local": {"America/Los_Angeles": "2024-11-20T08:00:00-08:00", "Europe/Berlin": "2024-11-20T17:00:00+01:00"}}]},
    },
    {
      inputs: {"date": "2024-11-20", "zones": ["America/Los_Angeles", "Asia/Tokyo", "Europe/Berlin"]},
      result: {"slots": []},
    },
  ],
  run({ date, zones, workStart = '09:00', workEnd = '17:00' }: Inputs) {
    const day = parseDateDays(date, 'date');
    const start = minutesOf(workStart, 'workStart');
    const end = minutesOf(workEnd, 'workEnd');
    if (end <= start) throw new ToolError('"workEnd" must be after "workStart" (overnight working hours are not supported).');
    const resolved = zones.map((name, i) => zone(name, `zones[${i}]`));
    const slots: Array<{ utcStart: string; utcEnd: string; local: Record<string, string> }> = [];
    for (let hour = 0; hour < 24; hour++) {
      const from = day * DAY_MS + hour * 3_600_000;
      const to = from + 3_600_000;
      const local: Record<string, string> = {};
      const fits = resolved.every((z, i) => {
        const offsetStart = offsetAt(z, from);
        const localStart = (((from / 60_000 + offsetStart) % 1440) + 1440) % 1440;
        const localEnd = localStart + 60 + (offsetAt(z, to) - offsetStart);
        local[zones[i]!] = formatInstant(from, offsetStart);
        return localStart >= start && localEnd <= end;
      });
      if (fits) slots.push({ utcStart: formatInstant(from, 0), utcEnd: formatInstant(to, 0), local });
    }
    return { slots };
  },
});
