import { defineTool } from '../define.ts';

const basic: Record<string, string> = { a: '4', e: '3', g: '9', i: '1', o: '0', s: '5', t: '7', b: '8', l: '1', z: '2' };
const advanced: Record<string, string> = {
  a: '4', b: '|3', c: '(', d: '|)', e: '3', f: '|=', g: '6', h: '|-|', i: '!', j: '_|', k: '|<', l: '|_', m: '|\\/|',
  n: '|\\|', o: '0', p: '|*', q: '0_', r: '|2', s: '$', t: '7', u: '|_|', v: '\\/', w: '\\/\\/', x: '><', y: '`/', z: '2',
};
const letter = /[A-Za-z]/g;

export default defineTool({
  slug: 'leetspeak',
  name: 'Leetspeak converter',
  category: 'text',
  description:
    'Rewrites text in leetspeak: "basic" swaps common letters for look-alike digits (leet → 1337), "advanced" spells every Latin letter with symbols (h → |-|); other characters are kept.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to convert.' },
      level: { type: 'string', enum: ['basic', 'advanced'], default: 'basic', description: 'How much to replace.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The text in leetspeak.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: 'Leet speak is elite', level: 'basic' }, result: { text: '1337 5p34k 15 31173' } },
    { inputs: { text: 'Hacker', level: 'advanced' }, result: { text: '|-|4(|<3|2' } },
  ],
  run({ text, level }: { text: string; level: 'basic' | 'advanced' }) {
    const table = level === 'basic' ? basic : advanced;
    return { text: text.replace(letter, (char) => table[char.toLowerCase()] ?? char) };
  },
});
