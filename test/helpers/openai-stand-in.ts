// A local stand-in for an OpenAI-compatible chat-completions endpoint (POST …/chat/completions on 127.0.0.1, an
// ephemeral port), answering like the real servers a battery meets: clean JSON, prose, inline or separate reasoning
// that names a decoy option, tool calls, rate limits, 5xx, HTML or broken 200s, a request that never ends. A policy
// picks the move each request is meant to get; the requests are recorded (body, the move meant) for assertions.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { legalChoices } from '../../src/battery/engine.ts';
import { parseForm, type ChoiceForm } from '../../src/research/games.ts';

export const STAND_IN_MODES = [
  /** `{"choice": "X"}` */
  'clean',
  /** prose around the JSON answer */
  'prose',
  /** the reply first weighs the decoy as JSON, then ends with the answer */
  'deliberate',
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
export type StandInMode = (typeof STAND_IN_MODES)[number];

/** A chat-completions request body as received (only what the stand-in reads is typed). */
export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; parameters: { properties: { choice: { enum?: string[]; pattern?: string } } } } }[];
  [field: string]: unknown;
}

export interface ReceivedRequest {
  /** 0-based, in arrival order */
  index: number;
  url: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
  /** the move the policy meant for this request, and another legal one used as a decoy; null when no legal choices were found */
  intended: string | null;
  decoy: string | null;
  /** the status answered; null for a request left hanging */
  status: number | null;
  /** whether the answer was a well-formed chat completion */
  completion: boolean;
}

/** The assistant message of a completion (fields as the API spells them). */
export interface StandInReply {
  content?: string | null;
  reasoning_content?: string;
  reasoning?: string;
  tool_calls?: unknown[];
  finish_reason?: string;
}

/** How to answer one request: a completion, a raw status and body, or never. */
export type StandInAnswer = { reply: StandInReply } | { status: number; body: string; headers?: Record<string, string> } | { hang: true };

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
}

export interface StandIn {
  /** the API root to give the agent: `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const policy = options.policy ?? defaultPolicy;
  const behaviour = options.behaviour ?? modeBehaviour(options.mode ?? 'clean');
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (request.method !== 'POST' || !(request.url ?? '').split('?')[0]!.endsWith('/chat/completions')) {
        return send(response, 404, '{"error": {"message": "not found"}}');
      }
      if (size > MAX_BODY_BYTES) return send(response, 413, '{"error": {"message": "body too large"}}');
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        return send(response, 400, '{"error": {"message": "body is not JSON"}}');
      }
      const moves = policy(body);
      const received: ReceivedRequest = {
        index: requests.length,
        url: request.url ?? '',
        headers: request.headers,
        body,
        intended: moves?.intended ?? null,
        decoy: moves?.decoy ?? null,
        status: null,
        completion: false,
      };
      requests.push(received);
      if (options.delayMs) setTimeout(() => answerWith(received), options.delayMs);
      else answerWith(received);
    });

    const answerWith = (received: ReceivedRequest) => {
      const answer = behaviour(received);
      if ('hang' in answer) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if ('reply' in answer) {
        received.status = 200;
        received.completion = true;
        return send(response, 200, completionBody(received, answer.reply));
      }
      received.status = answer.status;
      send(response, answer.status, answer.body, answer.headers);
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

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body);
}

function completionBody(request: ReceivedRequest, reply: StandInReply): string {
  const { finish_reason: finishReason, ...message } = reply;
  return JSON.stringify({
    id: `chatcmpl-stand-in-${request.index}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model: request.body.model ?? 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: finishReason ?? 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });
}

/** The legal forms a request offers: its last "Legal choices now: …." line, else the `choose` tool's enum. */
export function legalFormsOf(body: ChatRequestBody): ChoiceForm[] | null {
  for (const message of [...(body.messages ?? [])].reverse()) {
    if (message.role !== 'user' || typeof message.content !== 'string') continue;
    const line = /Legal choices now: (.+)\.\s*$/.exec(message.content);
    if (!line) continue;
    const forms = line[1]!.split(', ').map((form) => parseForm(form.replace(/:<(\d+)-(\d+)>$/, ':$1-$2')));
    if (forms.every((form) => form !== null)) return forms as ChoiceForm[];
  }
  const listed = body.tools?.[0]?.function.parameters.properties.choice.enum;
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
  const prompt = [...(body.messages ?? [])].reverse().find((message) => message.role === 'user' && message.content?.includes('Legal choices now'));
  const at = 1 + (fnv1a(prompt?.content ?? '') % (choices.length - 1));
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

/** What each named mode answers. */
export function modeBehaviour(mode: StandInMode): Behaviour {
  return (request): StandInAnswer => {
    const { index } = request;
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
        return {
          reply: { content: `I could answer ${json(decoy)}, which looks safe. On reflection I prefer the other option.\n\nFinal answer: ${json(intended)}` },
        };
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
          body: '{"error": {"message": "Rate limit reached for requests", "type": "rate_limit_error"}}',
        };
      case 'server-errors':
        if (index >= 2 && index % 5 !== 0) return clean;
        return { status: [500, 503, 502][index % 3]!, body: '{"error": {"message": "upstream failed", "type": "server_error"}}' };
      case 'html-200':
        if (index % 4 !== 0) return clean;
        return {
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
        };
      case 'bad-json-200': {
        if (index % 4 === 0) return { status: 200, body: completionBody(request, { content: json(intended) }).slice(0, 60) };
        if (index % 4 === 2) return { status: 200, body: '{"error": {"message": "upstream overloaded", "code": 529}}' };
        return clean;
      }
      case 'hang':
        return index === 0 ? { hang: true } : clean;
    }
  };
}
