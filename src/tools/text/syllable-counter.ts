import { defineTool, nullable } from '../define.ts';
import { analyse } from './readability-score.ts';

const maxWords = 5_000;

export default defineTool({
  slug: 'syllable-counter',
  name: 'Syllable counter',
  category: 'text',
  description:
    'Counts the syllables of English words and text (a pronunciation-based estimate with exceptions for irregular words), with the count of each word and the average per word.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 20_000, description: 'A word, a line of verse or any English text.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      syllables: { type: 'integer', description: 'Total syllables.' },
      words: { type: 'integer', description: 'Words counted.' },
      averagePerWord: nullable({ type: 'number' }, { description: 'Syllables per word, rounded to two decimals; null without words.' }),
      perWord: {
        type: 'array',
        description: 'Each word in order with its syllables (the first 5,000).',
        items: {
          type: 'object',
          properties: { word: { type: 'string' }, syllables: { type: 'integer' } },
          required: ['word', 'syllables'],
        },
      },
    },
    required: ['syllables', 'words', 'averagePerWord', 'perWord'],
  },
  examples: [
    {
      inputs: { text: 'An old silent pond' },
      result: {
        syllables: 5,
        words: 4,
        averagePerWord: 1.25,
        perWord: [
          { word: 'An', syllables: 1 },
          { word: 'old', syllables: 1 },
          { word: 'silent', syllables: 2 },
          { word: 'pond', syllables: 1 },
        ],
      },
    },
    {
      inputs: { text: 'Unbelievable — every syllable!' },
      result: {
        syllables: 10,
        words: 3,
        averagePerWord: 3.33,
        perWord: [
          { word: 'Unbelievable', syllables: 5 },
          { word: 'every', syllables: 2 },
          { word: 'syllable', syllables: 3 },
        ],
      },
    },
  ],
  run({ text }: { text: string }) {
    const { words, syllables } = analyse(text);
    const total = syllables.reduce((sum, n) => sum + n, 0);
    return {
      syllables: total,
      words: words.length,
      averagePerWord: words.length === 0 ? null : Math.round((total / words.length) * 100) / 100,
      perWord: words.slice(0, maxWords).map((word, i) => ({ word, syllables: syllables[i]! })),
    };
  },
});
