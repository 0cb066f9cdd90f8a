// The export encoders: each format reads back to the rows it was given, empty exports are still
// valid documents, and chunks leave per batch rather than after the whole input.
import { tableFromIPC } from 'apache-arrow';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_FORMATS,
  contentTypes,
  csvText,
  encodeExport,
  extensions,
  type ExportFormat,
  type ExportRow,
} from '../../warehouse/export-formats.ts';

const csvHeader = 'sessionGroup,gameName,gamesPlayed,totalDecisions,avgResponseTimeMs,O,C,E,A,N,confidence,date';
// Text values that exercise the formula guard and RFC 4180 quoting.
const trickyGroups = ['=cmd', '-x', '+1', '@sum', '\tlead', '\rlead', 'has,comma', 'has "quote"', '=a\nb', 'plain'];

function makeRows(count: number): ExportRow[] {
  return Array.from({ length: count }, (_, i) => ({
    sessionGroup: trickyGroups[i % trickyGroups.length]!,
    gameName: i % 7 === 0 ? 'Prisoner\'s "Dilemma", v2' : `game-${i % 13}`,
    gamesPlayed: (i % 50) + 1,
    totalDecisions: i * 3,
    avgResponseTimeMs: 250 + i / 7,
    // No -0: JSON and CSV write it as 0 (as JSON.stringify does), so it cannot round-trip.
    ocean: { O: Math.sin(i), C: -0.5 + i / 10_000, E: -(i + 1) / 3, A: i % 2 === 0 ? -1 : 1, N: Math.cos(i) * 1e-7 },
    confidence: (i % 100) / 100,
    date: `2024-0${(i % 9) + 1}-1${i % 10}`,
  }));
}

async function* inBatches(rows: ExportRow[], size = 2048): AsyncGenerator<ExportRow[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function collect(format: ExportFormat, rows: ExportRow[], offset = 0): Promise<(string | Uint8Array)[]> {
  const chunks: (string | Uint8Array)[] = [];
  for await (const chunk of encodeExport(format, inBatches(rows), { offset, total: rows.length })) chunks.push(chunk);
  return chunks;
}

const asText = (chunks: (string | Uint8Array)[]) =>
  chunks.map((chunk) => (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))).join('');

const asBytes = (chunks: (string | Uint8Array)[]) =>
  Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));

/** How the CSV export shows a text cell once parsed back: guarded cells keep their leading '. */
const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const numericColumns = new Set(['gamesPlayed', 'totalDecisions', 'avgResponseTimeMs', 'O', 'C', 'E', 'A', 'N', 'confidence']);

function parseCsv(text: string) {
  // Typed by column name so a text cell that happens to look numeric stays text.
  return Papa.parse<Record<string, unknown>>(text, { header: true, dynamicTyping: (field) => numericColumns.has(String(field)), skipEmptyLines: true });
}

/** The flat shape both CSV and Arrow columns read back into. */
const flat = (row: ExportRow) => ({
  sessionGroup: row.sessionGroup,
  gameName: row.gameName,
  gamesPlayed: row.gamesPlayed,
  totalDecisions: row.totalDecisions,
  avgResponseTimeMs: row.avgResponseTimeMs,
  ...row.ocean,
  confidence: row.confidence,
  date: row.date,
});

describe('export formats', () => {
  const rows = makeRows(5_000);

  it('describes every format', () => {
    expect(EXPORT_FORMATS).toEqual(['json', 'csv', 'arrow']);
    expect(contentTypes).toEqual({
      json: 'application/json; charset=utf-8',
      csv: 'text/csv; charset=utf-8',
      arrow: 'application/vnd.apache.arrow.stream',
    });
    expect(extensions).toEqual({ json: 'json', csv: 'csv', arrow: 'arrow' });
  });

  it('JSON round-trips, with the row field order', async () => {
    const chunks = await collect('json', rows, 40);
    expect(chunks).toHaveLength(4); // three batches, then the closing count
    const text = asText(chunks);
    expect(JSON.parse(text)).toEqual({ count: 5_000, offset: 40, profiles: rows });
    expect(text.startsWith('{"offset":40,"profiles":[{"sessionGroup":"=cmd","gameName":')).toBe(true);
    expect(Object.keys(JSON.parse(text).profiles[0])).toEqual(Object.keys(rows[0]!));
  });

  it('CSV round-trips, text cells guarded and numbers left alone', async () => {
    const chunks = await collect('csv', rows);
    expect(chunks).toHaveLength(3);
    const text = asText(chunks);
    expect(text.startsWith(`${csvHeader}\n`)).toBe(true);
    expect(text.includes('\r\n')).toBe(false);
    const parsed = parseCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(csvHeader.split(','));
    // Every line, the last included, ends in one LF (skipEmptyLines only drops the empty line after it).
    expect(text.endsWith('2024-05-19\n')).toBe(true);
    expect(parsed.data).toEqual(
      rows.map((row) => ({ ...flat(row), sessionGroup: guarded(row.sessionGroup), gameName: guarded(row.gameName) })),
    );
  });

  it('CSV guards and quotes text cells exactly', () => {
    expect(csvText('=cmd')).toBe("'=cmd");
    expect(csvText('-x')).toBe("'-x");
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('@sum')).toBe("'@sum");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('\rx')).toBe('"\'\rx"');
    expect(csvText('=a\nb')).toBe('"\'=a\nb"');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('a-b= @')).toBe('a-b= @');
    expect(csvText('')).toBe('');
  });

  it('CSV writes negative numbers plainly', async () => {
    const [row] = makeRows(1);
    const negative = { ...row!, ocean: { O: -1, C: -0.25, E: -3e-9, A: 0, N: -42 } };
    const text = asText(await collect('csv', [negative]));
    expect(text.split('\n')[1]).toBe("'=cmd,\"Prisoner's \"\"Dilemma\"\", v2\",1,0,250,-1,-0.25,-3e-9,0,-42,0,2024-01-10");
  });

  it('Arrow round-trips as an IPC stream with the declared schema', async () => {
    const chunks = await collect('arrow', rows);
    expect(chunks).toHaveLength(4); // schema + first batch, two more batches, end-of-stream
    expect(chunks.every((chunk) => chunk instanceof Uint8Array)).toBe(true);
    const table = tableFromIPC(asBytes(chunks));
    expect(table.batches).toHaveLength(3);
    expect(table.schema.fields.map((field) => `${field.name}:${field.type}`)).toEqual([
      'sessionGroup:Utf8',
      'gameName:Utf8',
      'gamesPlayed:Int32',
      'totalDecisions:Int32',
      'avgResponseTimeMs:Float64',
      'O:Float64',
      'C:Float64',
      'E:Float64',
      'A:Float64',
      'N:Float64',
      'confidence:Float64',
      'date:Utf8',
    ]);
    expect(table.toArray().map((row) => row.toJSON())).toEqual(rows.map(flat));
  });

  it('empty input is still a valid document in every format', async () => {
    expect(JSON.parse(asText(await collect('json', [])))).toEqual({ count: 0, offset: 0, profiles: [] });
    expect(asText(await collect('json', []))).toBe('{"offset":0,"profiles":[],"count":0}');

    expect(asText(await collect('csv', []))).toBe(`${csvHeader}\n`);

    const table = tableFromIPC(asBytes(await collect('arrow', [])));
    expect(table.numRows).toBe(0);
    expect(table.numCols).toBe(12);
    expect(table.schema.fields.map((field) => field.name)).toEqual(csvHeader.split(','));
  });

  it.each(EXPORT_FORMATS)('%s yields its first chunk before the input is exhausted', async (format) => {
    let pulled = 0;
    async function* source(): AsyncGenerator<ExportRow[]> {
      for (let i = 0; i < 3; i++) {
        pulled++;
        yield makeRows(10);
      }
    }
    const pulledAtChunk: number[] = [];
    for await (const _chunk of encodeExport(format, source(), { offset: 0, total: 30 })) pulledAtChunk.push(pulled);
    expect(pulledAtChunk.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('stops pulling input when the consumer stops', async () => {
    let pulled = 0;
    let closed = false;
    async function* source(): AsyncGenerator<ExportRow[]> {
      try {
        for (;;) {
          pulled++;
          yield makeRows(5);
        }
      } finally {
        closed = true;
      }
    }
    for (const format of EXPORT_FORMATS) {
      pulled = 0;
      closed = false;
      for await (const _chunk of encodeExport(format, source(), { offset: 0, total: 0 })) break;
      expect({ format, pulled, closed }).toEqual({ format, pulled: 1, closed: true });
    }
  });

  it('refuses a bad offset', () => {
    expect(() => encodeExport('json', inBatches([]), { offset: -1, total: 0 })).toThrow(RangeError);
    expect(() => encodeExport('json', inBatches([]), { offset: Number.NaN, total: 0 })).toThrow(RangeError);
  });
});
