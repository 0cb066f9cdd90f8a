import beautify from 'js-beautify';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { htmlNesting } from '../nesting.ts';

const attributeWrapping = ['auto', 'force', 'force-aligned', 'force-expand-multiline', 'preserve'] as const;

/** Deeper element nesting is refused: real pages stay far below it, and indentation would explode the output. */
const MAX_DEPTH = 256;
/** Estimated characters of output allowed (the input plus its indentation). */
const MAX_OUTPUT = 20_000_000;

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
