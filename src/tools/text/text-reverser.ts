import { defineTool } from '../define.ts';
import { graphemes } from '../graphemes.ts';

export default defineTool({
  slug: 'text-reverser',
  name: 'Text reverser',
  category: 'text',
  description:
    'Reverses text character by character, where a character is a grapheme cluster: emoji sequences, flags, accented letters and CR LF survive intact.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 5_000, description: 'The text to reverse.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The reversed text.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: 'Hello, world!' }, result: { text: '!dlrow ,olleH' } },
    { inputs: { text: 'café 👩‍👩‍👧 🇫🇷' }, result: { text: '🇫🇷 👩‍👩‍👧 éfac' } },
  ],
  run({ text }: { text: string }) {
    return { text: graphemes(text).reverse().join('') };
  },
});
