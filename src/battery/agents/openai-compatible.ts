// The LLM agent, for the CLI and the server's own evaluations alike: plays the battery through a chat API (OpenAI's
// chat completions, which most servers copy, or Anthropic's Messages), one stateless conversation per decision since
// every prompt already says what the seat knows, with retries for a busy or flaky endpoint. The move is offered as a
// `choose` function too; a reply is read from its tool calls and its text (inline reasoning removed), and re-asked when
// they name two different choices; a server's separate reasoning field is kept for the transcript but never read. Only baseUrl is ever fetched: no
// redirect is followed and no answer is read past a size cap, so whoever names a model can not aim the service elsewhere.
import { reportName } from '../../research/benchmark.ts';
import { describeForms, type ChoiceForm } from '../../research/games.ts';
import { fallbackMove, type Ask } from '../engine.ts';
import type { Agent, AgentDecision, AgentTurn, ModelReply } from './agent.ts';
import {
  API_STYLES,
  isRecord,
  MAX_TOKENS_PARAMS,
  STYLE_ADAPTERS,
  type ApiStyle,
  type ChatMessage,
  type MaxTokensParam,
  type Received,
  type StyleAdapter,
  type TokenUsage,
  type ToolCall,
} from './api-styles.ts';
import { answersInText, answersInToolArguments, choiceTool, correction, readAnswers, replyInstruction, stripReasoning } from './reply.ts';

export { API_STYLES, MAX_TOKENS_PARAMS, type ApiStyle, type MaxTokensParam, type TokenUsage };

/**
 * Whether requests offer the `choose` function: true always, false never, 'auto' offers it until the endpoint refuses
 * a request with an error that names tools (vLLM without --enable-auto-tool-choice: 400; llama.cpp without --jinja:
 * 500; Ollama for a model without tool support: 400), then resends that request without it and stops offering it.
 */
export type FunctionCalling = boolean | 'auto';

export interface OpenAICompatibleOptions {
  /** the API root, e.g. `https://api.openai.com/v1`, `https://api.anthropic.com/v1` or `http://127.0.0.1:8000/v1/`; http or https only */
  baseUrl: string;
  model: string;
  /** default 'openai-chat' (POST `…/chat/completions`); 'anthropic-messages' posts Anthropic's `…/messages` */
  apiStyle?: ApiStyle;
  /** what the report names as provider; default: baseUrl's host name */
  provider?: string;
  /** default: BATTERY_API_KEY from the environment; no key header without one */
  apiKey?: string;
  /** default 0; null leaves `temperature` out of the request (models that take only their own, such as OpenAI's o-series) */
  temperature?: number | null;
  /** default 200 */
  maxTokens?: number;
  /** default `max_tokens`; openai-chat only (Anthropic's field is always `max_tokens`) */
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
  /** told of every HTTP attempt, retries included, as it ends: what a server keeps as evidence of who played */
  onCall?: (call: CallEvidence) => void;
  /** how much of each raw response body CallEvidence keeps; default 16,384 characters */
  evidenceChars?: number;
  /** a response body longer than this aborts its request and fails the run (a non-retryable AgentError); default 1 MiB */
  maxResponseBytes?: number;
  /** aborting it ends the request in flight, or the backoff wait, at once with an AgentError: a cancelled evaluation stops calling */
  signal?: AbortSignal;
}

/** One HTTP attempt as the provider answered it. */
export interface CallEvidence {
  /** 0-based within one completion: retries and the resend without tools after a refusal count */
  attempt: number;
  /** null: network error, timeout, cancellation or a body over maxResponseBytes */
  status: number | null;
  /** request start to body read (or to the failure) */
  latencyMs: number;
  /** the provider's request id header (`x-request-id` for openai-chat, `request-id` for anthropic-messages), else the body's `id` */
  requestId: string | null;
  /** the reply body's own `model` field: which model the provider says answered */
  providerModel: string | null;
  usage: TokenUsage | null;
  /** the raw response body, capped at evidenceChars characters, with the apiKey blanked */
  body: string;
  /** why this attempt failed, if it did */
  error?: string;
}

/** An endpoint that refuses the request or never answers: the run fails (fallback moves would hide a dead model). */
export class AgentError extends Error {
  constructor(
    message: string,
    /** the HTTP status, null for network errors, timeouts, cancellation and a body over the cap */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}

/** One HTTP attempt: an answer read whole, or why there is none (`text`: what was read before a cap cut it off). */
type Exchange =
  | { answered: true; status: number; retryAfter: string | null; requestId: string | null; text: string; latencyMs: number }
  | { answered: false; reason: string; retryable: boolean; text: string; latencyMs: number };

/** What to do after an attempt. */
type Outcome =
  | { next: 'return'; received: Received }
  | { next: 'resend-without-tools'; refusal: string }
  | { next: 'retry'; why: string; retryAfter: string | null }
  | { next: 'fail'; error: AgentError };

const MAX_BACKOFF_MS = 30_000;
const MAX_RETRY_AFTER_MS = 60_000;
const EXCERPT_CHARS = 200;
const DEFAULT_EVIDENCE_CHARS = 16_384;
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

const INTRO =
  'You are playing a behavioural game, one decision at a time. Each message tells you the situation and the choices you have now.';

export class OpenAICompatibleAgent implements Agent {
  readonly provider: string;
  /** the report's model name: the API's, with characters a report name cannot hold replaced (`llama3:8b` → `llama3-8b`) */
  readonly model: string;
  private readonly apiModel: string;
  private readonly apiStyle: ApiStyle;
  private readonly style: StyleAdapter;
  private readonly endpoint: URL;
  private readonly apiKey: string | undefined;
  private readonly headers: Record<string, string>;
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
  private readonly onCall: ((call: CallEvidence) => void) | undefined;
  private readonly evidenceChars: number;
  private readonly maxResponseBytes: number;
  private readonly signal: AbortSignal | undefined;
  private readonly usage: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
  private readonly counts = { calls: 0, retries: 0, reasks: 0, invalidReplies: 0 };

  constructor(options: OpenAICompatibleOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new AgentError(`baseUrl is not a URL: ${JSON.stringify(options.baseUrl)}`);
    }
    // file:, data: and the like would read what is no API; the protocol alone is shown, in case the rest holds a secret.
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new AgentError(`baseUrl must be an http or https URL, not ${base.protocol}`);
    // fetch refuses URLs with credentials; the key belongs in apiKey / BATTERY_API_KEY, where it is never logged.
    if (base.username || base.password) throw new AgentError('baseUrl must not contain credentials: set BATTERY_API_KEY instead');
    this.apiStyle = options.apiStyle ?? 'openai-chat';
    if (!API_STYLES.includes(this.apiStyle)) throw new AgentError(`apiStyle must be one of ${API_STYLES.join(', ')}, not ${JSON.stringify(this.apiStyle)}`);
    this.style = STYLE_ADAPTERS[this.apiStyle];
    this.endpoint = new URL(base.href);
    this.endpoint.pathname = `${base.pathname.replace(/\/+$/, '')}${this.style.path}`;
    this.apiModel = options.model;
    this.model = reportName(options.model);
    this.provider = reportName(options.provider ?? base.hostname);
    this.apiKey = options.apiKey ?? (process.env.BATTERY_API_KEY || undefined);
    this.headers = this.style.headers(this.apiKey);
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
    this.onCall = options.onCall;
    this.evidenceChars = options.evidenceChars ?? DEFAULT_EVIDENCE_CHARS;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.signal = options.signal;
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
    shown.pathname = shown.pathname.slice(0, -this.style.path.length);
    return {
      agent: 'openai-compatible',
      // Named only when not the default, so the settings of runs made before there was a choice read the same.
      ...(this.apiStyle === 'openai-chat' ? {} : { apiStyle: this.apiStyle }),
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

  /** What the agent has spent so far, for a caller that caps spending between decisions (fallbacks: invalidReplies). */
  spent(): { calls: number; retries: number; totalTokens: number; fallbacks: number } {
    return { calls: this.counts.calls, retries: this.counts.retries, totalTokens: this.usage.totalTokens, fallbacks: this.counts.invalidReplies };
  }

  /**
   * One completion's message, retrying 429, 5xx, network errors, timeouts and a 2xx whose body is not a reply (an
   * HTML error page from a proxy, truncated JSON, JSON without `choices`); AgentError otherwise.
   */
  private async complete(messages: ChatMessage[], legal: readonly ChoiceForm[]): Promise<Received> {
    for (let attempt = 0, sent = 0; ; sent++) {
      if (this.signal?.aborted) throw this.cancelled();
      const exchange = await this.send(JSON.stringify(this.style.body(this.request(messages, legal))));
      const body = exchange.answered ? jsonObject(exchange.text) : null;
      const usage = body ? this.style.usage(body) : null;
      const received = exchange.answered && isSuccess(exchange.status) && body ? this.style.readReply(body) : null;
      if (received && usage) this.addUsage(usage);
      const outcome = this.judge(exchange, received, attempt);
      this.onCall?.(this.evidence(sent, exchange, body, usage, outcome));

      switch (outcome.next) {
        case 'return':
          return outcome.received;
        case 'fail':
          throw outcome.error;
        case 'resend-without-tools':
          // Not a retry (no wait, no retry spent): the same request again, now without the tools.
          this.offerTools = false;
          this.toolsRefusal = outcome.refusal;
          break;
        case 'retry':
          await this.wait(attempt++, outcome.retryAfter);
      }
    }
  }

  private request(messages: readonly ChatMessage[], legal: readonly ChoiceForm[]) {
    const { apiModel: model, temperature, maxTokens, maxTokensParam } = this;
    return { model, temperature, maxTokens, maxTokensParam, messages, tool: this.offerTools ? choiceTool(legal) : null };
  }

  /** One HTTP request, its body read up to maxResponseBytes. Never throws: a failure is an Exchange without an answer. */
  private async send(body: string): Promise<Exchange> {
    this.counts.calls++;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const cut = new AbortController();
    const signal = AbortSignal.any(this.signal ? [timeout, cut.signal, this.signal] : [timeout, cut.signal]);
    const started = performance.now();
    const latencyMs = () => Math.round(performance.now() - started);
    try {
      // 'manual': a redirect is answered as itself (and refused), so only the configured address is ever fetched.
      const response = await this.fetch(this.endpoint, { method: 'POST', headers: this.headers, body, redirect: 'manual', signal });
      const { text, complete } = await readCapped(response, this.maxResponseBytes);
      if (!complete) {
        cut.abort();
        const reason = `answered more than ${this.maxResponseBytes} bytes (maxResponseBytes): the reply was cut off and refused`;
        return { answered: false, reason, retryable: false, text, latencyMs: latencyMs() };
      }
      const requestId = response.headers.get(this.style.requestIdHeader);
      return { answered: true, status: response.status, retryAfter: response.headers.get('retry-after'), requestId, text, latencyMs: latencyMs() };
    } catch (error) {
      if (this.signal?.aborted) return { answered: false, reason: CANCELLED, retryable: false, text: '', latencyMs: latencyMs() };
      const reason = timeout.aborted ? `no reply within ${this.timeoutMs} ms` : describeError(error);
      return { answered: false, reason, retryable: true, text: '', latencyMs: latencyMs() };
    }
  }

  /** The attempt's outcome: its reply, a resend without tools ('auto'), a retry while retries last, or the run's failure. */
  private judge(exchange: Exchange, received: Received | null, attempt: number): Outcome {
    const origin = this.endpoint.origin;
    const fail = (message: string, status: number | null): Outcome => ({ next: 'fail', error: new AgentError(message, status) });
    const retryOrFail = (message: string, status: number | null, retryAfter: string | null = null): Outcome =>
      attempt < this.retries ? { next: 'retry', why: message, retryAfter } : fail(`${message} (after ${attempt} retries)`, status);

    if (!exchange.answered) {
      const message = `${origin}: ${exchange.reason}`;
      return exchange.retryable ? retryOrFail(message, null) : fail(message, null);
    }
    const { status, text } = exchange;
    if (isSuccess(status)) {
      if (received) return { next: 'return', received };
      return retryOrFail(`${origin} answered HTTP ${status} but not ${this.style.replyName}: ${this.excerpt(text)}`, status);
    }
    if (status >= 300 && status < 400) {
      return fail(`${origin} answered HTTP ${status}, a redirect: redirects are not followed (baseUrl must be the API's own address)`, status);
    }
    if (this.refusesTools(status, text)) return { next: 'resend-without-tools', refusal: `HTTP ${status}: ${this.excerpt(text)}` };
    const hint = this.offerTools && /tool/i.test(text) ? ' (the request offered a tool: turn function calling off for this endpoint)' : '';
    const message = `${origin} answered HTTP ${status}: ${this.excerpt(text)}${hint}`;
    return status === 429 || status >= 500 ? retryOrFail(message, status, exchange.retryAfter) : fail(message, status);
  }

  private evidence(attempt: number, exchange: Exchange, body: Record<string, unknown> | null, usage: TokenUsage | null, outcome: Outcome): CallEvidence {
    const bodyId = typeof body?.id === 'string' ? body.id : null;
    const evidence: CallEvidence = {
      attempt,
      status: exchange.answered ? exchange.status : null,
      latencyMs: exchange.latencyMs,
      requestId: (exchange.answered ? exchange.requestId : null) ?? bodyId,
      providerModel: typeof body?.model === 'string' ? body.model : null,
      usage,
      body: this.redact(exchange.text).slice(0, this.evidenceChars),
    };
    if (outcome.next === 'fail') evidence.error = outcome.error.message;
    else if (outcome.next === 'retry') evidence.error = outcome.why;
    else if (outcome.next === 'resend-without-tools') evidence.error = `refused the tools: ${outcome.refusal}`;
    return evidence;
  }

  private addUsage(usage: TokenUsage): void {
    this.usage.promptTokens += usage.promptTokens;
    this.usage.completionTokens += usage.completionTokens;
    this.usage.totalTokens += usage.totalTokens;
  }

  /** 'auto' only: an error (429 aside) that names tools, while they are still offered. */
  private refusesTools(status: number, text: string): boolean {
    return this.functionCalling === 'auto' && this.offerTools && status >= 400 && status !== 429 && /tool/i.test(text);
  }

  private async wait(attempt: number, retryAfter: string | null): Promise<void> {
    this.counts.retries++;
    const ms = retryAfterMs(retryAfter) ?? this.backoff(attempt);
    const signal = this.signal;
    if (!signal) return this.sleep(ms);
    if (signal.aborted) throw this.cancelled();
    // The sleep may be injected and deaf to the signal: the wait is raced against it instead.
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(this.cancelled());
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([this.sleep(ms), aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  /** Exponential backoff; the jitter only spreads retries in time and never touches a game, so Math.random is fine. */
  private backoff(attempt: number): number {
    const jitter = 1 + (Math.random() * 2 - 1) * 0.2;
    return Math.min(MAX_BACKOFF_MS, Math.round(this.backoffMs * 2 ** attempt * jitter));
  }

  private cancelled(): AgentError {
    return new AgentError(`${this.endpoint.origin}: ${CANCELLED}`);
  }

  /** The text with the key blanked, in case the endpoint echoes it. */
  private redact(text: string): string {
    return this.apiKey ? text.split(this.apiKey).join('***') : text;
  }

  /** The start of an error body, on one line, key blanked. */
  private excerpt(text: string): string {
    const shown = this.redact(text.replace(/\s+/g, ' ').trim());
    return shown.length > EXCERPT_CHARS ? `${shown.slice(0, EXCERPT_CHARS)}…` : shown || '(empty body)';
  }
}

const CANCELLED = 'cancelled: the caller aborted the request';

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** The body as a JSON object, or null. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The response body as text, read until it ends or passes `maxBytes` (`complete` false: what was read so far). A
 * declared Content-Length past the cap is refused before any of it is read; a body without one is counted as it comes.
 */
async function readCapped(response: Response, maxBytes: number): Promise<{ text: string; complete: boolean }> {
  if (!response.body) return { text: '', complete: true };
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body.cancel().catch(() => {});
    return { text: '', complete: false };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), complete: true };
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { text, complete: false };
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * The choice a reply names, from its text (without its inline reasoning) and its tool calls (whatever the function's
 * name: only `choose` is offered) together: one legal choice, however often given, is read; different ones leave the
 * reply unread as ambiguous, as does a call that contradicts the text.
 */
function read(received: Received, legal: readonly ChoiceForm[]): ModelReply {
  const fromCalls = toolCalls(received.toolCalls).flatMap((call) => answersInToolArguments(call.function.arguments, legal));
  const reading = readAnswers([...answersInText(received.content ?? '', legal), ...fromCalls]);
  if (reading.choice !== null) return { ...received, parsed: reading.choice };
  if (reading.problem === 'no-choice') return { ...received, parsed: null, problem: reading.problem };
  return { ...received, parsed: null, problem: reading.problem, namedChoices: reading.namedChoices };
}

/**
 * The reply and its correction (naming the choices an ambiguous reply gave), appended for the re-ask. The reply goes back without its reasoning (as reasoning
 * models' providers ask); tool calls go back as calls, each answered by a `tool` message holding the correction, as
 * the API requires — or, when a call lacks an id, written out as text.
 */
function retelling(reply: ModelReply, legal: readonly ChoiceForm[]): ChatMessage[] {
  const text = stripReasoning(reply.content ?? '').trim();
  const told = correction(legal, reply.namedChoices);
  const calls = toolCalls(reply.toolCalls);
  if (calls.length > 0 && calls.every((call) => call.id !== '')) {
    return [
      { role: 'assistant', content: text || null, tool_calls: calls },
      ...calls.map((call): ChatMessage => ({ role: 'tool', tool_call_id: call.id, content: told })),
    ];
  }
  const written = calls.map((call) => `${call.function.name}(${call.function.arguments})`);
  return [
    { role: 'assistant', content: [text, ...written].filter(Boolean).join('\n') },
    { role: 'user', content: told },
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

function userMessage(ask: Ask): string {
  return `${ask.prompt}\n\nLegal choices now: ${describeForms(ask.legal)}.`;
}

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
