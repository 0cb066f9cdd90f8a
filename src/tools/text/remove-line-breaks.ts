import { defineTool } from '../define.ts';

interface Inputs {
  text: string;
  separator: string;
  keepParagraphs: boolean;
}

const paragraphBreak = /\r?\n[ \t]*(?:\r?\n[ \t]*)+/;
const lineBreak = /\r\n|\r|\n/;

function joinLines(block: string, separator: string): string {
  return block
    .split(lineBreak)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(separator);
}

export default defineTool({
  slug: 'remove-line-breaks',
  name: 'Remove line breaks',
  category: 'text',
  description:
    'Joins the lines of a text into one line (trimming each and dropping empty ones), with a space or another separator between them; paragraph breaks (blank lines) can be kept.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 75_000, description: 'The text to unwrap.' },
      separator: { type: 'string', maxLength: 10, default: ' ', description: 'Put between joined lines.' },
      keepParagraphs: { type: 'boolean', default: false, description: 'Keep blank-line paragraph breaks (as one blank line).' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The joined text.' } },
    required: ['text'],
  },
  examples: [
    {
      inputs: { text: 'This sentence was\nwrapped at a narrow\nwidth.\n', separator: ' ', keepParagraphs: false },
      result: { text: 'This sentence was wrapped at a narrow width.' },
    },
    {
      inputs: { text: 'First paragraph\ncontinues here.\n\nSecond\nparagraph.', separator: ' ', keepParagraphs: true },
      result: { text: 'First paragraph continues here.\n\nSecond paragraph.' },
    },
  ],
  run({ text, separator, keepParagraphs }: Inputs) {
    if (!keepParagraphs) return { text: joinLines(text, separator) };
    const paragraphs = text
      .split(paragraphBreak)
      .map((block) => joinLines(block, separator))
      .filter((block) => block !== '');
    return { text: paragraphs.join('\n\n') };
  },
});
