import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  time?: string;
  decimalHours?: number;
  totalMinutes?: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function parseTime(text: string): number {
  const t = text.trim();
  let m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (m) {
    const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    if (h > 23 || mi > 59 || s > 59) throw new ToolError(`"time" is not a time of day: "${t}" (00:00 to 23:59:59).`);
    return (h * 60 + mi) * 60 + s;
  }
  m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(t);
  if (m) {
    const [h, mi, s] = [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
    if (h < 1 || h > 12 || mi > 59 || s > 59) throw new ToolError(`"time" is not a 12-hour time: "${t}" (hours 1 to 12).`);
    const h24 = (h % 12) + (m[4]!.toLowerCase() === 'p' ? 12 : 0);
    return (h24 * 60 + mi) * 60 + s;
  }
  m = /^(\d{2})(\d{2})$/.exec(t);
  if (m) {
    const [h, mi] = [Number(m[1]), Number(m[2])];
    if (h > 23 || mi > 59) throw new ToolError(`"time" is not a military time: "${t}" (0000 to 2359).`);
    return (h * 60 + mi) * 60;
  }
  throw new ToolError(`"time" must look like 14:30, 14:30:15, 2:30 PM or 1430, got "${t}".`);
}

export default defineTool({
  slug: 'time-format-converter',
  name: 'Time format converter',
  category: 'dates',
  description:
    'Converts a time of day between 24-hour ("14:30", "14:30:15"), 12-hour ("2:30 PM", "2:30pm", "2 p.m."), military ("1430"), decimal hours (14.5) and minutes since midnight (870). Give exactly one of time, decimalHours or totalMinutes. Decimal inputs are rounded half up to whole seconds; a value that rounds to 24:00 is refused. 12 AM is midnight, 12 PM is noon. h24 and h12 add ":SS" only when the seconds are not zero; military drops seconds. For durations use time-calculator or duration-formatter.',
  inputSchema: {
    type: 'object',
    properties: {
      time: { type: 'string', minLength: 1, maxLength: 20, description: 'A time of day: "14:30", "14:30:15", "2:30 PM", "2:30pm" or military "1430".' },
      decimalHours: { type: 'number', minimum: 0, exclusiveMaximum: 24, description: 'Hours since midnight as a decimal, e.g. 8.75 for 08:45.' },
      totalMinutes: { type: 'number', minimum: 0, exclusiveMaximum: 1440, description: 'Minutes since midnight, e.g. 870 for 14:30.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      h24: { type: 'string', description: 'HH:MM, with :SS when the seconds are not zero.' },
      h12: { type: 'string', description: 'h:MM AM/PM, with :SS when the seconds are not zero.' },
      military: { type: 'string', description: 'HHMM (seconds dropped).' },
      decimalHours: { type: 'number' },
      totalMinutes: { type: 'number' },
      totalSeconds: { type: 'integer' },
    },
    required: ['h24', 'h12', 'military', 'decimalHours', 'totalMinutes', 'totalSeconds'],
  },
  examples: [
    {
      inputs: {"time": "14:30"},
      result: {"h24": "14:30", "h12": "2:30 PM", "military": "1430", "decimalHours": 14.5, "totalMinutes": 870.0, "totalSeconds": 52200},
    },
    {
      inputs: {"time": "12:05:09 AM"},
      result: {"h24": "00:05:09", "h12": "12:05:09 AM", "military": "0005", "decimalHours": 0.08583333333333333, "totalMinutes": 5.15, "totalSeconds": 309},
    },
    {
      inputs: {"decimalHours": 8.75},
      result: {"h24": "08:45", "h12": "8:45 AM", "military": "0845", "decimalHours": 8.75, "totalMinutes": 525.0, "totalSeconds": 31500},
    },
    {
      inputs: {"totalMinutes": 1439.5},
      result: {"h24": "23:59:30", "h12": "11:59:30 PM", "military": "2359", "decimalHours": 23.991666666666667, "totalMinutes": 1439.5, "totalSeconds": 86370},
    },
  ],
  run({ time, decimalHours, totalMinutes }: Inputs) {
    const given = [time, decimalHours, totalMinutes].filter((v) => v !== undefined).length;
    if (given !== 1) throw new ToolError('Give exactly one of "time", "decimalHours" or "totalMinutes".');
    let secs: number;
    if (time !== undefined) secs = parseTime(time);
    else if (decimalHours !== undefined) secs = Math.floor(decimalHours * 3600 + 0.5);
    else secs = Math.floor(totalMinutes! * 60 + 0.5);
    if (secs >= 86400) throw new ToolError('The time rounds to 24:00:00, which is not a time of day; use a value below it.');
    const h = Math.floor(secs / 3600);
    const mi = Math.floor(secs / 60) % 60;
    const s = secs % 60;
    const tail = s === 0 ? '' : `:${pad(s)}`;
    return {
      h24: `${pad(h)}:${pad(mi)}${tail}`,
      h12: `${h % 12 === 0 ? 12 : h % 12}:${pad(mi)}${tail} ${h < 12 ? 'AM' : 'PM'}`,
      military: `${pad(h)}${pad(mi)}`,
      decimalHours: secs / 3600,
      totalMinutes: secs / 60,
      totalSeconds: secs,
    };
  },
});
