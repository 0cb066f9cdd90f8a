// Cluster mode's ingest: accepted batches and erasures are appended to one Redis stream (before the 202), and one
// loader at a time, holding a lease, loads them into the warehouse under SNAPSHOT_DIR, acknowledges them after the
// commit and publishes a Parquet snapshot that every instance reads (snapshot-reader.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import calculateSlot from 'cluster-key-slot';
import { Cluster, type Redis } from 'ioredis';
import { ApiError } from '../errors.ts';
import type { RedisClient } from './redis.ts';
import type { Logger } from '../log.ts';
import { backgroundConnection } from './redis.ts';
import { snapshotWorn, Warehouse, type LoadCounts, type PublishedSnapshot, type StoredBatch } from '../../warehouse/warehouse.ts';

/**
 * Every Redis key of the research side in cluster mode, under REDIS_PREFIX. One hash tag for all: the loader's fenced
 * steps touch the lease, the fence, the stream and the snapshot announcement together, so on a Redis Cluster they live
 * in one slot (one stream, read by one loader at a time: it would not spread anyway).
 */
export function researchKeys(prefix: string) {
  const root = `${prefix}research:v2:{research}:`;
  return {
    stream: `${root}ingest`,
    /** Entries no load could take (kept, never dropped: an operator looks at them). */
    deadLetters: `${root}ingest:dead`,
    lease: `${root}loader:lease`,
    fence: `${root}loader:fence`,
    /** Totals of what loaders loaded (sessions, turns, profiles, batches). */
    loaded: `${root}loader:loaded`,
    /** + entry id: the rows an erasure removed, for the request waiting on it. */
    erasedPrefix: `${root}erased:`,
    snapshotSeq: `${root}snapshot:seq`,
    /** Hash: version, dir, through (the last stream entry in it), createdAt. */
    snapshot: `${root}snapshot:current`,
    snapshotChannel: `${root}snapshot:published`,
    /** Hash: instance → "dir|ms" while it reads a snapshot in; the loader keeps those directories. */
    snapshotReaders: `${root}snapshot:readers`,
    /** Set by the instance that seeds the demo data (DEMO_DATA), so only one does. */
    demoSeeded: `${root}demo:seeded`,
  };
}
export type ResearchKeys = ReturnType<typeof researchKeys>;

const GROUP = 'loader';

const scripts = {
  // KEYS lease, fence; ARGV holder, ms. The lease and a new fencing token, or nil when someone holds it.
  acquireLease: {
    numberOfKeys: 2,
    lua: `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return redis.call('INCR', KEYS[2]) end
return false`,
  },
  // KEYS lease, fence; ARGV holder, token, ms. 1 while the lease is still ours, else 0.
  renewLease: {
    numberOfKeys: 2,
    lua: `
if redis.call('GET', KEYS[1]) ~= ARGV[1] or redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[3])`,
  },
  // KEYS lease; ARGV holder.
  releaseLease: {
    numberOfKeys: 1,
    lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
  },
  // KEYS lease, fence, stream, loaded, then the outcome key of each erasure among the entries, in order (the number of
  // keys is the call's first argument); ARGV holder, token, group, sessions, turns, profiles, then pairs (entry id,
  // rows erased or ''). Acknowledges and deletes the entries, records erasures' outcomes and the totals; refused (0)
  // unless the caller still holds the lease under its token.
  acknowledge: {
    lua: `
if redis.call('GET', KEYS[1]) ~= ARGV[1] or redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
local batches = 0
local erasure = 4
for i = 7, #ARGV, 2 do
  redis.call('XACK', KEYS[3], ARGV[3], ARGV[i])
  redis.call('XDEL', KEYS[3], ARGV[i])
  if ARGV[i + 1] == '' then
    batches = batches + 1
  else
    erasure = erasure + 1
    redis.call('SET', KEYS[erasure], ARGV[i + 1], 'EX', 3600)
  end
end
redis.call('HINCRBY', KEYS[4], 'sessions', ARGV[4])
redis.call('HINCRBY', KEYS[4], 'turns', ARGV[5])
redis.call('HINCRBY', KEYS[4], 'profiles', ARGV[6])
redis.call('HINCRBY', KEYS[4], 'batches', batches)
return 1`,
  },
  // KEYS lease, fence, seq, snapshot; ARGV holder, token, dir, through, createdAt, channel. Announces a snapshot under
  // the next version; refused (nil) unless the caller still holds the lease under its token.
  publishSnapshot: {
    numberOfKeys: 4,
    lua: `
if redis.call('GET', KEYS[1]) ~= ARGV[1] or redis.call('GET', KEYS[2]) ~= ARGV[2] then return false end
local version = redis.call('INCR', KEYS[3])
redis.call('HSET', KEYS[4], 'version', version, 'dir', ARGV[3], 'through', ARGV[4], 'createdAt', ARGV[5])
redis.call('PUBLISH', ARGV[6], version)
return version`,
  },
} as const;

interface ScriptRunner {
  acquireLease(lease: string, fence: string, holder: string, ms: number): Promise<number | null>;
  renewLease(lease: string, fence: string, holder: string, token: string, ms: number): Promise<number>;
  releaseLease(lease: string, holder: string): Promise<number>;
  acknowledge(keyCount: number, ...keysThenArgs: Array<string | number>): Promise<number>;
  publishSnapshot(lease: string, fence: string, seq: string, snapshot: string, ...args: Array<string | number>): Promise<number | null>;
}

/** ioredis has a Buffer-replying twin of every command; its types leave this one out. */
interface BufferCommands {
  xautoclaimBuffer(...args: Array<string | number>): Promise<unknown>;
}

function defineResearchScripts(redis: RedisClient): RedisClient & ScriptRunner {
  for (const [name, definition] of Object.entries(scripts)) redis.defineCommand(name, definition);
  return redis as RedisClient & ScriptRunner;
}

/** The connection to the master that serves `key`'s slot now (if the cluster client has one), and its live replicas. */
function masterServing(cluster: Cluster, key: string): { master: Redis | undefined; replicas: number } {
  // [master, ...replicas] as CLUSTER SLOTS last listed them, without the nodes it knew had failed.
  const [address, ...replicas] = cluster.slots[calculateSlot(key)] ?? [];
  return { master: cluster.nodes('master').find((node) => `${node.options.host}:${node.options.port}` === address), replicas: replicas.length };
}

/** Stream entry ids ("ms-seq") in order. */
export function compareEntryIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am === bm ? Number(as - bs) : am < bm ? -1 : 1;
}

/** How long an append on a Redis Cluster waits for a replica to confirm it (WAIT), within the command timeout. */
const REPLICA_WAIT_MS = 500;

/** The producer's side: what an instance appends, and what it asks about the loader's progress. */
export class IngestStream {
  readonly keys: ResearchKeys;

  constructor(
    private readonly redis: RedisClient,
    prefix: string,
  ) {
    this.keys = researchKeys(prefix);
  }

  /** Appends a checked batch (Arrow IPC bytes); returns its entry id. Once this resolves, the batch is durable in Redis. */
  appendBatch(bytes: Uint8Array, synthetic: boolean): Promise<string> {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return this.append('kind', 'batch', 'synthetic', synthetic ? '1' : '0', 'data', data);
  }

  /** Appends an erasure: it is applied after every batch appended before it. */
  appendErasure(sessionId: string): Promise<string> {
    return this.append('kind', 'erase', 'data', sessionId);
  }

  /**
   * One stream entry; its id. On a Redis Cluster the append is confirmed only once a replica holds it too, so a failover
   * (the replica promoted) loses no entry that was answered 202; unconfirmed, the request is answered 503 and the client
   * sends it again (a session sent again replaces its copy).
   */
  private async append(...fields: Array<string | Buffer>): Promise<string> {
    const id = (await this.redis.xadd(this.keys.stream, '*', ...fields))!;
    if (this.redis instanceof Cluster) {
      // WAIT counts the writes of the connection it is sent on: the one the append went through, the stream's master's.
      // (Not pipelined with the append: the cluster client follows no redirection of a pipeline's, and one in flight
      // during a failover was seen to wait forever.) A master with no live replica (its own died, or was promoted in
      // its place) has none to wait for: the append is as durable as on a single Redis.
      const { master, replicas } = masterServing(this.redis, this.keys.stream);
      if (replicas > 0 && (!master || (await master.wait(1, REPLICA_WAIT_MS)) < 1)) {
        throw new ApiError('not_ready', `No replica confirmed the upload within ${REPLICA_WAIT_MS} ms: send it again.`);
      }
    }
    return id;
  }

  /** The rows an erasure removed, once the loader has applied it; null before. */
  async erased(entryId: string): Promise<number | null> {
    const value = await this.redis.get(this.keys.erasedPrefix + entryId);
    return value === null ? null : Number(value);
  }

  /** Entries not loaded yet (entries are deleted when their load is acknowledged). */
  waiting(): Promise<number> {
    return this.redis.xlen(this.keys.stream);
  }

  /** The id of the newest entry ever appended, or null when nothing was. */
  async lastEntryId(): Promise<string | null> {
    try {
      const info = (await this.redis.xinfo('STREAM', this.keys.stream)) as unknown[];
      const at = info.indexOf('last-generated-id');
      const id = info[at + 1] as string;
      return id === '0-0' ? null : id;
    } catch (error) {
      if (/no such key/i.test((error as Error).message)) return null;
      throw error;
    }
  }

  /** The announced snapshot: its version, directory (under SNAPSHOT_DIR/snapshots) and the last entry it holds. */
  async currentSnapshot(): Promise<{ version: number; dir: string; through: string; createdAt: number } | null> {
    const held = await this.redis.hgetall(this.keys.snapshot);
    if (!held.version) return null;
    return { version: Number(held.version), dir: held.dir!, through: held.through!, createdAt: Number(held.createdAt) };
  }

  /** Totals loaded so far by every loader. */
  async loaded(): Promise<Omit<LoadCounts, 'files'> & { batches: number }> {
    const held = await this.redis.hgetall(this.keys.loaded);
    const n = (field: string) => Number(held[field] ?? 0);
    return { sessions: n('sessions'), turns: n('turns'), profiles: n('profiles'), batches: n('batches') };
  }
}

export interface LoaderOptions {
  redis: RedisClient;
  prefix: string;
  /** The shared directory: the warehouse the loader writes (writer/) and the published snapshots (snapshots/). */
  snapshotDir: string;
  log: Logger;
  /** How long a lease lasts without renewal; renewed every third of it. */
  leaseMs?: number;
  /** Entries read before they are loaded (batches loaded in one transaction, at most). */
  readCount?: number;
  /** A snapshot is published when the stream is idle, and while it is not at least this often (longer for big warehouses). */
  snapshotEveryMs?: number;
}

interface Entry {
  id: string;
  kind: 'batch' | 'erase';
  data: Buffer;
  synthetic: boolean;
}

/** The lease was gone when a fenced step (an acknowledgement, an announcement) reached Redis. */
class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(before: string) {
    super(`ingest loader: the lease was lost before ${before}`);
  }
}

/** Entries per XREADGROUP reply. */
const ENTRIES_PER_REPLY = 8;

/** A reader's claim on snapshot directories is ignored after this long unrenewed (readers renew theirs every 2 s). */
const READER_CLAIM_MS = 60_000;

/**
 * The one loader: every instance runs one, and the one holding the lease loads. It owns the warehouse file while it
 * holds the lease (DuckDB's file lock keeps a second writer out even if two ever believed they held it; the fencing
 * token keeps a stale holder from acknowledging or announcing anything).
 */
export class StreamLoader {
  /** An id of this process among the stream's consumers and the lease holders. */
  readonly holder = `${process.pid}-${randomUUID()}`;
  private readonly redis: RedisClient & ScriptRunner;
  /** Blocking reads get a connection of their own: they would hold up every other command on a shared one. */
  private readonly reads: RedisClient;
  private readonly keys: ResearchKeys;
  private readonly leaseMs: number;
  private readonly readCount: number;
  /** The least time between two snapshots while uploads keep coming (grows with the time a snapshot takes). */
  private snapshotGapMs: number;
  private token: string | null = null;
  private warehouse: Warehouse | null = null;
  private renewal: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Rejects when stop() is called: a read left hanging on a connection that never answers is abandoned then. */
  private readonly stopping: Promise<never>;
  private signalStop!: (reason: Error) => void;
  private loop: Promise<void> | null = null;
  /** Loaded since the last snapshot, and the last entry loaded. */
  private dirty = false;
  private through = '0-0';
  private lastSnapshotAt = 0;
  private snapshotCount = 0;
  /** The last snapshot this holder announced: the next one extends it. */
  private published: PublishedSnapshot | null = null;
  /**
   * A snapshot being written whole beside the loads once the announced one has worn (many parts or dropped sessions).
   * It is never announced itself: once written, the next snapshot extends it instead.
   */
  private compaction: Compaction | null = null;

  constructor(private readonly options: LoaderOptions) {
    this.redis = defineResearchScripts(options.redis);
    // No read blocks longer than a second: one still unanswered after 15 (a connection that went silent through an
    // outage) is given up and tried again, so loading resumes once Redis is back.
    this.reads = backgroundConnection(options.redis, { commandTimeout: 15_000 });
    this.stopping = new Promise<never>((_, reject) => (this.signalStop = reject));
    this.stopping.catch(() => undefined);
    this.reads.on('error', (error: unknown) => options.log.warn('redis connection error (loader; reconnecting)', { error }));
    this.keys = researchKeys(options.prefix);
    this.leaseMs = options.leaseMs ?? 10_000;
    this.readCount = options.readCount ?? 64;
    this.snapshotGapMs = options.snapshotEveryMs ?? 2_000;
  }

  /** True while this process holds the lease. */
  get leading(): boolean {
    return this.warehouse !== null;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops reading, waits for the load in progress, gives the lease back. Unacknowledged entries stay for the next loader. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.signalStop(new Error('the loader is stopping'));
    this.reads.disconnect();
    await this.loop;
    await this.stepDown();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!this.warehouse && !(await this.acquire())) {
          await sleep(Math.min(1_000, this.leaseMs / 3));
          continue;
        }
        await this.step();
      } catch (error) {
        if (this.stopped) break;
        // A step stopped because the lease was lost is no failure: the next holder goes on.
        const lost = error instanceof LeaseLostError || (this.renewal === null && this.token !== null);
        if (lost) this.options.log.warn('ingest loader: the lease was lost during a step; stepping down', { error: (error as Error).message });
        else this.options.log.error('ingest loader step failed', { error });
        if (!(await this.stillLeading().catch(() => false))) await this.stepDown();
        await sleep(1_000);
      }
    }
  }

  /** Takes the lease if it is free: opens the warehouse, takes over what a dead loader left pending, publishes. */
  private async acquire(): Promise<boolean> {
    const token = await this.redis.acquireLease(this.keys.lease, this.keys.fence, this.holder, this.leaseMs);
    if (token === null) return false;
    this.token = String(token);
    this.renewal = setInterval(() => void this.renew(), this.leaseMs / 3);
    this.renewal.unref();
    try {
      this.warehouse = await this.openWarehouse();
      this.published = null;
      this.compaction = null;
      await this.redis.xgroup('CREATE', this.keys.stream, GROUP, '0', 'MKSTREAM').catch((error: Error) => {
        if (!/BUSYGROUP/.test(error.message)) throw error;
      });
      this.options.log.info('ingest loader: holding the lease', { token: this.token });
      // Everything up to the announced snapshot's last entry is loaded or pending: `run` waits on this mark.
      this.through = (await this.redis.hget(this.keys.snapshot, 'through')) ?? '0-0';
      await this.process(await this.claimPending());
      await this.forgetIdleConsumers();
      // The last holder may have died between its commit and its announcement: always announce what is here.
      this.dirty = true;
      await this.publish();
      return true;
    } catch (error) {
      await this.stepDown();
      throw error;
    }
  }

  /**
   * Opens the warehouse file, waiting while the holder before us still has it open (a stale holder, until it sees its
   * lease gone; DuckDB's lock keeps us out meanwhile). The lease is kept and renewed all along: given back at the first
   * refusal, the stale holder would take it again and the two would take turns failing.
   */
  private async openWarehouse(): Promise<Warehouse> {
    const dir = path.join(this.options.snapshotDir, 'writer');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const giveUpAt = Date.now() + 3 * this.leaseMs;
    for (;;) {
      try {
        // Reads are served from snapshots, which write profiles in page order: the warehouse's own table need not be.
        return await Warehouse.open(dir, { reorderAfterRows: Infinity });
      } catch (error) {
        const held = /Conflicting lock|Could not set lock/i.test(String((error as Error).message));
        if (!held || this.renewal === null || this.stopped || Date.now() >= giveUpAt) throw error;
        await sleep(250);
      }
    }
  }

  private async renew(): Promise<void> {
    if (!(await this.stillLeading().catch(() => true))) {
      this.options.log.warn('ingest loader: lost the lease; stepping down', { token: this.token });
      this.stopRenewal();
      // The next holder waits for the file: the statement running now stops, and the step closes the file after it.
      this.warehouse?.writer.interrupt();
    }
  }

  private async stillLeading(): Promise<boolean> {
    if (this.token === null) return false;
    return (await this.redis.renewLease(this.keys.lease, this.keys.fence, this.holder, this.token, this.leaseMs)) === 1;
  }

  private stopRenewal(): void {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }

  private async stepDown(): Promise<void> {
    this.stopRenewal();
    const warehouse = this.warehouse;
    this.warehouse = null;
    // A whole snapshot being written is given up (the next holder starts with one anyway).
    this.compaction?.stop.abort();
    await this.compaction?.done;
    await warehouse?.close().catch((error: unknown) => this.options.log.error('closing the loader warehouse failed', { error }));
    if (this.token !== null) await this.redis.releaseLease(this.keys.lease, this.holder).catch(() => undefined);
    this.token = null;
  }

  /** Every entry delivered to a consumer and not acknowledged (a dead loader's), oldest first, now ours. */
  private async claimPending(): Promise<Entry[]> {
    const entries: Entry[] = [];
    let cursor = '0-0';
    do {
      const [next, claimed] = (await (this.redis as unknown as BufferCommands).xautoclaimBuffer(this.keys.stream, GROUP, this.holder, 0, cursor, 'COUNT', ENTRIES_PER_REPLY)) as [
        Buffer,
        Array<[Buffer, Buffer[] | null]>,
      ];
      cursor = next.toString();
      entries.push(...claimed.flatMap(([id, fields]) => (fields ? [entryOf(id, fields)] : [])));
    } while (cursor !== '0-0');
    return entries.sort((a, b) => compareEntryIds(a.id, b.id));
  }

  /** Consumers of dead loaders are left in the group; once nothing is pending for them they are removed. */
  private async forgetIdleConsumers(): Promise<void> {
    const consumers = (await this.redis.xinfo('CONSUMERS', this.keys.stream, GROUP)) as unknown[][];
    for (const fields of consumers) {
      const name = String(fields[fields.indexOf('name') + 1]);
      const pending = Number(fields[fields.indexOf('pending') + 1]);
      if (name !== this.holder && pending === 0) await this.redis.xgroup('DELCONSUMER', this.keys.stream, GROUP, name);
    }
  }

  /**
   * One read, its loads, and a snapshot when one is due: once the stream is idle (a read finds nothing for 100 ms after
   * a load), and every `snapshotGapMs` while uploads keep coming.
   */
  private async step(): Promise<void> {
    if (this.renewal === null) {
      await this.stepDown();
      return;
    }
    // Read in replies of a few entries: ioredis parses one reply of tens of megabytes several times slower.
    const entries: Entry[] = [];
    for (let block: number | null = this.dirty ? 100 : 1_000; entries.length < this.readCount; block = null) {
      const read = await this.read(block);
      entries.push(...read);
      if (read.length < ENTRIES_PER_REPLY) break;
    }
    // A lease lost meanwhile (renew says so): the file is given up now, and the entries left to the next holder.
    if (this.renewal === null) return this.stepDown();
    await this.process(entries);
    if (this.renewal === null) return this.stepDown();
    if (this.dirty && (entries.length === 0 || Date.now() - this.lastSnapshotAt >= this.snapshotGapMs)) await this.publish();
  }

  /** New entries for this consumer; waits up to `blockMs` for the first (null: answers at once). */
  private async read(blockMs: number | null): Promise<Entry[]> {
    const wait = blockMs === null ? [] : ['BLOCK', blockMs];
    const reading = this.reads.xreadgroupBuffer(
      'GROUP', GROUP, this.holder, 'COUNT', ENTRIES_PER_REPLY, ...(wait as ['BLOCK', number]), 'STREAMS', this.keys.stream, '>',
    ) as Promise<Array<[Buffer, Array<[Buffer, Buffer[]]>]> | null>;
    const answer = await Promise.race([reading, this.stopping]);
    return answer?.[0]?.[1].map(([id, fields]) => entryOf(id, fields)) ?? [];
  }

  /** Loads runs of batches in one transaction each and applies erasures in order; acknowledges after each commit. */
  private async process(entries: readonly Entry[]): Promise<void> {
    for (let i = 0; i < entries.length && this.renewal !== null; ) {
      const entry = entries[i]!;
      if (entry.kind === 'erase') {
        const removed = await this.warehouse!.erase(entry.data.toString());
        await this.acknowledge([[entry.id, String(removed)]], { sessions: 0, turns: 0, profiles: 0 });
        i++;
        continue;
      }
      let end = i;
      while (end < entries.length && entries[end]!.kind === 'batch' && end - i < 64) end++;
      const run = entries.slice(i, end);
      await this.loadRun(run);
      i = end;
    }
  }

  private async loadRun(run: readonly Entry[]): Promise<void> {
    try {
      const counts = await this.warehouse!.loadBatches(run.map(batchOf));
      await this.acknowledge(run.map((e) => [e.id, ''] as const), counts);
    } catch (error) {
      // Not the entries' fault: they stay pending for the next holder, never dead letters.
      if (error instanceof LeaseLostError || this.renewal === null) throw error;
      if (run.length === 1) return this.deadLetter(run[0]!, error);
      // One bad entry must not hold up the others: load them one by one.
      for (const entry of run) await this.loadRun([entry]);
    }
  }

  /** An entry no load takes is moved aside (never dropped) so the stream goes on. */
  private async deadLetter(entry: Entry, error: unknown): Promise<void> {
    this.options.log.error('ingest loader: an entry cannot be loaded; moved to the dead-letter stream', { entry: entry.id, error });
    await this.redis.xadd(this.keys.deadLetters, '*', 'entry', entry.id, 'kind', entry.kind, 'synthetic', entry.synthetic ? '1' : '0', 'data', entry.data, 'error', String(error));
    await this.acknowledge([[entry.id, '0']], { sessions: 0, turns: 0, profiles: 0 });
  }

  private async acknowledge(done: ReadonlyArray<readonly [string, string]>, counts: Omit<LoadCounts, 'files'>): Promise<void> {
    this.dirty = true;
    this.through = done.reduce((last, [id]) => (compareEntryIds(id, last) > 0 ? id : last), this.through);
    const keys = [this.keys.lease, this.keys.fence, this.keys.stream, this.keys.loaded];
    for (const [id, erased] of done) if (erased !== '') keys.push(this.keys.erasedPrefix + id);
    const acknowledged = await this.redis.acknowledge(
      keys.length, ...keys,
      this.holder, this.token!, GROUP, counts.sessions, counts.turns, counts.profiles,
      ...done.flat(),
    );
    // Committed but not acknowledged: the next holder loads these entries again, which replaces them (idempotent).
    if (acknowledged !== 1) throw new LeaseLostError('the acknowledgement');
  }

  /** Writes a snapshot of the warehouse, announces it (under our token only) and removes the ones nobody reads. */
  private async publish(): Promise<void> {
    const started = Date.now();
    const root = path.join(this.options.snapshotDir, 'snapshots');
    const name = this.nextSnapshotName();
    if (this.compaction?.settled) {
      this.published = this.compaction.written ?? this.published;
      this.compaction = null;
    }
    const previous = this.published;
    // Should extending it fail (its files gone, say), the next attempt writes a whole one.
    this.published = null;
    const manifest = await this.warehouse!.writeSnapshot(path.join(root, name), previous);
    const version = await this.redis.publishSnapshot(
      this.keys.lease, this.keys.fence, this.keys.snapshotSeq, this.keys.snapshot,
      this.holder, this.token!, name, this.through, manifest.createdAt, this.keys.snapshotChannel,
    );
    if (version === null) {
      await rm(path.join(root, name), { recursive: true, force: true });
      throw new LeaseLostError('the snapshot was announced');
    }
    this.published = { dir: path.join(root, name), manifest };
    this.dirty = false;
    this.lastSnapshotAt = Date.now();
    // While uploads keep coming, at most about a fifth of the loader's time goes to snapshots. The gap follows what a
    // snapshot extending the last one costs (the first one, written whole, does not stretch it).
    if (previous) this.snapshotGapMs = Math.max(this.options.snapshotEveryMs ?? 2_000, 4 * (this.lastSnapshotAt - started));
    if (!this.compaction && snapshotWorn(manifest)) this.compaction = this.compact(root);
    await this.removeUnused(root, name);
  }

  private nextSnapshotName(): string {
    return `${this.token!.padStart(10, '0')}-${String(++this.snapshotCount).padStart(10, '0')}`;
  }

  /** Starts writing a whole snapshot beside the loads (`writeWholeSnapshot`). */
  private compact(root: string): Compaction {
    const name = this.nextSnapshotName();
    const dir = path.join(root, name);
    const compaction: Compaction = { name, written: null, settled: false, stop: new AbortController(), done: Promise.resolve() };
    compaction.done = this.warehouse!.writeWholeSnapshot(dir, compaction.stop.signal)
      .then(
        (manifest) => void (compaction.written = { dir, manifest }),
        (error: unknown) => {
          if (!compaction.stop.signal.aborted) this.options.log.error('ingest loader: writing a whole snapshot failed; the next one extends the last', { error });
        },
      )
      .finally(() => (compaction.settled = true));
    return compaction;
  }

  /** Removes the snapshot directories that are neither the current one, claimed by a reader, nor a compaction's. */
  private async removeUnused(root: string, current: string): Promise<void> {
    const claims = await this.redis.hvals(this.keys.snapshotReaders);
    const inUse = new Set(
      claims.flatMap((claim) => {
        const [dirs = '', at] = claim.split('|');
        return Date.now() - Number(at) < READER_CLAIM_MS ? dirs.split(',') : [];
      }),
    );
    inUse.add(current);
    if (this.compaction) inUse.add(this.compaction.name).add(`${this.compaction.name}.partial`);
    for (const name of await readdir(root)) {
      if (!inUse.has(name)) await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
}

/** A whole snapshot being written beside the loads. */
interface Compaction {
  name: string;
  done: Promise<void>;
  /** Once written (null until then, or if it failed). */
  written: PublishedSnapshot | null;
  settled: boolean;
  stop: AbortController;
}

function entryOf(id: Buffer, fields: Buffer[]): Entry {
  const field = (name: string) => {
    for (let i = 0; i < fields.length; i += 2) if (fields[i]!.toString() === name) return fields[i + 1]!;
    return undefined;
  };
  const kind = field('kind')?.toString() === 'erase' ? 'erase' : 'batch';
  return { id: id.toString(), kind, data: field('data') ?? Buffer.alloc(0), synthetic: field('synthetic')?.toString() === '1' };
}

const batchOf = (entry: Entry): StoredBatch => ({ bytes: entry.data, synthetic: entry.synthetic });
