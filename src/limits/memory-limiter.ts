// In-process sliding log: one sorted array of request times per key (embedded mode; a restart forgets it).
import { systemClock, type Clock } from '../clock.ts';
import type { SlidingWindowLimiter, WindowState } from './limiter.ts';

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

  hit(key: string, limit: number, windowMs: number): Promise<WindowState> {
    return Promise.resolve(this.apply(key, limit, windowMs, true));
  }

  peek(key: string, limit: number, windowMs: number): Promise<WindowState> {
    return Promise.resolve(this.apply(key, limit, windowMs, false));
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.logs.clear();
  }

  private apply(key: string, limit: number, windowMs: number, record: boolean): WindowState {
    const now = this.clock();
    let log = this.logs.get(key);
    if (!log) {
      if (!record) return { allowed: limit > 0, limit, remaining: Math.max(0, limit), resetAt: now + windowMs };
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
    return { allowed, limit, remaining: Math.max(0, limit - count), resetAt: oldest + windowMs };
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
