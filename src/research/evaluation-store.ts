// Where server-run evaluations (src/research/evaluations.ts) live: in the warehouse (embedded mode,
// warehouse/evaluation-store.ts) or in Redis (cluster mode, src/cluster/evaluation-store.ts), so that any instance
// answers for one and, after its runner stopped, continues it. The record never holds a provider key: a runner keeps
// that in memory and proves it is alive by renewing a lease; an evaluation without a live runner lease is paused.
import type { Seat } from '../battery/engine.ts';
import type { Table } from '../battery/table.ts';
import type { ApiStyle, MaxTokensParam } from '../battery/agents/api-styles.ts';
import type { MatchOutcome, RunOutcome } from './referee.ts';

export type EvaluationState = 'queued' | 'running' | 'paused' | 'complete' | 'failed' | 'cancelled';
export const EVALUATION_STATES: readonly EvaluationState[] = ['queued', 'running', 'paused', 'complete', 'failed', 'cancelled'];
/** States after which nothing changes. */
export const isFinished = (state: EvaluationState): boolean => state === 'complete' || state === 'failed' || state === 'cancelled';

/** How the model is asked: the request's options, defaults filled in. */
export interface ModelOptions {
  /** null leaves it out of requests (models that take only their own) */
  temperature: number | null;
  maxTokens: number;
  /** `openai-chat` only; default: the registry's for the provider */
  maxTokensParam: MaxTokensParam;
  /** whether requests offer the `choose` function ('auto': until the provider refuses it) */
  tools: boolean | 'auto';
}

/** One seat's model: a registered provider, a model it allows, and how it is asked. */
export interface SeatModel {
  provider: string;
  model: string;
  style: ApiStyle;
  options: ModelOptions;
}

export interface Spent {
  /** HTTP requests to the provider, retried ones included */
  calls: number;
  retries: number;
  /** tokens the provider reported (prompt + completion) */
  tokens: number;
  /** decisions where no valid reply came after the re-ask and the fallback move was played */
  fallbacks: number;
}

export interface Evaluation {
  id: string;
  kind: 'run' | 'match';
  /** the id the completed record is stored under: a runId or a matchId */
  recordId: string;
  /** the research buyer who asked for it */
  owner: string;
  seats: { A: SeatModel; B?: SeatModel };
  state: EvaluationState;
  /** paused: `needs_credentials`; failed: why, in words; else null */
  reason: string | null;
  /** the refereed table the evaluation plays: seed (secret until complete) and every decision applied */
  table: Table;
  /** the evaluation stops (failed) once it would pass either */
  caps: { calls: number; tokens: number };
  spent: Spent;
  /** the `model` fields the provider's replies named, in order of first appearance (at most 20) */
  providerModels: string[];
  decisions: number;
  /** decisions when every game runs its full rounds (a game may end sooner) */
  maxDecisions: number;
  createdAt: number;
  updatedAt: number;
  result: RunOutcome | MatchOutcome | null;
}

export interface VersionedEvaluation {
  evaluation: Evaluation;
  version: number;
}

/** One HTTP attempt to the provider, as the transcript shows it (src/battery/agents/openai-compatible.ts CallEvidence). */
export interface CallRecord {
  seat: Seat;
  /** the seat's decision number this call was for */
  step: number;
  at: string;
  attempt: number;
  status: number | null;
  latencyMs: number;
  requestId: string | null;
  providerModel: string | null;
  usage: { promptTokens: number; completionTokens: number; totalTokens: number } | null;
  /** the raw reply body, capped */
  body: string;
  /** why this attempt failed, else null */
  error: string | null;
}

export type ClaimResult = 'claimed' | 'held' | 'limit';

export interface EvaluationStore {
  create(evaluation: Evaluation): Promise<void>;
  get(id: string): Promise<VersionedEvaluation | null>;
  /** Replaces the evaluation held at `version`; false when another write came first. */
  replace(evaluation: Evaluation, version: number): Promise<boolean>;
  /**
   * Takes `id`'s runner lease for `runner` until `until`: `held` when another runner's lease is live, `limit` when the
   * owner holds `maxActive` other live leases (evaluations at once).
   */
  claim(id: string, owner: string, runner: string, until: number, now: number, maxActive: number): Promise<ClaimResult>;
  /** Extends a lease `runner` holds; false when it lost it (expired and taken, or released). */
  renew(id: string, owner: string, runner: string, until: number): Promise<boolean>;
  release(id: string, owner: string, runner: string): Promise<void>;
  /** The runner whose lease on `id` is live at `now`, or null. */
  runnerOf(id: string, now: number): Promise<string | null>;
  appendCalls(id: string, calls: readonly CallRecord[]): Promise<void>;
  calls(id: string): Promise<CallRecord[]>;
  close(): Promise<void>;
}

interface Lease {
  owner: string;
  runner: string;
  until: number;
}

/**
 * Runner leases of one process: embedded mode has one instance, so they need not outlive it — after a restart none is
 * live and every evaluation that was running reads as paused.
 */
export class MemoryLeases {
  private readonly leases = new Map<string, Lease>();

  claim(id: string, owner: string, runner: string, until: number, now: number, maxActive: number): ClaimResult {
    const held = this.leases.get(id);
    if (held && held.until > now && held.runner !== runner) return 'held';
    let active = 0;
    for (const [other, lease] of this.leases) {
      if (lease.until <= now) this.leases.delete(other);
      else if (other !== id && lease.owner === owner) active++;
    }
    if (active >= maxActive) return 'limit';
    this.leases.set(id, { owner, runner, until });
    return 'claimed';
  }

  renew(id: string, runner: string, until: number): boolean {
    const held = this.leases.get(id);
    if (held?.runner !== runner) return false;
    held.until = until;
    return true;
  }

  release(id: string, runner: string): void {
    if (this.leases.get(id)?.runner === runner) this.leases.delete(id);
  }

  runnerOf(id: string, now: number): string | null {
    const held = this.leases.get(id);
    return held && held.until > now ? held.runner : null;
  }
}
