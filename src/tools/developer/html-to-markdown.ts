import TurndownService from 'turndown';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

/** Deeper element nesting is refused: the converter recurses per level, and real pages stay far below it. */
const MAX_DEPTH = 256;

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements a parser closes by itself when a sibling starts, so they never pile up into deep nesting. */
const selfEnding = new Set(['li', 'p', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rb', 'rt', 'rtc', 'rp', 'colgroup', 'caption', 'html', 'head', 'body']);
const rawTextElements = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes', 'plaintext']);

/**
 * Element nesting of an HTML text in one linear pass: the deepest level, and the sum of the levels at every tag
 * (about the indentation a formatter writes). Void, self-closing and self-ending elements do not nest; comments and
 * raw text (script, style…) are skipped. Stops early past `limit`.
 */
function htmlNesting(html: string, limit: number): { depth: number; indentLevels: number } {
  const lower = html.toLowerCase();
  let level = 0;
  let depth = 0;
  let indentLevels = 0;
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) break;
      i = end + 3;
      continue;
    }
    const closing = html.charCodeAt(i + 1) === 47;
    let j = i + (closing ? 2 : 1);
    const start = j;
    const first = html.charCodeAt(j) | 32;
    if (first < 97 || first > 122) {
      i++;
      continue;
    }
    while (j < html.length && /[A-Za-z0-9:-]/.test(html[j]!)) j++;
    const end = html.indexOf('>', j);
    if (end === -1) break;
    const name = lower.slice(start, j);
    indentLevels += level;
    const nests = !voidElements.has(name) && !selfEnding.has(name);
    if (closing) {
      if (nests && level > 0) level--;
    } else if (nests && html.charCodeAt(end - 1) !== 47) {
      if (++level > depth && (depth = level) > limit) break;
    }
    i = end + 1;
    if (!closing && rawTextElements.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      if (close === -1) break;
      i = close;
    }
  }
  return { depth, indentLevels };
}

interface Inputs {
  html: string;
  headingStyle: 'atx' | 'setext';
  bulletListMarker: '-' | '*' | '+';
  codeBlockStyle: 'fenced' | 'indented';
  emDelimiter: '_' | '*';
  strongDelimiter: '**' | '__';
  linkStyle: 'inlined' | 'referenced';
}

export default defineTool({
  slug: 'html-to-markdown',
  name: 'HTML to Markdown',
  category: 'developer',
  description:
    'Converts HTML to Markdown with Turndown: headings, emphasis, links, images, lists, block quotes and code blocks (language kept from class="language-…"); <script>, <style> and <noscript> are dropped, other unknown tags keep their text.',
  inputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', maxLength: 1_000_000, description: 'The HTML document or fragment.' },
      headingStyle: {
        type: 'string',
        enum: ['atx', 'setext'],
        default: 'atx',
        description: 'atx: "# Title"; setext: underlined with === or --- (levels 1–2 only).',
      },
      bulletListMarker: { type: 'string', enum: ['-', '*', '+'], default: '-' },
      codeBlockStyle: { type: 'string', enum: ['fenced', 'indented'], default: 'fenced' },
      emDelimiter: { type: 'string', enum: ['_', '*'], default: '_', description: 'Marker for <em>/<i>.' },
      strongDelimiter: { type: 'string', enum: ['**', '__'], default: '**', description: 'Marker for <strong>/<b>.' },
      linkStyle: {
        type: 'string',
        enum: ['inlined', 'referenced'],
        default: 'inlined',
        description: 'inlined: [text](url); referenced: [text][1] with the URLs listed at the end.',
      },
    },
    required: ['html'],
  },
  outputSchema: {
    type: 'object',
    properties: { markdown: { type: 'string' } },
    required: ['markdown'],
  },
  examples: [
    {
      inputs: {
        html: '<h1>Release notes</h1><p>Version <strong>2.0</strong> is <em>out</em> — see the <a href="https://example.com/docs">docs</a>.</p><ul><li>Faster start-up</li><li>New <code>--dry-run</code> flag</li></ul><pre><code class="language-bash">npm install app@2</code></pre><script>track()</script>',
        headingStyle: 'atx',
        bulletListMarker: '-',
        codeBlockStyle: 'fenced',
        emDelimiter: '_',
        strongDelimiter: '**',
        linkStyle: 'inlined',
      },
      result: {
        markdown:
          '# Release notes\n\nVersion **2.0** is _out_ — see the [docs](https://example.com/docs).\n\n-   Faster start-up\n-   New `--dry-run` flag\n\n```bash\nnpm install app@2\n```',
      },
    },
    {
      inputs: {
        html: '<h2>Links</h2><blockquote><p>Read the <a href="https://example.com/guide">guide</a> and the <a href="https://example.com/faq">FAQ</a>.</p></blockquote><ol><li>First</li><li>Second</li></ol>',
        headingStyle: 'setext',
        bulletListMarker: '*',
        codeBlockStyle: 'indented',
        emDelimiter: '*',
        strongDelimiter: '__',
        linkStyle: 'referenced',
      },
      result: {
        markdown:
          'Links\n-----\n\n> Read the [guide][1] and the [FAQ][2].\n\n1.  First\n2.  Second\n\n[1]: https://example.com/guide\n[2]: https://example.com/faq',
      },
    },
  ],
  heavy: true,
  // Converting a 1 MB page takes about 1.5 s.
  timeoutMs: 5_000,
  run({ html, headingStyle, bulletListMarker, codeBlockStyle, emDelimiter, strongDelimiter, linkStyle }: Inputs) {
    if (htmlNesting(html, MAX_DEPTH).depth > MAX_DEPTH) {
      throw new ToolError(`The HTML nests elements more than ${MAX_DEPTH} levels deep; check for unclosed tags.`);
    }
    const markdown = attempt('Could not convert the HTML', () => {
      const service = new TurndownService({
        headingStyle,
        bulletListMarker,
        codeBlockStyle,
        emDelimiter,
        strongDelimiter,
        linkStyle,
        hr: '---',
      });
      service.remove(['script', 'style', 'noscript']);
      return service.turndown(html);
    });
    return { markdown };
  },
});
