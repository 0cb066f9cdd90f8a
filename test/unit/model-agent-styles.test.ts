// OpenAICompatibleAgent as the server will use it, against the loopback stand-in (real HTTP, fetch not mocked): the
// Anthropic Messages style (every stand-in mode, the request shape Anthropic accepts, tool_use and tool_result on a
// re-ask, thinking and stop reasons), the evidence of each HTTP attempt and the spend counters, and the fetch
// hardening — a redirect is never followed, no body is read past the cap, only http(s) is fetched, a caller's abort
// ends a hung request or a backoff wait, and the key never shows in settings, errors or evidence.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentTurn } from '../../src/battery/agents/agent.ts';
import { AgentError, OpenAICompatibleAgent, type ApiStyle, type CallEvidence, type OpenAICompatibleOptions } from '../../src/battery/agents/openai-compatible.ts';
import { correction } from '../../src/battery/agents/reply.ts';
import { CHOICES, type BatteryGame, type ChoiceForm } from '../../src/research/games.ts';
import {
  HUGE_BODY_BYTES,
  messagesBodyOf,
  modeBehaviour,
  REASKED_MODES,
  STAND_IN_MODES,
  startStandIn,
  type StandIn,
  type StandInMode,
  type StandInOptions,
} from '../helpers/openai-stand-in.ts';

const ASKED: { game: BatteryGame; legal: readonly ChoiceForm[] }[] = [
  { game: 'prisoners-dilemma', legal: CHOICES['prisoners-dilemma'] },
  { game: 'public-goods', legal: CHOICES['public-goods'] },
  { game: 'beauty-contest', legal: CHOICES['beauty-contest'] },
];
const ROUNDS = 4;

const turnOf = (game: BatteryGame, legal: readonly ChoiceForm[], round: number): AgentTurn => ({
  game,
  rules: `The rules of ${game}.`,
  round,
  episode: 0,
  ask: { seat: 'A', prompt: `Round ${round} of ${ROUNDS} of ${game}.`, view: { round }, legal },
  seed: 1,
  generator: 2,
});
const TURNS = ASKED.flatMap(({ game, legal }) => Array.from({ length: ROUNDS }, (_, i) => turnOf(game, legal, i + 1)));
const pdTurn = TURNS[0]!;

const FAILING: ReadonlySet<StandInMode> = new Set(['rate-limited', 'server-errors', 'html-200', 'bad-json-200', 'hang']);
const STYLES: readonly ApiStyle[] = ['openai-chat', 'anthropic-messages'];
const MIB = 1024 * 1024;

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

async function standInOf(options: StandInOptions): Promise<StandIn> {
  const standIn = await startStandIn(options);
  opened.push(standIn);
  return standIn;
}

async function setUp(standInOptions: StandInOptions, options: Partial<OpenAICompatibleOptions> = {}) {
  const standIn = await standInOf(standInOptions);
  const slept: number[] = [];
  const calls: CallEvidence[] = [];
  const agent = new OpenAICompatibleAgent({
    baseUrl: standIn.baseUrl,
    model: 'claude-stand-in',
    apiStyle: 'anthropic-messages',
    apiKey: '',
    backoffMs: 1,
    sleep: async (ms) => {
      slept.push(ms);
    },
    onCall: (call) => calls.push(call),
    ...options,
  });
  return { agent, slept, calls, standIn };
}

/** A loopback server that counts what reaches it and answers every request with `body`. */
async function plainServer(body = '{}', headers: Record<string, string> = {}): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

const rejection = async (promise: Promise<unknown>): Promise<AgentError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentError);
  return error as AgentError;
};

describe('anthropic-messages against every stand-in mode', () => {
  it.each(STAND_IN_MODES)('%s: every ask gets the intended move (re-asked when ambiguous), and every request is one Anthropic accepts', async (mode) => {
    const { agent, slept, standIn } = await setUp({ mode }, mode === 'hang' ? { timeoutMs: 1000 } : {});
    for (const turn of TURNS) {
      const decision = await agent.decide(turn);
      const answered = standIn.requests.at(-1)!;
      expect(decision, `${turn.game} round ${turn.round}`).toMatchObject({ choice: answered.intended, fallback: false });
      expect(decision.replies).toHaveLength(REASKED_MODES.has(mode) ? 2 : 1);
      if (REASKED_MODES.has(mode)) expect(decision.replies![0]).toMatchObject({ parsed: null, problem: 'ambiguous' });
    }
    expect(standIn.requests.every((request) => request.style === 'anthropic-messages' && request.status !== 400 && request.status !== 401)).toBe(true);
    const failed = standIn.requests.filter((request) => !request.completion).length;
    expect(failed > 0).toBe(FAILING.has(mode));
    const reasks = REASKED_MODES.has(mode) ? TURNS.length : 0;
    expect(agent.settings()).toMatchObject({ calls: standIn.requests.length, retries: failed, reasks, invalidReplies: 0 });
    expect(slept).toHaveLength(failed);
  });
});

describe('anthropic-messages round trip', () => {
  it('posts …/messages with x-api-key, anthropic-version, a top-level system, max_tokens and the tool as input_schema', async () => {
    const { agent, standIn } = await setUp({ mode: 'clean', expectedKey: 'sk-ant-test' }, { apiKey: 'sk-ant-test', maxTokensParam: 'max_completion_tokens', maxTokens: 77 });
    expect(await agent.decide(pdTurn)).toMatchObject({ choice: 'defect', fallback: false });
    const [request] = standIn.requests;
    expect(request!.url).toBe('/v1/messages');
    expect(request!.headers).toMatchObject({ 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01', 'content-type': 'application/json' });
    expect(request!.headers.authorization).toBeUndefined();
    const body = messagesBodyOf(request!);
    // maxTokensParam is an OpenAI matter: Anthropic's field is always max_tokens
    expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'system', 'temperature', 'tools']);
    expect(body).toMatchObject({ model: 'claude-stand-in', max_tokens: 77, temperature: 0 });
    expect(body.system).toContain('behavioural game');
    expect(body.system).toContain(pdTurn.rules);
    expect(body.messages).toEqual([{ role: 'user', content: expect.stringContaining('Legal choices now: cooperate, defect') }]);
    expect(body.tools).toEqual([
      {
        name: 'choose',
        description: expect.any(String),
        input_schema: {
          type: 'object',
          properties: { choice: { type: 'string', description: 'Your move, one of: cooperate, defect.', enum: ['cooperate', 'defect'] } },
          required: ['choice'],
          additionalProperties: false,
        },
      },
    ]);
    expect(agent.settings()).toMatchObject({ agent: 'openai-compatible', apiStyle: 'anthropic-messages', baseUrl: standIn.baseUrl });
  });

  it('reads the choice from a tool_use block, as an OpenAI-shaped tool call', async () => {
    const { agent, standIn } = await setUp({ mode: 'tool-calls' });
    const decision = await agent.decide(pdTurn);
    const intended = standIn.requests[0]!.intended!;
    expect(decision).toEqual({
      choice: intended,
      fallback: false,
      replies: [
        {
          content: null,
          toolCalls: [{ id: 'call_0', type: 'function', function: { name: 'choose', arguments: JSON.stringify({ choice: intended }) } }],
          finishReason: 'tool_calls',
          parsed: intended,
        },
      ],
    });
  });

  it('reads the choice from text blocks; thinking blocks are the reasoning, never read', async () => {
    const { agent } = await setUp({ mode: 'reasoning-content' });
    const decision = await agent.decide(pdTurn);
    expect(decision.choice).toBe('defect');
    expect(decision.replies![0]).toMatchObject({ content: '{"choice":"defect"}', reasoning: expect.stringContaining('"cooperate"'), finishReason: 'stop' });
  });

  it('re-asks an illegal tool_use with a user message of tool_result blocks, which the stand-in accepts as Anthropic would', async () => {
    const { agent, standIn } = await setUp({
      behaviour: (request) => ({
        reply: {
          content: request.index === 0 ? 'Let me play.' : null,
          tool_calls: [{ id: `toolu_${request.index}`, type: 'function', function: { name: 'choose', arguments: JSON.stringify({ choice: request.index === 0 ? 'betray' : request.intended }) } }],
        },
      }),
    });
    expect(await agent.decide(pdTurn)).toMatchObject({ choice: 'defect', fallback: false });
    expect(standIn.requests.map((request) => request.status)).toEqual([200, 200]);
    expect(messagesBodyOf(standIn.requests[1]!).messages!.slice(1)).toEqual([
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Let me play.' },
          { type: 'tool_use', id: 'toolu_0', name: 'choose', input: { choice: 'betray' } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_0', content: correction(pdTurn.ask.legal) }] },
    ]);
    expect(agent.settings()).toMatchObject({ calls: 2, reasks: 1, invalidReplies: 0 });
  });

  it('re-asks a reply cut off inside its reasoning (stop_reason max_tokens → length) with a non-empty assistant turn', async () => {
    const { agent, standIn } = await setUp({
      behaviour: (request) =>
        request.index === 0 ? { reply: { content: '<think>I lean to {"choice": "cooperate"} because', finish_reason: 'length' } } : { reply: { content: 'still thinking' } },
    });
    const decision = await agent.decide(pdTurn);
    expect(decision).toMatchObject({ choice: 'cooperate', fallback: true });
    expect(decision.replies!.map((reply) => reply.finishReason)).toEqual(['length', 'stop']);
    expect(standIn.requests.map((request) => request.status)).toEqual([200, 200]);
    expect(messagesBodyOf(standIn.requests[1]!).messages!.slice(1)).toEqual([
      { role: 'assistant', content: '(no answer)' },
      { role: 'user', content: correction(pdTurn.ask.legal) },
    ]);
    expect(agent.spent()).toEqual({ calls: 2, retries: 0, totalTokens: 30, fallbacks: 1 });
  });

  it("'auto' resends without tools after a refusal that names them, as for chat completions", async () => {
    const clean = modeBehaviour('clean');
    const refusal = '{"type": "error", "error": {"type": "invalid_request_error", "message": "tools are not supported by this model"}}';
    const { agent, standIn, calls } = await setUp({ behaviour: (request) => (request.body.tools ? { status: 400, body: refusal } : clean(request)) });
    expect(await agent.decide(pdTurn)).toMatchObject({ choice: standIn.requests.at(-1)!.intended, fallback: false });
    expect(standIn.requests.map((request) => messagesBodyOf(request).tools === undefined)).toEqual([false, true]);
    expect(agent.settings()).toMatchObject({ calls: 2, retries: 0, toolsOffered: false, toolsRefused: expect.stringMatching(/^HTTP 400: .*tools are not supported/) });
    expect(calls.map((call) => [call.attempt, call.status, call.error === undefined])).toEqual([
      [0, 400, false],
      [1, 200, true],
    ]);
  });
});

describe('evidence of each HTTP attempt, and the spend counters', () => {
  it.each(STYLES)('%s: one CallEvidence per attempt, a 429 retry included, with the provider’s model, request id, usage and raw body', async (apiStyle) => {
    const { agent, calls, standIn } = await setUp({ mode: 'rate-limited', respondModel: 'provider-model-2025-01-01' }, { apiStyle });
    await agent.decide(pdTurn);
    expect(standIn.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(calls).toHaveLength(2);
    const [limited, answered] = calls as [CallEvidence, CallEvidence];

    expect(limited).toMatchObject({ attempt: 0, status: 429, requestId: standIn.requests[0]!.requestId, providerModel: null, usage: null });
    expect(limited.error).toMatch(/HTTP 429: .*Rate limit/);
    expect(JSON.parse(limited.body)).toHaveProperty(apiStyle === 'openai-chat' ? 'error.message' : 'error.type');

    expect(answered).toMatchObject({
      attempt: 1,
      status: 200,
      requestId: standIn.requests[1]!.requestId,
      providerModel: 'provider-model-2025-01-01',
      usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
    });
    expect(answered.error).toBeUndefined();
    expect(answered.requestId).toMatch(/^req_[0-9a-f]{24}$/);
    expect(answered.requestId).not.toBe(limited.requestId);
    expect(typeof answered.latencyMs).toBe('number');
    expect(answered.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(answered.body)).toMatchObject({ model: 'provider-model-2025-01-01', id: apiStyle === 'openai-chat' ? 'chatcmpl-stand-in-1' : 'msg_stand_in_1' });

    // the report names the model asked for; the evidence, the one that answered
    expect(agent.settings()).toMatchObject({ apiModel: 'claude-stand-in', usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 } });
    expect(agent.spent()).toEqual({ calls: 2, retries: 1, totalTokens: 15, fallbacks: 0 });
  });

  it("takes the body's id when the response has no request id header, and caps the body at evidenceChars", async () => {
    const body = JSON.stringify({ id: 'chatcmpl-from-body', model: 'm-1', choices: [{ index: 0, message: { role: 'assistant', content: '{"choice": "defect"}' } }] });
    const server = await plainServer(body);
    const calls: CallEvidence[] = [];
    const agent = new OpenAICompatibleAgent({ baseUrl: `${server.url}/v1`, model: 'm', apiKey: '', onCall: (call) => calls.push(call), evidenceChars: 40 });
    expect((await agent.decide(pdTurn)).choice).toBe('defect');
    expect(calls).toEqual([{ attempt: 0, status: 200, latencyMs: expect.any(Number), requestId: 'chatcmpl-from-body', providerModel: 'm-1', usage: null, body: body.slice(0, 40) }]);
    expect(agent.spent()).toEqual({ calls: 1, retries: 0, totalTokens: 0, fallbacks: 0 });
  });

  it.each(STYLES)('%s: a network failure is evidence with status null and the reason', async (apiStyle) => {
    const calls: CallEvidence[] = [];
    const agent = new OpenAICompatibleAgent({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm', apiStyle, retries: 1, sleep: async () => {}, onCall: (call) => calls.push(call) });
    await rejection(agent.decide(pdTurn));
    expect(calls.map((call) => [call.attempt, call.status, call.body])).toEqual([
      [0, null, ''],
      [1, null, ''],
    ]);
    expect(calls[1]!.error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(agent.spent()).toMatchObject({ calls: 2, retries: 1 });
  });
});

describe('fetch hardening', () => {
  it.each(STYLES)('%s: a redirect is an AgentError, not retried, and its target receives nothing', async (apiStyle) => {
    const target = await plainServer();
    const { agent, standIn, calls, slept } = await setUp({ mode: 'redirect', redirectTo: `${target.url}/v1/elsewhere` }, { apiStyle });
    const error = await rejection(agent.decide(pdTurn));
    expect(error.status).toBe(302);
    expect(error.message).toContain('redirects are not followed');
    expect(standIn.requests).toHaveLength(1);
    expect(target.hits).toEqual([]);
    expect(slept).toEqual([]);
    expect(calls).toMatchObject([{ attempt: 0, status: 302, error: error.message }]);
  });

  it.each(STYLES)('%s: a body past 1 MiB sent without a length is cut off at the cap and fails the run, not retried', async (apiStyle) => {
    const { agent, standIn, calls, slept } = await setUp({ mode: 'huge' }, { apiStyle, evidenceChars: 1000 });
    const error = await rejection(agent.decide(pdTurn));
    expect(error.status).toBeNull();
    expect(error.message).toContain(`more than ${MIB} bytes (maxResponseBytes)`);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]!.status).toBe(200);
    expect(slept).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ attempt: 0, status: null, error: error.message });
    expect(calls[0]!.body.length).toBeLessThanOrEqual(1000);
  });

  it('a declared Content-Length past the cap is refused before the body is read; a smaller cap is honoured', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(HUGE_BODY_BYTES) });
    const server = await plainServer(huge, { 'content-length': String(Buffer.byteLength(huge)) });
    const calls: CallEvidence[] = [];
    const agent = new OpenAICompatibleAgent({ baseUrl: `${server.url}/v1`, model: 'm', apiKey: '', onCall: (call) => calls.push(call) });
    expect((await rejection(agent.decide(pdTurn))).message).toContain(`more than ${MIB} bytes (maxResponseBytes)`);
    expect(server.hits).toHaveLength(1);
    expect(calls).toMatchObject([{ status: null, body: '' }]);

    const small = await setUp({ mode: 'clean' }, { maxResponseBytes: 100 });
    expect((await rejection(small.agent.decide(pdTurn))).message).toContain('more than 100 bytes');
    const roomy = await setUp({ mode: 'clean' }, { maxResponseBytes: 10_000 });
    expect((await roomy.agent.decide(pdTurn)).fallback).toBe(false);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/v1', 'data:text/plain,hello', 'javascript:alert(1)', 'ws://127.0.0.1:8000/v1'])(
    'refuses the baseUrl %s',
    (baseUrl) => {
      expect(() => new OpenAICompatibleAgent({ baseUrl, model: 'm' })).toThrow(AgentError);
      expect(() => new OpenAICompatibleAgent({ baseUrl, model: 'm', apiStyle: 'anthropic-messages' })).toThrow(/http or https/);
    },
  );

  it('refuses an apiStyle it does not know', () => {
    expect(() => new OpenAICompatibleAgent({ baseUrl: 'https://api.example.com/v1', model: 'm', apiStyle: 'gemini' as never })).toThrow(AgentError);
  });

  it.each(STYLES)('%s: aborting the signal ends a hung request with an AgentError (not a timeout, not retried)', async (apiStyle) => {
    const controller = new AbortController();
    // The request's own timeout outlasts the test's guard: only the abort can end this request before the guard fails it.
    const { agent, standIn, calls, slept } = await setUp({ mode: 'hang' }, { apiStyle, signal: controller.signal, timeoutMs: 3_600_000 });
    const decided = rejection(agent.decide(pdTurn));
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1));
    controller.abort();
    const error = await decided;
    expect(error.message).toContain('cancelled');
    expect(error.status).toBeNull();
    expect(standIn.requests).toHaveLength(1);
    expect(slept).toEqual([]);
    expect(calls).toMatchObject([{ attempt: 0, status: null, error: error.message }]);
  });

  it('aborting the signal ends a backoff wait, even with a sleep that never ends; an aborted signal sends nothing', async () => {
    const controller = new AbortController();
    let sleeping = false;
    const { agent, standIn } = await setUp(
      { mode: 'rate-limited' },
      {
        signal: controller.signal,
        sleep: () => {
          sleeping = true;
          return new Promise(() => {});
        },
      },
    );
    const decided = rejection(agent.decide(pdTurn));
    await vi.waitFor(() => expect(sleeping).toBe(true));
    controller.abort();
    expect((await decided).message).toContain('cancelled');
    expect(standIn.requests.map((request) => request.status)).toEqual([429]);

    expect((await rejection(agent.decide(pdTurn))).message).toContain('cancelled');
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('the API key', () => {
  it.each(STYLES)('%s: never in settings, an AgentError or the evidence, even when the endpoint echoes it', async (apiStyle) => {
    const secret = 'sk-secret-key-7f3a9c';
    const { agent, standIn, calls } = await setUp({ mode: 'clean', expectedKey: 'the-right-key' }, { apiStyle, apiKey: secret });
    const error = await rejection(agent.decide(pdTurn));
    expect(error.status).toBe(401);
    // the stand-in did echo it: the agent blanked it
    expect(standIn.requests[0]!.status).toBe(401);
    expect(error.message).toContain('Incorrect API key provided: ***');
    expect(error.message).not.toContain(secret);
    expect(JSON.stringify(agent.settings())).not.toContain(secret);
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls)).not.toContain(secret);
    expect(calls[0]!.body).toContain('***');
  });

  it.each(STYLES)('%s: the stand-in answers 401 without a key when it expects one', async (apiStyle) => {
    const { agent, standIn } = await setUp({ mode: 'clean', expectedKey: 'the-right-key' }, { apiStyle, apiKey: '' });
    expect((await rejection(agent.decide(pdTurn))).status).toBe(401);
    expect(standIn.requests[0]!.headers[apiStyle === 'openai-chat' ? 'authorization' : 'x-api-key']).toBeUndefined();
  });
});
