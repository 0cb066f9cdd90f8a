import { defineTool, nullable } from '../define.ts';

/** Code points in a string: UTF-16 units minus the low halves of surrogate pairs. */
function codePoints(line: string): number {
  let count = line.length;
  for (let i = 0; i < line.length - 1; i++) {
    const code = line.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = line.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

const blank = /^\s*$/;

export default defineTool({
  slug: 'line-counter',
  name: 'Line counter',
  category: 'text',
  description:
    'Counts the lines of a text (a final line break does not start a new line) and reports blank and non-blank lines, the longest and shortest line and the average length, in characters (code points).',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 100_000, description: 'The text; LF, CRLF and CR line breaks are recognised.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      lines: { type: 'integer' },
      blankLines: { type: 'integer', description: 'Lines empty or holding only whitespace.' },
      nonBlankLines: { type: 'integer' },
      longestLine: { type: 'integer', description: 'Length of the longest line.' },
      longestLineNumber: nullable({ type: 'integer' }, { description: '1-based number of the (first) longest line; null without lines.' }),
      shortestLine: { type: 'integer', description: 'Length of the shortest line.' },
      shortestLineNumber: nullable({ type: 'integer' }, { description: '1-based number of the (first) shortest line; null without lines.' }),
      averageLineLength: { type: 'number', description: 'Mean line length, rounded to two decimals.' },
      lineBreaks: { type: 'integer', description: 'Line break sequences in the text.' },
    },
    required: [
      'lines',
      'blankLines',
      'nonBlankLines',
      'longestLine',
      'longestLineNumber',
      'shortestLine',
      'shortestLineNumber',
      'averageLineLength',
      'lineBreaks',
    ],
  },
  examples: [
    {
      inputs: { text: 'first line\n\n  \nlast one\n' },
      result: {
        lines: 4,
        blankLines: 2,
        nonBlankLines: 2,
        longestLine: 10,
        longestLineNumber: 1,
        shortestLine: 0,
        shortestLineNumber: 2,
        averageLineLength: 5,
        lineBreaks: 4,
      },
    },
    {
      inputs: { text: '' },
      result: {
        lines: 0,
        blankLines: 0,
        nonBlankLines: 0,
        longestLine: 0,
        longestLineNumber: null,
        shortestLine: 0,
        shortestLineNumber: null,
        averageLineLength: 0,
        lineBreaks: 0,
      },
    },
  ],
  run({ text }: { text: string }) {
    const parts = text.split(/\r\n|\r|\n/);
    const lineBreaks = parts.length - 1;
    if (parts[parts.length - 1] === '') parts.pop();
    let blankLines = 0;
    let longest = -1;
    let longestNumber: number | null = null;
    let shortest = Infinity;
    let shortestNumber: number | null = null;
    let total = 0;
    parts.forEach((line, index) => {
      const length = codePoints(line);
      total += length;
      if (blank.test(line)) blankLines++;
      if (length > longest) {
        longest = length;
        longestNumber = index + 1;
      }
      if (length < shortest) {
        shortest = length;
        shortestNumber = index + 1;
      }
    });
    const lines = parts.length;
    return {
      lines,
      blankLines,
      nonBlankLines: lines - blankLines,
      longestLine: Math.max(longest, 0),
      longestLineNumber: longestNumber,
      shortestLine: lines === 0 ? 0 : shortest,
      shortestLineNumber: shortestNumber,
      averageLineLength: lines === 0 ? 0 : Math.round((total / lines) * 100) / 100,
      lineBreaks,
    };
  },
});
