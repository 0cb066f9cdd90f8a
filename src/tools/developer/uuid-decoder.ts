import { defineTool, nullable } from '../define.ts';

const HEX = '[0-9a-fA-F]';
const CANONICAL = `${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}`;

/** 100-nanosecond intervals from 1582-10-15T00:00:00Z (the Gregorian reform) to the Unix epoch. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n;

type Variant = 'ncs' | 'rfc9562' | 'microsoft' | 'future';

/** ISO 8601 UTC of a count of 100-ns ticks since the Unix epoch, with 7 fractional digits. */
function isoTicks(ticks: bigint): string {
  const seconds = ticks >= 0n ? ticks / 10_000_000n : -((-ticks + 9_999_999n) / 10_000_000n);
  const fraction = ticks - seconds * 10_000_000n;
  const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  return `${whole}.${fraction.toString().padStart(7, '0')}Z`;
}

export default defineTool({
  slug: 'uuid-decoder',
  name: 'UUID decoder',
  category: 'developer',
  description:
    'Decodes a UUID (canonical, {braced}, urn:uuid: or 32 hex digits, any case) per RFC 9562: variant (bits 64–66: ncs, rfc9562, microsoft, future), version (only for the RFC variant), and for time-based versions the embedded instant: v1 and v6 count 100 ns since 1582-10-15T00:00:00Z (ISO UTC with 7 fractional digits) and carry a 14-bit clock sequence and a 48-bit node (colon hex); v7 counts Unix milliseconds (3 fractional digits; years past 9999 are written with the expanded +YYYYYY form). Also the 128-bit integer (decimal string), standard Base64 of the 16 bytes, the URN, and whether it is the Nil or Max UUID. v2 (DCE) timestamps are not decoded.',
  inputSchema: {
    type: 'object',
    properties: {
      uuid: {
        type: 'string',
        maxLength: 45,
        pattern: `^(${CANONICAL}|\\{${CANONICAL}\\}|[uU][rR][nN]:[uU][uU][iI][dD]:${CANONICAL}|${HEX}{32})$`,
        description: 'The UUID: 8-4-4-4-12 hex digits, optionally in braces or after urn:uuid:, or 32 hex digits without hyphens.',
      },
    },
    required: ['uuid'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      uuid: { type: 'string', description: 'Canonical lower-case 8-4-4-4-12 form.' },
      version: nullable({ type: 'integer' }, { description: 'The version nibble (bits 48–51); null outside the RFC 9562 variant.' }),
      variant: { type: 'string', enum: ['ncs', 'rfc9562', 'microsoft', 'future'], description: 'The variant field (bits 64–66).' },
      timestamp: nullable({ type: 'string' }, { description: 'Embedded instant, ISO 8601 UTC (v1, v6, v7); else null.' }),
      clockSequence: nullable({ type: 'integer' }, { description: '14-bit clock sequence (v1, v6); else null.' }),
      node: nullable({ type: 'string' }, { description: '48-bit node as colon-separated lower-case hex (v1, v6); else null.' }),
      integer: { type: 'string', description: 'The 128-bit value as a decimal string.' },
      base64: { type: 'string', description: 'Standard Base64 (with padding) of the 16 bytes.' },
      urn: { type: 'string', description: 'urn:uuid: form.' },
      isNil: { type: 'boolean', description: 'All 128 bits zero.' },
      isMax: { type: 'boolean', description: 'All 128 bits one.' },
    },
    required: ['uuid', 'version', 'variant', 'timestamp', 'clockSequence', 'node', 'integer', 'base64', 'urn', 'isNil', 'isMax'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "uuid": "C232AB00-9414-11EC-B3C8-9E6BDECED846"
      },
      "result": {
        "uuid": "c232ab00-9414-11ec-b3c8-9e6bdeced846",
        "version": 1,
        "variant": "rfc9562",
        "timestamp": "2022-02-22T19:22:22.0000000Z",
        "clockSequence": 13256,
        "node": "9e:6b:de:ce:d8:46",
        "integer": "258133314363070689776975540939270314054",
        "base64": "wjKrAJQUEeyzyJ5r3s7YRg==",
        "urn": "urn:uuid:c232ab00-9414-11ec-b3c8-9e6bdeced846",
        "isNil": false,
        "isMax": false
      }
    },
    {
      "inputs": {
        "uuid": "urn:uuid:1EC9414C-232A-6B00-B3C8-9E6BDECED846"
      },
      "result": {
        "uuid": "1ec9414c-232a-6b00-b3c8-9e6bdeced846",
        "version": 6,
        "variant": "rfc9562",
        "timestamp": "2022-02-22T19:22:22.0000000Z",
        "clockSequence": 13256,
        "node": "9e:6b:de:ce:d8:46",
        "integer": "40921815930960820517455392648268273734",
        "base64": "HslBTCMqawCzyJ5r3s7YRg==",
        "urn": "urn:uuid:1ec9414c-232a-6b00-b3c8-9e6bdeced846",
        "isNil": false,
        "isMax": false
      }
    },
    {
      "inputs": {
        "uuid": "{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}"
      },
      "result": {
        "uuid": "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
        "version": 7,
        "variant": "rfc9562",
        "timestamp": "2022-02-22T19:22:22.000Z",
        "clockSequence": null,
        "node": null,
        "integer": "1989357241971137676463954034883508623",
        "base64": "AX8i4nmwfMOYxNwMDAc5jw==",
        "urn": "urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
        "isNil": false,
        "isMax": false
      }
    },
    {
      "inputs": {
        "uuid": "919108f752d143209bacf847db4148a8"
      },
      "result": {
        "uuid": "919108f7-52d1-4320-9bac-f847db4148a8",
        "version": 4,
        "variant": "rfc9562",
        "timestamp": null,
        "clockSequence": null,
        "node": null,
        "integer": "193491124287564075115561252409011423400",
        "base64": "kZEI91LRQyCbrPhH20FIqA==",
        "urn": "urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8",
        "isNil": false,
        "isMax": false
      }
    },
    {
      "inputs": {
        "uuid": "00000000-0000-0000-0000-000000000000"
      },
      "result": {
        "uuid": "00000000-0000-0000-0000-000000000000",
        "version": null,
        "variant": "ncs",
        "timestamp": null,
        "clockSequence": null,
        "node": null,
        "integer": "0",
        "base64": "AAAAAAAAAAAAAAAAAAAAAA==",
        "urn": "urn:uuid:00000000-0000-0000-0000-000000000000",
        "isNil": true,
        "isMax": false
      }
    }
  ],
  run({ uuid }: { uuid: string }) {
    const hex = uuid.replace(/^urn:uuid:/i, '').replace(/[{}-]/g, '').toLowerCase();
    const bytes = Buffer.from(hex, 'hex');
    const canonical = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const value = BigInt(`0x${hex}`);
    const v = bytes[8]!;
    const variant: Variant = (v & 0x80) === 0 ? 'ncs' : (v & 0x40) === 0 ? 'rfc9562' : (v & 0x20) === 0 ? 'microsoft' : 'future';
    const version = variant === 'rfc9562' ? bytes[6]! >> 4 : null;
    let timestamp: string | null = null;
    let clockSequence: number | null = null;
    let node: string | null = null;
    if (version === 1 || version === 6) {
      const field = (from: number, to: number) => BigInt(`0x${hex.slice(from, to)}`);
      // v1: time_low (32) time_mid (16) version+time_hi (4+12); v6: time_high (32) time_mid (16) version+time_low (4+12).
      const ticks =
        version === 1
          ? ((field(12, 16) & 0xfffn) << 48n) | (field(8, 12) << 32n) | field(0, 8)
          : (field(0, 8) << 28n) | (field(8, 12) << 12n) | (field(12, 16) & 0xfffn);
      timestamp = isoTicks(ticks - GREGORIAN_OFFSET);
      clockSequence = ((v & 0x3f) << 8) | bytes[9]!;
      node = [...bytes.subarray(10)].map((b) => b.toString(16).padStart(2, '0')).join(':');
    } else if (version === 7) {
      timestamp = new Date(Number(BigInt(`0x${hex.slice(0, 12)}`))).toISOString();
    }
    return {
      uuid: canonical,
      version,
      variant,
      timestamp,
      clockSequence,
      node,
      integer: value.toString(),
      base64: bytes.toString('base64'),
      urn: `urn:uuid:${canonical}`,
      isNil: value === 0n,
      isMax: value === (1n << 128n) - 1n,
    };
  },
});
