// MCP at POST /mcp (every tool) and POST /mcp/{category} (one category's, a server of their own): Streamable HTTP,
// stateless, JSON replies, through the MCP SDK's web-standard transport (a plain
// tools/call is answered directly, the same way: see plainToolCall). tools/list comes from the registry (free);
// tools/call takes the same key and plan checks, hourly window and tool-run path as POST /api/v1/tools, and answers
// failures as tool results with isError and the service's error code. Pages of foreign origins are refused, and
// malformed messages answered with JSON-RPC errors of ours (mcp-messages.ts) before the SDK sees them.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  ErrorCode as RpcErrorCode,
  isInitializeRequest,
  JSONRPCRequestSchema,
  ListToolsRequestSchema,
  McpError,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolRequest,
  type CallToolResult,
  type JSONRPCMessage,
  type ListToolsResult,
  type RequestId,
  type Tool,
  type ToolAnnotations,
} from '@modelcontextprotocol/sdk/types.js';
import { fromWebResponse, toWebRequest } from '../http/web.ts';
import type { HttpRequest } from '../http/types.ts';
import type { Logger } from '../log.ts';
import { categories, isCategory, type CategoryId } from '../tools/categories.ts';
import type { JsonSchema, ToolDeclaration } from '../tools/define.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import { ApiError } from '../errors.ts';
import { errorResponse } from './error-response.ts';
import type { KeyWindow } from './guards.ts';
import { MAX_BATCH, paramsRefusal, readMessages, rpcError, type RpcErrorResponse } from './mcp-messages.ts';
import { isOwnOrTrustedOrigin, ownSchemeOf } from './origin.ts';
import { defineRoute, type Reply, type RouteContext, type RouteSpec } from './route.ts';
import { runToolFor } from './tools.ts';

export const MCP_PATH = '/mcp';
export const TOOLS_PAGE_SIZE = 100;
/** Idle SDK servers kept for reuse: about the concurrency a process sees; more are made (and dropped) under bursts. */
const MAX_IDLE_LANES = 64;
/** The same for each category's server, fewer: 17 of them must not hold a thousand idle servers after a burst. */
const MAX_IDLE_CATEGORY_LANES = 8;

export interface McpDeps {
  registry: ToolRegistry;
  /** The window every API-key request counts against (guards.ts): tools/call spends from it as a REST call does. */
  keyWindow: KeyWindow;
  log: Logger;
  version: string;
  /** Whether the session cookie is Secure: decides the scheme of the service's own origin (origin.ts). */
  cookieSecure: boolean;
  /** Origins besides the service's own whose pages may call /mcp (CORS_ORIGINS). */
  trustedOrigins: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** MCP wants `type: "object"` at a tool schema's root; every tool's schemas are objects (the registry checks inputs). */
function objectSchema(schema: JsonSchema, slug: string): Tool['inputSchema'] {
  if (schema.type !== 'object') throw new Error(`tool "${slug}" has a schema whose root is not an object`);
  return { ...schema, type: 'object' };
}

/**
 * A tool's MCP hints, from its declaration: no tool changes anything or reaches outside the service, and one is
 * idempotent unless it draws randomness or the current time (the same call can then answer differently).
 */
export const toolAnnotations = (d: ToolDeclaration): ToolAnnotations => ({
  title: d.name,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: !d.draws?.length,
  openWorldHint: false,
});

/** -32602, worded as the request checks word theirs (McpError would put "MCP error -32602: " in front). */
const invalidParams = (message: string) => Object.assign(new Error(`Invalid params: ${message}`), { code: RpcErrorCode.InvalidParams });

/**
 * tools/list: the catalog in slug order, a page of 100 at a time. The cursor is opaque to clients: base64url JSON of
 * the last slug served and the category filter, so paging resumes after that slug even if the catalog changed.
 */
class ToolListing {
  private readonly all: Tool[];
  private readonly byCategory = new Map<string, Tool[]>();

  /** `category`: list that category's tools only (its own server). */
  constructor(registry: ToolRegistry, category: CategoryId | null) {
    const tools = registry.list().filter(({ definition: d }) => category === null || d.category === category);
    this.all = tools.map(({ definition: d }) => {
      const tool: Tool = {
        name: d.slug,
        title: d.name,
        description: d.description,
        inputSchema: objectSchema(d.inputSchema, d.slug),
        outputSchema: objectSchema(d.outputSchema, d.slug),
        annotations: toolAnnotations(d),
      };
      const group = this.byCategory.get(d.category) ?? [];
      group.push(tool);
      this.byCategory.set(d.category, group);
      return tool;
    });
  }

  page(cursor: string | undefined, requested: unknown): ListToolsResult {
    if (requested !== undefined && (typeof requested !== 'string' || !isCategory(requested))) {
      throw invalidParams(`_meta.category must be one of: ${[...this.byCategory.keys()].join(', ')}.`);
    }
    let category: string | null = requested ?? null;
    let after: string | null = null;
    if (cursor !== undefined) {
      const position = decodeCursor(cursor);
      if (!position || (requested !== undefined && position.category !== requested)) {
        throw invalidParams('The cursor is not one this server gave out (with the same _meta.category).');
      }
      ({ after, category } = position);
    }
    const tools = category === null ? this.all : (this.byCategory.get(category) ?? []);
    const start = after === null ? 0 : upperBound(tools, after);
    const page = tools.slice(start, start + TOOLS_PAGE_SIZE);
    const last = page.at(-1);
    return start + TOOLS_PAGE_SIZE < tools.length && last
      ? { tools: page, nextCursor: encodeCursor({ after: last.name, category }) }
      : { tools: page };
  }
}

interface Position {
  after: string;
  category: string | null;
}

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string): Position | null {
  if (cursor.length > 400) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.after !== 'string') return null;
  const { after, category } = value;
  if (category === null) return { after, category };
  return typeof category === 'string' && isCategory(category) ? { after, category } : null;
}

/** The index of the first tool named after `slug` (the tools are in slug order). */
function upperBound(tools: readonly Tool[], slug: string): number {
  let low = 0;
  let high = tools.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (tools[mid]!.name <= slug) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * tools/call, on either path: counts against the key's window (before the tool is looked up, as the REST route counts
 * before it reads the body), then runs the tool as POST /api/v1/tools does. A refusal or failure is a tool result with
 * isError whose text is the REST error envelope, so a model reads the code and what to fix.
 */
async function callTool(deps: McpDeps, ctx: RouteContext, scope: Scope, params: CallToolRequest['params']): Promise<CallToolResult> {
  try {
    const grant = ctx.grant!;
    await deps.keyWindow(grant, ctx.headers);
    const { tool, result } = await runToolFor(deps.registry, params.name, params.arguments ?? {}, grant.accountId, scope.category ?? undefined);
    const { slug } = tool.definition;
    if (!isRecord(result)) throw new Error(`tool "${slug}" returned a result that is not an object`);
    const answer: CallToolResult = { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
    // Called by another spelling of its slug (expression_evaluator): the answer names the tool as it is listed.
    if (slug !== params.name) answer._meta = { tool: slug };
    return answer;
  } catch (error) {
    const { body } = errorResponse(error, ctx.req.requestId, deps.log);
    const text = typeof body === 'string' ? body : Buffer.from(body ?? '').toString('utf8');
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

/**
 * Whether the SDK's transport would take the POST as far as its handlers: it refuses an Accept without both media
 * types (406) and an unsupported MCP-Protocol-Version (400; not on initialize) first, whatever the messages hold.
 */
function transportTakes(headers: HttpRequest['headers'], messages: readonly JSONRPCMessage[]): boolean {
  const { accept, 'mcp-protocol-version': version } = headers;
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false;
  return version === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(version) || messages.some(isInitializeRequest);
}

/**
 * The hot path: one plain tools/call (no batch, task or _meta) that the transport takes. Answered as the SDK's Server
 * and transport answer it (the same schemas parse the request and check the result, the same JSON-RPC envelope) but
 * without a Request, a Response, an AbortController and a connection per call: through them a call costs about ten REST
 * calls (bench/mcp.ts). Anything else takes the SDK's path.
 */
function plainToolCall(body: unknown): { id: RequestId; params: CallToolRequest['params'] } | null {
  const message = JSONRPCRequestSchema.safeParse(body);
  if (!message.success || message.data.method !== 'tools/call') return null;
  const call = CallToolRequestSchema.safeParse(message.data);
  if (!call.success || call.data.params.task !== undefined || call.data.params._meta !== undefined) return null;
  return { id: message.data.id, params: call.data.params };
}

/**
 * One SDK Server and the request it is serving. A Server holds one transport at a time, and building one costs
 * several times a whole tool call (schemas, an Ajv instance), so idle ones are reused: each request connects a fresh
 * stateless transport (the SDK refuses to reuse those) to an idle Server and closes it when answered.
 */
interface Lane {
  server: Server;
  ctx: RouteContext | null;
}

/**
 * One MCP server of the service: the whole catalog at /mcp, or one category's tools at /mcp/{category} (for clients
 * that take few tools: Gemini's mcpToTool reads 100, OpenAI takes 128 a request), with its idle lanes.
 */
interface Scope {
  category: CategoryId | null;
  listing: ToolListing;
  idle: Lane[];
}

function createLane(deps: McpDeps, scope: Scope): Lane {
  const { category, listing } = scope;
  const instructions =
    (category === null
      ? 'Every tool of the service. tools/list pages 100 at a time (_meta.category filters by category); '
      : `The ${categories[category]} tools of the service (the whole catalog is at /mcp). `) +
    "Each tools/call counts against the API key's hourly window like a REST call; failures are results with isError and an error code.";
  const server = new Server(
    {
      name: category === null ? 'tool-research-service' : `tool-research-service-${category}`,
      title: category === null ? 'Tool-execution service' : `Tool-execution service: ${categories[category]}`,
      version: deps.version,
    },
    { capabilities: { tools: { listChanged: false } }, instructions },
  );
  const lane: Lane = { server, ctx: null };
  const current = (): RouteContext => {
    if (!lane.ctx) throw new McpError(RpcErrorCode.InternalError, 'No request in progress.');
    return lane.ctx;
  };

  server.setRequestHandler(ListToolsRequestSchema, async (request) =>
    listing.page(request.params?.cursor, request.params?._meta?.category),
  );

  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(deps, current(), scope, request.params));
  return lane;
}

/** A JSON-RPC answer of ours (an error, or a batch of them). */
const rpcReply = (status: number, body: RpcErrorResponse | RpcErrorResponse[]): Reply => ({ status, json: JSON.stringify(body) });

/** The transport's refusal of a foreign page, as the SDK's own Origin check words its status and code. */
const foreignOrigin = rpcError(
  null,
  -32000,
  "Forbidden: the request's Origin is neither this service's own nor one of its trusted origins (CORS_ORIGINS).",
);

/** The transport's answer as a route reply: JSON (its only finite body in JSON-response mode), an event stream or none. */
async function toReply(response: Response): Promise<Reply> {
  const { status, headers = {}, body, stream } = await fromWebResponse(response);
  const { 'content-type': contentType, ...rest } = headers;
  if (stream) return { status, headers: { ...rest, 'Content-Type': contentType ?? 'text/event-stream' }, stream };
  return body === undefined ? { status, headers: rest } : { status, headers: rest, json: body };
}

const jsonRpcId = { type: ['string', 'integer', 'null'], description: 'The request id (null on an error about no request).' };

const jsonRpcMessage: JsonSchema = {
  type: 'object',
  description:
    'A JSON-RPC 2.0 request or notification of MCP: initialize, tools/list, tools/call, ping, notifications/…. ' +
    `(An array of up to ${MAX_BATCH}, the batch of protocol versions before 2025-06-18, is accepted too.)`,
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: { type: ['string', 'integer'], description: 'Absent on notifications.' },
    method: { type: 'string', examples: ['tools/call'] },
    params: { type: 'object', additionalProperties: true },
  },
  required: ['jsonrpc', 'method'],
  additionalProperties: true,
};

const jsonRpcResponse: JsonSchema = {
  type: 'object',
  description: 'A JSON-RPC 2.0 response: `result` on success (tool failures too, with isError), `error` otherwise.',
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: jsonRpcId,
    result: { type: 'object', additionalProperties: true },
    error: {
      type: 'object',
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
      required: ['code', 'message'],
    },
  },
  required: ['jsonrpc', 'id'],
};

export function mcpRoutes(deps: McpDeps): RouteSpec[] {
  const scopes = new Map<CategoryId | null, Scope>();
  const scopeOf = (category: CategoryId | null): Scope => {
    let scope = scopes.get(category);
    if (!scope) scopes.set(category, (scope = { category, listing: new ToolListing(deps.registry, category), idle: [] }));
    return scope;
  };
  const ownScheme = ownSchemeOf(deps.cookieSecure);

  /** Everything but the hot path: the SDK's Server (one of the scope's idle lanes) and a fresh stateless transport. */
  const viaSdk = async (ctx: RouteContext, scope: Scope, parsedBody: unknown): Promise<Reply> => {
    const lane = scope.idle.pop() ?? createLane(deps, scope);
    lane.ctx = ctx;
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await lane.server.connect(transport);
      // The body is parsed and checked already (mcp-messages.ts): the SDK takes it as is.
      return await toReply(await transport.handleRequest(toWebRequest(ctx.req), { parsedBody }));
    } finally {
      // JSON-response mode answers only once every handler is done, so closing here cuts nothing short.
      await transport.close();
      lane.ctx = null;
      if (scope.idle.length < (scope.category === null ? MAX_IDLE_LANES : MAX_IDLE_CATEGORY_LANES)) scope.idle.push(lane);
    }
  };

  /**
   * A batch with requests refused for their params: those answered here, the rest by the SDK, the answers as one batch
   * (in no particular order, as JSON-RPC allows). The SDK's refusal of the whole POST stands as it is.
   */
  const partlyRefusedBatch = async (ctx: RouteContext, scope: Scope, refusals: RpcErrorResponse[], rest: JSONRPCMessage[]): Promise<Reply> => {
    if (rest.length === 0) return rpcReply(200, refusals);
    const reply = await viaSdk(ctx, scope, rest);
    // 202: the rest were notifications or responses, which have no answer.
    if (reply.status === 202) return { ...reply, ...rpcReply(200, refusals) };
    if (reply.status !== 200 || reply.json === undefined) return reply;
    const answered: unknown = JSON.parse(typeof reply.json === 'string' ? reply.json : Buffer.from(reply.json).toString('utf8'));
    return { ...reply, json: JSON.stringify([...(Array.isArray(answered) ? answered : [answered]), ...refusals]) };
  };

  /** One POST to a server of the service (the whole catalog's or a category's). */
  const serve = async (ctx: RouteContext<Buffer>, scope: Scope): Promise<Reply> => {
    // The transport spec asks servers to check Origin (against DNS rebinding): a browser's must be ours or trusted.
    const { origin, host } = ctx.req.headers;
    if (origin !== undefined && !isOwnOrTrustedOrigin(origin, host, ownScheme, deps.trustedOrigins)) {
      return rpcReply(403, foreignOrigin);
    }
    const read = readMessages(ctx.body);
    if ('refusal' in read) return rpcReply(400, read.refusal);
    const { messages, batch, value } = read;
    // Where the transport refuses the POST whole (406, 400), it does so before any message counts.
    if (!transportTakes(ctx.req.headers, messages)) return viaSdk(ctx, scope, value);
    if (batch) {
      const refusals: RpcErrorResponse[] = [];
      const rest: JSONRPCMessage[] = [];
      for (const message of messages) {
        const refusal = paramsRefusal(message);
        if (refusal) refusals.push(refusal);
        else rest.push(message);
      }
      return refusals.length === 0 ? viaSdk(ctx, scope, value) : partlyRefusedBatch(ctx, scope, refusals, rest);
    }
    const plain = plainToolCall(value);
    if (plain) {
      const result = CallToolResultSchema.parse(await callTool(deps, ctx, scope, plain.params));
      return { status: 200, json: JSON.stringify({ result, jsonrpc: '2.0', id: plain.id }) };
    }
    const refusal = paramsRefusal(messages[0]!);
    return refusal ? rpcReply(200, refusal) : viaSdk(ctx, scope, value);
  };

  const shared = {
    method: 'POST',
    tag: 'mcp',
    auth: 'apiKeyUncounted',
    reads: ['accept', 'mcp-protocol-version', 'origin', 'host'],
    // Read unparsed: JSON that does not parse is JSON-RPC's -32700 here, not the service's invalid_json.
    body: { schema: jsonRpcMessage, raw: true },
    responses: {
      200: {
        description: 'The JSON-RPC response (an array of them for a batch).',
        content: { 'application/json': { anyOf: [jsonRpcResponse, { type: 'array', items: jsonRpcResponse }] } },
      },
      202: { description: 'Only notifications or responses were sent: accepted, no body.' },
      400: {
        description:
          'A JSON-RPC error, id null: the body is not JSON (-32700), not a JSON-RPC 2.0 message or batch of 1 to 100 ' +
          '(-32600), or the MCP-Protocol-Version header names a version this server does not speak (-32000).',
        content: { 'application/json': jsonRpcResponse },
      },
      403: {
        description: "A JSON-RPC error, id null (-32000): the request's Origin is a page neither of this service nor trusted.",
        content: { 'application/json': jsonRpcResponse },
      },
      406: {
        description: 'Accept does not list both application/json and text/event-stream (a JSON-RPC error, id null).',
        content: { 'application/json': jsonRpcResponse },
      },
    },
    errors: [
      'missing_api_key',
      'invalid_api_key',
      'plan_required',
      'unsupported_media_type',
      'payload_too_large',
    ],
  } satisfies Omit<RouteSpec<Buffer>, 'path' | 'summary' | 'handle'>;

  return [
    defineRoute<Buffer>({
      ...shared,
      path: MCP_PATH,
      summary: 'Model Context Protocol (Streamable HTTP, stateless): list and call the tools',
      description:
        'Send the API key as `x-api-key` or `Authorization: Bearer`; the key and plan are checked as for POST /api/v1/tools ' +
        '(401/403), and `Accept` must list application/json and text/event-stream (406 otherwise). Answers are JSON. ' +
        '`tools/list` is free and pages 100 tools at a time (`nextCursor`; `params._meta.category` filters by category; ' +
        'a bad cursor or category is JSON-RPC error -32602). Each `tools/call` counts against the key\'s hourly window like a ' +
        'REST call (X-RateLimit-* headers); a refused or failed call is a result with `isError: true` whose text is the ' +
        'error envelope (`rate_limit_exceeded`, `unknown_tool`, `invalid_tool_input`, `tool_error`…); a successful one has ' +
        'the result as `structuredContent` and as JSON text. An unknown tool is such a result too (`unknown_tool`, with ' +
        '`suggestions`). Malformed messages are JSON-RPC errors: a body that is not JSON is 400 with -32700, one that is ' +
        'not a JSON-RPC 2.0 message or batch of 1 to 100 is 400 with -32600 (a batch is refused whole), and a request ' +
        'whose params its method does not take (tools/call without `name`, `arguments` that is not an object…) is ' +
        'answered -32602. A page of another origin (an `Origin` header other than the service\'s own or one of ' +
        'CORS_ORIGINS) is refused with 403 and a JSON-RPC error (-32000, id null); requests without `Origin` are not ' +
        'from browsers and pass. An unsupported `MCP-Protocol-Version` header is 400 with a JSON-RPC error. A wrong ' +
        'content type (415), an oversize body (413) and the key checks (401/403) answer with the error envelope. GET ' +
        'and DELETE answer 405: there are no sessions or streams.',
      handle: (ctx) => serve(ctx, scopeOf(null)),
    }),
    defineRoute<Buffer>({
      ...shared,
      path: `${MCP_PATH}/:category`,
      summary: "Model Context Protocol: one category's tools as a server of their own",
      description:
        'The same server as POST /mcp (key, plan, window, answers and errors alike), listing and calling only the tools of ' +
        'one category (GET /api/v1/tools counts them: the largest has fewer than 100). For clients that read or send ' +
        "few tools: Gemini's mcpToTool reads the first 100 tools of a server, and OpenAI takes at most 128 a request. A " +
        'tool of another category is an `unknown_tool` result naming its category; an unknown category is 404 `not_found`.',
      errors: [...shared.errors, 'not_found'],
      handle(ctx) {
        const category = ctx.req.params.category!;
        if (!isCategory(category)) {
          throw new ApiError('not_found', `No MCP server has the category "${category.slice(0, 40)}"; the categories: ${Object.keys(categories).join(', ')}.`);
        }
        return serve(ctx, scopeOf(category));
      },
    }),
  ];
}
