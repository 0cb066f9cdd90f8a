// Grapheme clusters in linear time: shared by the text tools that count, reverse or cut text by visible character.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const simple = /^[\x00-\x0c\x0e-\x7f]*$/;
/**
 * Code points that may join a neighbour into one grapheme cluster (UAX #29): marks and other extenders, joiners,
 * emoji and their modifiers, regional indicators, conjoining Hangul jamo and prepended concatenation marks (CR
 * joins only a following LF, which is handled here directly).
 * Between two code points outside this set there is always a cluster boundary, so only the runs around these go
 * through Intl.Segmenter — which is slow (about a microsecond per cluster, and it copies the whole string it gets).
 */
const joining =
  /[\p{M}\p{Grapheme_Extend}\p{Emoji_Modifier}\p{Extended_Pictographic}\p{Regional_Indicator}\u200c\u200d\u0e33\u0eb3\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u0d4e\u{110bd}\u{110cd}\u{111c2}\u{111c3}\u{113d1}\u{1193f}\u{11941}\u{11a3a}\u{11a84}-\u{11a89}\u{11d46}\u{11f02}]/gu;
const window = 256;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Start of the code point that ends just before `index`. */
function previousStart(text: string, index: number): number {
  if (index >= 2 && isLow(text.charCodeAt(index - 1)) && isHigh(text.charCodeAt(index - 2))) return index - 2;
  return Math.max(index - 1, 0);
}

/** End of the code point that starts at `index`. */
function nextEnd(text: string, index: number): number {
  if (index >= text.length) return index;
  return isHigh(text.charCodeAt(index)) && isLow(text.charCodeAt(index + 1)) ? index + 2 : index + 1;
}

/** Segments text[start, end) with Intl.Segmenter a window at a time, restarting at the last boundary of each window. */
function segmentRun(text: string, start: number, end: number, out: string[], limit: number): void {
  let position = start;
  let size = window;
  while (position < end && out.length <= limit) {
    const stop = Math.min(end, position + size);
    const part = text.slice(position, stop);
    let lastStart = 0;
    const pieces: string[] = [];
    for (const { segment, index } of segmenter.segment(part)) {
      pieces.push(segment);
      lastStart = index;
    }
    if (stop === end) {
      for (const piece of pieces) out.push(piece);
      return;
    }
    if (pieces.length < 2) {
      size *= 2; // one cluster longer than the window: look further
      continue;
    }
    // The last cluster may continue past the window; keep it for the next round.
    for (let i = 0; i < pieces.length - 1; i++) out.push(pieces[i]!);
    position += lastStart;
    size = window;
  }
}

/** The grapheme clusters of a text, in order (at most `limit` + 1 of them when a limit is given). */
export function graphemes(text: string, limit = Infinity): string[] {
  if (simple.test(text)) return (limit < text.length ? text.slice(0, limit + 1) : text).split('');
  const out: string[] = [];
  let done = 0;
  let runStart = -1;
  let runEnd = -1;
  const pushSimple = (from: number, to: number) => {
    for (let i = from; i < to && out.length <= limit; ) {
      const end = text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : nextEnd(text, i);
      out.push(text.slice(i, end));
      i = end;
    }
  };
  const flush = () => {
    pushSimple(done, runStart);
    segmentRun(text, runStart, runEnd, out, limit);
    done = runEnd;
  };
  joining.lastIndex = 0;
  for (let match = joining.exec(text); match !== null && out.length <= limit; match = joining.exec(text)) {
    let from = previousStart(text, match.index);
    let to = nextEnd(text, match.index + match[0].length);
    // Never split a CR LF pair between a run and its neighbours.
    if (from > 0 && text.charCodeAt(from) === 10 && text.charCodeAt(from - 1) === 13) from--;
    if (text.charCodeAt(to - 1) === 13 && text.charCodeAt(to) === 10) to++;
    if (runStart !== -1 && from <= runEnd) {
      runEnd = Math.max(runEnd, to);
      continue;
    }
    if (runStart !== -1) flush();
    runStart = Math.max(from, done);
    runEnd = to;
  }
  if (runStart !== -1 && out.length <= limit) flush();
  pushSimple(done, text.length);
  return out.length > limit ? out.slice(0, limit + 1) : out;
}
