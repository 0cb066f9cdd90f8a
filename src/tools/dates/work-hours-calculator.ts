import { ToolError, defineTool } from '../define.ts';

interface Shift {
  start: string;
  end: string;
  breakMinutes?: number;
}

interface Inputs {
  shifts: Shift[];
  overtimeThresholdHours?: number;
}

const minutesOf = (text: string, field: string): number => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) throw new ToolError(`"${field}" is not a time of day: ${text}.`);
  return h * 60 + m;
};

export default defineTool({
  slug: 'work-hours-calculator',
  name: 'Work hours calculator',
  category: 'dates',
  description:
    'Adds up worked time over shifts given as start and end times (HH:MM) minus unpaid break minutes; an end at or before the start runs past midnight (equal times = 24 hours). Hours are returned as a decimal (minutes / 60, unrounded) and as H:MM; hours beyond overtimeThresholdHours (over all shifts together) count as overtime.',
  inputSchema: {
    type: 'object',
    properties: {
      shifts: {
        type: 'array',
        minItems: 1,
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            start: { type: 'string', pattern: '^\\d{2}:\\d{2}$', maxLength: 5, description: 'Start time, HH:MM.' },
            end: { type: 'string', pattern: '^\\d{2}:\\d{2}$', maxLength: 5, description: 'End time, HH:MM.' },
            breakMinutes: { type: 'integer', minimum: 0, maximum: 1440, default: 0, description: 'Unpaid break within the shift, in minutes (0 by default).' },
          },
          required: ['start', 'end'],
          additionalProperties: false,
        },
        description: 'Shifts worked, each a start and end time (an end at or before the start runs past midnight) with an optional break.',
      },
      overtimeThresholdHours: { type: 'number', minimum: 0, maximum: 100000, description: 'Hours after which time counts as overtime (none by default).' },
    },
    required: ['shifts'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      totalHours: { type: 'number' },
      totalMinutes: { type: 'integer' },
      totalHHMM: { type: 'string' },
      regularHours: { type: 'number' },
      overtimeHours: { type: 'number' },
    },
    required: ['totalHours', 'totalMinutes', 'totalHHMM', 'regularHours', 'overtimeHours'],
  },
  examples: [
    {
      inputs: {"shifts": [{"start": "09:00", "end": "17:30", "breakMinutes": 30}, {"start": "08:15", "end": "16:45", "breakMinutes": 45}]},
      result: {"totalHours": 15.75, "totalMinutes": 945, "totalHHMM": "15:45", "regularHours": 15.75, "overtimeHours": 0.0},
    },
    {
      inputs: {"shifts": [{"start": "22:00", "end": "06:00", "breakMinutes": 30}, {"start": "22:00", "end": "06:00", "breakMinutes": 30}, {"start": "22:00", "end": "06:00", "breakMinutes": 30}, {"start": "22:00", "end": "06:00", "breakMinutes": 30}, {"start": "22:00", "end": "06:00", "breakMinutes": 30}, {"start": "20:00", "end": "04:30"}], "overtimeThresholdHours": 40},
      result: {"totalHours": 46.0, "totalMinutes": 2760, "totalHHMM": "46:00", "regularHours": 40.0, "overtimeHours": 6.0},
    },
  ],
  run({ shifts, overtimeThresholdHours }: Inputs) {
    let total = 0;
    shifts.forEach((shift, i) => {
      const start = minutesOf(shift.start, `shifts[${i}].start`);
      const end = minutesOf(shift.end, `shifts[${i}].end`);
      const length = end > start ? end - start : end + 1440 - start;
      const pause = shift.breakMinutes ?? 0;
      if (pause > length) throw new ToolError(`shifts[${i}]: the break is longer than the shift.`);
      total += length - pause;
    });
    const thresholdMinutes = overtimeThresholdHours === undefined ? Infinity : overtimeThresholdHours * 60;
    const overtime = Math.max(0, total - thresholdMinutes);
    return {
      totalHours: total / 60,
      totalMinutes: total,
      totalHHMM: `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`,
      regularHours: (total - overtime) / 60,
      overtimeHours: overtime / 60,
    };
  },
});
