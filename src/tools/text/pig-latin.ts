import { defineTool } from '../define.ts';

const word = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
const vowels = /[aeiou]/i;

function translate(word: string, vowelSuffix: string): string {
  let split: number;
  if (vowels.test(word[0]!)) {
    split = 0;
  } else {
    // The leading consonant cluster; "qu" stays together and "y" after a consonant acts as a vowel.
    split = 1;
    while (split < word.length) {
      const char = word[split]!.toLowerCase();
      if (char === 'u' && word[split - 1]!.toLowerCase() === 'q') {
        split++;
        continue;
      }
      if (vowels.test(char) || char === 'y' || char === "'" || char === '’') break;
      split++;
    }
  }
  const result = split === 0 ? word + vowelSuffix : word.slice(split) + word.slice(0, split) + 'ay';
  if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) return result.toUpperCase();
  if (word[0] === word[0]!.toUpperCase()) return result[0]!.toUpperCase() + result.slice(1).toLowerCase();
  return result.toLowerCase();
}

export default defineTool({
  slug: 'pig-latin',
  name: 'Pig Latin translator',
  category: 'text',
  description:
    'Translates English text to Pig Latin: leading consonants move to the end followed by "ay" (string → ingstray, quiet → ietquay), words starting with a vowel get "way"; capitalisation and punctuation are kept.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'English text.' },
      vowelSuffix: { type: 'string', enum: ['way', 'yay', 'hay', 'ay'], default: 'way', description: 'Added to words that start with a vowel.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The text in Pig Latin.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: "Hello world, don't you love Pig Latin?", vowelSuffix: 'way' }, result: { text: "Ellohay orldway, on'tday ouyay ovelay Igpay Atinlay?" } },
    { inputs: { text: 'The quick rhythm of an apple. NASA', vowelSuffix: 'yay' }, result: { text: 'Ethay ickquay ythmrhay ofyay anyay appleyay. ASANAY' } },
  ],
  run({ text, vowelSuffix }: { text: string; vowelSuffix: string }) {
    return { text: text.replace(word, (match) => translate(match, vowelSuffix)) };
  },
});
