// Cluster mode's benchmark runs and matches in Redis, so every instance serves every instance's records: one hash of
// runs and one of matches (id → {synthetic, origin, record}), ids claimed with HSETNX, fingerprints (the same play:
// warehouse/benchmark-fingerprint.ts) claimed in a third hash (fingerprint → id), and each insert announced on a
// channel that every instance's store follows.
import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis.ts';
import type { Logger } from '../log.ts';
import { backgroundConnection, followChannel } from './redis.ts';
import type { StoredHeadToHead, StoredReport } from '../research/benchmark.ts';
import { matchFingerprint, runFingerprint } from '../../warehouse/benchmark-fingerprint.ts';
import type { BenchmarkLedger, Ledgered, LedgerInserted, LedgerRecords } from '../../warehouse/benchmark-store.ts';

// KEYS runs, matches, fingerprints; ARGV channel, origin, number of runs, then id, value and fingerprint ('' for none)
// of each run, then of each match. Stores each record whose id and fingerprint are free, and announces the ids
// stored, in one step. A value equal to the one held counts as stored: it is this very insert, resent by the client
// after a reconnect (values carry the writer's origin). Returns the ids stored of each kind, then each kind's
// duplicates as flat lists of (refused id, id holding the fingerprint).
const insertRecords = {
  numberOfKeys: 3,
  lua: `
local stored = {{}, {}}
local added = {{}, {}}
local duplicates = {{}, {}}
local runs = tonumber(ARGV[3])
local n = 0
for i = 4, #ARGV - 2, 3 do
  local kind = n < runs and 1 or 2
  local id, value, fingerprint = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local holder = fingerprint ~= '' and redis.call('HGET', KEYS[3], fingerprint)
  if holder and holder ~= id then
    table.insert(duplicates[kind], id)
    table.insert(duplicates[kind], holder)
  elseif redis.call('HSETNX', KEYS[kind], id, value) == 1 then
    if fingerprint ~= '' then redis.call('HSET', KEYS[3], fingerprint, id) end
    table.insert(stored[kind], id)
    table.insert(added[kind], id)
  elseif redis.call('HGET', KEYS[kind], id) == value then
    table.insert(stored[kind], id)
  end
  n = n + 1
end
if #added[1] + #added[2] > 0 then
  redis.call('PUBLISH', ARGV[1], cjson.encode({origin = ARGV[2], runs = added[1], matches = added[2]}))
end
return {stored[1], stored[2], duplicates[1], duplicates[2]}`,
};

interface InsertRunner {
  insertBenchmarkRecords(
    runs: string,
    matches: string,
    fingerprints: string,
    channel: string,
    origin: string,
    runCount: number,
    ...triples: string[]
  ): Promise<[string[], string[], string[], string[]]>;
}

/** A flat list of (refused id, holder id) pairs as a map. */
const pairs = (flat: readonly string[]): Map<string, string> => {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(flat[i]!, flat[i + 1]!);
  return map;
};

/** What is held under an id. */
interface Held<T> {
  synthetic: boolean;
  /** The ledger (instance) that stored it. */
  origin: string;
  record: T;
}

/** An announcement: the ids one insert stored. cjson writes an empty list as {}. */
interface Announcement {
  origin: string;
  runs: string[] | Record<string, never>;
  matches: string[] | Record<string, never>;
}

/** Ids fetched per HMGET: a bulk import's announcement is fetched in pieces (in one round trip). */
const FETCH_CHUNK = 500;
/** Wait before retrying a catch-up that failed (the connection is back, or soon will be). */
const RETRY_MS = 500;

export class RedisBenchmarkLedger implements BenchmarkLedger {
  private readonly redis: RedisClient & InsertRunner;
  /**
   * Many records at once go through a connection of their own, without the command timeout of the shared one
   * (redis.ts): the whole ledger read at start, a catch-up, an import of thousands of records can take longer than
   * a request may wait (80 MB of records: 1.9 s). A submit (one record) stays on the shared connection, so it fails
   * fast while Redis is away.
   */
  private readonly bulk: RedisClient & InsertRunner;
  private readonly keys: { runs: string; matches: string; fingerprints: string; added: string };
  /** Tells this ledger's own announcements apart. */
  private readonly origin = randomUUID();
  /** The ids the store has been given (loaded, inserted, or reported): a catch-up fetches only the others. */
  private readonly known = { runs: new Set<string>(), matches: new Set<string>() };
  private subscriber: RedisClient | null = null;
  private onAdded: ((added: LedgerRecords) => void) | null = null;
  private catchingUp: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  /**
   * `redis` is the shared connection (its duplicate follows the announcements); `prefix` namespaces every key
   * (REDIS_PREFIX), as the other stores'.
   */
  constructor(
    redis: RedisClient,
    prefix: string,
    private readonly log: Pick<Logger, 'warn' | 'error'> | null = null,
  ) {
    redis.defineCommand('insertBenchmarkRecords', insertRecords);
    this.redis = redis as RedisClient & InsertRunner;
    // Connects on its first command.
    this.bulk = backgroundConnection(redis, { lazyConnect: true }) as RedisClient & InsertRunner;
    this.bulk.defineCommand('insertBenchmarkRecords', insertRecords);
    this.bulk.on('error', (error: unknown) => this.log?.warn('redis connection error (benchmark records in bulk; reconnecting)', { error }));
    // One hash tag: an insert checks fingerprints and stores runs and matches in one step (one slot on a Cluster).
    this.keys = {
      runs: `${prefix}bench:v2:{bench}:runs`,
      matches: `${prefix}bench:v2:{bench}:matches`,
      fingerprints: `${prefix}bench:v2:{bench}:fingerprints`,
      added: `${prefix}bench:v2:added`,
    };
  }

  /** The name of the connection that follows the announcements (CLIENT LIST shows it). */
  get subscriberName(): string {
    return `${this.keys.added.replace(/[^\x21-\x7e]/g, '_')}:${this.origin}`;
  }

  async loadAll(): Promise<LedgerRecords> {
    const [runs, matches] = await Promise.all([this.bulk.hgetall(this.keys.runs), this.bulk.hgetall(this.keys.matches)]);
    const loaded = { runs: Object.values(runs).map(parse<StoredReport>), matches: Object.values(matches).map(parse<StoredHeadToHead>) };
    for (const { record } of loaded.runs) this.known.runs.add(record.runId);
    for (const { record } of loaded.matches) this.known.matches.add(record.matchId);
    return loaded;
  }

  async insert(runs: readonly StoredReport[], matches: readonly StoredHeadToHead[], synthetic: boolean): Promise<LedgerInserted> {
    if (runs.length + matches.length === 0) return { runs: new Set(), matches: new Set(), duplicateRuns: new Map(), duplicateMatches: new Map() };
    const value = (record: StoredReport | StoredHeadToHead) => JSON.stringify({ synthetic, origin: this.origin, record } satisfies Held<unknown>);
    const triples: string[] = [];
    for (const r of runs) triples.push(r.runId, value(r), runFingerprint(r));
    for (const m of matches) triples.push(m.matchId, value(m), matchFingerprint(m) ?? '');
    const [storedRuns, storedMatches, duplicateRuns, duplicateMatches] = await (runs.length + matches.length > 1 ? this.bulk : this.redis).insertBenchmarkRecords(
      this.keys.runs,
      this.keys.matches,
      this.keys.fingerprints,
      this.keys.added,
      this.origin,
      runs.length,
      ...triples,
    );
    for (const id of storedRuns) this.known.runs.add(id);
    for (const id of storedMatches) this.known.matches.add(id);
    return { runs: new Set(storedRuns), matches: new Set(storedMatches), duplicateRuns: pairs(duplicateRuns), duplicateMatches: pairs(duplicateMatches) };
  }

  /**
   * Follows the announcements on a connection of its own. After it is subscribed (first, and after every reconnect) it
   * catches up on the ids stored meanwhile: a record announced while it was not subscribed is never lost.
   */
  async subscribe(onAdded: (added: LedgerRecords) => void): Promise<void> {
    if (this.onAdded) throw new Error('the benchmark ledger has a subscriber already');
    this.onAdded = onAdded;
    this.subscriber = await followChannel(
      this.redis,
      this.keys.added,
      {
        onMessage: (message) => this.announced(message),
        onResubscribed: () => void this.catchUp(),
        onError: (error) => this.log?.warn('redis connection error (benchmark announcements; reconnecting)', { error }),
      },
      { connectionName: this.subscriberName },
    );
    await this.catchUp();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const subscriber = this.subscriber;
    this.subscriber = null;
    // QUIT would wait in the offline queue of a connection that is down.
    if (subscriber?.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
    else subscriber?.disconnect();
    // Nothing of the store's is in flight on it once the store closes.
    this.bulk.disconnect();
  }

  /** Another instance stored records: fetched and reported, unless the store has them. */
  private announced(message: string): void {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(message) as Announcement;
    } catch {
      return;
    }
    if (announcement.origin === this.origin) return;
    const ids = (list: Announcement['runs']) => (Array.isArray(list) ? list : []);
    this.fetch(ids(announcement.runs), ids(announcement.matches)).catch((error: unknown) => {
      this.log?.warn('reading announced benchmark records failed; catching up', { error });
      void this.catchUp();
    });
  }

  /** Reports every stored record the store has not been given. One catch-up at a time; one asked for meanwhile runs after it. */
  private catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.again = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.again = false;
        if (this.closed) return;
        try {
          const [runs, matches] = await Promise.all([this.bulk.hkeys(this.keys.runs), this.bulk.hkeys(this.keys.matches)]);
          await this.fetch(runs, matches);
        } catch (error) {
          if (this.closed) return;
          this.log?.error('catching up on benchmark records failed; retrying', { error });
          this.retry = setTimeout(() => void this.catchUp(), RETRY_MS);
          this.retry.unref();
          return;
        }
      } while (this.again);
    })().finally(() => (this.catchingUp = null));
    return this.catchingUp;
  }

  /** Reads the records of the ids the store has not been given, and reports them. */
  private async fetch(runIds: readonly string[], matchIds: readonly string[]): Promise<void> {
    const wantedRuns = runIds.filter((id) => !this.known.runs.has(id));
    const wantedMatches = matchIds.filter((id) => !this.known.matches.has(id));
    if (wantedRuns.length + wantedMatches.length === 0) return;
    const pipeline = this.bulk.pipeline();
    for (let i = 0; i < wantedRuns.length; i += FETCH_CHUNK) pipeline.hmget(this.keys.runs, ...wantedRuns.slice(i, i + FETCH_CHUNK));
    for (let i = 0; i < wantedMatches.length; i += FETCH_CHUNK) pipeline.hmget(this.keys.matches, ...wantedMatches.slice(i, i + FETCH_CHUNK));
    const replies = (await pipeline.exec()) ?? [];
    const values: Array<string | null> = [];
    for (const [error, reply] of replies) {
      if (error) throw error;
      values.push(...(reply as Array<string | null>));
    }
    // Another fetch may have reported some of them while this one waited.
    const added: LedgerRecords = { runs: [], matches: [] };
    values.slice(0, wantedRuns.length).forEach((value) => {
      if (value === null) return;
      const entry = parse<StoredReport>(value);
      if (!this.known.runs.has(entry.record.runId)) added.runs.push(entry);
      this.known.runs.add(entry.record.runId);
    });
    values.slice(wantedRuns.length).forEach((value) => {
      if (value === null) return;
      const entry = parse<StoredHeadToHead>(value);
      if (!this.known.matches.has(entry.record.matchId)) added.matches.push(entry);
      this.known.matches.add(entry.record.matchId);
    });
    if (added.runs.length + added.matches.length > 0 && !this.closed) this.onAdded?.(added);
  }
}

function parse<T>(value: string): Ledgered<T> {
  const { synthetic, record } = JSON.parse(value) as Held<T>;
  return { synthetic, record };
}
