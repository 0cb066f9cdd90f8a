import { format, type SqlLanguage } from 'sql-formatter';
import { ToolError, defineTool } from '../define.ts';

const dialects = [
  'sql',
  'bigquery',
  'clickhouse',
  'db2',
  'db2i',
  'duckdb',
  'hive',
  'mariadb',
  'mysql',
  'n1ql',
  'plsql',
  'postgresql',
  'redshift',
  'singlestoredb',
  'snowflake',
  'spark',
  'sqlite',
  'tidb',
  'transactsql',
  'trino',
] as const;

/** The parser recurses per parenthesis level; deeper statements are refused long before that nears the stack limit. */
const MAX_PARENTHESES = 200;

function parenthesisDepth(sql: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql.charCodeAt(i);
    if (c === 40) max = Math.max(max, ++depth);
    else if (c === 41 && depth > 0) depth--;
  }
  return max;
}

interface Inputs {
  sql: string;
  dialect: (typeof dialects)[number];
  keywordCase: 'preserve' | 'upper' | 'lower';
  indent: number;
}

export default defineTool({
  slug: 'sql-formatter',
  name: 'SQL formatter',
  category: 'developer',
  description:
    'Pretty-prints SQL with one clause per line and indented sub-queries, in the syntax of the chosen dialect; can upper- or lower-case the keywords (function names are kept as written). Statements that do not parse in that dialect are refused.',
  inputSchema: {
    type: 'object',
    properties: {
      sql: { type: 'string', maxLength: 100_000, description: 'One or more SQL statements.' },
      dialect: { type: 'string', enum: dialects, default: 'sql', description: 'SQL dialect ("sql" is standard SQL).' },
      keywordCase: {
        type: 'string',
        enum: ['preserve', 'upper', 'lower'],
        default: 'preserve',
        description: 'How to write reserved keywords.',
      },
      indent: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per indentation level.' },
    },
    required: ['sql'],
  },
  outputSchema: {
    type: 'object',
    properties: { formatted: { type: 'string' } },
    required: ['formatted'],
  },
  examples: [
    {
      inputs: {
        sql: "select id, name from users where active = 1 and created_at > '2024-01-01' order by name",
        dialect: 'sql',
        keywordCase: 'upper',
        indent: 2,
      },
      result: {
        formatted:
          "SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\n  AND created_at > '2024-01-01'\nORDER BY\n  name",
      },
    },
    {
      inputs: {
        sql: 'SELECT u.email, COUNT(*) AS orders FROM users u JOIN orders o ON o.user_id = u.id GROUP BY u.email HAVING COUNT(*) > $1;',
        dialect: 'postgresql',
        keywordCase: 'lower',
        indent: 4,
      },
      result: {
        formatted:
          'select\n    u.email,\n    COUNT(*) as orders\nfrom\n    users u\n    join orders o on o.user_id = u.id\ngroup by\n    u.email\nhaving\n    COUNT(*) > $1;',
      },
    },
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ sql, dialect, keywordCase, indent }: Inputs) {
    if (parenthesisDepth(sql) > MAX_PARENTHESES) throw new ToolError(`The SQL nests parentheses more than ${MAX_PARENTHESES} levels deep.`);
    try {
      return { formatted: format(sql, { language: dialect as SqlLanguage, keywordCase, tabWidth: indent }) };
    } catch (error) {
      // The parser's message lists every rule it hoped for; its first lines say what and where.
      const lines = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 3);
      const end = lines.findIndex((line) => line.includes('I was expecting'));
      const reason = lines.slice(0, end > 0 ? end : lines.length).join(' ').trim();
      throw new ToolError(`Could not format the SQL as ${dialect}: ${reason.slice(0, 300)}`);
    }
  },
});
