// Head-to-head ratings off the request path, from the matches that count publicly (countsPublicly). A read answers the
// newest result at once and, when such matches arrived since it was computed, starts a refresh: the refit and bootstrap run in the statistics pool (or, in cluster
// mode, on whichever instance holds the lease, the others reading its result from Redis). One refresh at a time per
// instance; matches that arrive during one are taken by a single refresh after it.
import { systemClock, type Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { numberMatches, type ModelRating, type Ratings } from '../battery/ratings.ts';
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
 * The opponent graph's MIN_OPPONENTS-core: models are removed one at a time while any has fewer distinct opponents
 * left, as each removal can leave its opponents short. The fit reads the matches between the models that stay.
 */
export function ratedCore(matches: readonly StoredHeadToHead[]): { rated: StoredHeadToHead[]; provisional: RatedModel[]; opponents: Map<string, number> } {
  // Models numbered, and each pair that met once (as lo·n + hi): integer sets, as this runs on the event loop.
  const number = new Map<string, number>();
  const names: string[] = [];
  const games: number[] = [];
  const ends = new Int32Array(2 * matches.length);
  const numberOf = (name: string) => {
    let i = number.get(name);
    if (i === undefined) {
      number.set(name, (i = names.length));
      names.push(name);
      games.push(0);
    }
    return i;
  };
  matches.forEach((m, k) => {
    const [a, b] = [numberOf(m.playerA), numberOf(m.playerB)];
    ends[2 * k] = a;
    ends[2 * k + 1] = b;
    const played = m.winsA + m.winsB + m.draws;
    games[a]! += played;
    if (b !== a) games[b]! += played;
  });
  const n = names.length;
  const pairs = new Set<number>();
  for (let k = 0; k < ends.length; k += 2) {
    const [a, b] = [ends[k]!, ends[k + 1]!];
    if (a !== b) pairs.add(a < b ? a * n + b : b * n + a);
  }
  // Each model's opponents, as adjacency lists in one array (start[i] … start[i + 1]).
  const degree = new Int32Array(n);
  for (const pair of pairs) {
    degree[Math.floor(pair / n)]!++;
    degree[pair % n]!++;
  }
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i]! + degree[i]!;
  const filled = start.slice(0, n);
  const adjacent = new Int32Array(start[n]!);
  for (const pair of pairs) {
    const [lo, hi] = [Math.floor(pair / n), pair % n];
    adjacent[filled[lo]!++] = hi;
    adjacent[filled[hi]!++] = lo;
  }
  const opponents = new Map(names.map((name, i) => [name, degree[i]!]));
  // The cascade: a model short of opponents is removed, and each of its opponents loses one.
  const left = degree.slice();
  const removed = new Uint8Array(n);
  const short: number[] = [];
  for (let i = 0; i < n; i++) if (left[i]! < MIN_OPPONENTS) (removed[i] = 1), short.push(i);
  while (short.length > 0) {
    const i = short.pop()!;
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const other = adjacent[k]!;
      if (removed[other] === 0 && --left[other]! < MIN_OPPONENTS) (removed[other] = 1), short.push(other);
    }
  }
  const provisional = names
    .filter((_, i) => removed[i] === 1)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((model) => ({ model, rating: null, ci95: null, games: games[number.get(model)!]!, provisional: true, opponents: opponents.get(model)! }));
  const rated = provisional.length === 0 ? [...matches] : matches.filter((_, k) => removed[ends[2 * k]!] === 0 && removed[ends[2 * k + 1]!] === 0);
  return { rated, provisional, opponents };
}

export interface RatingsCacheOptions {
  store: BenchmarkStore;
  stats: Pick<StatsPool, 'ratingsOfNumbered'>;
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
 * the next match.
 */
export function ratingsDigest<T>(items: Iterable<T>, idOf: (item: T) => string): string {
  let count = 0;
  let sumA = 0;
  let sumB = 0;
  for (const item of items) {
    const id = idOf(item);
    let a = 0x811c9dc5;
    let b = 0x050c5d1f;
    for (let i = 0; i < id.length; i++) {
      const unit = id.charCodeAt(i);
      a = Math.imul(a ^ unit, 0x01000193);
      b = Math.imul(b ^ unit, 0x01000193) ^ (b >>> 15);
    }
    sumA = (sumA + (a >>> 0)) >>> 0;
    sumB = (sumB + (b >>> 0)) >>> 0;
    count++;
  }
  return `${count}:${sumA.toString(16).padStart(8, '0')}${sumB.toString(16).padStart(8, '0')}`;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export class RatingsCache {
  private readonly store: BenchmarkStore;
  private readonly stats: Pick<StatsPool, 'ratingsOfNumbered'>;
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
   * matches (tens of milliseconds at 50,000) starts on a later turn of the event loop, after the caller has answered.
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
        const read = this.readMatches();
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

  /** The matches that count, numbered for the pool, with their digest: one pass on the event loop. */
  private readMatches(): Read {
    const version = this.store.refereedVersion;
    const counted: StoredHeadToHead[] = [];
    for (const match of this.store.allMatches()) if (countsPublicly(match)) counted.push(match);
    const { rated, provisional, opponents } = ratedCore(counted);
    return {
      version,
      digest: ratingsDigest(counted, (m) => m.matchId),
      count: counted.length,
      asOf: new Date(this.clock()).toISOString(),
      input: numberMatches(rated),
      provisional,
      opponents,
    };
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
