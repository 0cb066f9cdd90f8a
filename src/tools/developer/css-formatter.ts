import beautify from 'js-beautify';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { cssNesting } from '../nesting.ts';

/** Deeper nesting is refused: real stylesheets stay far below it, and indentation would explode the output. */
const MAX_DEPTH = 128;
/** Estimated characters of output allowed (the input plus its indentation). */
const MAX_OUTPUT = 20_000_000;

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
