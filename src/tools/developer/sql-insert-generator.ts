import { isLosslessNumber, parse as parseLossless, stringify as stringifyLossless } from 'lossless-json';
import Papa from 'papaparse';
import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

const dialects = ['ansi', 'postgres', 'mysql', 'sqlite', 'sqlserver'] as const;
type Dialect = (typeof dialects)[number];

/** Most columns, and most cells (rows × columns), one call may turn into SQL. */
const MAX_COLUMNS = 1000;
const MAX_CELLS = 1_000_000;

/** A cell: null, a boolean, a number as written, or text. */
type Cell = null | boolean | { number: string } | string;

interface Inputs {
  data: string;
  format: 'auto' | 'json' | 'csv';
  table: string;
  columns?: string[];
  dialect: Dialect;
  rowsPerStatement: number;
  createTable: boolean;
}

const JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

function quoteIdentifier(name: string, dialect: Dialect): string {
  if (dialect === 'mysql') return `\`${name.replace(/`/g, '``')}\``;
  if (dialect === 'sqlserver') return `[${name.replace(/]/g, ']]')}]`;
  return `"${name.replace(/"/g, '""')}"`;
}

function literal(cell: Cell, dialect: Dialect): string {
  if (cell === null) return 'NULL';
  if (typeof cell === 'boolean') return dialect === 'sqlserver' ? (cell ? '1' : '0') : cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'object') return cell.number;
  const quoted = (dialect === 'mysql' ? cell.replace(/\\/g, '\\\\') : cell).replace(/'/g, "''");
  return dialect === 'sqlserver' ? `N'${quoted}'` : `'${quoted}'`;
}

/** The column type CREATE TABLE gives: the narrowest of integer, real, boolean and text that holds every value. */
function columnType(cells: Cell[], dialect: Dialect): string {
  const values = cells.filter((cell) => cell !== null);
  const text = () => {
    if (dialect === 'sqlserver') return 'NVARCHAR(MAX)';
    if (dialect !== 'ansi') return 'TEXT';
    const longest = values.reduce<number>((max, cell) => Math.max(max, [...(typeof cell === 'string' ? cell : literal(cell, dialect))].length), 1);
    return `VARCHAR(${longest})`;
  };
  if (values.length === 0) return text();
  if (values.every((cell) => typeof cell === 'boolean')) return dialect === 'sqlserver' ? 'BIT' : 'BOOLEAN';
  if (!values.every((cell) => typeof cell === 'object')) return text();
  const numbers = values.map((cell) => (cell as { number: string }).number);
  if (numbers.every((n) => /^-?[0-9]+$/.test(n))) {
    const fits = (bits: bigint) => numbers.every((n) => BigInt(n) >= -(1n << (bits - 1n)) && BigInt(n) < 1n << (bits - 1n));
    if (fits(32n)) return 'INTEGER';
    if (fits(64n)) return dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
    return 'NUMERIC';
  }
  return dialect === 'sqlite' ? 'REAL' : dialect === 'mysql' ? 'DOUBLE' : dialect === 'sqlserver' ? 'FLOAT' : 'DOUBLE PRECISION';
}

/** A JSON value as a cell: objects and arrays become their JSON text. */
function jsonCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (isLosslessNumber(value)) return { number: value.value };
  if (typeof value === 'string') return value;
  return stringifyLossless(value) ?? null;
}

/** A CSV field as a cell: empty is NULL, true/false are booleans, a JSON-style number is a number; else text. */
function csvCell(field: string): Cell {
  if (field === '') return null;
  if (field === 'true' || field === 'false') return field === 'true';
  return JSON_NUMBER.test(field) ? { number: field } : field;
}

function fromJson(data: string, columns: string[] | undefined): { names: string[]; rows: Cell[][] } {
  parseJsonInput(data, 'data');
  let parsed: unknown;
  try {
    parsed = parseLossless(data);
  } catch (error) {
    throw new ToolError(`"data" cannot be read without losing data: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ToolError('"data" must be a JSON array of rows (objects, or arrays with "columns").');
  if (parsed.length === 0) throw new ToolError('"data" holds no rows.');
  const arrays = Array.isArray(parsed[0]);
  const bad = parsed.findIndex((row) => (arrays ? !Array.isArray(row) : row === null || typeof row !== 'object' || Array.isArray(row)));
  if (bad !== -1) throw new ToolError(`Row ${bad} is not ${arrays ? 'an array' : 'an object'}: every row must be an object, or every row an array.`);
  if (arrays) {
    if (!columns) throw new ToolError('Rows given as arrays need "columns" to name their values.');
    if (columns.length * parsed.length > MAX_CELLS) throw new ToolError(`The data has more than ${MAX_CELLS} cells (rows × columns).`);
    const rows = (parsed as unknown[][]).map((row, i) => {
      if (row.length !== columns.length) throw new ToolError(`Row ${i} has ${row.length} values for ${columns.length} columns.`);
      return row.map(jsonCell);
    });
    return { names: columns, rows };
  }
  const records = parsed as Array<Record<string, unknown>>;
  const seen = new Set<string>();
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > MAX_COLUMNS) throw new ToolError(`The rows have more than ${MAX_COLUMNS} distinct members (columns).`);
    }
  }
  const names = columns ?? [...seen];
  for (const name of names) if (!seen.has(name)) throw new ToolError(`Column ${JSON.stringify(name)} is in no row.`);
  if (names.length * records.length > MAX_CELLS) throw new ToolError(`The data has more than ${MAX_CELLS} cells (rows × columns).`);
  return { names, rows: records.map((record) => names.map((name) => (Object.hasOwn(record, name) ? jsonCell(record[name]) : null))) };
}

function fromCsv(data: string, columns: string[] | undefined): { names: string[]; rows: Cell[][] } {
  const parsed = Papa.parse<string[]>(data, { header: false, skipEmptyLines: true });
  const problem = parsed.errors.find((error) => error.type !== 'Delimiter');
  if (problem) throw new ToolError(`"data" is not valid CSV: ${problem.message}${problem.row === undefined ? '' : ` (row ${problem.row})`}`);
  const [header, ...body] = parsed.data;
  if (!header) throw new ToolError('"data" holds no header line.');
  if (body.length === 0) throw new ToolError('"data" holds no rows after the header line.');
  if (header.length > MAX_COLUMNS) throw new ToolError(`The CSV has more than ${MAX_COLUMNS} columns.`);
  const duplicate = header.find((name, i) => header.indexOf(name) !== i);
  if (duplicate !== undefined) throw new ToolError(`The header names column ${JSON.stringify(duplicate)} twice.`);
  const names = columns ?? header;
  const positions = names.map((name) => {
    const at = header.indexOf(name);
    if (at === -1) throw new ToolError(`Column ${JSON.stringify(name)} is not in the CSV header.`);
    return at;
  });
  if (names.length * body.length > MAX_CELLS) throw new ToolError(`The data has more than ${MAX_CELLS} cells (rows × columns).`);
  const rows = body.map((fields, i) => {
    if (fields.length !== header.length) throw new ToolError(`CSV row ${i + 1} (after the header) has ${fields.length} fields for ${header.length} columns.`);
    return positions.map((at) => csvCell(fields[at]!));
  });
  return { names, rows };
}

export default defineTool({
  slug: 'sql-insert-generator',
  name: 'SQL INSERT generator',
  category: 'developer',
  description:
    'Turns a JSON array of objects (columns: every member, in order of first appearance), a JSON array of arrays (with "columns"), or CSV with a header line (delimiter detected by papaparse) into SQL INSERT statements for a table, optionally with CREATE TABLE first. Identifiers (the table name is one identifier, a dot included) are quoted per dialect ("x" ansi/postgres/sqlite, `x` mysql, [x] sqlserver, the quote doubled inside). Strings are \'…\' with \' doubled (mysql also doubles backslashes; sqlserver writes N\'…\'); numbers exactly as written; null or a missing member → NULL; booleans TRUE/FALSE (sqlserver 1/0); nested objects and arrays → their JSON text. CSV fields: empty → NULL, true/false → booleans, JSON-style numbers (no leading zeros) → numbers, anything else text. CREATE TABLE types: INTEGER (BIGINT past 32 bits, NUMERIC past 64), real, BOOLEAN or text, from the non-null values. The SQL is text only: nothing is executed.',
  inputSchema: {
    type: 'object',
    properties: {
      data: { type: 'string', minLength: 1, maxLength: 1_000_000, description: 'The rows: a JSON array (of objects, or of arrays with "columns") or CSV text with a header line.' },
      format: { type: 'string', enum: ['auto', 'json', 'csv'], default: 'auto', description: 'How to read "data"; auto reads JSON when it starts with "[" (after spaces), else CSV.' },
      table: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^\\x00-\\x1f]+$', description: 'The table name (quoted per dialect).' },
      columns: {
        type: 'array',
        maxItems: MAX_COLUMNS,
        uniqueItems: true,
        items: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^\\x00-\\x1f]+$', description: 'A column name.' },
        description: 'Column names: required for rows given as arrays (one per value); for objects and CSV, the columns to take, in this order.',
      },
      dialect: { type: 'string', enum: dialects, default: 'ansi', description: 'SQL dialect for identifier quoting, string literals, booleans and types.' },
      rowsPerStatement: { type: 'integer', minimum: 1, maximum: 1000, default: 1, description: 'Rows per INSERT statement (multi-row VALUES lists).' },
      createTable: { type: 'boolean', default: false, description: 'Start with a CREATE TABLE statement whose column types are inferred from the values.' },
    },
    required: ['data', 'table'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      sql: { type: 'string', description: 'The statements, one after another, each ending with ";".' },
      statements: { type: 'integer', description: 'Number of statements (CREATE TABLE included).' },
      rows: { type: 'integer', description: 'Number of rows inserted.' },
      columns: { type: 'array', items: { type: 'string' }, description: 'The column names, in order.' },
    },
    required: ['sql', 'statements', 'rows', 'columns'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "data": "[{\"id\": 1, \"name\": \"O'Brien\", \"score\": 9.5, \"active\": true}, {\"id\": 2, \"name\": \"Zoë \\\"Z\\\"\", \"score\": null, \"active\": false, \"tags\": [\"a\", \"b\"]}, {\"id\": 3, \"name\": \"back\\\\slash\", \"score\": 1e3}]",
        "format": "auto",
        "table": "people",
        "dialect": "sqlite",
        "rowsPerStatement": 1,
        "createTable": true
      },
      "result": {
        "sql": "CREATE TABLE \"people\" (\n  \"id\" INTEGER,\n  \"name\" TEXT,\n  \"score\" REAL,\n  \"active\" BOOLEAN,\n  \"tags\" TEXT\n);\nINSERT INTO \"people\" (\"id\", \"name\", \"score\", \"active\", \"tags\") VALUES (1, 'O''Brien', 9.5, TRUE, NULL);\nINSERT INTO \"people\" (\"id\", \"name\", \"score\", \"active\", \"tags\") VALUES (2, 'Zoë \"Z\"', NULL, FALSE, '[\"a\",\"b\"]');\nINSERT INTO \"people\" (\"id\", \"name\", \"score\", \"active\", \"tags\") VALUES (3, 'back\\slash', 1e3, NULL, NULL);",
        "statements": 4,
        "rows": 3,
        "columns": [
          "id",
          "name",
          "score",
          "active",
          "tags"
        ]
      }
    },
    {
      "inputs": {
        "data": "sku,qty,price,note\nA-1,3,19.99,\n007,10,5,\"comma, inside\"\nB-2,-4,0.5,true\n",
        "format": "auto",
        "table": "order lines",
        "dialect": "postgres",
        "rowsPerStatement": 2,
        "createTable": false
      },
      "result": {
        "sql": "INSERT INTO \"order lines\" (\"sku\", \"qty\", \"price\", \"note\") VALUES\n  ('A-1', 3, 19.99, NULL),\n  ('007', 10, 5, 'comma, inside');\nINSERT INTO \"order lines\" (\"sku\", \"qty\", \"price\", \"note\") VALUES ('B-2', -4, 0.5, TRUE);",
        "statements": 2,
        "rows": 3,
        "columns": [
          "sku",
          "qty",
          "price",
          "note"
        ]
      }
    },
    {
      "inputs": {
        "data": "[[1, \"it's\", true], [12345678901, \"C:\\\\temp\", null]]",
        "format": "auto",
        "table": "files",
        "columns": [
          "id",
          "path",
          "ok"
        ],
        "dialect": "mysql",
        "rowsPerStatement": 10,
        "createTable": true
      },
      "result": {
        "sql": "CREATE TABLE `files` (\n  `id` BIGINT,\n  `path` TEXT,\n  `ok` BOOLEAN\n);\nINSERT INTO `files` (`id`, `path`, `ok`) VALUES\n  (1, 'it''s', TRUE),\n  (12345678901, 'C:\\\\temp', NULL);",
        "statements": 2,
        "rows": 2,
        "columns": [
          "id",
          "path",
          "ok"
        ]
      }
    },
    {
      "inputs": {
        "data": "[{\"code\": \"x]y\", \"n\": 2}, {\"code\": \"ü\", \"n\": -7}]",
        "format": "auto",
        "table": "dbo.codes",
        "dialect": "sqlserver",
        "rowsPerStatement": 1,
        "createTable": true
      },
      "result": {
        "sql": "CREATE TABLE [dbo.codes] (\n  [code] NVARCHAR(MAX),\n  [n] INTEGER\n);\nINSERT INTO [dbo.codes] ([code], [n]) VALUES (N'x]y', 2);\nINSERT INTO [dbo.codes] ([code], [n]) VALUES (N'ü', -7);",
        "statements": 3,
        "rows": 2,
        "columns": [
          "code",
          "n"
        ]
      }
    }
  ],
  heavy: true,
  timeoutMs: 5_000,
  run({ data, format, table, columns, dialect, rowsPerStatement, createTable }: Inputs) {
    const json = format === 'json' || (format === 'auto' && data.trimStart().startsWith('['));
    const { names, rows } = json ? fromJson(data, columns) : fromCsv(data, columns);
    for (const name of names) if (name === '') throw new ToolError('A column name is empty.');
    for (const row of rows) {
      for (const cell of row) if (typeof cell === 'string' && cell.includes('\u0000')) throw new ToolError('A value holds a NUL character (U+0000), which SQL string literals cannot carry.');
    }
    const tableName = quoteIdentifier(table, dialect);
    const columnList = names.map((name) => quoteIdentifier(name, dialect)).join(', ');
    const statements: string[] = [];
    if (createTable) {
      const definitions = names.map((name, i) => `  ${quoteIdentifier(name, dialect)} ${columnType(rows.map((row) => row[i]!), dialect)}`);
      statements.push(`CREATE TABLE ${tableName} (\n${definitions.join(',\n')}\n);`);
    }
    const tuples = rows.map((row) => `(${row.map((cell) => literal(cell, dialect)).join(', ')})`);
    for (let start = 0; start < tuples.length; start += rowsPerStatement) {
      const chunk = tuples.slice(start, start + rowsPerStatement);
      const values = chunk.length === 1 ? ` ${chunk[0]}` : `\n  ${chunk.join(',\n  ')}`;
      statements.push(`INSERT INTO ${tableName} (${columnList}) VALUES${values};`);
    }
    return { sql: statements.join('\n'), statements: statements.length, rows: rows.length, columns: names };
  },
});
