import Papa from 'papaparse';
import { ToolError, defineTool } from '../define.ts';
import { attempt, parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing (JSON.parse is slow on them, and writers recurse). */
const MAX_DEPTH = 1000;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export default defineTool({
  slug: 'json-to-csv',
  name: 'JSON to CSV',
  category: 'developer',
  description:
    'Converts a JSON array of objects to CSV. The header is the union of all keys in first-seen order; missing values and null become empty cells, nested objects and arrays are written as JSON.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 100_000, description: 'A JSON array of objects (one object per row).' },
      delimiter: { type: 'string', enum: [',', ';', '\t', '|'], default: ',', description: 'Field separator.' },
      escapeFormulae: {
        type: 'boolean',
        default: false,
        description: 'Prefix cells starting with = + - @ with a quote so spreadsheets do not run them as formulas.',
      },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      csv: { type: 'string', description: 'CSV text with CRLF line endings (RFC 4180).' },
      columns: { type: 'array', items: { type: 'string' }, description: 'The header row.' },
      rows: { type: 'integer', description: 'Number of data rows.' },
    },
    required: ['csv', 'columns', 'rows'],
  },
  examples: [
    {
      inputs: {
        json: '[{"id":1,"name":"Ada Lovelace","email":"ada@example.com"},{"id":2,"name":"Grace, \\"Amazing\\" Hopper","tags":["navy","cobol"]}]',
        delimiter: ',',
        escapeFormulae: false,
      },
      result: {
        csv: 'id,name,email,tags\r\n1,Ada Lovelace,ada@example.com,\r\n2,"Grace, ""Amazing"" Hopper",,"[""navy"",""cobol""]"',
        columns: ['id', 'name', 'email', 'tags'],
        rows: 2,
      },
    },
    {
      inputs: { json: '[{"item":"refund","amount":-20,"note":"=SUM(A1:A9)"}]', delimiter: ';', escapeFormulae: true },
      result: { csv: 'item;amount;note\r\nrefund;"\'-20";"\'=SUM(A1:A9)"', columns: ['item', 'amount', 'note'], rows: 1 },
    },
  ],
  run({ json, delimiter, escapeFormulae }: { json: string; delimiter: string; escapeFormulae: boolean }) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const value = parseJsonInput(json);
    if (!Array.isArray(value)) throw new ToolError('"json" must be an array of objects, e.g. [{"a":1},{"a":2}].');
    const columns: string[] = [];
    const seen = new Set<string>();
    value.forEach((row, index) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) {
        throw new ToolError(`Item ${index} of the array is not an object; every item must be an object (one per row).`);
      }
      for (const key of Object.keys(row)) {
        if (!seen.has(key)) {
          seen.add(key);
          columns.push(key);
        }
      }
    });
    const data = attempt('Could not write nested values', () =>
      (value as Record<string, unknown>[]).map((row) => columns.map((key) => cell(Object.hasOwn(row, key) ? row[key] : null))),
    );
    const csv = attempt('Could not write the CSV', () =>
      Papa.unparse({ fields: columns, data }, { delimiter, escapeFormulae, newline: '\r\n', header: true }),
    );
    return { csv, columns, rows: value.length };
  },
});
