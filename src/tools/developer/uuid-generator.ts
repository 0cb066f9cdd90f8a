import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** The instant of an ISO 8601 date-time with offset, refusing impossible dates and times a v7 UUID cannot hold. */
function instant(at: string): number {
  const ms = Date.parse(at);
  const [year, month, day] = at.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (Number.isNaN(ms) || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    throw new ToolError(`"at" is not a valid date-time: ${at}`);
  }
  if (ms < 0) throw new ToolError('"at" must not be before 1970-01-01T00:00:00Z: a UUIDv7 holds milliseconds since the Unix epoch.');
  return ms;
}

interface Inputs {
  version: 4 | 7;
  count: number;
  seed?: number;
  at?: string;
}

export default defineTool({
  slug: 'uuid-generator',
  name: 'UUID generator',
  category: 'developer',
  draws: ['randomness', 'clock'],
  description:
    'Generates RFC 9562 UUIDs: version 4 (random) or version 7 (Unix-millisecond timestamp then random bits; a batch shares the timestamp and counts up, so it sorts in generation order). A seed makes the output reproducible.',
  inputSchema: {
    type: 'object',
    properties: {
      version: { type: 'integer', enum: [4, 7], default: 4, description: '4 for random UUIDs, 7 for time-ordered ones.' },
      count: { type: 'integer', minimum: 1, maximum: 1000, default: 1, description: 'How many UUIDs to generate.' },
      seed: seedSchema,
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'Version 7 only: the ISO 8601 date-time (with Z or an offset) to embed; defaults to now.',
      },
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      uuids: { type: 'array', items: { type: 'string' }, description: 'Lowercase UUIDs in canonical 8-4-4-4-12 form.' },
    },
    required: ['uuids'],
  },
  examples: [
    {
      inputs: { version: 4, count: 3, seed: 42 },
      result: {
        uuids: [
          'd5e9aff4-92e4-4453-93e1-f779e599ba50',
          '36f0ec64-2dd3-4513-ade3-53ad6e85ba4e',
          'ca481911-6492-46e0-9fe7-97b477bc5ee7',
        ],
      },
    },
    {
      inputs: { version: 7, count: 2, seed: 7, at: '2025-01-01T00:00:00Z' },
      result: { uuids: ['01941f29-7c00-70cb-ad60-ea91688d29b8', '01941f29-7c00-70cb-ad60-ee6acdbbf03f'] },
    },
  ],
  run({ version, count, seed, at }: Inputs) {
    const source = seed === undefined ? undefined : randomSource(seed);
    const random = () => (source ? Uint8Array.from(source.bytes(16)) : undefined);
    const uuids: string[] = [];
    if (version === 4) {
      for (let i = 0; i < count; i++) {
        const bytes = random();
        uuids.push(bytes ? uuidv4({ random: bytes }) : uuidv4());
      }
      return { uuids };
    }
    const msecs = at === undefined ? Date.now() : instant(at);
    const first = random() ?? Uint8Array.from(randomSource().bytes(16));
    // 31 random bits start the 32-bit counter field (as the uuid package does); the batch counts up from there.
    const seq = ((first[6]! & 0x7f) * 2 ** 24 + (first[7]! << 16) + (first[8]! << 8) + first[9]!) >>> 0;
    for (let i = 0; i < count; i++) {
      const bytes = i === 0 ? first : (random() ?? Uint8Array.from(randomSource().bytes(16)));
      uuids.push(uuidv7({ random: bytes, msecs, seq: seq + i }));
    }
    return { uuids };
  },
});
