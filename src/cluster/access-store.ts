// Cluster mode's research buyers, research keys and ingest keys in Redis, so every instance authorises the same keys,
// sees a revocation at the next request and keys a buyer's session ids with the same secret (SPEC §4: stable per buyer).
// A research key's record carries its buyer's name and secret (neither ever changes), so authorising a request reads
// one key: one slot of a Redis Cluster.
import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis.ts';
import { sha256Hex } from '../control/secrets.ts';
import {
  displayedPrefix,
  INGEST_KEY_PATTERN,
  newAccessKey,
  newBuyerSecret,
  RESEARCH_KEY_PATTERN,
  type AccessStore,
  type Buyer,
  type KeyRecord,
} from '../../warehouse/access.ts';

const scripts = {
  // KEYS index; ARGV hash, now. Files a key after every key issued before it: its score is now, or one past the newest
  // score where two keys share a millisecond, so "oldest first" never falls back to the hashes' order.
  fileResearchKey: {
    numberOfKeys: 1,
    lua: `
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local score = tonumber(ARGV[2])
if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 1 end
redis.call('ZADD', KEYS[1], score, ARGV[1])`,
  },
  // KEYS key; ARGV at. Marks an active key revoked; 0 when there is no such key or it was revoked already.
  revokeKey: {
    numberOfKeys: 1,
    lua: `
if redis.call('HEXISTS', KEYS[1], 'createdAt') == 0 then return 0 end
return redis.call('HSETNX', KEYS[1], 'revokedAt', ARGV[1])`,
  },
} as const;

interface ScriptRunner {
  revokeKey(key: string, at: number): Promise<number>;
  fileResearchKey(index: string, hash: string, now: number): Promise<null>;
}

const iso = (ms: string | undefined) => (ms === undefined ? null : new Date(Number(ms)).toISOString());

export class RedisAccessStore implements AccessStore {
  private readonly redis: RedisClient & ScriptRunner;

  /** `prefix` namespaces every key (REDIS_PREFIX), as the control store's. */
  constructor(
    redis: RedisClient,
    private readonly prefix: string,
  ) {
    for (const [name, definition] of Object.entries(scripts)) redis.defineCommand(name, definition);
    this.redis = redis as RedisClient & ScriptRunner;
  }

  private researchKey = (hash: string) => `${this.prefix}access:v2:rk:${hash}`;
  private ingestKey = (hash: string) => `${this.prefix}access:v1:ik:${hash}`;
  private get buyerPrefix() {
    return `${this.prefix}access:v1:buyer:`;
  }
  private buyerByName = (name: string) => `${this.prefix}access:v1:buyer-name:${name}`;
  /** Every research key ever issued, in issue order (scored by creation time, made strictly increasing). */
  private researchIndex = () => `${this.prefix}access:v2:rk-index`;

  async authoriseResearch(presentedKey: string): Promise<{ keyHash: string; buyer: Buyer } | null> {
    if (!RESEARCH_KEY_PATTERN.test(presentedKey)) return null;
    const keyHash = sha256Hex(presentedKey);
    const [id, name, secret, revokedAt] = await this.redis.hmget(this.researchKey(keyHash), 'buyerId', 'buyerName', 'secret', 'revokedAt');
    if (!id || !name || !secret || revokedAt !== null) return null;
    return { keyHash, buyer: { id, name, secret: Buffer.from(secret, 'hex') } };
  }

  async isIngestKey(presentedKey: string): Promise<boolean> {
    if (!INGEST_KEY_PATTERN.test(presentedKey)) return false;
    const [createdAt, revokedAt] = await this.redis.hmget(this.ingestKey(sha256Hex(presentedKey)), 'createdAt', 'revokedAt');
    return createdAt !== null && revokedAt === null;
  }

  /** Filed in the index first, then written: a key cut short between the two is listed by nobody and works for nobody. */
  async createResearchKey(buyerName: string): Promise<{ key: string; hash: string; buyer: string }> {
    const buyerId = await this.buyerIdFor(buyerName);
    const secret = await this.redis.hget(`${this.buyerPrefix}${buyerId}`, 'secret');
    const key = newAccessKey('rk_');
    const hash = sha256Hex(key);
    const now = Date.now();
    await this.redis.fileResearchKey(this.researchIndex(), hash, now);
    await this.redis.hset(this.researchKey(hash), { buyerId, buyerName, secret: secret!, prefix: displayedPrefix(key), createdAt: now });
    return { key, hash, buyer: buyerName };
  }

  /**
   * The buyer's id, creating the buyer on first use. The buyer is written before its name points at it, and the name is
   * claimed with SET NX, so instances racing to create one buyer agree on one id and one secret.
   */
  private async buyerIdFor(name: string): Promise<string> {
    const existing = await this.redis.get(this.buyerByName(name));
    if (existing) return existing;
    const id = randomUUID();
    await this.redis.hset(`${this.buyerPrefix}${id}`, { name, secret: newBuyerSecret().toString('hex'), createdAt: Date.now() });
    if ((await this.redis.set(this.buyerByName(name), id, 'NX')) === 'OK') return id;
    await this.redis.del(`${this.buyerPrefix}${id}`);
    return (await this.redis.get(this.buyerByName(name)))!;
  }

  async revokeResearchKey(hash: string): Promise<boolean> {
    return (await this.redis.revokeKey(this.researchKey(hash), Date.now())) === 1;
  }

  async listResearchKeys(): Promise<Array<KeyRecord & { buyer: string }>> {
    const hashes = await this.redis.zrange(this.researchIndex(), '0', '-1');
    const keys = await Promise.all(hashes.map((hash) => this.redis.hgetall(this.researchKey(hash))));
    return hashes.flatMap((hash, i) => {
      const key = keys[i]!;
      if (!key.createdAt) return [];
      return [{ hash, prefix: `${key.prefix}...`, buyer: key.buyerName!, createdAt: iso(key.createdAt)!, revokedAt: iso(key.revokedAt) }];
    });
  }

  async createIngestKey(name: string): Promise<{ key: string; hash: string; name: string }> {
    const key = newAccessKey('ik_');
    const hash = sha256Hex(key);
    await this.redis.hset(this.ingestKey(hash), { name, prefix: displayedPrefix(key), createdAt: Date.now() });
    return { key, hash, name };
  }

  async revokeIngestKey(hash: string): Promise<boolean> {
    return (await this.redis.revokeKey(this.ingestKey(hash), Date.now())) === 1;
  }
}
