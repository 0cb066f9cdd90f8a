// graphemes.ts must find exactly the clusters Intl.Segmenter finds: hand-picked cases, thousands of random texts made
// of every Grapheme_Cluster_Break class, long texts, and every code point in the contexts that tell the classes apart.
import { describe, expect, it } from 'vitest';
import { countGraphemes, graphemes } from '../../src/tools/graphemes.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Intl.Segmenter's clusters. V8's segmenter is quadratic on long strings, so a long text is cut after an LF: GB4
 * always breaks there, and no rule looks back across an LF (none of their sequences holds one).
 */
function reference(text: string): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length; ) {
    const lf = text.indexOf('\n', start + 200);
    const end = lf === -1 ? text.length : lf + 1;
    for (const { segment } of segmenter.segment(text.slice(start, end))) out.push(segment);
    start = end;
  }
  return out;
}

const show = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join(' ');

/** Representatives of every Grapheme_Cluster_Break value and of the properties rules GB9c and GB11 read. */
const classes: Record<string, string[]> = {
  other: ['a', 'Z', '7', ' ', '.', 'é', 'ß', '中', 'ا', 'ก', 'เ', 'ழ', '𝒜', '\u{20000}', '\u{10ffff}', '\u{e000}', '\u0378'],
  cr: ['\r'],
  lf: ['\n'],
  control: ['\u0001', '\u007f', '\u0085', '\u00ad', '\u061c', '\u200b', '\u200e', '\u2028', '\u2029', '\u2065', '\ufeff', '\ufff0', '\u{e0001}', '\u{e0080}', '\u{1d173}', '\u{13430}'],
  extend: ['\u0301', '\u0308', '\u0345', '\u05b0', '\u064b', '\u0e31', '\u0e38', '\u09be', '\u0bcd', '\u20e3', '\ufe0e', '\ufe0f', '\u200c', '\uff9e', '\u{1f3fb}', '\u{1f3ff}', '\u{e0020}', '\u{e007f}', '\u{e0100}', '\u{1d165}'],
  zwj: ['\u200d'],
  regional: ['\u{1f1e6}', '\u{1f1eb}', '\u{1f1f7}', '\u{1f1ff}'],
  prepend: ['\u0600', '\u0605', '\u06dd', '\u070f', '\u08e2', '\u0d4e', '\u{110bd}', '\u{111c2}', '\u{11a3a}'],
  spacingMark: ['\u0903', '\u093e', '\u0940', '\u0e33', '\u0eb3', '\u0bbf', '\u{11720}', '\u102b', '\u1a61'],
  hangulL: ['\u1100', '\u1112', '\ua960'],
  hangulV: ['\u1161', '\u1175', '\ud7b0'],
  hangulT: ['\u11a8', '\u11c2', '\ud7cb'],
  hangulLV: ['\uac00', '\ub098'],
  hangulLVT: ['\uac01', '\ud7a3'],
  pictographic: ['\u00a9', '\u2764', '\u{1f44d}', '\u{1f469}', '\u{1f468}', '\u{1f3f3}', '\u{1f308}', '\u{1fc00}', '\u2601'],
  consonant: ['\u0915', '\u0937', '\u0995', '\u0a97', '\u0b15', '\u0c24', '\u0d2e', '\u0958'],
  linker: ['\u094d', '\u09cd', '\u0acd', '\u0b4d', '\u0c4d', '\u0d4d'],
  conjunctExtend: ['\u093c', '\u0951', '\u09bc'],
  surrogate: ['\ud800', '\udbff', '\udc00', '\udfff'],
};
const tricky = Object.values(classes).flat();

/** Seeded linear congruential generator: the same texts on every run. */
function randomSource(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('graphemes', () => {
  it.each([
    ['', []],
    ['abc', ['a', 'b', 'c']],
    ['a\r\nb\n\rc', ['a', '\r\n', 'b', '\n', '\r', 'c']],
    ['\r\u0301', ['\r', '\u0301']],
    ['e\u0301\u0323x', ['e\u0301\u0323', 'x']],
    ['\u0301a', ['\u0301', 'a']],
    ['👩‍👩‍👧 👨🏿‍💻', ['👩‍👩‍👧', ' ', '👨🏿‍💻']],
    ['👍🏽👍', ['👍🏽', '👍']],
    ['❤️‍🔥', ['❤️‍🔥']],
    ['a\u200d❤', ['a\u200d', '❤']],
    ['🏳️‍🌈🏴󠁧󠁢󠁳󠁣󠁴󠁿', ['🏳️‍🌈', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']],
    ['🇫🇷🇯🇵🇩', ['🇫🇷', '🇯🇵', '🇩']],
    ['a🇫🇷🇯', ['a', '🇫🇷', '🇯']],
    ['1️⃣#️⃣', ['1️⃣', '#️⃣']],
    ['क्षत्रिय', ['क्ष', 'त्रि', 'य']],
    ['क्\u200dष', ['क्\u200dष']],
    ['ক্ষ্ম', ['ক্ষ্ম']],
    ['\u0d4eമ', ['\u0d4eമ']],
    ['\u0600\u0661\u0662', ['\u0600\u0661', '\u0662']],
    ['\u0600\n', ['\u0600', '\n']],
    ['\u1100\u1161\u11a8\u1100', ['\u1100\u1161\u11a8', '\u1100']],
    ['\uac00\u11a8\uac01\u1161', ['\uac00\u11a8', '\uac01', '\u1161']],
    ['\u1100\uac00\u1100\uac01', ['\u1100\uac00', '\u1100\uac01']],
    ['กำ ຄຳ', ['กำ', ' ', 'ຄຳ']],
    ['ไทย', ['ไ', 'ท', 'ย']],
    ['lone \ud800 \udc00', ['l', 'o', 'n', 'e', ' ', '\ud800', ' ', '\udc00']],
    ['\ud800\u0301', ['\ud800\u0301']],
  ])('%j', (text, expected) => {
    expect(reference(text)).toEqual(expected); // the expectation is Intl.Segmenter's own answer
    expect(graphemes(text)).toEqual(expected);
  });

  it('agrees with Intl.Segmenter on 5,000 random texts of tricky code points', () => {
    const random = randomSource(11);
    const pools = [tricky, [...classes.consonant!, ...classes.linker!, ...classes.conjunctExtend!, '\u200d', 'a', '\u0301'], [...classes.pictographic!, '\u200d', '\u{1f3fb}', '\ufe0f', '\u0301', 'a'], [...classes.regional!, 'a', '\u0301']];
    const failures: string[] = [];
    for (let n = 0; n < 5_000; n++) {
      const pool = pools[n % pools.length]!;
      let text = '';
      const length = Math.floor(random() * 24);
      for (let i = 0; i < length; i++) text += pool[Math.floor(random() * pool.length)];
      const expected = reference(text);
      if (JSON.stringify(graphemes(text)) !== JSON.stringify(expected) && failures.length < 10) failures.push(show(text));
    }
    expect(failures).toEqual([]);
  });

  it('agrees with Intl.Segmenter on long runs without a break between code points of the same cluster', () => {
    // The first: 256 code units in, the skin tone's surrogate pair (an earlier version cut the text there).
    const cases = ['a' + '😀'.repeat(126) + '👨🏿‍💻', '👨🏿‍💻'.repeat(300), '🇫🇷'.repeat(400) + '🇫', 'a' + '\u0301'.repeat(5_000) + 'b', 'क्'.repeat(700) + 'क'];
    for (const text of cases) {
      expect(graphemes(text)).toEqual(reference(text));
    }
  });

  it('counts like Intl.Segmenter, and stops after limit + 1 clusters', () => {
    const random = randomSource(5);
    for (let n = 0; n < 2_000; n++) {
      let text = '';
      const length = Math.floor(random() * 16);
      for (let i = 0; i < length; i++) text += tricky[Math.floor(random() * tricky.length)];
      const expected = reference(text);
      const limit = Math.floor(random() * 8);
      expect([show(text), countGraphemes(text), graphemes(text, limit)]).toEqual([show(text), expected.length, expected.slice(0, limit + 1)]);
    }
  });

  it('agrees with Intl.Segmenter on 100,000-character texts of many scripts', () => {
    const random = randomSource(3);
    const scripts = [
      'The quick brown fox, naïve café.',
      '中文字符测试。日本語のテキスト、カタカナ。',
      'مَرْحَبًا بِالْعَالَمِ',
      'क्षत्रिय हिन्दी स्वागत है। ক্ষ্মা ગુજરાતી',
      'ภาษาไทยกำลังเขียน',
      '👩‍👩‍👧👨🏿‍💻🇫🇷🇯🇵❤️‍🔥🏳️‍🌈👍🏽1️⃣',
      'Z̴̡̛a̷͓͐l̸̨̈g̶̱͝o̵͚̓',
      '\u1100\u1161\u11a8\u1112\u1175 한국어',
      'a\r\nb\u0600\u0661\u0d4eമ',
    ];
    for (const script of [...scripts, scripts.join('')]) {
      const units = [...script];
      let text = '';
      while (text.length < 100_000) {
        const word = 1 + Math.floor(random() * 12);
        const at = Math.floor(random() * units.length);
        text += units.slice(at, at + word).join('') + (random() < 0.1 ? '\n' : ' ');
      }
      const expected = reference(text);
      const actual = graphemes(text);
      let same = 0;
      while (same < expected.length && actual[same] === expected[same]) same++;
      // The first clusters that differ (a diff of 100,000-element arrays would take long to print).
      expect(actual.slice(same, same + 3).map(show)).toEqual(expected.slice(same, same + 3).map(show));
      expect(countGraphemes(text)).toBe(expected.length);
    }
  });

  it('classifies every code point as Intl.Segmenter does', () => {
    // Every assigned, pictographic or default-ignorable code point (and lone surrogate) between neighbours of every
    // class, so a wrong class or a wrong rule shows as a boundary Intl.Segmenter does not have. Unassigned and
    // private-use code points have the default properties (Other, or Control when default-ignorable), and the 98,000
    // unified ideographs are letters like any other: these are checked each between two extenders, which finds an
    // extender, a spacing mark or a control. About 3.5 million clusters through Intl.Segmenter: a few seconds.
    const probed = /[\p{Assigned}\p{Extended_Pictographic}\p{Default_Ignorable_Code_Point}]/u;
    const plainLetter = /[\p{Co}\p{Unified_Ideograph}]/u;
    const everywhere = (c: string) =>
      `a${c}a${c}\u0301\r${c}\u1100${c}\u11a8${c}\u1161${c}\u11a8\u2764\u200d${c}\u200d\u2764${c}\u200d\u2764` +
      `\u{1f1eb}${c}\u{1f1eb}\u0915\u094d${c}\u0915${c}\u0915\u094d${c}\u094d\u0915\n`;
    const mismatches: string[] = [];
    let text = '';
    const check = () => {
      const expected: number[] = [];
      let at = 0;
      for (const part of reference(text)) expected.push((at += part.length));
      const actual: number[] = [];
      at = 0;
      for (const part of graphemes(text)) actual.push((at += part.length));
      if (actual.join() !== expected.join()) {
        // Name the code points whose lines differ.
        for (const line of text.split('\n')) {
          if (mismatches.length < 20 && graphemes(line).join('\u0000') !== reference(line).join('\u0000')) mismatches.push(show(line));
        }
      }
      text = '';
    };
    let plain = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      const c = String.fromCharCode(...(cp < 0x10000 ? [cp] : [0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff)]));
      const surrogate = cp >= 0xd800 && cp <= 0xdfff;
      if (surrogate || (probed.test(c) && !plainLetter.test(c))) text += everywhere(c);
      else text += `${c}\u0301` + (++plain % 64 === 0 ? '\n' : '');
      if (text.length > 20_000 && text.endsWith('\n')) check();
    }
    text += '\n';
    check();
    expect(mismatches).toEqual([]);
  });
});
