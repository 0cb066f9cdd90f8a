import dotenv from 'dotenv';
import { defineTool } from '../define.ts';
import { attempt } from '../input.ts';

interface Inputs {
  env: string;
  indent: number;
}

export default defineTool({
  slug: 'env-to-json',
  name: '.env to JSON',
  category: 'developer',
  description:
    'Parses a .env file with dotenv rules (export prefix, # comments, single/double/backtick quotes, multi-line quoted values, \\n in double quotes) into a JSON object of strings; variables are not expanded.',
  inputSchema: {
    type: 'object',
    properties: {
      env: { type: 'string', maxLength: 100_000, description: 'Contents of a .env file, KEY=value per line.' },
      indent: { type: 'integer', minimum: 0, maximum: 8, default: 2, description: 'Indentation of the JSON text; 0 puts it on one line.' },
    },
    required: ['env'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      variables: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'Each variable name mapped to its value; a repeated name keeps its last value.',
      },
      json: { type: 'string', description: 'The same object as JSON text.' },
      count: { type: 'integer', description: 'Number of variables.' },
    },
    required: ['variables', 'json', 'count'],
  },
  examples: [
    {
      inputs: {
        env: '# database\nexport DB_HOST=localhost\nDB_PORT=5432 # default port\nDB_PASSWORD="p@ss#word"\nGREETING="Hello\\nWorld"\nRAW=\'keep $HOME as-is\'\nEMPTY=\n',
        indent: 2,
      },
      result: {
        variables: {
          DB_HOST: 'localhost',
          DB_PORT: '5432',
          DB_PASSWORD: 'p@ss#word',
          GREETING: 'Hello\nWorld',
          RAW: 'keep $HOME as-is',
          EMPTY: '',
        },
        json: '{\n  "DB_HOST": "localhost",\n  "DB_PORT": "5432",\n  "DB_PASSWORD": "p@ss#word",\n  "GREETING": "Hello\\nWorld",\n  "RAW": "keep $HOME as-is",\n  "EMPTY": ""\n}',
        count: 6,
      },
    },
    {
      inputs: { env: 'PRIVATE_KEY="-----BEGIN KEY-----\nabc\n-----END KEY-----"\nDEBUG=true', indent: 0 },
      result: {
        variables: { PRIVATE_KEY: '-----BEGIN KEY-----\nabc\n-----END KEY-----', DEBUG: 'true' },
        json: '{"PRIVATE_KEY":"-----BEGIN KEY-----\\nabc\\n-----END KEY-----","DEBUG":"true"}',
        count: 2,
      },
    },
  ],
  run({ env, indent }: Inputs) {
    // The character-scanner parser is linear; the default regex parser is quadratic on runs of blank lines.
    const parsed = attempt('Could not parse the .env text', () => dotenv.parse(env, { fast: true }));
    const variables: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      Object.defineProperty(variables, key, { value, enumerable: true, writable: true, configurable: true });
    }
    const count = Object.keys(variables).length;
    return { variables, json: JSON.stringify(variables, null, indent), count };
  },
});
