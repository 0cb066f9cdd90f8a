// One contract, three limiters: the in-memory log, the Redis Lua script, and the in-memory log whose long windows are
// written down in control.duckdb (embedded mode's, for the referee's day), all against the same clock moves.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlidingWindowLimiter } from '../../src/limits/limiter.ts';
import path from 'node:path';
import { JournaledLimiter } from '../../src/limits/journaled-limiter.ts';
import { MemorySlidingWindowLimiter } from '../../src/limits/memory-limiter.ts';
import { RedisSlidingWindowLimiter } from '../../src/cluster/limiter.ts';
import { DuckDbControlStore } from '../../src/control/duckdb-store.ts';
import { openRedis, redisBackends } from '../helpers/redis-backends.ts';
import { dropRedisPrefix, manualClock, tempDir, uniquePrefix } from '../helpers/server.ts';

const HOUR = 3_600_000;
const prefixes: Array<[string, string]> = [];
const journals: DuckDbControlStore[] = [];

afterAll(async () => {
  for (const [prefix, url] of prefixes) await dropRedisPrefix(prefix, url);
  for (const journal of journals) await journal.close();
});

const openJournal = async () => {
  const journal = await DuckDbControlStore.open(path.join(await tempDir(), 'control.duckdb'));
  journals.push(journal);
  return journal;
};

const implementations: Array<[string, (clock: () => number) => SlidingWindowLimiter | Promise<SlidingWindowLimiter>]> = [
  ['memory', (clock) => new MemorySlidingWindowLimiter(clock)],
  // Every window here is an hour: journaled from an hour up, each hit goes through the journal.
  ['journaled', async (clock) => JournaledLimiter.open(new MemorySlidingWindowLimiter(clock), await openJournal(), HOUR, 24 * HOUR, clock())],
  ...redisBackends.map(([name, url]): [string, (clock: () => number) => Promise<SlidingWindowLimiter>] => [
    name,
    async (clock) => {
      const prefix = uniquePrefix();
      prefixes.push([prefix, url()]);
      return new RedisSlidingWindowLimiter(await openRedis(url()), prefix, clock);
    },
  ]),
];

describe.each(implementations)('sliding window limiter (%s)', (_name, create) => {
  let clock: ReturnType<typeof manualClock>;
  let limiter: SlidingWindowLimiter;

  beforeEach(async () => {
    clock = manualClock();
    limiter = await create(clock);
  });

  it('counts exactly and reports what remains', async () => {
    const states = [];
    for (let i = 0; i < 5; i++) {
      states.push(await limiter.hit('k', 3, HOUR));
      clock.advance(1000);
    }
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false, false]);
    expect(states.map((s) => s.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(states.every((s) => s.limit === 3)).toBe(true);
  });

  it('reports resetAt as the moment the oldest request leaves the window', async () => {
    const start = clock();
    expect((await limiter.peek('k', 3, HOUR)).resetAt).toBe(start + HOUR);
    expect((await limiter.hit('k', 3, HOUR)).resetAt).toBe(start + HOUR);
    clock.advance(60_000);
    const second = await limiter.hit('k', 3, HOUR);
    expect(second.resetAt).toBe(start + HOUR);
    expect(second.remaining).toBe(1);
  });

  it('slides: each request frees its slot exactly one window after it was made', async () => {
    const start = clock();
    await limiter.hit('k', 2, HOUR);
    clock.advance(10 * 60_000);
    await limiter.hit('k', 2, HOUR);
    const refused = await limiter.hit('k', 2, HOUR);
    expect(refused.allowed).toBe(false);
    expect(refused.resetAt).toBe(start + HOUR);

    clock.set(start + HOUR - 1);
    expect((await limiter.hit('k', 2, HOUR)).allowed).toBe(false);
    clock.set(start + HOUR);
    const freed = await limiter.hit('k', 2, HOUR);
    expect(freed.allowed).toBe(true);
    expect(freed.remaining).toBe(0);
    expect(freed.resetAt).toBe(start + 10 * 60_000 + HOUR);
    expect((await limiter.hit('k', 2, HOUR)).allowed).toBe(false);
  });

  it('drops every request that has left the window at once, however many', async () => {
    const start = clock();
    for (let i = 0; i < 40; i++) {
      await limiter.hit('k', 100, HOUR);
      clock.advance(1);
    }
    clock.set(start + 10 * 60_000);
    for (let i = 0; i < 5; i++) await limiter.hit('k', 100, HOUR);
    // The 37 made at start … start + 36 have left; the three after them and the five remain.
    clock.set(start + HOUR + 36);
    expect(await limiter.peek('k', 100, HOUR)).toMatchObject({ used: 8, resetAt: start + 37 + HOUR });
    clock.set(start + HOUR + 10 * 60_000);
    expect(await limiter.peek('k', 100, HOUR)).toMatchObject({ used: 0, remaining: 100, resetAt: clock() + HOUR });
  });

  it('does not record refused requests, so hammering does not extend the wait', async () => {
    const start = clock();
    await limiter.hit('k', 1, HOUR);
    for (let i = 0; i < 10; i++) {
      clock.advance(60_000);
      expect((await limiter.hit('k', 1, HOUR)).allowed).toBe(false);
    }
    clock.set(start + HOUR);
    expect((await limiter.hit('k', 1, HOUR)).allowed).toBe(true);
  });

  it('peek reports without recording', async () => {
    await limiter.hit('k', 2, HOUR);
    const peeked = await limiter.peek('k', 2, HOUR);
    expect(peeked).toMatchObject({ allowed: true, remaining: 1, used: 1 });
    expect((await limiter.peek('k', 2, HOUR)).remaining).toBe(1);
    expect((await limiter.peek('never-used', 2, HOUR)).used).toBe(0);
    // A limit lowered below what was already used: `used` still says how many.
    await limiter.hit('k', 2, HOUR);
    expect(await limiter.peek('k', 1, HOUR)).toMatchObject({ allowed: false, remaining: 0, used: 2 });
  });

  it('keeps keys apart', async () => {
    await limiter.hit('a', 1, HOUR);
    expect((await limiter.hit('a', 1, HOUR)).allowed).toBe(false);
    expect((await limiter.hit('b', 1, HOUR)).allowed).toBe(true);
  });

  it('honours a lowered limit at once (a plan moved down)', async () => {
    for (let i = 0; i < 5; i++) await limiter.hit('k', 10, HOUR);
    const state = await limiter.hit('k', 3, HOUR);
    expect(state).toMatchObject({ allowed: false, remaining: 0, limit: 3 });
  });

  it('admits exactly 100 of 200 concurrent hits on a limit of 100', async () => {
    const states = await Promise.all(Array.from({ length: 200 }, () => limiter.hit('burst', 100, HOUR)));
    expect(states.filter((s) => s.allowed)).toHaveLength(100);
    expect((await limiter.peek('burst', 100, HOUR)).remaining).toBe(0);
  });

  it('names each recorded hit so it can be released; a refused hit names none', async () => {
    const first = await limiter.hit('k', 2, HOUR);
    const second = await limiter.hit('k', 2, HOUR);
    const refused = await limiter.hit('k', 2, HOUR);
    expect(typeof first.entry).toBe('string');
    expect(typeof second.entry).toBe('string');
    expect([refused.allowed, refused.entry]).toEqual([false, null]);

    await limiter.release('k', first.entry!, HOUR);
    expect((await limiter.peek('k', 2, HOUR)).remaining).toBe(1);
    const again = await limiter.hit('k', 2, HOUR);
    expect([again.allowed, again.remaining]).toEqual([true, 0]);
    expect((await limiter.hit('k', 2, HOUR)).allowed).toBe(false);
  });

  it('releases only the named entry, also among hits of the same millisecond', async () => {
    const start = clock();
    const a = await limiter.hit('k', 3, HOUR);
    const b = await limiter.hit('k', 3, HOUR);
    clock.advance(60_000);
    const c = await limiter.hit('k', 3, HOUR);
    await limiter.release('k', c.entry!, HOUR);
    // The oldest entries stay, so the reset moment is still the first hit's.
    expect(await limiter.peek('k', 3, HOUR)).toMatchObject({ remaining: 1, resetAt: start + HOUR });
    await limiter.release('k', a.entry!, HOUR);
    expect((await limiter.peek('k', 3, HOUR)).remaining).toBe(2);
    await limiter.release('k', b.entry!, HOUR);
    expect((await limiter.peek('k', 3, HOUR)).remaining).toBe(3);
  });

  it('ignores the release of an entry that has left the window or belongs to another key', async () => {
    const old = await limiter.hit('k', 1, HOUR);
    clock.advance(HOUR);
    const current = await limiter.hit('k', 1, HOUR);
    expect(current.allowed).toBe(true);
    await limiter.release('k', old.entry!, HOUR);
    await limiter.release('other', current.entry!, HOUR);
    expect((await limiter.hit('k', 1, HOUR)).allowed).toBe(false);
  });

  it('never holds more than the limit while concurrent reservations are taken and released', async () => {
    // 200 attempts at once on a limit of 10 (the login throttle's shape): 10 are admitted, the rest refused.
    const first = await Promise.all(Array.from({ length: 200 }, () => limiter.hit('login', 10, HOUR)));
    const admitted = first.filter((s) => s.allowed);
    expect(admitted).toHaveLength(10);
    expect(first.filter((s) => s.entry !== null)).toHaveLength(10);

    // Three of them turn out to be successes and are released while 50 more attempts arrive: at most three get in.
    const second = await Promise.all([
      ...admitted.slice(0, 3).map((s) => limiter.release('login', s.entry!, HOUR).then(() => null)),
      ...Array.from({ length: 50 }, () => limiter.hit('login', 10, HOUR)),
    ]);
    const late = second.filter((s) => s !== null && s.allowed);
    expect(late.length).toBeLessThanOrEqual(3);
    expect((await limiter.peek('login', 10, HOUR)).remaining).toBe(3 - late.length);
    expect((await limiter.hit('login', 10, HOUR)).allowed).toBe(3 - late.length > 0);
  });
});

describe('journaled limiter across a restart', () => {
  const DAY = 24 * HOUR;
  const restart = (journal: DuckDbControlStore, clock: () => number) => JournaledLimiter.open(new MemorySlidingWindowLimiter(clock), journal, DAY, DAY, clock());

  it('a new process restores the day’s hits: released ones and those past the day are gone, short windows are not kept', async () => {
    const clock = manualClock();
    const journal = await openJournal();
    const before = await restart(journal, clock);
    for (let i = 0; i < 3; i++) {
      await before.hit('day:a', 3, DAY);
      clock.advance(HOUR);
    }
    const released = await before.hit('day:b', 3, DAY);
    await before.release('day:b', released.entry!, DAY);
    await before.hit('day:b', 3, DAY);
    await before.hit('ten-minutes:a', 1, 10 * 60_000);

    const after = await restart(journal, clock);
    expect(await after.hit('day:a', 3, DAY)).toMatchObject({ allowed: false, resetAt: manualClock()() + DAY });
    expect((await after.peek('day:b', 3, DAY)).used).toBe(1);
    expect((await after.hit('ten-minutes:a', 1, 10 * 60_000)).allowed).toBe(true);

    // A day after the first hit it has left the window, and a later start does not read it back.
    clock.set(manualClock()() + DAY);
    const later = await restart(journal, clock);
    expect((await later.peek('day:a', 3, DAY)).used).toBe(2);
    expect((await journal.hitsSince(0)).filter((hit) => hit.key === 'day:a')).toHaveLength(2); // the oldest is dropped
  });

  it('hits in one millisecond are each kept, and a release forgets one of them', async () => {
    const clock = manualClock();
    const journal = await openJournal();
    const before = await restart(journal, clock);
    const hits = await Promise.all([1, 2, 3].map(() => before.hit('day:c', 5, DAY)));
    await before.release('day:c', hits[0]!.entry!, DAY);
    expect((await (await restart(journal, clock)).peek('day:c', 5, DAY)).used).toBe(2);
  });
});

describe.each(redisBackends)('the Redis log’s life (%s)', (_name, url) => {
  it('starts at the first entry and again whenever the oldest leaves or is released; a request in between leaves it alone', async () => {
    const redis = await openRedis(url());
    const prefix = uniquePrefix();
    prefixes.push([prefix, url()]);
    const clock = manualClock();
    const limiter = new RedisSlidingWindowLimiter(redis, prefix, clock);
    const log = limiter.logKey('k');
    const start = clock();
    await limiter.hit('k', 10, HOUR);
    expect(await redis.pttl(log)).toBeGreaterThan(2 * HOUR - 60_000);
    // As if most of its life had passed: a request that leaves the oldest in the window does not extend it …
    await redis.pexpire(log, 60_000);
    clock.advance(30 * 60_000);
    await limiter.hit('k', 10, HOUR);
    expect(await redis.pttl(log)).toBeLessThanOrEqual(60_000);
    // … the oldest leaving does: the newest is now the oldest, and lives two windows from here.
    clock.set(start + HOUR);
    expect(await limiter.hit('k', 10, HOUR)).toMatchObject({ used: 2, resetAt: start + 30 * 60_000 + HOUR });
    expect(await redis.pttl(log)).toBeGreaterThan(2 * HOUR - 60_000);
    // A release may take the oldest: the life starts again.
    await redis.pexpire(log, 60_000);
    const hit = await limiter.hit('k', 10, HOUR);
    await limiter.release('k', hit.entry!, HOUR);
    expect(await redis.pttl(log)).toBeGreaterThan(2 * HOUR - 60_000);
  });
});
