import { defineTool, nullable } from '../define.ts';

const flavors = ['javascript', 'pcre', 'posix-ere', 'posix-bre'] as const;
type Flavor = (typeof flavors)[number];

/** Characters with a special meaning, per flavor; each is escaped with a backslash. */
const specials: Record<Flavor, RegExp> = {
  // Syntax characters plus / (for regex literals); all are valid identity escapes with the u and v flags too.
  javascript: /[\\^$.*+?()[\]{}|/]/g,
  // PCRE, Python, Java, .NET and Go/RE2 accept a backslash before any punctuation; - and # matter in classes and x mode.
  pcre: /[\\^$.*+?()[\]{}|\-#/]/g,
  'posix-ere': /[\\^$.*+?()[\]{}|]/g,
  // In basic regular expressions ( ) { } + ? | are literal unless escaped.
  'posix-bre': /[\\^$.*[\]]/g,
};

const controlEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '\f': '\\f', '\u2028': '\\u2028', '\u2029': '\\u2029' };

interface Inputs {
  text: string;
  flavor: Flavor;
  anchor: boolean;
}

export default defineTool({
  slug: 'regex-escape',
  name: 'Regex escape',
  category: 'developer',
  description:
    'Escapes text so a regular expression matches it literally, for JavaScript (u/v-flag safe, plus a ready /…/ literal), PCRE-style engines (Python, Java, .NET, Go) or POSIX ERE/BRE (grep, sed).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The literal text to match.' },
      flavor: {
        type: 'string',
        enum: flavors,
        default: 'javascript',
        description: 'Regex dialect: javascript, pcre (also Python, Java, .NET, Go), posix-ere (grep -E, awk) or posix-bre (grep, sed).',
      },
      anchor: { type: 'boolean', default: false, description: 'Wrap the pattern in ^…$ so it matches the whole string only.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'The escaped pattern (anchored if asked).' },
      literal: nullable({ type: 'string' }, { description: 'A JavaScript regex literal /…/u of the pattern; null for other flavors.' }),
      escapedCount: { type: 'integer', description: 'How many characters needed escaping.' },
    },
    required: ['pattern', 'literal', 'escapedCount'],
  },
  examples: [
    {
      inputs: { text: 'price: $4.99 (approx.) [USD]', flavor: 'javascript', anchor: false },
      result: {
        pattern: 'price: \\$4\\.99 \\(approx\\.\\) \\[USD\\]',
        literal: '/price: \\$4\\.99 \\(approx\\.\\) \\[USD\\]/u',
        escapedCount: 7,
      },
    },
    {
      inputs: { text: 'C:\\temp\\*.log', flavor: 'posix-bre', anchor: true },
      result: { pattern: '^C:\\\\temp\\\\\\*\\.log$', literal: null, escapedCount: 4 },
    },
  ],
  run({ text, flavor, anchor }: Inputs) {
    // Every escape below adds a backslash (or, for U+2028/9, "\\u" plus four hex digits), so the count follows from lengths.
    let escaped = text.replace(specials[flavor], '\\$&');
    let escapedCount = escaped.length - text.length;
    // Line breaks and tabs become escapes (a raw line break cannot appear in a regex literal); \v and U+2028/9 only
    // where the escape means the same character (JavaScript), since PCRE reads \v as a class.
    const controls = flavor === 'javascript' ? Object.keys(controlEscapes) : flavor === 'pcre' ? ['\n', '\r', '\t', '\f'] : [];
    for (const char of controls) {
      if (!escaped.includes(char)) continue;
      const before = escaped.length;
      const replacement = controlEscapes[char]!;
      escaped = escaped.replaceAll(char, replacement);
      escapedCount += (escaped.length - before) / (replacement.length - 1);
    }
    const pattern = anchor ? `^${escaped}$` : escaped;
    return { pattern, literal: flavor === 'javascript' ? `/${pattern}/u` : null, escapedCount };
  },
});
