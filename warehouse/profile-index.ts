// An in-memory index of the profiles' `gamesPlayed` in page order, so any page of `min_games`-filtered profiles maps to
// a narrow `pos` range: the query then reads a few row groups whatever the offset (deep pages cost what the first does).

export class ProfileIndex {
  /** gamesPlayed per pos, capped at 255 (every min_games filter above that reads as 255). */
  private constructor(private readonly gamesPlayed: Uint8Array) {}

  static empty(): ProfileIndex {
    return new ProfileIndex(new Uint8Array(0));
  }

  static fromGamesPlayed(values: ArrayLike<number>): ProfileIndex {
    const capped = new Uint8Array(values.length);
    for (let i = 0; i < values.length; i++) capped[i] = Math.min(255, values[i]!);
    return new ProfileIndex(capped);
  }

  get size(): number {
    return this.gamesPlayed.length;
  }

  /** How many profiles have at least `minGames` games. */
  count(minGames: number): number {
    const floor = Math.min(255, minGames);
    let n = 0;
    for (const g of this.gamesPlayed) if (g >= floor) n++;
    return n;
  }

  /**
   * The pos range [from, to) holding the matching profiles number `offset` to `offset + limit - 1`; empty past the end.
   * A linear scan of a byte array: about a millisecond per million profiles.
   */
  range(minGames: number, offset: number, limit: number): { from: number; to: number } {
    const floor = Math.min(255, minGames);
    const values = this.gamesPlayed;
    let seen = 0;
    let from = values.length;
    for (let pos = 0; pos < values.length; pos++) {
      if (values[pos]! < floor) continue;
      if (seen === offset) from = pos;
      seen++;
      if (seen === offset + limit) return { from, to: pos + 1 };
    }
    return { from, to: values.length };
  }
}
