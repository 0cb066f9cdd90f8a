import Papa from 'papaparse';
import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  text: string;
  delimiter: string;
  column: number;
  trim: boolean;
  skipHeader: boolean;
}

export default defineTool({
  slug: 'column-extractor',
  name: 'Column extractor',
  category: 'text',
  description:
    'Splits each line by a delimiter (comma, tab, semicolon, pipe…; CSV double quotes are honoured) and returns one column, counted from 1; rows too short for it are reported.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 25_000, description: 'Delimited text, one record per line.' },
      delimiter: {
        type: 'string',
        minLength: 1,
        maxLength: 10,
        pattern: '^[^"\\r\\n]+$',
        default: ',',
        description: 'Separates the columns (use "\\t" for tab-separated text); no quotes or line breaks.',
      },
      column: { type: 'integer', minimum: 1, maximum: 10_000, description: 'The column to extract, counted from 1.' },
      trim: { type: 'boolean', default: true, description: 'Remove whitespace around each value.' },
      skipHeader: { type: 'boolean', default: false, description: 'Leave out the first line.' },
    },
    required: ['text', 'column'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      values: { type: 'array', items: { type: 'string' }, description: 'The column, one value per row that has it.' },
      text: { type: 'string', description: 'The values, one per line.' },
      rows: { type: 'integer', description: 'Non-empty rows read.' },
      missing: { type: 'array', items: { type: 'integer' }, description: 'Numbers (1-based, header included) of the rows without the column; at most 1,000.' },
    },
    required: ['values', 'text', 'rows', 'missing'],
  },
  examples: [
    {
      inputs: { text: 'name,age,city\nAlice,30,"Paris, France"\nBob,25,Berlin', delimiter: ',', column: 3, trim: true, skipHeader: true },
      result: { values: ['Paris, France', 'Berlin'], text: 'Paris, France\nBerlin', rows: 2, missing: [] },
    },
    {
      inputs: { text: 'id\tstatus\n1\tok\n2\n3\tfailed', delimiter: '\t', column: 2, trim: true, skipHeader: false },
      result: { values: ['status', 'ok', 'failed'], text: 'status\nok\nfailed', rows: 4, missing: [3] },
    },
  ],
  run({ text, delimiter, column, trim, skipHeader }: Inputs) {
    const parsed = Papa.parse<string[]>(text, { delimiter, quoteChar: '"', skipEmptyLines: false, header: false });
    const unterminated = parsed.errors.find((error) => error.code === 'MissingQuotes');
    if (unterminated) {
      throw new ToolError(`A quoted value is never closed (row ${(unterminated.row ?? 0) + 1}); close it with " or remove the quote.`);
    }
    const values: string[] = [];
    const missing: number[] = [];
    let rows = 0;
    parsed.data.forEach((row, index) => {
      if (skipHeader && index === 0) return;
      if (row.length === 1 && row[0] === '') return;
      rows++;
      const value = row[column - 1];
      if (value === undefined) {
        if (missing.length < 1_000) missing.push(index + 1);
        return;
      }
      values.push(trim ? value.trim() : value);
    });
    return { values, text: values.join('\n'), rows, missing };
  },
});
