import beautify from 'js-beautify';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

const attributeWrapping = ['auto', 'force', 'force-aligned', 'force-expand-multiline', 'preserve'] as const;

/** Deeper element nesting is refused: real pages stay far below it, and indentation would explode the output. */
const MAX_DEPTH = 256;
/** Estimated characters of output allowed (the input plus its indentation). */
const MAX_OUTPUT = 20_000_000;

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
  indent: number;
  useTabs: boolean;
  wrapLineLength: number;
  wrapAttributes: (typeof attributeWrapping)[number];
  indentInnerHtml: boolean;
}

export default defineTool({
  slug: 'html-formatter',
  name: 'HTML formatter',
  category: 'developer',
  description:
    'Pretty-prints HTML with js-beautify: nested elements indented, inline elements kept on their line, embedded <script> and <style> formatted too; tolerant of unclosed tags.',
  inputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', maxLength: 1_000_000, description: 'The HTML document or fragment to format.' },
      indent: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per level (ignored with useTabs).' },
      useTabs: { type: 'boolean', default: false, description: 'Indent with tabs instead of spaces.' },
      wrapLineLength: {
        type: 'integer',
        minimum: 0,
        maximum: 1000,
        default: 0,
        description: 'Wrap text and attributes at this column; 0 never wraps.',
      },
      wrapAttributes: {
        type: 'string',
        enum: attributeWrapping,
        default: 'auto',
        description:
          'auto wraps attributes only past wrapLineLength; force puts each attribute after the first on its own line; force-aligned aligns them with the first; force-expand-multiline puts every attribute on its own line; preserve keeps the input layout.',
      },
      indentInnerHtml: { type: 'boolean', default: false, description: 'Indent <head> and <body> inside <html>.' },
    },
    required: ['html'],
  },
  outputSchema: {
    type: 'object',
    properties: { formatted: { type: 'string' } },
    required: ['formatted'],
  },
  examples: [
    {
      inputs: {
        html: '<!doctype html><html><head><title>Hi</title></head><body><div class="card"><p>Hello <b>world</b></p><ul><li>One<li>Two</ul></div><script>if(ok){start()}</script></body></html>',
        indent: 2,
        useTabs: false,
        wrapLineLength: 0,
        wrapAttributes: 'auto',
        indentInnerHtml: false,
      },
      result: {
        formatted:
          '<!doctype html>\n<html>\n\n<head>\n  <title>Hi</title>\n</head>\n\n<body>\n  <div class="card">\n    <p>Hello <b>world</b></p>\n    <ul>\n      <li>One\n      <li>Two\n    </ul>\n  </div>\n  <script>\n    if (ok) {\n      start()\n    }\n  </script>\n</body>\n\n</html>',
      },
    },
    {
      inputs: {
        html: '<section id="pricing" class="plans" data-theme="dark"><h2 class="title">Plans</h2><p>Pick one.</p></section>',
        indent: 4,
        useTabs: false,
        wrapLineLength: 0,
        wrapAttributes: 'force-aligned',
        indentInnerHtml: false,
      },
      result: {
        formatted:
          '<section id="pricing"\n         class="plans"\n         data-theme="dark">\n    <h2 class="title">Plans</h2>\n    <p>Pick one.</p>\n</section>',
      },
    },
  ],
  heavy: true,
  run({ html, indent, useTabs, wrapLineLength, wrapAttributes, indentInnerHtml }: Inputs) {
    const { depth, indentLevels } = htmlNesting(html, MAX_DEPTH);
    if (depth > MAX_DEPTH) throw new ToolError(`The HTML nests elements more than ${MAX_DEPTH} levels deep; check for unclosed tags.`);
    if (html.length + indentLevels * (useTabs ? 1 : indent) > MAX_OUTPUT) {
      throw new ToolError('The formatted HTML would be too large (deep nesting with many elements); format a smaller part.');
    }
    const formatted = attempt('Could not format the HTML', () =>
      beautify.html(html, {
        indent_size: indent,
        indent_with_tabs: useTabs,
        wrap_line_length: wrapLineLength,
        wrap_attributes: wrapAttributes,
        indent_inner_html: indentInnerHtml,
        end_with_newline: false,
      }),
    );
    return { formatted };
  },
});
