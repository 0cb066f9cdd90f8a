import { ToolError, defineTool } from '../define.ts';

type Dialect = 'standard' | 'mysql';

// The escapes MySQL's mysql_real_escape_string writes, and the ones its parser reads.
const mysqlEscape: Record<string, string> = { '\0': '\\0', "'": "\\'", '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\x1a': '\\Z' };
const mysqlUnescape: Record<string, string> = { 0: '\0', "'": "'", '"': '"', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a', '\\': '\\', '%': '\\%', _: '\\_' };

/** The body of a quoted literal (N'…' too, and E'…' for backslash dialects), or the text as it is. */
function stripQuotes(text: string, dialect: Dialect): string {
  const match = (dialect === 'mysql' ? /^\s*[NnEe]?'([\s\S]*)'\s*$/ : /^\s*[Nn]?'([\s\S]*)'\s*$/).exec(text);
  return match ? match[1]! : text;
}

function decode(body: string, dialect: Dialect): string {
  const backslashes = dialect === 'mysql';
  let output = '';
  let run = 0;
  for (let at = 0; at < body.length; at++) {
    const code = body.charCodeAt(at);
    if (code !== 39 && (code !== 92 || !backslashes)) continue;
    output += body.slice(run, at);
    if (code === 39) {
      if (body.charCodeAt(at + 1) !== 39) {
        const also = backslashes ? " or \\'" : '';
        throw new ToolError(`Unescaped single quote at position ${at}: inside an SQL string literal a quote is written ''${also}.`);
      }
      output += "'";
    } else {
      if (at + 1 >= body.length) throw new ToolError('The text ends with a lone backslash, which starts an unfinished escape.');
      const escaped = body[at + 1]!;
      output += mysqlUnescape[escaped] ?? escaped;
    }
    at++;
    run = at + 1;
  }
  return output + body.slice(run);
}

export default defineTool({
  slug: 'sql-string-escape',
  name: 'SQL string escape / unescape',
  category: 'encoding',
  description:
    "Quotes text as an SQL string literal — standard SQL doubles single quotes ('' as in PostgreSQL, SQLite, SQL Server, Oracle); the mysql dialect also backslash-escapes \\, \", NUL, newlines and Ctrl-Z — or turns such a literal (quoted or not) back into text. Prefer bound parameters over escaping in application code.",
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'Text to escape, or an SQL string literal (with or without its quotes) to unescape.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode = escape, decode = unescape.' },
      dialect: {
        type: 'string',
        enum: ['standard', 'mysql'],
        default: 'standard',
        description: 'standard = quote doubling only; mysql = MySQL/MariaDB backslash escapes (NO_BACKSLASH_ESCAPES off).',
      },
      quotes: { type: 'boolean', default: true, description: 'When encoding, surround the result with single quotes.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: "O'Reilly's \"SQL\" book", mode: 'encode', dialect: 'standard', quotes: true }, result: { output: "'O''Reilly''s \"SQL\" book'" } },
    {
      inputs: { text: "It's C:\\data\nline 2", mode: 'encode', dialect: 'mysql', quotes: true },
      result: { output: "'It\\'s C:\\\\data\\nline 2'" },
    },
    { inputs: { text: "'Rock ''n'' roll'", mode: 'decode', dialect: 'standard', quotes: true }, result: { output: "Rock 'n' roll" } },
  ],
  run({ text, mode, dialect, quotes }: { text: string; mode: 'encode' | 'decode'; dialect: Dialect; quotes: boolean }) {
    if (mode === 'decode') return { output: decode(stripQuotes(text, dialect), dialect) };
    const body = dialect === 'mysql' ? text.replace(/[\0'"\\\n\r\x1a]/g, (char) => mysqlEscape[char]!) : text.replace(/'/g, "''");
    return { output: quotes ? `'${body}'` : body };
  },
});
