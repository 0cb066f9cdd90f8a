import beautify from 'js-beautify';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';
import { cssNesting } from '../nesting.ts';

const braceStyles = ['collapse', 'expand', 'end-expand'] as const;

/** Deeper bracket nesting is refused: real code stays far below it, and indentation would explode the output. */
const MAX_DEPTH = 200;
/** Estimated characters of output allowed (the input plus its indentation). */
const MAX_OUTPUT = 20_000_000;

interface Inputs {
  code: string;
  indentSize: number;
  indentWithTabs: boolean;
  braceStyle: (typeof braceStyles)[number];
  preserveNewlines: boolean;
  maxPreserveNewlines: number;
}

export default defineTool({
  slug: 'javascript-formatter',
  name: 'JavaScript formatter',
  category: 'developer',
  description:
    'Pretty-prints JavaScript (also minified code, JSON and most modern syntax) with js-beautify 2.0.3, the engine of the CSS and HTML formatters: one statement per line, blocks indented, spaces around operators. braceStyle: collapse keeps { on the line of its statement, expand puts every { on its own line, end-expand only puts else/catch on a new line after }. preserveNewlines keeps the blank lines of the input, at most maxPreserveNewlines line breaks in a row (0: no limit). The code is formatted, never run; a syntax error does not stop the formatter (it formats what it can). changed says whether the text differs from the input.',
  inputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', maxLength: 500_000, description: 'The JavaScript to format.' },
      indentSize: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per level (ignored with indentWithTabs).' },
      indentWithTabs: { type: 'boolean', default: false, description: 'Indent with one tab per level instead of spaces.' },
      braceStyle: { type: 'string', enum: braceStyles, default: 'collapse', description: 'Where opening braces go: collapse (same line), expand (own line) or end-expand.' },
      preserveNewlines: { type: 'boolean', default: true, description: 'Keep the line breaks between statements that the input has.' },
      maxPreserveNewlines: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Most consecutive line breaks kept (2 keeps one blank line; 0 keeps all).' },
    },
    required: ['code'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted code (no final newline).' },
      changed: { type: 'boolean', description: 'Whether the formatted code differs from the input.' },
    },
    required: ['formatted', 'changed'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "code": "function add(a,b){if(a>b){return a-b}else{return a+b}}\n\n\n\nconst x={a:1,b:[1,2,3]};",
        "indentSize": 2,
        "indentWithTabs": false,
        "braceStyle": "collapse",
        "preserveNewlines": true,
        "maxPreserveNewlines": 2
      },
      "result": {
        "formatted": "function add(a, b) {\n  if (a > b) {\n    return a - b\n  } else {\n    return a + b\n  }\n}\n\nconst x = {\n  a: 1,\n  b: [1, 2, 3]\n};",
        "changed": true
      }
    },
    {
      "inputs": {
        "code": "const f=async(x)=>{try{await g(x)}catch(e){console.error(e)}finally{done()}}",
        "indentSize": 4,
        "indentWithTabs": false,
        "braceStyle": "end-expand",
        "preserveNewlines": true,
        "maxPreserveNewlines": 2
      },
      "result": {
        "formatted": "const f = async (x) => {\n    try {\n        await g(x)\n    }\n    catch (e) {\n        console.error(e)\n    }\n    finally {\n        done()\n    }\n}",
        "changed": true
      }
    },
    {
      "inputs": {
        "code": "if(ok){run()}\n\n\n\n\nlet s='a'+\"b\";",
        "indentSize": 2,
        "indentWithTabs": true,
        "braceStyle": "expand",
        "preserveNewlines": true,
        "maxPreserveNewlines": 0
      },
      "result": {
        "formatted": "if (ok)\n{\n\trun()\n}\n\n\n\n\nlet s = 'a' + \"b\";",
        "changed": true
      }
    },
    {
      "inputs": {
        "code": "let a = 1;\n\nfunction f() {\n  return a;\n}",
        "indentSize": 2,
        "indentWithTabs": false,
        "braceStyle": "collapse",
        "preserveNewlines": true,
        "maxPreserveNewlines": 2
      },
      "result": {
        "formatted": "let a = 1;\n\nfunction f() {\n  return a;\n}",
        "changed": false
      }
    }
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ code, indentSize, indentWithTabs, braceStyle, preserveNewlines, maxPreserveNewlines }: Inputs) {
    // Brackets outside strings and comments (cssNesting reads ' " and /* */ as JavaScript does).
    const { depth, indentLevels } = cssNesting(code, MAX_DEPTH);
    if (depth > MAX_DEPTH) throw new ToolError(`The code nests brackets, parentheses or braces more than ${MAX_DEPTH} levels deep; check for unclosed ( [ or {.`);
    if (code.length + indentLevels * (indentWithTabs ? 1 : indentSize) > MAX_OUTPUT) {
      throw new ToolError('The formatted code would be too large (deep nesting with many lines); format a smaller part.');
    }
    const formatted = attempt('Could not format the JavaScript', () =>
      beautify.js(code, {
        indent_size: indentSize,
        indent_with_tabs: indentWithTabs,
        brace_style: braceStyle,
        preserve_newlines: preserveNewlines,
        max_preserve_newlines: maxPreserveNewlines,
        end_with_newline: false,
      }),
    );
    return { formatted, changed: formatted !== code };
  },
});
