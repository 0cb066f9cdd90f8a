import { ToolError, defineTool } from '../define.ts';

interface Model {
  width: 8 | 16 | 32 | 64;
  poly: bigint;
  init: bigint;
  /** refin and refout are equal in every model offered. */
  reflected: boolean;
  xorout: bigint;
  check: bigint;
}

const F16 = 0xffffn;
const F32 = 0xffffffffn;
const F64 = 0xffffffffffffffffn;

/** Parameters and check values from the CRC RevEng catalogue (reveng.sourceforge.io/crc-catalogue, read 2026). */
const MODELS: Record<string, Model> = {
  'crc-8/smbus': { width: 8, poly: 0x07n, init: 0n, reflected: false, xorout: 0n, check: 0xf4n },
  'crc-8/maxim-dow': { width: 8, poly: 0x31n, init: 0n, reflected: true, xorout: 0n, check: 0xa1n },
  'crc-16/arc': { width: 16, poly: 0x8005n, init: 0n, reflected: true, xorout: 0n, check: 0xbb3dn },
  'crc-16/ibm-3740': { width: 16, poly: 0x1021n, init: F16, reflected: false, xorout: 0n, check: 0x29b1n },
  'crc-16/xmodem': { width: 16, poly: 0x1021n, init: 0n, reflected: false, xorout: 0n, check: 0x31c3n },
  'crc-16/kermit': { width: 16, poly: 0x1021n, init: 0n, reflected: true, xorout: 0n, check: 0x2189n },
  'crc-16/modbus': { width: 16, poly: 0x8005n, init: F16, reflected: true, xorout: 0n, check: 0x4b37n },
  'crc-16/usb': { width: 16, poly: 0x8005n, init: F16, reflected: true, xorout: F16, check: 0xb4c8n },
  'crc-16/ibm-sdlc': { width: 16, poly: 0x1021n, init: F16, reflected: true, xorout: F16, check: 0x906en },
  'crc-16/genibus': { width: 16, poly: 0x1021n, init: F16, reflected: false, xorout: F16, check: 0xd64en },
  'crc-32/iso-hdlc': { width: 32, poly: 0x04c11db7n, init: F32, reflected: true, xorout: F32, check: 0xcbf43926n },
  'crc-32/iscsi': { width: 32, poly: 0x1edc6f41n, init: F32, reflected: true, xorout: F32, check: 0xe3069283n },
  'crc-32/bzip2': { width: 32, poly: 0x04c11db7n, init: F32, reflected: false, xorout: F32, check: 0xfc891918n },
  'crc-32/mpeg-2': { width: 32, poly: 0x04c11db7n, init: F32, reflected: false, xorout: 0n, check: 0x0376e6e7n },
  'crc-32/cksum': { width: 32, poly: 0x04c11db7n, init: 0n, reflected: false, xorout: F32, check: 0x765e7680n },
  'crc-32/jamcrc': { width: 32, poly: 0x04c11db7n, init: F32, reflected: true, xorout: 0n, check: 0x340bc6d9n },
  'crc-64/ecma-182': { width: 64, poly: 0x42f0e1eba9ea3693n, init: 0n, reflected: false, xorout: 0n, check: 0x6c40df5f0b497347n },
  'crc-64/xz': { width: 64, poly: 0x42f0e1eba9ea3693n, init: F64, reflected: true, xorout: F64, check: 0x995dc9bbdf1939fan },
  'crc-64/go-iso': { width: 64, poly: 0x1bn, init: F64, reflected: true, xorout: F64, check: 0xb90956c775a41001n },
};
const ALGORITHMS = Object.keys(MODELS);

const reflect = (value: bigint, width: number) => {
  let out = 0n;
  for (let i = 0; i < width; i++) if ((value >> BigInt(i)) & 1n) out |= 1n << BigInt(width - 1 - i);
  return out;
};

/**
 * The register is kept 64 bits wide as two unsigned 32-bit halves (hi, lo). A non-reflected CRC is left-aligned in
 * those 64 bits (shifted up by 64 − width); a reflected one is right-aligned and shifts right. One 256-entry table per
 * half, built once per model with BigInt.
 */
interface Tables { hi: Uint32Array; lo: Uint32Array }
const tableCache = new Map<string, Tables>();

function tables(name: string, model: Model): Tables {
  const cached = tableCache.get(name);
  if (cached) return cached;
  const hi = new Uint32Array(256);
  const lo = new Uint32Array(256);
  const shift = BigInt(64 - model.width);
  const rpoly = reflect(model.poly, model.width);
  const apoly = model.poly << shift;
  for (let i = 0; i < 256; i++) {
    let crc: bigint;
    if (model.reflected) {
      crc = BigInt(i);
      for (let k = 0; k < 8; k++) crc = crc & 1n ? (crc >> 1n) ^ rpoly : crc >> 1n;
    } else {
      crc = BigInt(i) << 56n;
      for (let k = 0; k < 8; k++) crc = crc & (1n << 63n) ? ((crc << 1n) ^ apoly) & F64 : (crc << 1n) & F64;
    }
    hi[i] = Number(crc >> 32n);
    lo[i] = Number(crc & F32);
  }
  const built = { hi, lo };
  tableCache.set(name, built);
  return built;
}

export function crc(name: string, data: Uint8Array): bigint {
  const model = MODELS[name]!;
  const t = tables(name, model);
  const shift = BigInt(64 - model.width);
  const start = model.reflected ? reflect(model.init, model.width) : model.init << shift;
  let hi = Number(start >> 32n) >>> 0;
  let lo = Number(start & F32) >>> 0;
  if (model.reflected) {
    for (let i = 0; i < data.length; i++) {
      const idx = (lo ^ data[i]!) & 0xff;
      lo = (((lo >>> 8) | (hi << 24)) ^ t.lo[idx]!) >>> 0;
      hi = ((hi >>> 8) ^ t.hi[idx]!) >>> 0;
    }
  } else {
    for (let i = 0; i < data.length; i++) {
      const idx = ((hi >>> 24) ^ data[i]!) & 0xff;
      hi = (((hi << 8) | (lo >>> 24)) ^ t.hi[idx]!) >>> 0;
      lo = ((lo << 8) ^ t.lo[idx]!) >>> 0;
    }
  }
  let register = (BigInt(hi) << 32n) | BigInt(lo);
  if (!model.reflected) register >>= shift;
  // refout = refin in every model here, so the register already has the output bit order.
  return register ^ model.xorout;
}

const hex = (value: bigint, width: number) => value.toString(16).padStart(width / 4, '0');

interface Inputs {
  text?: string;
  hex?: string;
  algorithm: string;
}

export default defineTool({
  slug: 'crc-calculator',
  name: 'CRC calculator',
  category: 'security',
  description:
    'Computes a cyclic redundancy check of the UTF-8 bytes of a text, or of bytes given in hex, with one of 19 models of the CRC RevEng catalogue (Rocksoft parameters width, poly, init, refin, refout, xorout; reveng.sourceforge.io, read 2026). Aliases: CRC-32 = crc-32/iso-hdlc (zip, PNG), CRC-32C = crc-32/iscsi, CCITT-FALSE = crc-16/ibm-3740, X-25 = crc-16/ibm-sdlc, MODBUS = crc-16/modbus, XMODEM = crc-16/xmodem, CRC-64/XZ = crc-64/xz. Returns the CRC as lower-case hex of width/4 digits and as a decimal string (a CRC-64 passes 2^53), with the model\'s catalogue check value (its CRC of "123456789"). Give exactly one of text and hex. A CRC detects accidental corruption, not tampering.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'Text whose UTF-8 bytes are checked (give this or hex).' },
      hex: {
        type: 'string',
        maxLength: 200_000,
        pattern: '^[0-9A-Fa-f\\s]*$',
        description: 'The bytes as hex digits, an even number of them; spaces and line breaks are ignored (give this or text).',
      },
      algorithm: { type: 'string', enum: ALGORITHMS, default: 'crc-32/iso-hdlc', description: 'CRC RevEng model name; crc-32/iso-hdlc (the usual CRC-32) by default.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', description: 'The CRC in lower-case hex, width/4 digits.' },
      decimal: { type: 'string', description: 'The CRC as an unsigned decimal integer, as a string.' },
      width: { type: 'integer', description: 'The CRC width in bits.' },
      check: { type: 'string', description: 'The model\'s catalogue check value: its CRC of the ASCII "123456789", in hex.' },
      algorithm: { type: 'string', description: 'The model used.' },
      bytes: { type: 'integer', description: 'Number of bytes checked.' },
    },
    required: ['value', 'decimal', 'width', 'check', 'algorithm', 'bytes'],
  },
  examples: [
    {
      "inputs": {
        "text": "123456789",
        "algorithm": "crc-16/ibm-3740"
      },
      "result": {
        "value": "29b1",
        "decimal": "10673",
        "width": 16,
        "check": "29b1",
        "algorithm": "crc-16/ibm-3740",
        "bytes": 9
      }
    },
    {
      "inputs": {
        "text": "The quick brown fox jumps over the lazy dog",
        "algorithm": "crc-32/iso-hdlc"
      },
      "result": {
        "value": "414fa339",
        "decimal": "1095738169",
        "width": 32,
        "check": "cbf43926",
        "algorithm": "crc-32/iso-hdlc",
        "bytes": 43
      }
    },
    {
      "inputs": {
        "hex": "01 03 00 00 00 0a",
        "algorithm": "crc-16/modbus"
      },
      "result": {
        "value": "cdc5",
        "decimal": "52677",
        "width": 16,
        "check": "4b37",
        "algorithm": "crc-16/modbus",
        "bytes": 6
      }
    },
    {
      "inputs": {
        "hex": "deadbeef",
        "algorithm": "crc-64/xz"
      },
      "result": {
        "value": "0886aa2d9e73eee4",
        "decimal": "614365512091299556",
        "width": 64,
        "check": "995dc9bbdf1939fa",
        "algorithm": "crc-64/xz",
        "bytes": 4
      }
    }
  ],
  run({ text, hex: hexInput, algorithm }: Inputs) {
    if ((text === undefined) === (hexInput === undefined)) throw new ToolError('Give exactly one of text and hex.');
    let data: Uint8Array;
    if (text !== undefined) data = Buffer.from(text, 'utf8');
    else {
      const digits = hexInput!.replace(/\s+/g, '');
      if (digits.length % 2 !== 0) throw new ToolError(`hex has an odd number of digits (${digits.length}): bytes take two each.`);
      data = Buffer.from(digits, 'hex');
    }
    const model = MODELS[algorithm]!;
    const value = crc(algorithm, data);
    return {
      value: hex(value, model.width),
      decimal: value.toString(),
      width: model.width,
      check: hex(model.check, model.width),
      algorithm,
      bytes: data.length,
    };
  },
});
