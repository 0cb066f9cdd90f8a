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
  /** Time, for the decay of each client's recent work (tests move it). */
  clock?: () => number;
}

/** A hash waiting for a place: started when handed one, or refused when a lighter client needs its place in the queue. */
interface Waiting {
  start(): void;
  refuse(error: Error): void;
}

/** A client's hashes: waiting for a place, running, and when it last got a place (a turn number). */
interface ClientHashes {
  waiting: Waiting[];
  running: number;
  lastTurn: number;
}

/** A client's recent password work: a count that halves every USAGE_HALF_LIFE_MS, as of `at`. */
interface Usage {
  score: number;
  at: number;
}

/** How fast a client's past hashes stop counting against it. */
const USAGE_HALF_LIFE_MS = 60_000;
/** Clients whose recent work is remembered; past that the least recently active are forgotten first. */
const USAGE_REMEMBERED = 10_000;

const busy = () => serviceBusy('Too many password checks are waiting; try again in a moment.');

/**
 * Every argon2 hash and verification goes through here. One hash costs 19 MiB and ~40 ms of a core; anyone can ask
 * for one (signup, login), so they wait for a place in a short queue instead of all running at once, and a request
 * past the queue is refused at once rather than making everybody's login slower. Clients (addresses) share the work by
 * their load: one client holds at most `perClient` places; a freed place goes to the waiting client with the least
 * load (its recent hashes, halving every minute, plus those it has running and waiting), so a real user is served
 * next even while fifty addresses flood; and when the queue is full, a lighter client takes the place of the heaviest
 * client's newest waiting hash, which is refused instead (503). A flood from any number of addresses thus costs a
 * newcomer about one hash's wait, never a refusal.
 */
export class PasswordHasher {
  readonly concurrency: number;
  readonly perClient: number;
  readonly maxQueue: number;
  private readonly argon2Options: HashOptions;
  private readonly clock: () => number;
  private running = 0;
  private queued = 0;
  private turns = 0;
  /** Clients with hashes running or waiting; the key is held only while they do. */
  private readonly clients = new Map<string, ClientHashes>();
  /** Recent work per client, least recently active first. */
  private readonly usage = new Map<string, Usage>();

  constructor(options: PasswordHasherOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.perClient = options.perClient ?? Math.max(1, Math.floor(this.concurrency / 2));
    this.maxQueue = options.maxQueue ?? 256;
    this.argon2Options = options.argon2 ?? ARGON2_OPTIONS;
    this.clock = options.clock ?? Date.now;
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
    if (!placeFree && this.queued >= this.maxQueue && !this.makeRoomFor(client)) throw busy();
    if (!hashes) this.clients.set(client, (hashes = { waiting: [], running: 0, lastTurn: 0 }));
    if (placeFree) this.place(client, hashes);
    else {
      // A finishing hash hands its place over directly (see handOver), so nobody can slip in between.
      this.queued++;
      await new Promise<void>((start, refuse) => hashes.waiting.push({ start, refuse }));
    }
    try {
      return await work();
    } finally {
      hashes.running--;
      this.handOver();
      this.forgetIfIdle(client, hashes);
    }
  }

  private place(client: string, hashes: ClientHashes): void {
    this.running++;
    hashes.running++;
    hashes.lastTurn = ++this.turns;
    this.spent(client);
  }

  /** Gives a finished hash's place to the waiting client with the least load that may take one, or frees it. */
  private handOver(): void {
    let next: [string, ClientHashes] | null = null;
    let nextScore = Infinity;
    for (const entry of this.clients) {
      const [client, hashes] = entry;
      if (hashes.waiting.length === 0 || hashes.running >= this.perClient) continue;
      const score = this.loadOf(client, hashes);
      if (score < nextScore || (score === nextScore && hashes.lastTurn < next![1].lastTurn)) [next, nextScore] = [entry, score];
    }
    this.running--;
    if (!next) return;
    this.queued--;
    this.place(next[0], next[1]);
    next[1].waiting.shift()!.start();
  }

  /**
   * The queue is full: refuses the newest waiting hash of the heaviest client (recent work, running and waiting), if
   * it is heavier than `client` would be with this hash, so that `client` may wait in its place. False when none is.
   */
  private makeRoomFor(client: string): boolean {
    let heaviest: [string, ClientHashes] | null = null;
    const own = this.clients.get(client);
    let heaviestScore = own ? this.loadOf(client, own) + 1 : this.scoreOf(client) + 1;
    for (const entry of this.clients) {
      if (entry[1].waiting.length === 0) continue;
      const score = this.loadOf(entry[0], entry[1]);
      if (score > heaviestScore) [heaviest, heaviestScore] = [entry, score];
    }
    if (!heaviest) return false;
    heaviest[1].waiting.pop()!.refuse(busy());
    this.queued--;
    this.forgetIfIdle(heaviest[0], heaviest[1]);
    return true;
  }

  private forgetIfIdle(client: string, hashes: ClientHashes): void {
    if (hashes.running === 0 && hashes.waiting.length === 0) this.clients.delete(client);
  }

  /** `client`'s recent work and the hashes it has running and waiting: what orders clients for places. */
  private loadOf(client: string, hashes: ClientHashes): number {
    return this.scoreOf(client) + hashes.running + hashes.waiting.length;
  }

  /** `client`'s recent work now. */
  private scoreOf(client: string): number {
    const usage = this.usage.get(client);
    return usage ? usage.score * 2 ** (-(this.clock() - usage.at) / USAGE_HALF_LIFE_MS) : 0;
  }

  /** Counts a hash that starts now against `client` (kept most recent in `usage`, which forgets the least recent). */
  private spent(client: string): void {
    const score = this.scoreOf(client) + 1;
    this.usage.delete(client);
    this.usage.set(client, { score, at: this.clock() });
    if (this.usage.size > USAGE_REMEMBERED) this.usage.delete(this.usage.keys().next().value!);
  }
}
