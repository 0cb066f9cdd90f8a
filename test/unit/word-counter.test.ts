// The counting rules of SPEC §3, checked against a plain regex statement of the same rules on many texts.
import { describe, expect, it } from 'vitest';
import { countText } from '../../src/tools/text/word-counter.ts';

const hasWord = /[\p{L}\p{N}]/u;
const holding = (parts: string[]) => parts.filter((part) => hasWord.test(part)).length;
/** The rules written the obvious (slower) way: the reference the single pass must agree with. */
function reference(text: string) {
  return {
    words: holding(text.split(/\s+/)),
    characters: [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length,
    sentences: holding(text.split(/[.!?]+/)),
    paragraphs: holding(text.split(/\n(?:\s*?\n)+/)),
  };
}

describe('word-counter rules', () => {
  it.each([
    ['', { words: 0, characters: 0, sentences: 0, paragraphs: 0 }],
    ['one', { words: 1, characters: 3, sentences: 1, paragraphs: 1 }],
    ['— … !!', { words: 0, characters: 6, sentences: 0, paragraphs: 0 }],
    ['Dr. Who?! yes', { words: 3, characters: 13, sentences: 3, paragraphs: 1 }],
    ['a\r\n\r\nb', { words: 2, characters: 4, sentences: 1, paragraphs: 2 }],
    ['a\n\t\n\n \nb\nc', { words: 3, characters: 10, sentences: 1, paragraphs: 2 }],
    ['e\u0301te\u0301 𝒜𝒷 ٣', { words: 3, characters: 8, sentences: 1, paragraphs: 1 }],
    ['مرحبا بالعالم. שלום', { words: 3, characters: 19, sentences: 2, paragraphs: 1 }],
    ['\u00a0x\u3000y\u2029z', { words: 3, characters: 6, sentences: 1, paragraphs: 1 }],
    ['lone \ud800 surrogate', { words: 2, characters: 16, sentences: 1, paragraphs: 1 }],
  ])('%j', (text, expected) => {
    expect(countText(text)).toEqual(expected);
  });

  it('agrees with the reference statement of the rules on random texts', () => {
    const alphabet = ['a', 'Z', '7', ' ', '\n', '\r\n', '\t', '.', '!', '?', '—', 'é', 'e\u0301', '👍', '👩‍👩‍👧', '\u00a0', '٣', '-', ',', '\n \n'];
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 2_000; n++) {
      let text = '';
      const length = Math.floor(random() * 40);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect([text, countText(text)]).toEqual([text, reference(text)]);
    }
  });
});
