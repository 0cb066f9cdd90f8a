import { ToolError, defineTool } from '../define.ts';

const maxOutput = 2_000_000;

interface Inputs {
  text: string;
  prefix: string;
  suffix: string;
  skipEmpty: boolean;
}

export default defineTool({
  slug: 'line-affixer',
  name: 'Add prefix / suffix to lines',
  category: 'text',
  description:
    'Adds a prefix and/or a suffix to every line of a text — to quote items, build list markup or comment out code — optionally leaving empty lines alone.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The lines to change.' },
      prefix: { type: 'string', maxLength: 1_000, default: '', description: 'Put before each line.' },
      suffix: { type: 'string', maxLength: 1_000, default: '', description: 'Put after each line.' },
      skipEmpty: { type: 'boolean', default: false, description: 'Leave empty and whitespace-only lines unchanged.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text with the affixes.' },
      changed: { type: 'integer', description: 'Lines that received the affixes.' },
    },
    required: ['text', 'changed'],
  },
  examples: [
    { inputs: { text: 'apple\nbanana\ncherry', prefix: "'", suffix: "',", skipEmpty: false }, result: { text: "'apple',\n'banana',\n'cherry',", changed: 3 } },
    { inputs: { text: 'const a = 1;\n\nconst b = 2;\n', prefix: '// ', suffix: '', skipEmpty: true }, result: { text: '// const a = 1;\n\n// const b = 2;\n', changed: 2 } },
  ],
  run({ text, prefix, suffix, skipEmpty }: Inputs) {
    if (text === '') return { text: '', changed: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    const lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/);
    const skip = (line: string) => skipEmpty && line.trim() === '';
    const changed = lines.reduce((n, line) => (skip(line) ? n : n + 1), 0);
    if (text.length + changed * (prefix.length + suffix.length) > maxOutput) {
      throw new ToolError(`The result would be longer than ${maxOutput.toLocaleString('en')} characters; use fewer lines or shorter affixes.`);
    }
    const out = lines.map((line) => (skip(line) ? line : prefix + line + suffix));
    return { text: out.join(eol) + (trailing ? eol : ''), changed };
  },
});
