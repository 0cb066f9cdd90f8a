import { defineTool } from '../define.ts';

interface Inputs {
  text: string;
  width: number;
  breakLongWords: boolean;
}

/** Length in code points. */
const size = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

function wrapLine(line: string, width: number, breakLongWords: boolean, out: string[]): void {
  const indent = /^[ \t]*/.exec(line)![0];
  const words = line.slice(indent.length).split(/[ \t]+/).filter((word) => word !== '');
  if (words.length === 0) {
    out.push('');
    return;
  }
  const indentSize = indent.length < width ? indent.length : 0;
  let current = indent.slice(0, indentSize);
  let currentSize = indentSize;
  let empty = true;
  const flush = () => {
    out.push(current);
    current = '';
    currentSize = 0;
    empty = true;
  };
  for (const word of words) {
    const wordSize = size(word);
    if (!empty) {
      if (currentSize + 1 + wordSize <= width) {
        current += ' ' + word;
        currentSize += 1 + wordSize;
        continue;
      }
      flush();
    }
    if (currentSize + wordSize <= width || !breakLongWords) {
      current += word;
      currentSize += wordSize;
      empty = false;
      continue;
    }
    const chars = Array.from(word);
    let i = 0;
    while (chars.length - i > width - currentSize) {
      const room = width - currentSize;
      current += chars.slice(i, i + room).join('');
      i += room;
      flush();
    }
    current += chars.slice(i).join('');
    currentSize += chars.length - i;
    empty = false;
  }
  if (!empty) flush();
}

export default defineTool({
  slug: 'text-wrap',
  name: 'Text wrap',
  category: 'text',
  description:
    'Wraps text so no line is longer than a width (in characters), breaking at spaces and, optionally, inside words longer than the width; existing line breaks and indentation are kept.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 30_000, description: 'The text to wrap.' },
      width: { type: 'integer', minimum: 1, maximum: 1_000, default: 80, description: 'Maximum characters per line.' },
      breakLongWords: { type: 'boolean', default: true, description: 'Split words longer than the width; otherwise they overflow on their own line.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The wrapped text, with LF line breaks.' },
      lines: { type: 'integer', description: 'Lines in the result.' },
    },
    required: ['text', 'lines'],
  },
  examples: [
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog.', width: 16, breakLongWords: true },
      result: { text: 'The quick brown\nfox jumps over\nthe lazy dog.', lines: 3 },
    },
    {
      inputs: { text: 'See https://example.com/a/very/long/path for details', width: 12, breakLongWords: false },
      result: { text: 'See\nhttps://example.com/a/very/long/path\nfor details', lines: 3 },
    },
    {
      inputs: { text: 'Supercalifragilistic', width: 8, breakLongWords: true },
      result: { text: 'Supercal\nifragili\nstic', lines: 3 },
    },
  ],
  run({ text, width, breakLongWords }: Inputs) {
    if (text === '') return { text: '', lines: 0 };
    const out: string[] = [];
    for (const line of text.split(/\r\n|\r|\n/)) wrapLine(line, width, breakLongWords, out);
    return { text: out.join('\n'), lines: out.length };
  },
});
