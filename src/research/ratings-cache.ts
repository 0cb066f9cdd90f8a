// Head-to-head ratings off the request path, from the matches that count publicly (countsPublicly). A read answers the
// newest result at once and, when such matches arrived since it was computed, starts a refresh: the opponent core, the
// refit and the bootstrap run in the statistics pool (or, in cluster
// mode, on whichever instance holds the lease, the others reading its result from Redis). One refresh at a time per
// instance; matches that arrive during one are taken by a single refresh after it.
import { systemClock, type Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { matchColumns, opponentCore, type CoreSplit, type MatchColumns, type ModelRating, type Ratings } from '../battery/ratings.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import { countsPublicly, PUBLIC_MATCHES, type StoredHeadToHead } from './benchmark.ts';
import type { RatingsShare, SharedRatings } from './ratings-share.ts';
import type { NumberedRatingsInput, StatsPool } from './stats-pool.ts';

/** What the ratings route serves: the newest result, what it covers, and whether a newer one is on its way. */
export interface RatingsAnswer {
  method: 'bradley-terry';
  /** which matches the ratings count (countsPublicly) */
  counts: typeof PUBLIC_MATCHES;
  /** ISO time the result's matches were read; null before the first result */
  asOf: string | null;
  /** the matches it covers */
  matches: number;
  /** true while matches that count exist that it does not cover (a refresh is running or will run) */
  pending: boolean;
  models: RatedModel[];
}

/** A model as the route lists it: its fit (rating null when provisional) and how many distinct opponents it met. */
export interface RatedModel extends ModelRating {
  /** met fewer than MIN_OPPONENTS rated opponents: listed, not rated, and its matches count for no one's rating */
  provisional: boolean;
  /** distinct opponents in the matches that count */
  opponents: number;
}

/** What a result holds: Ratings whose models say whether they are provisional. */
export interface ListedRatings extends Ratings {
  models: RatedModel[];
}

/**
 * A model is rated once it has met this many distinct opponents that are rated themselves. Fewer, and a few names
 * that play only each other (one buyer relaying both seats, say) could place a model anywhere on the scale.
 */
export const MIN_OPPONENTS = 3;

/**
 * The opponent graph's MIN_OPPONENTS-core (opponentCore): models are removed one at a time while any has fewer distinct
 * opponents left, as each removal can leave its opponents short. The fit reads the matches between the models that
 * stay. A refresh does the same in the stats pool (splitByCore), from the matches as columns.
 */
export function ratedCore(matches: readonly StoredHeadToHead[]): { rated: StoredHeadToHead[]; provisional: RatedModel[]; opponents: Map<string, number> } {
  const columns = matchColumns(matches);
  const core = opponentCore(columns, MIN_OPPONENTS);
  const rated = matches.filter((_, k) => core.removed[columns.playerA[k]!] === 0 && core.removed[columns.playerB[k]!] === 0);
  const opponents = new Map(columns.names.map((name, i) => [name, core.opponents[i]!]));
  return { rated, provisional: core.provisional.map(provisionalModel), opponents };
}

const provisionalModel = ({ model, games, opponents }: CoreSplit['provisional'][number]): RatedModel => ({
  model,
  rating: null,
  ci95: null,
  games,
  provisional: true,
  opponents,
});

export interface RatingsCacheOptions {
  store: BenchmarkStore;
  stats: Pick<StatsPool, 'ratingsOfNumbered' | 'ratedCore'>;
  share: RatingsShare;
  clock?: Clock;
  log?: Pick<Logger, 'warn'>;
  /** the computation lease: it runs out this long after its last renewal, if its holder stops (cluster) */
  leaseMs?: number;
  /** how often an instance waiting on another's computation looks for its result (cluster) */
  pollMs?: number;
  /** the wait after a failed refresh before a read starts another */
  retryMs?: number;
}

/** A result as this instance holds it. */
interface Held {
  digest: string;
  matches: number;
  asOf: string;
  ratings: ListedRatings;
}

/** The matches that count as one refresh read them. */
interface Read {
  version: number;
  digest: string;
  count: number;
  asOf: string;
  /** the matches of the rated core, numbered */
  input: NumberedRatingsInput;
  provisional: RatedModel[];
  opponents: Map<string, number>;
}

/** The fit of the rated core (computed here or shared) with the provisional models after it. */
const listed = (fit: Ratings, read: Read): ListedRatings => ({
  method: fit.method,
  models: [...fit.models.map((m) => ({ ...m, provisional: false, opponents: read.opponents.get(m.model)! })), ...read.provisional],
});

const RESAMPLES = 1000;

/**
 * Names a set of match ids whatever their order: the count and the sums, mod 2^32, of two 32-bit FNV-1a hashes (with
 * different offsets) of each id. Instances compare it to tell whether a shared result covers their matches; it is not
 * a security boundary (refereed match ids are the server's), and a collision would serve the previous result until
 * the next match. Summed one id at a time, so a refresh can read the matches in slices.
 */
class MatchDigest {
  private count = 0;
  private sumA = 0;
  private sumB = 0;

  add(id: string): void {
    let a = 0x811c9dc5;
    let b = 0x050c5d1f;
    for (let i = 0; i < id.length; i++) {
      const unit = id.charCodeAt(i);
      a = Math.imul(a ^ unit, 0x01000193);
      b = Math.imul(b ^ unit, 0x01000193) ^ (b >>> 15);
    }
    this.sumA = (this.sumA + (a >>> 0)) >>> 0;
    this.sumB = (this.sumB + (b >>> 0)) >>> 0;
    this.count++;
  }

  toString(): string {
    return `${this.count}:${this.sumA.toString(16).padStart(8, '0')}${this.sumB.toString(16).padStart(8, '0')}`;
  }
}

/** The MatchDigest of `items`' ids. */
export function ratingsDigest<T>(items: Iterable<T>, idOf: (item: T) => string): string {
  const digest = new MatchDigest();
  for (const item of items) digest.add(idOf(item));
  return digest.toString();
}

/**
 * How long a refresh reads matches on the event loop before it lets other work run: 50,000 matches take tens of
 * milliseconds in all, and a GET must not wait behind them.
 */
const READ_SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export class RatingsCache {
  private readonly store: BenchmarkStore;
  private readonly stats: Pick<StatsPool, 'ratingsOfNumbered' | 'ratedCore'>;
  private readonly share: RatingsShare;
  private readonly clock: Clock;
  private readonly log: Pick<Logger, 'warn'> | null;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retryMs: number;
  private held: Held | null = null;
  /** the store's refereedVersion whose matches `held` covers (-1: none yet) */
  private heldVersion = -1;
  private running: Promise<void> | null = null;
  /** no refresh starts before this (a failed one waits retryMs) */
  private retryAt = 0;
  private closed = false;
  private answered: { held: Held | null; pending: boolean; answer: RatingsAnswer } | null = null;

  constructor(options: RatingsCacheOptions) {
    this.store = options.store;
    this.stats = options.stats;
    this.share = options.share;
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? null;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 250;
    this.retryMs = options.retryMs ?? 5_000;
  }

  /** The newest result (of the current matches or earlier ones), null before the first; starts a refresh if stale. */
  latest(): ListedRatings | null {
    this.refresh();
    return this.held?.ratings ?? null;
  }

  /** The route's answer, at once: the newest result with what it covers; starts a refresh if stale. */
  answer(): RatingsAnswer {
    this.refresh();
    const held = this.held;
    const pending = this.heldVersion !== this.store.refereedVersion;
    if (this.answered?.held !== held || this.answered.pending !== pending) {
      const answer: RatingsAnswer = { method: 'bradley-terry', counts: PUBLIC_MATCHES, asOf: held?.asOf ?? null, matches: held?.matches ?? 0, pending, models: held?.ratings.models ?? [] };
      this.answered = { held, pending, answer };
    }
    return this.answered.answer;
  }

  /**
   * Starts a refresh unless one is running or the result covers the current matches. Never waits: even reading the
   * matches (tens of milliseconds at 50,000, in slices) starts on a later turn of the event loop, after the caller has
   * answered.
   */
  refresh(): void {
    if (this.closed || this.running || this.heldVersion === this.store.refereedVersion || this.clock() < this.retryAt) return;
    const running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.refreshLoop());
    this.running = running;
    void running.finally(() => {
      if (this.running === running) this.running = null;
    });
  }

  /** Resolves once no refresh is running (tests and the bench wait on it; requests never do). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops refreshing; a computation in flight ends with the pool (its lease runs out if it cannot be released). */
  close(): void {
    this.closed = true;
  }

  /** Refreshes until the result covers the matches as they are when it ends: later arrivals take one more turn. */
  private async refreshLoop(): Promise<void> {
    while (!this.closed && this.heldVersion !== this.store.refereedVersion) {
      try {
        const read = await this.readMatches();
        if (this.held?.digest === read.digest) {
          // the same matches under a newer version (a claim undone, a record seen twice)
          this.heldVersion = read.version;
          continue;
        }
        const held = await this.obtain(read);
        if (held && !this.closed) {
          this.held = held;
          this.heldVersion = read.version;
        }
      } catch (error) {
        if (this.closed) return;
        this.log?.warn('head-to-head ratings: refresh failed; the previous result is served until a retry', { error });
        this.retryAt = this.clock() + this.retryMs;
        return;
      }
    }
  }

  /**
   * The matches that count, with their digest, split at the opponent core and numbered for the fit. The event loop
   * only copies each match's names and counts into columns, READ_SLICE_MS at a time; the core is found in the pool.
   */
  private async readMatches(): Promise<Read> {
    const version = this.store.refereedVersion;
    const asOf = new Date(this.clock()).toISOString();
    const all = Array.from(this.store.allMatches());
    const digest = new MatchDigest();
    const numberOf = new Map<string, number>();
    const names: string[] = [];
    const number = (name: string) => {
      let i = numberOf.get(name);
      if (i === undefined) {
        numberOf.set(name, (i = names.length));
        names.push(name);
      }
      return i;
    };
    const [playerA, playerB] = [new Int32Array(all.length), new Int32Array(all.length)];
    const [winsA, winsB, draws] = [new Float64Array(all.length), new Float64Array(all.length), new Float64Array(all.length)];
    let count = 0;
    for (let m = 0; m < all.length; ) {
      const until = performance.now() + READ_SLICE_MS;
      do {
        for (const end = Math.min(all.length, m + 256); m < end; m++) {
          const match = all[m]!;
          if (!countsPublicly(match)) continue;
          digest.add(match.matchId);
          playerA[count] = number(match.playerA);
          playerB[count] = number(match.playerB);
          winsA[count] = match.winsA;
          winsB[count] = match.winsB;
          draws[count] = match.draws;
          count++;
        }
      } while (m < all.length && performance.now() < until);
      if (m < all.length) await nextTurn();
    }
    const columns: MatchColumns = {
      names,
      playerA: playerA.slice(0, count),
      playerB: playerB.slice(0, count),
      winsA: winsA.slice(0, count),
      winsB: winsB.slice(0, count),
      draws: draws.slice(0, count),
    };
    const split = await this.stats.ratedCore(columns, MIN_OPPONENTS);
    const opponents = new Map(split.rated.models.map((model, i) => [model, split.ratedOpponents[i]!]));
    for (const { model, opponents: met } of split.provisional) opponents.set(model, met);
    return { version, digest: digest.toString(), count, asOf, input: split.rated, provisional: split.provisional.map(provisionalModel), opponents };
  }

  /**
   * The result for `read`: the shared one when it covers these very matches, else computed here under the lease, else
   * (another instance holds the lease) the shared one once that instance stores it. Null when the matches changed
   * while waiting: the loop reads them again.
   */
  private async obtain(read: Read): Promise<Held | null> {
    if (read.input.models.length === 0) {
      return { digest: read.digest, matches: read.count, asOf: read.asOf, ratings: listed({ method: 'bradley-terry', models: [] }, read) };
    }
    for (;;) {
      const shared = await this.sharedFor(read);
      if (shared) return shared;
      const lease = await this.share.acquire(this.leaseMs);
      if (lease !== null) {
        try {
          // stored by another instance between the look above and the lease
          return (await this.sharedFor(read)) ?? (await this.compute(read, lease));
        } finally {
          await this.share.release(lease).catch(() => undefined);
        }
      }
      await sleep(this.pollMs);
      if (this.closed || this.store.refereedVersion !== read.version) return null;
    }
  }

  /** The shared result if it covers exactly `read`'s matches. */
  private async sharedFor(read: Read): Promise<Held | null> {
    if ((await this.share.digest()) !== read.digest) return null;
    const shared = await this.share.read();
    if (shared?.digest !== read.digest) return null;
    return { digest: shared.digest, matches: shared.matches, asOf: shared.asOf, ratings: listed(JSON.parse(shared.ratings) as Ratings, read) };
  }

  /** Fits and bootstraps in the pool while renewing the lease, then shares the result (kept here if sharing fails). */
  private async compute(read: Read, lease: string): Promise<Held> {
    const renew = setInterval(() => void this.share.extend(lease, this.leaseMs).catch(() => undefined), Math.max(1, Math.floor(this.leaseMs / 3)));
    renew.unref();
    try {
      const fit = await this.stats.ratingsOfNumbered(read.input, { resamples: RESAMPLES });
      const held: Held = { digest: read.digest, matches: read.count, asOf: read.asOf, ratings: listed(fit, read) };
      // The fit alone is shared: every instance lists the provisional models from the same matches itself.
      const shared: SharedRatings = { digest: held.digest, matches: held.matches, asOf: held.asOf, ratings: JSON.stringify(fit) };
      await this.share.write(shared).catch((error: unknown) => this.log?.warn('head-to-head ratings: sharing the result failed', { error }));
      return held;
    } finally {
      clearInterval(renew);
    }
  }
}
