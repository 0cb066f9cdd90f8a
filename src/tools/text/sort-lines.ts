import { defineTool } from '../define.ts';

const collator = new Intl.Collator('en', { numeric: true });
const leadingNumber = /^\s*([-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)/;

interface Entry {
  line: string;
  key: number;
}

export default defineTool({
  slug: 'sort-lines',
  name: 'Sort lines',
  category: 'text',
  description:
    'Sorts the lines of a text alphabetically (natural order: "item 2" before "item 10", case-insensitive first) or numerically by the number each line starts with; a final line break is kept.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 75_000, description: 'One item per line.' },
      order: { type: 'string', enum: ['asc', 'desc'], default: 'asc', description: 'Ascending or descending.' },
      numeric: {
        type: 'boolean',
        default: false,
        description: 'Sort by the leading number of each line (lines without one come last, alphabetically).',
      },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The sorted lines.' },
      lines: { type: 'integer', description: 'How many lines were sorted.' },
    },
    required: ['text', 'lines'],
  },
  examples: [
    { inputs: { text: 'banana\nApple\ncherry\napple', order: 'asc', numeric: false }, result: { text: 'apple\nApple\nbanana\ncherry', lines: 4 } },
    { inputs: { text: 'file10.txt\nfile2.txt\nfile1.txt\n', order: 'desc', numeric: false }, result: { text: 'file10.txt\nfile2.txt\nfile1.txt\n', lines: 3 } },
    { inputs: { text: '10 apples\n-2.5 debt\n3 pears\nnone\n1e2 ants', order: 'asc', numeric: true }, result: { text: '-2.5 debt\n3 pears\n10 apples\n1e2 ants\nnone', lines: 5 } },
  ],
  run({ text, order, numeric }: { text: string; order: 'asc' | 'desc'; numeric: boolean }) {
    if (text === '') return { text: '', lines: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    const lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/);
    let sorted: string[];
    if (numeric) {
      const entries: Entry[] = lines.map((line) => {
        const match = leadingNumber.exec(line);
        return { line, key: match ? Number(match[1]) : NaN };
      });
      entries.sort((a, b) => {
        const aNum = !Number.isNaN(a.key);
        const bNum = !Number.isNaN(b.key);
        if (aNum && bNum) return a.key - b.key || collator.compare(a.line, b.line);
        if (aNum !== bNum) return aNum ? -1 : 1;
        return collator.compare(a.line, b.line);
      });
      sorted = entries.map((entry) => entry.line);
    } else {
      sorted = lines.sort(collator.compare);
    }
    if (order === 'desc') sorted.reverse();
    return { text: sorted.join(eol) + (trailing ? eol : ''), lines: sorted.length };
  },
});
