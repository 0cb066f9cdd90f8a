import ini from 'ini';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

export default defineTool({
  slug: 'ini-to-json',
  name: 'INI to JSON',
  category: 'developer',
  description:
    'Parses an INI / .conf file into JSON: [sections] become objects (dotted names nest, as in [a.b]), "key[] = value" lines build arrays, true/false become booleans and a key without "=" becomes true; other values stay strings. Lines starting with ; or # are comments.',
  inputSchema: {
    type: 'object',
    properties: {
      ini: { type: 'string', maxLength: 50_000, description: 'The INI text.' },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level (0 puts it on one line).' },
    },
    required: ['ini'],
  },
  outputSchema: {
    type: 'object',
    properties: { json: { type: 'string' } },
    required: ['json'],
  },
  examples: [
    {
      inputs: {
        ini: '; global settings\nname = my-app\ndebug = false\n\n[database]\nhost = db.internal\nport = 5432\nuser = "admin"\n\n[database.replica]\nhost = replica.internal\n',
        indent: 2,
      },
      result: {
        json: '{\n  "name": "my-app",\n  "debug": false,\n  "database": {\n    "host": "db.internal",\n    "port": "5432",\n    "user": "admin",\n    "replica": {\n      "host": "replica.internal"\n    }\n  }\n}',
      },
    },
    {
      inputs: { ini: '[mirrors]\nurl[] = https://a.example\nurl[] = https://b.example\nverbose\n# disabled = yes\n', indent: 0 },
      result: { json: '{"mirrors":{"url":["https://a.example","https://b.example"],"verbose":true}}' },
    },
  ],
  run({ ini: text, indent }: { ini: string; indent: number }) {
    const value = attempt('Could not parse the INI', () => ini.parse(text));
    try {
      return { json: JSON.stringify(value, null, indent) };
    } catch {
      throw new ToolError('Could not write the parsed INI as JSON.');
    }
  },
});
