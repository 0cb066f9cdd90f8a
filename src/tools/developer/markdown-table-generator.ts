import Papa from 'papaparse';
import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

const alignments = ['none', 'left', 'center', 'right'] as const;
type Alignment = (typeof alignments)[number];

interface Inputs {
  data: string;
  format: 'auto' | 'csv' | 'json';
  header: boolean;
  align: Alignment;
  delimiter: 'auto' | ',' | ';' | '\t' | '|';
}

const MAX_COLUMNS = 200;
const MAX_CELLS = 20_000;
/** Above this many characters of padded output, cells are left unpadded (the table renders the same). */
const MAX_PADDED_CHARS = 2_000_000;

const MAX_CELL_DEPTH = 50;

/** Whether a JSON value nests deeper than `limit` levels (checked without recursion). */
function tooDeep(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (tooDeep(value, MAX_CELL_DEPTH)) throw new ToolError(`A JSON cell value is nested more than ${MAX_CELL_DEPTH} levels deep; a table cannot show it.`);
  return JSON.stringify(value);
}

/** Markdown-safe cell: pipes escaped, line breaks as <br>, surrounding whitespace trimmed. */
const special = /[|\r\n]/;
const escapeCell = (text: string) => (special.test(text) ? text.replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, '<br>') : text).trim();

function rowsFromJson(text: string, header: boolean): { head: string[]; body: string[][] } {
  const value = parseJsonInput(text, 'data');
  const items = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? [value] : null;
  if (!items) throw new ToolError('"data" as JSON must be an array of objects (or of arrays), or a single object.');
  if (items.length > 0 && items.every((item) => Array.isArray(item))) {
    const rows = (items as unknown[][]).map((row) => row.map(cellText));
    return header ? { head: rows[0] ?? [], body: rows.slice(1) } : { head: [], body: rows };
  }
  const keys = new Map<string, number>();
  for (const item of items) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new ToolError('Every element of the JSON array must be an object (or every element an array).');
    }
    for (const key of Object.keys(item)) {
      if (!keys.has(key)) keys.set(key, keys.size);
      if (keys.size > MAX_COLUMNS) throw new ToolError(`The rows have more than ${MAX_COLUMNS} distinct keys; a Markdown table that wide is not useful.`);
    }
  }
  const head = [...keys.keys()];
  const body = items.map((item) => head.map((key) => (Object.hasOwn(item as object, key) ? cellText((item as Record<string, unknown>)[key]) : '')));
  return { head, body };
}

function rowsFromCsv(text: string, header: boolean, delimiter: Inputs['delimiter']): { head: string[]; body: string[][] } {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimiter: delimiter === 'auto' ? '' : delimiter });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    throw new ToolError(`The CSV is malformed at data row ${(quoteError.row ?? 0) + 1}: ${quoteError.message}. Close or escape ("") the quotes.`);
  }
  const rows = parsed.data;
  return header ? { head: rows[0] ?? [], body: rows.slice(1) } : { head: [], body: rows };
}

const surrogate = /[\ud800-\udfff]/;
/** Display width approximated by code points. */
const width = (text: string) => {
  if (!surrogate.test(text)) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
};

export default defineTool({
  slug: 'markdown-table-generator',
  name: 'Markdown table generator',
  category: 'developer',
  description:
    'Turns CSV/TSV text or JSON rows (an array of objects, or of arrays) into a GitHub-flavoured Markdown table with aligned columns; pipes are escaped and line breaks become <br>.',
  inputSchema: {
    type: 'object',
    properties: {
      data: { type: 'string', maxLength: 20_000, description: 'CSV/TSV text, or a JSON array of row objects or row arrays.' },
      format: {
        type: 'string',
        enum: ['auto', 'csv', 'json'],
        default: 'auto',
        description: 'auto treats text starting with [ or { as JSON, anything else as CSV.',
      },
      header: {
        type: 'boolean',
        default: true,
        description: 'Whether the first CSV row (or first JSON array row) holds the column names; otherwise columns are numbered. Object rows always use their keys.',
      },
      align: { type: 'string', enum: alignments, default: 'none', description: 'Column alignment marker in the separator row.' },
      delimiter: {
        type: 'string',
        enum: ['auto', ',', ';', '\t', '|'],
        default: 'auto',
        description: 'CSV field separator; auto detects it.',
      },
    },
    required: ['data'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      markdown: { type: 'string' },
      format: { type: 'string', enum: ['csv', 'json'], description: 'How the data was read.' },
      rows: { type: 'integer', description: 'Body rows (header excluded).' },
      columns: { type: 'integer' },
    },
    required: ['markdown', 'format', 'rows', 'columns'],
  },
  examples: [
    {
      inputs: { data: 'name,role,age\nAda Lovelace,Analyst,36\nAlan Turing,"Logician, cryptanalyst",41', format: 'auto', header: true, align: 'none', delimiter: 'auto' },
      result: {
        markdown:
          '| name         | role                   | age |\n| ------------ | ---------------------- | --- |\n| Ada Lovelace | Analyst                | 36  |\n| Alan Turing  | Logician, cryptanalyst | 41  |',
        format: 'csv',
        rows: 2,
        columns: 3,
      },
    },
    {
      inputs: {
        data: '[{"package":"yaml","version":"2.9.1","stars":1500},{"package":"a|b","stars":12,"note":"pipe"}]',
        format: 'auto',
        header: true,
        align: 'right',
        delimiter: 'auto',
      },
      result: {
        markdown:
          '| package | version | stars | note |\n| ------: | ------: | ----: | ---: |\n|    yaml |   2.9.1 |  1500 |      |\n|    a\\|b |         |    12 | pipe |',
        format: 'json',
        rows: 2,
        columns: 4,
      },
    },
  ],
  run({ data, format, header, align, delimiter }: Inputs) {
    const kind = format === 'auto' ? (/^\s*[[{]/.test(data) ? 'json' : 'csv') : format;
    const { head, body } = kind === 'json' ? rowsFromJson(data, header) : rowsFromCsv(data, header, delimiter);
    let columns = head.length;
    for (const row of body) columns = Math.max(columns, row.length);
    if (columns === 0) throw new ToolError('"data" holds no rows to put in a table.');
    if (columns > MAX_COLUMNS) throw new ToolError(`The data has ${columns} columns; at most ${MAX_COLUMNS} are supported.`);
    if (columns * (body.length + 1) > MAX_CELLS) {
      throw new ToolError(`The table would have more than ${MAX_CELLS} cells; split the data into smaller tables.`);
    }

    const names = Array.from({ length: columns }, (_, i) => escapeCell(head[i] ?? (header && head.length > 0 ? '' : `Column ${i + 1}`)));
    const cells = body.map((row) => Array.from({ length: columns }, (_, i) => escapeCell(row[i] ?? '')));
    const widths = names.map((name, i) => cells.reduce((max, row) => Math.max(max, width(row[i]!)), Math.max(3, width(name))));
    const padded = widths.reduce((sum, w) => sum + w + 3, 1) * (cells.length + 2) <= MAX_PADDED_CHARS;

    const pad = (text: string, i: number) => {
      if (!padded) return text;
      const gap = widths[i]! - width(text);
      if (gap <= 0) return text;
      if (align === 'right') return ' '.repeat(gap) + text;
      if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(Math.ceil(gap / 2));
      return text + ' '.repeat(gap);
    };
    const separator = (i: number) => {
      const dashes = '-'.repeat(padded ? widths[i]! : 3);
      if (align === 'left') return `:${dashes.slice(1)}`;
      if (align === 'right') return `${dashes.slice(1)}:`;
      if (align === 'center') return `:${dashes.slice(2)}:`;
      return dashes;
    };
    const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
    const lines = [line(names), `| ${names.map((_, i) => separator(i)).join(' | ')} |`, ...cells.map(line)];
    return { markdown: lines.join('\n'), format: kind, rows: cells.length, columns };
  },
});
