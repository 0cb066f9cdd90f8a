import { ToolError, defineTool } from '../define.ts';

const maxOutput = 1_000_000;

export default defineTool({
  slug: 'text-repeat',
  name: 'Text repeat',
  category: 'text',
  description: `Repeats a text a number of times, with an optional separator between the copies; the result may hold at most ${maxOutput.toLocaleString('en')} characters.`,
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to repeat.' },
      count: { type: 'integer', minimum: 0, maximum: 100_000, description: 'How many copies.' },
      separator: { type: 'string', maxLength: 100, default: '', description: 'Put between copies (e.g. "\\n" or ", ").' },
    },
    required: ['text', 'count'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The repeated text.' },
      length: { type: 'integer', description: 'Length of the result in UTF-16 code units.' },
    },
    required: ['text', 'length'],
  },
  examples: [
    { inputs: { text: 'ha', count: 3, separator: '' }, result: { text: 'hahaha', length: 6 } },
    { inputs: { text: 'row', count: 3, separator: '\n' }, result: { text: 'row\nrow\nrow', length: 11 } },
  ],
  run({ text, count, separator }: { text: string; count: number; separator: string }) {
    const length = count === 0 ? 0 : text.length * count + separator.length * (count - 1);
    if (length > maxOutput) {
      throw new ToolError(`The result would be ${length.toLocaleString('en')} characters long; the limit is ${maxOutput.toLocaleString('en')}. Lower "count".`);
    }
    const result = separator === '' ? text.repeat(count) : Array.from({ length: count }, () => text).join(separator);
    return { text: result, length };
  },
});
