import { defineTool } from '../define.ts';

const minorWords = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'at', 'to', 'by', 'or', 'with', 'from', 'de', 'la', 'le', 'et']);
const separators = /[\s\-‐‑–—_/]+/u;
const firstLetter = /[\p{L}\p{N}]/u;

interface Inputs {
  text: string;
  skipMinorWords: boolean;
  dots: boolean;
  uppercase: boolean;
}

function acronym(phrase: string, { skipMinorWords, dots, uppercase }: Omit<Inputs, 'text'>): { acronym: string; words: string[] } {
  const words: string[] = [];
  const letters: string[] = [];
  for (const word of phrase.split(separators)) {
    const match = firstLetter.exec(word);
    if (!match) continue;
    const chars = Array.from(word.slice(match.index));
    while (!firstLetter.test(chars[chars.length - 1]!)) chars.pop();
    const bare = chars.join('');
    if (skipMinorWords && minorWords.has(bare.toLowerCase())) continue;
    words.push(bare);
    const letter = String.fromCodePoint(bare.codePointAt(0)!);
    letters.push(uppercase ? letter.toUpperCase() : letter);
  }
  return { acronym: letters.join(dots ? '.' : '') + (dots && letters.length > 0 ? '.' : ''), words };
}

export default defineTool({
  slug: 'acronym-generator',
  name: 'Acronym generator',
  category: 'text',
  description:
    'Builds an acronym from the first letter of each word (hyphenated parts count as words), by default skipping minor words such as "of", "and", "the"; each line of the input gives its own acronym.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 25_000, description: 'One phrase per line.' },
      skipMinorWords: { type: 'boolean', default: true, description: 'Leave out a, an, and, the, of, for, in, on, at, to, by, or, with, from.' },
      dots: { type: 'boolean', default: false, description: 'Put a dot after each letter (F.B.I.).' },
      uppercase: { type: 'boolean', default: true, description: 'Capitalise the letters.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      acronym: { type: 'string', description: 'The acronym of the first phrase (or the only one).' },
      acronyms: {
        type: 'array',
        description: 'One entry per non-empty line.',
        items: {
          type: 'object',
          properties: {
            phrase: { type: 'string' },
            acronym: { type: 'string' },
            words: { type: 'array', items: { type: 'string' }, description: 'The words that gave a letter.' },
          },
          required: ['phrase', 'acronym', 'words'],
        },
      },
    },
    required: ['acronym', 'acronyms'],
  },
  examples: [
    {
      inputs: { text: 'Federal Bureau of Investigation', skipMinorWords: true, dots: false, uppercase: true },
      result: {
        acronym: 'FBI',
        acronyms: [{ phrase: 'Federal Bureau of Investigation', acronym: 'FBI', words: ['Federal', 'Bureau', 'Investigation'] }],
      },
    },
    {
      inputs: { text: 'self-contained underwater breathing apparatus\nas soon as possible', skipMinorWords: true, dots: true, uppercase: true },
      result: {
        acronym: 'S.C.U.B.A.',
        acronyms: [
          { phrase: 'self-contained underwater breathing apparatus', acronym: 'S.C.U.B.A.', words: ['self', 'contained', 'underwater', 'breathing', 'apparatus'] },
          { phrase: 'as soon as possible', acronym: 'A.S.A.P.', words: ['as', 'soon', 'as', 'possible'] },
        ],
      },
    },
  ],
  run({ text, ...options }: Inputs) {
    const acronyms = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((phrase) => ({ phrase, ...acronym(phrase, options) }));
    return { acronym: acronyms[0]?.acronym ?? '', acronyms };
  },
});
