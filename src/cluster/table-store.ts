// Cluster mode's refereed tables in Redis, so a table opened on one instance is continued on any other: one hash per
// table (version and entry, compare-and-set by Lua) and one sorted set per buyer of the open tables it relays (as
// owner, or as the buyer who took a match's seat B) by last activity.
import type { RedisClient } from './redis.ts';
import { isExpiredRun, isOpen, relayersOf, type OpenRefused, type TableEntry, type TableLimits, type TableStore, type Versioned } from '../research/tables.ts';

// KEYS table, owner's open set; ARGV id, value, now, idleMs, maxOpen, keepMs. The open set scores each open table by
// its last activity: those idle past the limit are dropped before counting.
const openTable = {
  numberOfKeys: 2,
  lua: `
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[4]))
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + tonumber(ARGV[4])
end
redis.call('HSET', KEYS[1], 'v', 1, 'entry', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return -1`,
};

// KEYS table, then the open set of each buyer relaying it (one or two: the number of keys is the call's first
// argument); ARGV id, version, value, activeAt, open (1/0), keepMs.
const replaceTable = {
  lua: `
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'v', tonumber(ARGV[2]) + 1, 'entry', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
for i = 2, #KEYS do
  if ARGV[5] == '1' then redis.call('ZADD', KEYS[i], 'XX', ARGV[4], ARGV[1]) else redis.call('ZREM', KEYS[i], ARGV[1]) end
end
return 1`,
};

// KEYS table, the open set of the buyer taking seat B, the owner's open set; ARGV id, version, value, now, idleMs,
// maxOpen, keepMs. -2 when the version moved on; else as openTable, for the joining buyer's open tables.
const joinTable = {
  numberOfKeys: 3,
  lua: `
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[2] then return -2 end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[4]) - tonumber(ARGV[5]))
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[6]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + tonumber(ARGV[5])
end
redis.call('HSET', KEYS[1], 'v', tonumber(ARGV[2]) + 1, 'entry', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[7])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[7])
redis.call('ZADD', KEYS[3], 'XX', ARGV[4], ARGV[1])
return -1`,
};

interface TableScripts {
  openRefereeTable(table: string, owner: string, id: string, value: string, now: number, idleMs: number, maxOpen: number, keepMs: number): Promise<number>;
  replaceRefereeTable(keys: number, ...keysThenArgs: Array<string | number>): Promise<number>;
  joinRefereeTable(table: string, joiner: string, owner: string, id: string, version: number, value: string, now: number, idleMs: number, maxOpen: number, keepMs: number): Promise<number>;
}

export class RedisTableStore implements TableStore {
  private readonly redis: RedisClient & TableScripts;

  constructor(
    redis: RedisClient,
    private readonly prefix: string,
    private readonly limits: TableLimits,
  ) {
    redis.defineCommand('openRefereeTable', openTable);
    redis.defineCommand('replaceRefereeTable', replaceTable);
    redis.defineCommand('joinRefereeTable', joinTable);
    this.redis = redis as RedisClient & TableScripts;
  }

  // One hash tag for every table and open set: a join counts the joining buyer's open tables, writes the table and
  // touches the owner's set in one step, so on a Redis Cluster all of them share a slot (the referee's traffic, a few
  // calls a second per buyer, is far below what one shard serves).
  private tableKey = (id: string) => `${this.prefix}referee:v2:{referee}:table:${id}`;
  private openKey = (owner: string) => `${this.prefix}referee:v2:{referee}:open:${owner}`;
  /**
   * Every open run by last activity, for the sweep that records expired ones as abandoned. Kept beside the scripts, not
   * in them: the sweep reads each table before it acts, so a stale or missing score costs at most a late sweep.
   */
  private runsKey = () => `${this.prefix}referee:v2:{referee}:open-runs`;

  async open(entry: TableEntry, now: number): Promise<OpenRefused | null> {
    const { idleMs, maxOpen, keepMs } = this.limits;
    const retryAt = await this.redis.openRefereeTable(this.tableKey(entry.id), this.openKey(entry.owner), entry.id, JSON.stringify(entry), now, idleMs, maxOpen, keepMs);
    if (retryAt !== -1) return { retryAt };
    if (entry.table.kind === 'run') await this.redis.zadd(this.runsKey(), entry.activeAt, entry.id);
    return null;
  }

  async get(id: string): Promise<Versioned | null> {
    const [version, value] = await this.redis.hmget(this.tableKey(id), 'v', 'entry');
    return version && value ? { entry: JSON.parse(value) as TableEntry, version: Number(version) } : null;
  }

  async replace(entry: TableEntry, version: number): Promise<boolean> {
    const open = isOpen(entry) ? '1' : '0';
    const openSets = relayersOf(entry).map(this.openKey);
    const done = await this.redis.replaceRefereeTable(1 + openSets.length, this.tableKey(entry.id), ...openSets, entry.id, version, JSON.stringify(entry), entry.activeAt, open, this.limits.keepMs);
    if (done === 1 && entry.table.kind === 'run') {
      if (open === '1') await this.redis.zadd(this.runsKey(), entry.activeAt, entry.id);
      else await this.redis.zrem(this.runsKey(), entry.id);
    }
    return done === 1;
  }

  async join(entry: TableEntry, version: number, now: number): Promise<'joined' | 'raced' | OpenRefused> {
    const { idleMs, maxOpen, keepMs } = this.limits;
    const joiner = this.openKey(entry.seatB!.buyer!);
    const answer = await this.redis.joinRefereeTable(this.tableKey(entry.id), joiner, this.openKey(entry.owner), entry.id, version, JSON.stringify(entry), now, idleMs, maxOpen, keepMs);
    return answer === -1 ? 'joined' : answer === -2 ? 'raced' : { retryAt: answer };
  }

  async expiredRuns(now: number, limit: number): Promise<Versioned[]> {
    const { idleMs } = this.limits;
    const ids = await this.redis.zrangebyscore(this.runsKey(), '-inf', now - idleMs, 'LIMIT', 0, limit);
    const found: Versioned[] = [];
    for (const id of ids) {
      const held = await this.get(id);
      if (held && isExpiredRun(held.entry, now, idleMs)) found.push(held);
      // Gone (kept past keepMs), finished, or played since the score was written: the index catches up.
      else if (!held || !isOpen(held.entry)) await this.redis.zrem(this.runsKey(), id);
      else await this.redis.zadd(this.runsKey(), held.entry.activeAt, id);
    }
    return found;
  }

  async close(): Promise<void> {
    // The connection belongs to the app.
  }
}
