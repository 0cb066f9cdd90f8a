// The referee (SPEC §6, "Trust"): opens refereed runs and matches for research buyers, applies the decisions their
// clients relay, and stores the record when the last one lands. The seed is drawn here and leaves only with the
// completed record; the client never holds the environment, so the record can only be what its agent chose. A match's
// seat B may be left to another buyer (SPEC §6, "Who played"): each buyer then sees and decides its own seat only, and
// the record says two buyers relayed it, which is what lets it count publicly.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DAY_MS, type Clock } from '../clock.ts';
import { rateLimitError } from '../control/accounts.ts';
import { sha256Hex } from '../control/secrets.ts';
import { ApiError, serviceBusy } from '../errors.ts';
import type { SlidingWindowLimiter } from '../limits/limiter.ts';
import { matchRecord, newTable, publicStep, runReport, TablePlay, type Player, type PublicStep, type Table, type TableKind } from '../battery/table.ts';
import type { Seat } from '../battery/engine.ts';
import { matchVerification, overallOf, withStanding, type MatchRelay, type StoredHeadToHead, type StoredReport } from './benchmark.ts';
import type { HumanBaseline } from '../battery/scoring.ts';
import type { TableEntry, TableLimits, TableStore } from './tables.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';

export interface RefereeLimits extends TableLimits {
  /** tables a buyer may open per 24 hours */
  perDay: number;
  /**
   * Decisions and state reads a buyer may send per 10 minutes: they are outside the research key's hourly window, but
   * a flood of them (an illegal choice records nothing) must not buy unbounded replays.
   */
  requestsPerWindow: number;
}

/** How long a finished or expired table still answers 409 / 410 (not 404) after its last change. */
export const KEEP_MS = 7 * DAY_MS;

export interface RefereeDeps {
  tables: TableStore;
  benchmarks: BenchmarkStore;
  warehouse: Pick<WarehouseReads, 'humanBaseline'>;
  limiter: SlidingWindowLimiter;
  clock: Clock;
  limits: RefereeLimits;
}

/** What a run or match answers: the decisions due, or the outcome once complete. */
export type TableState =
  | { id: string; kind: TableKind; state: 'open'; steps: PublicStep[] }
  | { id: string; kind: TableKind; state: 'complete'; outcome: RunOutcome | MatchOutcome };

export interface RunOutcome {
  overall: number;
  seed: number;
  ranked: boolean;
  invalidReplies: number;
}

export interface MatchOutcome {
  seed: number;
  winsA: number;
  winsB: number;
  draws: number;
}

/** A battery seed from the system's CSPRNG, uniform over 0 … MAX_SEED (53 bits). */
const drawSeed = (): number => Number(randomBytes(8).readBigUInt64BE() >> 11n);

/** The window of a buyer's decisions and state reads (RefereeLimits.requestsPerWindow). */
const TABLE_REQUEST_WINDOW_MS = 10 * 60_000;

/** Attempts at a decision that loses a race with another on the same table before the client is told to retry. */
const ATTEMPTS = 5;

const notFound = (kind: TableKind) => new ApiError(kind === 'run' ? 'run_not_found' : 'match_not_found');

/** Who relays seat B of a new match: the buyer opening it, or another buyer who joins with the invite. */
export type SeatBRelay = 'opener' | 'invite';

/** A match invite: 192 random bits, shown once in the opening's answer and stored only as its SHA-256. */
const newInvite = (): string => `mi_${randomBytes(24).toString('base64url')}`;

/** Whether `invite` is the one whose hash a match holds (a constant-time comparison of the hashes). */
const isInviteOf = (invite: string, inviteHash: string): boolean => timingSafeEqual(Buffer.from(sha256Hex(invite), 'hex'), Buffer.from(inviteHash, 'hex'));

/**
 * The seats `buyer` relays at a table: every seat for its owner, unless another buyer was invited to seat B; seat B
 * for the buyer who took it; none for anyone else (the table is not found for them).
 */
function seatsOf(entry: TableEntry, buyer: string): Seat[] {
  if (entry.owner === buyer) return entry.seatB ? ['A'] : ['A', 'B'];
  return entry.seatB?.buyer === buyer ? ['B'] : [];
}

/** A completed match's relay as the record keeps it: never the buyers themselves. */
const relayOf = (entry: TableEntry): MatchRelay => (entry.seatB?.buyer ? 'two-buyers' : 'one-buyer');

export class Referee {
  private sweeping: NodeJS.Timeout | null = null;

  constructor(private readonly deps: RefereeDeps) {}

  /**
   * Sweeps every `intervalMs` (unref'd: it never keeps the process up); a failed sweep is tried again at the next, and a
   * tick that finds the last sweep still running leaves it alone.
   */
  startSweeping(intervalMs: number, onError: (error: unknown) => void): void {
    let running = false;
    this.sweeping = setInterval(() => {
      if (running) return;
      running = true;
      void this.sweep()
        .catch(onError)
        .finally(() => (running = false));
    }, intervalMs);
    this.sweeping.unref();
  }

  stopSweeping(): void {
    if (this.sweeping) clearInterval(this.sweeping);
  }

  /**
   * A new run for `owner` playing each game `episodes` times: 201's body. Counts against the buyer's tables a day and
   * open tables (429 past either).
   */
  openRun(owner: string, player: Player, settings?: Record<string, unknown>, episodes?: number): Promise<TableState> {
    return this.open(owner, newTable('run', drawSeed(), { A: player }, settings, episodes));
  }

  /**
   * A new match of `a` (seat A) against `b` (seat B). With `seatB: 'invite'` the opener relays seat A only and the
   * answer carries the invite (shown this once) with which another buyer takes seat B (join).
   */
  async openMatch(owner: string, a: Player, b: Player, seatB: SeatBRelay = 'opener'): Promise<TableState & { invite?: string }> {
    const table = newTable('match', drawSeed(), { A: a, B: b });
    if (seatB === 'opener') return this.open(owner, table);
    const invite = newInvite();
    return { ...(await this.open(owner, table, { inviteHash: sha256Hex(invite), buyer: null })), invite };
  }

  /**
   * `buyer` takes seat B of the match whose invite it holds; the match's state as that seat sees it. A wrong invite
   * (or a match without one) is not found, so match ids cannot be probed with it; the opener's own key is refused
   * (own_match) and so is a third buyer once the seat is taken (seat_taken). The same buyer joining again (a retry
   * after a lost answer) is answered as the first time. Counts against the joiner's open tables (429 past them).
   */
  async join(buyer: string, id: string, invite: string): Promise<TableState> {
    const { tables, clock, limits } = this.deps;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const held = await tables.get(id);
      const seatB = held?.entry.table.kind === 'match' ? held.entry.seatB : undefined;
      if (!held || !seatB || !isInviteOf(invite, seatB.inviteHash)) throw notFound('match');
      const { entry, version } = held;
      if (entry.owner === buyer) throw new ApiError('own_match');
      if (seatB.buyer === buyer) return this.stateFor(entry, buyer);
      if (seatB.buyer !== null) throw new ApiError('seat_taken');
      this.assertActive(entry);
      const now = clock();
      const joined: TableEntry = { ...entry, seatB: { ...seatB, buyer }, activeAt: now };
      const outcome = await tables.join(joined, version, now);
      if (outcome === 'raced') continue;
      if (outcome !== 'joined') {
        throw rateLimitError(outcome.retryAt, now, `A buyer may have ${limits.maxOpen} refereed runs and matches open at once, matches whose seat B it relays among them: finish one, or wait until one expires.`);
      }
      return this.openState(joined, buyer);
    }
    throw serviceBusy('Other requests for this match kept arriving at the same time; send this one again.');
  }

  /** Where a table `buyer` relays stands (its seats' steps only); any other table is not found. */
  async state(buyer: string, kind: TableKind, id: string): Promise<TableState> {
    await this.admit(buyer);
    const { entry } = await this.held(buyer, kind, id);
    return this.stateFor(entry, buyer);
  }

  private async stateFor(entry: TableEntry, buyer: string): Promise<TableState> {
    if (entry.table.complete) return this.completed(entry);
    this.assertActive(entry);
    return this.openState(entry, buyer);
  }

  /**
   * Applies one decision; the table's new state. A decision that names its `step` is applied once: sent again (a
   * client retrying after a lost answer, on any instance) it changes nothing and answers the table's state, which is
   * the first answer's when it was the seat's latest decision. Without `step`, it answers the decision due.
   */
  async decide(buyer: string, kind: TableKind, id: string, decision: { seat: Seat; choice: string; fallback: boolean; step?: number }): Promise<TableState> {
    const { seat, choice, fallback, step } = decision;
    await this.admit(buyer);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { entry, version } = await this.held(buyer, kind, id);
      if (!seatsOf(entry, buyer).includes(seat)) {
        throw new ApiError('seat_not_yours', `Seat ${seat} of this match is relayed by another buyer (or waits for one to join): post decisions for seat ${seat === 'A' ? 'B' : 'A'} only.`);
      }
      const play = TablePlay.of(entry.table);
      if (step !== undefined && this.isRepeat(play, decision)) {
        if (entry.table.complete) return this.completed(entry);
        this.assertActive(entry);
        return this.openState(entry, buyer, play);
      }
      if (entry.table.complete) {
        await this.completed(entry); // stores the record if a crash came between completing and storing it
        throw new ApiError(kind === 'run' ? 'run_complete' : 'match_complete');
      }
      this.assertActive(entry);
      if (step !== undefined && step !== play.decidedBy(seat)) {
        const due = play.decidedBy(seat);
        throw new ApiError('decision_conflict', `Step ${step} is not due for seat ${seat}: the decision due is step ${due}.`, {
          details: [{ path: '/step', message: `is not due: the decision due is step ${due}` }],
        });
      }
      play.apply(seat, choice, fallback);
      const next: TableEntry = { ...entry, table: play.table, activeAt: this.deps.clock() };
      if (!(await this.deps.tables.replace(next, version))) continue;
      return next.table.complete ? this.completed(next) : this.openState(next, buyer, play);
    }
    throw serviceBusy('Other decisions for this table kept arriving at the same time; send this one again.');
  }

  /**
   * Records the runs their buyers opened and let expire as abandoned (SPEC §6, "Who played"): each is stored as a run
   * of its model with the decisions still due played as the fallback move, so it counts among the model's runs (a
   * buyer cannot open five tables and finish only the one going best) but is never its top run. Idempotent across
   * instances: the ledger stores one record per run id, and the table is marked once. Answers how many it recorded.
   */
  async sweep(limit = 100): Promise<number> {
    const { tables, benchmarks, warehouse, clock, limits } = this.deps;
    let recorded = 0;
    for (const { entry, version } of await tables.expiredRuns(clock(), limit)) {
      const play = TablePlay.of(entry.table);
      play.playOutWithFallback();
      if (!benchmarks.run(entry.id)) {
        const record = await refereedRunRecord(play.table, entry.id, entry.activeAt + limits.idleMs, await warehouse.humanBaseline());
        await benchmarks.addRun({ ...record, state: 'abandoned', ranked: false }).catch((error: unknown) => {
          // Another instance stored it first: the record is the same play either way.
          if (!(error instanceof ApiError && (error.code === 'run_exists' || error.code === 'duplicate_run'))) throw error;
        });
        recorded++;
      }
      await tables.replace({ ...entry, abandoned: true }, version);
    }
    return recorded;
  }

  /**
   * True when the decision names a step the seat has decided already with the same choice (a repeat); a step decided
   * with another choice is a conflict.
   */
  private isRepeat(play: TablePlay, { seat, step, choice, fallback }: { seat: Seat; step?: number; choice: string; fallback: boolean }): boolean {
    const made = play.decisionsOf(seat)[step!];
    if (!made) return false;
    if (made.choice === choice && (made.fallback ?? false) === fallback) return true;
    throw new ApiError('decision_conflict', `Step ${step} of seat ${seat} was decided already, with the choice ${JSON.stringify(made.choice)}.`, {
      details: [{ path: '/step', message: `is decided already with the choice ${JSON.stringify(made.choice)}` }],
    });
  }

  private async open(owner: string, table: Table, seatB?: TableEntry['seatB']): Promise<TableState> {
    const { limiter, clock, limits, tables } = this.deps;
    const now = clock();
    const dayKey = `referee-day:${owner}`;
    const day = await limiter.hit(dayKey, limits.perDay, DAY_MS);
    if (!day.allowed) throw rateLimitError(day.resetAt, now, `A buyer may open ${limits.perDay} refereed runs and matches a day.`);
    const entry: TableEntry = { id: randomUUID(), owner, ...(seatB ? { seatB } : {}), table, openedAt: now, activeAt: now };
    const refused = await tables.open(entry, now);
    if (refused) {
      await limiter.release(dayKey, day.entry!, DAY_MS);
      throw rateLimitError(refused.retryAt, now, `A buyer may have ${limits.maxOpen} refereed runs and matches open at once: finish one, or wait until one expires.`);
    }
    return this.openState(entry, owner);
  }

  private async admit(buyer: string): Promise<void> {
    const window = await this.deps.limiter.hit(`referee-requests:${buyer}`, this.deps.limits.requestsPerWindow, TABLE_REQUEST_WINDOW_MS);
    if (!window.allowed) throw rateLimitError(window.resetAt, this.deps.clock(), 'Too many decisions and state reads of refereed tables in the last 10 minutes.');
  }

  private async held(buyer: string, kind: TableKind, id: string) {
    const held = await this.deps.tables.get(id);
    if (!held || seatsOf(held.entry, buyer).length === 0 || held.entry.table.kind !== kind) throw notFound(kind);
    return held;
  }

  private assertActive(entry: TableEntry): void {
    if (entry.activeAt + this.deps.limits.idleMs <= this.deps.clock()) {
      throw new ApiError(entry.table.kind === 'run' ? 'run_expired' : 'match_expired');
    }
  }

  /** The steps due from the seats `buyer` relays: the other buyer's seat stays out of its view. */
  private openState(entry: TableEntry, buyer: string, play = TablePlay.of(entry.table)): TableState {
    const seats = seatsOf(entry, buyer);
    const steps = play
      .due()
      .filter((due) => seats.includes(due.seat))
      .map((due) => publicStep(due, entry.table));
    return { id: entry.id, kind: entry.table.kind, state: 'open', steps };
  }

  /**
   * A completed table's record, stored under the table's id, and its outcome. Storing is idempotent: a second store of
   * one id is refused by the ledger, so a retry, a read after a crash between completing and storing, or two instances
   * finishing one table store it once. (A refusal as a copy of another play would need a 53-bit seed drawn twice.)
   */
  private async completed(entry: TableEntry): Promise<TableState> {
    const { benchmarks, warehouse } = this.deps;
    const { id, table } = entry;
    if (table.kind === 'run') {
      let stored = benchmarks.run(id);
      if (!stored) await benchmarks.addRun((stored = await refereedRunRecord(table, id, entry.activeAt, await warehouse.humanBaseline())));
      const outcome: RunOutcome = { overall: stored.overall, seed: table.seed, ranked: stored.ranked, invalidReplies: stored.invalidReplies };
      return { id, kind: 'run', state: 'complete', outcome };
    }
    let match = benchmarks.match(id);
    if (!match) await benchmarks.addMatch((match = await refereedMatchRecord(table, id, entry.activeAt, relayOf(entry))));
    const outcome: MatchOutcome = { seed: table.seed, winsA: match.winsA, winsB: match.winsB, draws: match.draws };
    return { id, kind: 'match', state: 'complete', outcome };
  }
}

/**
 * A completed refereed run as stored under `id`, scored against `baseline` by the engine that plays every run;
 * `provider-verified` when the service itself called the model (src/research/evaluations.ts).
 */
export async function refereedRunRecord(
  table: Table,
  id: string,
  finishedAt: number,
  baseline: HumanBaseline,
  verification: 'refereed' | 'provider-verified' = 'refereed',
): Promise<StoredReport> {
  const report = await runReport(table, baseline, new Date(finishedAt).toISOString().slice(0, 10));
  // The engine's own scores: a submit's re-scoring of this report finds nothing to correct (test/http/referee.test.ts).
  return withStanding({ ...report, runId: id, baseline: report.baseline!, overall: overallOf(report.dimensions), rescored: false }, verification);
}

/** A completed refereed match as stored under `id`, with both transcripts and who relayed its seats. */
export async function refereedMatchRecord(table: Table, id: string, finishedAt: number, relay: MatchRelay): Promise<StoredHeadToHead> {
  const record = await matchRecord(table, new Date(finishedAt).toISOString());
  return { ...record, matchId: id, ...matchVerification('refereed'), relay, rescored: false };
}
