import { substituteAscii } from '../ascii-substitution.ts';
import { defineTool } from '../define.ts';

// '!' (33) … '~' (126) rotated by 47, half of the 94 printable ASCII characters, so applying it twice restores the text.
const table = new Uint8Array(128).map((_, code) => (code >= 33 && code <= 126 ? 33 + ((code - 33 + 47) % 94) : code));

export default defineTool({
  slug: 'rot47',
  name: 'ROT47',
  category: 'encoding',
  description:
    'Rotates every printable ASCII character from "!" to "~" by 47 places, scrambling letters, digits and punctuation alike; spaces and non-ASCII text are unchanged. ROT47 is its own inverse: run it again to decode.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 200_000, description: 'Text to encode or decode.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Meet me at 10:30 @ the café!' }, result: { output: '|66E >6 2E `_ib_ o E96 427éP' } },
    { inputs: { text: '|66E >6 2E `_ib_ o E96 427éP' }, result: { output: 'Meet me at 10:30 @ the café!' } },
  ],
  run({ text }: { text: string }) {
    return { output: substituteAscii(text, table) };
  },
});
