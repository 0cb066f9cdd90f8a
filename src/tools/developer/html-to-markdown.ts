import TurndownService from 'turndown';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { htmlNesting } from '../nesting.ts';

/** Deeper element nesting is refused: the converter recurses per level, and real pages stay far below it. */
const MAX_DEPTH = 256;

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
      bulletListMarker: { type: 'string', enum: ['-', '*', '+'], default: '-', description: 'Character that starts each item of an unordered list; - by default.' },
      codeBlockStyle: {
        type: 'string',
        enum: ['fenced', 'indented'],
        default: 'fenced',
        description: 'fenced: code blocks between ``` lines, with the language (the default); indented: code indented by four spaces.',
      },
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
