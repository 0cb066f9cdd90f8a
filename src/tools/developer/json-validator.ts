import { defineTool, nullable } from '../define.ts';
import { findJsonProblem } from '../json-text.ts';

/** 1-based line and column (in UTF-16 code units) of an offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The type of the top-level value of valid JSON, from its first character. */
function topLevelType(json: string): string {
  const first = json.trimStart()[0];
  if (first === '{') return 'object';
  if (first === '[') return 'array';
  if (first === '"') return 'string';
  if (first === 't' || first === 'f') return 'boolean';
  if (first === 'n') return 'null';
  return 'number';
}

interface Result {
  valid: boolean;
  type: string | null;
  error: string | null;
  line: number | null;
  column: number | null;
  position: number | null;
}

export default defineTool({
  slug: 'json-validator',
  name: 'JSON validator',
  category: 'developer',
  description:
    'Checks whether a text is valid JSON (RFC 8259). Returns the type of the top-level value, or the first syntax error with its line, column and offset.',
  inputSchema: {
    type: 'object',
    properties: { json: { type: 'string', maxLength: 1_000_000, description: 'The JSON text to check.' } },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      type: nullable(
        { type: 'string' },
        { description: 'Type of the top-level value (object, array, string, number, boolean, null) when valid.' },
      ),
      error: nullable({ type: 'string' }, { description: 'What is wrong, when invalid.' }),
      line: nullable({ type: 'integer' }, { description: '1-based line of the error.' }),
      column: nullable({ type: 'integer' }, { description: '1-based column of the error (UTF-16 code units).' }),
      position: nullable({ type: 'integer' }, { description: '0-based offset of the error in the text.' }),
    },
    required: ['valid', 'type', 'error', 'line', 'column', 'position'],
  },
  examples: [
    {
      inputs: { json: '{"name": "Ada", "languages": ["en", "fr"]}' },
      result: { valid: true, type: 'object', error: null, line: null, column: null, position: null },
    },
    {
      inputs: { json: '{\n  "name": "Ada",\n  "age": 36,\n}' },
      result: {
        valid: false,
        type: null,
        error: "Expected a double-quoted property name (trailing commas are not allowed) but found '}'",
        line: 4,
        column: 1,
        position: 32,
      },
    },
    {
      inputs: { json: "['single', 'quotes']" },
      result: {
        valid: false,
        type: null,
        error: "Expected a value but found ''' (strings need double quotes)",
        line: 1,
        column: 2,
        position: 1,
      },
    },
  ],
  run({ json }: { json: string }): Result {
    // A linear scan rather than JSON.parse, which is slow on deeply nested input and does not always say where it failed.
    const problem = findJsonProblem(json);
    if (problem === null) return { valid: true, type: topLevelType(json), error: null, line: null, column: null, position: null };
    const { line, column } = lineAndColumn(json, problem.offset);
    return { valid: false, type: null, error: problem.message, line, column, position: problem.offset };
  },
});
