// Requests in flight per key (a research key, a client address), held from admission until the answer is written or
// the client has gone: a bound on concurrent work that an hourly window cannot give (a key's 1,000 an hour may all
// arrive in one second).
// Counted per instance: each instance bounds the work it does itself.

export class InFlight {
  private readonly held = new Map<string, number>();

  /**
   * Takes a place under every `[key, limit]` given, or none when any is full: a release to call once (more calls do
   * nothing), or null.
   */
  take(places: ReadonlyArray<readonly [key: string, limit: number]>): (() => void) | null {
    if (places.some(([key, limit]) => (this.held.get(key) ?? 0) >= limit)) return null;
    for (const [key] of places) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of places) {
        const left = this.held.get(key)! - 1;
        if (left === 0) this.held.delete(key);
        else this.held.set(key, left);
      }
    };
  }

  /** Keys holding places now (for tests and metrics). */
  get size(): number {
    return this.held.size;
  }
}
