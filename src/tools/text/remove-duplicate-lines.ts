import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'remove-duplicate-lines',
  name: 'Remove duplicate lines',
  category: 'text',
  description:
    'Removes repeated lines, keeping the first occurrence of each in its original order; lines can be compared ignoring case or surrounding whitespace.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'One item per line.' },
      ignoreCase: { type: 'boolean', default: false, description: 'Treat "Apple" and "apple" as the same line.' },
      trim: { type: 'boolean', default: false, description: 'Ignore leading and trailing whitespace when comparing.' },
      keepEmpty: { type: 'boolean', default: true, description: 'Keep every empty line instead of collapsing them as duplicates.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text without duplicates.' },
      kept: { type: 'integer', description: 'Lines kept.' },
      removed: { type: 'integer', description: 'Duplicate lines removed.' },
    },
    required: ['text', 'kept', 'removed'],
  },
  examples: [
    {
      inputs: { text: 'apple\nbanana\napple\ncherry\nbanana', ignoreCase: false, trim: false, keepEmpty: true },
      result: { text: 'apple\nbanana\ncherry', kept: 3, removed: 2 },
    },
    {
      inputs: { text: 'Red\n red \n\nRED\nblue\n\n', ignoreCase: true, trim: true, keepEmpty: false },
      result: { text: 'Red\n\nblue\n', kept: 3, removed: 3 },
    },
  ],
  run({ text, ignoreCase, trim, keepEmpty }: { text: string; ignoreCase: boolean; trim: boolean; keepEmpty: boolean }) {
    if (text === '') return { text: '', kept: 0, removed: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    const lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/);
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const line of lines) {
      let key = trim ? line.trim() : line;
      if (ignoreCase) key = key.toLowerCase();
      if (key === '' && keepEmpty) {
        kept.push(line);
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(line);
    }
    return { text: kept.join(eol) + (trailing ? eol : ''), kept: kept.length, removed: lines.length - kept.length };
  },
});
