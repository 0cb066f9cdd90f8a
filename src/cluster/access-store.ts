// Cluster mode's research buyers, research keys and ingest keys in Redis, so every instance authorises the same keys,
// sees a revocation at the next request and keys a buyer's session ids with the same secret (SPEC §4: stable per buyer).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
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
  // KEYS research key; ARGV buyer key prefix. One round trip per request: the key's buyer, if the key is active.
  authoriseResearch: {
    numberOfKeys: 1,
    lua: `
local key = redis.call('HMGET', KEYS[1], 'buyerId', 'revokedAt')
if not key[1] or key[2] then return false end
local buyer = redis.call('HMGET', ARGV[1] .. key[1], 'name', 'secret')
if not buyer[1] then return false end
return {key[1], buyer[1], buyer[2]}`,
  },
  // KEYS research key, index; ARGV hash, buyerId, prefix, now. Stores the key and files it after every key issued
  // before it: its score is now, or one past the newest score where two keys share a millisecond, so "oldest first"
  // never falls back to the hashes' order.
  addResearchKey: {
    numberOfKeys: 2,
    lua: `
redis.call('HSET', KEYS[1], 'buyerId', ARGV[2], 'prefix', ARGV[3], 'createdAt', ARGV[4])
local newest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
local score = tonumber(ARGV[4])
if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 1 end
redis.call('ZADD', KEYS[2], score, ARGV[1])`,
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
  authoriseResearch(key: string, buyerPrefix: string): Promise<[string, string, string] | null>;
  revokeKey(key: string, at: number): Promise<number>;
  addResearchKey(key: string, index: string, hash: string, buyerId: string, prefix: string, now: number): Promise<null>;
}

const iso = (ms: string | undefined) => (ms === undefined ? null : new Date(Number(ms)).toISOString());

export class RedisAccessStore implements AccessStore {
  private readonly redis: Redis & ScriptRunner;

  /** `prefix` namespaces every key (REDIS_PREFIX), as the control store's. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    for (const [name, definition] of Object.entries(scripts)) redis.defineCommand(name, definition);
    this.redis = redis as Redis & ScriptRunner;
  }

  private researchKey = (hash: string) => `${this.prefix}access:v1:rk:${hash}`;
  private ingestKey = (hash: string) => `${this.prefix}access:v1:ik:${hash}`;
  private get buyerPrefix() {
    return `${this.prefix}access:v1:buyer:`;
  }
  private buyerByName = (name: string) => `${this.prefix}access:v1:buyer-name:${name}`;
  /** Every research key ever issued, in issue order (scored by creation time, made strictly increasing). */
  private researchIndex = () => `${this.prefix}access:v1:rk-index`;

  async authoriseResearch(presentedKey: string): Promise<{ keyHash: string; buyer: Buyer } | null> {
    if (!RESEARCH_KEY_PATTERN.test(presentedKey)) return null;
    const keyHash = sha256Hex(presentedKey);
    const found = await this.redis.authoriseResearch(this.researchKey(keyHash), this.buyerPrefix);
    if (!found) return null;
    const [id, name, secret] = found;
    return { keyHash, buyer: { id, name, secret: Buffer.from(secret, 'hex') } };
  }

  async isIngestKey(presentedKey: string): Promise<boolean> {
    if (!INGEST_KEY_PATTERN.test(presentedKey)) return false;
    const [createdAt, revokedAt] = await this.redis.hmget(this.ingestKey(sha256Hex(presentedKey)), 'createdAt', 'revokedAt');
    return createdAt !== null && revokedAt === null;
  }

  async createResearchKey(buyerName: string): Promise<{ key: string; hash: string; buyer: string }> {
    const buyerId = await this.buyerIdFor(buyerName);
    const key = newAccessKey('rk_');
    const hash = sha256Hex(key);
    await this.redis.addResearchKey(this.researchKey(hash), this.researchIndex(), hash, buyerId, displayedPrefix(key), Date.now());
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
    const buyerIds = [...new Set(keys.map((k) => k.buyerId!))];
    const names = new Map(await Promise.all(buyerIds.map(async (id) => [id, (await this.redis.hget(`${this.buyerPrefix}${id}`, 'name'))!] as const)));
    return hashes.map((hash, i) => ({
      hash,
      prefix: `${keys[i]!.prefix}...`,
      buyer: names.get(keys[i]!.buyerId!)!,
      createdAt: iso(keys[i]!.createdAt)!,
      revokedAt: iso(keys[i]!.revokedAt),
    }));
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
