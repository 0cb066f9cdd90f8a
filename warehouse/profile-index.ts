// An in-memory index of the profiles in page order (date, then sid): each profile's page key and gamesPlayed. Any
// page of `min_games`-filtered profiles maps to a range of page keys, so the query reads the same few rows whatever
// the offset (deep pages cost what the first does), and a load only merges its new keys in: nothing is renumbered.

/** The documented page order as one number, stored as `profiles.page_key`: exact in a double (date < 2^21, sid < 2^32). */
export const pageKey = (date: number, sid: number): number => date * 2 ** 32 + sid;

export class ProfileIndex {
  private constructor(
    /** Page keys, ascending. */
    private readonly keys: Float64Array,
    /** gamesPlayed of the profile with the same position (ingest caps it at 100,000). */
    private readonly gamesPlayed: Uint32Array,
  ) {}

  static empty(): ProfileIndex {
    return new ProfileIndex(new Float64Array(0), new Uint32Array(0));
  }

  /** From profiles already in page order. */
  static sorted(keys: ArrayLike<number>, gamesPlayed: ArrayLike<number>): ProfileIndex {
    return new ProfileIndex(Float64Array.from(keys), Uint32Array.from(gamesPlayed));
  }

  /** The index as bytes (the keys, then gamesPlayed, in this machine's byte order): a snapshot carries it. */
  toBytes(): Buffer {
    const bytes = Buffer.allocUnsafe(this.keys.byteLength + this.gamesPlayed.byteLength);
    bytes.set(new Uint8Array(this.keys.buffer, this.keys.byteOffset, this.keys.byteLength), 0);
    bytes.set(new Uint8Array(this.gamesPlayed.buffer, this.gamesPlayed.byteOffset, this.gamesPlayed.byteLength), this.keys.byteLength);
    return bytes;
  }

  static fromBytes(bytes: Uint8Array): ProfileIndex {
    const size = bytes.byteLength / 12;
    if (!Number.isInteger(size)) throw new Error(`a profile index has 12 bytes per profile, not ${bytes.byteLength} in all`);
    const keys = new Float64Array(size);
    const gamesPlayed = new Uint32Array(size);
    new Uint8Array(keys.buffer).set(bytes.subarray(0, 8 * size));
    new Uint8Array(gamesPlayed.buffer).set(bytes.subarray(8 * size));
    return new ProfileIndex(keys, gamesPlayed);
  }

  get size(): number {
    return this.keys.length;
  }

  /** A new index: this one without the `removed` keys, with `added` profiles (in any order) merged in. */
  update(removed: ReadonlySet<number>, added: { keys: ArrayLike<number>; gamesPlayed: ArrayLike<number> }): ProfileIndex {
    if (removed.size === 0 && added.keys.length === 0) return this;
    const order = Array.from({ length: added.keys.length }, (_, i) => i).sort((a, b) => added.keys[a]! - added.keys[b]!);
    let kept = 0;
    for (const key of this.keys) if (!removed.has(key)) kept++;
    const keys = new Float64Array(kept + order.length);
    const gamesPlayed = new Uint32Array(keys.length);
    let i = 0;
    let j = 0;
    for (let at = 0; at < keys.length; at++) {
      while (i < this.keys.length && removed.has(this.keys[i]!)) i++;
      if (j >= order.length || (i < this.keys.length && this.keys[i]! < added.keys[order[j]!]!)) {
        keys[at] = this.keys[i]!;
        gamesPlayed[at] = this.gamesPlayed[i++]!;
      } else {
        keys[at] = added.keys[order[j]!]!;
        gamesPlayed[at] = added.gamesPlayed[order[j++]!]!;
      }
    }
    return new ProfileIndex(keys, gamesPlayed);
  }

  /** How many profiles have at least `minGames` games. */
  count(minGames: number): number {
    let n = 0;
    for (const g of this.gamesPlayed) if (g >= minGames) n++;
    return n;
  }

  /**
   * The page keys (first and last, inclusive) of the matching profiles number `offset` to `offset + limit - 1`, or
   * null past the end. A linear scan of a typed array: a few milliseconds per million profiles.
   */
  range(minGames: number, offset: number, limit: number): { first: number; last: number } | null {
    const games = this.gamesPlayed;
    let seen = 0;
    let first: number | null = null;
    let last = 0;
    for (let at = 0; at < games.length && seen < offset + limit; at++) {
      if (games[at]! < minGames) continue;
      if (seen === offset) first = this.keys[at]!;
      last = this.keys[at]!;
      seen++;
    }
    return first === null ? null : { first, last };
  }
}
