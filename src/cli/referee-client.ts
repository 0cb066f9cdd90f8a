// The battery CLI's side of the server: one JSON client (with retries for what is safe to retry), and refereed play
// (SPEC §6, "Trust"): the server holds each game and its seed and hands out the decisions due; the client only relays
// what its local agents choose, so model calls and model keys never leave this machine.
import { randomInt } from 'node:crypto';
import type { StoredHeadToHead, StoredReport } from '../research/benchmark.ts';
import { isBatteryGame, parseForm, type BatteryGame, type ChoiceForm } from '../research/games.ts';
import type { Agent, AgentDecision, AgentTurn } from '../battery/agents/agent.ts';
import { episodeSeed, GENERATOR_VERSION, type Seat } from '../battery/engine.ts';
import type { PublicStep } from '../battery/table.ts';

/** A decision the server waits for (src/battery/table.ts): `choices` are legal now, the first is the fallback move. */
export type RefereeStep = Omit<PublicStep, 'seat'>;
export type SeatStep = PublicStep;

export type RunState =
  | { runId: string; state: 'open'; step: RefereeStep }
  | { runId: string; state: 'complete'; overall: number; seed: number; ranked: boolean; invalidReplies: number };

export type MatchState =
  | { matchId: string; state: 'open'; steps: SeatStep[] }
  | { matchId: string; state: 'complete'; seed: number; winsA: number; winsB: number; draws: number };

/**
 * One decision as the agent made it, before it is posted: a line of the refereed transcript (resuming a run posts the
 * last one again when the server still waits for its step).
 */
export interface PlayedDecision {
  game: BatteryGame;
  episode: number;
  episodes: number;
  round: number;
  rounds: number;
  seat: Seat;
  prompt: string;
  view: Record<string, unknown>;
  choices: string[];
  choice: string;
  fallback: boolean;
  /** an LLM agent's replies to this decision, with what was read from each */
  replies?: AgentDecision['replies'];
}

/** A failed request: `status` null when no answer came; `delivered` false when the request surely never reached the server. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly delivered: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/**
 * No answer, the server failed (5xx, 503 not_ready), or a table's request rate was passed (429 with Retry-After): worth
 * another try after a pause. (Opening more tables than the quotas allow is a 429 too, but opening never retries one.)
 */
const transient = (error: unknown): boolean => error instanceof ServerError && (error.status === null || error.status === 429 || error.status >= 500);
/** A failure after which the server surely created nothing and may soon: the only kind a POST that creates may retry. */
const notApplied = (error: unknown): boolean => error instanceof ServerError && (error.status === null ? !error.delivered : error.status >= 500);

const MAX_BACKOFF_MS = 10_000;
const MAX_RETRY_AFTER_MS = 60_000;

export interface ServerClientOptions {
  /** the service's base URL */
  server: string;
  /** sent as x-research-key with every request when given */
  researchKey?: string;
  /** retries of one request after a transient failure (default 4) */
  retries?: number;
  /** the first retry's pause; doubles per retry, ±20 % jitter, at most 10 s; a Retry-After (≤ 60 s) wins */
  backoffMs?: number;
  /** per request, reading the answer included (default 30 s): a server that never answers is a lost answer */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export class ServerClient {
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly timeoutMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ServerClientOptions) {
    this.retries = options.retries ?? 4;
    this.backoffMs = options.backoffMs ?? 500;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** The server's URL, as given. */
  get base(): string {
    return this.options.server;
  }

  /** One request, JSON both ways; a refusal or a lost answer throws ServerError. */
  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const base = this.options.server.endsWith('/') ? this.options.server : `${this.options.server}/`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.researchKey) headers['x-research-key'] = this.options.researchKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(new URL(path.replace(/^\//, ''), base), { method, headers, signal: AbortSignal.timeout(this.timeoutMs), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      text = await response.text();
    } catch (error) {
      // undici hides the socket error in `cause`; a refused connection is the one failure that surely sent nothing.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ServerError(`${method} ${path}: ${(error as Error).message}${cause?.message ? `: ${cause.message}` : ''}`, null, null, cause?.code !== 'ECONNREFUSED');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text.slice(0, 500);
    }
    if (response.ok) return parsed as T;
    const code = typeof parsed === 'object' && parsed !== null && typeof (parsed as { error?: unknown }).error === 'string' ? (parsed as { error: string }).error : null;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ServerError(
      `${path} answered ${response.status}: ${typeof parsed === 'string' ? parsed : JSON.stringify(parsed)}`,
      response.status,
      code,
      true,
      response.headers.has('retry-after') && Number.isFinite(retryAfter) ? Math.min(MAX_RETRY_AFTER_MS, retryAfter * 1000) : null,
    );
  }

  /** A GET, retried after transient failures (reading twice changes nothing). */
  get<T>(path: string): Promise<T> {
    return this.retrying(() => this.request<T>('GET', path), transient);
  }

  /** A POST that creates something: retried only where the server surely created nothing (5xx, refused connection). */
  create<T>(path: string, body: unknown): Promise<T> {
    return this.retrying(() => this.request<T>('POST', path, body), notApplied);
  }

  /**
   * A record just stored, read with `path` and picked from its answer: polled briefly while it is missing (404 or
   * not picked), since another instance's copy may lag behind the one that stored it.
   */
  async stored<T>(path: string, pick: (answer: any) => T | undefined = (answer) => answer, withinMs = 5_000): Promise<T> {
    const started = Date.now();
    for (;;) {
      let found: T | undefined;
      try {
        found = pick(await this.get(path));
      } catch (error) {
        if (!(error instanceof ServerError && error.status === 404)) throw error;
      }
      if (found !== undefined) return found;
      if (Date.now() - started > withinMs) throw new Error(`${path}: the completed record is not there after ${withinMs} ms`);
      await this.sleep(200);
    }
  }

  /**
   * Posts one decision, which names its step: the server applies it once however often it arrives, so after a lost
   * answer or a 5xx it is simply sent again (the answer is the table's state either way).
   */
  decide<T>(path: string, body: { step: number; choice: string; fallback: boolean; seat?: Seat }): Promise<T> {
    return this.retrying(() => this.request<T>('POST', path, body), transient);
  }

  /** Takes seat B of a match with its invite: a repeat by the same buyer answers as the first did, so it is retried like a decision. */
  join<T>(path: string, invite: string): Promise<T> {
    return this.retrying(() => this.request<T>('POST', path, { invite }), transient);
  }

  private async retrying<T>(attempt: () => Promise<T>, retryable: (error: unknown) => boolean): Promise<T> {
    for (let n = 0; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (!retryable(error) || n >= this.retries) throw error;
        await this.pause(n, error);
      }
    }
  }

  /** Exponential backoff; the jitter only spreads retries in time, so Math.random is fine. */
  private pause(attempt: number, error: unknown): Promise<void> {
    const told = error instanceof ServerError ? error.retryAfterMs : null;
    const jitter = 1 + (Math.random() * 2 - 1) * 0.2;
    return this.sleep(told ?? Math.min(MAX_BACKOFF_MS, Math.round(this.backoffMs * 2 ** attempt * jitter)));
  }
}

/**
 * A seed for the agents' own draws (bot:random…), never the game's: that one the server draws and keeps secret until the
 * end. 32 bits are plenty for one agent's draws and within what randomInt takes.
 */
export const agentSeed = (): number => randomInt(0, 2 ** 32);

/** The step's listed choices as forms; a spelling this client cannot read is the server's bug, not the agent's. */
function formsOf(step: Omit<RefereeStep, 'step'>): ChoiceForm[] {
  if (!isBatteryGame(step.game)) throw new Error(`the server asked for a decision in an unknown game ${JSON.stringify(step.game)}`);
  const forms = step.choices.map((choice) => {
    const form = parseForm(choice);
    if (!form) throw new Error(`${step.game} round ${step.round}: the server listed a choice this client cannot read: ${JSON.stringify(choice)}`);
    return form;
  });
  if (forms.length === 0) throw new Error(`${step.game} round ${step.round}: the server listed no legal choice`);
  return forms;
}

/** The agent's turn at a step; its own draws are seeded per episode from `seed`. */
const turnOf = (step: Omit<RefereeStep, 'step'>, seat: Seat, seed: number): AgentTurn => ({
  game: step.game,
  rules: step.rules,
  round: step.round,
  episode: step.episode,
  ask: { seat, prompt: step.prompt, view: step.view, legal: formsOf(step) },
  seed: episodeSeed(seed, step.episode, GENERATOR_VERSION),
  generator: GENERATOR_VERSION,
});

const played = (step: RefereeStep, seat: Seat, decision: AgentDecision): PlayedDecision => ({
  game: step.game,
  episode: step.episode,
  episodes: step.episodes,
  round: step.round,
  rounds: step.rounds,
  seat,
  prompt: step.prompt,
  view: step.view,
  choices: step.choices,
  choice: decision.choice,
  fallback: decision.fallback,
  ...(decision.replies ? { replies: decision.replies } : {}),
});

/** A transcript line's step, as the server served it (the rules are not kept per line: no agent reads them on a resume). */
const stepOf = ({ game, episode, episodes, round, rounds, prompt, view, choices }: PlayedDecision): Omit<RefereeStep, 'step'> => ({
  game,
  episode,
  episodes,
  round,
  rounds,
  rules: '',
  prompt,
  view,
  choices,
});

/** Steps compare by content: the server serves the same step the same way until it is decided. */
const sameStep = (x: StepContent, y: StepContent): boolean =>
  x.game === y.game &&
  x.episode === y.episode &&
  x.round === y.round &&
  x.prompt === y.prompt &&
  JSON.stringify(x.view) === JSON.stringify(y.view) &&
  JSON.stringify(x.choices) === JSON.stringify(y.choices);
type StepContent = Pick<RefereeStep, 'game' | 'episode' | 'round' | 'prompt' | 'view' | 'choices'>;

export interface RefereedOptions {
  /** seeds the agents' own draws only (default: a fresh random one) */
  seed?: number;
  /** each decision as the agent made it, before it is posted (awaited: the transcript holds it before the server does) */
  onDecision?: (decision: PlayedDecision) => void | Promise<void>;
  /** once the server has opened the table (the transcript's header: what a resume needs) */
  onOpen?: (opened: { id: string; seed: number }) => void | Promise<void>;
}

/** A refereed run to continue: its id, the agent seed it was played with, and the decisions made so far (its transcript). */
export interface RefereedResume {
  runId: string;
  seed: number;
  decisions: readonly PlayedDecision[];
}

/** A player as matches name it: `provider:model`. */
export const playerName = (agent: Agent): string => `${agent.provider}:${agent.model}`;

export type CompleteRun = Extract<RunState, { state: 'complete' }>;
export type CompleteMatch = Extract<MatchState, { state: 'complete' }>;

/**
 * The agent's settings as the run opens, which is the only time the server takes them: without the counters an LLM
 * agent fills while playing (usage, calls…), which would be stored as zeros as if measured. The CLI prints them at the end.
 */
function openingSettings(agent: Agent): Record<string, unknown> {
  const { usage: _usage, calls: _calls, retries: _retries, reasks: _reasks, invalidReplies: _invalid, ...settings } = agent.settings();
  return settings;
}

/** One agent through a refereed run: opens it (or continues `resume`), answers each step in turn, and returns the server's result. */
export async function playRefereedRun(client: ServerClient, agent: Agent, options: RefereedOptions & { episodes?: number; resume?: RefereedResume } = {}): Promise<CompleteRun> {
  const { resume } = options;
  const seed = resume?.seed ?? options.seed ?? agentSeed();
  let state: RunState;
  let path: string;
  if (resume) {
    path = `/api/research/benchmark/runs/${encodeURIComponent(resume.runId)}`;
    state = await client.get<RunState>(path);
  } else {
    const body = { provider: agent.provider, model: agent.model, settings: openingSettings(agent), ...(options.episodes ? { episodes: options.episodes } : {}) };
    state = await client.create<RunState>('/api/research/benchmark/runs', body);
    path = `/api/research/benchmark/runs/${encodeURIComponent(state.runId)}`;
    await options.onOpen?.({ id: state.runId, seed });
  }
  // A resumed agent is told its earlier decisions, so its own draws go on as if it had never stopped. When the kill came
  // between writing the last one and the server applying it, the server still waits for that step: it is posted as made.
  let pending: AgentDecision | null = null;
  if (resume) {
    for (const d of resume.decisions) agent.observe?.(turnOf(stepOf(d), 'A', seed), d.choice);
    const last = resume.decisions.at(-1);
    if (last && state.state === 'open' && sameStep(state.step, last)) pending = { choice: last.choice, fallback: last.fallback };
  }
  while (state.state === 'open') {
    const step = state.step;
    let decision = pending;
    pending = null;
    if (!decision) {
      decision = await agent.decide(turnOf(step, 'A', seed));
      await options.onDecision?.(played(step, 'A', decision));
    }
    state = await client.decide<RunState>(`${path}/decisions`, { step: step.step, choice: decision.choice, fallback: decision.fallback });
  }
  return state;
}

/** One buyer's view of a match: its client (research key) and the last state the server showed it. */
interface Relay {
  client: ServerClient;
  state: MatchState;
  /** another relay posted since `state` was answered: a step of this one's may have come due */
  stale: boolean;
}

/**
 * Two agents through a refereed match. The decisions due at once (both seats of a simultaneous game, or each seat's
 * own copy of a one-player game) are decided side by side, then posted one by one; the server shows neither seat the
 * other's answer to the same step. With `seatB` (a client with a second buyer's research key) the match is opened
 * with an invite and that buyer takes and relays seat B, so the match counts publicly; without it `client` relays
 * both seats, and the match is stored but does not count (SPEC §6, "Who played").
 */
export async function playRefereedMatch(client: ServerClient, agents: Record<Seat, Agent>, options: RefereedOptions & { seatB?: ServerClient | null } = {}): Promise<CompleteMatch> {
  const seed = options.seed ?? agentSeed();
  const players = { playerA: playerName(agents.A), playerB: playerName(agents.B) };
  const opened = await client.create<MatchState & { invite?: string }>('/api/research/head-to-head/matches', options.seatB ? { ...players, seatB: 'invite' } : players);
  const path = `/api/research/head-to-head/matches/${encodeURIComponent(opened.matchId)}`;
  const relays: Relay[] = [{ client, state: opened, stale: false }];
  if (options.seatB) {
    if (!opened.invite) throw new Error(`match ${opened.matchId} was opened without an invite for seat B`);
    relays.push({ client: options.seatB, state: await options.seatB.join<MatchState>(`${path}/join`, opened.invite), stale: false });
  }
  const due = (now: MatchState, step: SeatStep) => now.state === 'open' && now.steps.some((s) => s.seat === step.seat && sameStep(s, step));
  for (;;) {
    for (const relay of relays.filter((r) => r.stale)) {
      relay.state = await relay.client.get<MatchState>(path);
      relay.stale = false;
    }
    const complete = relays.map((relay) => relay.state).find((state): state is CompleteMatch => state.state === 'complete');
    if (complete) return complete;
    const steps = relays.flatMap((relay) => (relay.state.state === 'open' ? relay.state.steps.map((step) => ({ relay, step })) : []));
    if (steps.length === 0) throw new Error(`match ${opened.matchId} is open but has no decision due`);
    const decisions = await Promise.all(steps.map(({ step }) => agents[step.seat].decide(turnOf(step, step.seat, seed))));
    for (const [i, { relay, step }] of steps.entries()) {
      // Posting one seat's decision never changes the other's due step; if it did, the loop asks afresh.
      if (!due(relay.state, step)) break;
      const decision = decisions[i]!;
      await options.onDecision?.(played(step, step.seat, decision));
      relay.state = await relay.client.decide<MatchState>(`${path}/decisions`, { seat: step.seat, step: step.step, choice: decision.choice, fallback: decision.fallback });
      relay.stale = false;
      for (const other of relays) if (other !== relay) other.stale = true;
    }
  }
}

/** The stored report of a completed run. */
export const storedRun = (client: ServerClient, runId: string): Promise<StoredReport> =>
  client.stored(`/api/research/benchmark/${encodeURIComponent(runId)}`);

/** The stored record of a completed match, from the results of its two players. */
export const storedMatch = (client: ServerClient, matchId: string, playerA: string, playerB: string): Promise<StoredHeadToHead> =>
  client.stored(`/api/research/head-to-head/results?${new URLSearchParams({ playerA, playerB, limit: '1000' })}`, (answer: { results: StoredHeadToHead[] }) =>
    answer.results.find((m) => m.matchId === matchId),
  );
