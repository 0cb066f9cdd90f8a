import { minify } from 'html-minifier-terser';
import { ToolError, defineTool } from '../define.ts';
import { htmlNesting } from '../nesting.ts';

/** Deeper element nesting is refused: real pages stay far below it, and the parser recurses per level. */
const MAX_DEPTH = 256;

interface Inputs {
  html: string;
  collapseWhitespace: boolean;
  removeComments: boolean;
  minifyCss: boolean;
  minifyJs: boolean;
  removeOptionalTags: boolean;
}

export default defineTool({
  slug: 'html-minifier',
  name: 'HTML minifier',
  category: 'developer',
  description:
    'Minifies HTML with html-minifier-terser 7.2.0: collapses whitespace between and inside text (keeping one space where it separates inline content; <pre> and <textarea> untouched), removes comments (conditional comments such as <!--[if IE]> are kept), minifies inline <style> with clean-css and <script> with terser (a script that does not parse is left as it is), and optionally drops optional tags (</p>, </li>, <html>, <head>, <body> … where the HTML spec allows). Attribute values and quotes are kept. Sizes are UTF-8 bytes; savedPercent is rounded to one decimal. Malformed markup (such as a broken end tag) is refused with the parser\'s message.',
  inputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', maxLength: 1_000_000, description: 'The HTML document or fragment to minify.' },
      collapseWhitespace: { type: 'boolean', default: true, description: 'Collapse and remove whitespace in text (not in pre or textarea).' },
      removeComments: { type: 'boolean', default: true, description: 'Remove HTML comments (conditional comments stay).' },
      minifyCss: { type: 'boolean', default: true, description: 'Minify <style> elements and style attributes with clean-css.' },
      minifyJs: { type: 'boolean', default: true, description: 'Minify <script> elements and event-handler attributes with terser.' },
      removeOptionalTags: { type: 'boolean', default: false, description: 'Drop start and end tags the HTML spec lets a parser infer.' },
    },
    required: ['html'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string', description: 'The minified HTML.' },
      originalBytes: { type: 'integer', description: 'UTF-8 size of the input.' },
      minifiedBytes: { type: 'integer', description: 'UTF-8 size of the output.' },
      savedPercent: { type: 'number', description: 'Bytes saved as a percentage of the input, one decimal.' },
    },
    required: ['minified', 'originalBytes', 'minifiedBytes', 'savedPercent'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "html": "<!DOCTYPE html>\n<html>\n  <head>\n    <title> Demo </title>\n    <!-- page styles -->\n    <style>\n      body { color : red ; margin : 0px }\n    </style>\n  </head>\n  <body>\n    <!--[if IE]><p>Old browser</p><![endif]-->\n    <p class=\"intro\">\n      Hello,   <b>world</b> !\n    </p>\n    <pre>  keep\n   this  </pre>\n    <script>\n      alert( \"hi\" );\n    </script>\n  </body>\n</html>",
        "collapseWhitespace": true,
        "removeComments": true,
        "minifyCss": true,
        "minifyJs": true,
        "removeOptionalTags": false
      },
      "result": {
        "minified": "<!DOCTYPE html><html><head><title>Demo</title><style>body{color:red;margin:0}</style></head><body><!--[if IE]><p>Old browser</p><![endif]--><p class=\"intro\">Hello, <b>world</b> !</p><pre>  keep\n   this  </pre><script>alert(\"hi\")</script></body></html>",
        "originalBytes": 374,
        "minifiedBytes": 251,
        "savedPercent": 32.9
      }
    },
    {
      "inputs": {
        "html": "<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>\n<p>A <a href=\"/x\">link</a>  here.</p>",
        "collapseWhitespace": true,
        "removeComments": true,
        "minifyCss": true,
        "minifyJs": true,
        "removeOptionalTags": true
      },
      "result": {
        "minified": "<ul><li>One<li>Two</ul><p>A <a href=\"/x\">link</a> here.",
        "originalBytes": 78,
        "minifiedBytes": 55,
        "savedPercent": 29.5
      }
    },
    {
      "inputs": {
        "html": "<div>\n  <textarea name=\"t\">  a\n  b </textarea>\n  <span>x</span> <span>y</span>\n</div>",
        "collapseWhitespace": true,
        "removeComments": true,
        "minifyCss": false,
        "minifyJs": false,
        "removeOptionalTags": false
      },
      "result": {
        "minified": "<div><textarea name=\"t\">  a\n  b </textarea> <span>x</span> <span>y</span></div>",
        "originalBytes": 85,
        "minifiedBytes": 79,
        "savedPercent": 7.1
      }
    }
  ],
  heavy: true,
  timeoutMs: 10_000,
  async run({ html, collapseWhitespace, removeComments, minifyCss, minifyJs, removeOptionalTags }: Inputs) {
    if (htmlNesting(html, MAX_DEPTH).depth > MAX_DEPTH) throw new ToolError(`The HTML nests elements more than ${MAX_DEPTH} levels deep; check for unclosed tags.`);
    let minified: string;
    try {
      minified = await minify(html, { collapseWhitespace, removeComments, minifyCSS: minifyCss, minifyJS: minifyJs, removeOptionalTags });
    } catch (error) {
      throw new ToolError(`The HTML could not be minified: ${String((error as Error).message ?? error).slice(0, 300)}`);
    }
    const originalBytes = Buffer.byteLength(html, 'utf8');
    const minifiedBytes = Buffer.byteLength(minified, 'utf8');
    const savedPercent = originalBytes === 0 ? 0 : Math.round(((originalBytes - minifiedBytes) / originalBytes) * 1000) / 10;
    return { minified, originalBytes, minifiedBytes, savedPercent };
  },
});
