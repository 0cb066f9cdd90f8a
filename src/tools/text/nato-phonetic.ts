import { defineTool } from '../define.ts';
import { removeAccents } from './remove-accents.ts';

const alphabet: Record<string, string> = {
  A: 'Alfa', B: 'Bravo', C: 'Charlie', D: 'Delta', E: 'Echo', F: 'Foxtrot', G: 'Golf', H: 'Hotel', I: 'India',
  J: 'Juliett', K: 'Kilo', L: 'Lima', M: 'Mike', N: 'November', O: 'Oscar', P: 'Papa', Q: 'Quebec', R: 'Romeo',
  S: 'Sierra', T: 'Tango', U: 'Uniform', V: 'Victor', W: 'Whiskey', X: 'X-ray', Y: 'Yankee', Z: 'Zulu',
  '0': 'Zero', '1': 'One', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight',
  '9': 'Nine', '.': 'Stop', '-': 'Dash',
};
const spaceWord = '(space)';
/** Code words back to characters, with the common variant spellings. */
const reverse = new Map<string, string>([
  ...Object.entries(alphabet).map(([char, word]) => [word.toLowerCase(), char] as [string, string]),
  ['alpha', 'A'], ['juliet', 'J'], ['xray', 'X'], ['x-ray', 'X'], ['niner', '9'], ['tree', '3'], ['fife', '5'],
  ['decimal', '.'], ['point', '.'], ['hyphen', '-'], [spaceWord, ' '], ['/', ' '],
]);

interface Inputs {
  text: string;
  mode: 'encode' | 'decode';
}

export default defineTool({
  slug: 'nato-phonetic',
  name: 'NATO phonetic alphabet',
  category: 'text',
  description:
    'Spells text with the NATO/ICAO phonetic alphabet (A → Alfa, 7 → Seven, accents dropped, spaces as "(space)", other characters kept), or decodes code words back to text (common variants such as Alpha, Juliet and Niner accepted).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 25_000, description: 'Text to spell, or space-separated code words to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) spells text as code words; decode turns code words back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The code words separated by spaces, or the decoded text (upper case).' },
      unknown: {
        type: 'array',
        items: { type: 'string' },
        description: 'Characters without a code word (encode) or words that are not code words (decode); kept as they are in the text.',
      },
    },
    required: ['text', 'unknown'],
  },
  examples: [
    { inputs: { text: 'SOS 911', mode: 'encode' }, result: { text: 'Sierra Oscar Sierra (space) Nine One One', unknown: [] } },
    { inputs: { text: 'Café #5', mode: 'encode' }, result: { text: 'Charlie Alfa Foxtrot Echo (space) # Five', unknown: ['#'] } },
    { inputs: { text: 'hotel echo lima lima oscar / niner', mode: 'decode' }, result: { text: 'HELLO 9', unknown: [] } },
  ],
  run({ text, mode }: Inputs) {
    const unknown = new Set<string>();
    if (mode === 'decode') {
      const out: string[] = [];
      for (const word of text.trim().split(/\s+/)) {
        if (word === '') continue;
        const char = reverse.get(word.toLowerCase());
        if (char === undefined) unknown.add(word);
        out.push(char ?? word);
      }
      return { text: out.join(''), unknown: [...unknown] };
    }
    const words: string[] = [];
    let lastWasSpace = true;
    for (const char of removeAccents(text).toUpperCase()) {
      if (/\s/.test(char)) {
        if (!lastWasSpace) words.push(spaceWord);
        lastWasSpace = true;
        continue;
      }
      lastWasSpace = false;
      const word = alphabet[char];
      if (word === undefined) unknown.add(char);
      words.push(word ?? char);
    }
    if (words[words.length - 1] === spaceWord) words.pop();
    return { text: words.join(' '), unknown: [...unknown] };
  },
});
