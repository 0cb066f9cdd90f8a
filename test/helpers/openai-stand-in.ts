// A local stand-in for an OpenAI-compatible chat-completions endpoint (POST …/chat/completions on 127.0.0.1, an
// ephemeral port) that also speaks Anthropic's Messages API (POST …/messages, the same modes, the request checked as
// Anthropic checks it), answering like the real servers a battery meets: clean JSON, prose, inline or separate reasoning
// that names a decoy option, an answer contradicted by a second one, Python-quoted JSON, a bare word, tool calls, rate limits, 5xx, HTML or broken 200s, a request that never ends — and, for
// the fetch hardening, a redirect and an oversized body. A policy picks the move each request is meant to get; the
// requests are recorded (headers, body, the move meant, the status and request id answered) for assertions.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiStyle } from '../../src/battery/agents/api-styles.ts';
import { legalChoices } from '../../src/battery/engine.ts';
import { parseForm, type ChoiceForm } from '../../src/research/games.ts';

export const STAND_IN_MODES = [
  /** `{"choice": "X"}` */
  'clean',
  /** prose around the JSON answer */
  'prose',
  /**
   * the reply first weighs the decoy as JSON, then ends with the answer: two different choices, so the agent re-asks
   * (REASKED_MODES); the re-ask is answered with clean JSON
   */
  'deliberate',
  /** the answer as JSON, then `I did not choose {"choice": decoy}`: ambiguous as 'deliberate', and re-asked the same way */
  'contradict',
  /** the answer in Python's quoting: `{'choice': 'X'}` */
  'single-quoted',
  /**
   * the answer as the whole reply, no JSON: `X`, then `"X."` with a capital, then `` `X` `` — or, for a numbered
   * form, the number alone — in turn
   */
  'bare-word',
  /**
   * `<think>` (or `<thinking>`, `<REASONING>`) naming the decoy as JSON, then the answer: as JSON on even requests (a
   * first-match reader takes the decoy), as a `CHOICE:` line on odd ones (a reader that keeps the reasoning prefers its
   * JSON decoy)
   */
  'think-decoy',
  /** reasoning naming the decoy, a lone `</think>` (the server's template opened the block), then the answer as above */
  'think-unopened',
  /** the decoy in `reasoning_content` and `reasoning`, the answer in `content` */
  'reasoning-content',
  /** content null, the answer as a `choose` tool call (plain JSON content when the request offered no tools) */
  'tool-calls',
  /** requests 0, 3, 6… answer 429 with Retry-After: 0 */
  'rate-limited',
  /** requests 0 and 1, then every fifth, answer 500, 503 or 502 */
  'server-errors',
  /** requests 0, 4, 8… answer 200 with an HTML page */
  'html-200',
  /** requests 0, 4, 8… answer 200 with truncated JSON; 2, 6, 10… 200 with JSON that has no `choices` */
  'bad-json-200',
  /** request 0 never answers (the client's timeout must fire) */
  'hang',
] as const;

/** Modes whose first answer names two different choices: a reader must re-ask (never read either), and the re-ask is answered cleanly. */
export const REASKED_MODES: ReadonlySet<StandInMode> = new Set(['deliberate', 'contradict']);

/** Modes whose every answer a hardened client must refuse (so no ask of theirs gets a move): apart from STAND_IN_MODES. */
export const HOSTILE_MODES = [
  /** every request answers 302 to `redirectTo` */
  'redirect',
  /** every request answers 200 with a well-formed reply of 2 MiB (its text padded), sent chunked, without a length */
  'huge',
] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number] | (typeof HOSTILE_MODES)[number];

/** The size of a `huge` answer. */
export const HUGE_BODY_BYTES = 2 * 1024 * 1024;

/**
 * A request body as received (only what the stand-in reads is typed, in the chat-completions shape; an
 * anthropic-messages request's body is Anthropic's: read it through `messagesBodyOf`).
 */
export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; parameters: { properties: { choice: { enum?: string[]; pattern?: string } } } } }[];
  [field: string]: unknown;
}

/** An anthropic-messages request body as received. */
export interface MessagesRequestBody {
  model?: string;
  max_tokens?: number;
  system?: string;
  temperature?: number;
  messages?: { role: string; content: string | MessagesBlock[] }[];
  tools?: { name: string; description?: string; input_schema: { type: string; properties: { choice: { enum?: string[]; pattern?: string } } } }[];
  [field: string]: unknown;
}

export type MessagesBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string }
  | { type: 'thinking'; thinking: string };

export interface ReceivedRequest {
  /** 0-based, in arrival order */
  index: number;
  /** which API the request spoke: by its path (`…/chat/completions` or `…/messages`) */
  style: ApiStyle;
  url: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
  /** the move the policy meant for this request, and another legal one used as a decoy; null when no legal choices were found */
  intended: string | null;
  decoy: string | null;
  /** the status answered; null for a request left hanging */
  status: number | null;
  /** whether the answer was a well-formed reply (a chat completion, or a Messages API message) */
  completion: boolean;
  /** the id in the answer's `x-request-id` (openai-chat) or `request-id` (anthropic-messages) header; null while unanswered */
  requestId: string | null;
}

/** An anthropic-messages request's body, typed as such (throws for a chat-completions request). */
export function messagesBodyOf(request: ReceivedRequest): MessagesRequestBody {
  if (request.style !== 'anthropic-messages') throw new Error(`request ${request.index} is ${request.style}, not anthropic-messages`);
  return request.body as MessagesRequestBody;
}

/**
 * The assistant message of a completion (fields as the chat-completions API spells them). To an anthropic-messages
 * request it goes as content blocks: reasoning a thinking block, content a text block, tool calls tool_use blocks, and
 * finish_reason `length` as stop_reason `max_tokens`.
 */
export interface StandInReply {
  content?: string | null;
  reasoning_content?: string;
  reasoning?: string;
  tool_calls?: unknown[];
  finish_reason?: string;
}

/** How to answer one request: a completion, a raw status and body (`chunked`: sent in pieces, without a length), or never. */
export type StandInAnswer =
  | { reply: StandInReply }
  | { status: number; body: string; headers?: Record<string, string>; chunked?: boolean }
  | { hang: true };

export type Behaviour = (request: ReceivedRequest) => StandInAnswer;

/** The move a request is meant to get, and a different legal one for decoys. */
export type Policy = (body: ChatRequestBody) => { intended: string; decoy: string } | null;

export interface StandInOptions {
  mode?: StandInMode;
  /** overrides mode: answers each request */
  behaviour?: Behaviour;
  /** default: `defaultPolicy` */
  policy?: Policy;
  /** how long each answer waits before it is sent (a model's latency; default 0) */
  delayMs?: number;
  /**
   * the key a request must carry (`Authorization: Bearer <key>`, or `x-api-key`); without it the answer is 401, whose
   * message echoes the credential presented (as some providers do: a client must not repeat it). Default: none needed.
   */
  expectedKey?: string;
  /** the `model` a reply names; default: the model requested */
  respondModel?: string;
  /** where the `redirect` mode sends the client; default: `http://127.0.0.1:9/redirected` (the discard port, nothing listens) */
  redirectTo?: string;
}

export interface StandIn {
  /** the API root to give the agent: `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  /** every request to either API, refused ones (401, 400) included */
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** The discard port: nothing listens, so a client that followed the redirect would fail to connect. */
const DEFAULT_REDIRECT_TO = 'http://127.0.0.1:9/redirected';

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const policy = options.policy ?? defaultPolicy;
  const behaviour = options.behaviour ?? modeBehaviour(options.mode ?? 'clean', { redirectTo: options.redirectTo });
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    // A client that stops reading a huge answer resets the connection: nothing to report.
    response.on('error', () => {});
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const style: ApiStyle | null =
        request.method !== 'POST' ? null : path.endsWith('/chat/completions') ? 'openai-chat' : path.endsWith('/messages') ? 'anthropic-messages' : null;
      if (style === null) return send(response, 404, '{"error": {"message": "not found"}}');
      if (size > MAX_BODY_BYTES) return send(response, 413, errorBody(style, 'request_too_large', 'body too large'));
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        return send(response, 400, errorBody(style, 'invalid_request_error', 'body is not JSON'));
      }
      const moves = policy(body);
      const received: ReceivedRequest = {
        index: requests.length,
        style,
        url: request.url ?? '',
        headers: request.headers,
        body,
        intended: moves?.intended ?? null,
        decoy: moves?.decoy ?? null,
        status: null,
        completion: false,
        requestId: null,
      };
      requests.push(received);
      const refusal = refusalOf(received, options.expectedKey);
      if (refusal) return answer(received, refusal);
      if (options.delayMs) setTimeout(() => answer(received, behaviour(received)), options.delayMs);
      else answer(received, behaviour(received));
    });

    const answer = (received: ReceivedRequest, answered: StandInAnswer) => {
      if ('hang' in answered) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      received.requestId = `req_${randomBytes(12).toString('hex')}`;
      const idHeader = { [received.style === 'openai-chat' ? 'x-request-id' : 'request-id']: received.requestId };
      if ('reply' in answered) {
        received.status = 200;
        received.completion = true;
        return send(response, 200, replyBody(received, answered.reply, options.respondModel), idHeader);
      }
      received.status = answered.status;
      send(response, answered.status, answered.body, { ...idHeader, ...answered.headers }, answered.chunked);
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}, chunked = false): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  if (!chunked) return void response.end(body);
  // Written in pieces without a Content-Length: the client learns the size only by reading.
  const CHUNK = 64 * 1024;
  for (let at = 0; at < body.length; at += CHUNK) response.write(body.slice(at, at + CHUNK));
  response.end();
}

/** The answer to a request the real API would refuse before looking at it: a missing or wrong key, a malformed Messages request. */
function refusalOf(request: ReceivedRequest, expectedKey: string | undefined): StandInAnswer | null {
  const { headers, style } = request;
  if (style === 'anthropic-messages' && !headers['anthropic-version']) {
    return { status: 400, body: errorBody(style, 'invalid_request_error', 'anthropic-version: header is required') };
  }
  if (expectedKey !== undefined) {
    const presented = style === 'openai-chat' ? headers.authorization?.replace(/^Bearer /, '') : headers['x-api-key'];
    if (presented !== expectedKey) {
      const message = presented === undefined ? `no API key provided (${style === 'openai-chat' ? 'Authorization: Bearer' : 'x-api-key'})` : `Incorrect API key provided: ${String(presented)}`;
      return { status: 401, body: errorBody(style, 'authentication_error', message) };
    }
  }
  if (style === 'anthropic-messages') {
    const problem = messagesProblem(request.body);
    if (problem) return { status: 400, body: errorBody(style, 'invalid_request_error', problem) };
  }
  return null;
}

/** An error body in the style's shape. */
function errorBody(style: ApiStyle, type: string, message: string): string {
  return style === 'openai-chat' ? JSON.stringify({ error: { message, type } }) : JSON.stringify({ type: 'error', error: { type, message } });
}

function replyBody(request: ReceivedRequest, reply: StandInReply, respondModel?: string): string {
  const model = respondModel ?? request.body.model ?? 'stand-in';
  return request.style === 'openai-chat' ? completionBody(request, reply, model) : messageBody(request, reply, model);
}

function completionBody(request: ReceivedRequest, reply: StandInReply, model: string): string {
  const { finish_reason: finishReason, ...message } = reply;
  return JSON.stringify({
    id: `chatcmpl-stand-in-${request.index}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: finishReason ?? 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });
}

/** The reply as an Anthropic Messages API message. */
function messageBody(request: ReceivedRequest, reply: StandInReply, model: string): string {
  const content: MessagesBlock[] = [];
  const thought = reply.reasoning_content ?? reply.reasoning;
  if (thought) content.push({ type: 'thinking', thinking: thought });
  if (reply.content) content.push({ type: 'text', text: reply.content });
  for (const [i, call] of (reply.tool_calls ?? []).entries()) {
    const { id, function: fn } = call as { id?: string; function?: { name?: string; arguments?: unknown } };
    let input = fn?.arguments;
    if (typeof input === 'string') {
      try {
        input = JSON.parse(input);
      } catch {
        input = { arguments: input };
      }
    }
    content.push({ type: 'tool_use', id: id ?? `toolu_stand_in_${request.index}_${i}`, name: fn?.name ?? '', input: (input ?? {}) as Record<string, unknown> });
  }
  const stopReason =
    reply.finish_reason === 'length' ? 'max_tokens' : content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn';
  return JSON.stringify({
    id: `msg_stand_in_${request.index}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  });
}

const MESSAGES_FIELDS = new Set(['model', 'max_tokens', 'system', 'messages', 'temperature', 'tools', 'tool_choice', 'top_p', 'top_k', 'stop_sequences', 'stream', 'metadata', 'thinking']);
const TOOL_FIELDS = new Set(['name', 'description', 'input_schema', 'cache_control', 'type']);

/**
 * What Anthropic would refuse in a Messages request (a 400), or null: fields it does not know, a system or tool
 * role in `messages`, turns that do not alternate from a user turn, empty content, and tool_use blocks not answered
 * by tool_result blocks in the very next (user) message, or tool_results answering no tool_use just before.
 */
export function messagesProblem(raw: ChatRequestBody): string | null {
  const body = raw as MessagesRequestBody;
  for (const field of Object.keys(body)) if (!MESSAGES_FIELDS.has(field)) return `${field}: Extra inputs are not permitted`;
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required';
  if (!Number.isInteger(body.max_tokens) || body.max_tokens! < 1) return 'max_tokens: Field required (an integer of at least 1)';
  if (body.system !== undefined && typeof body.system !== 'string') return 'system: Input should be a valid string';
  if (body.temperature !== undefined && (typeof body.temperature !== 'number' || body.temperature < 0 || body.temperature > 1)) {
    return 'temperature: Input should be a number from 0 to 1';
  }
  for (const [i, tool] of (body.tools ?? []).entries()) {
    for (const field of Object.keys(tool)) if (!TOOL_FIELDS.has(field)) return `tools.${i}.${field}: Extra inputs are not permitted`;
    if (typeof tool.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(tool.name)) return `tools.${i}.name: String should match pattern`;
    if (typeof tool.input_schema !== 'object' || tool.input_schema?.type !== 'object') return `tools.${i}.input_schema: Input should be a JSON schema of type object`;
  }
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) return 'messages: at least one message is required';
  for (const [i, message] of messages.entries()) {
    const where = `messages.${i}`;
    if (message.role !== 'user' && message.role !== 'assistant') return `${where}.role: Input should be 'user' or 'assistant'`;
    if (message.role !== (i % 2 === 0 ? 'user' : 'assistant')) return `${where}: roles must alternate between "user" and "assistant", starting with "user"`;
    const { content } = message;
    if (typeof content === 'string') {
      if (content === '' && i < messages.length - 1) return `${where}: all messages must have non-empty content except for the optional final assistant message`;
      continue;
    }
    if (!Array.isArray(content) || content.length === 0) return `${where}.content: all messages must have non-empty content`;
    for (const [j, block] of content.entries()) {
      const at = `${where}.content.${j}`;
      const allowed = message.role === 'user' ? ['text', 'tool_result'] : ['text', 'tool_use', 'thinking'];
      if (!allowed.includes(block.type)) return `${at}.type: ${String(block.type)} is not allowed in a ${message.role} message`;
      if (block.type === 'text' && (typeof block.text !== 'string' || block.text === '')) return `${at}: text content blocks must be non-empty`;
      if (block.type === 'tool_use' && (typeof block.id !== 'string' || typeof block.name !== 'string' || typeof block.input !== 'object' || block.input === null || Array.isArray(block.input))) {
        return `${at}: tool_use needs an id, a name and an input object`;
      }
      if (block.type === 'tool_result' && (typeof block.tool_use_id !== 'string' || typeof block.content !== 'string')) return `${at}: tool_result needs a tool_use_id and content`;
    }
  }
  // Every tool_use is answered in the next message, and every tool_result answers one in the message before.
  const blocksOf = (i: number): MessagesBlock[] => (Array.isArray(messages[i]?.content) ? (messages[i]!.content as MessagesBlock[]) : []);
  for (let i = 0; i < messages.length; i++) {
    const uses = blocksOf(i).flatMap((block) => (block.type === 'tool_use' ? [block.id] : []));
    const answered = new Set(blocksOf(i + 1).flatMap((block) => (block.type === 'tool_result' ? [block.tool_use_id] : [])));
    const unanswered = uses.filter((id) => !answered.has(id));
    if (unanswered.length > 0 && i < messages.length - 1) {
      return `messages.${i + 1}: tool_use ids were found without tool_result blocks immediately after: ${unanswered.join(', ')}`;
    }
    const results = blocksOf(i).flatMap((block) => (block.type === 'tool_result' ? [block.tool_use_id] : []));
    const used = new Set(blocksOf(i - 1).flatMap((block) => (block.type === 'tool_use' ? [block.id] : [])));
    const orphan = results.find((id) => !used.has(id));
    if (orphan !== undefined) return `messages.${i}.content: unexpected tool_use_id found in tool_result blocks: ${orphan}`;
  }
  return null;
}

type ToolSchema = { properties?: { choice?: { enum?: string[] } } };

/** The legal forms a request offers: its last "Legal choices now: …." line, else the `choose` tool's enum. */
export function legalFormsOf(body: ChatRequestBody): ChoiceForm[] | null {
  for (const message of [...(body.messages ?? [])].reverse()) {
    if (message.role !== 'user' || typeof message.content !== 'string') continue;
    const line = /Legal choices now: (.+)\.\s*$/.exec(message.content);
    if (!line) continue;
    const forms = line[1]!.split(', ').map((form) => parseForm(form.replace(/:<(\d+)-(\d+)>$/, ':$1-$2')));
    if (forms.every((form) => form !== null)) return forms as ChoiceForm[];
  }
  // A chat-completions tool keeps its schema in `function.parameters`, a Messages API tool in `input_schema`.
  const tool = body.tools?.[0] as { function?: { parameters?: ToolSchema }; input_schema?: ToolSchema } | undefined;
  const listed = (tool?.function?.parameters ?? tool?.input_schema)?.properties?.choice?.enum;
  return listed ? listed.map((word) => ({ word })) : null;
}

/**
 * A legal move that depends on the prompt (so many asks get varied moves) and is never the fallback move (the first
 * legal choice), so a fallback can not pass for the intended move; the decoy is another legal move.
 */
export const defaultPolicy: Policy = (body) => {
  const forms = legalFormsOf(body);
  if (!forms) return null;
  const choices = legalChoices(forms);
  if (choices.length < 2) return null;
  const prompt = [...(body.messages ?? [])]
    .reverse()
    .find((message) => message.role === 'user' && typeof message.content === 'string' && message.content.includes('Legal choices now'));
  const at = 1 + (fnv1a(typeof prompt?.content === 'string' ? prompt.content : '') % (choices.length - 1));
  return { intended: choices[at]!, decoy: choices[(at + 1) % choices.length]! };
};

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const json = (choice: string) => JSON.stringify({ choice });
/** The final answer after reasoning: JSON on even requests, a `CHOICE:` line on odd ones. */
const answer = (index: number, choice: string) => (index % 2 === 0 ? json(choice) : `CHOICE: ${choice}`);
const REASONING_TAGS = ['think', 'thinking', 'REASONING'] as const;

/** Whether the request re-asks: it carries the agent's earlier reply (an assistant turn) and its correction. */
const isReask = (request: ReceivedRequest): boolean => (request.body.messages ?? []).some((message) => message.role === 'assistant');

/** A choice written as the whole reply, in one of three spellings by request (a number alone for `prefix:n`). */
function bareWord(index: number, choice: string): string {
  if (index % 3 === 0) return choice;
  if (index % 3 === 1) return `"${choice[0]!.toUpperCase()}${choice.slice(1)}."`;
  return choice.includes(':') ? choice.slice(choice.indexOf(':') + 1) : `\`${choice}\``;
}

/** What each named mode answers (in the request's API style). */
export function modeBehaviour(mode: StandInMode, { redirectTo = DEFAULT_REDIRECT_TO }: { redirectTo?: string | undefined } = {}): Behaviour {
  return (request): StandInAnswer => {
    const { index, style } = request;
    /** the chat-completions error body as it always was, else the style's */
    const error = (openAIBody: string, type: string, message: string) => (style === 'openai-chat' ? openAIBody : errorBody(style, type, message));
    const intended = request.intended ?? 'none';
    const decoy = request.decoy ?? 'none';
    const clean: StandInAnswer = { reply: { content: json(intended) } };
    switch (mode) {
      case 'clean':
        return clean;
      case 'prose':
        return {
          reply: {
            content: `Let me weigh the situation. Over many rounds, what the other side saw me do matters.\n\nMy move:\n\n${json(intended)}\n\nThat is my answer.`,
          },
        };
      case 'deliberate':
        if (isReask(request)) return clean;
        return {
          reply: { content: `I could answer ${json(decoy)}, which looks safe. On reflection I prefer the other option.\n\nFinal answer: ${json(intended)}` },
        };
      case 'contradict':
        if (isReask(request)) return clean;
        return { reply: { content: `${json(intended)}\n\nI did not choose ${json(decoy)}: it gives the other side too much.` } };
      case 'single-quoted':
        return { reply: { content: `{'choice': '${intended}'}` } };
      case 'bare-word':
        return { reply: { content: bareWord(index, intended) } };
      case 'think-decoy': {
        const tag = REASONING_TAGS[index % REASONING_TAGS.length]!;
        const thought = `The rules reward ${decoy}. Maybe ${json(decoy)}?\nNo, wait, let me reconsider.`;
        return { reply: { content: `<${tag}>\n${thought}\n</${tag}>\n\n${answer(index, intended)}` } };
      }
      case 'think-unopened':
        return { reply: { content: `Option ${json(decoy)} looks tempting.\n</think>\n\n${answer(index, intended)}` } };
      case 'reasoning-content': {
        const thought = `I should play ${json(decoy)}.\nCHOICE: ${decoy}`;
        return { reply: { content: json(intended), reasoning_content: thought, reasoning: thought } };
      }
      case 'tool-calls':
        if (!request.body.tools?.length) return clean;
        return {
          reply: {
            content: null,
            tool_calls: [{ id: `call_${index}`, type: 'function', function: { name: 'choose', arguments: json(intended) } }],
            finish_reason: 'tool_calls',
          },
        };
      case 'rate-limited':
        if (index % 3 !== 0) return clean;
        return {
          status: 429,
          headers: { 'retry-after': '0' },
          body: error('{"error": {"message": "Rate limit reached for requests", "type": "rate_limit_error"}}', 'rate_limit_error', 'Rate limit reached for requests'),
        };
      case 'server-errors':
        if (index >= 2 && index % 5 !== 0) return clean;
        return {
          status: [500, 503, 502][index % 3]!,
          body: error('{"error": {"message": "upstream failed", "type": "server_error"}}', 'api_error', 'upstream failed'),
        };
      case 'html-200':
        if (index % 4 !== 0) return clean;
        return {
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
        };
      case 'bad-json-200': {
        if (index % 4 === 0) return { status: 200, body: replyBody(request, { content: json(intended) }).slice(0, 60) };
        if (index % 4 === 2) return { status: 200, body: error('{"error": {"message": "upstream overloaded", "code": 529}}', 'overloaded_error', 'upstream overloaded') };
        return clean;
      }
      case 'hang':
        return index === 0 ? { hang: true } : clean;
      case 'redirect':
        return { status: 302, headers: { location: redirectTo }, body: '' };
      case 'huge': {
        const padded = replyBody(request, { content: `${' '.repeat(HUGE_BODY_BYTES)}${json(intended)}` });
        return { status: 200, body: padded, chunked: true };
      }
    }
  };
}
