import { defineTool } from '../define.ts';

/** Horizontal whitespace: tab, space, no-break and the typographic spaces, plus zero-width ones that only hide. */
const horizontal = /[\t\v\f \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
const zeroWidth = /[\u200b\u2060\ufeff]/g;

interface Inputs {
  text: string;
  collapseSpaces: boolean;
  trimLines: boolean;
  maxBlankLines: number;
  removeZeroWidth: boolean;
}

export default defineTool({
  slug: 'whitespace-normalizer',
  name: 'Whitespace normalizer',
  category: 'text',
  description:
    'Cleans up whitespace: converts line breaks to LF, turns tabs and exotic spaces (no-break, em, ideographic…) into single spaces, trims lines, limits runs of blank lines and trims the whole text.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The text to clean.' },
      collapseSpaces: { type: 'boolean', default: true, description: 'Replace each run of spaces, tabs and other horizontal spaces with one space.' },
      trimLines: { type: 'boolean', default: true, description: 'Remove whitespace at the start and end of every line.' },
      maxBlankLines: { type: 'integer', minimum: 0, maximum: 10, default: 1, description: 'Keep at most this many consecutive blank lines.' },
      removeZeroWidth: { type: 'boolean', default: true, description: 'Delete zero-width spaces, word joiners and byte-order marks.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The normalized text, without leading or trailing blank lines.' },
      changed: { type: 'boolean', description: 'Whether anything changed.' },
    },
    required: ['text', 'changed'],
  },
  examples: [
    {
      inputs: { text: '  Hello,\u00a0\u00a0 world!\t\r\n\r\n\r\n\r\nSecond   paragraph.  \n', collapseSpaces: true, trimLines: true, maxBlankLines: 1, removeZeroWidth: true },
      result: { text: 'Hello, world!\n\nSecond paragraph.', changed: true },
    },
    {
      inputs: { text: 'a\u200b  b\n\n\n\nc', collapseSpaces: false, trimLines: true, maxBlankLines: 0, removeZeroWidth: true },
      result: { text: 'a  b\nc', changed: true },
    },
  ],
  run({ text, collapseSpaces, trimLines, maxBlankLines, removeZeroWidth }: Inputs) {
    let result = text.replace(/\r\n?/g, '\n');
    if (removeZeroWidth) result = result.replace(zeroWidth, '');
    if (collapseSpaces) result = result.replace(horizontal, ' ');
    const out: string[] = [];
    let blankRun = 0;
    for (let line of result.split('\n')) {
      if (trimLines) line = line.trim();
      if (line.trim() === '') {
        blankRun++;
        if (blankRun > maxBlankLines || out.length === 0) continue;
      } else {
        blankRun = 0;
      }
      out.push(line);
    }
    while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
    result = out.join('\n');
    return { text: result, changed: result !== text };
  },
});
