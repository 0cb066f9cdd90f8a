// Who may read and who may upload: research buyers with their HMAC secrets, research keys (per buyer) and ingest keys
// (per app build), stored hashed. One interface, two stores: the warehouse's tables (embedded mode, held in memory for
// the per-request check) and Redis (cluster mode, src/cluster/access-store.ts: every instance sees a key, a revocation
// and a buyer's secret at once).
import { randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '../src/control/secrets.ts';
import { toNullableNumber, type SerialConnection } from '../src/duckdb.ts';

export const RESEARCH_KEY_PATTERN = /^rk_[0-9a-f]{32}$/;
export const INGEST_KEY_PATTERN = /^ik_[0-9a-f]{32}$/;

export interface Buyer {
  id: string;
  name: string;
  /** Keys the HMAC of every session id this buyer sees. */
  secret: Buffer;
}

export interface KeyRecord {
  hash: string;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface AccessStore {
  /** The buyer of an active research key (and the key's hash, for its rate window), or null. */
  authoriseResearch(presentedKey: string): Promise<{ keyHash: string; buyer: Buyer } | null>;
  isIngestKey(presentedKey: string): Promise<boolean>;
  /** Issues a research key for a buyer, creating the buyer (and its secret) on first use. Shown once. */
  createResearchKey(buyerName: string): Promise<{ key: string; hash: string; buyer: string }>;
  /** False when no active key has this hash. */
  revokeResearchKey(hash: string): Promise<boolean>;
  /** Every research key ever issued, oldest first (revoked ones with `revokedAt`). */
  listResearchKeys(): Promise<Array<KeyRecord & { buyer: string }>>;
  createIngestKey(name: string): Promise<{ key: string; hash: string; name: string }>;
  revokeIngestKey(hash: string): Promise<boolean>;
}

export const newAccessKey = (prefix: 'rk_' | 'ik_') => `${prefix}${randomBytes(16).toString('hex')}`;
/** What a listing shows of a key: `rk_1a2b...`. */
export const displayedPrefix = (key: string) => key.slice(0, 7);
export const newBuyerSecret = () => randomBytes(32);
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(toNullableNumber(value)!).toISOString());

export class DuckDbAccessStore implements AccessStore {
  /** hash of an active research key → its buyer. */
  private researchKeys = new Map<string, Buyer>();
  /** hashes of active ingest keys. */
  private ingestKeys = new Set<string>();

  private constructor(private readonly db: SerialConnection) {}

  static async open(db: SerialConnection): Promise<DuckDbAccessStore> {
    const registry = new DuckDbAccessStore(db);
    await registry.reload();
    return registry;
  }

  async authoriseResearch(presentedKey: string): Promise<{ keyHash: string; buyer: Buyer } | null> {
    if (!RESEARCH_KEY_PATTERN.test(presentedKey)) return null;
    const keyHash = sha256Hex(presentedKey);
    const buyer = this.researchKeys.get(keyHash);
    return buyer ? { keyHash, buyer } : null;
  }

  async isIngestKey(presentedKey: string): Promise<boolean> {
    return INGEST_KEY_PATTERN.test(presentedKey) && this.ingestKeys.has(sha256Hex(presentedKey));
  }

  async createResearchKey(buyerName: string): Promise<{ key: string; hash: string; buyer: string }> {
    const key = newAccessKey('rk_');
    const hash = sha256Hex(key);
    await this.db.exclusive(async (c) => {
      const existing = (await c.runAndReadAll('SELECT id FROM buyers WHERE name = $1', [buyerName])).getRowObjectsJS()[0];
      const buyerId = (existing?.id as string | undefined) ?? randomUUID();
      if (!existing) {
        await c.run('INSERT INTO buyers VALUES ($1, $2, unhex($3), now())', [buyerId, buyerName, newBuyerSecret().toString('hex')]);
      }
      await c.run('INSERT INTO research_keys VALUES ($1, $2, $3, now(), NULL)', [hash, buyerId, displayedPrefix(key)]);
    });
    await this.reload();
    return { key, hash, buyer: buyerName };
  }

  async revokeResearchKey(hash: string): Promise<boolean> {
    const changed = await this.db.exclusive(
      async (c) => (await c.run('UPDATE research_keys SET revoked_at = now() WHERE hash = $1 AND revoked_at IS NULL', [hash])).rowsChanged,
    );
    await this.reload();
    return Number(changed) > 0;
  }

  async listResearchKeys(): Promise<Array<KeyRecord & { buyer: string }>> {
    const rows = await this.db.all(
      `SELECT k.hash, k.prefix, b.name AS buyer, epoch_ms(k.created_at) AS created, epoch_ms(k.revoked_at) AS revoked
       FROM research_keys k JOIN buyers b ON b.id = k.buyer_id ORDER BY k.created_at, k.hash`,
    );
    return rows.map((r) => ({
      hash: r.hash as string,
      prefix: `${r.prefix as string}...`,
      buyer: r.buyer as string,
      createdAt: iso(r.created)!,
      revokedAt: iso(r.revoked),
    }));
  }

  async createIngestKey(name: string): Promise<{ key: string; hash: string; name: string }> {
    const key = newAccessKey('ik_');
    const hash = sha256Hex(key);
    await this.db.run('INSERT INTO ingest_keys VALUES ($1, $2, $3, now(), NULL)', [hash, name, displayedPrefix(key)]);
    await this.reload();
    return { key, hash, name };
  }

  async revokeIngestKey(hash: string): Promise<boolean> {
    const changed = await this.db.exclusive(
      async (c) => (await c.run('UPDATE ingest_keys SET revoked_at = now() WHERE hash = $1 AND revoked_at IS NULL', [hash])).rowsChanged,
    );
    await this.reload();
    return Number(changed) > 0;
  }

  private async reload(): Promise<void> {
    const [keys, ingest] = await Promise.all([
      this.db.all(
        `SELECT k.hash, b.id, b.name, hex(b.secret) AS secret FROM research_keys k JOIN buyers b ON b.id = k.buyer_id
         WHERE k.revoked_at IS NULL`,
      ),
      this.db.all('SELECT hash FROM ingest_keys WHERE revoked_at IS NULL'),
    ]);
    this.researchKeys = new Map(
      keys.map((r) => [r.hash as string, { id: r.id as string, name: r.name as string, secret: Buffer.from(r.secret as string, 'hex') }]),
    );
    this.ingestKeys = new Set(ingest.map((r) => r.hash as string));
  }
}
