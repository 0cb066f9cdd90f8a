// The LLM agent: plays the battery through any OpenAI-compatible chat-completions API (one stateless conversation
// per decision, since every prompt already says what the seat knows), with retries for a busy or flaky endpoint.
// The move is offered as a `choose` function too; a reply is read from its tool calls, else from its text (inline
// reasoning removed); a server's separate reasoning field is kept for the transcript but never read.
import { reportName } from '../../research/benchmark.ts';
import { describeForms, type ChoiceForm } from '../../research/games.ts';
import { fallbackMove, type Ask } from '../engine.ts';
import type { Agent, AgentDecision, AgentTurn, ModelReply } from './agent.ts';
import { choiceTool, correction, parseChoice, parseToolArguments, replyInstruction, stripReasoning } from './reply.ts';

/** The request field that carries maxTokens: OpenAI's newer models refuse `max_tokens`, many other servers ignore the other. */
export type MaxTokensParam = 'max_tokens' | 'max_completion_tokens';
export const MAX_TOKENS_PARAMS: readonly MaxTokensParam[] = ['max_tokens', 'max_completion_tokens'];

/**
 * Whether requests offer the `choose` function: true always, false never, 'auto' offers it until the endpoint refuses
 * a request with an error that names tools (vLLM without --enable-auto-tool-choice: 400; llama.cpp without --jinja:
 * 500; Ollama for a model without tool support: 400), then resends that request without it and stops offering it.
 */
export type FunctionCalling = boolean | 'auto';

export interface OpenAICompatibleOptions {
  /** the API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8000/v1/` */
  baseUrl: string;
  model: string;
  /** what the report names as provider; default: baseUrl's host name */
  provider?: string;
  /** default: BATTERY_API_KEY from the environment; no Authorization header without one */
  apiKey?: string;
  /** default 0; null leaves `temperature` out of the request (models that take only their own, such as OpenAI's o-series) */
  temperature?: number | null;
  /** default 200 */
  maxTokens?: number;
  /** default `max_tokens` */
  maxTokensParam?: MaxTokensParam;
  /** default 'auto'; `tool_choice` is never sent, so the model may still answer in text */
  functionCalling?: FunctionCalling;
  /** per request, reading the body included */
  timeoutMs?: number;
  /** retries of one request after 429, 5xx, a network error or a timeout */
  retries?: number;
  /** the first retry's wait without Retry-After; doubles per retry, ±20 % jitter, at most 30 s */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

/** An endpoint that refuses the request or never answers: the run fails (fallback moves would hide a dead model). */
export class AgentError extends Error {
  constructor(
    message: string,
    /** the HTTP status, null for network errors and timeouts */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A completion's first message, before the choice is read from it. */
type Received = Omit<ModelReply, 'parsed'>;

const MAX_BACKOFF_MS = 30_000;
const MAX_RETRY_AFTER_MS = 60_000;
const EXCERPT_CHARS = 200;

const INTRO =
  'You are playing a behavioural game, one decision at a time. Each message tells you the situation and the choices you have now.';

export class OpenAICompatibleAgent implements Agent {
  readonly provider: string;
  /** the report's model name: the API's, with characters a report name cannot hold replaced (`llama3:8b` → `llama3-8b`) */
  readonly model: string;
  private readonly apiModel: string;
  private readonly endpoint: URL;
  private readonly apiKey: string | undefined;
  private readonly temperature: number | null;
  private readonly maxTokens: number;
  private readonly maxTokensParam: MaxTokensParam;
  private readonly functionCalling: FunctionCalling;
  /** whether requests carry the `choose` tool now ('auto' turns it off for good after a refusal) */
  private offerTools: boolean;
  /** the endpoint's refusal of the tools, when 'auto' stopped offering them */
  private toolsRefusal: string | null = null;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly fetch: typeof fetch;
  private readonly usage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
  private readonly counts = { calls: 0, retries: 0, reasks: 0, invalidReplies: 0 };

  constructor(options: OpenAICompatibleOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new AgentError(`baseUrl is not a URL: ${JSON.stringify(options.baseUrl)}`);
    }
    // fetch refuses URLs with credentials; the key belongs in apiKey / BATTERY_API_KEY, where it is never logged.
    if (base.username || base.password) throw new AgentError('baseUrl must not contain credentials: set BATTERY_API_KEY instead');
    this.endpoint = new URL(base.href);
    this.endpoint.pathname = `${base.pathname.replace(/\/+$/, '')}/chat/completions`;
    this.apiModel = options.model;
    this.model = reportName(options.model);
    this.provider = reportName(options.provider ?? base.hostname);
    this.apiKey = options.apiKey ?? (process.env.BATTERY_API_KEY || undefined);
    this.temperature = options.temperature === undefined ? 0 : options.temperature;
    this.maxTokens = options.maxTokens ?? 200;
    this.maxTokensParam = options.maxTokensParam ?? 'max_tokens';
    if (!MAX_TOKENS_PARAMS.includes(this.maxTokensParam)) {
      throw new AgentError(`maxTokensParam must be one of ${MAX_TOKENS_PARAMS.join(', ')}, not ${JSON.stringify(this.maxTokensParam)}`);
    }
    this.functionCalling = options.functionCalling ?? 'auto';
    this.offerTools = this.functionCalling !== false;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.retries = options.retries ?? 4;
    this.backoffMs = options.backoffMs ?? 1000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async decide(turn: AgentTurn): Promise<AgentDecision> {
    const { ask } = turn;
    const messages: ChatMessage[] = [
      { role: 'system', content: `${INTRO}\n\nRules: ${turn.rules}\n\n${replyInstruction(ask.legal)}` },
      { role: 'user', content: userMessage(ask) },
    ];
    const first = read(await this.complete(messages, ask.legal), ask.legal);
    if (first.parsed !== null) return { choice: first.parsed, fallback: false, replies: [first] };

    this.counts.reasks++;
    const second = read(await this.complete([...messages, ...retelling(first, ask.legal)], ask.legal), ask.legal);
    if (second.parsed !== null) return { choice: second.parsed, fallback: false, replies: [first, second] };

    this.counts.invalidReplies++;
    return { choice: fallbackMove(ask.legal), fallback: true, replies: [first, second] };
  }

  settings(): Record<string, unknown> {
    const shown = new URL(this.endpoint.href);
    shown.search = '';
    shown.hash = '';
    shown.pathname = shown.pathname.replace(/\/chat\/completions$/, '');
    return {
      agent: 'openai-compatible',
      baseUrl: shown.href.replace(/\/$/, ''),
      /** the model name the API was asked for (the report's `model` is it, made fit for a report) */
      apiModel: this.apiModel,
      /** null: left out of the requests */
      temperature: this.temperature,
      maxTokens: this.maxTokens,
      maxTokensParam: this.maxTokensParam,
      functionCalling: this.functionCalling,
      /** whether the requests offer the `choose` tool (at the end of the run: 'auto' may have stopped) */
      toolsOffered: this.offerTools,
      /** why 'auto' stopped offering it: the endpoint's refusal, or null */
      toolsRefused: this.toolsRefusal,
      timeoutMs: this.timeoutMs,
      usage: { ...this.usage },
      /** HTTP requests sent, retried ones included */
      calls: this.counts.calls,
      retries: this.counts.retries,
      reasks: this.counts.reasks,
      /** decisions that fell back to the cautious move after the re-ask failed too */
      invalidReplies: this.counts.invalidReplies,
    };
  }

  /**
   * One chat completion's first message, retrying 429, 5xx, network errors, timeouts and a 2xx whose body is not a
   * chat completion (an HTML error page from a proxy, truncated JSON, JSON without `choices`); AgentError otherwise.
   */
  private async complete(messages: ChatMessage[], legal: readonly ChoiceForm[]): Promise<Received> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;

    for (let attempt = 0; ; attempt++) {
      const retriesLeft = attempt < this.retries;
      const body = this.requestBody(messages, legal);
      this.counts.calls++;
      let status: number;
      let text: string;
      let retryAfter: string | null = null;
      try {
        const response = await this.fetch(this.endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        text = await response.text();
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? `no reply within ${this.timeoutMs} ms` : describeError(error);
        if (!retriesLeft) throw new AgentError(`${this.endpoint.origin}: ${reason} (after ${attempt} retries)`);
        await this.wait(attempt, null);
        continue;
      }

      if (status >= 200 && status < 300) {
        const received = this.readCompletion(text);
        if (received !== null) return received;
        const message = `${this.endpoint.origin} answered HTTP ${status} but not a chat completion: ${this.excerpt(text)}`;
        if (!retriesLeft) throw new AgentError(`${message} (after ${attempt} retries)`, status);
        await this.wait(attempt, null);
        continue;
      }
      if (this.refusesTools(status, text)) {
        // Not a retry (no wait, no retry spent): the same request again, now without the tools.
        this.offerTools = false;
        this.toolsRefusal = `HTTP ${status}: ${this.excerpt(text)}`;
        attempt--;
        continue;
      }
      const retryable = status === 429 || status >= 500;
      const hint =
        this.offerTools && /tool/i.test(text) ? ' (the request offered a tool: turn function calling off for this endpoint)' : '';
      const message = `${this.endpoint.origin} answered HTTP ${status}: ${this.excerpt(text)}${hint}`;
      if (!retryable) throw new AgentError(message, status);
      if (!retriesLeft) throw new AgentError(`${message} (after ${attempt} retries)`, status);
      await this.wait(attempt, retryAfter);
    }
  }

  private requestBody(messages: ChatMessage[], legal: readonly ChoiceForm[]): string {
    const body: Record<string, unknown> = { model: this.apiModel };
    if (this.temperature !== null) body.temperature = this.temperature;
    body[this.maxTokensParam] = this.maxTokens;
    body.messages = messages;
    if (this.offerTools) body.tools = [choiceTool(legal)];
    return JSON.stringify(body);
  }

  /** 'auto' only: an error (429 aside) that names tools, while they are still offered. */
  private refusesTools(status: number, text: string): boolean {
    return this.functionCalling === 'auto' && this.offerTools && status >= 400 && status !== 429 && /tool/i.test(text);
  }

  private async wait(attempt: number, retryAfter: string | null): Promise<void> {
    this.counts.retries++;
    await this.sleep(retryAfterMs(retryAfter) ?? this.backoff(attempt));
  }

  /** Exponential backoff; the jitter only spreads retries in time and never touches a game, so Math.random is fine. */
  private backoff(attempt: number): number {
    const jitter = 1 + (Math.random() * 2 - 1) * 0.2;
    return Math.min(MAX_BACKOFF_MS, Math.round(this.backoffMs * 2 ** attempt * jitter));
  }

  /**
   * A completion's first message, or null when the body is not a chat completion (no JSON, or no `choices[0].message`
   * object). A message without content or tool calls is a reply all the same: an invalid one (re-asked), not an error.
   */
  private readCompletion(text: string): Received | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isRecord(parsed) || !Array.isArray(parsed.choices)) return null;
    const first: unknown = parsed.choices[0];
    if (!isRecord(first) || !isRecord(first.message)) return null;
    const message = first.message;

    const usage = parsed.usage;
    if (isRecord(usage)) {
      this.usage.promptTokens += tokens(usage.prompt_tokens);
      this.usage.completionTokens += tokens(usage.completion_tokens);
      this.usage.totalTokens += tokens(usage.total_tokens);
    }
    const received: Received = { content: contentText(message.content) };
    const reasoning = [message.reasoning_content, message.reasoning].find((value) => typeof value === 'string');
    if (typeof reasoning === 'string') received.reasoning = reasoning;
    if (Array.isArray(message.tool_calls) && message.tool_calls.length > 0) received.toolCalls = message.tool_calls;
    if (typeof first.finish_reason === 'string') received.finishReason = first.finish_reason;
    return received;
  }

  /** The start of an error body, on one line, with the key blanked in case the endpoint echoes it. */
  private excerpt(text: string): string {
    let shown = text.replace(/\s+/g, ' ').trim();
    if (this.apiKey) shown = shown.split(this.apiKey).join('***');
    return shown.length > EXCERPT_CHARS ? `${shown.slice(0, EXCERPT_CHARS)}…` : shown || '(empty body)';
  }
}

/**
 * The choice a reply names: a tool call's (the last legal one, whatever the function's name: only `choose` is offered)
 * before its text's, since a call is the structured answer; the text is read without its inline reasoning.
 */
function read(received: Received, legal: readonly ChoiceForm[]): ModelReply {
  const calls = toolCalls(received.toolCalls);
  for (let i = calls.length - 1; i >= 0; i--) {
    const parsed = parseToolArguments(calls[i]!.function.arguments, legal);
    if (parsed !== null) return { ...received, parsed };
  }
  return { ...received, parsed: parseChoice(received.content ?? '', legal) };
}

/**
 * The reply and the correction, appended for the re-ask. The reply goes back without its reasoning (as reasoning
 * models' providers ask); tool calls go back as calls, each answered by a `tool` message holding the correction, as
 * the API requires — or, when a call lacks an id, written out as text.
 */
function retelling(reply: ModelReply, legal: readonly ChoiceForm[]): ChatMessage[] {
  const text = stripReasoning(reply.content ?? '').trim();
  const calls = toolCalls(reply.toolCalls);
  if (calls.length > 0 && calls.every((call) => call.id !== '')) {
    return [
      { role: 'assistant', content: text || null, tool_calls: calls },
      ...calls.map((call): ChatMessage => ({ role: 'tool', tool_call_id: call.id, content: correction(legal) })),
    ];
  }
  const written = calls.map((call) => `${call.function.name}(${call.function.arguments})`);
  return [
    { role: 'assistant', content: [text, ...written].filter(Boolean).join('\n') },
    { role: 'user', content: correction(legal) },
  ];
}

/** The function calls in a message's `tool_calls`, arguments as JSON text ('' for what is not a call). */
function toolCalls(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((call) => {
    const fn = isRecord(call.function) ? call.function : {};
    const args = fn.arguments;
    return {
      id: typeof call.id === 'string' ? call.id : '',
      type: 'function',
      function: {
        name: typeof fn.name === 'string' ? fn.name : '',
        arguments: typeof args === 'string' ? args : args === undefined ? '' : JSON.stringify(args),
      },
    };
  });
}

/** A message's text: a string, or the text parts of a list of content parts (as some servers send); else null. */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.filter((part) => isRecord(part) && part.type === 'text' && typeof part.text === 'string');
  return texts.length > 0 ? texts.map((part) => (part as { text: string }).text).join('') : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function userMessage(ask: Ask): string {
  return `${ask.prompt}\n\nLegal choices now: ${describeForms(ask.legal)}.`;
}

const tokens = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Retry-After in ms (delay seconds or an HTTP date), at most 60 s; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(MAX_RETRY_AFTER_MS, Math.round(Number(value) * 1000));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - Date.now()));
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the socket error (ECONNREFUSED…) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
