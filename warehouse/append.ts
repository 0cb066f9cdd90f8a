// Appends whole columns to a DuckDB table through its appender, one data chunk (2,048 rows) at a time. Fixed-width
// columns are copied from typed arrays straight into the chunk's vectors; only text is set cell by cell.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DuckDBDataChunk, DuckDBEnumType, DuckDBTypeId, type DuckDBConnection, type DuckDBType } from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';

/**
 * One column's values, in the table's column order: a typed array laid out as DuckDB stores the type (BIGINT as
 * BigInt64Array, INTEGER and DATE as Int32Array, DOUBLE as Float64Array, BOOLEAN as Uint8Array of 0/1, an ENUM as its
 * member indexes, from `enumCodes`), or text with null for NULL.
 */
export type ColumnValues = BigInt64Array | Int32Array | Float64Array | Uint8Array | Uint16Array | Uint32Array | ReadonlyArray<string | null>;

const BYTES_PER_VALUE: Partial<Record<DuckDBTypeId, number>> = {
  [DuckDBTypeId.BIGINT]: 8,
  [DuckDBTypeId.INTEGER]: 4,
  [DuckDBTypeId.DATE]: 4,
  [DuckDBTypeId.DOUBLE]: 8,
  [DuckDBTypeId.BOOLEAN]: 1,
  [DuckDBTypeId.UTINYINT]: 1,
  [DuckDBTypeId.USMALLINT]: 2,
  [DuckDBTypeId.UINTEGER]: 4,
};
const bytesPerValue = (type: DuckDBType) => BYTES_PER_VALUE[type instanceof DuckDBEnumType ? type.internalTypeId : type.typeId];

/** An array for `length` member indexes of an ENUM with `members` members, as wide as DuckDB stores them. */
export function enumCodes(members: number, length: number): Uint8Array | Uint16Array | Uint32Array {
  if (members <= 0xff) return new Uint8Array(length);
  return members <= 0xffff ? new Uint16Array(length) : new Uint32Array(length);
}
/** Chunks appended between two yields to the event loop: a big load never blocks it for long. */
const CHUNKS_PER_TURN = 16;

/** Appends `rows` rows to `table` (in the connection's transaction, if one is open). */
export async function appendColumns(connection: DuckDBConnection, table: string, columns: readonly ColumnValues[], rows: number): Promise<void> {
  const appender = await connection.createAppender(table);
  try {
    const types = Array.from({ length: appender.columnCount }, (_, i) => appender.columnType(i));
    if (types.length !== columns.length) throw new Error(`${table} has ${types.length} columns; ${columns.length} given`);
    columns.forEach((values, k) => {
      const expected = ArrayBuffer.isView(values) ? bytesPerValue(types[k]!) : DuckDBTypeId.VARCHAR;
      const actual = ArrayBuffer.isView(values) ? values.BYTES_PER_ELEMENT : types[k]!.typeId;
      if (expected !== actual || values.length < rows) throw new Error(`${table} column ${k} (${types[k]}) does not fit the values given`);
    });
    const chunk = DuckDBDataChunk.create(types);
    const size = duckdb.vector_size();
    for (let start = 0, chunks = 1; start < rows; start += size, chunks++) {
      const n = Math.min(size, rows - start);
      chunk.reset();
      columns.forEach((values, k) => {
        const vector = duckdb.data_chunk_get_vector(chunk.chunk, k);
        if (!ArrayBuffer.isView(values)) return setText(vector, values, start, n);
        const width = values.BYTES_PER_ELEMENT;
        duckdb.copy_data_to_vector(vector, 0, values.buffer as ArrayBuffer, values.byteOffset + start * width, n * width);
      });
      chunk.rowCount = n;
      appender.appendDataChunk(chunk);
      if (chunks % CHUNKS_PER_TURN === 0) await nextTurn();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

function setText(vector: duckdb.Vector, values: ReadonlyArray<string | null>, start: number, n: number): void {
  let validity: Uint8Array | null = null;
  for (let i = 0; i < n; i++) {
    const value = values[start + i];
    if (value !== null && value !== undefined) {
      duckdb.vector_assign_string_element(vector, i, value);
      continue;
    }
    // DuckDB's validity mask: 64-bit words, row i at bit i, least significant first (little-endian bytes).
    validity ??= new Uint8Array(Math.ceil(n / 64) * 8).fill(0xff);
    validity[i >> 3]! &= ~(1 << (i & 7));
  }
  if (validity === null) return;
  duckdb.vector_ensure_validity_writable(vector);
  duckdb.copy_data_to_vector_validity(vector, 0, validity.buffer as ArrayBuffer, 0, validity.byteLength);
}
