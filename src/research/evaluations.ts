// Server-run evaluations (SPEC §6, "Who played"): the service plays a refereed table itself, calling the model through
// a provider the operator registered with the buyer's key, so the stored run or match names the model that played.
// The key lives only in the memory of the instance running the evaluation (inside its agent) and goes when the
// evaluation ends or the instance stops; the record, the calls and every answer are written without it. A runner proves
// it is alive by renewing a lease: an evaluation without a live runner is `paused` until its buyer resumes it with the
// key again, on any instance, from the last decision recorded.
import { randomUUID, randomBytes } from 'node:crypto';
import { DAY_MS, type Clock } from '../clock.ts';
import { rateLimitError } from '../control/accounts.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { SlidingWindowLimiter } from '../limits/limiter.ts';
import { GENERATOR_VERSION, type Seat } from '../battery/engine.ts';
import { GAMES } from '../battery/games.ts';
import { episodesOf, matchRecord, newTable, TablePlay, type NumberedDue, type Table } from '../battery/table.ts';
import { AgentError, OpenAICompatibleAgent, type CallEvidence } from '../battery/agents/openai-compatible.ts';
import { BATTERY } from './games.ts';
import { matchVerification, type StoredHeadToHead } from './benchmark.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { refereedRunRecord, type MatchOutcome, type RunOutcome } from './referee.ts';
import type { ProviderEntry, ProviderRegistry } from './providers.ts';
import {
  isFinished,
  type CallRecord,
  type Evaluation,
  type EvaluationStore,
  type ModelOptions,
  type SeatModel,
  type Spent,
  type VersionedEvaluation,
} from './evaluation-store.ts';

export interface EvaluationLimits {
  /** evaluations one buyer may have running at once */
  atOnce: number;
  /** evaluations one buyer may start per 24 hours */
  perDay: number;
  /** the most provider calls and tokens one evaluation may spend (a request may ask for less) */
  maxCalls: number;
  maxTokens: number;
  /** how long a runner's lease lasts without renewal: after it, the evaluation reads as paused */
  leaseMs: number;
}

export interface EvaluationDeps {
  store: EvaluationStore;
  registry: ProviderRegistry;
  benchmarks: BenchmarkStore;
  warehouse: Pick<WarehouseReads, 'humanBaseline'>;
  /** the buyer's evaluations a day (a limiter that outlives a restart) */
  limiter: SlidingWindowLimiter;
  clock: Clock;
  limits: EvaluationLimits;
  log: Logger;
  /** the provider calls (tests point registry entries at loopback stand-ins; nothing else is ever fetched) */
  fetch?: typeof fetch;
}

/** What a buyer asks for one seat: a registered provider and model, options, and the key for this evaluation only. */
export interface SeatRequest {
  provider: string;
  model: string;
  options?: Partial<ModelOptions>;
  credentials: { apiKey: string };
}

/** The answer for one evaluation, as GET shows it. */
export interface EvaluationView {
  evaluationId: string;
  kind: 'run' | 'match';
  /** the run's id (run evaluations), else null */
  runId: string | null;
  /** the match's id (match evaluations), else null */
  matchId: string | null;
  state: Evaluation['state'];
  reason: string | null;
  seats: { A: SeatModel; B: SeatModel | null };
  verification: 'provider-verified';
  decisions: { done: number; atMost: number };
  spent: Spent;
  caps: Evaluation['caps'];
  providerModels: string[];
  createdAt: string;
  updatedAt: string;
  result: RunOutcome | MatchOutcome | null;
}

/** A battery seed from the system's CSPRNG, uniform over 0 … 2^53 − 1 (as the referee draws them). */
const drawSeed = (): number => Number(randomBytes(8).readBigUInt64BE() >> 11n);

const MAX_PROVIDER_MODELS = 20;

/** Decisions a table takes when every game runs its full rounds. */
function maxDecisionsOf(table: Table): number {
  const perSeat = BATTERY.reduce((sum, game) => sum + GAMES[game].rounds, 0) * episodesOf(table);
  return table.kind === 'run' ? perSeat : 2 * perSeat;
}

/** Model calls in flight per provider on this instance, as the registry allows. */
class CallSlots {
  private readonly inFlight = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  async take(provider: ProviderEntry): Promise<() => void> {
    const name = provider.name;
    if ((this.inFlight.get(name) ?? 0) >= provider.concurrency) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(name) ?? [];
        queue.push(resolve);
        this.waiting.set(name, queue);
      });
    } else this.inFlight.set(name, (this.inFlight.get(name) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A waiting call takes the slot over; else the count goes down.
      const next = this.waiting.get(name)?.shift();
      if (next) next();
      else this.inFlight.set(name, this.inFlight.get(name)! - 1);
    };
  }
}

/** One seat's model as this instance calls it: the agent holds the key; its calls go to the decision in hand. */
interface SeatAgent {
  agent: OpenAICompatibleAgent;
  entry: ProviderEntry;
  /** where the agent's calls are recorded, for the step it decides now */
  hand: { step: number; calls: CallRecord[] };
}

export class Evaluations {
  /** This instance, as leases name it. */
  private readonly runner = `${process.pid}-${randomUUID()}`;
  /** Evaluations this instance runs: stopping one aborts its calls; its agents, and with them the keys, go when it ends. */
  private readonly running = new Map<string, AbortController>();
  /** Their plays, which close() waits for. */
  private readonly playing = new Set<Promise<void>>();
  private readonly slots = new CallSlots();

  constructor(private readonly deps: EvaluationDeps) {}

  /** Starts a server-run benchmark run of one model: queued, then played in the background. */
  startRun(owner: string, seat: SeatRequest, episodes?: number, caps?: Partial<Evaluation['caps']>): Promise<EvaluationView> {
    const A = this.seatModel(seat, '');
    const settings = { agent: 'server-run', provider: A.provider, style: A.style, apiModel: seat.model, ...A.options };
    return this.start(owner, newTable('run', drawSeed(), { A: { provider: A.provider, model: seat.model } }, settings, episodes), { A }, { A: seat }, caps);
  }

  /** Starts a server-run head-to-head match between two registered models, each called with its own key. */
  startMatch(owner: string, seats: Record<Seat, SeatRequest>, caps?: Partial<Evaluation['caps']>): Promise<EvaluationView> {
    const A = this.seatModel(seats.A, '/playerA');
    const B = this.seatModel(seats.B, '/playerB');
    if (A.provider === B.provider && A.model === B.model) {
      throw new ApiError('invalid_body', undefined, { details: [{ path: '/playerB', message: 'must name another model than playerA' }] });
    }
    const players = { A: { provider: A.provider, model: A.model }, B: { provider: B.provider, model: B.model } };
    return this.start(owner, newTable('match', drawSeed(), players), { A, B }, seats, caps);
  }

  /** Where an evaluation of `owner` stands; another buyer's is not found. */
  async view(owner: string, kind: Evaluation['kind'], id: string): Promise<EvaluationView> {
    return viewOf(await this.current(owner, kind, id));
  }

  /** The provider calls an evaluation made, each with the provider's own answer: its evidence. */
  async transcript(owner: string, kind: Evaluation['kind'], id: string): Promise<{ evaluation: EvaluationView; calls: CallRecord[] }> {
    const evaluation = viewOf(await this.current(owner, kind, id));
    return { evaluation, calls: await this.deps.store.calls(id) };
  }

  /** Stops an evaluation that has not finished; its runner, on whichever instance, stops before its next decision. */
  async cancel(owner: string, kind: Evaluation['kind'], id: string): Promise<EvaluationView> {
    for (;;) {
      const { evaluation, version } = await this.held(owner, kind, id);
      if (isFinished(evaluation.state)) throw finishedError(evaluation);
      const next: Evaluation = { ...evaluation, state: 'cancelled', reason: null, updatedAt: this.deps.clock() };
      if (!(await this.deps.store.replace(next, version))) continue;
      this.running.get(id)?.abort();
      return viewOf(next);
    }
  }

  /** Continues a paused evaluation here with the keys given again, from its last recorded decision. */
  async resume(owner: string, kind: Evaluation['kind'], id: string, credentials: Partial<Record<Seat, { apiKey: string }>>): Promise<EvaluationView> {
    const current = await this.current(owner, kind, id);
    if (current.state !== 'paused') {
      if (isFinished(current.state)) throw finishedError(current);
      throw new ApiError('evaluation_running', 'The evaluation is running on an instance that holds its key: it needs no resume.');
    }
    const seats = current.seats;
    for (const seat of ['A', 'B'] as const) {
      if (seats[seat] && !credentials[seat]) {
        const path = kind === 'run' ? '/credentials' : `/credentials${seat}`;
        throw new ApiError('invalid_body', undefined, { details: [{ path, message: 'is required: the key of this seat\'s provider' }] });
      }
    }
    const controller = new AbortController();
    return this.launch(owner, id, this.agentsFor(current, credentials, controller.signal), controller);
  }

  /** Stops every evaluation this instance runs (it is shutting down): they read as paused once their leases lapse. */
  async close(): Promise<void> {
    for (const controller of this.running.values()) controller.abort();
    await Promise.allSettled([...this.playing]);
  }

  private seatModel(seat: SeatRequest, path: string): SeatModel {
    const entry = this.deps.registry.resolve(seat.provider, seat.model, path);
    const options = seat.options ?? {};
    return {
      provider: entry.name,
      model: seat.model,
      style: entry.style,
      options: {
        temperature: options.temperature === undefined ? 0 : options.temperature,
        maxTokens: options.maxTokens ?? 200,
        maxTokensParam: options.maxTokensParam ?? entry.maxTokensParam,
        tools: options.tools ?? 'auto',
      },
    };
  }

  private async start(
    owner: string,
    table: Table,
    seats: Evaluation['seats'],
    requests: Partial<Record<Seat, SeatRequest>>,
    caps: Partial<Evaluation['caps']> = {},
  ): Promise<EvaluationView> {
    const { clock, limits, limiter, store } = this.deps;
    const now = clock();
    const dayKey = `evaluation-day:${owner}`;
    const day = await limiter.hit(dayKey, limits.perDay, DAY_MS);
    if (!day.allowed) throw rateLimitError(day.resetAt, now, `A buyer may start ${limits.perDay} evaluations a day.`);
    const id = randomUUID();
    const evaluation: Evaluation = {
      id,
      kind: table.kind,
      recordId: randomUUID(),
      owner,
      seats,
      state: 'queued',
      reason: null,
      table,
      caps: { calls: Math.min(caps.calls ?? limits.maxCalls, limits.maxCalls), tokens: Math.min(caps.tokens ?? limits.maxTokens, limits.maxTokens) },
      spent: { calls: 0, retries: 0, tokens: 0, fallbacks: 0 },
      providerModels: [],
      decisions: 0,
      maxDecisions: maxDecisionsOf(table),
      createdAt: now,
      updatedAt: now,
      result: null,
    };
    const controller = new AbortController();
    const agents = this.agentsFor(evaluation, Object.fromEntries(Object.entries(requests).map(([seat, r]) => [seat, r!.credentials])), controller.signal);
    const claimed = await store.claim(id, owner, this.runner, now + limits.leaseMs, now, limits.atOnce);
    if (claimed !== 'claimed') {
      await limiter.release(dayKey, day.entry!, DAY_MS);
      throw rateLimitError(now + limits.leaseMs, now, `A buyer may have ${limits.atOnce} evaluations running at once: wait for one to finish, or cancel one.`);
    }
    await store.create(evaluation);
    this.play(evaluation.id, owner, agents, controller);
    return viewOf(evaluation);
  }

  /** Claims a paused evaluation for this instance and plays it on. */
  private async launch(owner: string, id: string, agents: Partial<Record<Seat, SeatAgent>>, controller: AbortController): Promise<EvaluationView> {
    const { clock, limits, store } = this.deps;
    const now = clock();
    const claimed = await store.claim(id, owner, this.runner, now + limits.leaseMs, now, limits.atOnce);
    if (claimed === 'limit') throw rateLimitError(now + limits.leaseMs, now, `A buyer may have ${limits.atOnce} evaluations running at once.`);
    if (claimed === 'held') throw new ApiError('evaluation_running', 'Another instance took this evaluation up a moment ago.');
    for (;;) {
      const held = await store.get(id);
      const evaluation = held!.evaluation;
      if (evaluation.state !== 'paused' && evaluation.state !== 'running' && evaluation.state !== 'queued') {
        await store.release(id, owner, this.runner);
        throw finishedError(evaluation);
      }
      const next: Evaluation = { ...evaluation, state: 'queued', reason: null, updatedAt: clock() };
      if (!(await store.replace(next, held!.version))) continue;
      this.play(id, owner, agents, controller);
      return viewOf(next);
    }
  }

  private agentsFor(evaluation: Pick<Evaluation, 'seats'>, credentials: Partial<Record<Seat, { apiKey: string }>>, signal: AbortSignal): Partial<Record<Seat, SeatAgent>> {
    const agents: Partial<Record<Seat, SeatAgent>> = {};
    for (const seat of ['A', 'B'] as const) {
      const model = evaluation.seats[seat];
      if (!model) continue;
      const entry = this.deps.registry.resolve(model.provider, model.model);
      const hand: SeatAgent['hand'] = { step: 0, calls: [] };
      const agent = new OpenAICompatibleAgent({
        baseUrl: entry.baseUrl,
        apiStyle: entry.style,
        provider: entry.name,
        model: model.model,
        apiKey: credentials[seat]!.apiKey,
        temperature: model.options.temperature,
        maxTokens: model.options.maxTokens,
        maxTokensParam: model.options.maxTokensParam,
        functionCalling: model.options.tools,
        timeoutMs: entry.timeoutMs,
        retries: entry.retries,
        signal,
        onCall: (call: CallEvidence) => hand.calls.push({ seat, step: hand.step, at: new Date(this.deps.clock()).toISOString(), ...call, error: call.error ?? null }),
        ...(this.deps.fetch ? { fetch: this.deps.fetch } : {}),
      });
      agents[seat] = { agent, entry, hand };
    }
    return agents;
  }

  /** Plays in the background; every failure ends in the record (or, if the store is gone, in the log and a lapsed lease). */
  private play(id: string, owner: string, agents: Partial<Record<Seat, SeatAgent>>, controller: AbortController): void {
    this.running.set(id, controller);
    const { store, clock, limits, log } = this.deps;
    // The lease says this instance still holds the key; losing it (the store was unreachable past the lease) stops play.
    const renewal = setInterval(() => {
      store.renew(id, owner, this.runner, clock() + limits.leaseMs).then(
        (kept) => kept || controller.abort(),
        () => undefined,
      );
    }, Math.max(50, Math.floor(limits.leaseMs / 3)));
    renewal.unref();
    const played = this.playToEnd(id, agents, controller.signal)
      .catch((error: unknown) => log.error('evaluation stopped', { evaluationId: id, error: error instanceof Error ? error.message : String(error) }))
      .finally(async () => {
        clearInterval(renewal);
        this.running.delete(id);
        this.playing.delete(played);
        await store.release(id, owner, this.runner).catch(() => undefined);
      });
    this.playing.add(played);
  }

  private async playToEnd(id: string, agents: Partial<Record<Seat, SeatAgent>>, signal: AbortSignal): Promise<void> {
    const { store, clock } = this.deps;
    const first = await store.get(id);
    if (!first || isFinished(first.evaluation.state)) return;
    const running: Evaluation = { ...first.evaluation, state: 'running', updatedAt: clock() };
    if (!(await store.replace(running, first.version))) return;
    let held: VersionedEvaluation = { evaluation: running, version: first.version + 1 };
    // What each agent had spent when this runner took over (a resumed evaluation adds to the record's counts).
    const base = { ...running.spent };
    for (;;) {
      if (signal.aborted) return this.stopped(id);
      const { evaluation, version } = held;
      const play = TablePlay.of(evaluation.table);
      if (evaluation.table.complete) return this.finish(id);
      const due = play.due();
      const calls: CallRecord[] = [];
      let decided: Array<{ choice: string; fallback: boolean }>;
      try {
        decided = await Promise.all(due.map((step) => this.decide(agents[step.seat]!, step, calls, signal)));
      } catch (error) {
        await store.appendCalls(id, calls);
        if (signal.aborted) return this.stopped(id);
        const reason = error instanceof AgentError ? `the provider failed: ${error.message}` : 'the evaluation failed on the server';
        if (!(error instanceof AgentError)) this.deps.log.error('evaluation failed', { evaluationId: id, error: error instanceof Error ? error.message : String(error) });
        return this.fail(id, reason);
      }
      await store.appendCalls(id, calls);
      due.forEach((step, i) => play.apply(step.seat, decided[i]!.choice, decided[i]!.fallback));
      const spent = spentOf(base, agents);
      const next: Evaluation = {
        ...evaluation,
        table: play.table,
        decisions: evaluation.decisions + due.length,
        spent,
        providerModels: withModels(evaluation.providerModels, calls),
        updatedAt: clock(),
      };
      const over = spent.calls > next.caps.calls ? `calls (${spent.calls} of ${next.caps.calls})` : spent.tokens > next.caps.tokens ? `tokens (${spent.tokens} of ${next.caps.tokens})` : null;
      if (over) {
        next.state = 'failed';
        next.reason = `the spend cap on ${over} was passed before the battery was complete`;
      }
      if (!(await store.replace(next, version))) {
        // A cancel, or a runner on another instance after this one lost its lease: either wins, and this decision is
        // not recorded here.
        return;
      }
      if (over) return;
      held = { evaluation: next, version: version + 1 };
    }
  }

  /**
   * One seat's decision, with a call slot of its provider held and each HTTP attempt kept as evidence in `calls`. A
   * seat has at most one decision due at a time, so its hand holds one step's calls.
   */
  private async decide(seat: SeatAgent, step: NumberedDue, calls: CallRecord[], signal: AbortSignal) {
    const release = await this.slots.take(seat.entry);
    seat.hand.step = step.step;
    seat.hand.calls = [];
    try {
      if (signal.aborted) throw new AgentError('cancelled');
      // The agents are stateless per decision and draw nothing: the turn's seed is not theirs to know.
      return await seat.agent.decide({ game: step.game, rules: GAMES[step.game].rules, round: step.round, episode: step.episode, ask: step.ask, seed: 0, generator: GENERATOR_VERSION });
    } finally {
      calls.push(...seat.hand.calls);
      release();
    }
  }

  private async finish(id: string): Promise<void> {
    const { store, warehouse, clock } = this.deps;
    for (;;) {
      const held = await store.get(id);
      if (!held || isFinished(held.evaluation.state)) return;
      const { evaluation, version } = held;
      const now = clock();
      const result = evaluation.kind === 'run' ? await this.storeRun(evaluation, now, await warehouse.humanBaseline()) : await this.storeMatch(evaluation, now);
      // A cancel that lands between storing and this write leaves the evaluation cancelled and the record stored.
      if (await store.replace({ ...evaluation, state: 'complete', result, updatedAt: now }, version)) return;
    }
  }

  private async storeRun(evaluation: Evaluation, now: number, baseline: Awaited<ReturnType<WarehouseReads['humanBaseline']>>): Promise<RunOutcome> {
    const { benchmarks } = this.deps;
    let stored = benchmarks.run(evaluation.recordId);
    if (!stored) {
      const record = await refereedRunRecord(evaluation.table, evaluation.recordId, now, baseline, 'provider-verified');
      record.settings = { ...record.settings, evidence: evidenceOf(evaluation) };
      await benchmarks.addRun((stored = record));
    }
    return { overall: stored.overall, seed: evaluation.table.seed, ranked: stored.ranked, invalidReplies: stored.invalidReplies };
  }

  private async storeMatch(evaluation: Evaluation, now: number): Promise<MatchOutcome> {
    const { benchmarks } = this.deps;
    let match = benchmarks.match(evaluation.recordId);
    if (!match) {
      const record = await matchRecord(evaluation.table, new Date(now).toISOString());
      const stored: StoredHeadToHead = { ...record, matchId: evaluation.recordId, ...matchVerification('provider-verified'), rescored: false };
      await benchmarks.addMatch((match = stored));
    }
    return { seed: evaluation.table.seed, winsA: match.winsA, winsB: match.winsB, draws: match.draws };
  }

  private fail(id: string, reason: string): Promise<void> {
    return this.settle(id, (evaluation) => ({ ...evaluation, state: 'failed', reason }));
  }

  /**
   * Play stopped without a failure: cancelled (the record says so already), or this instance is closing or lost its
   * lease (paused) — unless another instance has taken the evaluation up meanwhile.
   */
  private async stopped(id: string): Promise<void> {
    const runner = await this.deps.store.runnerOf(id, this.deps.clock());
    if (runner !== null && runner !== this.runner) return;
    return this.settle(id, (evaluation) => (evaluation.state === 'cancelled' ? null : { ...evaluation, state: 'paused', reason: 'needs_credentials' }));
  }

  private async settle(id: string, change: (evaluation: Evaluation) => Evaluation | null): Promise<void> {
    const { store, clock } = this.deps;
    for (;;) {
      const held = await store.get(id);
      if (!held || isFinished(held.evaluation.state)) return;
      const next = change(held.evaluation);
      if (!next || (await store.replace({ ...next, updatedAt: clock() }, held.version))) return;
    }
  }

  private async held(owner: string, kind: Evaluation['kind'], id: string) {
    const held = await this.deps.store.get(id);
    if (!held || held.evaluation.owner !== owner || held.evaluation.kind !== kind) throw new ApiError('evaluation_not_found');
    return held;
  }

  /**
   * The evaluation as it stands: one that is queued or running without a live runner lease lost its runner (and key)
   * and is paused, which this read records.
   */
  private async current(owner: string, kind: Evaluation['kind'], id: string): Promise<Evaluation> {
    const { store, clock } = this.deps;
    for (;;) {
      const { evaluation, version } = await this.held(owner, kind, id);
      if (evaluation.state !== 'queued' && evaluation.state !== 'running') return evaluation;
      if (this.running.has(id) || (await store.runnerOf(id, clock())) !== null) return evaluation;
      const paused: Evaluation = { ...evaluation, state: 'paused', reason: 'needs_credentials', updatedAt: clock() };
      if (await store.replace(paused, version)) return paused;
    }
  }
}

function finishedError(evaluation: Evaluation): ApiError {
  return new ApiError('evaluation_finished', `The evaluation is ${evaluation.state}: it changes no more.`);
}

/** The record's counts: what it held when this runner took over, plus what this runner's agents spent. */
function spentOf(base: Spent, agents: Partial<Record<Seat, SeatAgent>>): Spent {
  const spent = { ...base };
  for (const seat of Object.values(agents)) {
    const now = seat!.agent.spent();
    spent.calls += now.calls;
    spent.retries += now.retries;
    spent.tokens += now.totalTokens;
    spent.fallbacks += now.fallbacks;
  }
  return spent;
}

function withModels(known: readonly string[], calls: readonly CallRecord[]): string[] {
  const models = [...known];
  for (const call of calls) {
    if (call.providerModel && !models.includes(call.providerModel) && models.length < MAX_PROVIDER_MODELS) models.push(call.providerModel);
  }
  return models;
}

/** What the stored run carries of its evidence; the calls themselves are in the evaluation's transcript. */
const evidenceOf = (evaluation: Evaluation) => ({
  evaluationId: evaluation.id,
  calls: evaluation.spent.calls,
  retries: evaluation.spent.retries,
  tokens: evaluation.spent.tokens,
  providerModels: evaluation.providerModels,
});

export function viewOf(evaluation: Evaluation): EvaluationView {
  const { id, kind, recordId, state, reason, seats, spent, caps, providerModels, result } = evaluation;
  return {
    evaluationId: id,
    kind,
    runId: kind === 'run' ? recordId : null,
    matchId: kind === 'match' ? recordId : null,
    state,
    reason,
    seats: { A: seats.A, B: seats.B ?? null },
    verification: 'provider-verified',
    decisions: { done: evaluation.decisions, atMost: evaluation.maxDecisions },
    spent,
    caps,
    providerModels,
    createdAt: new Date(evaluation.createdAt).toISOString(),
    updatedAt: new Date(evaluation.updatedAt).toISOString(),
    result,
  };
}
