import { ToolError, defineTool } from '../define.ts';

type Separator = '-' | ' ' | '.' | ',';
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

const numbers = Array.from({ length: 27 }, (_, i) => String(i));
const isBlank = (text: string) => text.length > 0 && text.trim() === '';

function encode(text: string, separator: Separator): string {
  const parts: string[] = [];
  let gapStart = 0;
  let afterLetter = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isLetter(code)) continue;
    if (afterLetter && gapStart === i) parts.push(separator);
    // With spaces between letters, a word break needs a visible mark.
    else if (afterLetter && separator === ' ' && isBlank(text.slice(gapStart, i))) parts.push(' / ');
    else parts.push(text.slice(gapStart, i));
    parts.push(numbers[(code | 32) - 96]!);
    gapStart = i + 1;
    afterLetter = true;
  }
  parts.push(text.slice(gapStart));
  return parts.join('');
}

function decode(text: string, separator: Separator): string {
  const parts: string[] = [];
  let last = 0;
  let previousNumber = false;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    const gap = text.slice(last, i);
    if (previousNumber && gap === separator) {
      // letters of one word
    } else if (previousNumber && separator === ' ' && gap.trim() === '/') {
      parts.push(' ');
    } else {
      parts.push(gap);
    }
    const digits = text.slice(i, end);
    const value = digits.length <= 3 ? Number(digits) : 0;
    if (!(value >= 1 && value <= 26)) {
      throw new ToolError(`"${digits.slice(0, 20)}" at position ${i} is not a letter number: A1Z26 uses 1 (A) to 26 (Z).`);
    }
    parts.push(String.fromCharCode(64 + value));
    last = i = end;
    previousNumber = true;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

export default defineTool({
  slug: 'a1z26-cipher',
  name: 'A1Z26 cipher',
  category: 'encoding',
  description:
    'Replaces each Latin letter with its position in the alphabet (A=1 … Z=26), joining the letters of a word with the separator and keeping other characters, or turns such numbers back into uppercase letters. With a space separator, word breaks are written " / "; digits already in the text become ambiguous.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 20_000, description: 'Text to encode, or numbers to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns letters into their alphabet positions; decode turns numbers back into uppercase letters.' },
      separator: { type: 'string', enum: ['-', ' ', '.', ','], default: '-', description: 'What stands between the numbers of one word.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hello, World!', mode: 'encode', separator: '-' }, result: { output: '8-5-12-12-15, 23-15-18-12-4!' } },
    { inputs: { text: 'Meet at noon', mode: 'encode', separator: ' ' }, result: { output: '13 5 5 20 / 1 20 / 14 15 15 14' } },
    { inputs: { text: '7-15-15-4 12-21-3-11!', mode: 'decode', separator: '-' }, result: { output: 'GOOD LUCK!' } },
  ],
  run: ({ text, mode, separator }: { text: string; mode: 'encode' | 'decode'; separator: Separator }) => ({
    output: mode === 'encode' ? encode(text, separator) : decode(text, separator),
  }),
});
