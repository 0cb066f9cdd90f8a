// Running tools with an API key (SPEC §3), and the public catalog.
import { performance } from 'node:perf_hooks';
import { isoFormatter, type Clock } from '../clock.ts';
import { categories, type CategoryId } from '../tools/categories.ts';
import { CatalogSearch } from '../tools/catalog-search.ts';
import { asRequestTools, dialects, functionDefinition, type Dialect } from '../tools/function-definitions.ts';
import { runEnvelopeSchema, type CompiledTool, type ToolRegistry } from '../tools/registry.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { HELD_READS, holdJson, serveHeld, type HeldAnswer } from './held-answer.ts';
import type { AgentDocs } from './llms.ts';
import { defineRoute, type RouteSpec } from './route.ts';

/**
 * Looks a tool up by slug (in any spelling) and runs it for an account (its fair share of the worker pool): the one
 * tool-run path of POST /api/v1/tools and MCP's tools/call (`within`: a category's own MCP server). Throws
 * unknown_tool, invalid_tool_input, tool_error, tool_timeout or service_busy.
 */
export async function runToolFor(
  registry: ToolRegistry,
  slug: string,
  inputs: Record<string, unknown>,
  accountId: string,
  within?: CategoryId,
): Promise<{ tool: CompiledTool; result: unknown }> {
  const tool = registry.named(slug, within);
  return { tool, result: await registry.run(tool, inputs, accountId) };
}

interface RunBody {
  tool: string;
  inputs?: Record<string, unknown>;
}

const catalogEntry = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    category: { type: 'string' },
    description: { type: 'string' },
  },
  required: ['slug', 'name', 'category', 'description'],
};

/** Public catalog documents change only with a deploy: caches may keep them a while, then revalidate by ETag. */
const CATALOG_CACHE = 'public, max-age=300';

/** OpenAI's cap on the tools of one request: the most `tools=` names and `q=` returns. */
const MAX_PICKED = 128;

interface FunctionsQuery {
  dialect: Dialect;
  category?: CategoryId;
  tools?: string;
  q?: string;
  limit: number;
}

/** `tools=a,b,c`: those tools in that order (any spelling of a slug), each name refused on its own with close slugs. */
function pickedTools(registry: ToolRegistry, list: string): CompiledTool[] {
  const names = list.split(',').map((name) => name.trim());
  if (names.length > MAX_PICKED) {
    throw new ApiError('invalid_parameter', undefined, { details: [{ path: '/query/tools', message: `names at most ${MAX_PICKED} tools (OpenAI's cap per request)` }] });
  }
  const details: ErrorDetail[] = [];
  const tools = new Set<CompiledTool>();
  names.forEach((name, i) => {
    const tool = registry.find(name);
    if (tool) tools.add(tool);
    // Close slugs (a distance to every slug) for as many unknown names as the answer lists.
    else if (details.length < 20) {
      const { message, extras } = registry.unknown(name);
      details.push({ path: `/query/tools/${i}`, message: extras.suggestions?.length ? `${message} (close: ${extras.suggestions.join(', ')})` : message });
    }
  });
  if (details.length) throw new ApiError('invalid_parameter', undefined, { details });
  return [...tools];
}

export function toolRoutes(registry: ToolRegistry, clock: Clock, docs: AgentDocs): RouteSpec[] {
  const timestampIso = isoFormatter();
  const resetIso = isoFormatter();
  // Each tool's definition per dialect, built on first use (the strict and Gemini rewrites walk the whole schema).
  const definitions = new Map<string, unknown>();
  const definitionOf = (tool: CompiledTool, dialect: Dialect): unknown => {
    const name = `${dialect}/${tool.definition.slug}`;
    let definition = definitions.get(name);
    if (definition === undefined) definitions.set(name, (definition = functionDefinition(tool.definition, dialect)));
    return definition;
  };
  /** The answer of /functions for these tools. */
  const documentOf = (tools: readonly CompiledTool[], dialect: Dialect) => ({
    dialect,
    count: tools.length,
    tools: asRequestTools(tools.map((tool) => definitionOf(tool, dialect)), dialect),
  });
  // Whole documents built on first request per dialect and category: ~0.5 MB of JSON for the whole catalog, which most
  // instances never serve.
  const functions = new Map<string, HeldAnswer>();
  const functionsOf = (dialect: Dialect, category: CategoryId | undefined): HeldAnswer => {
    const name = `${dialect}/${category ?? ''}`;
    let held = functions.get(name);
    if (!held) {
      const tools = registry.list().filter((tool) => category === undefined || tool.definition.category === category);
      functions.set(name, (held = holdJson(documentOf(tools, dialect))));
    }
    return held;
  };
  let search: CatalogSearch | null = null;
  /** The tools a query picks: `tools=` in its order, or `q=` ranked, within `category`. */
  const picked = ({ category, tools, q, limit }: FunctionsQuery): CompiledTool[] => {
    let chosen = tools === undefined ? registry.list() : pickedTools(registry, tools);
    if (category !== undefined) chosen = chosen.filter((tool) => tool.definition.category === category);
    if (q === undefined) return chosen;
    search ??= new CatalogSearch(registry.list().map((tool) => tool.definition));
    const among = new Set(chosen);
    return search
      .find(q, registry.size)
      .map((slug) => registry.get(slug)!)
      .filter((tool) => among.has(tool))
      .slice(0, limit);
  };
  return [
    defineRoute<RunBody>({
      method: 'POST',
      path: '/api/v1/tools',
      tag: 'tools',
      summary: 'Run one tool',
      description:
        'Checks run in this order: key (401), plan (403), rate window (429), body (400/413/415), tool (404/400/422). ' +
        'Every request that passes the key and plan checks counts against the window and carries the X-RateLimit-* headers. ' +
        "A heavy tool runs on a worker thread within its `timeoutMs`, counted from when the thread has loaded it (past it: 422 " +
        '`tool_timeout`). A run that finds no thread free within TOOL_QUEUE_WAIT_MS (default 10 s), or too many runs ' +
        'waiting, is refused with 503 `service_busy` and Retry-After, and never started.',
      auth: 'apiKey',
      body: {
        schema: {
          type: 'object',
          properties: {
            tool: { type: 'string', description: 'Tool slug; GET /api/v1/tools lists them.' },
            // An open map here: each tool checks its own (GET /api/v1/tools/{slug} → inputSchema; x-tool-schemas).
            inputs: {
              type: 'object',
              additionalProperties: true,
              description:
                "The tool's inputs, as its inputSchema describes. As a strict-mode model sends them (GET /api/v1/tools/functions) " +
                'too: null for an optional input means "not given", and a list of {key, value} entries stands for a map.',
            },
          },
          required: ['tool'],
        },
        errors: { tool: 'missing_tool', inputs: 'invalid_inputs' },
        fallback: 'missing_tool',
      },
      responses: {
        200: {
          description:
            "The tool ran. `result` is the tool's own: its outputSchema at GET /api/v1/tools/{slug} (the `toolSchemas` link; " +
            'x-tool-schemas on this operation points at every tool\'s).',
          // Documentation only: a run is serialised with its tool's own envelope (CompiledTool.serialize).
          schema: runEnvelopeSchema({
            type: 'object',
            additionalProperties: true,
            description: "Per tool: see the tool's outputSchema (GET /api/v1/tools/{slug}).",
          }),
          links: {
            toolSchemas: {
              operationId: 'getApiV1ToolsSlug',
              parameters: { slug: '$request.body#/tool' },
              description: "The tool that ran, with the inputSchema and outputSchema of its `inputs` and `result`.",
            },
          },
        },
      },
      // Every tool's schemas, by slug, as references into GET /api/v1/tools/{slug}: inline they would be ~380 kB.
      extensions: {
        'x-tool-schemas': Object.fromEntries(
          registry.list().map(({ definition: { slug } }) => [
            slug,
            { input: `/api/v1/tools/${slug}#/inputSchema`, output: `/api/v1/tools/${slug}#/outputSchema` },
          ]),
        ),
      },
      errors: [
        'missing_api_key',
        'invalid_api_key',
        'plan_required',
        'rate_limit_exceeded',
        'unsupported_media_type',
        'payload_too_large',
        'invalid_json',
        'missing_tool',
        'invalid_inputs',
        'unknown_tool',
        'invalid_tool_input',
        'tool_error',
        'tool_timeout',
        'service_busy',
      ],
      async handle({ req, body, grant, window }) {
        const started = performance.now();
        const { tool, result } = await runToolFor(registry, body.tool, body.inputs ?? {}, grant!.accountId);
        return {
          status: 200,
          json: tool.serialize({
            success: true,
            tool: tool.definition.slug,
            result,
            usage: { remaining: window!.remaining, limit: window!.limit, resetAt: resetIso(window!.resetAt) },
            meta: {
              apiVersion: 'v1',
              timestamp: timestampIso(clock()),
              requestId: req.requestId,
              durationMs: Math.round((performance.now() - started) * 1000) / 1000,
            },
          }),
        };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/v1/tools',
      tag: 'tools',
      summary: 'The tool catalog',
      auth: 'public',
      responses: {
        200: {
          description: 'Every tool, by slug, with category counts.',
          schema: {
            type: 'object',
            properties: {
              count: { type: 'integer' },
              categories: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'string' }, name: { type: 'string' }, count: { type: 'integer' } },
                  required: ['id', 'name', 'count'],
                },
              },
              tools: { type: 'array', items: catalogEntry },
            },
            required: ['count', 'categories', 'tools'],
          },
        },
      },
      errors: [],
      async handle() {
        const tools = registry.list().map(({ definition: d }) => ({
          slug: d.slug,
          name: d.name,
          category: d.category,
          description: d.description,
        }));
        return { status: 200, data: { count: tools.length, categories: registry.categoryCounts(), tools } };
      },
    }),

    defineRoute<undefined, FunctionsQuery>({
      method: 'GET',
      path: '/api/v1/tools/functions',
      tag: 'tools',
      summary: 'Tools as function definitions for a model API (OpenAI, OpenAI strict mode, Anthropic, Gemini): all, a category, a list or a search',
      description:
        "`tools` is what that API's request takes as `tools`: Chat Completions function tools for `openai` and " +
        '`openai-strict`, Messages API tools for `anthropic`, one entry of `functionDeclarations` for `gemini`. Each ' +
        "function is named by the tool's slug; its description carries the tool's rounding and its result fields' units. " +
        '`openai-strict` follows strict structured outputs: every property is required, an optional one also takes null ' +
        '(which POST /api/v1/tools and MCP read as "not given"), and limits strict mode cannot express are in the ' +
        'descriptions. Where a tool takes a map, `openai-strict` and `gemini` take a list of {key, value} entries, which ' +
        'the tool route reads as the map. Run a model\'s call with POST /api/v1/tools: `{"tool": name, "inputs": arguments}`. ' +
        'To give a model only the tools it needs: `tools=a,b,c` (those, in that order), `q=` (a search over slugs, names ' +
        'and descriptions, best match first, at most `limit`), and `category=`, which combine (a search within a list or a ' +
        'category). GET /api/v1/tools/{slug}/function gives one tool\'s definition.',
      auth: 'public',
      query: {
        schema: {
          type: 'object',
          properties: {
            dialect: { type: 'string', enum: [...dialects], default: 'openai', description: 'The model API.' },
            category: {
              type: 'string',
              enum: Object.keys(categories),
              description: "Only this category's tools (OpenAI takes at most 128 tools a request; GET /api/v1/tools counts them).",
            },
            tools: {
              type: 'string',
              minLength: 1,
              maxLength: 8_000,
              description: `Only these tools, comma-separated, in this order (at most ${MAX_PICKED}); a slug in any spelling (expression_evaluator). An unknown name is refused with close slugs.`,
            },
            q: {
              type: 'string',
              minLength: 1,
              maxLength: 200,
              description: 'Search the tools by what they do (e.g. "convert temperature"): the best matches first. Its first 8 words count.',
            },
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_PICKED,
              default: 20,
              description: 'With q: at most this many tools.',
            },
          },
          additionalProperties: false,
        },
      },
      reads: HELD_READS,
      responses: {
        200: {
          description: '`{dialect, count, tools}` (the whole catalog, or one category), gzipped when accepted; an ETag to revalidate with.',
          schema: {
            type: 'object',
            properties: {
              dialect: { type: 'string', enum: [...dialects] },
              count: { type: 'integer' },
              tools: { type: 'array', items: { type: 'object', additionalProperties: true } },
            },
            required: ['dialect', 'count', 'tools'],
          },
        },
        304: { description: 'If-None-Match holds the current ETag.' },
      },
      errors: ['invalid_parameter'],
      async handle({ req, query }) {
        if (query.tools === undefined && query.q === undefined) {
          return serveHeld(req, functionsOf(query.dialect, query.category), { 'Cache-Control': CATALOG_CACHE });
        }
        return { status: 200, json: JSON.stringify(documentOf(picked(query), query.dialect)), headers: { 'Cache-Control': CATALOG_CACHE } };
      },
    }),

    defineRoute<undefined, { dialect: Dialect }>({
      method: 'GET',
      path: '/api/v1/tools/:slug/function',
      tag: 'tools',
      summary: "One tool's function definition for a model API",
      description:
        "The tool's entry of GET /api/v1/tools/functions in that dialect: a `tools` entry for `openai`, `openai-strict` and " +
        '`anthropic`, a function declaration (one item of `functionDeclarations`) for `gemini`. The slug may be spelt ' +
        'with `_` for `-` or in another case; the definition names the tool by its slug.',
      auth: 'public',
      query: {
        schema: {
          type: 'object',
          properties: { dialect: { type: 'string', enum: [...dialects], default: 'openai', description: 'The model API.' } },
          additionalProperties: false,
        },
      },
      responses: {
        200: {
          description: '`{dialect, slug, definition}`.',
          schema: {
            type: 'object',
            properties: {
              dialect: { type: 'string', enum: [...dialects] },
              slug: { type: 'string' },
              definition: { type: 'object', additionalProperties: true },
            },
            required: ['dialect', 'slug', 'definition'],
          },
        },
      },
      errors: ['unknown_tool', 'invalid_parameter'],
      async handle({ req, query }) {
        const tool = registry.named(req.params.slug!);
        const answer = { dialect: query.dialect, slug: tool.definition.slug, definition: definitionOf(tool, query.dialect) };
        return { status: 200, json: JSON.stringify(answer), headers: { 'Cache-Control': CATALOG_CACHE } };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/v1/tools/:slug',
      tag: 'tools',
      summary: "One tool: its input and output schemas, examples, and whether it runs in the worker pool",
      description:
        '`{slug}.md` (e.g. /api/v1/tools/word-counter.md) answers the same as a Markdown page for agents: inputs with ' +
        'their limits, result fields, examples and absolute links (PUBLIC_URL, else the Host header).',
      auth: 'public',
      reads: [...HELD_READS, 'host'],
      responses: {
        200: {
          content: { 'text/markdown': { type: 'string' } },
          description: 'The tool (Markdown for `{slug}.md`).',
          schema: {
            type: 'object',
            properties: {
              ...catalogEntry.properties,
              inputSchema: { type: 'object', additionalProperties: true },
              outputSchema: { type: 'object', additionalProperties: true },
              examples: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    inputs: { type: 'object', additionalProperties: true },
                    result: { type: 'object', additionalProperties: true },
                  },
                  required: ['inputs', 'result'],
                },
              },
              heavy: { type: 'boolean' },
              timeoutMs: { type: 'integer', description: "A heavy tool's time budget per run, counted from when a worker thread has taken the run and loaded the tool." },
            },
            required: [...catalogEntry.required, 'inputSchema', 'outputSchema', 'examples', 'heavy', 'timeoutMs'],
          },
        },
      },
      errors: ['unknown_tool'],
      async handle({ req }) {
        const slug = req.params.slug!;
        if (slug.endsWith('.md')) return docs.toolPage(req, slug.slice(0, -3));
        const tool = registry.named(slug);
        const d = tool.definition;
        return {
          status: 200,
          data: {
            slug: d.slug,
            name: d.name,
            category: d.category,
            description: d.description,
            inputSchema: d.inputSchema,
            outputSchema: d.outputSchema,
            examples: d.examples,
            heavy: d.heavy ?? false,
            timeoutMs: tool.timeoutMs,
          },
        };
      },
    }),
  ];
}
