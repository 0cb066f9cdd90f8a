// OpenAICompatibleAgent against a local stand-in for a chat-completions endpoint with scripted replies: reply
// formats (Python quotes and a bare word included), the corrective re-ask (a reply naming two choices names both back) and fallback, retries (429 with Retry-After, 5xx, timeouts), refusals, the key header,
// the request body and usage totals.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AgentError, OpenAICompatibleAgent, type OpenAICompatibleOptions } from '../../src/battery/agents/openai-compatible.ts';
import type { AgentTurn } from '../../src/battery/agents/agent.ts';
import { correction } from '../../src/battery/agents/reply.ts';
import { CHOICES } from '../../src/research/games.ts';

interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  /** a reply's text (wrapped as a completion) or a raw body */
  content?: string;
  body?: string;
  delayMs?: number;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    temperature?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
    tools?: unknown[];
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  };
}

let server: Server;
let baseUrl: string;
let script: Scripted[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) as Seen['body'] });
      const next = script.shift() ?? { status: 500, body: 'script ran out' };
      const send = () => {
        if (response.destroyed) return;
        const body =
          next.body ??
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content: next.content ?? '' }, finish_reason: 'stop' }],
            usage: next.usage ?? { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          });
        response.writeHead(next.status ?? 200, { 'content-type': 'application/json', ...next.headers });
        response.end(body);
      };
      if (next.delayMs) setTimeout(send, next.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const savedKey = process.env.BATTERY_API_KEY;
afterEach(() => {
  script = [];
  seen = [];
  if (savedKey === undefined) delete process.env.BATTERY_API_KEY;
  else process.env.BATTERY_API_KEY = savedKey;
});

const pdTurn: AgentTurn = {
  game: 'prisoners-dilemma',
  rules: 'Each round you and the other player choose cooperate or defect.',
  round: 1,
  episode: 0,
  ask: { seat: 'A', prompt: 'Round 1 of 10. Choose cooperate or defect.', view: { round: 1 }, legal: CHOICES['prisoners-dilemma'] },
  seed: 1,
  generator: 2,
};
const pgTurn: AgentTurn = {
  ...pdTurn,
  game: 'public-goods',
  rules: 'Contribute tokens to a common pot.',
  ask: { seat: 'A', prompt: 'Round 1 of 10. Choose contribute:<0-10>.', view: { round: 1 }, legal: CHOICES['public-goods'] },
};

function agent(options: Partial<OpenAICompatibleOptions> = {}) {
  const slept: number[] = [];
  const made = new OpenAICompatibleAgent({
    baseUrl,
    model: 'stand-in-model',
    apiKey: '',
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...options,
  });
  return { agent: made, slept };
}

describe('OpenAICompatibleAgent replies', () => {
  it('reads a plain JSON reply and sends model, temperature, max_tokens and the messages', async () => {
    script = [{ content: '{"choice": "defect"}' }];
    const { agent: a } = agent({ temperature: 0.7, maxTokens: 64 });
    expect(await a.decide(pdTurn)).toEqual({
      choice: 'defect',
      fallback: false,
      replies: [{ content: '{"choice": "defect"}', finishReason: 'stop', parsed: 'defect' }],
    });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.body.model).toBe('stand-in-model');
    expect(request.body.temperature).toBe(0.7);
    expect(request.body.max_tokens).toBe(64);
    const [system, user] = request.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('behavioural game');
    expect(system?.content).toContain(pdTurn.rules);
    expect(system?.content).toContain('{"choice": "<one of: cooperate, defect>"}');
    expect(user?.role).toBe('user');
    expect(user?.content).toContain(pdTurn.ask.prompt);
    expect(user?.content).toContain('Legal choices now: cooperate, defect');
    expect(request.body.messages).toHaveLength(2);
  });

  it('uses temperature 0 and 200 tokens by default', async () => {
    script = [{ content: '{"choice": "cooperate"}' }];
    await agent().agent.decide(pdTurn);
    expect(seen[0]!.body.temperature).toBe(0);
    expect(seen[0]!.body.max_tokens).toBe(200);
  });

  it('reads fenced JSON, a CHOICE line and JSON inside prose', async () => {
    script = [
      { content: '```json\n{"choice": "contribute:6"}\n```' },
      { content: 'Thinking it over.\nCHOICE: contribute : 3' },
      { content: 'Everyone gains when the pot grows, so {"choice": "10"} it is.' },
    ];
    const { agent: a } = agent();
    expect((await a.decide(pgTurn)).choice).toBe('contribute:6');
    expect((await a.decide(pgTurn)).choice).toBe('contribute:3');
    expect((await a.decide(pgTurn)).choice).toBe('contribute:10');
    expect(a.settings()).toMatchObject({ calls: 3, retries: 0, reasks: 0, invalidReplies: 0 });
  });

  it('re-asks once after a malformed reply, with the reply and the correction appended', async () => {
    script = [{ content: 'I like to cooperate' }, { content: '{"choice": "cooperate"}' }];
    const { agent: a } = agent();
    expect(await a.decide(pdTurn)).toMatchObject({
      choice: 'cooperate',
      fallback: false,
      replies: [
        { content: 'I like to cooperate', parsed: null, problem: 'no-choice' },
        { content: '{"choice": "cooperate"}', parsed: 'cooperate' },
      ],
    });
    expect(seen).toHaveLength(2);
    const messages = seen[1]!.body.messages;
    expect(messages).toHaveLength(4);
    expect(messages[2]).toEqual({ role: 'assistant', content: 'I like to cooperate' });
    expect(messages[3]).toEqual({ role: 'user', content: correction(pdTurn.ask.legal) });
    expect(a.settings()).toMatchObject({ calls: 2, reasks: 1, invalidReplies: 0 });
  });

  it("reads Python-quoted JSON and a bare legal word; re-asks a legal word inside prose", async () => {
    script = [{ content: "{'choice': 'defect'}" }, { content: 'Cooperate.' }, { content: '7' }, { content: 'I will cooperate.' }, { content: '`defect`' }];
    const { agent: a } = agent();
    expect(await a.decide(pdTurn)).toMatchObject({ choice: 'defect', fallback: false });
    expect(await a.decide(pdTurn)).toMatchObject({ choice: 'cooperate', fallback: false });
    expect(await a.decide(pgTurn)).toMatchObject({ choice: 'contribute:7', fallback: false });
    expect(await a.decide(pdTurn)).toMatchObject({
      choice: 'defect',
      fallback: false,
      replies: [{ content: 'I will cooperate.', parsed: null, problem: 'no-choice' }, { parsed: 'defect' }],
    });
    expect(a.settings()).toMatchObject({ calls: 5, reasks: 1, invalidReplies: 0 });
  });

  it('re-asks a reply that names two different choices, naming both in the correction; never records either', async () => {
    const contradicted = '{"choice": "cooperate"}\n\nI did not choose {"choice": "defect"}.';
    script = [{ content: contradicted }, { content: '{"choice": "cooperate"}' }];
    const { agent: a } = agent();
    expect(await a.decide(pdTurn)).toEqual({
      choice: 'cooperate',
      fallback: false,
      replies: [
        { content: contradicted, finishReason: 'stop', parsed: null, problem: 'ambiguous', namedChoices: ['cooperate', 'defect'] },
        { content: '{"choice": "cooperate"}', finishReason: 'stop', parsed: 'cooperate' },
      ],
    });
    expect(seen[1]!.body.messages.slice(2)).toEqual([
      { role: 'assistant', content: contradicted },
      { role: 'user', content: correction(pdTurn.ask.legal, ['cooperate', 'defect']) },
    ]);
    expect(correction(pdTurn.ask.legal, ['cooperate', 'defect'])).toContain('"cooperate" and "defect"');
    expect(a.settings()).toMatchObject({ calls: 2, reasks: 1, invalidReplies: 0 });
  });

  it('plays the fallback move when the re-ask is ambiguous too, counted as an invalid reply', async () => {
    script = [{ content: '{"choice": "defect"} or maybe {"choice": "cooperate"}' }, { content: 'CHOICE: defect\nCHOICE: cooperate' }];
    const { agent: a } = agent();
    const decision = await a.decide(pdTurn);
    expect(decision).toMatchObject({
      choice: 'cooperate',
      fallback: true,
      replies: [
        { parsed: null, problem: 'ambiguous', namedChoices: ['defect', 'cooperate'] },
        { parsed: null, problem: 'ambiguous', namedChoices: ['defect', 'cooperate'] },
      ],
    });
    expect(a.settings()).toMatchObject({ calls: 2, reasks: 1, invalidReplies: 1 });
  });

  it('re-asks an empty reply', async () => {
    script = [{ content: '' }, { content: '{"choice": "defect"}' }];
    const { agent: a } = agent();
    expect(await a.decide(pdTurn)).toMatchObject({ choice: 'defect', fallback: false, replies: [{ content: '', parsed: null, problem: 'no-choice' }, { parsed: 'defect' }] });
    expect(seen[1]!.body.messages.at(-1)).toEqual({ role: 'user', content: correction(pdTurn.ask.legal) });
  });

  it('reads the same choice given twice, as JSON and as a CHOICE line', async () => {
    script = [{ content: '{"choice": "defect"}\nCHOICE: defect\nAgain: {"choice": "defect"}' }];
    const { agent: a } = agent();
    expect(await a.decide(pdTurn)).toMatchObject({ choice: 'defect', fallback: false, replies: [{ parsed: 'defect' }] });
    expect(a.settings()).toMatchObject({ calls: 1, reasks: 0 });
  });

  it('plays the fallback move after two malformed replies', async () => {
    script = [{ content: 'hmm' }, { content: '{"choice": "betray"}' }];
    const { agent: a } = agent();
    expect(await a.decide(pdTurn)).toMatchObject({
      choice: 'cooperate',
      fallback: true,
      replies: [
        { content: 'hmm', parsed: null },
        { content: '{"choice": "betray"}', parsed: null },
      ],
    });
    expect(seen).toHaveLength(2);
    expect(a.settings()).toMatchObject({ calls: 2, reasks: 1, invalidReplies: 1 });
  });

  it('sums usage over every call', async () => {
    script = [
      { content: 'no idea', usage: { prompt_tokens: 100, completion_tokens: 7, total_tokens: 107 } },
      { content: '{"choice": "defect"}', usage: { prompt_tokens: 120, completion_tokens: 6, total_tokens: 126 } },
      { content: '{"choice": "cooperate"}', usage: { prompt_tokens: 90, completion_tokens: 5, total_tokens: 95 } },
    ];
    const { agent: a } = agent();
    await a.decide(pdTurn);
    await a.decide(pdTurn);
    expect(a.settings().usage).toEqual({ promptTokens: 310, completionTokens: 18, totalTokens: 328 });
  });
});

describe('OpenAICompatibleAgent retries and errors', () => {
  it('honours Retry-After on a 429', async () => {
    script = [{ status: 429, headers: { 'retry-after': '1' }, body: '{"error": "slow down"}' }, { content: '{"choice": "defect"}' }];
    const { agent: a, slept } = agent();
    expect((await a.decide(pdTurn)).choice).toBe('defect');
    expect(slept).toEqual([1000]);
    expect(seen).toHaveLength(2);
    expect(a.settings()).toMatchObject({ calls: 2, retries: 1 });
  });

  it('reads Retry-After as an HTTP date and caps it at 60 s', async () => {
    const later = new Date(Date.now() + 10 * 60_000).toUTCString();
    script = [{ status: 429, headers: { 'retry-after': later }, body: '' }, { content: '{"choice": "defect"}' }];
    const { agent: a, slept } = agent();
    await a.decide(pdTurn);
    expect(slept).toEqual([60_000]);
  });

  it('retries a 500 after the backoff (±20 % jitter, doubling)', async () => {
    script = [{ status: 500, body: 'oops' }, { status: 503, body: 'oops' }, { content: '{"choice": "cooperate"}' }];
    const { agent: a, slept } = agent({ backoffMs: 1000 });
    expect((await a.decide(pdTurn)).choice).toBe('cooperate');
    expect(seen).toHaveLength(3);
    expect(slept).toHaveLength(2);
    expect(slept[0]).toBeGreaterThanOrEqual(800);
    expect(slept[0]).toBeLessThanOrEqual(1200);
    expect(slept[1]).toBeGreaterThanOrEqual(1600);
    expect(slept[1]).toBeLessThanOrEqual(2400);
  });

  it('caps the backoff at 30 s', async () => {
    script = [{ status: 502, body: '' }, { content: '{"choice": "cooperate"}' }];
    const { agent: a, slept } = agent({ backoffMs: 100_000 });
    await a.decide(pdTurn);
    expect(slept).toEqual([30_000]);
  });

  it('retries a reply slower than timeoutMs', async () => {
    // The prompt reply must come within the timeout on a busy machine too: 1 s, against a slow one that never would.
    script = [{ delayMs: 20_000, content: '{"choice": "defect"}' }, { content: '{"choice": "cooperate"}' }];
    const { agent: a, slept } = agent({ timeoutMs: 1_000 });
    expect((await a.decide(pdTurn)).choice).toBe('cooperate');
    expect(seen).toHaveLength(2);
    expect(slept).toHaveLength(1);
  });

  it('throws AgentError when the retries run out', async () => {
    script = [
      { delayMs: 1000, content: '{"choice": "defect"}' },
      { delayMs: 1000, content: '{"choice": "defect"}' },
    ];
    const { agent: a } = agent({ timeoutMs: 200, retries: 1 });
    const error = await a.decide(pdTurn).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect((error as AgentError).message).toContain('no reply within 200 ms');
    expect((error as AgentError).status).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('throws AgentError with the status after exhausting retries on 5xx', async () => {
    script = [{ status: 500, body: 'down' }, { status: 500, body: 'down' }, { status: 500, body: 'still down' }];
    const { agent: a } = agent({ retries: 2 });
    const error = await a.decide(pdTurn).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect((error as AgentError).status).toBe(500);
    expect((error as AgentError).message).toContain('still down');
    expect(seen).toHaveLength(3);
  });

  it('throws AgentError on a 400 without retrying', async () => {
    script = [{ status: 400, body: '{"error": {"message": "unknown model stand-in-model"}}' }, { content: '{"choice": "defect"}' }];
    const { agent: a, slept } = agent();
    const error = await a.decide(pdTurn).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect((error as AgentError).status).toBe(400);
    expect((error as AgentError).message).toContain('unknown model');
    expect(seen).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('fails on a network error once retries run out', async () => {
    const { agent: a, slept } = agent({ baseUrl: 'http://127.0.0.1:1/v1', retries: 2 });
    await expect(a.decide(pdTurn)).rejects.toBeInstanceOf(AgentError);
    expect(slept).toHaveLength(2);
  });
});

describe('OpenAICompatibleAgent settings', () => {
  it('sends the key from BATTERY_API_KEY as a bearer token, and none without a key', async () => {
    process.env.BATTERY_API_KEY = 'sk-test-123';
    script = [{ content: '{"choice": "defect"}' }];
    await new OpenAICompatibleAgent({ baseUrl, model: 'm' }).decide(pdTurn);
    expect(seen[0]!.headers.authorization).toBe('Bearer sk-test-123');

    delete process.env.BATTERY_API_KEY;
    script = [{ content: '{"choice": "defect"}' }];
    await new OpenAICompatibleAgent({ baseUrl, model: 'm' }).decide(pdTurn);
    expect(seen[1]!.headers.authorization).toBeUndefined();
  });

  it('keeps the key out of errors and settings', async () => {
    script = [{ status: 401, body: 'bad key sk-secret-9' }];
    const a = new OpenAICompatibleAgent({ baseUrl, model: 'm', apiKey: 'sk-secret-9' });
    const error = (await a.decide(pdTurn).catch((e: unknown) => e)) as AgentError;
    expect(error.status).toBe(401);
    expect(error.message).not.toContain('sk-secret-9');
    expect(JSON.stringify(a.settings())).not.toContain('sk-secret-9');
  });

  it('joins paths whether baseUrl ends with /, /v1 or /v1/', async () => {
    const root = baseUrl.replace(/\/v1$/, '');
    for (const [url, path] of [
      [`${root}/`, '/chat/completions'],
      [root, '/chat/completions'],
      [`${root}/v1/`, '/v1/chat/completions'],
      [`${root}/v1?api-version=2`, '/v1/chat/completions?api-version=2'],
    ] as const) {
      seen = [];
      script = [{ content: '{"choice": "defect"}' }];
      await agent({ baseUrl: url }).agent.decide(pdTurn);
      expect(seen[0]!.url, url).toBe(path);
    }
  });

  it('reports provider, model and settings', () => {
    const a = new OpenAICompatibleAgent({ baseUrl: 'https://api.example.com/v1/?key=abc', model: 'gpt-x', apiKey: 'k' });
    expect(a.provider).toBe('api.example.com');
    expect(a.model).toBe('gpt-x');
    expect(a.settings()).toEqual({
      agent: 'openai-compatible',
      baseUrl: 'https://api.example.com/v1',
      apiModel: 'gpt-x',
      temperature: 0,
      maxTokens: 200,
      maxTokensParam: 'max_tokens',
      functionCalling: 'auto',
      toolsOffered: true,
      toolsRefused: null,
      timeoutMs: 60_000,
      usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
      calls: 0,
      retries: 0,
      reasks: 0,
      invalidReplies: 0,
    });
    expect(new OpenAICompatibleAgent({ baseUrl: 'http://localhost:8000', model: 'm', provider: 'local' }).provider).toBe('local');
    expect(() => new OpenAICompatibleAgent({ baseUrl: 'https://user:pw@api.example.com/v1', model: 'm' })).toThrow(AgentError);
  });

  it('asks the API for the model as named, and names it in the report as a report can hold it', async () => {
    script = [{ content: '{"choice": "defect"}' }];
    const { agent: made } = agent({ model: 'llama3:8b-instruct q4' });
    expect(made.model).toBe('llama3-8b-instruct-q4');
    expect(made.settings().apiModel).toBe('llama3:8b-instruct q4');
    await made.decide(pdTurn);
    expect(seen.at(-1)!.body.model).toBe('llama3:8b-instruct q4');
  });
});
