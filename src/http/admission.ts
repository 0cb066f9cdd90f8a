// What one client address, and all clients together, may hold of the server at once: places per address, and the
// bytes of answers waiting for clients that read slowly.

/** Places per client address (requests waiting on their client, bodies arriving): one address cannot take them all. */
export class AddressSlots {
  private readonly counts = new Map<string, number>();

  constructor(readonly perAddress: number) {}

  /** Takes a place for `address`; false when it holds every place it may. */
  admit(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.perAddress) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = this.counts.get(address)! - 1;
    if (count === 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}

/**
 * Bytes of answers that did not go out at once because their client reads slower than we write: the rest of a body,
 * or a stream's piece parked in uWS. Over the budget, the answer that would need more is cut instead of held.
 */
export class PendingBytes {
  private held = 0;

  constructor(readonly budget: number) {}

  reserve(bytes: number): boolean {
    if (this.held + bytes > this.budget) return false;
    this.held += bytes;
    return true;
  }

  release(bytes: number): void {
    this.held -= bytes;
  }
}
