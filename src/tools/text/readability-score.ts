import { syllable } from 'syllable';
import { defineTool, nullable } from '../define.ts';

const wordPattern = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
const hasLetter = /\p{L}/u;
const maxWordLength = 30;
const vowelGroups = /[aeiouyàáâäèéêëìíîïòóôöùúûü]+/g;
const sentenceEnd = /[.!?]+/g;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function level(ease: number): string {
  if (ease >= 90) return 'very easy';
  if (ease >= 80) return 'easy';
  if (ease >= 70) return 'fairly easy';
  if (ease >= 60) return 'standard';
  if (ease >= 50) return 'fairly difficult';
  if (ease >= 30) return 'difficult';
  return 'very difficult';
}

/** Words (tokens holding a letter) and their syllables, with a cache since texts repeat their words. */
export function analyse(text: string): { words: string[]; syllables: number[]; letters: number } {
  const cache = new Map<string, number>();
  const words: string[] = [];
  const syllables: number[] = [];
  let letters = 0;
  for (const [word] of text.matchAll(wordPattern)) {
    if (!hasLetter.test(word)) continue;
    const key = word.toLowerCase();
    let count = cache.get(key);
    if (count === undefined) {
      // The syllable package slows down badly on very long tokens (which are no English words anyway): those get
      // a plain count of vowel groups instead.
      count = Math.max(1, key.length > maxWordLength ? (key.match(vowelGroups)?.length ?? 0) : syllable(key));
      cache.set(key, count);
    }
    words.push(word);
    syllables.push(count);
    letters += word.replace(/['’.-]/g, '').length;
  }
  return { words, syllables, letters };
}

function countSentences(text: string): number {
  let sentences = 0;
  let start = 0;
  const check = (part: string) => {
    if (/[\p{L}\p{N}]/u.test(part)) sentences++;
  };
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    // A period inside a token (3.14, e.g.) does not end a sentence.
    const next = text[end];
    if (next !== undefined && !/\s|["'”’)\]]/.test(next)) continue;
    check(text.slice(start, end));
    start = end;
  }
  check(text.slice(start));
  return sentences;
}

export default defineTool({
  slug: 'readability-score',
  name: 'Readability score',
  category: 'text',
  description:
    'Scores English text with the Flesch reading ease and Flesch–Kincaid grade level, from its counts of sentences, words and syllables; scores are null for text without words.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 20_000, description: 'English prose to score.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      fleschReadingEase: nullable({ type: 'number' }, { description: '0–100 (may exceed either end); higher is easier; null without words.' }),
      fleschKincaidGrade: nullable({ type: 'number' }, { description: 'US school grade needed to understand the text; null without words.' }),
      level: nullable({ type: 'string' }, { description: 'Reading-ease band, from "very easy" to "very difficult"; null without words.' }),
      sentences: { type: 'integer' },
      words: { type: 'integer' },
      syllables: { type: 'integer' },
      letters: { type: 'integer', description: 'Letters and digits in the words.' },
      complexWords: { type: 'integer', description: 'Words of three or more syllables.' },
      averageWordsPerSentence: nullable({ type: 'number' }, { description: 'Words per sentence, to 2 decimals; null without words.' }),
      averageSyllablesPerWord: nullable({ type: 'number' }, { description: 'Syllables per word, to 2 decimals; null without words.' }),
    },
    required: [
      'fleschReadingEase',
      'fleschKincaidGrade',
      'level',
      'sentences',
      'words',
      'syllables',
      'letters',
      'complexWords',
      'averageWordsPerSentence',
      'averageSyllablesPerWord',
    ],
  },
  examples: [
    {
      inputs: { text: 'The cat sat on the mat. It was happy.' },
      result: {
        fleschReadingEase: 108.27,
        fleschKincaidGrade: -0.7,
        level: 'very easy',
        sentences: 2,
        words: 9,
        syllables: 10,
        letters: 27,
        complexWords: 0,
        averageWordsPerSentence: 4.5,
        averageSyllablesPerWord: 1.11,
      },
    },
    {
      inputs: {
        text: 'Readability formulas estimate comprehension difficulty. Nevertheless, their interpretation requires considerable caution.',
      },
      result: {
        fleschReadingEase: -91,
        fleschKincaidGrade: 27.3,
        level: 'very difficult',
        sentences: 2,
        words: 11,
        syllables: 38,
        letters: 108,
        complexWords: 8,
        averageWordsPerSentence: 5.5,
        averageSyllablesPerWord: 3.45,
      },
    },
    {
      inputs: { text: '' },
      result: {
        fleschReadingEase: null,
        fleschKincaidGrade: null,
        level: null,
        sentences: 0,
        words: 0,
        syllables: 0,
        letters: 0,
        complexWords: 0,
        averageWordsPerSentence: null,
        averageSyllablesPerWord: null,
      },
    },
  ],
  run({ text }: { text: string }) {
    const { words, syllables, letters } = analyse(text);
    const wordCount = words.length;
    const syllableCount = syllables.reduce((sum, n) => sum + n, 0);
    const complexWords = syllables.filter((n) => n >= 3).length;
    const sentences = wordCount === 0 ? 0 : Math.max(1, countSentences(text));
    if (wordCount === 0) {
      return {
        fleschReadingEase: null,
        fleschKincaidGrade: null,
        level: null,
        sentences,
        words: 0,
        syllables: 0,
        letters: 0,
        complexWords: 0,
        averageWordsPerSentence: null,
        averageSyllablesPerWord: null,
      };
    }
    const wordsPerSentence = wordCount / sentences;
    const syllablesPerWord = syllableCount / wordCount;
    const ease = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
    const grade = 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59;
    return {
      fleschReadingEase: round(ease),
      fleschKincaidGrade: round(grade, 1),
      level: level(ease),
      sentences,
      words: wordCount,
      syllables: syllableCount,
      letters,
      complexWords,
      averageWordsPerSentence: round(wordsPerSentence),
      averageSyllablesPerWord: round(syllablesPerWord),
    };
  },
});
