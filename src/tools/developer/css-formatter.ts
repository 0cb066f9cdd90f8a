import beautify from 'js-beautify';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

/** Deeper nesting is refused: real stylesheets stay far below it, and indentation would explode the output. */
const MAX_DEPTH = 128;
/** Estimated characters of output allowed (the input plus its indentation). */
const MAX_OUTPUT = 20_000_000;

/**
 * Nesting of {} () [] outside strings and comments: the deepest level, and the sum of the levels at every { } ; ,
 * (about the indentation a formatter writes). Stops early past `limit`, so hostile input costs one linear pass.
 */
function cssNesting(css: string, limit: number): { depth: number; indentLevels: number } {
  let level = 0;
  let depth = 0;
  let indentLevels = 0;
  for (let i = 0; i < css.length; i++) {
    const code = css.charCodeAt(i);
    if (code === 34 || code === 39) {
      for (i++; i < css.length && css.charCodeAt(i) !== code && css.charCodeAt(i) !== 10; i++) if (css.charCodeAt(i) === 92) i++;
    } else if (code === 47 && css.charCodeAt(i + 1) === 42) {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) break;
      i = end + 1;
    } else if (code === 123 || code === 40 || code === 91) {
      if (code === 123) indentLevels += level;
      if (++level > depth && (depth = level) > limit) break;
    } else if (code === 125 || code === 41 || code === 93) {
      if (level > 0) level--;
      if (code === 125) indentLevels += level;
    } else if (code === 59 || code === 44) {
      indentLevels += level;
    }
  }
  return { depth, indentLevels };
}

interface Inputs {
  css: string;
  indent: number;
  useTabs: boolean;
  selectorPerLine: boolean;
  blankLineBetweenRules: boolean;
}

export default defineTool({
  slug: 'css-formatter',
  name: 'CSS formatter',
  category: 'developer',
  description:
    'Pretty-prints CSS (also minified CSS) with js-beautify: one declaration per line, nested @media blocks indented, with a choice of indentation and selector layout.',
  inputSchema: {
    type: 'object',
    properties: {
      css: { type: 'string', maxLength: 1_000_000, description: 'The stylesheet to format.' },
      indent: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per level (ignored with useTabs).' },
      useTabs: { type: 'boolean', default: false, description: 'Indent with tabs instead of spaces.' },
      selectorPerLine: {
        type: 'boolean',
        default: true,
        description: 'Put each selector of a comma-separated list on its own line.',
      },
      blankLineBetweenRules: { type: 'boolean', default: true, description: 'Separate top-level rules with an empty line.' },
    },
    required: ['css'],
  },
  outputSchema: {
    type: 'object',
    properties: { formatted: { type: 'string' } },
    required: ['formatted'],
  },
  examples: [
    {
      inputs: {
        css: '.btn,.btn:hover{color:#fff;background:#06c}@media (max-width:600px){.btn{display:block;width:100%}}',
        indent: 2,
        useTabs: false,
        selectorPerLine: true,
        blankLineBetweenRules: true,
      },
      result: {
        formatted:
          '.btn,\n.btn:hover {\n  color: #fff;\n  background: #06c\n}\n\n@media (max-width:600px) {\n  .btn {\n    display: block;\n    width: 100%\n  }\n}',
      },
    },
    {
      inputs: { css: 'h1,h2{margin:0}p{line-height:1.5}', indent: 4, useTabs: true, selectorPerLine: false, blankLineBetweenRules: false },
      result: { formatted: 'h1, h2 {\n\tmargin: 0\n}\np {\n\tline-height: 1.5\n}' },
    },
  ],
  heavy: true,
  run({ css, indent, useTabs, selectorPerLine, blankLineBetweenRules }: Inputs) {
    const { depth, indentLevels } = cssNesting(css, MAX_DEPTH);
    if (depth > MAX_DEPTH) {
      throw new ToolError(`The CSS nests blocks, parentheses or brackets more than ${MAX_DEPTH} levels deep; check for unclosed { ( or [.`);
    }
    if (css.length + indentLevels * (useTabs ? 1 : indent) > MAX_OUTPUT) {
      throw new ToolError('The formatted CSS would be too large (deep nesting with many lines); format a smaller part.');
    }
    const formatted = attempt('Could not format the CSS', () =>
      beautify.css(css, {
        indent_size: indent,
        indent_with_tabs: useTabs,
        selector_separator_newline: selectorPerLine,
        newline_between_rules: blankLineBetweenRules,
        end_with_newline: false,
      }),
    );
    return { formatted };
  },
});
