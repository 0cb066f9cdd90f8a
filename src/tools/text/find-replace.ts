import { ToolError, defineTool } from '../define.ts';

const maxOutput = 2_000_000;
const tooLong = `The result would be longer than ${maxOutput.toLocaleString('en')} characters; narrow the search or shorten the replacement.`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The replacement text for one match, expanding $$, $&, $`, $', $1–$99 and $<name> as String.prototype.replace does. */
function substitute(
  template: string,
  match: string,
  position: number,
  subject: string,
  captures: (string | undefined)[],
  groups: Record<string, string | undefined> | undefined,
  limit: number,
): string {
  if (!template.includes('$')) return template;
  let out = '';
  for (let i = 0; i < template.length; i++) {
    if (out.length > limit) throw new ToolError(tooLong);
    const char = template[i]!;
    const next = template[i + 1];
    if (char !== '$' || next === undefined) {
      out += char;
      continue;
    }
    if (next === '$') {
      out += '$';
      i++;
    } else if (next === '&') {
      out += match;
      i++;
    } else if (next === '`') {
      out += subject.slice(0, position);
      i++;
    } else if (next === "'") {
      out += subject.slice(position + match.length);
      i++;
    } else if (next >= '0' && next <= '9') {
      const two = template[i + 2];
      const twoDigits = two !== undefined && two >= '0' && two <= '9' ? Number(next + two) : NaN;
      if (twoDigits >= 1 && twoDigits <= captures.length) {
        out += captures[twoDigits - 1] ?? '';
        i += 2;
      } else if (Number(next) >= 1 && Number(next) <= captures.length) {
        out += captures[Number(next) - 1] ?? '';
        i++;
      } else {
        out += '$';
      }
    } else if (next === '<' && groups !== undefined) {
      const close = template.indexOf('>', i + 2);
      if (close === -1) {
        out += '$';
        continue;
      }
      out += groups[template.slice(i + 2, close)] ?? '';
      i = close;
    } else {
      out += '$';
    }
  }
  return out;
}

interface Inputs {
  text: string;
  find: string;
  replace: string;
  regex: boolean;
  flags: string;
}

export default defineTool({
  slug: 'find-replace',
  name: 'Find and replace',
  category: 'text',
  description:
    'Replaces a literal string or a JavaScript regular expression in a text (all matches with the g flag, case-insensitively with i); regex replacements may use $1, $<name> and $&. Returns the new text and the number of replacements.',
  heavy: true,
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 500_000, description: 'The text to search.' },
      find: { type: 'string', minLength: 1, maxLength: 1_000, description: 'The literal text or regular expression to find.' },
      replace: { type: 'string', maxLength: 10_000, default: '', description: 'The replacement (literal unless regex is on).' },
      regex: { type: 'boolean', default: false, description: 'Treat "find" as a regular expression.' },
      flags: {
        type: 'string',
        pattern: '^[gimsuy]*$',
        maxLength: 6,
        default: 'g',
        description: 'g (every match), i (ignore case), m (^ and $ per line), s (dot matches newlines), u (Unicode), y (sticky); g and i also apply to literal searches.',
      },
    },
    required: ['text', 'find'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text after replacement.' },
      replacements: { type: 'integer', description: 'How many matches were replaced.' },
    },
    required: ['text', 'replacements'],
  },
  examples: [
    {
      inputs: { text: 'The cat sat on the cat mat.', find: 'cat', replace: 'dog', regex: false, flags: 'g' },
      result: { text: 'The dog sat on the dog mat.', replacements: 2 },
    },
    {
      inputs: { text: 'Dates: 2024-03-15 and 1999-12-31', find: '(\\d{4})-(\\d{2})-(\\d{2})', replace: '$3/$2/$1', regex: true, flags: 'g' },
      result: { text: 'Dates: 15/03/2024 and 31/12/1999', replacements: 2 },
    },
    {
      inputs: { text: 'Price: $5. PRICE: $6.', find: 'price', replace: 'Cost', regex: false, flags: 'i' },
      result: { text: 'Cost: $5. PRICE: $6.', replacements: 1 },
    },
  ],
  run({ text, find, replace, regex, flags }: Inputs) {
    if (new Set(flags).size !== flags.length) throw new ToolError(`"flags" repeats a flag: "${flags}"; give each at most once.`);
    let pattern: RegExp;
    try {
      pattern = new RegExp(regex ? find : escapeRegExp(find), flags);
    } catch (error) {
      throw new ToolError(`"find" is not a valid regular expression: ${(error as Error).message}`);
    }
    const literal = !regex;
    let replacements = 0;
    let length = text.length;
    const result = text.replace(pattern, (match: string, ...rest: unknown[]) => {
      const hasGroups = typeof rest[rest.length - 1] === 'object';
      const groups = hasGroups ? (rest.pop() as Record<string, string | undefined>) : undefined;
      rest.pop(); // the subject
      const position = rest.pop() as number;
      const out = literal ? replace : substitute(replace, match, position, text, rest as (string | undefined)[], groups, maxOutput - length);
      replacements++;
      length += out.length - match.length;
      if (length > maxOutput) throw new ToolError(tooLong);
      return out;
    });
    return { text: result, replacements };
  },
});
