// Cluster mode's ratings result and computation lease in Redis: one hash holds the newest result (digest, matches,
// asOf, ratings JSON), one key the lease (SET NX PX, renewed and released only by its token), so one instance computes
// and every instance serves what it stored.
import { randomBytes } from 'node:crypto';
import type { RedisClient } from './redis.ts';
import type { RatingsShare, SharedRatings } from '../research/ratings-share.ts';

const scripts = {
  // KEYS result; ARGV digest, matches, asOf, ratings. Refused (0) when the held result covers more matches.
  writeRatings: {
    numberOfKeys: 1,
    lua: `
local held = redis.call('HGET', KEYS[1], 'matches')
if held and tonumber(held) > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'digest', ARGV[1], 'matches', ARGV[2], 'asOf', ARGV[3], 'ratings', ARGV[4])
return 1`,
  },
  // KEYS lease; ARGV token, ms. 1 while the lease is the token's (and now runs ms longer), else 0.
  extendRatingsLease: {
    numberOfKeys: 1,
    lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`,
  },
  // KEYS lease; ARGV token.
  releaseRatingsLease: {
    numberOfKeys: 1,
    lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
  },
} as const;

interface ScriptRunner {
  writeRatings(result: string, digest: string, matches: number, asOf: string, ratings: string): Promise<number>;
  extendRatingsLease(lease: string, token: string, ms: number): Promise<number>;
  releaseRatingsLease(lease: string, token: string): Promise<number>;
}

export function ratingsKeys(prefix: string) {
  const root = `${prefix}ratings:v1:`;
  return {
    /** Hash: digest, matches, asOf, ratings (JSON). */
    result: `${root}result`,
    /** The computation lease: a random token, with an expiry. */
    lease: `${root}lease`,
  };
}

export class RedisRatingsShare implements RatingsShare {
  private readonly redis: RedisClient & ScriptRunner;
  private readonly keys: ReturnType<typeof ratingsKeys>;

  /** `redis`: the shared connection (a result is tens of kilobytes, well within its command timeout). */
  constructor(redis: RedisClient, prefix: string) {
    for (const [name, definition] of Object.entries(scripts)) redis.defineCommand(name, definition);
    this.redis = redis as RedisClient & ScriptRunner;
    this.keys = ratingsKeys(prefix);
  }

  digest(): Promise<string | null> {
    return this.redis.hget(this.keys.result, 'digest');
  }

  async read(): Promise<SharedRatings | null> {
    const [digest, matches, asOf, ratings] = await this.redis.hmget(this.keys.result, 'digest', 'matches', 'asOf', 'ratings');
    if (digest == null || matches == null || asOf == null || ratings == null) return null;
    return { digest, matches: Number(matches), asOf, ratings };
  }

  async write(result: SharedRatings): Promise<boolean> {
    return (await this.redis.writeRatings(this.keys.result, result.digest, result.matches, result.asOf, result.ratings)) === 1;
  }

  async acquire(ms: number): Promise<string | null> {
    const token = randomBytes(16).toString('hex');
    return (await this.redis.set(this.keys.lease, token, 'PX', ms, 'NX')) === 'OK' ? token : null;
  }

  async extend(token: string, ms: number): Promise<boolean> {
    return (await this.redis.extendRatingsLease(this.keys.lease, token, ms)) === 1;
  }

  async release(token: string): Promise<void> {
    await this.redis.releaseRatingsLease(this.keys.lease, token);
  }
}
