// lossless-json keeps each number as the text it was written as (JSON.parse reads doubles: 12345678901234567890 comes
// back as …7000 and 1e400 as null). It parses in JavaScript, several times slower than V8's parser, so the tool runs in
// the worker pool.
import { parse, stringify } from 'lossless-json';
import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';
import { jsonIndentLevels } from '../json-text.ts';

/** Characters of output allowed: deep nesting with a wide indent can multiply a small text many times over. */
const MAX_OUTPUT = 20_000_000;

export default defineTool({
  slug: 'json-formatter',
  name: 'JSON formatter',
  category: 'developer',
  description:
    'Pretty-prints JSON text with the given indentation (0 puts it on one line), keeping every number exactly as written (no rounding of long or huge numbers). A key given twice in one object with different values is refused rather than silently dropped; output over 20 million characters is refused.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 1_000_000, description: 'JSON text to format.' },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level.' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: { formatted: { type: 'string' } },
    required: ['formatted'],
  },
  heavy: true,
  examples: [
    { inputs: { json: '{"a":1,"b":[true,null]}', indent: 2 }, result: { formatted: '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}' } },
    { inputs: { json: ' [ 1, 2 ] ', indent: 0 }, result: { formatted: '[1,2]' } },
    {
      inputs: { json: '{"id":12345678901234567890,"price":1.10,"big":1e400,"list":[-0.0,2E+3]}', indent: 2 },
      result: { formatted: '{\n  "id": 12345678901234567890,\n  "price": 1.10,\n  "big": 1e400,\n  "list": [\n    -0.0,\n    2E+3\n  ]\n}' },
    },
  ],
  run({ json, indent }: { json: string; indent: number }) {
    // V8's parser first: it refuses bad text (and too deep nesting) with the message every JSON tool gives.
    parseJsonInput(json);
    if (indent > 0 && json.length + jsonIndentLevels(json) * indent > MAX_OUTPUT) {
      throw new ToolError('The formatted JSON would be too large (deep nesting with a wide indent); use a smaller indent or format a smaller part.');
    }
    let value: unknown;
    try {
      value = parse(json);
    } catch (error) {
      // What V8 accepts and lossless-json does not: a key repeated with another value.
      throw new ToolError(`"json" cannot be formatted without losing data: ${(error as Error).message}`);
    }
    return { formatted: stringify(value, undefined, indent)! };
  },
});
