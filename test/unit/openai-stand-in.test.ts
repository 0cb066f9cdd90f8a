// OpenAICompatibleAgent against the reusable stand-in (test/helpers/openai-stand-in.ts): in every mode — clean, prose,
// reasoning that names a decoy (inline, unopened or in reasoning_content), Python-quoted JSON, a bare word, tool calls,
// 429s, 5xx, HTML or broken 200s, a hung request — each of many asks gets the move the stand-in meant, read first time;
// a reply naming two different choices (the decoy weighed, or the answer contradicted) is re-asked, never read as either;
// retries are counted;
// bodies honour maxTokensParam, temperature null and the tools option; the raw replies travel with the decision.
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentTurn } from '../../src/battery/agents/agent.ts';
import { AgentError, OpenAICompatibleAgent, type OpenAICompatibleOptions } from '../../src/battery/agents/openai-compatible.ts';
import { correction, parseChoice } from '../../src/battery/agents/reply.ts';
import { CHOICES, type BatteryGame, type ChoiceForm } from '../../src/research/games.ts';
import { modeBehaviour, REASKED_MODES, STAND_IN_MODES, startStandIn, type StandIn, type StandInMode, type StandInOptions } from '../helpers/openai-stand-in.ts';

/** Real legal forms of battery asks: words, small numbered ranges (an enum in the tool) and a large one (a pattern). */
const ASKED: { game: BatteryGame; legal: readonly ChoiceForm[] }[] = [
  { game: 'prisoners-dilemma', legal: CHOICES['prisoners-dilemma'] },
  { game: 'public-goods', legal: CHOICES['public-goods'] },
  { game: 'trust-game', legal: CHOICES['trust-game'].slice(1) },
  { game: 'deception-game', legal: CHOICES['deception-game'] },
  { game: 'beauty-contest', legal: CHOICES['beauty-contest'] },
];
const ROUNDS = 8;

function turnOf(game: BatteryGame, legal: readonly ChoiceForm[], round: number): AgentTurn {
  return {
    game,
    rules: `The rules of ${game}.`,
    round,
    episode: 0,
    ask: { seat: 'A', prompt: `Round ${round} of ${ROUNDS} of ${game}.`, view: { round }, legal },
    seed: 1,
    generator: 2,
  };
}
const TURNS = ASKED.flatMap(({ game, legal }) => Array.from({ length: ROUNDS }, (_, i) => turnOf(game, legal, i + 1)));
const pdTurn = TURNS[0]!;
const guessTurn = TURNS.find((turn) => turn.game === 'beauty-contest')!;

/** Modes in which some requests fail and are retried. */
const FAILING: ReadonlySet<StandInMode> = new Set(['rate-limited', 'server-errors', 'html-200', 'bad-json-200', 'hang']);

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(standInOptions: StandInOptions, options: Partial<OpenAICompatibleOptions> = {}) {
  standIn = await startStandIn(standInOptions);
  const slept: number[] = [];
  const agent = new OpenAICompatibleAgent({
    baseUrl: standIn.baseUrl,
    model: 'stand-in-model',
    apiKey: '',
    backoffMs: 1,
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...options,
  });
  return { agent, slept, standIn };
}

describe('the stand-in modes', () => {
  it.each(STAND_IN_MODES)('%s: every ask gets the intended move without a fallback, read first time unless ambiguous', async (mode) => {
    const { agent, slept, standIn } = await setUp({ mode }, mode === 'hang' ? { timeoutMs: 1000 } : {});
    for (const turn of TURNS) {
      const before = standIn.requests.length;
      const decision = await agent.decide(turn);
      const sent = standIn.requests.slice(before);
      const answered = sent.at(-1)!;
      expect(answered.intended, turn.game).not.toBeNull();
      expect(sent.every((request) => request.intended === answered.intended)).toBe(true);
      expect(decision.choice, `${turn.game} round ${turn.round}`).toBe(answered.intended);
      expect(decision.fallback).toBe(false);
      if (REASKED_MODES.has(mode)) {
        // Two different choices in one reply: not read as either, re-asked with both named, the clean re-ask read.
        const [ambiguous, reread] = decision.replies!;
        expect(decision.replies).toHaveLength(2);
        expect(ambiguous).toMatchObject({ parsed: null, problem: 'ambiguous' });
        expect(new Set(ambiguous!.namedChoices)).toEqual(new Set([answered.intended, answered.decoy]));
        expect(ambiguous!.content).toContain(JSON.stringify({ choice: answered.decoy }));
        expect(reread!.parsed).toBe(answered.intended);
        expect(sent).toHaveLength(2);
        expect(sent[1]!.body.messages!.at(-1)!.content).toBe(correction(turn.ask.legal, ambiguous!.namedChoices));
        continue;
      }
      expect(decision.replies).toHaveLength(1);
      const [reply] = decision.replies!;
      expect(reply!.parsed).toBe(answered.intended);
      expect(reply!.problem).toBeUndefined();

      // The decoys were real traps: a reader of the reasoning (or of the first answer) would have played them.
      if (mode === 'think-decoy' || mode === 'think-unopened') {
        expect(reply!.content).toContain(JSON.stringify({ choice: answered.decoy }));
      }
      // Nothing a JSON-only reader would take: Python's quotes, or the choice alone.
      if (mode === 'single-quoted' || mode === 'bare-word') expect(reply!.content).not.toContain('"choice"');
      if (mode === 'reasoning-content') {
        expect(parseChoice(reply!.reasoning!, turn.ask.legal)).toBe(answered.decoy);
        expect(answered.decoy).not.toBe(answered.intended);
      }
      if (mode === 'tool-calls') {
        expect(reply!.content).toBeNull();
        expect(reply!.toolCalls).toEqual([
          { id: `call_${answered.index}`, type: 'function', function: { name: 'choose', arguments: JSON.stringify({ choice: answered.intended }) } },
        ]);
        expect(reply!.finishReason).toBe('tool_calls');
      }
    }

    // Every request that got no chat completion was retried, after a (injected, so instant) wait.
    const failed = standIn.requests.filter((request) => !request.completion).length;
    expect(failed > 0).toBe(FAILING.has(mode));
    const reasks = REASKED_MODES.has(mode) ? TURNS.length : 0;
    expect(agent.settings()).toMatchObject({ calls: standIn.requests.length, retries: failed, reasks, invalidReplies: 0 });
    expect(standIn.requests.length).toBe(TURNS.length + reasks + failed);
    expect(slept).toHaveLength(failed);
    if (mode === 'rate-limited') expect(slept.every((ms) => ms === 0)).toBe(true);
    if (mode === 'hang') expect(standIn.requests[0]!.status).toBeNull();
  });

  it('the decoys differ from the intended moves', async () => {
    const { agent, standIn } = await setUp({ mode: 'think-decoy' });
    for (const turn of TURNS) await agent.decide(turn);
    for (const request of standIn.requests) expect(request.decoy).not.toBe(request.intended);
    // and the intended move is never the fallback move, so a fallback can not pass for it
    expect(new Set(standIn.requests.map((request) => request.intended)).has('cooperate')).toBe(false);
  });
});

describe('request bodies', () => {
  it('default: temperature 0, max_tokens, the `choose` tool offered, tool_choice left to the model', async () => {
    const { agent, standIn } = await setUp({ mode: 'clean' });
    await agent.decide(pdTurn);
    await agent.decide(guessTurn);
    const [pd, guess] = standIn.requests.map((request) => request.body);
    expect(pd).toMatchObject({ model: 'stand-in-model', temperature: 0, max_tokens: 200 });
    expect(pd).not.toHaveProperty('max_completion_tokens');
    expect(pd).not.toHaveProperty('tool_choice');
    expect(pd!.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'choose',
          description: expect.any(String),
          parameters: {
            type: 'object',
            properties: { choice: { type: 'string', description: 'Your move, one of: cooperate, defect.', enum: ['cooperate', 'defect'] } },
            required: ['choice'],
            additionalProperties: false,
          },
        },
      },
    ]);
    expect(guess!.tools![0]!.function.parameters.properties.choice).toEqual({
      type: 'string',
      description: 'Your move, one of: guess:<0-100>, where <a-b> stands for a whole number from a to b.',
      pattern: '^(?:guess:(?:0|[1-9][0-9]{0,2}))$',
    });
    expect(agent.settings()).toMatchObject({ temperature: 0, maxTokensParam: 'max_tokens', functionCalling: 'auto', toolsOffered: true });
  });

  it('maxTokensParam max_completion_tokens and temperature null: the field renamed, temperature left out', async () => {
    const { agent, standIn } = await setUp({ mode: 'clean' }, { maxTokensParam: 'max_completion_tokens', temperature: null, maxTokens: 123 });
    await agent.decide(pdTurn);
    const body = standIn.requests[0]!.body;
    expect(body.max_completion_tokens).toBe(123);
    expect(body).not.toHaveProperty('max_tokens');
    expect(body).not.toHaveProperty('temperature');
    expect(agent.settings()).toMatchObject({ temperature: null, maxTokens: 123, maxTokensParam: 'max_completion_tokens' });
  });

  it('functionCalling false: no tools, and the reply is read from its text', async () => {
    const { agent, standIn } = await setUp({ mode: 'tool-calls' }, { functionCalling: false });
    for (const turn of TURNS.slice(0, 10)) {
      const decision = await agent.decide(turn);
      expect(decision.choice).toBe(standIn.requests.at(-1)!.intended);
    }
    expect(standIn.requests.every((request) => request.body.tools === undefined)).toBe(true);
    expect(agent.settings()).toMatchObject({ functionCalling: false, toolsOffered: false, toolsRefused: null });
  });

  it('refuses a maxTokensParam it does not know', () => {
    expect(() => new OpenAICompatibleAgent({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm', maxTokensParam: 'max_new_tokens' as never })).toThrow(
      AgentError,
    );
  });
});

describe('an endpoint that refuses tools', () => {
  const refusals = [
    { server: 'vLLM', status: 400, body: '{"object": "error", "message": "\\"auto\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set"}' },
    { server: 'llama.cpp', status: 500, body: '{"error": {"code": 500, "message": "tools param requires --jinja flag", "type": "server_error"}}' },
    { server: 'Ollama', status: 400, body: '{"error": "registry.ollama.ai/library/gemma:2b does not support tools"}' },
  ];

  it.each(refusals)("'auto' resends without tools at once after $server's refusal, and offers none again", async ({ status, body }) => {
    const clean = modeBehaviour('clean');
    const { agent, slept, standIn } = await setUp({ behaviour: (request) => (request.body.tools ? { status, body } : clean(request)) });
    for (const turn of TURNS.slice(0, 10)) {
      const decision = await agent.decide(turn);
      expect(decision).toMatchObject({ choice: standIn.requests.at(-1)!.intended, fallback: false });
    }
    expect(standIn.requests).toHaveLength(11);
    expect(standIn.requests[0]!.body.tools).toBeDefined();
    expect(standIn.requests.slice(1).every((request) => request.body.tools === undefined)).toBe(true);
    expect(slept).toEqual([]);
    const settings = agent.settings();
    expect(settings).toMatchObject({ calls: 11, retries: 0, functionCalling: 'auto', toolsOffered: false });
    expect(settings.toolsRefused).toMatch(new RegExp(`^HTTP ${status}: .*tool`));
  });

  it('functionCalling true: the refusal fails the run, with a hint', async () => {
    const { agent, standIn } = await setUp({ behaviour: () => ({ status: 400, body: refusals[0]!.body }) }, { functionCalling: true });
    const error = (await agent.decide(pdTurn).catch((e: unknown) => e)) as AgentError;
    expect(error).toBeInstanceOf(AgentError);
    expect(error.status).toBe(400);
    expect(error.message).toContain('turn function calling off');
    expect(standIn.requests).toHaveLength(1);
  });

  it("'auto' still fails at once on a 400 that is not about tools", async () => {
    const { agent, standIn } = await setUp({ behaviour: () => ({ status: 400, body: '{"error": {"message": "unknown model"}}' }) });
    const error = (await agent.decide(pdTurn).catch((e: unknown) => e)) as AgentError;
    expect(error.status).toBe(400);
    expect(error.message).not.toContain('function calling');
    expect(standIn.requests).toHaveLength(1);
    expect(agent.settings()).toMatchObject({ toolsOffered: true, toolsRefused: null });
  });
});

describe('re-asks and the replies kept', () => {
  it('answers an illegal tool call with a tool message holding the correction, then reads the next call', async () => {
    const { agent, standIn } = await setUp({
      behaviour: (request) => ({
        reply: {
          content: null,
          tool_calls: [
            {
              id: `call_${request.index}`,
              type: 'function',
              function: { name: 'choose', arguments: JSON.stringify({ choice: request.index === 0 ? 'betray' : request.intended }) },
            },
          ],
          finish_reason: 'tool_calls',
        },
      }),
    });
    const decision = await agent.decide(pdTurn);
    expect(decision).toMatchObject({ choice: 'defect', fallback: false });
    expect(decision.replies!.map((reply) => reply.parsed)).toEqual([null, 'defect']);
    const messages = standIn.requests[1]!.body.messages!;
    expect(messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'choose', arguments: '{"choice":"betray"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_0', content: correction(pdTurn.ask.legal) },
    ]);
    expect(agent.settings()).toMatchObject({ calls: 2, reasks: 1, invalidReplies: 0 });
  });

  it('re-asks two tool calls with different choices, each call answered by the correction naming both', async () => {
    const call = (id: string, choice: string | null) => ({ id, type: 'function', function: { name: 'choose', arguments: JSON.stringify({ choice }) } });
    const { agent, standIn } = await setUp({
      behaviour: (request) => ({
        reply:
          request.index === 0
            ? { content: null, tool_calls: [call('call_a', request.decoy), call('call_b', request.intended)], finish_reason: 'tool_calls' }
            : { content: null, tool_calls: [call('call_c', request.intended), call('call_d', request.intended)], finish_reason: 'tool_calls' },
      }),
    });
    const decision = await agent.decide(pdTurn);
    // the same choice called twice is one answer
    expect(decision).toMatchObject({ choice: 'defect', fallback: false });
    expect(decision.replies!.map(({ parsed, problem, namedChoices }) => ({ parsed, problem, namedChoices }))).toEqual([
      { parsed: null, problem: 'ambiguous', namedChoices: ['cooperate', 'defect'] },
      { parsed: 'defect', problem: undefined, namedChoices: undefined },
    ]);
    const told = correction(pdTurn.ask.legal, ['cooperate', 'defect']);
    expect(told).toMatch(/^Your reply named two different choices as your answer, "cooperate" and "defect": give exactly one\. Reply with JSON only/);
    expect(standIn.requests[1]!.body.messages!.slice(3)).toEqual([
      { role: 'tool', tool_call_id: 'call_a', content: told },
      { role: 'tool', tool_call_id: 'call_b', content: told },
    ]);
  });

  it('re-asks a tool call that contradicts the text; a re-ask that contradicts itself again plays the fallback, never the decoy', async () => {
    const { agent, standIn } = await setUp({
      behaviour: (request) =>
        request.index === 0
          ? { reply: { content: `{"choice": "${request.decoy}"}`, tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'choose', arguments: `{"choice": "${request.intended}"}` } }] } }
          : { reply: { content: `{"choice": "${request.intended}"}\nI did not choose {"choice": "${request.decoy}"}.` } },
    });
    const decision = await agent.decide(pdTurn);
    expect(decision).toMatchObject({
      choice: 'cooperate',
      fallback: true,
      replies: [
        { parsed: null, problem: 'ambiguous', namedChoices: ['cooperate', 'defect'] },
        { parsed: null, problem: 'ambiguous', namedChoices: ['defect', 'cooperate'] },
      ],
    });
    expect(standIn.requests).toHaveLength(2);
    expect(agent.settings()).toMatchObject({ reasks: 1, invalidReplies: 1 });
  });

  it('contradict: the answer then "I did not choose" another is re-asked, and never recorded as the decoy', async () => {
    const { agent, standIn } = await setUp({ mode: 'contradict' });
    for (const turn of TURNS) {
      const decision = await agent.decide(turn);
      const { intended, decoy } = standIn.requests.at(-1)!;
      expect(decision.choice).toBe(intended);
      expect(decision.choice).not.toBe(decoy);
      expect(decision.replies![0]!.content).toContain(`I did not choose ${JSON.stringify({ choice: decoy })}`);
      expect(decision.replies![0]).toMatchObject({ parsed: null, problem: 'ambiguous', namedChoices: [intended, decoy] });
    }
    expect(agent.settings()).toMatchObject({ reasks: TURNS.length, invalidReplies: 0 });
  });

  it('writes a call without an id back as text for the re-ask; reads arguments sent as an object', async () => {
    const { agent, standIn } = await setUp({
      behaviour: (request) => ({
        reply: {
          content: null,
          tool_calls: [{ type: 'function', function: { name: 'choose', arguments: { choice: request.index === 0 ? 'betray' : request.intended } } }],
        },
      }),
    });
    expect(await agent.decide(pdTurn)).toMatchObject({ choice: 'defect', fallback: false });
    expect(standIn.requests[1]!.body.messages!.slice(2)).toEqual([
      { role: 'assistant', content: 'choose({"choice":"betray"})' },
      { role: 'user', content: correction(pdTurn.ask.legal) },
    ]);
  });

  it('reads the text parts of content sent as a list of parts, never a thinking part', async () => {
    const content = [
      { type: 'thinking', thinking: [{ type: 'text', text: '{"choice": "cooperate"}' }] },
      { type: 'text', text: '{"choice": "defect"}' },
    ];
    const body = JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
    const { agent } = await setUp({ behaviour: () => ({ status: 200, body }) });
    expect(await agent.decide(pdTurn)).toEqual({
      choice: 'defect',
      fallback: false,
      replies: [{ content: '{"choice": "defect"}', finishReason: 'stop', parsed: 'defect' }],
    });
  });

  it('keeps a reply cut off inside its reasoning, and sends it back without the reasoning', async () => {
    const { agent, standIn } = await setUp({
      behaviour: (request) =>
        request.index === 0
          ? { reply: { content: `<think>I lean to {"choice": "${request.decoy}"} because`, finish_reason: 'length' } }
          : request.index === 1
            ? { reply: { content: `<think>Hmm, {"choice": "${request.decoy}"}.</think> I am not sure.`, reasoning_content: 'separate' } }
            : { reply: { content: `{"choice": "${request.intended}"}` } },
    });
    const first = await agent.decide(pdTurn);
    expect(first).toEqual({
      choice: 'cooperate',
      fallback: true,
      replies: [
        { content: '<think>I lean to {"choice": "cooperate"} because', finishReason: 'length', parsed: null, problem: 'no-choice' },
        { content: '<think>Hmm, {"choice": "cooperate"}.</think> I am not sure.', reasoning: 'separate', finishReason: 'stop', parsed: null, problem: 'no-choice' },
      ],
    });
    // neither decoy was read (parsed null, fallback true); the re-ask's assistant turn holds what is left without reasoning
    expect(standIn.requests[1]!.body.messages![2]).toEqual({ role: 'assistant', content: '' });
    expect(agent.settings()).toMatchObject({ reasks: 1, invalidReplies: 1 });

    const second = await agent.decide(pdTurn);
    expect(second).toEqual({ choice: 'defect', fallback: false, replies: [{ content: '{"choice": "defect"}', finishReason: 'stop', parsed: 'defect' }] });
  });

  it('fails with AgentError once every retry got a 200 that is not a chat completion', async () => {
    const { agent, slept, standIn } = await setUp({ behaviour: () => ({ status: 200, body: '<html><body>Service Unavailable</body></html>' }) }, { retries: 2 });
    const error = (await agent.decide(pdTurn).catch((e: unknown) => e)) as AgentError;
    expect(error).toBeInstanceOf(AgentError);
    expect(error.status).toBe(200);
    expect(error.message).toContain('not a chat completion');
    expect(error.message).toContain('Service Unavailable');
    expect(error.message).toContain('after 2 retries');
    expect(standIn.requests).toHaveLength(3);
    expect(slept).toHaveLength(2);
    expect(agent.settings()).toMatchObject({ calls: 3, retries: 2 });
  });
});
