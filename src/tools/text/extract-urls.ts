import { defineTool } from '../define.ts';

const urlStart = /\b(?:https?:\/\/|ftp:\/\/|www\.)/gi;
/** Characters a URL may contain (RFC 3986 plus percent signs); anything else ends it. */
const urlChar = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;
const trailingPunctuation = /[.,;:!?'"]/;

/** Drops punctuation that ends a sentence rather than the URL, and closing brackets that have no opening one. */
function trimEnd(url: string): string {
  const count = (char: string) => {
    let n = 0;
    for (let i = url.indexOf(char); i !== -1; i = url.indexOf(char, i + 1)) n++;
    return n;
  };
  const balance: Record<string, number> = { ')': count(')') - count('('), ']': count(']') - count('[') };
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    if (trailingPunctuation.test(last)) {
      end--;
    } else if ((last === ')' || last === ']') && balance[last]! > 0) {
      balance[last]!--;
      end--;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}

export default defineTool({
  slug: 'extract-urls',
  name: 'Extract URLs',
  category: 'text',
  description:
    'Finds the web addresses in a text — http://, https:// and ftp:// URLs and bare www. addresses — dropping trailing punctuation and unbalanced closing brackets, in order of appearance.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'Any text: a page, a log, a chat.' },
      unique: { type: 'boolean', default: true, description: 'List each URL once.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      urls: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            url: { type: 'string', description: 'The URL as written.' },
            hostname: { type: 'string' },
          },
          required: ['url', 'hostname'],
        },
      },
      count: { type: 'integer', description: 'How many URLs are listed.' },
    },
    required: ['urls', 'count'],
  },
  examples: [
    {
      inputs: {
        text: 'See https://example.com/docs?page=2, the wiki (https://en.wikipedia.org/wiki/URL_(disambiguation)) and www.example.org. Again: https://example.com/docs?page=2!',
        unique: true,
      },
      result: {
        urls: [
          { url: 'https://example.com/docs?page=2', hostname: 'example.com' },
          { url: 'https://en.wikipedia.org/wiki/URL_(disambiguation)', hostname: 'en.wikipedia.org' },
          { url: 'www.example.org', hostname: 'www.example.org' },
        ],
        count: 3,
      },
    },
    {
      inputs: { text: 'Mirror: ftp://files.example.net/pub/, local http://[::1]:8080/; a bare http:// is skipped.', unique: false },
      result: {
        urls: [
          { url: 'ftp://files.example.net/pub/', hostname: 'files.example.net' },
          { url: 'http://[::1]:8080/', hostname: '[::1]' },
        ],
        count: 2,
      },
    },
  ],
  run({ text, unique }: { text: string; unique: boolean }) {
    const urls: Array<{ url: string; hostname: string }> = [];
    const seen = new Set<string>();
    const start = new RegExp(urlStart);
    let match: RegExpExecArray | null;
    while ((match = start.exec(text)) !== null) {
      let end = match.index + match[0].length;
      while (end < text.length && urlChar.test(text[end]!)) end++;
      start.lastIndex = end;
      const url = trimEnd(text.slice(match.index, end));
      if (url.length <= match[0].length) continue;
      let hostname: string;
      try {
        hostname = new URL(/^www\./i.test(url) ? `http://${url}` : url).hostname;
      } catch {
        continue;
      }
      if (hostname === '') continue;
      if (unique) {
        if (seen.has(url)) continue;
        seen.add(url);
      }
      urls.push({ url, hostname });
    }
    return { urls, count: urls.length };
  },
});
