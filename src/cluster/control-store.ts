// Cluster-mode control store: everything in Redis, so any instance sees a revocation or plan change on its next request.
import type { Redis } from 'ioredis';
import { KeyUseBuffer } from '../control/key-use-buffer.ts';
import type { Plan } from '../control/plans.ts';
import type { Account, ApiKeyRecord, ControlStore, KeyGrant, SessionRecord } from '../control/store.ts';

const scripts = {
  // KEYS email→id, account; ARGV id email passwordHash plan limitOverride createdAt
  createAccount: {
    numberOfKeys: 2,
    lua: `
if redis.call('SETNX', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[2], 'id', ARGV[1], 'email', ARGV[2], 'passwordHash', ARGV[3], 'plan', ARGV[4],
  'limitOverride', ARGV[5], 'createdAt', ARGV[6])
return 1`,
  },
  // KEYS account; ARGV plan limitOverride
  setPlan: {
    numberOfKeys: 1,
    lua: `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'plan', ARGV[1], 'limitOverride', ARGV[2])
return 1`,
  },
  // KEYS account's active keys (zset), key, account; ARGV maxActive hash accountId name prefix createdAt
  addApiKey: {
    numberOfKeys: 3,
    lua: `
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[2], 'hash', ARGV[2], 'accountId', ARGV[3], 'name', ARGV[4], 'prefix', ARGV[5], 'createdAt', ARGV[6])
redis.call('ZADD', KEYS[1], ARGV[6], ARGV[2])
return 1`,
  },
  // KEYS account's active keys, key; ARGV accountId hash
  revokeApiKey: {
    numberOfKeys: 2,
    lua: `
if redis.call('HGET', KEYS[2], 'accountId') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[1], ARGV[2])
return 1`,
  },
  // KEYS key; ARGV account key prefix. One round trip for the hot path.
  findKeyGrant: {
    numberOfKeys: 1,
    lua: `
local accountId = redis.call('HGET', KEYS[1], 'accountId')
if not accountId then return false end
local account = redis.call('HMGET', ARGV[1] .. accountId, 'plan', 'limitOverride')
if not account[1] then return false end
return {accountId, account[1], account[2]}`,
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
    private readonly redis: Redis,
    private readonly prefix: string,
    onError: (error: unknown) => void = () => {},
  ) {
    for (const [name, definition] of Object.entries(scripts)) redis.defineCommand(name, definition);
    this.scripted = redis as unknown as Scripted;
    this.keyUses = new KeyUseBuffer((uses) => this.writeKeyUses(uses), onError);
  }

  private emailKey = (email: string) => `${this.prefix}email:v1:${email}`;
  private accountKey = (id: string) => `${this.prefix}acct:v1:${id}`;
  private sessionKey = (tokenHash: string) => `${this.prefix}sess:v1:${tokenHash}`;
  private apiKeyKey = (hash: string) => `${this.prefix}key:v1:${hash}`;
  private accountKeysKey = (accountId: string) => `${this.prefix}acctkeys:v1:${accountId}`;

  async createAccount(account: Account): Promise<boolean> {
    const created = await this.scripted.createAccount(
      this.emailKey(account.email),
      this.accountKey(account.id),
      account.id,
      account.email,
      account.passwordHash,
      account.plan,
      account.limitOverride ?? '',
      account.createdAt,
    );
    return created === 1;
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
    const updated = await this.scripted.setPlan(this.accountKey(id), plan, limitOverride ?? '');
    return updated === 1 ? this.findAccountById(id) : null;
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

  async addApiKey(key: ApiKeyRecord, maxActive: number): Promise<boolean> {
    const added = await this.scripted.addApiKey(
      this.accountKeysKey(key.accountId),
      this.apiKeyKey(key.hash),
      this.accountKey(key.accountId),
      maxActive,
      key.hash,
      key.accountId,
      key.name,
      key.prefix,
      key.createdAt,
    );
    return added === 1;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const hashes = await this.redis.zrevrange(this.accountKeysKey(accountId), 0, -1);
    if (hashes.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const hash of hashes) pipeline.hgetall(this.apiKeyKey(hash));
    const replies = (await pipeline.exec()) ?? [];
    const keys: ApiKeyRecord[] = [];
    for (const [error, fields] of replies) {
      if (error) throw error;
      const f = fields as Record<string, string>;
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

  async revokeApiKey(accountId: string, hash: string): Promise<boolean> {
    const revoked = await this.scripted.revokeApiKey(this.accountKeysKey(accountId), this.apiKeyKey(hash), accountId, hash);
    if (revoked === 1) this.keyUses.forget(hash);
    return revoked === 1;
  }

  /** Where a key's grant is read from (key-gate.ts): the key's hash, which names its account... */
  grantKeyOf(hash: string): string {
    return this.apiKeyKey(hash);
  }

  /** ...whose hash is under this prefix. */
  get accountKeyPrefix(): string {
    return this.accountKey('');
  }

  async findKeyGrant(hash: string): Promise<KeyGrant | null> {
    const reply = (await this.scripted.findKeyGrant(this.apiKeyKey(hash), this.accountKey(''))) as
      | [string, string, string | null]
      | null;
    if (!reply) return null;
    const [accountId, plan, limitOverride] = reply;
    return { keyHash: hash, accountId, plan: plan as Plan, limitOverride: nullableNumber(limitOverride) };
  }

  noteKeyUse(hash: string, at: number): void {
    this.keyUses.note(hash, at);
  }

  private async writeKeyUses(uses: ReadonlyMap<string, number>): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const [hash, at] of uses) (pipeline as unknown as Scripted).touchApiKey(this.apiKeyKey(hash), at);
    await pipeline.exec();
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.keyUses.close();
  }
}
