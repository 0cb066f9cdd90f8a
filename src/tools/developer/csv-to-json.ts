import Papa from 'papaparse';
import { ToolError, defineTool, nullable } from '../define.ts';
import { attempt } from '../input.ts';

const MAX_REPORTED_PROBLEMS = 50;
/** Where the cells beyond the header's width go, as in PapaParse. */
const EXTRA_KEY = '__parsed_extra';
const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** JSON-style numbers (no leading zeros, exactly representable), true/false and empty cells (null); the rest stay strings. */
function typed(cell: string): unknown {
  if (cell === '') return null;
  if (cell === 'true' || cell === 'TRUE' || cell === 'True') return true;
  if (cell === 'false' || cell === 'FALSE' || cell === 'False') return false;
  if (number.test(cell)) {
    const value = Number(cell);
    if (Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))) return value;
  }
  return cell;
}

interface Inputs {
  csv: string;
  delimiter: string;
  header: boolean;
  dynamicTyping: boolean;
  indent: number;
}

export default defineTool({
  slug: 'csv-to-json',
  name: 'CSV to JSON',
  category: 'developer',
  description:
    'Parses CSV (RFC 4180 quoting, auto-detected or given delimiter) into JSON: an array of objects keyed by the header row, or an array of arrays without a header. Blank lines are skipped; malformed rows and duplicate column names are reported (extra cells go to "__parsed_extra").',
  inputSchema: {
    type: 'object',
    properties: {
      csv: { type: 'string', maxLength: 50_000, description: 'The CSV text.' },
      delimiter: {
        type: 'string',
        maxLength: 4,
        pattern: '^[^\\r\\n"\\uFEFF]*$',
        default: '',
        description: 'Field separator; empty to auto-detect among , ; tab | and the record separator characters.',
      },
      header: { type: 'boolean', default: true, description: 'Whether the first row holds the column names.' },
      dynamicTyping: {
        type: 'boolean',
        default: false,
        description:
          'Turn numeric cells (JSON number syntax, so 007 stays text) into numbers, true/false into booleans and empty cells into null (otherwise every cell is a string).',
      },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level (0 puts it on one line).' },
    },
    required: ['csv'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The rows as JSON text.' },
      rows: { type: 'integer', description: 'Number of data rows.' },
      fields: nullable({ type: 'array', items: { type: 'string' } }, { description: 'Column names, when "header" is on.' }),
      delimiter: { type: 'string', description: 'The delimiter used (detected or given).' },
      problems: {
        type: 'array',
        description: `Malformed rows (at most ${MAX_REPORTED_PROBLEMS}); the rows are still converted as well as possible.`,
        items: {
          type: 'object',
          properties: {
            row: nullable({ type: 'integer' }, { description: '0-based index of the data row.' }),
            message: { type: 'string' },
          },
          required: ['row', 'message'],
        },
      },
    },
    required: ['json', 'rows', 'fields', 'delimiter', 'problems'],
  },
  examples: [
    {
      inputs: {
        csv: 'name,city,joined\nAda Lovelace,London,1833\n"Hopper, Grace","New York, NY",1944\n',
        delimiter: '',
        header: true,
        dynamicTyping: false,
        indent: 0,
      },
      result: {
        json: '[{"name":"Ada Lovelace","city":"London","joined":"1833"},{"name":"Hopper, Grace","city":"New York, NY","joined":"1944"}]',
        rows: 2,
        fields: ['name', 'city', 'joined'],
        delimiter: ',',
        problems: [],
      },
    },
    {
      inputs: { csv: 'sku;qty;in_stock\nA-1;12;true\nB-2;0.5\n', delimiter: ';', header: true, dynamicTyping: true, indent: 0 },
      result: {
        json: '[{"sku":"A-1","qty":12,"in_stock":true},{"sku":"B-2","qty":0.5}]',
        rows: 2,
        fields: ['sku', 'qty', 'in_stock'],
        delimiter: ';',
        problems: [{ row: 1, message: 'Too few fields: expected 3 fields but parsed 2' }],
      },
    },
    {
      inputs: { csv: '1\t2\t3\n4\t5\t6', delimiter: '', header: false, dynamicTyping: true, indent: 0 },
      result: { json: '[[1,2,3],[4,5,6]]', rows: 2, fields: null, delimiter: '\t', problems: [] },
    },
  ],
  run({ csv, delimiter, header, dynamicTyping, indent }: Inputs) {
    const parsed = attempt('Could not parse the CSV', () => Papa.parse<string[]>(csv, { delimiter, skipEmptyLines: 'greedy' }));
    const offset = header ? 1 : 0;
    const problems: Array<{ row: number | null; message: string }> = [];
    const report = (row: number | null, message: string) => {
      if (problems.length < MAX_REPORTED_PROBLEMS) problems.push({ row, message });
    };
    for (const error of parsed.errors) {
      if (error.code === 'UndetectableDelimiter') continue;
      report(typeof error.row === 'number' ? Math.max(0, error.row - offset) : null, error.message);
    }
    const convert = dynamicTyping ? typed : (cell: string) => cell;
    let rows: unknown[];
    let fields: string[] | null = null;
    if (header) {
      const names = parsed.data[0] ?? [];
      const used = new Set<string>();
      fields = names.map((name) => {
        let unique = name;
        for (let n = 1; used.has(unique); n++) unique = `${name}_${n}`;
        if (unique !== name) report(null, `Duplicate column name "${name}" renamed to "${unique}"`);
        used.add(unique);
        return unique;
      });
      const columns = fields;
      rows = parsed.data.slice(1).map((cells, index) => {
        if (cells.length !== columns.length) {
          report(
            index,
            `Too ${cells.length < columns.length ? 'few' : 'many'} fields: expected ${columns.length} fields but parsed ${cells.length}`,
          );
        }
        const entries: Array<[string, unknown]> = [];
        for (let i = 0; i < Math.min(cells.length, columns.length); i++) entries.push([columns[i]!, convert(cells[i]!)]);
        if (cells.length > columns.length) entries.push([EXTRA_KEY, cells.slice(columns.length).map(convert)]);
        return Object.fromEntries(entries);
      });
    } else {
      rows = parsed.data.map((cells) => cells.map(convert));
    }
    let json: string;
    try {
      json = JSON.stringify(rows, null, indent);
    } catch {
      throw new ToolError('Could not write the rows as JSON.');
    }
    return { json, rows: rows.length, fields, delimiter: parsed.meta.delimiter, problems };
  },
});
