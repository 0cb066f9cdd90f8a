import { ToolError, defineTool } from '../define.ts';

type Match = 'contains' | 'starts-with' | 'ends-with' | 'equals' | 'regex';
interface Inputs {
  text: string;
  pattern: string;
  mode: 'keep' | 'remove';
  match: Match;
  ignoreCase: boolean;
}

function matcher(pattern: string, match: Match, ignoreCase: boolean): (line: string) => boolean {
  if (match === 'regex') {
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, ignoreCase ? 'iu' : 'u');
    } catch (error) {
      const reason = (error as Error).message.replace(/^Invalid regular expression: /, '');
      throw new ToolError(`Invalid regular expression: ${reason.slice(0, 300)}`);
    }
    return (line) => regex.test(line);
  }
  const needle = ignoreCase ? pattern.toLowerCase() : pattern;
  const fold = ignoreCase ? (line: string) => line.toLowerCase() : (line: string) => line;
  switch (match) {
    case 'contains':
      return (line) => fold(line).includes(needle);
    case 'starts-with':
      return (line) => fold(line).startsWith(needle);
    case 'ends-with':
      return (line) => fold(line).endsWith(needle);
    case 'equals':
      return (line) => fold(line) === needle;
  }
}

export default defineTool({
  slug: 'line-filter',
  name: 'Line filter',
  category: 'text',
  description:
    'Keeps (or removes) the lines of a text that contain, start with, end with or equal a string, or that match a JavaScript regular expression (Unicode mode, tested against each line alone, so ^ and $ anchor at the line\'s ends; a regex that runs too long is stopped by the time limit). ignoreCase compares with toLowerCase (the i flag for a regex). Lines are split at LF or CRLF and joined with LF; a final line break is kept when the input had one.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'The text, one record per line.' },
      pattern: { type: 'string', maxLength: 1000, description: 'The string to look for, or the regular expression source (without slashes).' },
      mode: { type: 'string', enum: ['keep', 'remove'], default: 'keep', description: 'keep the matching lines, or remove them.' },
      match: {
        type: 'string',
        enum: ['contains', 'starts-with', 'ends-with', 'equals', 'regex'],
        default: 'contains',
        description: 'How a line matches the pattern.',
      },
      ignoreCase: { type: 'boolean', default: false, description: 'Match ignoring case.' },
    },
    required: ['text', 'pattern'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The kept lines joined by line feeds.' },
      kept: { type: 'integer', description: 'Lines kept.' },
      removed: { type: 'integer', description: 'Lines removed.' },
    },
    required: ['text', 'kept', 'removed'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"mode":"keep","match":"contains","ignoreCase":false,"text":"apple pie\nbanana\ncherry pie","pattern":"pie"},"result":{"text":"apple pie\ncherry pie","kept":2,"removed":1}},
    {"inputs":{"mode":"remove","match":"starts-with","ignoreCase":false,"text":"# comment\nkey=1\r\n  # indented\nKEY=2\n","pattern":"#"},"result":{"text":"key=1\n  # indented\nKEY=2\n","kept":3,"removed":1}},
    {"inputs":{"mode":"keep","match":"regex","ignoreCase":true,"text":"ERROR disk full\nwarn: low memory\nerror: timeout 30s\ninfo ok\n","pattern":"^error\\b.*\\d+s$"},"result":{"text":"error: timeout 30s\n","kept":1,"removed":3}},
    {"inputs":{"mode":"keep","match":"ends-with","ignoreCase":true,"text":"a.txt\nb.TXT\nc.md","pattern":".txt"},"result":{"text":"a.txt\nb.TXT","kept":2,"removed":1}},
  ],
  heavy: true,
  timeoutMs: 5_000,
  run({ text, pattern, mode, match, ignoreCase }: Inputs) {
    const test = matcher(pattern, match, ignoreCase);
    if (text === '') return { text: '', kept: 0, removed: 0 };
    const lines = text.split(/\r?\n/);
    const finalBreak = lines.length > 1 && lines[lines.length - 1] === '';
    if (finalBreak) lines.pop();
    const keep = mode === 'keep';
    const kept = lines.filter((line) => test(line) === keep);
    const joined = kept.join('\n');
    return { text: finalBreak && kept.length > 0 ? `${joined}\n` : joined, kept: kept.length, removed: lines.length - kept.length };
  },
});
