import { minify } from 'terser';
import { ToolError, defineTool } from '../define.ts';

const commentModes = ['license', 'all', 'none'] as const;
/** Deeper bracket nesting is refused: the parser and compressor recurse per level (real code stays far below). */
const MAX_DEPTH = 200;

/**
 * Deepest nesting of ( [ { outside strings, template text and comments (regex literals are not told apart from
 * division, which can only miscount a little). Stops early past `limit`.
 */
function jsNesting(code: string, limit: number): number {
  let level = 0;
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 34 || c === 39 || c === 96) {
      for (i++; i < code.length && code.charCodeAt(i) !== c && (c === 96 || code.charCodeAt(i) !== 10); i++) if (code.charCodeAt(i) === 92) i++;
    } else if (c === 47 && code.charCodeAt(i + 1) === 42) {
      const end = code.indexOf('*/', i + 2);
      if (end === -1) break;
      i = end + 1;
    } else if (c === 47 && code.charCodeAt(i + 1) === 47) {
      const end = code.indexOf('\n', i + 2);
      if (end === -1) break;
      i = end;
    } else if (c === 40 || c === 91 || c === 123) {
      if (++level > depth && (depth = level) > limit) break;
    } else if ((c === 41 || c === 93 || c === 125) && level > 0) {
      level--;
    }
  }
  return depth;
}


interface Inputs {
  code: string;
  compress: boolean;
  mangle: boolean;
  module: boolean;
  toplevel: boolean;
  comments: (typeof commentModes)[number];
}

export default defineTool({
  slug: 'js-minifier',
  name: 'JavaScript minifier',
  category: 'developer',
  description:
    'Minifies modern JavaScript (ES2020+, optionally as an ES module) with Terser: dead-code removal, constant folding and name mangling; reports the size saving, or where a syntax error is.',
  inputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', maxLength: 1_000_000, description: 'The JavaScript source.' },
      compress: { type: 'boolean', default: true, description: 'Apply code transformations (dead code, folding, inlining).' },
      mangle: { type: 'boolean', default: true, description: 'Shorten local variable and function names.' },
      module: {
        type: 'boolean',
        default: false,
        description: 'Parse as an ES module (import/export allowed, strict mode, top-level names mangled).',
      },
      toplevel: { type: 'boolean', default: false, description: 'Also mangle and drop unused top-level names of a script.' },
      comments: {
        type: 'string',
        enum: commentModes,
        default: 'license',
        description: 'Keep license comments (/*! … */, @license, @preserve), all comments, or none.',
      },
    },
    required: ['code'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string' },
      originalBytes: { type: 'integer', description: 'UTF-8 size of the input.' },
      minifiedBytes: { type: 'integer', description: 'UTF-8 size of the output.' },
      savedPercent: { type: 'number', description: 'Size reduction in percent, one decimal.' },
    },
    required: ['minified', 'originalBytes', 'minifiedBytes', 'savedPercent'],
  },
  examples: [
    {
      inputs: {
        code: '/*! app v2 | MIT */\nfunction greet(name) {\n  const greeting = "Hello, " + name + "!";\n  if (false) { console.log("never"); }\n  return greeting;\n}\nconsole.log(greet("world"));\n',
        compress: true,
        mangle: true,
        module: false,
        toplevel: false,
        comments: 'license',
      },
      result: {
        minified: '/*! app v2 | MIT */\nfunction greet(e){return"Hello, "+e+"!"}console.log(greet("world"));',
        originalBytes: 175,
        minifiedBytes: 88,
        savedPercent: 49.7,
      },
    },
    {
      inputs: {
        code: 'export function area(radius) {\n  const pi = 3.14159; // close enough\n  return pi * radius * radius;\n}\n',
        compress: true,
        mangle: true,
        module: true,
        toplevel: false,
        comments: 'none',
      },
      result: { minified: 'export function area(r){return 3.14159*r*r}', originalBytes: 102, minifiedBytes: 43, savedPercent: 57.8 },
    },
  ],
  heavy: true,
  // Terser needs about 4 s for a 1 MB bundle.
  timeoutMs: 10_000,
  async run({ code, compress, mangle, module, toplevel, comments }: Inputs) {
    if (jsNesting(code, MAX_DEPTH) > MAX_DEPTH) {
      throw new ToolError(`The code nests brackets, parentheses or braces more than ${MAX_DEPTH} levels deep; check for unclosed ( [ or {.`);
    }
    let minified: string;
    try {
      const output = await minify(code, {
        compress,
        mangle,
        module,
        toplevel,
        format: { comments: comments === 'license' ? 'some' : comments === 'all' ? 'all' : false },
      });
      minified = output.code ?? '';
    } catch (error) {
      const { message, line, col } = error as { message?: string; line?: number; col?: number };
      const where = typeof line === 'number' ? ` (line ${line}, column ${(col ?? 0) + 1})` : '';
      throw new ToolError(`The JavaScript could not be minified: ${String(message ?? error).slice(0, 300)}${where}`);
    }
    const originalBytes = Buffer.byteLength(code, 'utf8');
    const minifiedBytes = Buffer.byteLength(minified, 'utf8');
    const savedPercent = originalBytes === 0 ? 0 : Math.round(((originalBytes - minifiedBytes) / originalBytes) * 1000) / 10;
    return { minified, originalBytes, minifiedBytes, savedPercent };
  },
});
