import { defineTool } from '../define.ts';
import { WHITE_SPACE, WORD_CHAR, codePointInfo, countGraphemes } from '../graphemes.ts';

interface Counts {
  words: number;
  characters: number;
  sentences: number;
  paragraphs: number;
}

/**
 * One linear pass. A word character (letter or digit) opens a word, a sentence and a paragraph unless one is open:
 * whitespace closes the word, `.`, `!` or `?` the sentence, a blank line the paragraph. Characters are grapheme
 * clusters; plain ASCII has one per code unit except CR LF, so only other text pays for grapheme segmentation.
 */
export function countText(text: string): Counts {
  let words = 0;
  let sentences = 0;
  let paragraphs = 0;
  let inWord = false;
  let inSentence = false;
  let inParagraph = false;
  let lineBlank = true;
  let afterNewline = false;
  let ascii = true;
  let crlf = 0;

  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    let isWordChar: boolean;
    let isSpace: boolean;
    if (code < 128) {
      isSpace = code === 32 || (code >= 9 && code <= 13);
      isWordChar = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    } else {
      ascii = false;
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i++;
        }
      }
      const info = codePointInfo(code); // \p{L}, \p{N} and \s, looked up once per code point
      isSpace = (info & WHITE_SPACE) !== 0;
      isWordChar = (info & WORD_CHAR) !== 0;
    }

    if (isSpace) {
      inWord = false;
      if (code === 10) {
        if (lineBlank && afterNewline) inParagraph = false;
        if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
        afterNewline = true;
        lineBlank = true;
      }
      continue;
    }
    lineBlank = false;
    if (code === 46 || code === 33 || code === 63) {
      inSentence = false;
    } else if (isWordChar) {
      if (!inWord) words++;
      if (!inSentence) sentences++;
      if (!inParagraph) paragraphs++;
      inWord = inSentence = inParagraph = true;
    }
  }

  const characters = ascii ? text.length - crlf : countGraphemes(text);
  return { words, characters, sentences, paragraphs };
}

export default defineTool({
  slug: 'word-counter',
  name: 'Word counter',
  category: 'text',
  description:
    'Counts words (whitespace-separated tokens with a letter or digit), user-perceived characters, sentences and paragraphs.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 100_000, description: 'The text to count (up to 100,000 characters).' } },
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
  run: ({ text }: { text: string }) => countText(text),
});
