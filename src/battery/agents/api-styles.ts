// The wire formats an LLM agent speaks: OpenAI's chat completions and Anthropic's Messages API. The conversation stays
// in the OpenAI shape (`ChatMessage`) everywhere else; each style converts it at the edge, one small adapter each.
import type { ModelReply } from './agent.ts';
import type { ChoiceTool } from './reply.ts';

/** How a provider is spoken to: OpenAI's chat completions (the many servers that copy it), or Anthropic's messages. */
export type ApiStyle = 'openai-chat' | 'anthropic-messages';
export const API_STYLES: readonly ApiStyle[] = ['openai-chat', 'anthropic-messages'];

/** The request field that carries maxTokens: OpenAI's newer models refuse `max_tokens`, many other servers ignore the other. */
export type MaxTokensParam = 'max_tokens' | 'max_completion_tokens';
export const MAX_TOKENS_PARAMS: readonly MaxTokensParam[] = ['max_tokens', 'max_completion_tokens'];

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A reply's message, before the choice is read from it. */
export type Received = Omit<ModelReply, 'parsed'>;

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** One request, whatever the wire format. */
export interface CompletionRequest {
  model: string;
  /** null: left out */
  temperature: number | null;
  maxTokens: number;
  /** openai-chat only: Anthropic has one name for it */
  maxTokensParam: MaxTokensParam;
  messages: readonly ChatMessage[];
  /** the `choose` function, when offered */
  tool: ChoiceTool | null;
}

export interface StyleAdapter {
  /** appended to the baseUrl's path */
  path: string;
  /** what a good reply is called in errors: "not a chat completion" */
  replyName: string;
  /** the response header holding the provider's id for the request (what its support asks for) */
  requestIdHeader: string;
  headers(apiKey: string | undefined): Record<string, string>;
  body(request: CompletionRequest): Record<string, unknown>;
  /** The reply's message, or null when the parsed body is not a reply in this style. */
  readReply(body: Record<string, unknown>): Received | null;
  /** The body's token counts, or null when it has none. */
  usage(body: Record<string, unknown>): TokenUsage | null;
}

const openAIChat: StyleAdapter = {
  path: '/chat/completions',
  replyName: 'a chat completion',
  requestIdHeader: 'x-request-id',
  headers: (apiKey) => ({ 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) }),
  body(request) {
    const body: Record<string, unknown> = { model: request.model };
    if (request.temperature !== null) body.temperature = request.temperature;
    body[request.maxTokensParam] = request.maxTokens;
    body.messages = request.messages;
    if (request.tool) body.tools = [request.tool];
    return body;
  },
  /**
   * The first choice's message, or null without a `choices[0].message` object. A message without content or tool
   * calls is a reply all the same: an invalid one (re-asked), not an error.
   */
  readReply(body) {
    if (!Array.isArray(body.choices)) return null;
    const first: unknown = body.choices[0];
    if (!isRecord(first) || !isRecord(first.message)) return null;
    const message = first.message;
    const received: Received = { content: contentText(message.content) };
    const reasoning = [message.reasoning_content, message.reasoning].find((value) => typeof value === 'string');
    if (typeof reasoning === 'string') received.reasoning = reasoning;
    if (Array.isArray(message.tool_calls) && message.tool_calls.length > 0) received.toolCalls = message.tool_calls;
    if (typeof first.finish_reason === 'string') received.finishReason = first.finish_reason;
    return received;
  },
  usage(body) {
    const { usage } = body;
    if (!isRecord(usage)) return null;
    return { promptTokens: tokens(usage.prompt_tokens), completionTokens: tokens(usage.completion_tokens), totalTokens: tokens(usage.total_tokens) };
  },
};

type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string };
type AnthropicMessage = { role: 'user' | 'assistant'; content: string | AnthropicBlock[] };

/** Anthropic refuses an assistant turn without content; a reply cut off inside its reasoning leaves none to send back. */
const EMPTY_REPLY = '(no answer)';

/** Anthropic's stop reasons in the OpenAI words the transcripts already use; others are kept as sent. */
const FINISH_REASONS: ReadonlyMap<string, string> = new Map([
  ['end_turn', 'stop'],
  ['stop_sequence', 'stop'],
  ['max_tokens', 'length'],
  ['tool_use', 'tool_calls'],
]);

const anthropicMessages: StyleAdapter = {
  path: '/messages',
  replyName: 'a Messages API reply',
  requestIdHeader: 'request-id',
  headers: (apiKey) => ({ 'content-type': 'application/json', 'anthropic-version': '2023-06-01', ...(apiKey ? { 'x-api-key': apiKey } : {}) }),
  body(request) {
    const system = request.messages.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n\n');
    const body: Record<string, unknown> = { model: request.model, max_tokens: request.maxTokens };
    if (system) body.system = system;
    body.messages = toAnthropic(request.messages);
    if (request.temperature !== null) body.temperature = request.temperature;
    if (request.tool) {
      const { name, description, parameters } = request.tool.function;
      body.tools = [{ name, description, input_schema: parameters }];
    }
    return body;
  },
  /** Text blocks joined are the content, tool_use blocks the tool calls (OpenAI's shape), thinking blocks the reasoning. */
  readReply(body) {
    if (body.type === 'error' || !Array.isArray(body.content)) return null;
    const blocks = body.content.filter(isRecord);
    const texts = blocks.flatMap((block) => (block.type === 'text' && typeof block.text === 'string' ? [block.text] : []));
    const thoughts = blocks.flatMap((block) => (block.type === 'thinking' && typeof block.thinking === 'string' ? [block.thinking] : []));
    const calls = blocks
      .filter((block) => block.type === 'tool_use')
      .map(
        (block): ToolCall => ({
          id: typeof block.id === 'string' ? block.id : '',
          type: 'function',
          function: { name: typeof block.name === 'string' ? block.name : '', arguments: JSON.stringify(block.input ?? {}) },
        }),
      );
    const received: Received = { content: texts.length > 0 ? texts.join('') : null };
    if (thoughts.length > 0) received.reasoning = thoughts.join('\n\n');
    if (calls.length > 0) received.toolCalls = calls;
    if (typeof body.stop_reason === 'string') received.finishReason = FINISH_REASONS.get(body.stop_reason) ?? body.stop_reason;
    return received;
  },
  /** Cache reads and writes are input too (billed apart, counted here so a spend cap sees them); none without cache_control. */
  usage(body) {
    const { usage } = body;
    if (!isRecord(usage)) return null;
    const promptTokens = tokens(usage.input_tokens) + tokens(usage.cache_creation_input_tokens) + tokens(usage.cache_read_input_tokens);
    const completionTokens = tokens(usage.output_tokens);
    return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
  },
};

/**
 * The conversation in Anthropic's shape: system messages leave it (they become the top-level `system`), an assistant
 * message's tool calls become tool_use blocks after its text, and the tool messages answering them become one user
 * message of tool_result blocks, as the API requires.
 */
function toAnthropic(messages: readonly ChatMessage[]): AnthropicMessage[] {
  const converted: AnthropicMessage[] = [];
  for (const message of messages) {
    switch (message.role) {
      case 'system':
        break;
      case 'user':
        converted.push({ role: 'user', content: message.content });
        break;
      case 'assistant': {
        const text = message.content ?? '';
        const calls = message.tool_calls ?? [];
        if (calls.length === 0) {
          converted.push({ role: 'assistant', content: text || EMPTY_REPLY });
          break;
        }
        const uses = calls.map((call): AnthropicBlock => ({ type: 'tool_use', id: call.id, name: call.function.name, input: toolInput(call.function.arguments) }));
        converted.push({ role: 'assistant', content: text ? [{ type: 'text', text }, ...uses] : uses });
        break;
      }
      case 'tool': {
        const result: AnthropicBlock = { type: 'tool_result', tool_use_id: message.tool_call_id, content: message.content };
        const previous = converted.at(-1);
        if (previous?.role === 'user' && Array.isArray(previous.content) && previous.content.every((block) => block.type === 'tool_result')) {
          previous.content.push(result);
        } else {
          converted.push({ role: 'user', content: [result] });
        }
      }
    }
  }
  return converted;
}

/** A call's arguments as the object tool_use needs; arguments that are not a JSON object are kept under `arguments`. */
function toolInput(args: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(args);
    if (isRecord(parsed)) return parsed;
  } catch {
    // kept as text below
  }
  return { arguments: args };
}

export const STYLE_ADAPTERS: Readonly<Record<ApiStyle, StyleAdapter>> = { 'openai-chat': openAIChat, 'anthropic-messages': anthropicMessages };

/** A message's text: a string, or the text parts of a list of content parts (as some servers send); else null. */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.filter((part) => isRecord(part) && part.type === 'text' && typeof part.text === 'string');
  return texts.length > 0 ? texts.map((part) => (part as { text: string }).text).join('') : null;
}

const tokens = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
