// /llms.txt and /llms-full.txt (llmstxt.org): what the service is, how an agent authenticates and reaches it (REST or
// MCP), and the tool catalog as Markdown generated from the registry. Built once: the registry does not change.
import { categories, type CategoryId } from '../tools/categories.ts';
import type { JsonSchema } from '../tools/define.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import { defineRoute, type RouteSpec } from './route.ts';

const MARKDOWN = 'text/markdown; charset=utf-8';

function header(registry: ToolRegistry): string {
  return `# Tool-execution and research-data service

> ${registry.list().length} small, pure tools (text, developer, encoding, security, math, finance, dates, units, statistics…) behind one
> JSON API and an MCP endpoint, for Pro and Business accounts; and a behavioural research-data API (anonymised game
> telemetry, a language-model benchmark, a compliance baseline) for research buyers.

Links are relative to this host.

## Authentication

- Tools: sign up and log in with a cookie session (\`POST /api/auth/signup\`, \`/api/auth/login\`), move to Pro (100
  requests per key per sliding hour) or Business (1,000), then create up to 5 keys with \`POST /api/v1/keys\`. Send a key
  as \`x-api-key: svc_…\` or \`Authorization: Bearer svc_…\`. Every answer carries \`X-RateLimit-Limit\`,
  \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`; a 429 carries \`Retry-After\`.
- Research data: \`x-research-key: rk_…\` (issued per research buyer). Overview, sample, leaderboard, matrix, ratings,
  compliance summary and docs are public.

## Using the tools

- REST: \`POST /api/v1/tools\` with \`{"tool": "<slug>", "inputs": {…}}\` → \`{success, tool, result, usage, meta}\`.
  \`GET /api/v1/tools\` lists them; \`GET /api/v1/tools/<slug>\` gives one tool's input and result schemas.
- MCP: \`POST /mcp\` (Streamable HTTP, stateless) with the same key header. \`tools/list\` pages through the catalog
  (filter with \`_meta: {"category": "<id>"}\`); \`tools/call\` runs a tool and counts against the same hourly window as
  REST. Errors come back as tool results with \`isError: true\` and the error code.

## Docs

- [OpenAPI 3.1 document](/api/v1/openapi.json): every endpoint, schema, header and error code
- [Research API docs](/api/research/docs): the same document at the research area's address
- [Full version of this file](/llms-full.txt): every tool with its inputs and an example
`;
}

/** One input property as a Markdown list item: name, type, whether required, and its description. */
function inputLine(name: string, schema: JsonSchema, required: boolean): string {
  const type = schema.enum ? (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ') : String(schema.type ?? 'any');
  const description = typeof schema.description === 'string' ? `: ${schema.description}` : '';
  return `  - \`${name}\` (${type}${required ? ', required' : ''})${description}`;
}

function catalog(registry: ToolRegistry, full: boolean): string {
  const byCategory = new Map<CategoryId, string[]>();
  for (const { definition: d } of registry.list()) {
    const lines = [`- [${d.slug}](/api/v1/tools/${d.slug}): ${d.name}. ${d.description}`];
    if (full) {
      const properties = (d.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((d.inputSchema.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(properties)) lines.push(inputLine(name, schema, required.has(name)));
      const example = d.examples[0];
      if (example) lines.push(`  - example: \`${JSON.stringify({ tool: d.slug, inputs: example.inputs })}\``);
    }
    const list = byCategory.get(d.category) ?? [];
    list.push(...lines);
    byCategory.set(d.category, list);
  }
  const sections = (Object.keys(categories) as CategoryId[])
    .filter((id) => byCategory.has(id))
    .map((id) => `### ${categories[id]} (\`${id}\`)\n\n${byCategory.get(id)!.join('\n')}\n`);
  return `## Tools\n\n${sections.join('\n')}`;
}

export function llmsRoutes(registry: ToolRegistry): RouteSpec[] {
  const texts = new Map<boolean, Buffer>();
  const text = (full: boolean) => {
    let held = texts.get(full);
    if (!held) texts.set(full, (held = Buffer.from(`${header(registry)}\n${catalog(registry, full)}`)));
    return held;
  };
  const route = (path: string, full: boolean, summary: string) =>
    defineRoute({
      method: 'GET',
      path,
      tag: 'docs',
      summary,
      auth: 'public',
      responses: { 200: { description: 'Markdown (llmstxt.org).', content: { 'text/markdown': { type: 'string' } } } },
      errors: [],
      async handle() {
        const body = text(full);
        return { status: 200, headers: { 'Content-Type': MARKDOWN }, stream: (async function* () { yield body; })() };
      },
    });
  return [
    route('/llms.txt', false, 'What this service is and how agents use it, with the tool catalog (Markdown)'),
    route('/llms-full.txt', true, 'llms.txt with every tool\'s inputs and an example call'),
  ];
}
