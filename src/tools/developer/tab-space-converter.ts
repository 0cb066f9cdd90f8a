import { defineTool } from '../define.ts';

interface Inputs {
  text: string;
  mode: 'tabs-to-spaces' | 'spaces-to-tabs';
  tabWidth: number;
  scope: 'leading' | 'everywhere';
}

/** Appends UTF-16 code units to a growing buffer; decoding once at the end is much cheaper than string building. */
class Writer {
  private buffer: Uint16Array;
  length = 0;
  constructor(capacity: number) {
    this.buffer = new Uint16Array(Math.max(16, capacity));
  }
  private reserve(extra: number) {
    if (this.length + extra <= this.buffer.length) return;
    const next = new Uint16Array(Math.max(this.buffer.length * 2, this.length + extra));
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }
  unit(code: number) {
    this.reserve(1);
    this.buffer[this.length++] = code;
  }
  repeat(code: number, count: number) {
    this.reserve(count);
    this.buffer.fill(code, this.length, this.length + count);
    this.length += count;
  }
  /** Whether the units written since `from` equal text[start, end). */
  same(from: number, text: string, start: number, end: number): boolean {
    if (this.length - from !== end - start) return false;
    for (let k = 0; k < end - start; k++) if (this.buffer[from + k] !== text.charCodeAt(start + k)) return false;
    return true;
  }
  toString() {
    return Buffer.from(this.buffer.buffer, 0, this.length * 2).toString('utf16le');
  }
}

export default defineTool({
  slug: 'tab-space-converter',
  name: 'Tab / space converter',
  category: 'developer',
  description:
    'Converts tabs to spaces or spaces to tabs with a given tab width, honouring tab stops (so alignment is kept), either in leading indentation only or everywhere on the line.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to convert.' },
      mode: {
        type: 'string',
        enum: ['tabs-to-spaces', 'spaces-to-tabs'],
        default: 'tabs-to-spaces',
        description: 'Direction: tabs-to-spaces (expand, the default) or spaces-to-tabs (collapse blanks up to tab stops).',
      },
      tabWidth: { type: 'integer', minimum: 1, maximum: 16, default: 4, description: 'Columns between tab stops.' },
      scope: {
        type: 'string',
        enum: ['leading', 'everywhere'],
        default: 'leading',
        description: 'leading: only the indentation at the start of each line; everywhere: every run of blanks (runs of 2+ columns become tabs).',
      },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string' },
      tabsBefore: { type: 'integer', description: 'Tab characters in the input.' },
      tabsAfter: { type: 'integer', description: 'Tab characters in the output.' },
      linesChanged: { type: 'integer', description: 'Lines whose text changed.' },
    },
    required: ['text', 'tabsBefore', 'tabsAfter', 'linesChanged'],
  },
  examples: [
    {
      inputs: { text: 'function f() {\n\tif (x) {\n\t\treturn 1;\t// one\n\t}\n}', mode: 'tabs-to-spaces', tabWidth: 2, scope: 'leading' },
      result: {
        text: 'function f() {\n  if (x) {\n    return 1;\t// one\n  }\n}',
        tabsBefore: 5,
        tabsAfter: 1,
        linesChanged: 3,
      },
    },
    {
      inputs: { text: 'name    value\n        indented\nab  cd', mode: 'spaces-to-tabs', tabWidth: 4, scope: 'everywhere' },
      result: { text: 'name\tvalue\n\t\tindented\nab\tcd', tabsBefore: 0, tabsAfter: 4, linesChanged: 3 },
    },
  ],
  run({ text, mode, tabWidth, scope }: Inputs) {
    const useTabs = mode === 'spaces-to-tabs';
    const out = new Writer(text.length + 16);
    let tabsBefore = 0;
    let tabsAfter = 0;
    let linesChanged = 0;
    let column = 0;
    let inLeading = true;
    let lineChanged = false;
    const stopAfter = (col: number) => (Math.floor(col / tabWidth) + 1) * tabWidth;
    for (let i = 0; i < text.length; ) {
      const code = text.charCodeAt(i);
      if (code === 10 || code === 13) {
        if (lineChanged) linesChanged++;
        out.unit(code);
        column = 0;
        inLeading = true;
        lineChanged = false;
        i++;
        continue;
      }
      if ((code === 32 || code === 9) && (inLeading || scope === 'everywhere')) {
        // A run of blanks: measure the columns it spans, then write it back as spaces, or as tabs up to the last
        // tab stop it reaches plus spaces. Inside a line a single blank stays a space (like unexpand -a).
        const leading = inLeading;
        const start = column;
        const runStart = i;
        let runTabs = 0;
        while (i < text.length) {
          const c = text.charCodeAt(i);
          if (c === 32) column++;
          else if (c === 9) {
            column = stopAfter(column);
            runTabs++;
          } else break;
          i++;
        }
        tabsBefore += runTabs;
        const before = out.length;
        if (!useTabs || (!leading && column - start < 2)) {
          if (runTabs === 0) {
            for (let k = runStart; k < i; k++) out.unit(32);
          } else {
            out.repeat(32, column - start);
          }
        } else {
          let col = start;
          while (stopAfter(col) <= column) {
            out.unit(9);
            tabsAfter++;
            col = stopAfter(col);
          }
          out.repeat(32, column - col);
        }
        if (!out.same(before, text, runStart, i)) lineChanged = true;
        inLeading = false;
        continue;
      }
      inLeading = false;
      if (code === 9) {
        tabsBefore++;
        tabsAfter++;
        column = stopAfter(column);
      } else if (code < 0xdc00 || code > 0xdfff) {
        column++;
      }
      out.unit(code);
      i++;
    }
    if (lineChanged) linesChanged++;
    return { text: out.toString(), tabsBefore, tabsAfter, linesChanged };
  },
});
