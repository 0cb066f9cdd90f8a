import { defineTool } from '../define.ts';

const lineBreak = /(\r\n|\r|\n)/;

/** Reverses the order of the words of one line, keeping its leading and trailing whitespace in place. */
function reverseLine(line: string): string {
  const words = line.split(/\s+/).filter((word) => word !== '');
  if (words.length < 2) return line;
  const lead = line.slice(0, line.length - line.trimStart().length);
  const tail = line.slice(line.trimEnd().length);
  return lead + words.reverse().join(' ') + tail;
}

export default defineTool({
  slug: 'reverse-words',
  name: 'Reverse words',
  category: 'text',
  description:
    'Reverses the order of the words (whitespace-separated) on each line, or across the whole text, leaving the words themselves intact.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The text whose words to reverse.' },
      perLine: { type: 'boolean', default: true, description: 'Reverse within each line; otherwise reverse all words and join them with spaces.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The text with its words in reverse order.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: 'one two three\nred green blue', perLine: true }, result: { text: 'three two one\nblue green red' } },
    { inputs: { text: 'one two three\nred green blue', perLine: false }, result: { text: 'blue green red three two one' } },
  ],
  run({ text, perLine }: { text: string; perLine: boolean }) {
    if (!perLine) return { text: text.split(/\s+/).filter((word) => word !== '').reverse().join(' ') };
    const parts = text.split(lineBreak);
    for (let i = 0; i < parts.length; i += 2) parts[i] = reverseLine(parts[i]!);
    return { text: parts.join('') };
  },
});
