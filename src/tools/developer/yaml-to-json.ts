import YAML from 'yaml';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

/** Each alias may be expanded at most this often in total, which defeats "billion laughs" alias bombs. */
const MAX_ALIAS_COUNT = 100;
/** The parser recurses per nesting level; deeper documents are refused long before that nears the stack limit. */
const MAX_NESTING = 100;

/**
 * An upper estimate of how deeply a YAML text nests: the chain of increasing indentation, plus compact "- " / "? "
 * markers opening a line, plus flow brackets ([ and {) left open.
 */
function yamlNesting(text: string): number {
  const indents: number[] = [];
  let block = 0;
  let flow = 0;
  let maxFlow = 0;
  for (const line of text.split('\n')) {
    let i = 0;
    while (line[i] === ' ') i++;
    if (i >= line.length || line[i] === '#' || line[i] === '\r') continue;
    while (indents.length > 0 && indents[indents.length - 1]! >= i) indents.pop();
    indents.push(i);
    let markers = 0;
    while ((line[i] === '-' || line[i] === '?' || line[i] === ':') && (i + 1 === line.length || line[i + 1] === ' ')) {
      markers++;
      i += 2;
      while (line[i] === ' ') i++;
    }
    block = Math.max(block, indents.length + markers);
    for (; i < line.length; i++) {
      const c = line[i];
      if (c === '[' || c === '{') maxFlow = Math.max(maxFlow, ++flow);
      else if ((c === ']' || c === '}') && flow > 0) flow--;
    }
  }
  return block + maxFlow;
}

export default defineTool({
  slug: 'yaml-to-json',
  name: 'YAML to JSON',
  category: 'developer',
  description:
    'Converts YAML 1.2 to JSON. Anchors and aliases are expanded (with a cap against alias bombs), duplicate keys are refused, and a multi-document stream becomes a JSON array of its documents.',
  inputSchema: {
    type: 'object',
    properties: {
      yaml: { type: 'string', maxLength: 500_000, description: 'The YAML text to convert.' },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level (0 puts it on one line).' },
    },
    required: ['yaml'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string' },
      documents: {
        type: 'integer',
        description: 'Number of YAML documents; when more than one, "json" is an array holding each of them.',
      },
    },
    required: ['json', 'documents'],
  },
  examples: [
    {
      inputs: {
        yaml: 'defaults: &defaults\n  adapter: postgres\n  pool: 5\ndevelopment:\n  <<: *defaults\n  database: dev_db\nports: [80, 443]\n',
        indent: 2,
      },
      result: {
        json: '{\n  "defaults": {\n    "adapter": "postgres",\n    "pool": 5\n  },\n  "development": {\n    "adapter": "postgres",\n    "pool": 5,\n    "database": "dev_db"\n  },\n  "ports": [\n    80,\n    443\n  ]\n}',
        documents: 1,
      },
    },
    {
      inputs: { yaml: '---\nname: first\nenabled: true\n---\nname: second\nenabled: no\n', indent: 0 },
      result: { json: '[{"name":"first","enabled":true},{"name":"second","enabled":"no"}]', documents: 2 },
    },
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ yaml, indent }: { yaml: string; indent: number }) {
    if (yamlNesting(yaml) > MAX_NESTING) throw new ToolError(`The YAML nests more than ${MAX_NESTING} levels deep.`);
    const docs = attempt('Could not parse the YAML', () =>
      YAML.parseAllDocuments(yaml, {
        uniqueKeys: true,
        prettyErrors: true,
        merge: true,
        resolveKnownTags: false,
        logLevel: 'error',
      }),
    );
    if (!Array.isArray(docs)) throw new ToolError('Could not parse the YAML stream.');
    const values = docs.map((doc) => {
      const problem = doc.errors[0];
      if (problem) throw new ToolError(`The YAML is not valid: ${problem.message.slice(0, 300)}`);
      return attempt('Could not convert the YAML', () => doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown);
    });
    const value = values.length === 1 ? values[0] : values.length === 0 ? null : values;
    let json: string | undefined;
    try {
      json = JSON.stringify(value, null, indent);
    } catch (error) {
      if (error instanceof TypeError) throw new ToolError('The YAML has an alias inside its own anchor (a cycle), which JSON cannot express.');
      throw new ToolError('The YAML is nested too deeply to convert.');
    }
    return { json: json ?? 'null', documents: values.length };
  },
});
