import { defineTool } from '../define.ts';
import { removeAccents } from './remove-accents.ts';

const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;

interface Inputs {
  a: string;
  b: string;
  ignoreCase: boolean;
  ignoreAccents: boolean;
}

function normalize(text: string, ignoreCase: boolean, ignoreAccents: boolean): string {
  let out = text.normalize('NFC');
  if (ignoreAccents) out = removeAccents(out);
  if (ignoreCase) out = out.toLowerCase();
  return out.replace(notLetterOrDigit, '');
}

function count(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  return counts;
}

export default defineTool({
  slug: 'anagram-checker',
  name: 'Anagram checker',
  category: 'text',
  description:
    'Tells whether two texts are anagrams (the same letters and digits, each as often), ignoring spaces and punctuation and, by default, case and accents; lists the characters whose counts differ.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', maxLength: 20_000, description: 'The first word or phrase.' },
      b: { type: 'string', maxLength: 20_000, description: 'The second word or phrase.' },
      ignoreCase: { type: 'boolean', default: true, description: 'Treat upper- and lower-case letters as the same (true by default).' },
      ignoreAccents: { type: 'boolean', default: true, description: 'Treat é as e, ñ as n and so on.' },
    },
    required: ['a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      isAnagram: { type: 'boolean', description: 'False when either side has no letters or digits.' },
      normalizedA: { type: 'string', description: 'The letters and digits of a, sorted.' },
      normalizedB: { type: 'string', description: 'The letters and digits of b, sorted.' },
      differences: {
        type: 'array',
        description: 'Characters that occur a different number of times, by character.',
        items: {
          type: 'object',
          properties: {
            character: { type: 'string' },
            countA: { type: 'integer' },
            countB: { type: 'integer' },
          },
          required: ['character', 'countA', 'countB'],
        },
      },
    },
    required: ['isAnagram', 'normalizedA', 'normalizedB', 'differences'],
  },
  examples: [
    {
      inputs: { a: 'Dormitory', b: 'Dirty room!', ignoreCase: true, ignoreAccents: true },
      result: { isAnagram: true, normalizedA: 'dimoorrty', normalizedB: 'dimoorrty', differences: [] },
    },
    {
      inputs: { a: 'Listen', b: 'Silent night', ignoreCase: true, ignoreAccents: true },
      result: {
        isAnagram: false,
        normalizedA: 'eilnst',
        normalizedB: 'eghiilnnstt',
        differences: [
          { character: 'g', countA: 0, countB: 1 },
          { character: 'h', countA: 0, countB: 1 },
          { character: 'i', countA: 1, countB: 2 },
          { character: 'n', countA: 1, countB: 2 },
          { character: 't', countA: 1, countB: 2 },
        ],
      },
    },
  ],
  run({ a, b, ignoreCase, ignoreAccents }: Inputs) {
    const left = normalize(a, ignoreCase, ignoreAccents);
    const right = normalize(b, ignoreCase, ignoreAccents);
    const countsA = count(left);
    const countsB = count(right);
    const differences = [...new Set([...countsA.keys(), ...countsB.keys()])]
      .filter((char) => countsA.get(char) !== countsB.get(char))
      .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
      .map((character) => ({ character, countA: countsA.get(character) ?? 0, countB: countsB.get(character) ?? 0 }));
    const sorted = (text: string) => Array.from(text).sort().join('');
    return {
      isAnagram: left.length > 0 && right.length > 0 && differences.length === 0,
      normalizedA: sorted(left),
      normalizedB: sorted(right),
      differences,
    };
  },
});
