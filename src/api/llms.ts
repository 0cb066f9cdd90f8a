// Markdown for agents (llmstxt.org), generated from the registry and the routes: /llms.txt (what the service is, how to
// reach it, the research API and the battery, the catalog by category; under 20 KB), /llms-full.txt (every tool with
// its inputs and an example call), a page per category and a page per tool (GET /api/v1/tools/{slug}.md, served by the
// tool route). Links are absolute: PUBLIC_URL, or the request's Host (origin.ts, publicBaseOf).
import { categories, isCategory, type CategoryId } from '../tools/categories.ts';
import type { JsonSchema, ToolDeclaration } from '../tools/define.ts';
import { CONSTRAINT_KEYWORDS, constraintNotes, isMap } from '../tools/function-definitions.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import type { HttpRequest } from '../http/types.ts';
import { ApiError } from '../errors.ts';
import { HELD_READS, holdAnswer, serveHeld, type HeldAnswer } from './held-answer.ts';
import { publicBaseOf, type Scheme } from './origin.ts';
import { defineRoute, type Reply, type RouteSpec } from './route.ts';

const MARKDOWN = 'text/markdown; charset=utf-8';
const HEADERS = { 'Content-Type': MARKDOWN, 'Cache-Control': 'public, max-age=300' };

/** Stands for the public base in a document's text until a request says what it is. */
const BASE = '\u0000base\u0000';

/** Bases a document keeps encoded answers for; a request from yet another Host is answered without keeping it. */
const HELD_BASES = 4;

/** A Markdown document whose links start with the public base: written once, joined with each request's base. */
class LinkedDocument {
  private readonly parts: string[];
  private readonly held = new Map<string, HeldAnswer>();

  constructor(text: string) {
    this.parts = text.split(BASE);
  }

  reply(req: HttpRequest, base: string): Reply {
    let held = this.held.get(base);
    if (!held && this.held.size < HELD_BASES) this.held.set(base, (held = holdAnswer(this.parts.join(base))));
    // Any Host may be sent: beyond the few held, an answer costs a join, never a gzip or a hash.
    return held ? serveHeld(req, held, HEADERS) : { status: 200, json: Buffer.from(this.parts.join(base)), headers: { ...HEADERS } };
  }
}

export interface AgentDocsOptions {
  publicUrl: string | null;
  ownScheme: Scheme;
}

const pathOf = (route: string) => route.replace(/:([a-zA-Z]+)/g, '{$1}');

/** Type of a schema in words: its type, the types of its anyOf branches, or its enum. */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(' or ');
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array' && schema.items) return `array of ${typeOf(schema.items as JsonSchema)}`;
  if (isMap(schema)) return `map of ${typeOf(schema.additionalProperties as JsonSchema)}`;
  return String(schema.type ?? 'any');
}

/** What a page says of an input's limits: every keyword but enum, which its type already lists. */
const PAGE_KEYWORDS = new Set([...CONSTRAINT_KEYWORDS].filter((keyword) => keyword !== 'enum'));

/** An object's properties as nested Markdown list items: name, type, required or not, description and limits. */
function propertyLines(schema: JsonSchema, depth: number, input: boolean): string[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const lines: string[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const flags = input ? (required.has(name) ? ', required' : ', optional') : '';
    const notes = input ? constraintNotes(property, PAGE_KEYWORDS) : [];
    const text = [typeof property.description === 'string' ? property.description : '', ...notes].filter(Boolean).join(' ');
    lines.push(`${'  '.repeat(depth)}- \`${name}\` (${typeOf(property)}${flags})${text ? `: ${text}` : ''}`);
    const inner = property.type === 'array' ? (property.items as JsonSchema | undefined) : property;
    if (inner?.properties) lines.push(...propertyLines(inner, depth + 1, input));
  }
  return lines;
}

const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 1)}\n\`\`\``;

function toolPage(d: ToolDeclaration, timeoutMs: number): string {
  const pure = d.draws?.length ? ` It draws ${d.draws.join(' and ')} when its inputs leave it open, so two calls may differ.` : '';
  return [
    `# ${d.name} (\`${d.slug}\`)`,
    '',
    `> ${d.description}`,
    '',
    `Category: ${categories[d.category]} (\`${d.category}\`). Runs ${d.heavy ? 'in the worker pool, ' : ''}within ${timeoutMs} ms.${pure}`,
    '',
    '## Call',
    '',
    `\`POST ${BASE}/api/v1/tools\` with an API key (\`x-api-key: svc_…\`); over MCP, \`tools/call\` with name \`${d.slug}\` at \`${BASE}/mcp\`. ` +
      `As a function for a model API: [${BASE}/api/v1/tools/functions](${BASE}/api/v1/tools/functions?dialect=openai).`,
    '',
    json({ tool: d.slug, inputs: d.examples[0]?.inputs ?? {} }),
    '',
    '## Inputs',
    '',
    ...(Object.keys(d.inputSchema.properties ?? {}).length ? propertyLines(d.inputSchema, 0, true) : ['None.']),
    '',
    '## Result',
    '',
    ...propertyLines(d.outputSchema, 0, false),
    '',
    '## Examples',
    '',
    ...d.examples.flatMap(({ inputs, result }, i) => [`### ${i + 1}`, '', 'Inputs:', '', json(inputs), '', 'Result:', '', json(result), '']),
    '## Links',
    '',
    `- [Input and result JSON Schemas](${BASE}/api/v1/tools/${d.slug})`,
    `- [Other ${categories[d.category]} tools](${BASE}/api/v1/tools/categories/${d.category}.md)`,
    `- [The service](${BASE}/llms.txt)`,
    '',
  ].join('\n');
}

function header(registry: ToolRegistry): string {
  return `# Tool-execution and research-data service

> ${registry.size} small, pure tools (text, developer, encoding, security, math, finance, dates, units, statistics…) behind one
> JSON API, an MCP endpoint and ready-made function definitions for model APIs, for Pro and Business accounts; and a
> behavioural research-data API (anonymised game telemetry, a language-model benchmark, a compliance baseline) for
> research buyers.

## Authentication

- Tools: sign up and log in with a cookie session (\`POST /api/auth/signup\`, \`/api/auth/login\`), move to Pro
  (100 requests per key per sliding hour) or Business (1,000), then create up to 5 keys with \`POST /api/v1/keys\`.
  Send a key as \`x-api-key: svc_…\` or \`Authorization: Bearer svc_…\`. Every answer carries \`X-RateLimit-Limit\`,
  \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`; a 429 or 503 carries \`Retry-After\`.
- Research data: \`x-research-key: rk_…\` (issued per research buyer). Overview, sample, leaderboard, matrix, ratings,
  compliance summary and docs are public.

## Using the tools

- [Run a tool](${BASE}/api/v1/tools): \`POST\` \`{"tool": "<slug>", "inputs": {…}}\` → \`{success, tool, result, usage, meta}\`;
  \`GET\` lists the catalog.
- [Function definitions](${BASE}/api/v1/tools/functions?dialect=openai): every tool as a function for a model API's
  \`tools\`: \`dialect=openai\`, \`openai-strict\` (strict structured outputs; null means "not given"), \`anthropic\`,
  \`gemini\`. Send the model's call back as \`{"tool": <name>, "inputs": <arguments>}\`.
- [MCP](${BASE}/mcp): Streamable HTTP, stateless, with the same key header. \`tools/list\` pages through the catalog
  (filter with \`_meta: {"category": "<id>"}\`); \`tools/call\` counts against the same hourly window as REST.
- Each tool: \`${BASE}/api/v1/tools/{slug}.md\` (inputs, result fields, examples, as Markdown) and
  \`${BASE}/api/v1/tools/{slug}\` (its JSON Schemas).
`;
}

/** One line per route of these tags: method, path (linked when it is a plain GET), summary. */
function routeLines(specs: readonly RouteSpec[], tags: readonly string[]): string {
  return specs
    .filter((spec) => tags.includes(spec.tag))
    .map((spec) => {
      const path = pathOf(spec.path);
      const target = spec.method === 'GET' && !path.includes('{') ? `[GET ${path}](${BASE}${path})` : `\`${spec.method} ${path}\``;
      const key = spec.auth === 'research' || spec.auth === 'researchUncounted' ? ' (research key)' : spec.auth === 'ingest' ? ' (ingest token)' : '';
      return `- ${target}: ${spec.summary}${key}`;
    })
    .join('\n');
}

/** The catalog by category, in the categories' order, each in slug order. */
function catalogByCategory(registry: ToolRegistry): Map<CategoryId, ToolDeclaration[]> {
  const byCategory = new Map((Object.keys(categories) as CategoryId[]).map((id) => [id, [] as ToolDeclaration[]]));
  for (const { definition } of registry.list()) byCategory.get(definition.category)!.push(definition);
  for (const [id, tools] of byCategory) if (tools.length === 0) byCategory.delete(id);
  return byCategory;
}

function llmsText(registry: ToolRegistry, specs: readonly RouteSpec[]): string {
  const categoryLines = [...catalogByCategory(registry)].map(
    ([id, tools]) => `- [${categories[id]} (${tools.length} tools)](${BASE}/api/v1/tools/categories/${id}.md): ${tools.map((t) => t.slug).join(', ')}`,
  );
  return `${header(registry)}
## Tools

Each category's page links every tool's page.

${categoryLines.join('\n')}

## Research API

Anonymised behavioural data from players of a desktop game app (15 games, per-turn signals, Big Five proxies), and a
compliance baseline with percentiles, Welch tests and effect sizes.

${routeLines(specs, ['research'])}

## Benchmark and battery

Language models scored on a 10-game battery; the games that move the leaderboard, the matrix and the ratings are
refereed by the server. \`npm run battery\` plays a model through a refereed session.

${routeLines(specs, ['benchmark'])}

## Docs

- [OpenAPI 3.1 document](${BASE}/api/v1/openapi.json): every endpoint, schema, header and error code
- [Research API docs](${BASE}/api/research/docs): the same document at the research area's address

## Optional

- [Full catalog](${BASE}/llms-full.txt): every tool with its inputs and an example call
`;
}

function fullText(registry: ToolRegistry): string {
  const sections = [...catalogByCategory(registry)].map(([id, tools]) => {
    const blocks = tools.map((d) => {
      const lines = [`- [${d.slug}](${BASE}/api/v1/tools/${d.slug}.md): ${d.name}. ${d.description}`];
      lines.push(...propertyLines(d.inputSchema, 1, true));
      const example = d.examples[0];
      if (example) lines.push(`  - example: \`${JSON.stringify({ tool: d.slug, inputs: example.inputs })}\``);
      return lines.join('\n');
    });
    return `### ${categories[id]} (\`${id}\`)\n\n${blocks.join('\n')}\n`;
  });
  return `${header(registry)}\n## Tools\n\n${sections.join('\n')}`;
}

function categoryText(id: CategoryId, tools: readonly ToolDeclaration[]): string {
  const lines = tools.map((d) => `- [${d.slug}](${BASE}/api/v1/tools/${d.slug}.md): ${d.name}. ${d.description}`);
  return `# ${categories[id]} tools\n\n> ${tools.length} tools of the category \`${id}\`.\n\n${lines.join('\n')}\n\n## Links\n\n- [The service](${BASE}/llms.txt)\n`;
}

/** The agent documents, each written on first request; `toolPage` answers GET /api/v1/tools/{slug}.md. */
export class AgentDocs {
  private readonly documents = new Map<string, LinkedDocument>();

  constructor(
    private readonly registry: ToolRegistry,
    private readonly specs: () => readonly RouteSpec[],
    private readonly options: AgentDocsOptions,
  ) {}

  private serve(req: HttpRequest, name: string, write: () => string): Reply {
    let document = this.documents.get(name);
    if (!document) this.documents.set(name, (document = new LinkedDocument(write())));
    return document.reply(req, publicBaseOf(this.options.publicUrl, req.headers.host, this.options.ownScheme));
  }

  toolPage(req: HttpRequest, slug: string): Reply {
    const tool = this.registry.named(slug);
    return this.serve(req, `tool:${slug}`, () => toolPage(tool.definition, tool.timeoutMs));
  }

  routes(): RouteSpec[] {
    const markdown = (path: string, summary: string, write: () => string) =>
      defineRoute({
        method: 'GET',
        path,
        tag: 'docs',
        summary,
        auth: 'public',
        reads: [...HELD_READS, 'host'],
        responses: {
          200: { description: 'Markdown (llmstxt.org); links are absolute (PUBLIC_URL, else the Host header).', content: { 'text/markdown': { type: 'string' } } },
          304: { description: 'If-None-Match holds the current ETag.' },
        },
        errors: [],
        handle: async ({ req }) => this.serve(req, path, write),
      });
    return [
      markdown('/llms.txt', 'What this service is and how agents use it: tools, research API, battery (Markdown, under 20 KB)', () =>
        llmsText(this.registry, this.specs()),
      ),
      markdown('/llms-full.txt', "The whole tool catalog with every tool's inputs and an example call (Markdown)", () => fullText(this.registry)),
      defineRoute({
        method: 'GET',
        path: '/api/v1/tools/categories/:page',
        tag: 'docs',
        summary: "One category's tools, with links to their pages (`{category}.md`, Markdown)",
        auth: 'public',
        reads: [...HELD_READS, 'host'],
        responses: {
          200: { description: 'Markdown.', content: { 'text/markdown': { type: 'string' } } },
          304: { description: 'If-None-Match holds the current ETag.' },
        },
        errors: ['not_found'],
        handle: async ({ req }) => {
          const id = req.params.page!.replace(/\.md$/, '');
          if (!req.params.page!.endsWith('.md') || !isCategory(id)) {
            throw new ApiError('not_found', `No category page ${req.params.page!.slice(0, 100)}; try one of ${Object.keys(categories).map((c) => `${c}.md`).join(', ')}.`);
          }
          return this.serve(req, `category:${id}`, () => categoryText(id, catalogByCategory(this.registry).get(id) ?? []));
        },
      }),
    ];
  }
}
