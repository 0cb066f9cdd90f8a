// Batches "key last used at" writes: the hot path must not write to storage on every tool run.

export class KeyUseBuffer {
  private pending = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (uses: ReadonlyMap<string, number>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    flushEveryMs = 5_000,
  ) {
    this.timer = setInterval(() => void this.flush(), flushEveryMs);
    this.timer.unref();
  }

  note(hash: string, at: number): void {
    this.pending.set(hash, at);
  }

  /** The newest use not yet written, so listings are current before the flush. */
  latest(hash: string): number | undefined {
    return this.pending.get(hash);
  }

  forget(hash: string): void {
    this.pending.delete(hash);
  }

  flush(): Promise<void> {
    if (this.pending.size === 0) return this.flushing;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch)).catch(this.onError);
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
