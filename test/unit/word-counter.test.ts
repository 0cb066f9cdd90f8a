// The counting rules of SPEC §3, checked against a plain regex statement of the same rules on many texts.
import { describe, expect, it } from 'vitest';
import { countText } from '../../src/tools/text/word-counter.ts';

const hasWord = /[\p{L}\p{N}]/u;
const holding = (parts: string[]) => parts.filter((part) => hasWord.test(part)).length;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Intl.Segmenter's cluster count, a line at a time (V8's segmenter is quadratic on long strings; GB4 breaks after LF). */
function clusters(text: string): number {
  let count = 0;
  for (const line of text.split(/(?<=\n)/)) for (const _ of segmenter.segment(line)) count++;
  return count;
}
/** The rules written the obvious (slower) way: the reference the single pass must agree with. */
function reference(text: string) {
  return {
    words: holding(text.split(/\s+/)),
    characters: clusters(text),
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
    const alphabet = ['a', 'Z', '7', ' ', '\n', '\r\n', '\t', '.', '!', '?', '—', 'é', 'e\u0301', '👍', '👩‍👩‍👧', '\u00a0', '٣', '-', ',', '\n \n',
      '\r', '\u2028', '\u3000', '\ufeff', '\u0085', '中', 'क्ष', '\u094d', 'ि', 'ก', 'ำ', '\u1100', '\u1161', '\u11a8', '한', '🇫', '🇷', '\u{1f3fd}',
      '\u200d', '\ufe0f', '\u0600', 'مَ', '\u0301', '\ud800', '\udc00', '𝒜', '\u{1d7d8}', '\u{e0067}'];
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 2_000; n++) {
      let text = '';
      const length = Math.floor(random() * 40);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect([text, countText(text)]).toEqual([text, reference(text)]);
    }
  });

  it('agrees with the reference on 100,000-character texts of many scripts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const scripts = [
      'Ünïcödé façade, naïve café — déjà vu!',
      '中文字符测试。日本語のテキスト、カタカナ？',
      'مَرْحَبًا بِالْعَالَمِ، كَيْفَ حَالُكَ؟',
      'क्षत्रिय हिन्दी स्वागत है। ক্ষ্মা ગુજરાતી!',
      'ภาษาไทยกำลังเขียน ๑๒๓',
      '👩‍👩‍👧👨🏿‍💻🇫🇷🇯🇵❤️‍🔥🏳️‍🌈👍🏽1️⃣',
      'Z̴̡̛a̷͓͐l̸̨̈g̶̱͝o̵͚̓',
      '\u1100\u1161\u11a8\u1112\u1175 한국어 텍스트.',
    ];
    for (const script of [...scripts, scripts.join(' ')]) {
      const units = [...script];
      let text = '';
      while (text.length < 100_000) {
        const at = Math.floor(random() * units.length);
        text += units.slice(at, at + 1 + Math.floor(random() * 10)).join('') + (random() < 0.05 ? '\n\n' : random() < 0.1 ? '. ' : ' ');
      }
      expect(countText(text)).toEqual(reference(text));
    }
  });
});
