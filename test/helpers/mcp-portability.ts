// The tool-schema portability findings the MCP Inspector raises (core/json/schemaLint.ts, added in
// modelcontextprotocol/inspector#2121, the type-union wording revised in #2395): schemas that are legal JSON Schema
// but that some consumer of MCP tool schemas refuses or degrades.
//   - root-not-object: an inputSchema whose root is not `type: "object"` (the SDK's ToolSchema requires it).
//   - boolean-schema: a bare `true`/`false` where a subschema goes (Claude Code refused a tool over one: #1005).
//   - type-union: `type` given as an array (["string","null"]); one-type dialects such as Gemini's function
//     declarations cannot carry it. The suggested form is `anyOf` with one type per branch.
import { walkSchema, type Schema } from './schema-walk.ts';

export interface PortabilityFinding {
  rule: 'root-not-object' | 'boolean-schema' | 'type-union';
  path: string;
}

export function portabilityFindings(schema: unknown, kind: 'inputSchema' | 'outputSchema'): PortabilityFinding[] {
  const findings: PortabilityFinding[] = [];
  if (kind === 'inputSchema' && (schema as Schema | null)?.type !== 'object') findings.push({ rule: 'root-not-object', path: '' });
  for (const { path, schema: sub } of walkSchema(schema)) {
    if ('$boolean' in sub) findings.push({ rule: 'boolean-schema', path });
    else if (Array.isArray(sub.type)) findings.push({ rule: 'type-union', path });
  }
  return findings;
}
