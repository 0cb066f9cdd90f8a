import { ToolError, defineTool, nullable } from '../define.ts';
import { MAX_MS, MIN_MS, formatInstant } from '../date-helpers.ts';

type Format = 'unix-s' | 'unix-ms' | 'windows-filetime' | 'ldap' | 'mac-absolute' | 'dotnet-ticks' | 'excel';

interface Inputs {
  value: number | string;
  from: Format;
}

/** Milliseconds from each epoch to the Unix epoch (1970-01-01T00:00:00Z). */
const FILETIME_EPOCH_MS = 11_644_473_600_000n; // 1601-01-01
const DOTNET_EPOCH_MS = 62_135_596_800_000n; // 0001-01-01
const MAC_EPOCH_S = 978_307_200; // 2001-01-01
const EXCEL_UNIX_DAY = 25569; // 1970-01-01 as an Excel 1900-system serial

/** Exact decimal text → BigInt numerator over 10^scale. */
function decimal(text: string): { value: bigint; scale: bigint } {
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  return { value: BigInt(whole! + fraction) * (text.startsWith('-') ? -1n : 1n), scale: 10n ** BigInt(fraction.length) };
}

const floorDiv = (a: bigint, b: bigint): bigint => (a % b !== 0n && a < 0n !== b < 0n ? a / b - 1n : a / b);

export default defineTool({
  slug: 'epoch-converter',
  name: 'Epoch converter',
  category: 'dates',
  description:
    'Converts a timestamp between epoch formats: Unix seconds and milliseconds (1970), Windows FILETIME and LDAP/Active Directory timestamps (100-ns ticks since 1601-01-01 UTC), Mac absolute time (Core Foundation seconds since 2001-01-01), .NET DateTime ticks (100 ns since 0001-01-01) and Excel 1900-system serials (days; null before 1900-03-01). Exact integer arithmetic; precision is the millisecond (finer ticks are floored). Tick values are returned as strings (beyond 2^53).',
  inputSchema: {
    type: 'object',
    properties: {
      value: {
        anyOf: [
          { type: 'number', minimum: -1e20, maximum: 1e20 },
          { type: 'string', maxLength: 32, pattern: '^-?\\d{1,21}(\\.\\d{1,9})?$' },
        ],
        description: 'The timestamp (a number, or a decimal string for exact tick counts).',
      },
      from: {
        type: 'string',
        enum: ['unix-s', 'unix-ms', 'windows-filetime', 'ldap', 'mac-absolute', 'dotnet-ticks', 'excel'],
        description: 'Format of value: Unix seconds or milliseconds, Windows FILETIME or LDAP (100-ns ticks since 1601), Mac absolute time (seconds since 2001), .NET ticks (100 ns since 0001) or an Excel 1900-system serial (days, 61 or more).',
      },
    },
    required: ['value', 'from'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      iso: { type: 'string' },
      unixSeconds: { type: 'number' },
      unixMilliseconds: { type: 'integer' },
      windowsFiletime: { type: 'string' },
      ldap: { type: 'string' },
      macAbsolute: { type: 'number' },
      dotnetTicks: { type: 'string' },
      excel: nullable({ type: 'number' }, { description: 'Excel 1900-system serial (days); null before 1900-03-01.' }),
    },
    required: ['iso', 'unixSeconds', 'unixMilliseconds', 'windowsFiletime', 'ldap', 'macAbsolute', 'dotnetTicks', 'excel'],
  },
  examples: [
    {
      inputs: {"value": 1700000000, "from": "unix-s"},
      result: {"iso": "2023-11-14T22:13:20Z", "unixSeconds": 1700000000.0, "unixMilliseconds": 1700000000000, "windowsFiletime": "133444736000000000", "ldap": "133444736000000000", "macAbsolute": 721692800.0, "dotnetTicks": "638355968000000000", "excel": 45244.92592592593},
    },
    {
      inputs: {"value": "133457472000000000", "from": "windows-filetime"},
      result: {"iso": "2023-11-29T16:00:00Z", "unixSeconds": 1701273600.0, "unixMilliseconds": 1701273600000, "windowsFiletime": "133457472000000000", "ldap": "133457472000000000", "macAbsolute": 722966400.0, "dotnetTicks": "638368704000000000", "excel": 45259.66666666667},
    },
    {
      inputs: {"value": "638400000000000000", "from": "dotnet-ticks"},
      result: {"iso": "2024-01-04T21:20:00Z", "unixSeconds": 1704403200.0, "unixMilliseconds": 1704403200000, "windowsFiletime": "133488768000000000", "ldap": "133488768000000000", "macAbsolute": 726096000.0, "dotnetTicks": "638400000000000000", "excel": 45295.88888888889},
    },
  ],
  run({ value, from }: Inputs) {
    let text: string;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new ToolError('"value" must be a finite number.');
      text = Number.isInteger(value) ? BigInt(value).toString() : String(value);
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw new ToolError('"value" is too small a fraction: give it as a decimal string.');
    } else text = value;
    const { value: v, scale } = decimal(text);
    let msBig: bigint;
    switch (from) {
      case 'unix-s': msBig = floorDiv(v * 1000n, scale); break;
      case 'unix-ms': msBig = floorDiv(v, scale); break;
      case 'windows-filetime':
      case 'ldap': msBig = floorDiv(v, scale * 10_000n) - FILETIME_EPOCH_MS; break;
      case 'dotnet-ticks': msBig = floorDiv(v, scale * 10_000n) - DOTNET_EPOCH_MS; break;
      case 'mac-absolute': msBig = floorDiv(v * 1000n, scale) + BigInt(MAC_EPOCH_S) * 1000n; break;
      case 'excel': {
        // Whole days exactly, the day fraction rounded to the millisecond.
        const days = floorDiv(v, scale);
        if (days < 61n) throw new ToolError('Excel serials before 61 (1900-03-01) are off by Excel\'s fictitious 1900-02-29: use excel-date-converter.');
        const fractionMs = Number(((v - days * scale) * 86_400_000n * 2n + scale) / (2n * scale));
        msBig = (days - BigInt(EXCEL_UNIX_DAY)) * 86_400_000n + BigInt(fractionMs);
        break;
      }
    }
    if (msBig < BigInt(MIN_MS) || msBig > BigInt(MAX_MS)) throw new ToolError('The timestamp falls outside the years 0001–9999.');
    const ms = Number(msBig);
    const filetime = (msBig + FILETIME_EPOCH_MS) * 10_000n;
    const excel = ms / 86_400_000 + EXCEL_UNIX_DAY;
    return {
      iso: formatInstant(ms, 0, true),
      unixSeconds: ms / 1000,
      unixMilliseconds: ms,
      windowsFiletime: filetime.toString(),
      ldap: filetime.toString(),
      macAbsolute: ms / 1000 - MAC_EPOCH_S,
      dotnetTicks: ((msBig + DOTNET_EPOCH_MS) * 10_000n).toString(),
      excel: excel >= 61 ? excel : null,
    };
  },
});
