// The LLM agent: plays the battery through any OpenAI-compatible chat-completions API (one stateless conversation
// per decision, since every prompt already says what the seat knows), with retries for a busy or flaky endpoint.
import { reportName } from '../../research/benchmark.ts';
import { describeForms } from '../../research/games.ts';
import { fallbackMove, type Ask } from '../engine.ts';
import type { Agent, AgentDecision, AgentTurn } from './agent.ts';
import { correction, parseChoice, replyInstruction } from './reply.ts';

export interface OpenAICompatibleOptions {
  /** the API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8000/v1/` */
  baseUrl: string;
  model: string;
  /** what the report names as provider; default: baseUrl's host name */
  provider?: string;
  /** default: BATTERY_API_KEY from the environment; no Authorization header without one */
  apiKey?: string;
  temperature?: number;
  maxTokens?: number;
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

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

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
  private readonly temperature: number;
  private readonly maxTokens: number;
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
    this.temperature = options.temperature ?? 0;
    this.maxTokens = options.maxTokens ?? 200;
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
    const reply = await this.complete(messages);
    const choice = parseChoice(reply, ask.legal);
    if (choice !== null) return { choice, fallback: false };

    this.counts.reasks++;
    const retold = [...messages, { role: 'assistant', content: reply } as const, { role: 'user', content: correction(ask.legal) } as const];
    const second = parseChoice(await this.complete(retold), ask.legal);
    if (second !== null) return { choice: second, fallback: false };

    this.counts.invalidReplies++;
    return { choice: fallbackMove(ask.legal), fallback: true };
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
      temperature: this.temperature,
      maxTokens: this.maxTokens,
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

  /** One chat completion's reply text, retrying 429, 5xx, network errors and timeouts; AgentError otherwise. */
  private async complete(messages: ChatMessage[]): Promise<string> {
    const body = JSON.stringify({ model: this.apiModel, temperature: this.temperature, max_tokens: this.maxTokens, messages });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;

    for (let attempt = 0; ; attempt++) {
      const retriesLeft = attempt < this.retries;
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

      if (status >= 200 && status < 300) return this.readReply(text);
      const retryable = status === 429 || status >= 500;
      const message = `${this.endpoint.origin} answered HTTP ${status}: ${this.excerpt(text)}`;
      if (!retryable) throw new AgentError(message, status);
      if (!retriesLeft) throw new AgentError(`${message} (after ${attempt} retries)`, status);
      await this.wait(attempt, retryAfter);
    }
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

  /** The reply text of a completion (empty when the model sent none: a refusal is an invalid reply, not an error). */
  private readReply(text: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AgentError(`${this.endpoint.origin} answered with something that is not JSON: ${this.excerpt(text)}`);
    }
    const completion = (parsed ?? {}) as {
      choices?: { message?: { content?: unknown } }[];
      usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown };
    };
    const usage = completion.usage;
    if (usage) {
      this.usage.promptTokens += tokens(usage.prompt_tokens);
      this.usage.completionTokens += tokens(usage.completion_tokens);
      this.usage.totalTokens += tokens(usage.total_tokens);
    }
    const content = Array.isArray(completion.choices) ? completion.choices[0]?.message?.content : undefined;
    return typeof content === 'string' ? content : '';
  }

  /** The start of an error body, on one line, with the key blanked in case the endpoint echoes it. */
  private excerpt(text: string): string {
    let shown = text.replace(/\s+/g, ' ').trim();
    if (this.apiKey) shown = shown.split(this.apiKey).join('***');
    return shown.length > EXCERPT_CHARS ? `${shown.slice(0, EXCERPT_CHARS)}…` : shown || '(empty body)';
  }
}

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
