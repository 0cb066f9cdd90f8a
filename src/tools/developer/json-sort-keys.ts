import { ToolError, defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing (JSON.parse is slow on them, and writers recurse). */
const MAX_DEPTH = 1000;

interface Inputs {
  json: string;
  order: 'asc' | 'desc';
  indent: number;
}


/**
 * Writes the value with every object's keys sorted. Written by hand rather than by rebuilding objects, because
 * JavaScript objects always list integer-like keys ("2", "10") first, in numeric order, whatever the insertion order.
 */
function write(root: unknown, descending: boolean, indent: string): string {
  const out: string[] = [];
  const colon = indent === '' ? ':' : ': ';
  const breaks: string[] = [];
  const lineBreak = (depth: number) => (breaks[depth] ??= indent === '' ? '' : '\n' + indent.repeat(depth));
  const visit = (value: unknown, depth: number): void => {
    if (value === null || typeof value !== 'object') {
      out.push(JSON.stringify(value));
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) {
        out.push('[]');
        return;
      }
      out.push('[');
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out.push(',');
        out.push(lineBreak(depth + 1));
        visit(value[i], depth + 1);
      }
      out.push(lineBreak(depth), ']');
      return;
    }
    // The default sort compares UTF-16 code units.
    const keys = Object.keys(value).sort();
    if (descending) keys.reverse();
    if (keys.length === 0) {
      out.push('{}');
      return;
    }
    out.push('{');
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) out.push(',');
      out.push(lineBreak(depth + 1), JSON.stringify(keys[i]), colon);
      visit((value as Record<string, unknown>)[keys[i]!], depth + 1);
    }
    out.push(lineBreak(depth), '}');
  };
  visit(root, 0);
  return out.join('');
}

export default defineTool({
  slug: 'json-sort-keys',
  name: 'JSON key sorter',
  category: 'developer',
  description:
    'Sorts the keys of every object in a JSON document, at every depth, by Unicode code unit (so "B" comes before "a" and "10" before "9"); array order is kept. Useful for stable diffs and canonical output.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 100_000, description: 'The JSON text.' },
      order: { type: 'string', enum: ['asc', 'desc'], default: 'asc', description: 'Ascending or descending key order.' },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level (0 puts it on one line).' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: { json: { type: 'string', description: 'The document with sorted keys.' } },
    required: ['json'],
  },
  examples: [
    {
      inputs: {
        json: '{"version":"1.0.0","name":"app","dependencies":{"zod":"^3.0.0","express":"^4.19.0"},"files":["dist","README.md"]}',
        order: 'asc',
        indent: 2,
      },
      result: {
        json: '{\n  "dependencies": {\n    "express": "^4.19.0",\n    "zod": "^3.0.0"\n  },\n  "files": [\n    "dist",\n    "README.md"\n  ],\n  "name": "app",\n  "version": "1.0.0"\n}',
      },
    },
    {
      inputs: { json: '{"b":1,"10":2,"9":3,"A":[{"y":1,"x":2}]}', order: 'desc', indent: 0 },
      result: { json: '{"b":1,"A":[{"y":1,"x":2}],"9":3,"10":2}' },
    },
  ],
  run({ json, order, indent }: Inputs) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const value = parseJsonInput(json);
    try {
      return { json: write(value, order === 'desc', ' '.repeat(indent)) };
    } catch {
      throw new ToolError('The JSON is nested too deeply to sort.');
    }
  },
});
