// Streaming encoders for the research export endpoint: profile rows arrive in batches and leave as
// JSON, CSV or an Arrow IPC stream, one chunk per batch, so memory stays at one batch plus encoder state.
import {
  AsyncByteQueue,
  Field,
  Float64,
  Int32,
  RecordBatch,
  RecordBatchStreamWriter,
  Schema,
  Struct,
  Utf8,
  makeData,
  vectorFromArray,
  type Data,
} from 'apache-arrow';
import fastJson from 'fast-json-stringify';
import type { JsonSchema } from '../src/tools/define.ts';
import type { ProfileRecord } from './warehouse.ts';

/** A profile as it leaves: the warehouse's record with the buyer's pseudonym in place of the session id. */
export type ExportRow = Omit<ProfileRecord, 'sessionId'> & { sessionGroup: string };

export type ExportFormat = 'json' | 'csv' | 'arrow';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'csv', 'arrow'];

export const contentTypes: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  arrow: 'application/vnd.apache.arrow.stream',
};

export const extensions: Record<ExportFormat, string> = { json: 'json', csv: 'csv', arrow: 'arrow' };

type Chunk = string | Uint8Array;

/**
 * Encodes row batches into chunks as they come; never holds more than one batch plus the encoder state.
 * The opening bytes (JSON head, CSV header, Arrow schema) ride with the first batch's chunk, so an input
 * that fails before its first batch fails before any byte is produced and the route can still answer
 * with an error status. Empty batches produce no chunk. `envelope.total` is not encoded: it goes in a header.
 */
export function encodeExport(
  format: ExportFormat,
  batches: AsyncIterable<ExportRow[]>,
  envelope: { offset: number; total: number },
): AsyncIterable<Chunk> {
  if (!Number.isSafeInteger(envelope.offset) || envelope.offset < 0) throw new RangeError(`bad export offset: ${envelope.offset}`);
  switch (format) {
    case 'json':
      return encodeJson(batches, envelope.offset);
    case 'csv':
      return encodeCsv(batches);
    case 'arrow':
      return encodeArrow(batches);
  }
}

// ---- JSON ----------------------------------------------------------------------------------------

const number = { type: 'number' } as const;
/** The profile row (SEED "Profile row"): the export's JSON rows, and the rows of /profiles and /sample. */
export const profileRowSchema: JsonSchema = {
  type: 'object',
  // Property order here is the order in the output: the ExportRow field order.
  properties: {
    sessionGroup: { type: 'string', description: 'Your pseudonym of the session (hex HMAC-SHA256).' },
    gameName: { type: 'string' },
    // Counts, as in the Arrow schema's Int32 columns.
    gamesPlayed: { type: 'integer' },
    totalDecisions: { type: 'integer' },
    avgResponseTimeMs: number,
    ocean: {
      type: 'object',
      properties: { O: number, C: number, E: number, A: number, N: number },
      required: ['O', 'C', 'E', 'A', 'N'],
    },
    confidence: number,
    date: { type: 'string', description: 'yyyy-mm-dd' },
  },
  required: ['sessionGroup', 'gameName', 'gamesPlayed', 'totalDecisions', 'avgResponseTimeMs', 'ocean', 'confidence', 'date'],
};
const serializeRow = fastJson(profileRowSchema);

/**
 * The body is `{"count":n,"offset":o,"profiles":[...]}` as a parser sees it, but written as
 * `{"offset":o,"profiles":[...],"count":n}`: the count is only known after the last batch, and key
 * order means nothing to JSON parsers.
 */
async function* encodeJson(batches: AsyncIterable<ExportRow[]>, offset: number): AsyncGenerator<string> {
  const head = `{"offset":${offset},"profiles":[`;
  let count = 0;
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    const body = rows.map(serializeRow).join(',');
    yield count === 0 ? head + body : `,${body}`;
    count += rows.length;
  }
  yield `${count === 0 ? head : ''}],"count":${count}}`;
}

// ---- CSV -----------------------------------------------------------------------------------------

/** LF line endings: every CSV reader we care about accepts them, and they keep the body smaller. */
const csvHeader = 'sessionGroup,gameName,gamesPlayed,totalDecisions,avgResponseTimeMs,O,C,E,A,N,confidence,date\n';
// Spreadsheets run cells starting with these as formulas; a leading ' makes them inert text.
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * A text cell: formula-guarded, then quoted per RFC 4180 when needed. Written here rather than with
 * papaparse's `escapeFormulae`, whose default pattern misses multi-line values (`.*$` without the `s`
 * flag) and which quotes every guarded cell.
 */
export function csvText(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(row: ExportRow): string {
  const { O, C, E, A, N } = row.ocean;
  // Numbers are never guarded or quoted: a leading '-' on a number is a sign, not a formula.
  return `${csvText(row.sessionGroup)},${csvText(row.gameName)},${row.gamesPlayed},${row.totalDecisions},${row.avgResponseTimeMs},${O},${C},${E},${A},${N},${row.confidence},${csvText(row.date)}\n`;
}

async function* encodeCsv(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  let started = false;
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    const body = rows.map(csvLine).join('');
    yield started ? body : csvHeader + body;
    started = true;
  }
  if (!started) yield csvHeader;
}

// ---- Arrow ---------------------------------------------------------------------------------------

type ExportColumns = {
  sessionGroup: Utf8;
  gameName: Utf8;
  gamesPlayed: Int32;
  totalDecisions: Int32;
  avgResponseTimeMs: Float64;
  O: Float64;
  C: Float64;
  E: Float64;
  A: Float64;
  N: Float64;
  confidence: Float64;
  date: Utf8;
};

// `date` stays a yyyy-mm-dd Utf8 string, not Date32: every other form of the row (JSON, CSV, the
// row type itself) carries the string, so all three exports read back to the same values.
export const arrowSchema = new Schema<ExportColumns>([
  new Field('sessionGroup', new Utf8()),
  new Field('gameName', new Utf8()),
  new Field('gamesPlayed', new Int32()),
  new Field('totalDecisions', new Int32()),
  new Field('avgResponseTimeMs', new Float64()),
  new Field('O', new Float64()),
  new Field('C', new Float64()),
  new Field('E', new Float64()),
  new Field('A', new Float64()),
  new Field('N', new Float64()),
  new Field('confidence', new Float64()),
  new Field('date', new Utf8()),
]);

function textColumn(rows: ExportRow[], pick: (row: ExportRow) => string): Data<Utf8> {
  const [data] = vectorFromArray(rows.map(pick), new Utf8()).data;
  if (!data) throw new Error('vectorFromArray gave no data');
  return data;
}

function int32Column(rows: ExportRow[], pick: (row: ExportRow) => number): Data<Int32> {
  const values = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) values[i] = pick(rows[i]!);
  return makeData({ type: new Int32(), length: rows.length, nullCount: 0, data: values });
}

function float64Column(rows: ExportRow[], pick: (row: ExportRow) => number): Data<Float64> {
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) values[i] = pick(rows[i]!);
  return makeData({ type: new Float64(), length: rows.length, nullCount: 0, data: values });
}

function toRecordBatch(rows: ExportRow[]): RecordBatch<ExportColumns> {
  const children = [
    textColumn(rows, (r) => r.sessionGroup),
    textColumn(rows, (r) => r.gameName),
    int32Column(rows, (r) => r.gamesPlayed),
    int32Column(rows, (r) => r.totalDecisions),
    float64Column(rows, (r) => r.avgResponseTimeMs),
    float64Column(rows, (r) => r.ocean.O),
    float64Column(rows, (r) => r.ocean.C),
    float64Column(rows, (r) => r.ocean.E),
    float64Column(rows, (r) => r.ocean.A),
    float64Column(rows, (r) => r.ocean.N),
    float64Column(rows, (r) => r.confidence),
    textColumn(rows, (r) => r.date),
  ];
  const data = makeData({ type: new Struct<ExportColumns>(arrowSchema.fields), length: rows.length, nullCount: 0, children });
  return new RecordBatch(arrowSchema, data);
}

/**
 * The writer's byte sink, emptied synchronously after each write. The stock queue only hands bytes out
 * through its async iterator, which waits when empty and so cannot be interleaved with pulling the next
 * input batch; and left unread, it would keep the whole stream in memory.
 */
class DrainableSink extends AsyncByteQueue {
  #chunks: Uint8Array[] = [];
  #byteLength = 0;

  override write(value: Parameters<AsyncByteQueue['write']>[0]): void {
    // The writer always hands over Uint8Arrays (RecordBatchWriter._write converts first).
    if (!(value instanceof Uint8Array)) throw new TypeError('DrainableSink takes Uint8Array chunks');
    if (value.byteLength === 0) return;
    this.#chunks.push(value);
    this.#byteLength += value.byteLength;
  }

  /** Everything written since the last take, as one chunk (a copy: body buffers alias the batch's columns). */
  take(): Uint8Array {
    const out = new Uint8Array(this.#byteLength);
    let at = 0;
    for (const chunk of this.#chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#chunks = [];
    this.#byteLength = 0;
    return out;
  }
}

/** An Arrow IPC stream: schema message, one record batch message per input batch, end-of-stream marker. */
async function* encodeArrow(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<Uint8Array> {
  const sink = new DrainableSink();
  const writer = new RecordBatchStreamWriter<ExportColumns>();
  // Writing the schema up front makes zero rows still a valid stream (schema, then end-of-stream).
  writer.reset(sink, arrowSchema);
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    writer.write(toRecordBatch(rows));
    yield sink.take();
  }
  writer.close(); // writes the end-of-stream marker
  yield sink.take();
}
