// In-process sliding log: one sorted array of request times per key (embedded mode; a restart forgets it).
import { systemClock, type Clock } from '../clock.ts';
import type { Hit, SlidingWindowLimiter, WindowState } from './limiter.ts';

interface Log {
  times: number[];
  /** Index of the oldest time still in the window; entries before it are expired and compacted lazily. */
  head: number;
  windowMs: number;
}

export class MemorySlidingWindowLimiter implements SlidingWindowLimiter {
  private readonly logs = new Map<string, Log>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: Clock = systemClock, sweepEveryMs = 60_000) {
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    return Promise.resolve(this.apply(key, limit, windowMs, true));
  }

  release(key: string, entry: string, _windowMs?: number): Promise<void> {
    const log = this.logs.get(key);
    const time = Number(entry);
    if (log) {
      const { times } = log;
      // Entries before head have left the window; the log is sorted, so search back from the newest only as far as
      // the entry's time.
      for (let i = times.length - 1; i >= log.head && times[i]! >= time; i--) {
        if (times[i] === time) {
          times.splice(i, 1);
          break;
        }
      }
    }
    return Promise.resolve();
  }

  peek(key: string, limit: number, windowMs: number): Promise<WindowState> {
    return Promise.resolve(this.apply(key, limit, windowMs, false));
  }

  /** Puts back requests recorded before a restart (JournaledLimiter, at start). */
  restore(key: string, times: readonly number[], windowMs: number): void {
    const log = this.logs.get(key) ?? { times: [], head: 0, windowMs };
    log.times = [...log.times.slice(log.head), ...times].sort((a, b) => a - b);
    log.head = 0;
    this.logs.set(key, log);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.logs.clear();
  }

  /** The window after this request. A recorded request is named by its time: entries of one key in one ms are alike. */
  private apply(key: string, limit: number, windowMs: number, record: boolean): Hit {
    const now = this.clock();
    let log = this.logs.get(key);
    if (!log) {
      if (!record) return { allowed: limit > 0, limit, remaining: Math.max(0, limit), used: 0, resetAt: now + windowMs, entry: null };
      log = { times: [], head: 0, windowMs };
      this.logs.set(key, log);
    }
    log.windowMs = windowMs;
    const { times } = log;
    const cutoff = now - windowMs;
    while (log.head < times.length && times[log.head]! <= cutoff) log.head++;
    if (log.head > 64 && log.head * 2 > times.length) {
      times.splice(0, log.head);
      log.head = 0;
    }
    let count = times.length - log.head;
    const allowed = count < limit;
    if (allowed && record) {
      times.push(now);
      count++;
    }
    const oldest = count > 0 ? times[log.head]! : now;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - count),
      used: count,
      resetAt: oldest + windowMs,
      entry: allowed && record ? String(now) : null,
    };
  }

  /** Drops logs whose newest request has left its window, so idle keys cost no memory. */
  private sweep(): void {
    const now = this.clock();
    for (const [key, log] of this.logs) {
      const newest = log.times[log.times.length - 1];
      if (newest === undefined || newest <= now - log.windowMs) this.logs.delete(key);
    }
  }
}
