import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'reverse-lines',
  name: 'Reverse lines',
  category: 'text',
  description: 'Reverses the order of the lines of a text (last line first), keeping each line as it is and a final line break at the end.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 100_000, description: 'The text whose lines to reverse.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The lines in reverse order.' },
      lines: { type: 'integer', description: 'How many lines there were.' },
    },
    required: ['text', 'lines'],
  },
  examples: [
    { inputs: { text: 'first\nsecond\nthird' }, result: { text: 'third\nsecond\nfirst', lines: 3 } },
    { inputs: { text: '1. Wake up\r\n2. Coffee\r\n3. Work\r\n' }, result: { text: '3. Work\r\n2. Coffee\r\n1. Wake up\r\n', lines: 3 } },
  ],
  run({ text }: { text: string }) {
    if (text === '') return { text: '', lines: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    const lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/).reverse();
    return { text: lines.join(eol) + (trailing ? eol : ''), lines: lines.length };
  },
});
