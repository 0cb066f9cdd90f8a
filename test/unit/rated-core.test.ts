// Who is rated (src/research/ratings-cache.ts, ratedCore): a model needs MIN_OPPONENTS distinct opponents that are
// rated themselves; the rest are provisional, and their matches count for no one's rating.
import { describe, expect, it } from 'vitest';
import type { StoredHeadToHead } from '../../src/research/benchmark.ts';
import { MIN_OPPONENTS, ratedCore } from '../../src/research/ratings-cache.ts';

let ids = 0;
const match = (playerA: string, playerB: string, winsA = 1, winsB = 1, draws = 0) =>
  ({ matchId: `m${++ids}`, playerA, playerB, winsA, winsB, draws }) as StoredHeadToHead;
/** Every pair of `models` meets once. */
const roundRobin = (models: string[]) => models.flatMap((a, i) => models.slice(i + 1).map((b) => match(a, b)));
const provisionalNames = (matches: StoredHeadToHead[]) => ratedCore(matches).provisional.map((m) => m.model);

describe('ratedCore', () => {
  it(`needs ${MIN_OPPONENTS} opponents: four models that all met are rated, three that all met are not`, () => {
    const four = roundRobin(['a', 'b', 'c', 'd']);
    expect(ratedCore(four)).toMatchObject({ rated: four, provisional: [] });
    expect(provisionalNames(roundRobin(['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
  });

  it('sets aside a model with few opponents and its matches, and lists it with its games and opponents', () => {
    const four = roundRobin(['a', 'b', 'c', 'd']);
    const extra = [match('e', 'a', 3, 0, 1), match('a', 'e', 0, 2)];
    const { rated, provisional, opponents } = ratedCore([...four, ...extra]);
    expect(rated).toEqual(four);
    expect(provisional).toEqual([{ model: 'e', rating: null, ci95: null, games: 6, provisional: true, opponents: 1 }]);
    expect(opponents.get('a')).toBe(4);
  });

  it('removes in cascade: a model left short by a removal is removed too', () => {
    // c and d never met: each has two opponents; without them a and b have one each.
    const matches = [match('a', 'b'), match('a', 'c'), match('a', 'd'), match('b', 'c'), match('b', 'd')];
    expect(provisionalNames(matches)).toEqual(['a', 'b', 'c', 'd']);
    // One more model meeting everyone keeps all five: each now has at least three.
    expect(provisionalNames([...matches, ...['a', 'b', 'c', 'd'].map((m) => match('e', m))])).toEqual([]);
  });

  it('a pair of names that only play each other, however often, gets no rating and moves no one', () => {
    const field = roundRobin(['a', 'b', 'c', 'd']);
    const collusion = Array.from({ length: 50 }, () => match('sock:one', 'sock:two', 10, 0));
    const { rated, provisional } = ratedCore([...field, ...collusion, match('sock:one', 'a', 10, 0)]);
    expect(rated).toEqual(field);
    expect(provisional.map((m) => [m.model, m.opponents])).toEqual([['sock:one', 2], ['sock:two', 1]]);
  });
});
