import { defineTool } from '../define.ts';

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const stopWords = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves'
  ).split(' '),
);

interface Inputs {
  text: string;
  ignoreCase: boolean;
  excludeStopWords: boolean;
  minLength: number;
  limit: number;
}

export default defineTool({
  slug: 'word-frequency',
  name: 'Word frequency',
  category: 'text',
  description:
    'Counts how often each word occurs (letters and digits, with inner apostrophes and hyphens), most frequent first; can ignore case, skip common English stop words and short words.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to analyse.' },
      ignoreCase: { type: 'boolean', default: true, description: 'Count "The" and "the" as one word (reported in lower case).' },
      excludeStopWords: { type: 'boolean', default: false, description: 'Leave out common English words such as "the", "and", "of".' },
      minLength: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'Ignore words shorter than this many characters.' },
      limit: { type: 'integer', minimum: 1, maximum: 1_000, default: 100, description: 'List at most this many words.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      totalWords: { type: 'integer', description: 'Words counted (after the filters).' },
      uniqueWords: { type: 'integer', description: 'Distinct words counted.' },
      words: {
        type: 'array',
        description: 'The most frequent words: by count (descending), then alphabetically.',
        items: {
          type: 'object',
          properties: {
            word: { type: 'string' },
            count: { type: 'integer' },
            percent: { type: 'number', description: 'Share of totalWords, rounded to two decimals.' },
          },
          required: ['word', 'count', 'percent'],
        },
      },
    },
    required: ['totalWords', 'uniqueWords', 'words'],
  },
  examples: [
    {
      inputs: { text: 'The cat and the hat. The cat sat.', ignoreCase: true, excludeStopWords: false, minLength: 1, limit: 3 },
      result: {
        totalWords: 8,
        uniqueWords: 5,
        words: [
          { word: 'the', count: 3, percent: 37.5 },
          { word: 'cat', count: 2, percent: 25 },
          { word: 'and', count: 1, percent: 12.5 },
        ],
      },
    },
    {
      inputs: { text: 'The cat and the hat. The cat sat.', ignoreCase: true, excludeStopWords: true, minLength: 1, limit: 100 },
      result: {
        totalWords: 4,
        uniqueWords: 3,
        words: [
          { word: 'cat', count: 2, percent: 50 },
          { word: 'hat', count: 1, percent: 25 },
          { word: 'sat', count: 1, percent: 25 },
        ],
      },
    },
  ],
  run({ text, ignoreCase, excludeStopWords, minLength, limit }: Inputs) {
    const counts = new Map<string, number>();
    let totalWords = 0;
    for (const [match] of text.matchAll(wordPattern)) {
      const word = ignoreCase ? match.toLowerCase() : match;
      if (word.length < minLength) continue;
      if (excludeStopWords && stopWords.has(ignoreCase ? word : word.toLowerCase())) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
      totalWords++;
    }
    const words = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, limit)
      .map(([word, count]) => ({ word, count, percent: Math.round((count / totalWords) * 10_000) / 100 }));
    return { totalWords, uniqueWords: counts.size, words };
  },
});
