import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'mongodb-objectid-decoder',
  name: 'MongoDB ObjectId decoder',
  category: 'developer',
  description:
    'Decodes a 12-byte MongoDB ObjectId (24 hex digits, any case) per the BSON ObjectId specification: bytes 0–3 are the creation time in seconds since the Unix epoch (big-endian, unsigned), bytes 4–8 a 5-byte random value chosen once per process, bytes 9–11 a big-endian counter starting at a random value. Before MongoDB 3.4 (2016) drivers wrote bytes 4–6 as a machine hash and bytes 7–8 as the process id; the same bytes are returned here as randomValue. The timestamp is ISO 8601 UTC to the second.',
  inputSchema: {
    type: 'object',
    properties: {
      objectId: { type: 'string', pattern: '^[0-9a-fA-F]{24}$', description: 'The ObjectId as 24 hexadecimal digits, e.g. 507f1f77bcf86cd799439011.' },
    },
    required: ['objectId'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      timestamp: { type: 'string', description: 'Creation time, ISO 8601 UTC to the second (…Z).' },
      unixSeconds: { type: 'integer', description: 'Creation time in seconds since 1970-01-01T00:00:00Z (bytes 0–3).' },
      randomValue: { type: 'string', description: 'Bytes 4–8 as 10 lower-case hex digits (machine hash and process id before MongoDB 3.4).' },
      counter: { type: 'integer', description: 'Bytes 9–11 as an unsigned big-endian integer (0–16777215).' },
    },
    required: ['timestamp', 'unixSeconds', 'randomValue', 'counter'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "objectId": "507f1f77bcf86cd799439011"
      },
      "result": {
        "timestamp": "2012-10-17T21:13:27Z",
        "unixSeconds": 1350508407,
        "randomValue": "bcf86cd799",
        "counter": 4427793
      }
    },
    {
      "inputs": {
        "objectId": "65A1F0C2E4B0A1B2C3D4E5F6"
      },
      "result": {
        "timestamp": "2024-01-13T02:09:06Z",
        "unixSeconds": 1705111746,
        "randomValue": "e4b0a1b2c3",
        "counter": 13952502
      }
    },
    {
      "inputs": {
        "objectId": "ffffffff0000000000ffffff"
      },
      "result": {
        "timestamp": "2106-02-07T06:28:15Z",
        "unixSeconds": 4294967295,
        "randomValue": "0000000000",
        "counter": 16777215
      }
    }
  ],
  run({ objectId }: { objectId: string }) {
    const hex = objectId.toLowerCase();
    const unixSeconds = Number.parseInt(hex.slice(0, 8), 16);
    return {
      timestamp: new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z'),
      unixSeconds,
      randomValue: hex.slice(8, 18),
      counter: Number.parseInt(hex.slice(18), 16),
    };
  },
});
