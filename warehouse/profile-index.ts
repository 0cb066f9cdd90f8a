// An in-memory index of the profiles' `gamesPlayed` in page order, so any page of `min_games`-filtered profiles maps to
// a narrow `pos` range: the query then reads a few row groups whatever the offset (deep pages cost what the first does).

export class ProfileIndex {
  /** gamesPlayed per pos (ingest caps it at 100,000; 4 bytes a profile). */
  private constructor(private readonly gamesPlayed: Uint32Array) {}

  static empty(): ProfileIndex {
    return new ProfileIndex(new Uint32Array(0));
  }

  static fromGamesPlayed(values: ArrayLike<number>): ProfileIndex {
    return new ProfileIndex(Uint32Array.from(values));
  }

  get size(): number {
    return this.gamesPlayed.length;
  }

  /** How many profiles have at least `minGames` games. */
  count(minGames: number): number {
    let n = 0;
    for (const g of this.gamesPlayed) if (g >= minGames) n++;
    return n;
  }

  /**
   * The pos range [from, to) holding the matching profiles number `offset` to `offset + limit - 1`; empty past the end.
   * A linear scan of a typed array: a few milliseconds per million profiles.
   */
  range(minGames: number, offset: number, limit: number): { from: number; to: number } {
    const values = this.gamesPlayed;
    let seen = 0;
    let from = values.length;
    for (let pos = 0; pos < values.length; pos++) {
      if (values[pos]! < minGames) continue;
      if (seen === offset) from = pos;
      seen++;
      if (seen === offset + limit) return { from, to: pos + 1 };
    }
    return { from, to: values.length };
  }
}
