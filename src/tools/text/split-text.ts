import { defineTool } from '../define.ts';

interface Inputs {
  text: string;
  delimiter: string;
  trim: boolean;
  skipEmpty: boolean;
}

export default defineTool({
  slug: 'split-text',
  name: 'Split text',
  category: 'text',
  description:
    'Splits a text at every occurrence of a delimiter (a comma by default; any literal string) and puts each part on its own line, optionally trimming the parts and dropping empty ones.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to split.' },
      delimiter: { type: 'string', minLength: 1, maxLength: 100, default: ',', description: 'Where to split (literal text).' },
      trim: { type: 'boolean', default: true, description: 'Remove whitespace around each part.' },
      skipEmpty: { type: 'boolean', default: true, description: 'Leave out empty parts.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The parts, one per line.' },
      parts: { type: 'array', items: { type: 'string' } },
      count: { type: 'integer', description: 'Number of parts.' },
    },
    required: ['text', 'parts', 'count'],
  },
  examples: [
    {
      inputs: { text: 'red, green,blue,, yellow', delimiter: ',', trim: true, skipEmpty: true },
      result: { text: 'red\ngreen\nblue\nyellow', parts: ['red', 'green', 'blue', 'yellow'], count: 4 },
    },
    {
      inputs: { text: 'a | b || c', delimiter: '|', trim: false, skipEmpty: false },
      result: { text: 'a \n b \n\n c', parts: ['a ', ' b ', '', ' c'], count: 4 },
    },
  ],
  run({ text, delimiter, trim, skipEmpty }: Inputs) {
    let parts = text.split(delimiter);
    if (trim) parts = parts.map((part) => part.trim());
    if (skipEmpty) parts = parts.filter((part) => part !== '');
    return { text: parts.join('\n'), parts, count: parts.length };
  },
});
