import YAML from 'yaml';
import { ToolError, defineTool } from '../define.ts';
import { attempt, parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused: the YAML writer recurses per level and would come near the stack limit. */
const MAX_DEPTH = 100;

export default defineTool({
  slug: 'json-to-yaml',
  name: 'JSON to YAML',
  category: 'developer',
  description:
    'Converts JSON to YAML 1.2 (block style); strings that would read as another type, such as "123" or "true", are quoted.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 1_000_000, description: 'The JSON text to convert.' },
      indent: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per nesting level.' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: { yaml: { type: 'string' } },
    required: ['yaml'],
  },
  examples: [
    {
      inputs: { json: '{"name":"api","replicas":3,"ports":[80,443],"env":{"DEBUG":"false","ZIP":"01234"}}', indent: 2 },
      result: {
        yaml: 'name: api\nreplicas: 3\nports:\n  - 80\n  - 443\nenv:\n  DEBUG: "false"\n  ZIP: "01234"\n',
      },
    },
    {
      inputs: { json: '{"server":{"host":"localhost","tls":{"enabled":true}},"motd":"line one\\nline two"}', indent: 4 },
      result: { yaml: 'server:\n    host: localhost\n    tls:\n        enabled: true\nmotd: |-\n    line one\n    line two\n' },
    },
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ json, indent }: { json: string; indent: number }) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const value = parseJsonInput(json);
    return { yaml: attempt('Could not convert to YAML', () => YAML.stringify(value, { indent, lineWidth: 0 })) };
  },
});
