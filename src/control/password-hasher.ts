// Password hashing as a scarce resource: argon2id with a bounded number of hashes at once and a short queue.
import argon2, { type HashOptions } from 'argon2';
import { serviceBusy } from '../errors.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasherOptions {
  /**
   * Hashes (and verifications) running at once. argon2 runs on libuv's thread pool (4 threads unless
   * UV_THREADPOOL_SIZE says otherwise), which fs and DuckDB share: 2 leaves them half of it, and keeps 2 cores from
   * switching between more hashes than they can run.
   */
  concurrency?: number;
  /**
   * Places one client may hold at once (default: half of them, at least one), so that a client flooding the queue
   * leaves a place, and a core, free for everyone else.
   */
  perClient?: number;
  /** Hashes that may wait for a place; past that, new ones are refused with 503 service_busy. */
  maxQueue?: number;
  /** argon2 parameters for new hashes (verification reads them from the stored hash). */
  argon2?: HashOptions;
}

/** A client's hashes: waiting for a place, running, and when it last got a place (a turn number). */
interface ClientHashes {
  waiting: Array<() => void>;
  running: number;
  lastTurn: number;
}

/**
 * Every argon2 hash and verification goes through here. One hash costs 19 MiB and ~40 ms of a core; anyone can ask
 * for one (signup, login), so they wait for a place in a short queue instead of all running at once, and a request
 * past the queue is refused at once rather than making everybody's login slower. One client holds at most `perClient`
 * places, and a freed place goes to the waiting client served least recently (as ToolPool's tenants take turns): the
 * hashes one client queued do not hold back another client's.
 */
export class PasswordHasher {
  readonly concurrency: number;
  readonly perClient: number;
  readonly maxQueue: number;
  private readonly argon2Options: HashOptions;
  private running = 0;
  private queued = 0;
  private turns = 0;
  /** Clients with hashes running or waiting; the key is held only while they do. */
  private readonly clients = new Map<string, ClientHashes>();

  constructor(options: PasswordHasherOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.perClient = options.perClient ?? Math.max(1, Math.floor(this.concurrency / 2));
    this.maxQueue = options.maxQueue ?? 64;
    this.argon2Options = options.argon2 ?? ARGON2_OPTIONS;
    if (!(this.concurrency >= 1) || !(this.perClient >= 1) || !(this.maxQueue >= 0)) {
      throw new RangeError('concurrency and perClient must be ≥ 1, maxQueue ≥ 0');
    }
  }

  /** Hashes running and hashes waiting for a place. */
  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  /** `client` says whose hash this is (a client address): hashes of different clients take turns. */
  hash(password: string, client = ''): Promise<string> {
    return this.inTurn(client, () => argon2.hash(password, this.argon2Options));
  }

  verify(hash: string, password: string, client = ''): Promise<boolean> {
    return this.inTurn(client, () => argon2.verify(hash, password));
  }

  private async inTurn<T>(client: string, work: () => Promise<T>): Promise<T> {
    let hashes = this.clients.get(client);
    const placeFree = this.running < this.concurrency && (hashes?.running ?? 0) < this.perClient;
    if (!placeFree && this.queued >= this.maxQueue) {
      throw serviceBusy('Too many password checks are waiting; try again in a moment.');
    }
    if (!hashes) this.clients.set(client, (hashes = { waiting: [], running: 0, lastTurn: 0 }));
    if (placeFree) {
      this.running++;
      hashes.running++;
      hashes.lastTurn = ++this.turns;
    } else {
      // A finishing hash hands its place over directly (see handOver), so nobody can slip in between.
      this.queued++;
      await new Promise<void>((resolve) => hashes.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      hashes.running--;
      this.handOver();
      if (hashes.running === 0 && hashes.waiting.length === 0) this.clients.delete(client);
    }
  }

  /** Gives a finished hash's place to the waiting client served least recently that may take one, or frees it. */
  private handOver(): void {
    let next: ClientHashes | null = null;
    for (const hashes of this.clients.values()) {
      const eligible = hashes.waiting.length > 0 && hashes.running < this.perClient;
      if (eligible && (!next || hashes.lastTurn < next.lastTurn)) next = hashes;
    }
    if (!next) {
      this.running--;
      return;
    }
    this.queued--;
    next.running++;
    next.lastTurn = ++this.turns;
    next.waiting.shift()!();
  }
}
