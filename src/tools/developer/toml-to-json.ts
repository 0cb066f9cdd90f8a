import { TomlError, parse } from 'smol-toml';
import { ToolError, defineTool } from '../define.ts';

/**
 * JSON text of a parsed TOML value, laid out like JSON.stringify(value, null, indent), except that integers beyond
 * 2^53 keep all their digits, dates keep their TOML form (offset, local date-time, local date or local time) and
 * inf / nan (which JSON lacks) become the strings "inf", "-inf" and "nan".
 */
function toJson(value: unknown, indent: string, depth = 0): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '"nan"';
    if (!Number.isFinite(value)) return value > 0 ? '"inf"' : '"-inf"';
    return JSON.stringify(value);
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Array.isArray(value)
    ? value.map((item) => toJson(item, indent, depth + 1))
    : Object.entries(value).map(
        ([key, item]) => `${JSON.stringify(key)}:${indent === '' ? '' : ' '}${toJson(item, indent, depth + 1)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return open + close;
  if (indent === '') return open + entries.join(',') + close;
  const inner = '\n' + indent.repeat(depth + 1);
  return open + inner + entries.join(',' + inner) + '\n' + indent.repeat(depth) + close;
}

export default defineTool({
  slug: 'toml-to-json',
  name: 'TOML to JSON',
  category: 'developer',
  description:
    'Parses TOML 1.0 and returns it as JSON. Dates and times stay ISO 8601 strings in their TOML form, integers beyond 2^53 keep every digit, and inf/nan become the strings "inf", "-inf" and "nan".',
  inputSchema: {
    type: 'object',
    properties: {
      toml: { type: 'string', maxLength: 75_000, description: 'The TOML document.' },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level (0 puts it on one line).' },
    },
    required: ['toml'],
  },
  outputSchema: {
    type: 'object',
    properties: { json: { type: 'string' } },
    required: ['json'],
  },
  examples: [
    {
      inputs: {
        toml: 'title = "Example"\n\n[owner]\nname = "Tom"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nports = [8000, 8001]\nenabled = true\n',
        indent: 2,
      },
      result: {
        json: '{\n  "title": "Example",\n  "owner": {\n    "name": "Tom",\n    "dob": "1979-05-27T07:32:00.000-08:00"\n  },\n  "database": {\n    "ports": [\n      8000,\n      8001\n    ],\n    "enabled": true\n  }\n}',
      },
    },
    {
      inputs: {
        toml: 'id = 9223372036854775807\nratio = inf\nbackup = 07:30:00\n\n[[fruit]]\nname = "apple"\n\n[[fruit]]\nname = "banana"\n',
        indent: 0,
      },
      result: {
        json: '{"id":9223372036854775807,"ratio":"inf","backup":"07:30:00.000","fruit":[{"name":"apple"},{"name":"banana"}]}',
      },
    },
  ],
  run({ toml, indent }: { toml: string; indent: number }) {
    let value: unknown;
    try {
      value = parse(toml, { integersAsBigInt: 'asNeeded' });
    } catch (error) {
      if (error instanceof TomlError) {
        const reason = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
        throw new ToolError(`The TOML is not valid at line ${error.line}, column ${error.column}: ${reason}`);
      }
      throw new ToolError(`Could not parse the TOML: ${String((error as Error).message ?? error).slice(0, 300)}`);
    }
    try {
      return { json: toJson(value, ' '.repeat(indent)) };
    } catch {
      throw new ToolError('The TOML is nested too deeply to convert.');
    }
  },
});
