import { defineTool } from '../define.ts';

/** Scripts written without spaces between words: each character counts as a word. */
const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/gu;
const letterOrDigit = /[\p{L}\p{N}]/u;

function countWords(text: string): number {
  let words = 0;
  for (const [token] of text.matchAll(/\S+/g)) {
    if (token.length < 64 && /^[A-Za-z0-9'’.,;:!?"()-]+$/.test(token)) {
      if (/[A-Za-z0-9]/.test(token)) words++;
      continue;
    }
    const ideographs = token.match(cjk)?.length ?? 0;
    words += ideographs;
    if (letterOrDigit.test(ideographs > 0 ? token.replace(cjk, '') : token)) words++;
  }
  return words;
}

function describe(seconds: number): string {
  if (seconds < 60) return `${seconds} sec`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes < 60) return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} sec`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

interface Inputs {
  text: string;
  readingWpm: number;
  speakingWpm: number;
}

export default defineTool({
  slug: 'reading-time',
  name: 'Reading time',
  category: 'text',
  description:
    'Estimates how long a text takes to read silently and to speak aloud at given words-per-minute rates (238 and 150 by default); Chinese and Japanese characters count as one word each.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The article, post or script.' },
      readingWpm: { type: 'integer', minimum: 50, maximum: 2_000, default: 238, description: 'Silent reading speed in words per minute.' },
      speakingWpm: { type: 'integer', minimum: 50, maximum: 500, default: 150, description: 'Speaking speed in words per minute.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      words: { type: 'integer' },
      readingSeconds: { type: 'integer', description: 'Reading time, rounded up to a whole second.' },
      readingTime: { type: 'string', description: 'Like "4 min 12 sec".' },
      readingMinutes: { type: 'integer', description: 'Reading time rounded up to whole minutes (the "N min read" figure).' },
      speakingSeconds: { type: 'integer', description: 'Speaking time, rounded up to a whole second.' },
      speakingTime: { type: 'string' },
      speakingMinutes: { type: 'integer', description: 'Speaking time rounded up to whole minutes.' },
    },
    required: ['words', 'readingSeconds', 'readingTime', 'readingMinutes', 'speakingSeconds', 'speakingTime', 'speakingMinutes'],
  },
  examples: [
    {
      inputs: { text: 'word '.repeat(1000), readingWpm: 238, speakingWpm: 150 },
      result: {
        words: 1000,
        readingSeconds: 253,
        readingTime: '4 min 13 sec',
        readingMinutes: 5,
        speakingSeconds: 400,
        speakingTime: '6 min 40 sec',
        speakingMinutes: 7,
      },
    },
    {
      inputs: { text: 'A short note — just ten words, read in a moment.', readingWpm: 200, speakingWpm: 120 },
      result: {
        words: 10,
        readingSeconds: 3,
        readingTime: '3 sec',
        readingMinutes: 1,
        speakingSeconds: 5,
        speakingTime: '5 sec',
        speakingMinutes: 1,
      },
    },
  ],
  run({ text, readingWpm, speakingWpm }: Inputs) {
    const words = countWords(text);
    const readingSeconds = Math.ceil((words / readingWpm) * 60);
    const speakingSeconds = Math.ceil((words / speakingWpm) * 60);
    return {
      words,
      readingSeconds,
      readingTime: describe(readingSeconds),
      readingMinutes: Math.ceil(readingSeconds / 60),
      speakingSeconds,
      speakingTime: describe(speakingSeconds),
      speakingMinutes: Math.ceil(speakingSeconds / 60),
    };
  },
});
