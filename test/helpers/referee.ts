// A buyer's client of refereed runs, as simple as one can be: it relays a local agent's choices, decision by decision,
// through one instance or several, and knows nothing of the engine but what each step says.
import { expect } from 'vitest';
import type { Agent } from '../../src/battery/agents/agent.ts';
import { episodeSeed, GENERATOR_VERSION, type Seat } from '../../src/battery/engine.ts';
import type { PublicStep } from '../../src/battery/table.ts';
import { parseForm } from '../../src/research/games.ts';
import { call, type Answer } from './client.ts';

export const RUNS = '/api/research/benchmark/runs';
export const MATCHES = '/api/research/head-to-head/matches';

/** The seed of the agents' own draws: the client's, not the game's (which the client never knows before the end). */
export const AGENT_SEED = 5;

export const keyed = (key: string) => ({ 'x-research-key': key });
export const post = (base: string, key: string, url: string, json: unknown) => call(base, 'POST', url, { json, headers: keyed(key) });
export const get = (base: string, key: string, url: string) => call(base, 'GET', url, { headers: keyed(key) });

/** The agent's decision on a step, from the step alone. */
export const decide = (agent: Agent, step: PublicStep) =>
  agent.decide({
    game: step.game,
    rules: step.rules,
    round: step.round,
    episode: step.episode,
    ask: { seat: step.seat, prompt: step.prompt, view: step.view, legal: step.choices.map((c) => parseForm(c)!) },
    seed: episodeSeed(AGENT_SEED, step.episode, GENERATOR_VERSION),
    generator: GENERATOR_VERSION,
  });

/** Opens a refereed run for `agent` on `base` (of `episodes`, else the server's default): its 201 answer. */
export async function openRun(base: string, key: string, agent: Agent, episodes?: number): Promise<Answer> {
  const opened = await post(base, key, RUNS, { provider: agent.provider, model: agent.model, settings: { harness: 'test' }, ...(episodes ? { episodes } : {}) });
  expect(opened.status, opened.text).toBe(201);
  return opened;
}

/**
 * Relays `agent`'s decisions on an open run from `answer` (the last one the server gave), each through `bases` in turn,
 * until the run completes or `limit` decisions were made; every answer in order.
 */
export async function relayRun(bases: string[], key: string, agent: Agent, answer: Answer, limit = Infinity): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; answer.body.state === 'open' && i < limit; i++) {
    const { choice, fallback } = await decide(agent, answer.body.step);
    answer = await post(bases[i % bases.length]!, key, `${RUNS}/${answer.body.runId}/decisions`, { step: answer.body.step.step, choice, fallback });
    expect(answer.status, answer.text).toBe(200);
    answers.push(answer);
  }
  return answers;
}

/** Plays a refereed run to its end, each decision through `bases` in turn: every answer (the opening one first). */
export async function playRun(bases: string[], key: string, agent: Agent, episodes?: number): Promise<{ answers: Answer[]; runId: string }> {
  const opened = await openRun(bases[0]!, key, agent, episodes);
  return { answers: [opened, ...(await relayRun(bases.slice(1).concat(bases[0]!), key, agent, opened))], runId: opened.body.runId };
}

/** A buyer relaying seats of a match: the instance it sends to, its research key, and the agent of each seat it relays. */
export interface SeatRelay {
  base: string;
  key: string;
  agents: Partial<Record<Seat, Agent>>;
}

/**
 * Plays an open match to its end, each buyer reading the match and deciding the steps its view shows, in turn, until
 * one answer is complete (that answer). A step shown to a buyer for a seat it does not relay fails the test.
 */
export async function relayMatch(matchId: string, relays: SeatRelay[]): Promise<Answer> {
  for (;;) {
    let posted = false;
    for (const { base, key, agents } of relays) {
      const now = await get(base, key, `${MATCHES}/${matchId}`);
      expect(now.status, now.text).toBe(200);
      if (now.body.state === 'complete') return now;
      for (const step of now.body.steps as PublicStep[]) {
        const agent = agents[step.seat];
        expect(agent, `seat ${step.seat} was shown to a buyer who does not relay it`).toBeDefined();
        const { choice, fallback } = await decide(agent!, step);
        const answer = await post(base, key, `${MATCHES}/${matchId}/decisions`, { seat: step.seat, step: step.step, choice, fallback });
        expect(answer.status, answer.text).toBe(200);
        if (answer.body.state === 'complete') return answer;
        posted = true;
      }
    }
    expect(posted, `match ${matchId} is open but no buyer has a decision due`).toBe(true);
  }
}

/**
 * Opens a match on `opener` with seat B left to another buyer, who joins on `joiner`; their answers (the opening one
 * carries the invite).
 */
export async function openInvited(opener: { base: string; key: string }, joiner: { base: string; key: string }, players: { playerA: string; playerB: string }) {
  const opened = await post(opener.base, opener.key, MATCHES, { ...players, seatB: 'invite' });
  expect(opened.status, opened.text).toBe(201);
  const joined = await post(joiner.base, joiner.key, `${MATCHES}/${opened.body.matchId}/join`, { invite: opened.body.invite });
  expect(joined.status, joined.text).toBe(200);
  return { opened, joined, matchId: opened.body.matchId as string };
}
