// Where the head-to-head ratings result lives between refreshes, and who may compute the next one: in this process
// (embedded), or in Redis (cluster: src/cluster/ratings-share.ts), where one instance computes under a lease and
// every instance reads its result.
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../clock.ts';

/** A ratings result as instances share it. */
export interface SharedRatings {
  /** the digest of the matches that count it covers (ratingsDigest in ratings-cache.ts) */
  digest: string;
  /** how many matches that count it covers */
  matches: number;
  /** ISO time its matches were read */
  asOf: string;
  /** the Ratings, as JSON */
  ratings: string;
}

export interface RatingsShare {
  /** The shared result's digest (null: none yet): the cheap question asked before reading the result itself. */
  digest(): Promise<string | null>;
  read(): Promise<SharedRatings | null>;
  /**
   * Stores `result` unless the one held covers more matches (an instance that computed an older set must not replace
   * a newer result); true when stored.
   */
  write(result: SharedRatings): Promise<boolean>;
  /** The lease on the next computation for `ms`: a token, or null while another holder's lease runs. */
  acquire(ms: number): Promise<string | null>;
  /** Extends a lease for `ms` from now; false when it is no longer the token's (it ran out and was taken, or released). */
  extend(token: string, ms: number): Promise<boolean>;
  /** Ends the lease if the token still holds it. */
  release(token: string): Promise<void>;
}

/** One process: the result in memory, and a lease that only matters if several caches share this object. */
export class MemoryRatingsShare implements RatingsShare {
  private result: SharedRatings | null = null;
  private lease: { token: string; until: number } | null = null;

  constructor(private readonly clock: Clock = systemClock) {}

  async digest(): Promise<string | null> {
    return this.result?.digest ?? null;
  }

  async read(): Promise<SharedRatings | null> {
    return this.result;
  }

  async write(result: SharedRatings): Promise<boolean> {
    if (this.result && this.result.matches > result.matches) return false;
    this.result = result;
    return true;
  }

  async acquire(ms: number): Promise<string | null> {
    const now = this.clock();
    if (this.lease && this.lease.until > now) return null;
    const token = randomBytes(16).toString('hex');
    this.lease = { token, until: now + ms };
    return token;
  }

  async extend(token: string, ms: number): Promise<boolean> {
    const now = this.clock();
    if (this.lease?.token !== token || this.lease.until <= now) return false;
    this.lease.until = now + ms;
    return true;
  }

  async release(token: string): Promise<void> {
    if (this.lease?.token === token) this.lease = null;
  }
}
