import { syntax } from 'csso';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { cssNesting } from '../nesting.ts';

const commentModes = ['exclamation', 'first-exclamation', 'none'] as const;
type CommentMode = (typeof commentModes)[number];

interface Inputs {
  css: string;
  restructure: boolean;
  comments: CommentMode;
}

const MAX_WARNINGS = 20;
/** Deeper nesting is refused: the parser recurses per level, and real stylesheets stay far below this. */
const MAX_DEPTH = 128;

export default defineTool({
  slug: 'css-minifier',
  name: 'CSS minifier',
  category: 'developer',
  description:
    'Minifies a stylesheet with CSSO (whitespace, shorter colours and values, optional rule merging); reports the size saving and any syntax problems the tolerant parser skipped.',
  inputSchema: {
    type: 'object',
    properties: {
      css: { type: 'string', maxLength: 1_000_000, description: 'The stylesheet to minify.' },
      restructure: {
        type: 'boolean',
        default: true,
        description: 'Merge and move rules and declarations (structural optimisation); false only compresses in place.',
      },
      comments: {
        type: 'string',
        enum: commentModes,
        default: 'exclamation',
        description: 'Which /*! … */ comments to keep: all of them, only the first, or none.',
      },
    },
    required: ['css'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string' },
      originalBytes: { type: 'integer', description: 'UTF-8 size of the input.' },
      minifiedBytes: { type: 'integer', description: 'UTF-8 size of the output.' },
      savedPercent: { type: 'number', description: 'Size reduction in percent, one decimal.' },
      warnings: {
        type: 'array',
        description: 'Syntax errors the parser recovered from by dropping the broken part (first 20).',
        items: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            line: { type: 'integer' },
            column: { type: 'integer' },
          },
          required: ['message', 'line', 'column'],
        },
      },
    },
    required: ['minified', 'originalBytes', 'minifiedBytes', 'savedPercent', 'warnings'],
  },
  examples: [
    {
      inputs: {
        css: '/*! theme v1 */\n/* layout */\n.card {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}\n\n.title { color: #ff0000; }\n',
        restructure: true,
        comments: 'exclamation',
      },
      result: {
        minified: '/*! theme v1 */\n.card{margin:0}.card,.title{color:red}',
        originalBytes: 112,
        minifiedBytes: 54,
        savedPercent: 51.8,
        warnings: [],
      },
    },
    {
      inputs: {
        css: '/*! keep? */\na { font-weight: bold; color: rgb(0, 0, 255) }\n.x { margin: 10px; ; color red }\np { margin: 10px }',
        restructure: false,
        comments: 'none',
      },
      result: {
        minified: 'a{font-weight:700;color:#00f}.x{margin:10px}p{margin:10px}',
        originalBytes: 111,
        minifiedBytes: 58,
        savedPercent: 47.7,
        warnings: [{ message: 'Colon is expected', line: 3, column: 28 }],
      },
    },
  ],
  heavy: true,
  // Restructuring a 1 MB stylesheet takes about 1.5 s.
  timeoutMs: 5_000,
  run({ css, restructure, comments }: Inputs) {
    if (cssNesting(css, MAX_DEPTH).depth > MAX_DEPTH) {
      throw new ToolError(`The CSS nests blocks, parentheses or brackets more than ${MAX_DEPTH} levels deep; check for unclosed { ( or [.`);
    }
    const warnings: Array<{ message: string; line: number; column: number }> = [];
    const minified = attempt('Could not minify the CSS', () => {
      const ast = syntax.parse(css, {
        positions: true,
        onParseError(error) {
          const { line, column } = error as unknown as { line?: number; column?: number };
          if (warnings.length < MAX_WARNINGS) warnings.push({ message: error.message, line: line ?? 0, column: column ?? 0 });
        },
      });
      const compressed = syntax.compress(ast, {
        restructure,
        comments: comments === 'none' ? false : comments,
      });
      return syntax.generate(compressed.ast);
    });
    const originalBytes = Buffer.byteLength(css, 'utf8');
    const minifiedBytes = Buffer.byteLength(minified, 'utf8');
    const savedPercent = originalBytes === 0 ? 0 : Math.round(((originalBytes - minifiedBytes) / originalBytes) * 1000) / 10;
    return { minified, originalBytes, minifiedBytes, savedPercent, warnings };
  },
});
