import { defineTool } from '../define.ts';
import { removeAccents } from './remove-accents.ts';

const notAlphanumeric = /[^\p{L}\p{N}]+/gu;

interface Inputs {
  text: string;
  ignoreCase: boolean;
  ignoreNonAlphanumeric: boolean;
  ignoreAccents: boolean;
}

export default defineTool({
  slug: 'palindrome-checker',
  name: 'Palindrome checker',
  category: 'text',
  description:
    'Tells whether a text reads the same backwards, by default ignoring case, accents, spaces and punctuation; compares character by character (code points) and returns the normalized form it compared.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The word or phrase to check.' },
      ignoreCase: { type: 'boolean', default: true, description: 'Treat upper- and lower-case letters as the same (true by default).' },
      ignoreNonAlphanumeric: { type: 'boolean', default: true, description: 'Ignore spaces, punctuation and symbols.' },
      ignoreAccents: { type: 'boolean', default: true, description: 'Treat é as e, ñ as n and so on.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      isPalindrome: { type: 'boolean', description: 'False when nothing is left to compare.' },
      normalized: { type: 'string', description: 'The text as compared, after the ignore options.' },
      length: { type: 'integer', description: 'Characters compared.' },
    },
    required: ['isPalindrome', 'normalized', 'length'],
  },
  examples: [
    {
      inputs: { text: 'A man, a plan, a canal: Panamá!', ignoreCase: true, ignoreNonAlphanumeric: true, ignoreAccents: true },
      result: { isPalindrome: true, normalized: 'amanaplanacanalpanama', length: 21 },
    },
    {
      inputs: { text: 'Never odd or even', ignoreCase: false, ignoreNonAlphanumeric: true, ignoreAccents: true },
      result: { isPalindrome: false, normalized: 'Neveroddoreven', length: 14 },
    },
  ],
  run({ text, ignoreCase, ignoreNonAlphanumeric, ignoreAccents }: Inputs) {
    let normalized = text.normalize('NFC');
    if (ignoreAccents) normalized = removeAccents(normalized);
    if (ignoreCase) normalized = normalized.toLowerCase();
    if (ignoreNonAlphanumeric) normalized = normalized.replace(notAlphanumeric, '');
    const chars = Array.from(normalized);
    let isPalindrome = chars.length > 0;
    for (let i = 0, j = chars.length - 1; isPalindrome && i < j; i++, j--) {
      if (chars[i] !== chars[j]) isPalindrome = false;
    }
    return { isPalindrome, normalized, length: chars.length };
  },
});
