import { defineTool } from '../define.ts';
import { graphemes } from '../graphemes.ts';

const space = /\s/u;

interface Inputs {
  text: string;
  length: number;
  unit: 'characters' | 'words';
  ellipsis: string;
  wordBoundary: boolean;
}

/** The first `count` grapheme clusters of `text`, and whether there were more. */
function takeGraphemes(text: string, count: number): { parts: string[]; more: boolean } {
  const parts = graphemes(text, count);
  return { parts: parts.slice(0, count), more: parts.length > count };
}

function truncateCharacters(text: string, length: number, ellipsis: string, wordBoundary: boolean) {
  const { more } = takeGraphemes(text, length);
  if (!more) return { text, truncated: false };
  const mark = takeGraphemes(ellipsis, length).parts;
  const { parts } = takeGraphemes(text, length - mark.length);
  let kept = parts.join('');
  if (wordBoundary && parts.length > 0) {
    const cutInWord = !space.test(parts[parts.length - 1]!) && !space.test(text.charAt(kept.length));
    if (cutInWord) {
      let lastSpace = kept.length - 1;
      while (lastSpace > 0 && !space.test(kept[lastSpace]!)) lastSpace--;
      if (lastSpace > 0) kept = kept.slice(0, lastSpace);
    }
  }
  return { text: kept.trimEnd() + mark.join(''), truncated: true };
}

function truncateWords(text: string, length: number, ellipsis: string) {
  const word = /\S+/gu;
  let count = 0;
  let end = 0;
  let match: RegExpExecArray | null;
  while ((match = word.exec(text)) !== null) {
    if (count === length) return { text: text.slice(0, end) + ellipsis, truncated: true };
    count++;
    end = match.index + match[0].length;
  }
  return { text, truncated: false };
}

export default defineTool({
  slug: 'text-truncate',
  name: 'Text truncate',
  category: 'text',
  description:
    'Shortens text to at most a number of characters (grapheme clusters, ellipsis included, cutting back to a word boundary by default) or of words, appending an ellipsis only when something was cut.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 5_000, description: 'The text to shorten.' },
      length: { type: 'integer', minimum: 0, maximum: 5_000, description: 'The maximum number of characters or words.' },
      unit: { type: 'string', enum: ['characters', 'words'], default: 'characters', description: 'What "length" counts.' },
      ellipsis: { type: 'string', maxLength: 20, default: '…', description: 'Appended when the text was cut.' },
      wordBoundary: {
        type: 'boolean',
        default: true,
        description: 'In characters mode, cut at the last whole word instead of inside one (when the kept part has a space).',
      },
    },
    required: ['text', 'length'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The shortened text.' },
      truncated: { type: 'boolean', description: 'Whether anything was cut.' },
    },
    required: ['text', 'truncated'],
  },
  examples: [
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog', length: 18, unit: 'characters', ellipsis: '…', wordBoundary: true },
      result: { text: 'The quick brown…', truncated: true },
    },
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog', length: 20, unit: 'characters', ellipsis: '...', wordBoundary: false },
      result: { text: 'The quick brown f...', truncated: true },
    },
    {
      inputs: { text: 'The quick brown fox jumps over the lazy dog', length: 4, unit: 'words', ellipsis: ' [more]', wordBoundary: true },
      result: { text: 'The quick brown fox [more]', truncated: true },
    },
    {
      inputs: { text: 'Short', length: 10, unit: 'characters', ellipsis: '…', wordBoundary: true },
      result: { text: 'Short', truncated: false },
    },
  ],
  run({ text, length, unit, ellipsis, wordBoundary }: Inputs) {
    return unit === 'words' ? truncateWords(text, length, ellipsis) : truncateCharacters(text, length, ellipsis, wordBoundary);
  },
});
