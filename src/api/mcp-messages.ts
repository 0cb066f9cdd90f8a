// MCP's JSON-RPC messages, checked before the SDK sees them, each refusal with a short message of ours: a body that is
// not JSON (-32700) or not JSON-RPC 2.0 (-32600), and a request whose params its method does not take (-32602). The
// SDK answers the last with -32603 and its validation library's dump of the schema errors.
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  RequestSchema,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** The SDK's own cap on a JSON-RPC batch. */
export const MAX_BATCH = 100;

/** A JSON-RPC error response; `id` is null where the request's id could not be read. */
export interface RpcErrorResponse {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string };
}

export const rpcError = (id: RequestId | null, code: number, message: string): RpcErrorResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRequestId = (value: unknown): value is RequestId =>
  typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));

/** What a client sent, quoted in a message at most this long. */
const quote = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

const requestMembers = new Set(['jsonrpc', 'id', 'method', 'params']);
const responseMembers = new Set(['jsonrpc', 'id', 'result', 'error']);

/**
 * Why a message is not JSON-RPC 2.0 as the SDK's transport reads it (its schemas are strict: no other members), or
 * null. A request's params are left to paramsRefusal: a request is answered on its own, a notification never is.
 */
function envelopeProblem(message: unknown): string | null {
  if (!isRecord(message)) return 'a message must be a JSON object';
  if (message.jsonrpc !== '2.0') return '"jsonrpc" must be "2.0"';
  if ('id' in message && !isRequestId(message.id)) return '"id" must be a string or an integer';
  const isCall = 'method' in message;
  const members = isCall ? requestMembers : responseMembers;
  const stranger = Object.keys(message).find((name) => !members.has(name));
  if (stranger !== undefined) return `${quote(stranger)} is not a member of a JSON-RPC ${isCall ? 'request' : 'response'}`;
  if (isCall) {
    if (typeof message.method !== 'string') return '"method" must be a string';
    if ('params' in message && typeof message.params !== 'object') return '"params" must be an object';
    if ('params' in message && message.params === null) return '"params" must be an object';
    if (!('id' in message) && !JSONRPCMessageSchema.safeParse(message).success) {
      return 'the params of a notification must be an object (its "_meta" too)';
    }
    return null;
  }
  if ('result' in message === 'error' in message) return 'a message needs a "method" (a request), or a "result" or an "error" (a response)';
  if (JSONRPCMessageSchema.safeParse(message).success) return null;
  return 'a response needs an "id", and a "result" object or an "error" with a code and a message';
}

export type ReadBody = { messages: JSONRPCMessage[]; batch: boolean; value: unknown } | { refusal: RpcErrorResponse };

/**
 * The body as JSON-RPC messages (`value` is the parsed JSON, for the SDK), or its refusal: -32700 for JSON that does
 * not parse, -32600 for a message or a batch that is not JSON-RPC 2.0. A batch is refused whole, as the SDK refuses it.
 */
export function readMessages(raw: Buffer): ReadBody {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return { refusal: rpcError(null, ErrorCode.ParseError, 'Parse error: the body is not valid JSON.') };
  }
  const messages: unknown[] = Array.isArray(value) ? value : [value];
  const batch = messages === value;
  if (batch && (messages.length === 0 || messages.length > MAX_BATCH)) {
    return { refusal: rpcError(null, ErrorCode.InvalidRequest, `Invalid Request: a batch holds 1 to ${MAX_BATCH} messages.`) };
  }
  for (const message of messages) {
    const problem = envelopeProblem(message);
    if (problem === null) continue;
    // The id is echoed where there is one to echo: a single message's, when it is a valid id.
    const id = !batch && isRecord(message) && isRequestId(message.id) ? message.id : null;
    return { refusal: rpcError(id, ErrorCode.InvalidRequest, `Invalid Request: ${problem}.`) };
  }
  return { messages: messages as JSONRPCMessage[], batch, value };
}

interface RequestCheck {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[] }> } };
}

/** The SDK's schema of each request this server answers; any other method's params are checked as any request's. */
const methodSchemas = new Map<string, RequestCheck>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

/** `params.cursor`, `params.arguments`, `params._meta.progressToken`. */
const pathText = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('') || 'params';

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) at = isRecord(at) || Array.isArray(at) ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

/** Why `method` does not take `params`, or null. */
function paramsProblem(method: string, params: unknown): string | null {
  if (Array.isArray(params)) return 'MCP takes params by name, as an object';
  if (method === 'tools/call') {
    const given = isRecord(params) ? params : {};
    if (typeof given.name !== 'string') return 'tools/call needs "name", the name of a tool (a string)';
    if ('arguments' in given && !isRecord(given.arguments)) return '"arguments" must be an object of the tool\'s inputs';
  }
  const request = params === undefined ? { method } : { method, params };
  const checked = (methodSchemas.get(method) ?? (RequestSchema as RequestCheck)).safeParse(request);
  if (checked.success) return null;
  const path = checked.error.issues[0]?.path ?? ['params'];
  return `${pathText(path)} ${valueAt(request, path) === undefined ? 'is required' : 'is not valid'} for ${quote(method)}`;
}

/** The -32602 answer to a request whose params its method does not take; null for a notification, a response or good params. */
export function paramsRefusal(message: JSONRPCMessage): RpcErrorResponse | null {
  if (!('method' in message) || !('id' in message)) return null;
  const problem = paramsProblem(message.method, message.params);
  return problem === null ? null : rpcError(message.id, ErrorCode.InvalidParams, `Invalid params: ${problem}.`);
}
