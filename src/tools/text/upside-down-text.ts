import { defineTool } from '../define.ts';

/** Characters and their look-alikes rotated by 180°. */
const pairs: Array<[string, string]> = [
  ['a', 'ɐ'], ['b', 'q'], ['c', 'ɔ'], ['d', 'p'], ['e', 'ǝ'], ['f', 'ɟ'], ['g', 'ƃ'], ['h', 'ɥ'], ['i', 'ᴉ'], ['j', 'ɾ'],
  ['k', 'ʞ'], ['m', 'ɯ'], ['n', 'u'], ['p', 'd'], ['q', 'b'], ['r', 'ɹ'], ['t', 'ʇ'], ['u', 'n'], ['v', 'ʌ'], ['w', 'ʍ'],
  ['y', 'ʎ'],
  ['A', '∀'], ['B', 'ᗺ'], ['C', 'Ɔ'], ['D', 'ᗡ'], ['E', 'Ǝ'], ['F', 'Ⅎ'], ['G', '⅁'], ['J', 'ſ'], ['K', 'ʞ'], ['L', '˥'],
  ['M', 'W'], ['W', 'M'], ['P', 'Ԁ'], ['Q', 'Ό'], ['R', 'ᴚ'], ['T', '⊥'], ['U', '∩'], ['V', 'Λ'], ['Y', '⅄'],
  ['1', 'Ɩ'], ['2', 'ᄅ'], ['3', 'Ɛ'], ['4', 'ㄣ'], ['5', 'ϛ'], ['6', '9'], ['7', 'ㄥ'], ['8', '8'], ['9', '6'], ['0', '0'],
  ['.', '˙'], [',', "'"], ["'", ','], ['"', '„'], ['`', ','], ['?', '¿'], ['!', '¡'], ['(', ')'], [')', '('], ['[', ']'],
  [']', '['], ['{', '}'], ['}', '{'], ['<', '>'], ['>', '<'], ['&', '⅋'], ['_', '‾'], [';', '؛'], ['‿', '⁀'], ['⁀', '‿'],
];
const flip = new Map(pairs);
/** Flipping back: the inverse mapping (the first character wins where two flip to the same look-alike). */
const unflip = new Map<string, string>();
for (const [plain, flipped] of pairs) if (!unflip.has(flipped)) unflip.set(flipped, plain);

export default defineTool({
  slug: 'upside-down-text',
  name: 'Upside-down text',
  category: 'text',
  description:
    'Turns text upside down with rotated Unicode look-alikes (e → ǝ, h → ɥ, ? → ¿) in reversed order, so it reads correctly when the screen is rotated; flipped text can be turned back. Characters without a look-alike (o, s, x, z…) stay as they are.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The text to flip.' },
      reverse: { type: 'boolean', default: true, description: 'Also reverse the character order (a 180° rotation); off gives a vertical mirror.' },
      direction: { type: 'string', enum: ['flip', 'unflip'], default: 'flip', description: '"unflip" turns upside-down text back.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The flipped text.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: 'Hello, world!', reverse: true, direction: 'flip' }, result: { text: "¡plɹoʍ 'ollǝH" } },
    { inputs: { text: 'ʎɐpoʇ', reverse: true, direction: 'unflip' }, result: { text: 'today' } },
  ],
  run({ text, reverse, direction }: { text: string; reverse: boolean; direction: 'flip' | 'unflip' }) {
    const table = direction === 'flip' ? flip : unflip;
    const chars = Array.from(text, (char) => table.get(char) ?? char);
    if (reverse) chars.reverse();
    return { text: chars.join('') };
  },
});
