import { defineTool } from '../define.ts';
import { DATE_OR_DATE_TIME_PATTERN, INSTANT_PATTERN, checkRange, localToInstant, parseInstant, parseReading, zone } from '../date-helpers.ts';

interface Inputs {
  target: string;
  at?: string;
  zone?: string;
}

export default defineTool({
  slug: 'countdown-calculator',
  name: 'Countdown calculator',
  category: 'dates',
  draws: ['clock'],
  description:
    'Time left until a target date or date-time, in days (of 24 hours), hours, minutes and seconds and in total seconds. A date or a local time without offset is read in "zone" (UTC by default; a date means its midnight; an ambiguous local time takes the earlier instant). "at" defaults to now; a past target gives the time since it with isPast true.',
  inputSchema: {
    type: 'object',
    properties: {
      target: { type: 'string', maxLength: 40, pattern: DATE_OR_DATE_TIME_PATTERN, description: 'The target date or date-time.' },
      at: { type: 'string', maxLength: 40, pattern: INSTANT_PATTERN, description: 'The instant to count from (ISO 8601 with Z or offset); defaults to now.' },
      zone: { type: 'string', minLength: 1, maxLength: 64, default: 'UTC', description: 'IANA zone of a target without offset.' },
    },
    required: ['target'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      days: { type: 'integer' },
      hours: { type: 'integer' },
      minutes: { type: 'integer' },
      seconds: { type: 'number', description: 'Remaining seconds (milliseconds as a fraction).' },
      totalSeconds: { type: 'number' },
      isPast: { type: 'boolean' },
    },
    required: ['days', 'hours', 'minutes', 'seconds', 'totalSeconds', 'isPast'],
  },
  examples: [
    {
      inputs: {"target": "2025-01-01", "at": "2024-11-23T17:05:30Z", "zone": "America/New_York"},
      result: {"days": 38, "hours": 11, "minutes": 54, "seconds": 30.0, "totalSeconds": 3326070.0, "isPast": false},
    },
    {
      inputs: {"target": "2024-07-04T12:00:00-04:00", "at": "2024-07-06T09:30:15.250Z"},
      result: {"days": 1, "hours": 17, "minutes": 30, "seconds": 15.25, "totalSeconds": 149415.25, "isPast": true},
    },
  ],
  run({ target, at, zone: name = 'UTC' }: Inputs) {
    const reading = parseReading(target, 'target');
    const goal = reading.offset === null ? localToInstant(reading.wallMs, zone(name)) : reading.wallMs - reading.offset * 60_000;
    const now = at === undefined ? Date.now() : checkRange(parseInstant(at, 'at'), 'at');
    const diff = Math.abs(goal - now);
    return {
      days: Math.floor(diff / 86_400_000),
      hours: Math.floor(diff / 3_600_000) % 24,
      minutes: Math.floor(diff / 60_000) % 60,
      seconds: (diff % 60_000) / 1000,
      totalSeconds: diff / 1000,
      isPast: goal < now,
    };
  },
});
