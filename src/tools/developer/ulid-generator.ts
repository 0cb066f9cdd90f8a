import { encodeTime, monotonicFactory } from 'ulid';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { randomSource, seedSchema } from '../random.ts';

interface Inputs {
  count: number;
  at?: string;
  monotonic: boolean;
  seed?: number;
}

const TIME_MAX = 2 ** 48 - 1;
const isoDateTime = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** ISO 8601 date or date-time; a time without an offset is read as UTC (never the server's zone). */
function parseAt(at: string): number {
  const match = isoDateTime.exec(at.trim());
  if (!match) throw new ToolError('"at" must be an ISO 8601 date-time such as 2024-05-01T12:00:00Z.');
  const [, date, time, zone] = match as unknown as [string, string, string | undefined, string | undefined];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) {
    throw new ToolError(`"at" (${at}) is not a real calendar date.`);
  }
  const timestamp = Date.parse(time === undefined ? `${date}T00:00:00Z` : `${date}T${time}${zone ?? 'Z'}`);
  if (Number.isNaN(timestamp)) throw new ToolError(`"at" (${at}) is not a real date-time.`);
  return timestamp;
}

export default defineTool({
  slug: 'ulid-generator',
  name: 'ULID generator',
  category: 'developer',
  draws: ['randomness', 'clock'],
  description:
    'Generates ULIDs (26-character, lexicographically sortable IDs: a 48-bit millisecond timestamp plus 80 random bits) for the current time or a given `at` time; monotonic mode makes IDs within one millisecond strictly increasing.',
  inputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'How many ULIDs to generate.' },
      at: {
        type: 'string',
        maxLength: 64,
        description: 'Timestamp to encode, ISO 8601 (e.g. 2024-05-01T12:00:00Z); defaults to now.',
      },
      monotonic: {
        type: 'boolean',
        default: true,
        description: 'Increment the random part for IDs sharing a millisecond, so they sort in generation order.',
      },
      seed: seedSchema,
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ulids: { type: 'array', items: { type: 'string' } },
      timestamp: { type: 'integer', description: 'The encoded time, milliseconds since the Unix epoch.' },
      time: { type: 'string', description: 'The encoded time as ISO 8601 (UTC).' },
    },
    required: ['ulids', 'timestamp', 'time'],
  },
  examples: [
    {
      inputs: { count: 3, at: '2024-05-01T12:00:00.000Z', monotonic: true, seed: 42 },
      result: {
        ulids: ['01HWT0D7G0RNBD58JGTEFAMZNZ', '01HWT0D7G0RNBD58JGTEFAMZP0', '01HWT0D7G0RNBD58JGTEFAMZP1'],
        timestamp: 1714564800000,
        time: '2024-05-01T12:00:00.000Z',
      },
    },
    {
      inputs: { count: 2, at: '2030-01-01T00:00:00+02:00', monotonic: false, seed: 7 },
      result: {
        ulids: ['01Q3D5FNR0A7PKEZFR3EW580YZ', '01Q3D5FNR0KN9HEJRZ0XQ84WG5'],
        timestamp: 1893448800000,
        time: '2029-12-31T22:00:00.000Z',
      },
    },
  ],
  run({ count, at, monotonic, seed }: Inputs) {
    const timestamp = at === undefined ? Date.now() : parseAt(at);
    if (timestamp < 0 || timestamp > TIME_MAX) {
      throw new ToolError('A ULID can only encode times from 1970-01-01T00:00:00Z to 10889-08-02T05:31:50.655Z.');
    }
    const rng = randomSource(seed);
    // The library treats time 0 as "now", so the epoch itself is encoded by hand.
    const factoryTime = Math.max(timestamp, 1);
    const timePart = encodeTime(timestamp);
    const ulids: string[] = [];
    let factory = monotonicFactory(rng.float);
    for (let i = 0; i < count; i++) {
      if (!monotonic) factory = monotonicFactory(rng.float);
      const next = attempt('Could not generate a ULID', () => factory(factoryTime));
      ulids.push(timePart + next.slice(10));
    }
    return { ulids, timestamp, time: new Date(timestamp).toISOString() };
  },
});
