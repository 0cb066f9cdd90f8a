import { defineTool } from '../define.ts';

/** Combining diacritical marks (the blocks used by Latin, Greek and Cyrillic accents), removed after NFD. */
const diacritics = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Letters that carry a stroke or are ligatures: they have no decomposition, so they are mapped by hand. */
const special: Record<string, string> = {
  ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', ħ: 'h', Ħ: 'H', ı: 'i', ŧ: 't', Ŧ: 'T',
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', þ: 'th', Þ: 'Th', ƒ: 'f', ĸ: 'k', ŀ: 'l', Ŀ: 'L',
};
const specialPattern = new RegExp(`[${Object.keys(special).join('')}]`, 'g');
const ascii = /^[\x00-\x7f]*$/;

/** Strips accents and other diacritics from Latin, Greek and Cyrillic letters; other scripts are left untouched. */
export function removeAccents(text: string): string {
  if (ascii.test(text)) return text;
  return text.normalize('NFD').replace(diacritics, '').normalize('NFC').replace(specialPattern, (char) => special[char]!);
}

export default defineTool({
  slug: 'remove-accents',
  name: 'Remove accents',
  category: 'text',
  description:
    'Strips accents and diacritics (é → e, ñ → n, ç → c) and spells out letters without a decomposition (ø → o, ß → ss, æ → ae); other scripts are kept as they are.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 50_000, description: 'The text to clean.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text without accents.' },
      changed: { type: 'boolean', description: 'Whether anything was removed or replaced.' },
    },
    required: ['text', 'changed'],
  },
  examples: [
    { inputs: { text: 'Crème brûlée à la façon de Zoë' }, result: { text: 'Creme brulee a la facon de Zoe', changed: true } },
    { inputs: { text: 'Łódź, Straße, Ærø — Ελληνικά' }, result: { text: 'Lodz, Strasse, AEro — Ελληνικα', changed: true } },
    { inputs: { text: 'plain ASCII' }, result: { text: 'plain ASCII', changed: false } },
  ],
  run({ text }: { text: string }) {
    const result = removeAccents(text);
    return { text: result, changed: result !== text };
  },
});
