import { substituteAscii } from '../ascii-substitution.ts';
import { defineTool } from '../define.ts';

function shiftLetters(text: string, shift: number): string {
  const k = ((shift % 26) + 26) % 26;
  if (k === 0) return text;
  const table = new Uint8Array(128).map((_, code) => code);
  for (let i = 0; i < 26; i++) {
    table[65 + i] = 65 + ((i + k) % 26);
    table[97 + i] = 97 + ((i + k) % 26);
  }
  return substituteAscii(text, table);
}

export default defineTool({
  slug: 'caesar-cipher',
  name: 'Caesar cipher / ROT13',
  category: 'encoding',
  description:
    'Shifts each Latin letter A–Z / a–z by a fixed number of places (13 by default, i.e. ROT13), keeping case; digits, accented letters and punctuation are left unchanged. Decoding shifts back.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 200_000, description: 'Text to shift (encode) or to shift back (decode).' },
      shift: { type: 'integer', minimum: -25, maximum: 25, default: 13, description: 'Places to shift forward (negative = backward).' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'decode shifts by -shift.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Why did the chicken cross the road?', shift: 13, mode: 'encode' }, result: { output: 'Jul qvq gur puvpxra pebff gur ebnq?' } },
    { inputs: { text: 'Veni, vidi, vici.', shift: 3, mode: 'encode' }, result: { output: 'Yhql, ylgl, ylfl.' } },
    { inputs: { text: 'Dwwdfn dw gdzq!', shift: 3, mode: 'decode' }, result: { output: 'Attack at dawn!' } },
  ],
  run: ({ text, shift, mode }: { text: string; shift: number; mode: 'encode' | 'decode' }) => ({
    output: shiftLetters(text, mode === 'decode' ? -shift : shift),
  }),
});
