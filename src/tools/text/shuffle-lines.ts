import { defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

export default defineTool({
  slug: 'shuffle-lines',
  name: 'Shuffle lines',
  category: 'text',
  draws: ['randomness'],
  description:
    'Puts the lines of a text in random order (uniform Fisher–Yates shuffle); a seed makes the order reproducible, and a final line break is kept.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 30_000, description: 'One item per line.' },
      removeEmpty: { type: 'boolean', default: false, description: 'Drop empty lines before shuffling.' },
      seed: seedSchema,
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The shuffled lines.' },
      lines: { type: 'integer', description: 'How many lines were shuffled.' },
    },
    required: ['text', 'lines'],
  },
  examples: [
    { inputs: { text: 'one\ntwo\nthree\nfour\nfive', removeEmpty: false, seed: 1 }, result: { text: 'three\nfive\nfour\none\ntwo', lines: 5 } },
    { inputs: { text: 'Alice\n\nBob\nCarol\n', removeEmpty: true, seed: 99 }, result: { text: 'Carol\nAlice\nBob\n', lines: 3 } },
  ],
  run({ text, removeEmpty, seed }: { text: string; removeEmpty: boolean; seed?: number }) {
    if (text === '') return { text: '', lines: 0 };
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const trailing = text.endsWith('\n');
    let lines = (trailing ? text.replace(/\r?\n$/, '') : text).split(/\r?\n/);
    if (removeEmpty) lines = lines.filter((line) => line.trim() !== '');
    const shuffled = randomSource(seed).shuffle(lines);
    return { text: shuffled.join(eol) + (trailing && shuffled.length > 0 ? eol : ''), lines: shuffled.length };
  },
});
