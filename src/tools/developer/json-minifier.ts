import { ToolError, defineTool } from '../define.ts';
import { findJsonProblem } from '../json-text.ts';

/** Drops the whitespace between tokens of valid JSON, keeping every token (numbers included) exactly as written. */
function stripWhitespace(json: string): string {
  const parts: string[] = [];
  let start = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 32 || c === 10 || c === 13 || c === 9) {
      if (i > start) parts.push(json.slice(start, i));
      start = i + 1;
    }
  }
  if (start < json.length) parts.push(json.slice(start));
  return parts.join('');
}

export default defineTool({
  slug: 'json-minifier',
  name: 'JSON minifier',
  category: 'developer',
  description:
    'Removes all insignificant whitespace from JSON, keeping strings and numbers exactly as written (no rounding of big numbers); reports the size saved.',
  inputSchema: {
    type: 'object',
    properties: { json: { type: 'string', maxLength: 500_000, description: 'The JSON text to minify.' } },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string' },
      originalLength: { type: 'integer', description: 'Length of the input in characters.' },
      minifiedLength: { type: 'integer', description: 'Length of the output in characters.' },
      savedPercent: { type: 'number', description: 'Share of characters removed, in percent (one decimal).' },
    },
    required: ['minified', 'originalLength', 'minifiedLength', 'savedPercent'],
  },
  examples: [
    {
      inputs: { json: '{\n  "id": 12345678901234567890,\n  "tags": [ "a b", "c" ],\n  "ok": true\n}' },
      result: {
        minified: '{"id":12345678901234567890,"tags":["a b","c"],"ok":true}',
        originalLength: 72,
        minifiedLength: 56,
        savedPercent: 22.2,
      },
    },
    {
      inputs: { json: '[1.50, 2e10,\t"tab\\t inside"]' },
      result: { minified: '[1.50,2e10,"tab\\t inside"]', originalLength: 28, minifiedLength: 26, savedPercent: 7.1 },
    },
  ],
  run({ json }: { json: string }) {
    // Checked by a linear scan instead of JSON.parse, which is slow on deeply nested input.
    const problem = findJsonProblem(json);
    if (problem !== null) throw new ToolError(`"json" is not valid JSON: ${problem.message} (at offset ${problem.offset}).`);
    const minified = stripWhitespace(json);
    const savedPercent = json.length === 0 ? 0 : Math.round(((json.length - minified.length) / json.length) * 1000) / 10;
    return { minified, originalLength: json.length, minifiedLength: minified.length, savedPercent };
  },
});
