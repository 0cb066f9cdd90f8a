import { substituteAscii } from '../ascii-substitution.ts';
import { defineTool } from '../define.ts';

// A↔Z, B↔Y, … in both cases; everything else maps to itself.
const table = new Uint8Array(128).map((_, code) => {
  if (code >= 65 && code <= 90) return 155 - code;
  if (code >= 97 && code <= 122) return 219 - code;
  return code;
});

export default defineTool({
  slug: 'atbash-cipher',
  name: 'Atbash cipher',
  category: 'encoding',
  description:
    'Replaces each Latin letter with its mirror in the alphabet (A↔Z, B↔Y, …), keeping case; other characters are unchanged. Atbash is its own inverse: run it again to decode.',
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
    { inputs: { text: 'Hello, World!' }, result: { output: 'Svool, Dliow!' } },
    { inputs: { text: 'Gsv jfrxp yildm ulc, 2024.' }, result: { output: 'The quick brown fox, 2024.' } },
  ],
  run({ text }: { text: string }) {
    return { output: substituteAscii(text, table) };
  },
});
