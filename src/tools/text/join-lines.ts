import { ToolError, defineTool } from '../define.ts';

const maxOutput = 2_000_000;

interface Inputs {
  text: string;
  separator: string;
  trim: boolean;
  skipEmpty: boolean;
  quote: string;
}

export default defineTool({
  slug: 'join-lines',
  name: 'Join lines',
  category: 'text',
  description:
    'Joins the lines of a text into one string with a separator (", " by default), optionally trimming them, skipping empty ones and wrapping each in quotes — e.g. to turn a column into a SQL or code list.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'One item per line.' },
      separator: { type: 'string', maxLength: 100, default: ', ', description: 'Put between the items.' },
      trim: { type: 'boolean', default: true, description: 'Remove whitespace around each item.' },
      skipEmpty: { type: 'boolean', default: true, description: 'Leave out empty items.' },
      quote: { type: 'string', maxLength: 10, default: '', description: 'Put before and after each item (e.g. \' or ").' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The joined items.' },
      count: { type: 'integer', description: 'Items joined.' },
    },
    required: ['text', 'count'],
  },
  examples: [
    { inputs: { text: 'apple\nbanana\n\ncherry\n', separator: ', ', trim: true, skipEmpty: true, quote: '' }, result: { text: 'apple, banana, cherry', count: 3 } },
    { inputs: { text: ' 101 \n102\n103', separator: ',', trim: true, skipEmpty: true, quote: "'" }, result: { text: "'101','102','103'", count: 3 } },
  ],
  run({ text, separator, trim, skipEmpty, quote }: Inputs) {
    let items = text.split(/\r\n|\r|\n/);
    if (trim) items = items.map((item) => item.trim());
    if (skipEmpty) items = items.filter((item) => item !== '');
    else if (items.length > 0 && items[items.length - 1] === '') items.pop();
    const length = text.length + items.length * (separator.length + 2 * quote.length);
    if (length > maxOutput) {
      throw new ToolError(`The result would be longer than ${maxOutput.toLocaleString('en')} characters; use a shorter separator or quote.`);
    }
    const joined = quote === '' ? items.join(separator) : items.map((item) => quote + item + quote).join(separator);
    return { text: joined, count: items.length };
  },
});
