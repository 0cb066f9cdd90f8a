// Cluster mode's research reads: the newest snapshot the loader announced (src/cluster/ingest-stream.ts), opened
// where it lies and swapped in whole. Reads never wait on the loader; a read that started on the previous snapshot
// finishes on it. The directories in use are claimed in Redis (renewed with every check), so the loader removes none
// of them.
import path from 'node:path';
import type { RedisClient } from './redis.ts';
import type { Logger } from '../log.ts';
import { followChannel } from './redis.ts';
import { researchKeys, type ResearchKeys } from './ingest-stream.ts';
import { Warehouse, type WarehouseReads } from '../../warehouse/warehouse.ts';

// KEYS snapshot, readers; ARGV reader, now, directories in use (comma-separated). Claims those and the announced
// snapshot for this reader, and returns the announced one, in one step: the loader, which removes unclaimed
// directories, cannot remove it between our look and our opening it.
const claimSnapshots = {
  numberOfKeys: 2,
  lua: `
local held = redis.call('HMGET', KEYS[1], 'version', 'dir')
local dirs = ARGV[3]
if held[1] then dirs = dirs .. ',' .. held[2] end
redis.call('HSET', KEYS[2], ARGV[1], dirs .. '|' .. ARGV[2])
if not held[1] then return false end
return held`,
};

interface ClaimRunner {
  claimSnapshots(snapshot: string, readers: string, reader: string, now: number, inUse: string): Promise<[string, string] | null>;
}

/** A snapshot in use, and the reads still running on it (it is closed after the last one, once replaced). */
interface Held {
  warehouse: Warehouse;
  version: number;
  /** Its directory under snapshots/ ('' for the empty warehouse before the first snapshot). */
  dir: string;
  reads: number;
  replaced: boolean;
}

export interface SnapshotReaderOptions {
  redis: RedisClient;
  prefix: string;
  snapshotDir: string;
  /** This instance, among the snapshot's readers. */
  reader: string;
  log: Logger;
  /** How often the announcement is checked besides pub/sub (a message missed during a reconnect). */
  pollMs?: number;
}

export class SnapshotReader implements WarehouseReads {
  private readonly redis: RedisClient & ClaimRunner;
  private subscriber: RedisClient | null = null;
  private readonly keys: ResearchKeys;
  private poll: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private again = false;
  private observer: ((connection: 'writer' | 'reader', seconds: number) => void) | null = null;
  /** Snapshots open here: the current one and replaced ones with reads in flight (their directories are claimed). */
  private readonly opened = new Set<Held>();

  private constructor(
    private readonly options: SnapshotReaderOptions,
    private held: Held,
  ) {
    options.redis.defineCommand('claimSnapshots', claimSnapshots);
    this.redis = options.redis as RedisClient & ClaimRunner;
    this.keys = researchKeys(options.prefix);
  }

  /** Opens on the announced snapshot (an empty warehouse until the first one), then follows announcements. */
  static async open(options: SnapshotReaderOptions): Promise<SnapshotReader> {
    const reader = new SnapshotReader(options, { warehouse: await Warehouse.openEmpty(), version: 0, dir: '', reads: 0, replaced: false });
    try {
      await reader.refresh();
      // On every announcement, after every reconnect, and every pollMs: one missed while disconnected is picked up.
      reader.subscriber = await followChannel(options.redis, reader.keys.snapshotChannel, {
        onMessage: () => void reader.refresh(),
        onResubscribed: () => void reader.refresh(),
        onError: (error) => options.log.warn('redis connection error (snapshot announcements; reconnecting)', { error }),
      });
    } catch (error) {
      await reader.close();
      throw error;
    }
    reader.poll = setInterval(() => void reader.refresh(), options.pollMs ?? 2_000);
    reader.poll.unref();
    return reader;
  }

  /** The announced version (0 before the first snapshot): the same number on every instance for the same data. */
  get version(): number {
    return this.held.version;
  }

  /** When the snapshot being read was written (ms since epoch). */
  get installedAt(): number {
    return this.held.warehouse.installedAt;
  }

  /** Swaps in the announced snapshot if it is newer than ours; one refresh at a time, a request during one runs after it. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.again = false;
        await this.swapIn().catch((error: unknown) => this.options.log.error('reading the announced snapshot failed', { error }));
      } while (this.again);
    })().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async swapIn(): Promise<void> {
    const inUse = [...this.opened].map((held) => held.dir).join(',');
    const announced = await this.redis.claimSnapshots(this.keys.snapshot, this.keys.snapshotReaders, this.options.reader, Date.now(), inUse);
    if (!announced || Number(announced[0]) <= this.held.version) return;
    const [version, dir] = announced;
    const warehouse = await Warehouse.openSnapshot(path.join(this.options.snapshotDir, 'snapshots', dir));
    if (this.observer) warehouse.observeQueries(this.observer);
    const previous = this.held;
    this.held = { warehouse, version: Number(version), dir, reads: 0, replaced: false };
    this.opened.add(this.held);
    previous.replaced = true;
    if (previous.reads === 0) await this.retire(previous);
    this.options.log.debug('research reads on a new snapshot', { version: this.held.version, dir });
  }

  /** Closes a replaced snapshot; the next check stops claiming its directory. */
  private async retire(held: Held): Promise<void> {
    this.opened.delete(held);
    await held.warehouse.close();
  }

  private async read<T>(work: (warehouse: Warehouse) => Promise<T>): Promise<T> {
    const held = this.held;
    held.reads++;
    try {
      return await work(held.warehouse);
    } finally {
      if (--held.reads === 0 && held.replaced) await this.retire(held);
    }
  }

  sampleSecret = () => this.read((w) => w.sampleSecret());
  ping = () => this.read((w) => w.ping());
  facts = () => this.read((w) => w.facts());
  humanBaseline = () => this.read((w) => w.humanBaseline());
  sample: WarehouseReads['sample'] = (...args) => this.read((w) => w.sample(...args));
  profiles: WarehouseReads['profiles'] = (...args) => this.read((w) => w.profiles(...args));
  signals: WarehouseReads['signals'] = (...args) => this.read((w) => w.signals(...args));
  scenarioSessions: WarehouseReads['scenarioSessions'] = (...args) => this.read((w) => w.scenarioSessions(...args));
  baselineData: WarehouseReads['baselineData'] = (...args) => this.read((w) => w.baselineData(...args));

  observeQueries(observer: (connection: 'writer' | 'reader', seconds: number) => void): void {
    this.observer = observer;
    this.held.warehouse.observeQueries(observer);
  }

  async close(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.subscriber?.disconnect();
    await this.refreshing;
    this.held.replaced = true;
    if (this.held.reads === 0) await this.retire(this.held);
    await this.redis.hdel(this.keys.snapshotReaders, this.options.reader).catch(() => undefined);
  }
}
