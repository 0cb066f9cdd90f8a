import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

/** What survives: the structural and inline tags Markdown produces, with only harmless attributes and URL schemes. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'input'],
  allowedAttributes: {
    a: ['href', 'name', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
    input: [{ name: 'type', multiple: false, values: ['checkbox'] }, 'checked', 'disabled'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
};

/** Markdown nests blocks recursively; deeper documents are refused long before that nears the stack limit. */
const MAX_NESTING = 100;

/** An upper estimate of block nesting: per line, indentation (two columns a level) plus the > and list markers opening it. */
function markdownNesting(markdown: string): number {
  let max = 0;
  for (const line of markdown.split('\n')) {
    let i = 0;
    let columns = 0;
    for (; i < line.length; i++) {
      if (line[i] === ' ') columns++;
      else if (line[i] === '\t') columns += 4;
      else break;
    }
    let depth = Math.floor(columns / 2);
    for (;;) {
      while (line[i] === ' ' || line[i] === '\t') i++;
      const c = line[i];
      const spaced = (at: number) => at >= line.length || line[at] === ' ' || line[at] === '\t';
      if (c === '>') {
        i++;
      } else if ((c === '-' || c === '*' || c === '+') && spaced(i + 1)) {
        i += 2;
      } else {
        let j = i;
        while (j < line.length && j - i < 9 && line[j]! >= '0' && line[j]! <= '9') j++;
        if (j === i || (line[j] !== '.' && line[j] !== ')') || !spaced(j + 1)) break;
        i = j + 2;
      }
      depth++;
    }
    if (depth > max) max = depth;
  }
  return max;
}

interface Inputs {
  markdown: string;
  gfm: boolean;
  breaks: boolean;
}

export default defineTool({
  slug: 'markdown-to-html',
  name: 'Markdown to HTML',
  category: 'developer',
  description:
    'Renders Markdown (CommonMark, optionally GitHub-flavoured: tables, task lists, strikethrough, autolinks) to HTML, then sanitises it: scripts, event-handler attributes, styles and javascript: URLs are removed.',
  inputSchema: {
    type: 'object',
    properties: {
      markdown: { type: 'string', maxLength: 200_000, description: 'The Markdown text.' },
      gfm: { type: 'boolean', default: true, description: 'Enable GitHub-flavoured Markdown extensions.' },
      breaks: { type: 'boolean', default: false, description: 'Turn single line breaks into <br> (as in GitHub comments).' },
    },
    required: ['markdown'],
  },
  outputSchema: {
    type: 'object',
    properties: { html: { type: 'string', description: 'Sanitised HTML fragment.' } },
    required: ['html'],
  },
  examples: [
    {
      inputs: {
        markdown: '# Release notes\n\n- [x] Fix **login** bug\n- [ ] Update `docs`\n\n| Flag | Default |\n|:-----|--------:|\n| `-v` | off |\n',
        gfm: true,
        breaks: false,
      },
      result: {
        html: '<h1>Release notes</h1>\n<ul>\n<li><input checked disabled type="checkbox" /> Fix <strong>login</strong> bug</li>\n<li><input disabled type="checkbox" /> Update <code>docs</code></li>\n</ul>\n<table>\n<thead>\n<tr>\n<th align="left">Flag</th>\n<th align="right">Default</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left"><code>-v</code></td>\n<td align="right">off</td>\n</tr>\n</tbody></table>\n',
      },
    },
    {
      inputs: {
        markdown:
          'Click [here](javascript:alert(1)) or [there](https://example.com "Example").\n<img src=x onerror="alert(1)">\n<script>steal()</script>\nLine two',
        gfm: true,
        breaks: true,
      },
      result: {
        html: '<p>Click <a>here</a> or <a href="https://example.com" title="Example">there</a>.<br /><img src="x" /></p>\n\n<p>Line two</p>\n',
      },
    },
  ],
  heavy: true,
  run({ markdown, gfm, breaks }: Inputs) {
    if (markdownNesting(markdown) > MAX_NESTING) {
      throw new ToolError(`The Markdown nests quotes, lists or indentation more than ${MAX_NESTING} levels deep.`);
    }
    const marked = new Marked({ gfm, breaks, async: false });
    const raw = attempt('Could not render the Markdown', () => marked.parse(markdown) as string);
    return { html: attempt('Could not sanitise the HTML', () => sanitizeHtml(raw, sanitizeOptions)) };
  },
});
