// Cluster-mode control store: everything in Redis, so any instance sees a revocation or plan change on its next request.
// The keys of one idea share a hash tag, so every command touches one slot of a Redis Cluster: an account with its set
// of keys, and an API key's record with its window. A key's record carries its account's plan (with the plan's version),
// so the tool route reads one slot; a plan change writes the account, then each of its ≤ 5 keys.
import { keyWindowName } from '../limits/limiter.ts';
import { KeyUseBuffer } from '../control/key-use-buffer.ts';
import type { Plan } from '../control/plans.ts';
import type { Account, ApiKeyRecord, ControlStore, KeyGrant, SessionRecord } from '../control/store.ts';
import type { RedisClient } from './redis.ts';

/** A key set member with no record older than this is a leftover (a revocation or an addition cut short), not one being added. */
const LEFTOVER_AFTER_MS = 60_000;

const scripts = {
  // KEYS account, its active keys; ARGV plan limitOverride. The plan's new version and the account's key hashes, or nil
  // (no account).
  setPlan: {
    numberOfKeys: 2,
    lua: `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
redis.call('HSET', KEYS[1], 'plan', ARGV[1], 'limitOverride', ARGV[2])
return {redis.call('HINCRBY', KEYS[1], 'planVersion', 1), redis.call('ZRANGE', KEYS[2], 0, -1)}`,
  },
  // KEYS account's active keys (zset), account; ARGV maxActive hash createdAt. Files the key under its account and
  // returns the plan to copy onto it: {plan, limitOverride, planVersion}; 'full' at maxActive; nil without the account.
  fileApiKey: {
    numberOfKeys: 2,
    lua: `
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 'full' end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
return redis.call('HMGET', KEYS[2], 'plan', 'limitOverride', 'planVersion')`,
  },
  // KEYS key; ARGV accountId plan limitOverride planVersion. Copies a plan onto the account's key unless the key holds a
  // newer one; a key revoked meanwhile (deleted) is left alone.
  copyPlan: {
    numberOfKeys: 1,
    lua: `
if redis.call('HGET', KEYS[1], 'accountId') ~= ARGV[1] then return 0 end
if tonumber(redis.call('HGET', KEYS[1], 'planVersion') or '-1') >= tonumber(ARGV[4]) then return 0 end
redis.call('HSET', KEYS[1], 'plan', ARGV[2], 'limitOverride', ARGV[3], 'planVersion', ARGV[4])
return 1`,
  },
  // KEYS key; ARGV accountId. Deletes the account's key: from here on no request is admitted with it.
  revokeApiKey: {
    numberOfKeys: 1,
    lua: `
if redis.call('HGET', KEYS[1], 'accountId') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`,
  },
  // KEYS key; ARGV at. Never resurrects a revoked (deleted) key.
  touchApiKey: {
    numberOfKeys: 1,
    lua: `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'lastUsedAt', ARGV[1]) end
return 1`,
  },
} as const;

type ScriptName = keyof typeof scripts;
type Scripted = { [K in ScriptName]: (...args: Array<string | number>) => Promise<unknown> };

const nullableNumber = (raw: string | null | undefined): number | null =>
  raw === null || raw === undefined || raw === '' ? null : Number(raw);

function accountFrom(fields: Record<string, string>): Account | null {
  if (!fields.id) return null;
  return {
    id: fields.id,
    email: fields.email!,
    passwordHash: fields.passwordHash!,
    plan: fields.plan as Plan,
    limitOverride: nullableNumber(fields.limitOverride),
    createdAt: Number(fields.createdAt),
  };
}

export class RedisControlStore implements ControlStore {
  private readonly keyUses: KeyUseBuffer;
  private readonly scripted: Scripted;

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    onError: (error: unknown) => void = () => {},
  ) {
    for (const [name, definition] of Object.entries(scripts)) redis.defineCommand(name, definition);
    this.scripted = redis as unknown as Scripted;
    this.keyUses = new KeyUseBuffer((uses) => this.writeKeyUses(uses), onError);
  }

  private emailKey = (email: string) => `${this.prefix}email:v1:${email}`;
  private accountKey = (id: string) => `${this.prefix}acct:v2:{${id}}`;
  private sessionKey = (tokenHash: string) => `${this.prefix}sess:v1:${tokenHash}`;
  /** Tagged with the key's window name, so that the two share a slot (limiter.ts, `logKey`). */
  private apiKeyKey = (hash: string) => `${this.prefix}key:v2:{${keyWindowName(hash)}}`;
  private accountKeysKey = (accountId: string) => `${this.prefix}acctkeys:v2:{${accountId}}`;

  /**
   * The account is written first, under its new id, and the e-mail is claimed after: instances racing for one e-mail
   * agree on one account, and a crash between the two leaves only a record nothing points at.
   */
  async createAccount(account: Account): Promise<boolean> {
    const key = this.accountKey(account.id);
    await this.redis.hset(key, {
      id: account.id,
      email: account.email,
      passwordHash: account.passwordHash,
      plan: account.plan,
      limitOverride: account.limitOverride ?? '',
      planVersion: 0,
      createdAt: account.createdAt,
    });
    if ((await this.redis.set(this.emailKey(account.email), account.id, 'NX')) === 'OK') return true;
    await this.redis.del(key);
    return false;
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const id = await this.redis.get(this.emailKey(email));
    return id ? this.findAccountById(id) : null;
  }

  async findAccountById(id: string): Promise<Account | null> {
    return accountFrom(await this.redis.hgetall(this.accountKey(id)));
  }

  async setPlan(email: string, plan: Plan, limitOverride: number | null): Promise<Account | null> {
    const id = await this.redis.get(this.emailKey(email));
    if (!id) return null;
    const updated = (await this.scripted.setPlan(this.accountKey(id), this.accountKeysKey(id), plan, limitOverride ?? '')) as [number, string[]] | null;
    if (!updated) return null;
    const [version, hashes] = updated;
    await Promise.all(hashes.map((hash) => this.scripted.copyPlan(this.apiKeyKey(hash), id, plan, limitOverride ?? '', version)));
    return this.findAccountById(id);
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.redis.set(this.sessionKey(session.tokenHash), `${session.accountId}|${session.expiresAt}`, 'PXAT', session.expiresAt);
  }

  async findSession(tokenHash: string, now: number): Promise<SessionRecord | null> {
    const value = await this.redis.get(this.sessionKey(tokenHash));
    if (!value) return null;
    const [accountId, expiresAt] = value.split('|') as [string, string];
    if (Number(expiresAt) <= now) return null;
    return { tokenHash, accountId, expiresAt: Number(expiresAt) };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.redis.del(this.sessionKey(tokenHash));
  }

  /**
   * Files the key under its account (the limit of active keys is checked there), then writes its record with the plan
   * read in the same step, then reads the plan again: a plan change that ran in between either saw the key filed (and
   * copied its plan onto it) or is seen now, so the record never keeps an older plan.
   */
  async addApiKey(key: ApiKeyRecord, maxActive: number): Promise<boolean> {
    const account = this.accountKey(key.accountId);
    const file = () => this.scripted.fileApiKey(this.accountKeysKey(key.accountId), account, maxActive, key.hash, key.createdAt);
    let filed = (await file()) as [string, string | null, string | null] | 'full' | null;
    if (filed === 'full' && (await this.dropLeftoverKeys(key.accountId, key.createdAt)) > 0) filed = (await file()) as typeof filed;
    if (filed === null || filed === 'full') return false;
    const [plan, override, version] = filed;
    const limitOverride = override ?? '';
    const planVersion = version ?? '0';
    const record = this.apiKeyKey(key.hash);
    await this.redis.hset(record, {
      hash: key.hash,
      accountId: key.accountId,
      name: key.name,
      prefix: key.prefix,
      createdAt: key.createdAt,
      plan,
      limitOverride,
      planVersion,
    });
    const [planNow, overrideNow, versionNow] = await this.redis.hmget(account, 'plan', 'limitOverride', 'planVersion');
    if (versionNow !== planVersion) await this.scripted.copyPlan(record, key.accountId, planNow ?? plan, overrideNow ?? '', versionNow ?? planVersion);
    return true;
  }

  /**
   * Unfiles the account's key hashes that have no record and were filed over a minute ago: a revocation or an addition
   * cut short between its two steps. Returns how many; they no longer count against the account's active keys.
   */
  private async dropLeftoverKeys(accountId: string, now: number): Promise<number> {
    const filed = await this.redis.zrangebyscore(this.accountKeysKey(accountId), '-inf', now - LEFTOVER_AFTER_MS);
    const present = await Promise.all(filed.map((hash) => this.redis.exists(this.apiKeyKey(hash))));
    const leftovers = filed.filter((_, i) => present[i] === 0);
    if (leftovers.length > 0) await this.redis.zrem(this.accountKeysKey(accountId), ...leftovers);
    return leftovers.length;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const hashes = await this.redis.zrevrange(this.accountKeysKey(accountId), 0, -1);
    // Each record in its own slot: one command each, sent together.
    const records = await Promise.all(hashes.map((hash) => this.redis.hgetall(this.apiKeyKey(hash))));
    const keys: ApiKeyRecord[] = [];
    for (const f of records) {
      if (!f.hash) continue;
      keys.push({
        hash: f.hash,
        accountId,
        name: f.name!,
        prefix: f.prefix!,
        createdAt: Number(f.createdAt),
        lastUsedAt: this.keyUses.latest(f.hash) ?? nullableNumber(f.lastUsedAt),
      });
    }
    return keys;
  }

  /** The record goes first (no request is admitted with the key after that), then the key leaves its account's set. */
  async revokeApiKey(accountId: string, hash: string): Promise<boolean> {
    const revoked = (await this.scripted.revokeApiKey(this.apiKeyKey(hash), accountId)) === 1;
    if (revoked) {
      this.keyUses.forget(hash);
      await this.redis.zrem(this.accountKeysKey(accountId), hash);
    }
    return revoked;
  }

  /** Where a key's grant is read from (key-gate.ts): the key's record, which carries its account and plan. */
  grantKeyOf(hash: string): string {
    return this.apiKeyKey(hash);
  }

  async findKeyGrant(hash: string): Promise<KeyGrant | null> {
    const [accountId, plan, limitOverride] = await this.redis.hmget(this.apiKeyKey(hash), 'accountId', 'plan', 'limitOverride');
    if (!accountId || !plan) return null;
    return { keyHash: hash, accountId, plan: plan as Plan, limitOverride: nullableNumber(limitOverride) };
  }

  noteKeyUse(hash: string, at: number): void {
    this.keyUses.note(hash, at);
  }

  /** Each key in its own slot: one command each, sent together. */
  private async writeKeyUses(uses: ReadonlyMap<string, number>): Promise<void> {
    await Promise.all([...uses].map(([hash, at]) => this.scripted.touchApiKey(this.apiKeyKey(hash), at)));
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.keyUses.close();
  }
}
