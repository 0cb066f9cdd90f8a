// Grapheme clusters (UAX #29 extended grapheme clusters, exactly as Intl.Segmenter finds them) in one linear pass:
// shared by the text tools that count, reverse or cut text by visible character.
//
// Intl.Segmenter itself is not run on the text: V8's costs about half a microsecond a cluster and is quadratic on long
// strings. Instead each code point gets its Grapheme_Cluster_Break class, once, from the Unicode properties V8's
// regular expressions expose (the same ICU data as Intl.Segmenter's) and a few short lists of Unicode 17 (ICU 78)
// exceptions, and the rules GB3–GB999 run as a small state machine. The Indic_Conjunct_Break property (rule GB9c) has
// no regular-expression form, so ICU is asked for it, once per code point that could carry it.
// test/unit/graphemes.test.ts checks every code point and thousands of random texts against Intl.Segmenter: a Node
// with another ICU that moves a code point between classes fails there, not silently.

// Grapheme_Cluster_Break classes, 1–15 (0 in the table means "not classified yet").
const OTHER = 1;
const CR = 2;
const LF = 3;
const CONTROL = 4;
const EXTEND = 5;
const ZWJ = 6;
const REGIONAL_INDICATOR = 7;
const PREPEND = 8;
const SPACING_MARK = 9;
const L = 10;
const V = 11;
const T = 12;
const LV = 13;
const LVT = 14;
/** Extended_Pictographic (Grapheme_Cluster_Break Other, but rule GB11 needs it). */
const PICTOGRAPHIC = 15;
const CLASS = 0x0f;

// Indic_Conjunct_Break Linker and Extend, for rule GB9c (consonants are looked up when a linker needs them).
const INCB_LINKER = 0x10;
const INCB_EXTEND = 0x20;
const INCB = 0x30;

/** Letter or digit (\p{L} or \p{N}), for word-counter. */
export const WORD_CHAR = 0x40;
/** White space as JavaScript's \s has it. */
export const WHITE_SPACE = 0x80;

/** What is known of each code point (class | InCB | flags), filled in as code points are first seen. */
const table = new Uint8Array(0x110000);

const graphemeExtend = /^[\p{Grapheme_Extend}\p{Emoji_Modifier}]$/u;
/** Code points that may be something else than Other, beyond the ranges tested first: one test settles most. */
const special = /^[\p{Grapheme_Extend}\p{Emoji_Modifier}\p{M}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cn}\p{Extended_Pictographic}]$/u;
const control = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]$/u;
const unassignedIgnorable = /^(?=\p{Cn})\p{Default_Ignorable_Code_Point}$/u;
const spacingMark = /^\p{Mc}$/u;
const pictographic = /^\p{Extended_Pictographic}$/u;
const wordChar = /^[\p{L}\p{N}]$/u;
const whiteSpace = /^\s$/u;

/** Prepend (Indic_Syllabic_Category Consonant_Preceding_Repha or Consonant_Prefixed, and Prepended_Concatenation_Mark). */
const prepend = new Set([
  0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x0d4e, 0x110bd, 0x110cd,
  0x111c2, 0x111c3, 0x113d1, 0x1193f, 0x11941, 0x11a84, 0x11a85, 0x11a86, 0x11a87, 0x11a88, 0x11a89, 0x11d46, 0x11f02,
]);
/** Spacing marks (gc Mc) that UAX #29 leaves as Other. */
const notSpacingMark = new Set([
  0x102b, 0x102c, 0x1038, 0x1062, 0x1063, 0x1064, 0x1067, 0x1068, 0x1069, 0x106a, 0x106b, 0x106c, 0x106d, 0x1083, 0x1087,
  0x1088, 0x1089, 0x108a, 0x108b, 0x108c, 0x108f, 0x109a, 0x109b, 0x109c, 0x1a61, 0x1a63, 0x1a64, 0xaa7b, 0xaa7d, 0x11720,
  0x11721,
]);

function graphemeClass(cp: number, char: string): number {
  if (cp === 0x0d) return CR;
  if (cp === 0x0a) return LF;
  if (cp === 0x200d) return ZWJ;
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return REGIONAL_INDICATOR;
  if ((cp >= 0x1100 && cp <= 0x115f) || (cp >= 0xa960 && cp <= 0xa97c)) return L;
  // Since Unicode 16 the Kirat Rai vowel signs AA, AI–AU join like Hangul vowels too.
  if ((cp >= 0x1160 && cp <= 0x11a7) || (cp >= 0xd7b0 && cp <= 0xd7c6) || cp === 0x16d63 || (cp >= 0x16d67 && cp <= 0x16d6a)) return V;
  if ((cp >= 0x11a8 && cp <= 0x11ff) || (cp >= 0xd7cb && cp <= 0xd7fb)) return T;
  if (cp >= 0xac00 && cp <= 0xd7a3) return (cp - 0xac00) % 28 === 0 ? LV : LVT;
  if (cp >= 0xd800 && cp <= 0xdfff) return OTHER; // a lone surrogate
  if (prepend.has(cp)) return PREPEND;
  if (cp === 0x0e33 || cp === 0x0eb3) return SPACING_MARK;
  if (!special.test(char)) return OTHER;
  if (graphemeExtend.test(char)) return EXTEND;
  if (control.test(char) || unassignedIgnorable.test(char)) return CONTROL;
  if (spacingMark.test(char)) return notSpacingMark.has(cp) ? OTHER : SPACING_MARK;
  if (pictographic.test(char)) return PICTOGRAPHIC;
  return OTHER;
}

/**
 * Indic_Conjunct_Break has no regular-expression form, and its consonants are spread over two dozen scripts (more
 * with each Unicode version), so ICU is asked through Intl.Segmenter, once per code point: for every extender, and
 * for a letter only when it stands before or after a linker.
 */
let segmenter: Intl.Segmenter | undefined;
function oneCluster(text: string): boolean {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segments = segmenter.segment(text)[Symbol.iterator]();
  segments.next();
  return segments.next().done === true;
}

/** Around Devanagari KA: a linker joins KA + c + KA, an InCB extender KA + virama + c + KA. */
function conjunctClass(char: string): number {
  if (oneCluster(`\u0915${char}\u0915`)) return INCB_LINKER;
  if (oneCluster(`\u0915\u094d${char}\u0915`)) return INCB_EXTEND;
  return 0;
}

/** Per code point: 0 not asked yet, 1 not an InCB consonant, 2 an InCB consonant. */
const consonants = new Uint8Array(0x110000);
/** Whether a code point of class Other is an InCB consonant (KA + virama + c is one cluster); they are all letters. */
function isConsonant(cp: number): boolean {
  let known = consonants[cp]!;
  if (known === 0) {
    const letter = (table[cp]! & WORD_CHAR) !== 0 && (cp < 0xd800 || cp > 0xdfff);
    known = consonants[cp] = letter && oneCluster(`\u0915\u094d${String.fromCodePoint(cp)}`) ? 2 : 1;
  }
  return known === 2;
}

function classify(cp: number): number {
  const char = cp >= 0xd800 && cp <= 0xdfff ? '' : String.fromCodePoint(cp);
  const gcb = graphemeClass(cp, char);
  let info = gcb;
  if (char !== '') {
    if (gcb === EXTEND || gcb === ZWJ) info |= conjunctClass(char);
    if (wordChar.test(char)) info |= WORD_CHAR;
    else if (whiteSpace.test(char)) info |= WHITE_SPACE;
  }
  table[cp] = info;
  return info;
}

/** Class and flags of a code point (WORD_CHAR, WHITE_SPACE). */
export function codePointInfo(cp: number): number {
  return table[cp] || classify(cp);
}

/**
 * Walks the text once and calls `boundary` at the start of every grapheme cluster (index 0 included) until it
 * returns false. Lone surrogates count as code points of their own, as in Intl.Segmenter.
 */
function eachCluster(text: string, boundary: (index: number) => boolean): void {
  const n = text.length;
  let previous = 0; // class of the previous code point, 0 at the start of the text
  let oddRegional = false; // the previous code point ends an odd-length run of regional indicators (GB12, GB13)
  let emoji = 0; // 1: Extended_Pictographic Extend*, 2: then ZWJ (GB11)
  let conjunct = 0; // 1: a letter that may be an InCB consonant, then InCB Extend*; 2: consonant [Extend Linker]* Linker [Extend Linker]* (GB9c)
  let letter = 0; // the code point that opened state 1
  for (let i = 0; i < n; ) {
    const start = i;
    let cp = text.charCodeAt(i++);
    if (cp >= 0xd800 && cp <= 0xdbff && i < n) {
      const low = text.charCodeAt(i);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    const info = table[cp] || classify(cp);
    const current = info & CLASS;
    let breaks: boolean;
    if (previous === CR) breaks = current !== LF; // GB3, GB4
    else if (previous === 0 || previous === LF || previous === CONTROL) breaks = true; // GB4
    else if (current === CR || current === LF || current === CONTROL) breaks = true; // GB5
    else if (current === EXTEND || current === ZWJ || current === SPACING_MARK || previous === PREPEND) breaks = false; // GB9–GB9b
    else if (previous === L) breaks = current !== L && current !== V && current !== LV && current !== LVT; // GB6
    else if (previous === LV || previous === V) breaks = current !== V && current !== T; // GB7
    else if (previous === LVT || previous === T) breaks = current !== T; // GB8
    else if (current === PICTOGRAPHIC) breaks = emoji !== 2; // GB11
    else if (current === REGIONAL_INDICATOR) breaks = !oddRegional; // GB12, GB13
    else breaks = !(conjunct === 2 && current === OTHER && isConsonant(cp)); // GB9c, GB999
    if (breaks && !boundary(start)) return;

    oddRegional = current === REGIONAL_INDICATOR && !oddRegional;
    emoji =
      current === PICTOGRAPHIC ? 1 : emoji === 1 && current === EXTEND ? 1 : emoji === 1 && current === ZWJ ? 2 : 0;
    const incb = info & INCB;
    if (current === OTHER) {
      conjunct = 1;
      letter = cp;
    } else if (incb === INCB_LINKER) {
      conjunct = conjunct === 2 || (conjunct === 1 && isConsonant(letter)) ? 2 : 0;
    } else if (incb !== INCB_EXTEND) {
      conjunct = 0;
    }
    previous = current;
  }
}

const ascii = /^[\x00-\x7f]*$/;

/** The number of grapheme clusters in a text. */
export function countGraphemes(text: string): number {
  if (ascii.test(text)) {
    let crlf = 0;
    for (let i = text.indexOf('\r\n'); i !== -1; i = text.indexOf('\r\n', i + 2)) crlf++;
    return text.length - crlf;
  }
  let count = 0;
  eachCluster(text, () => {
    count++;
    return true;
  });
  return count;
}

/** The grapheme clusters of a text, in order (at most `limit` + 1 of them when a limit is given). */
export function graphemes(text: string, limit = Infinity): string[] {
  const out: string[] = [];
  let start = -1;
  eachCluster(text, (index) => {
    if (start >= 0) out.push(text.slice(start, index));
    start = index;
    return out.length <= limit;
  });
  if (start >= 0 && out.length <= limit) out.push(text.slice(start));
  return out;
}
