import { Composer, LineCounter, Parser, isScalar, visit, type CST, type Document, type Pair } from 'yaml';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

interface Inputs {
  yaml: string;
  indent: number;
  sortKeys: boolean;
  block: boolean;
  indentSequences: boolean;
  lineWidth: number;
}

/** Deeper nesting is refused: composing and printing recurse per level, and real documents stay far below it. */
const MAX_DEPTH = 128;
/** Estimated characters of output allowed (the input plus its indentation). */
const MAX_OUTPUT = 20_000_000;
const collections = new Set(['block-map', 'block-seq', 'flow-collection']);
const leaves = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar', 'alias']);

/**
 * Nesting of the concrete syntax tree, walked without recursion: the deepest collection level, and the sum of the
 * levels at every scalar (about the indentation the output gets). Stops early past `limit`.
 */
function cstNesting(tokens: CST.Token[], limit: number): { depth: number; indentLevels: number } {
  let depth = 0;
  let indentLevels = 0;
  const stack: Array<[unknown, number]> = tokens.map((token) => [token, 0]);
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    let inner = level;
    const type = (node as { type?: unknown }).type;
    if (typeof type === 'string') {
      if (collections.has(type)) {
        inner = level + 1;
        if (inner > depth && (depth = inner) > limit) break;
      } else if (leaves.has(type)) {
        indentLevels += level;
      }
    }
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, inner]);
  }
  return { depth, indentLevels };
}

function keyText(pair: Pair): string {
  const key = pair.key as unknown;
  if (isScalar(key)) return String(key.value);
  if (key === null || key === undefined) return '';
  try {
    return String(key);
  } catch {
    return '';
  }
}

/** Plain code-unit order, with merge keys (<<) kept first so overrides still follow them. */
function compareKeys(a: Pair, b: Pair): number {
  const x = keyText(a);
  const y = keyText(b);
  if (x === '<<' || y === '<<') return x === y ? 0 : x === '<<' ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

export default defineTool({
  slug: 'yaml-formatter',
  name: 'YAML formatter',
  category: 'developer',
  description:
    'Re-indents and normalises YAML (all documents of a stream) with the yaml library, keeping comments, anchors and aliases; optionally sorts mapping keys and turns flow collections ({…}, […]) into block style. Syntax errors are reported with their line and column.',
  inputSchema: {
    type: 'object',
    properties: {
      yaml: { type: 'string', maxLength: 1_000_000, description: 'The YAML text (several documents separated by --- are allowed).' },
      indent: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per nesting level.' },
      sortKeys: { type: 'boolean', default: false, description: 'Sort the keys of every mapping (merge keys << stay first).' },
      block: { type: 'boolean', default: false, description: 'Rewrite flow collections ({a: 1}, [1, 2]) in block style.' },
      indentSequences: {
        type: 'boolean',
        default: true,
        description: 'Indent "- item" lines under their parent key; false puts the dash at the key\'s column.',
      },
      lineWidth: {
        type: 'integer',
        minimum: 0,
        maximum: 1000,
        default: 80,
        description: 'Fold long plain and quoted strings at this width; 0 never folds.',
      },
    },
    required: ['yaml'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string' },
      documents: { type: 'integer', description: 'Number of YAML documents in the stream.' },
      warnings: { type: 'array', items: { type: 'string' }, description: 'Non-fatal issues such as unknown tags (first 20).' },
    },
    required: ['formatted', 'documents', 'warnings'],
  },
  examples: [
    {
      inputs: {
        yaml: '# service config\nserver: {host: localhost,   port: 8080}\ndatabase:\n    user: app\n    pools:\n    - name: main\n      size: 10\n',
        indent: 2,
        sortKeys: false,
        block: true,
        indentSequences: true,
        lineWidth: 80,
      },
      result: {
        formatted: '# service config\nserver:\n  host: localhost\n  port: 8080\ndatabase:\n  user: app\n  pools:\n    - name: main\n      size: 10\n',
        documents: 1,
        warnings: [],
      },
    },
    {
      inputs: {
        yaml: 'defaults: &defaults\n  timeout: 30\n  retries: 3\nproduction:\n  <<: *defaults\n  url: https://example.com\n  debug: false\n---\nzeta: 1\nalpha: 2\n',
        indent: 4,
        sortKeys: true,
        block: false,
        indentSequences: false,
        lineWidth: 80,
      },
      result: {
        formatted: 'defaults: &defaults\n    retries: 3\n    timeout: 30\nproduction:\n    <<: *defaults\n    debug: false\n    url: https://example.com\n---\nalpha: 2\nzeta: 1\n',
        documents: 2,
        warnings: [],
      },
    },
  ],
  heavy: true,
  // A 1 MB document takes about 2 s to parse and re-emit.
  timeoutMs: 5_000,
  run({ yaml, indent, sortKeys, block, indentSequences, lineWidth }: Inputs) {
    const lineCounter = new LineCounter();
    const tokens = attempt('Could not parse the YAML', () => Array.from(new Parser(lineCounter.addNewLine).parse(yaml)));
    const { depth, indentLevels } = cstNesting(tokens, MAX_DEPTH);
    if (depth > MAX_DEPTH) throw new ToolError(`The YAML nests collections more than ${MAX_DEPTH} levels deep; check for unclosed [ or {.`);
    if (yaml.length + indentLevels * indent > MAX_OUTPUT) {
      throw new ToolError('The formatted YAML would be too large (deep nesting with many values); format a smaller part.');
    }
    const list: Document.Parsed[] = attempt('Could not parse the YAML', () => Array.from(new Composer().compose(tokens)));
    const where = (offset: number | undefined) => {
      if (offset === undefined) return '';
      const { line, col } = lineCounter.linePos(offset);
      return ` (line ${line}, column ${col})`;
    };
    const warnings: string[] = [];
    for (const doc of list) {
      const [error] = doc.errors;
      if (error) throw new ToolError(`The YAML is invalid: ${error.message.split('\n')[0]!.slice(0, 300)}${where(error.pos[0])}`);
      for (const warning of doc.warnings) {
        if (warnings.length < 20) warnings.push(`${warning.message.split('\n')[0]!.slice(0, 300)}${where(warning.pos[0])}`);
      }
    }
    const formatted = attempt('Could not format the YAML', () => {
      for (const doc of list) {
        if (sortKeys || block) {
          visit(doc, {
            Map(_, map) {
              if (sortKeys) map.items.sort(compareKeys);
              if (block) map.flow = false;
            },
            Seq(_, seq) {
              if (block) seq.flow = false;
            },
          });
        }
      }
      return list
        .map((doc) => doc.toString({ indent, indentSeq: indentSequences, lineWidth, minContentWidth: 0 }))
        .join('');
    });
    // A stream of only comments has no document to re-emit; it is returned as it was.
    if (list.length === 0) return { formatted: yaml.trim() === '' ? '' : `${yaml.trimEnd()}\n`, documents: 0, warnings };
    return { formatted, documents: list.length, warnings };
  },
});
