import { defineTool } from '../define.ts';

// Unified English Braille, grade 1 (uncontracted), as Unicode braille patterns.
const letters = '⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵';
const CAPITAL = '⠠';
const NUMBER = '⠼';
const LETTER_SIGN = '⠰';
const punctuation: Record<string, string> = {
  ',': '⠂', ';': '⠆', ':': '⠒', '.': '⠲', '!': '⠖', '?': '⠦', "'": '⠄', '-': '⠤', '"': '⠠⠶',
  '(': '⠐⠣', ')': '⠐⠜', '[': '⠨⠣', ']': '⠨⠜', '/': '⠸⠌', '&': '⠈⠯', '@': '⠈⠁', '*': '⠐⠔',
  '+': '⠐⠖', '=': '⠐⠶', '#': '⠸⠹', '%': '⠨⠴', $: '⠈⠎',
};
const letterOf = new Map([...letters].map((cell, i) => [cell, String.fromCharCode(97 + i)]));
const digitOf = new Map([...letters.slice(0, 10)].map((cell, i) => [cell, String((i + 1) % 10)]));
const punctuationOf = new Map(Object.entries(punctuation).map(([char, cells]) => [cells, char]));
const isBraille = (char: string) => char >= '\u2800' && char <= '\u28ff';

function encode(text: string): { output: string; unknown: string[] } {
  const unknown = new Set<string>();
  const parts: string[] = [];
  let numeric = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 48 && code <= 57) {
      if (!numeric) parts.push(NUMBER);
      numeric = true;
      parts.push(letters[(code - 48 + 9) % 10]!);
      continue;
    }
    const char = text[i]!;
    // A period or comma right after a digit is read in numeric mode, so a following digit continues the number
    // and a following a-j still needs the letter sign.
    if (numeric && (code === 46 || code === 44) && ((next >= 48 && next <= 57) || (next >= 97 && next <= 106))) {
      parts.push(punctuation[char]!);
      continue;
    }
    if (code >= 97 && code <= 122) {
      // After a number, a-j would read as digits: the letter sign says "letter".
      if (numeric && code <= 106) parts.push(LETTER_SIGN);
      parts.push(letters[code - 97]!);
    } else if (code >= 65 && code <= 90) {
      parts.push(CAPITAL, letters[code - 65]!);
    } else if (code < 128 && Object.hasOwn(punctuation, char)) {
      parts.push(punctuation[char]!);
    } else {
      const whole = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? text.slice(i, ++i + 1) : char;
      if (!/^\s$/.test(whole)) unknown.add(whole);
      parts.push(whole);
    }
    numeric = false;
  }
  return { output: parts.join(''), unknown: [...unknown] };
}

function decode(text: string): { output: string; unknown: string[] } {
  const unknown = new Set<string>();
  const cells = [...text];
  let out = '';
  let numeric = false;
  let capitalNext = false;
  let capitalWord = false;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const next = cells[i + 1] ?? '';
    if (cell === '⠀' || /\s/.test(cell)) {
      out += cell === '⠀' ? ' ' : cell;
      numeric = capitalNext = capitalWord = false;
      continue;
    }
    if (!isBraille(cell)) {
      unknown.add(cell);
      out += cell;
      continue;
    }
    if (cell === NUMBER) {
      numeric = true;
      continue;
    }
    if (cell === LETTER_SIGN) {
      numeric = false;
      continue;
    }
    if (cell === CAPITAL && next === CAPITAL) {
      capitalWord = true;
      numeric = false;
      i++;
      continue;
    }
    if (cell === CAPITAL && next === '⠄') {
      capitalWord = false;
      i++;
      continue;
    }
    const pair = punctuationOf.get(cell + next);
    if (pair !== undefined) {
      out += pair;
      numeric = capitalNext = false;
      i++;
      continue;
    }
    if (cell === CAPITAL) {
      capitalNext = true;
      numeric = false;
      continue;
    }
    if (numeric && digitOf.has(cell)) {
      out += digitOf.get(cell);
      continue;
    }
    if (numeric && (cell === '⠲' || cell === '⠂')) {
      out += cell === '⠲' ? '.' : ',';
      continue;
    }
    numeric = false;
    const letter = letterOf.get(cell);
    if (letter !== undefined) {
      out += capitalNext || capitalWord ? letter.toUpperCase() : letter;
      capitalNext = false;
      continue;
    }
    const mark = punctuationOf.get(cell);
    if (mark !== undefined) {
      out += mark;
      capitalWord = false;
    } else {
      unknown.add(cell);
      out += cell;
    }
    capitalNext = false;
  }
  return { output: out, unknown: [...unknown] };
}

export default defineTool({
  slug: 'braille-converter',
  name: 'Braille converter',
  category: 'encoding',
  description:
    'Converts text to uncontracted (grade 1) Unified English Braille as Unicode braille cells — capital, number and letter signs included — or braille back to text. Characters without a mapping (e.g. accented letters) are kept as they are and listed.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 20_000, description: 'Text to encode, or Unicode braille (U+2800–U+28FF) to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into braille cells; decode turns braille cells back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string' },
      unknown: { type: 'array', items: { type: 'string' }, description: 'Distinct characters or cells that have no mapping and were kept as they are.' },
    },
    required: ['output', 'unknown'],
  },
  examples: [
    { inputs: { text: 'Hello, World!', mode: 'encode' }, result: { output: '⠠⠓⠑⠇⠇⠕⠂ ⠠⠺⠕⠗⠇⠙⠖', unknown: [] } },
    { inputs: { text: 'Room 12b costs $3.50', mode: 'encode' }, result: { output: '⠠⠗⠕⠕⠍ ⠼⠁⠃⠰⠃ ⠉⠕⠎⠞⠎ ⠈⠎⠼⠉⠲⠑⠚', unknown: [] } },
    { inputs: { text: '⠠⠃⠗⠁⠊⠇⠇⠑ ⠊⠎ ⠋⠥⠝⠖ ⠼⠁⠊⠃⠓', mode: 'decode' }, result: { output: 'Braille is fun! 1928', unknown: [] } },
  ],
  run: ({ text, mode }: { text: string; mode: 'encode' | 'decode' }) => (mode === 'encode' ? encode(text) : decode(text)),
});
