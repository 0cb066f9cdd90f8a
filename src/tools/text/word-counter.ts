import { defineTool } from '../define.ts';

const hasWord = /[\p{L}\p{N}]/u;
const asciiOnly = /^[\x00-\x7f]*$/;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters; plain ASCII has one per code unit, except CR LF which is one cluster. */
function countGraphemes(text: string): number {
  if (asciiOnly.test(text)) return text.length - (text.match(/\r\n/g)?.length ?? 0);
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

const countHolding = (parts: string[]): number => parts.reduce((n, part) => (hasWord.test(part) ? n + 1 : n), 0);

export default defineTool({
  slug: 'word-counter',
  name: 'Word counter',
  category: 'text',
  description:
    'Counts words (whitespace-separated tokens with a letter or digit), user-perceived characters, sentences and paragraphs.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The text to count.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      words: { type: 'integer', description: 'Whitespace-separated tokens holding at least one letter or digit.' },
      characters: { type: 'integer', description: 'User-perceived characters (grapheme clusters).' },
      sentences: { type: 'integer', description: 'Stretches ending in . ! ? (or the end) that hold a word.' },
      paragraphs: { type: 'integer', description: 'Blocks separated by blank lines that hold a word.' },
    },
    required: ['words', 'characters', 'sentences', 'paragraphs'],
  },
  examples: [
    { inputs: { text: 'Hello world. How are you?' }, result: { words: 5, characters: 25, sentences: 2, paragraphs: 1 } },
    {
      inputs: { text: 'First paragraph — still one.\n\nSecond: 👩‍👩‍👧 family!\n \nThird' },
      result: { words: 7, characters: 55, sentences: 3, paragraphs: 3 },
    },
    { inputs: { text: '  ... !!! ' }, result: { words: 0, characters: 10, sentences: 0, paragraphs: 0 } },
  ],
  run({ text }: { text: string }) {
    return {
      words: countHolding(text.split(/\s+/)),
      characters: countGraphemes(text),
      sentences: countHolding(text.split(/[.!?]+/)),
      paragraphs: countHolding(text.split(/\r?\n(?:[^\S\r\n]*\r?\n)+/)),
    };
  },
});
