import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'remove-empty-lines',
  name: 'Remove empty lines',
  category: 'text',
  description: 'Deletes the empty lines of a text — by default also those holding only spaces or tabs — and keeps every other line as it is.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to clean.' },
      whitespaceOnly: { type: 'boolean', default: true, description: 'Also remove lines that hold only whitespace.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text without empty lines.' },
      removed: { type: 'integer', description: 'Lines removed.' },
    },
    required: ['text', 'removed'],
  },
  examples: [
    { inputs: { text: 'one\n\n\ntwo\n   \nthree\n', whitespaceOnly: true }, result: { text: 'one\ntwo\nthree\n', removed: 3 } },
    { inputs: { text: 'one\n\n \ntwo', whitespaceOnly: false }, result: { text: 'one\n \ntwo', removed: 1 } },
  ],
  run({ text, whitespaceOnly }: { text: string; whitespaceOnly: boolean }) {
    if (text === '') return { text: '', removed: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    const lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/);
    const kept = lines.filter((line) => (whitespaceOnly ? line.trim() !== '' : line !== ''));
    return { text: kept.join(eol) + (trailing && kept.length > 0 ? eol : ''), removed: lines.length - kept.length };
  },
});
