import { defineTool } from '../define.ts';

// ITU-R M.1677-1, plus the common non-ITU signs ! ; _ $.
const table: Record<string, string> = {
  A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', F: '..-.', G: '--.', H: '....', I: '..', J: '.---', K: '-.-',
  L: '.-..', M: '--', N: '-.', O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-', U: '..-', V: '...-',
  W: '.--', X: '-..-', Y: '-.--', Z: '--..', É: '..-..',
  0: '-----', 1: '.----', 2: '..---', 3: '...--', 4: '....-', 5: '.....', 6: '-....', 7: '--...', 8: '---..', 9: '----.',
  '.': '.-.-.-', ',': '--..--', '?': '..--..', "'": '.----.', '!': '-.-.--', '/': '-..-.', '(': '-.--.', ')': '-.--.-',
  '&': '.-...', ':': '---...', ';': '-.-.-.', '=': '-...-', '+': '.-.-.', '-': '-....-', '_': '..--.-', '"': '.-..-.',
  $: '...-..-', '@': '.--.-.',
};
const reverse = new Map(Object.entries(table).map(([char, code]) => [code, char]));

function encode(text: string): { output: string; unknown: string[] } {
  const unknown = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const codes: string[] = [];
    for (const char of word) {
      const code = table[char.toUpperCase()];
      if (code) codes.push(code);
      else unknown.add(char);
    }
    if (codes.length > 0) words.push(codes.join(' '));
  }
  return { output: words.join(' / '), unknown: [...unknown] };
}

function decode(text: string): { output: string; unknown: string[] } {
  const unknown = new Set<string>();
  const normalized = text.replace(/[·•∙]/g, '.').replace(/[−–—]/g, '-');
  const words: string[] = [];
  for (const word of normalized.trim().split(/\s*[/|]\s*|\s{2,}/)) {
    let letters = '';
    for (const code of word.split(/\s+/)) {
      if (code === '') continue;
      const char = reverse.get(code);
      if (char) letters += char;
      else unknown.add(code);
    }
    if (letters) words.push(letters);
  }
  return { output: words.join(' '), unknown: [...unknown] };
}

export default defineTool({
  slug: 'morse-code',
  name: 'Morse code translator',
  category: 'encoding',
  description:
    'Translates text to International (ITU) Morse code — letters, digits, É and punctuation; letters separated by spaces, words by " / " — or Morse back to uppercase text (words split on "/", "|" or 2+ spaces). Characters or codes it cannot translate are skipped and listed.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 30_000, description: 'Text to encode, or Morse code (. and -) to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) translates text into Morse code; decode translates Morse code back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string' },
      unknown: {
        type: 'array',
        items: { type: 'string' },
        description: 'Distinct characters (encode) or codes (decode) that have no Morse equivalent and were skipped.',
      },
    },
    required: ['output', 'unknown'],
  },
  examples: [
    { inputs: { text: 'SOS, help!', mode: 'encode' }, result: { output: '... --- ... --..-- / .... . .-.. .--. -.-.--', unknown: [] } },
    { inputs: { text: 'Café #1', mode: 'encode' }, result: { output: '-.-. .- ..-. ..-.. / .----', unknown: ['#'] } },
    {
      inputs: { text: '.-- .... .- - / .... .- - .... / --. --- -.. / .-- .-. --- ..- --. .... - ..--.. / ........', mode: 'decode' },
      result: { output: 'WHAT HATH GOD WROUGHT?', unknown: ['........'] },
    },
  ],
  run: ({ text, mode }: { text: string; mode: 'encode' | 'decode' }) => (mode === 'encode' ? encode(text) : decode(text)),
});
