import { ToolError, defineTool } from '../define.ts';

const maxOutput = 2_000_000;

interface Inputs {
  text: string;
  start: number;
  separator: string;
  pad: boolean;
  skipBlank: boolean;
}

export default defineTool({
  slug: 'add-line-numbers',
  name: 'Add line numbers',
  category: 'text',
  description:
    'Prefixes each line with its number, counting from any start and right-aligning the numbers by default; blank lines can be left unnumbered.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The text to number.' },
      start: { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000, default: 1, description: 'The first number.' },
      separator: { type: 'string', maxLength: 20, default: '. ', description: 'Between the number and the line.' },
      pad: { type: 'boolean', default: true, description: 'Right-align the numbers with spaces to the widest one.' },
      skipBlank: { type: 'boolean', default: false, description: 'Leave blank lines unnumbered (and do not count them).' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The numbered text.' },
      numbered: { type: 'integer', description: 'Lines that received a number.' },
    },
    required: ['text', 'numbered'],
  },
  examples: [
    {
      inputs: { text: 'alpha\nbeta\ngamma', start: 1, separator: '. ', pad: true, skipBlank: false },
      result: { text: '1. alpha\n2. beta\n3. gamma', numbered: 3 },
    },
    {
      inputs: { text: 'x = 1\n\ny = 2\nz = 3\n', start: 9, separator: ' | ', pad: true, skipBlank: true },
      result: { text: ' 9 | x = 1\n\n10 | y = 2\n11 | z = 3\n', numbered: 3 },
    },
  ],
  run({ text, start, separator, pad, skipBlank }: Inputs) {
    if (text === '') return { text: '', numbered: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    const lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/);
    const isBlank = (line: string) => skipBlank && line.trim() === '';
    const numbered = lines.reduce((n, line) => (isBlank(line) ? n : n + 1), 0);
    const last = start + Math.max(numbered - 1, 0);
    const width = pad ? Math.max(String(start).length, String(last).length) : 0;
    if (text.length + numbered * (width + 12 + separator.length) > maxOutput) {
      throw new ToolError(`The numbered text would be longer than ${maxOutput.toLocaleString('en')} characters; number a shorter text.`);
    }
    let n = start;
    const out = lines.map((line) => (isBlank(line) ? line : `${String(n++).padStart(width)}${separator}${line}`));
    return { text: out.join(eol) + (trailing ? eol : ''), numbered };
  },
});
