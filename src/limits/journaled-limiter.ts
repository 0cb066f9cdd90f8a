// Embedded mode's long windows, kept across a restart: the in-process limiter forgets everything when the process
// stops, which is harmless for an hour-long key window but would hand a buyer a fresh day of refereed tables after every
// restart. Hits of windows at least `fromWindowMs` long are written down before they count and read back at start.
import type { Hit, SlidingWindowLimiter, WindowState } from './limiter.ts';
import type { MemorySlidingWindowLimiter } from './memory-limiter.ts';

/** Where the hits are written down (embedded mode: a table of control.duckdb). */
export interface HitJournal {
  recordHit(key: string, at: number): Promise<void>;
  forgetHit(key: string, at: number): Promise<void>;
  /** Every hit after `at` (a window's cutoff). */
  hitsSince(at: number): Promise<Array<{ key: string; at: number }>>;
  /** Drops the hits at or before `at`. */
  forgetHitsUntil(at: number): Promise<void>;
}

export class JournaledLimiter implements SlidingWindowLimiter {
  private constructor(
    private readonly inner: MemorySlidingWindowLimiter,
    private readonly journal: HitJournal,
    private readonly fromWindowMs: number,
    private readonly horizonMs: number,
    /** When hits that left every window were last dropped (at start, then once per horizon). */
    private prunedAt: number,
  ) {}

  /**
   * Restores the journal's hits of the last `horizonMs` (the longest journaled window) into `inner`. `inner` stays
   * usable on its own for short windows: both share its logs.
   */
  static async open(inner: MemorySlidingWindowLimiter, journal: HitJournal, fromWindowMs: number, horizonMs: number, now: number): Promise<JournaledLimiter> {
    await journal.forgetHitsUntil(now - horizonMs);
    const byKey = new Map<string, number[]>();
    for (const { key, at } of await journal.hitsSince(now - horizonMs)) {
      const times = byKey.get(key);
      if (times) times.push(at);
      else byKey.set(key, [at]);
    }
    for (const [key, times] of byKey) inner.restore(key, times, horizonMs);
    return new JournaledLimiter(inner, journal, fromWindowMs, horizonMs, now);
  }

  async hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    const hit = await this.inner.hit(key, limit, windowMs);
    if (hit.entry !== null && windowMs >= this.fromWindowMs) {
      const at = Number(hit.entry);
      try {
        if (at - this.prunedAt >= this.horizonMs) {
          this.prunedAt = at;
          await this.journal.forgetHitsUntil(at - this.horizonMs);
        }
        await this.journal.recordHit(key, at);
      } catch (error) {
        // Not written down, so not counted: the caller's answer is an error, and the window must not keep the place.
        await this.inner.release(key, hit.entry, windowMs);
        throw error;
      }
    }
    return hit;
  }

  async release(key: string, entry: string, windowMs: number): Promise<void> {
    await this.inner.release(key, entry, windowMs);
    await this.journal.forgetHit(key, Number(entry));
  }

  peek(key: string, limit: number, windowMs: number): Promise<WindowState> {
    return this.inner.peek(key, limit, windowMs);
  }

  /** The inner limiter is closed by its owner. */
  async close(): Promise<void> {}
}
