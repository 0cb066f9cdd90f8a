import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

export default defineTool({
  slug: 'json-formatter',
  name: 'JSON formatter',
  category: 'developer',
  description: 'Pretty-prints JSON text with the given indentation (0 puts it on one line).',
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
  examples: [
    { inputs: { json: '{"a":1,"b":[true,null]}', indent: 2 }, result: { formatted: '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}' } },
    { inputs: { json: ' [ 1, 2 ] ', indent: 0 }, result: { formatted: '[1,2]' } },
  ],
  run({ json, indent }: { json: string; indent: number }) {
    const value = parseJsonInput(json);
    try {
      return { formatted: JSON.stringify(value, null, indent) };
    } catch {
      throw new ToolError('The JSON is nested too deeply to format.');
    }
  },
});
