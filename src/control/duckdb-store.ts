// Embedded-mode control store: DuckDB tables under DATA_DIR, with every active key's grant held in memory.
// This process is the only writer while it runs (the admin CLI goes through it), so the in-memory index is exact.
import { listValue } from '@duckdb/node-api';
import { openMigrated, type SerialConnection, toNullableNumber, toNumber, type Row } from '../duckdb.ts';
import { KeyUseBuffer } from './key-use-buffer.ts';
import type { Plan } from './plans.ts';
import type { HitJournal } from '../limits/journaled-limiter.ts';
import type { Account, ApiKeyRecord, ControlStore, KeyGrant, SessionRecord } from './store.ts';

const migrations: string[][] = [
  [
    `CREATE TABLE accounts (
       id VARCHAR PRIMARY KEY, email VARCHAR NOT NULL UNIQUE, password_hash VARCHAR NOT NULL,
       plan VARCHAR NOT NULL, limit_override INTEGER, created_at BIGINT NOT NULL)`,
    `CREATE TABLE sessions (token_hash VARCHAR PRIMARY KEY, account_id VARCHAR NOT NULL, expires_at BIGINT NOT NULL)`,
    `CREATE TABLE api_keys (
       hash VARCHAR PRIMARY KEY, account_id VARCHAR NOT NULL, name VARCHAR NOT NULL, prefix VARCHAR NOT NULL,
       created_at BIGINT NOT NULL, last_used_at BIGINT, revoked_at BIGINT)`,
  ],
  // Hits of the windows that outlive a restart (src/limits/journaled-limiter.ts).
  [`CREATE TABLE window_hits (key VARCHAR NOT NULL, hit_at BIGINT NOT NULL)`],
];

const accountFrom = (row: Row): Account => ({
  id: row.id as string,
  email: row.email as string,
  passwordHash: row.password_hash as string,
  plan: row.plan as Plan,
  limitOverride: toNullableNumber(row.limit_override),
  createdAt: toNumber(row.created_at),
});

export class DuckDbControlStore implements ControlStore, HitJournal {
  /** Active key hash → account id, and account id → what a grant needs: the whole hot path, from memory. */
  private readonly keyOwners = new Map<string, string>();
  private readonly accountPlans = new Map<string, { plan: Plan; limitOverride: number | null }>();
  private readonly keyUses: KeyUseBuffer;

  private constructor(
    private readonly db: SerialConnection,
    onError: (error: unknown) => void,
  ) {
    this.keyUses = new KeyUseBuffer((uses) => this.writeKeyUses(uses), onError);
  }

  static async open(path: string, onError: (error: unknown) => void = () => {}): Promise<DuckDbControlStore> {
    const db = await openMigrated(path, 'control', migrations);
    const store = new DuckDbControlStore(db, onError);
    await store.loadGrants();
    return store;
  }

  private async loadGrants(): Promise<void> {
    for (const row of await this.db.all(
      `SELECT k.hash, a.id, a.plan, a.limit_override FROM api_keys k JOIN accounts a ON a.id = k.account_id
       WHERE k.revoked_at IS NULL`,
    )) {
      this.keyOwners.set(row.hash as string, row.id as string);
      this.accountPlans.set(row.id as string, { plan: row.plan as Plan, limitOverride: toNullableNumber(row.limit_override) });
    }
  }

  async createAccount(account: Account): Promise<boolean> {
    return this.db.exclusive(async (c) => {
      const taken = await c.runAndReadAll('SELECT 1 FROM accounts WHERE email = $1', [account.email]);
      if (taken.currentRowCount > 0) return false;
      await c.run('INSERT INTO accounts VALUES ($1, $2, $3, $4, $5, $6)', [
        account.id,
        account.email,
        account.passwordHash,
        account.plan,
        account.limitOverride,
        account.createdAt,
      ]);
      return true;
    });
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const [row] = await this.db.all('SELECT * FROM accounts WHERE email = $1', [email]);
    return row ? accountFrom(row) : null;
  }

  async findAccountById(id: string): Promise<Account | null> {
    const [row] = await this.db.all('SELECT * FROM accounts WHERE id = $1', [id]);
    return row ? accountFrom(row) : null;
  }

  async setPlan(email: string, plan: Plan, limitOverride: number | null): Promise<Account | null> {
    const [row] = await this.db.all(
      'UPDATE accounts SET plan = $2, limit_override = $3 WHERE email = $1 RETURNING *',
      [email, plan, limitOverride],
    );
    if (!row) return null;
    const account = accountFrom(row);
    if (this.accountPlans.has(account.id)) this.accountPlans.set(account.id, { plan, limitOverride });
    return account;
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.db.exclusive(async (c) => {
      await c.run('DELETE FROM sessions WHERE expires_at <= $1', [Date.now()]);
      await c.run('INSERT INTO sessions VALUES ($1, $2, $3)', [session.tokenHash, session.accountId, session.expiresAt]);
    });
  }

  async findSession(tokenHash: string, now: number): Promise<SessionRecord | null> {
    const [row] = await this.db.all('SELECT * FROM sessions WHERE token_hash = $1 AND expires_at > $2', [tokenHash, now]);
    if (!row) return null;
    return { tokenHash, accountId: row.account_id as string, expiresAt: toNumber(row.expires_at) };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async addApiKey(key: ApiKeyRecord, maxActive: number): Promise<boolean> {
    const added = await this.db.exclusive(async (c) => {
      const active = await c.runAndReadAll(
        'SELECT count(*) AS n FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL',
        [key.accountId],
      );
      if (toNumber(active.getRowObjectsJS()[0]!.n) >= maxActive) return false;
      const owner = await c.runAndReadAll('SELECT plan, limit_override FROM accounts WHERE id = $1', [key.accountId]);
      const account = owner.getRowObjectsJS()[0];
      if (!account) return false;
      await c.run('INSERT INTO api_keys VALUES ($1, $2, $3, $4, $5, NULL, NULL)', [
        key.hash,
        key.accountId,
        key.name,
        key.prefix,
        key.createdAt,
      ]);
      this.accountPlans.set(key.accountId, {
        plan: account.plan as Plan,
        limitOverride: toNullableNumber(account.limit_override),
      });
      return true;
    });
    if (added) this.keyOwners.set(key.hash, key.accountId);
    return added;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db.all(
      `SELECT * FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, hash DESC`,
      [accountId],
    );
    return rows.map((row) => {
      const hash = row.hash as string;
      return {
        hash,
        accountId,
        name: row.name as string,
        prefix: row.prefix as string,
        createdAt: toNumber(row.created_at),
        lastUsedAt: this.keyUses.latest(hash) ?? toNullableNumber(row.last_used_at),
      };
    });
  }

  async revokeApiKey(accountId: string, hash: string): Promise<boolean> {
    // Refuse at once in memory, before the write: no request may pass on a key being revoked.
    if (this.keyOwners.get(hash) !== accountId) return false;
    this.keyOwners.delete(hash);
    this.keyUses.forget(hash);
    await this.db.run('UPDATE api_keys SET revoked_at = $3 WHERE hash = $1 AND account_id = $2', [hash, accountId, Date.now()]);
    return true;
  }

  findKeyGrant(hash: string): Promise<KeyGrant | null> {
    const accountId = this.keyOwners.get(hash);
    const owner = accountId === undefined ? undefined : this.accountPlans.get(accountId);
    if (!owner) return Promise.resolve(null);
    return Promise.resolve({ keyHash: hash, accountId: accountId!, plan: owner.plan, limitOverride: owner.limitOverride });
  }

  noteKeyUse(hash: string, at: number): void {
    this.keyUses.note(hash, at);
  }

  /**
   * One statement per flush, however many keys were used: a statement per key cost the main thread ~0.15 ms each,
   * which with thousands of busy keys took a third of the tool route's time.
   */
  private async writeKeyUses(uses: ReadonlyMap<string, number>): Promise<void> {
    await this.db.run(
      `UPDATE api_keys SET last_used_at = used.at
       FROM (SELECT unnest($1::VARCHAR[]) AS hash, unnest($2::BIGINT[]) AS at) AS used
       WHERE api_keys.hash = used.hash AND api_keys.revoked_at IS NULL`,
      [listValue([...uses.keys()]), listValue([...uses.values()].map(BigInt))],
    );
  }

  async ping(): Promise<void> {
    await this.db.all('SELECT 1');
  }

  async recordHit(key: string, at: number): Promise<void> {
    await this.db.run('INSERT INTO window_hits VALUES ($1, $2)', [key, at]);
  }

  async forgetHit(key: string, at: number): Promise<void> {
    // One row: hits of one key in one millisecond are alike, and each counts.
    await this.db.run('DELETE FROM window_hits WHERE rowid = (SELECT rowid FROM window_hits WHERE key = $1 AND hit_at = $2 LIMIT 1)', [key, at]);
  }

  async hitsSince(at: number): Promise<Array<{ key: string; at: number }>> {
    return (await this.db.all('SELECT key, hit_at FROM window_hits WHERE hit_at > $1 ORDER BY hit_at', [at])).map((row) => ({ key: row.key as string, at: toNumber(row.hit_at) }));
  }

  async forgetHitsUntil(at: number): Promise<void> {
    await this.db.run('DELETE FROM window_hits WHERE hit_at <= $1', [at]);
  }

  async close(): Promise<void> {
    await this.keyUses.close();
    await this.db.close();
  }
}
