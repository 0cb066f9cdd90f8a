// One contract, two table stores: refereed runs and matches held in memory (embedded) and in Redis (cluster).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { newTable } from '../../src/battery/table.ts';
import { RedisTableStore } from '../../src/cluster/table-store.ts';
import { MemoryTableStore, type TableEntry, type TableLimits, type TableStore } from '../../src/research/tables.ts';
import { openRedis, redisBackends } from '../helpers/redis-backends.ts';
import { dropRedisPrefix, uniquePrefix } from '../helpers/server.ts';

const MINUTE = 60_000;
const limits: TableLimits = { maxOpen: 2, idleMs: 15 * MINUTE, keepMs: 60 * MINUTE };
const prefixes: Array<[string, string]> = [];

afterAll(async () => {
  for (const [prefix, url] of prefixes) await dropRedisPrefix(prefix, url);
});

const implementations: Array<[string, () => TableStore | Promise<TableStore>]> = [
  ['memory', () => new MemoryTableStore(limits)],
  ...redisBackends.map(([name, url]): [string, () => Promise<TableStore>] => [
    name,
    async () => {
      const prefix = uniquePrefix();
      prefixes.push([prefix, url()]);
      return new RedisTableStore(await openRedis(url()), prefix, limits);
    },
  ]),
];

const T0 = Date.UTC(2026, 10, 27, 12);
let ids = 0;
const entry = (owner: string, at = T0): TableEntry => ({
  id: `table-${++ids}`,
  owner,
  table: newTable('run', 42, { A: { provider: 'p', model: 'm' } }),
  openedAt: at,
  activeAt: at,
});
/** A match whose seat B waits for another buyer (the invite's hash is opaque to the store). */
const invitedMatch = (owner: string, at = T0): TableEntry => ({
  ...entry(owner, at),
  seatB: { inviteHash: 'ab'.repeat(32), buyer: null },
  table: newTable('match', 42, { A: { provider: 'p', model: 'a' }, B: { provider: 'p', model: 'b' } }),
});
/** `match` with seat B taken by `buyer` at `at`. */
const joined = (match: TableEntry, buyer: string, at: number): TableEntry => ({ ...match, seatB: { ...match.seatB!, buyer }, activeAt: at });

describe.each(implementations)('referee tables (%s)', (_name, create) => {
  let store: TableStore;
  beforeEach(async () => {
    store = await create();
  });

  it('holds what it opened, and answers null for an id it never held', async () => {
    const opened = entry('buyer-1');
    expect(await store.open(opened, T0)).toBeNull();
    expect(await store.get(opened.id)).toEqual({ entry: opened, version: 1 });
    expect(await store.get('no-such-table')).toBeNull();
  });

  it("refuses a buyer's table past its open limit until one of them is idle past the limit; other buyers are not affected", async () => {
    const first = entry('buyer-1', T0);
    expect(await store.open(first, T0)).toBeNull();
    expect(await store.open(entry('buyer-1', T0 + MINUTE), T0 + MINUTE)).toBeNull();
    // The first one opened expires first: that is when another may be opened.
    expect(await store.open(entry('buyer-1', T0 + 2 * MINUTE), T0 + 2 * MINUTE)).toEqual({ retryAt: T0 + limits.idleMs });
    expect(await store.open(entry('buyer-2', T0 + 2 * MINUTE), T0 + 2 * MINUTE)).toBeNull();
    const later = T0 + limits.idleMs;
    expect(await store.open(entry('buyer-1', later), later)).toBeNull();
  });

  it('a decision keeps a table open (active); a completed table no longer counts against the limit', async () => {
    const a = entry('buyer-1');
    const b = entry('buyer-1');
    await store.open(a, T0);
    await store.open(b, T0);
    // a is played on: at T0 + idle, only b has gone idle, so one more may open.
    const played = { ...a, activeAt: T0 + 10 * MINUTE };
    expect(await store.replace(played, 1)).toBe(true);
    const at = T0 + limits.idleMs;
    expect(await store.open(entry('buyer-1', at), at)).toBeNull();
    expect(await store.open(entry('buyer-1', at), at)).toEqual({ retryAt: played.activeAt + limits.idleMs });
    // Completing a frees its place at once.
    expect(await store.replace({ ...played, table: { ...played.table, complete: true } }, 2)).toBe(true);
    expect(await store.open(entry('buyer-1', at), at)).toBeNull();
  });

  it("keeps a match's seat-B buyer, and counts the match against that buyer's open tables too until it completes", async () => {
    const match = invitedMatch('owner');
    expect(await store.open(match, T0)).toBeNull();
    expect((await store.get(match.id))!.entry.seatB).toEqual({ inviteHash: 'ab'.repeat(32), buyer: null });
    const taken = joined(match, 'joiner', T0 + MINUTE);
    expect(await store.join(taken, 1, T0 + MINUTE)).toBe('joined');
    expect(await store.get(match.id)).toEqual({ entry: taken, version: 2 });
    // The joiner holds one open table (the match) of its two places; the owner still holds it too.
    expect(await store.open(entry('joiner', T0 + MINUTE), T0 + MINUTE)).toBeNull();
    expect(await store.open(entry('joiner', T0 + MINUTE), T0 + MINUTE)).toEqual({ retryAt: taken.activeAt + limits.idleMs });
    expect(await store.open(entry('owner', T0 + MINUTE), T0 + MINUTE)).toBeNull();
    expect(await store.open(entry('owner', T0 + MINUTE), T0 + MINUTE)).toEqual({ retryAt: taken.activeAt + limits.idleMs });
    // A decision keeps it active for both; completing it frees a place of each.
    const played = { ...taken, activeAt: T0 + 5 * MINUTE };
    expect(await store.replace(played, 2)).toBe(true);
    const at = T0 + limits.idleMs + MINUTE;
    expect(await store.open(entry('joiner', at), at)).toBeNull();
    expect(await store.open(entry('joiner', at), at)).toEqual({ retryAt: played.activeAt + limits.idleMs });
    expect(await store.replace({ ...played, table: { ...played.table, complete: true } }, 3)).toBe(true);
    expect(await store.open(entry('joiner', at), at)).toBeNull();
    expect(await store.open(entry('owner', at), at)).toBeNull();
  });

  it('refuses a join past the joining buyer\'s open tables, and a join of a version another write replaced', async () => {
    const match = invitedMatch('owner');
    await store.open(match, T0);
    await store.open(entry('busy', T0), T0);
    await store.open(entry('busy', T0 + MINUTE), T0 + MINUTE);
    expect(await store.join(joined(match, 'busy', T0 + 2 * MINUTE), 1, T0 + 2 * MINUTE)).toEqual({ retryAt: T0 + limits.idleMs });
    expect((await store.get(match.id))!).toEqual({ entry: match, version: 1 });
    // Two buyers joining at once: one lands, the other finds the version moved on.
    const results = await Promise.all([store.join(joined(match, 'one', T0 + 3), 1, T0 + 3), store.join(joined(match, 'two', T0 + 3), 1, T0 + 3)]);
    expect([...results].sort()).toEqual(['joined', 'raced']);
    expect((await store.get(match.id))!.entry.seatB!.buyer).toBe(results[0] === 'joined' ? 'one' : 'two');
  });

  it('replaces only the version it read: of two racing writes one lands', async () => {
    const opened = entry('buyer-1');
    await store.open(opened, T0);
    const one = { ...opened, activeAt: T0 + 1 };
    const two = { ...opened, activeAt: T0 + 2 };
    const results = await Promise.all([store.replace(one, 1), store.replace(two, 1)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const held = await store.get(opened.id);
    expect(held!.version).toBe(2);
    expect(held!.entry).toEqual(results[0] ? one : two);
    expect(await store.replace({ ...opened, activeAt: T0 + 3 }, 1)).toBe(false);
  });
});

describe('memory tables', () => {
  it('forgets tables kept past keepMs after their last change', async () => {
    const store = new MemoryTableStore(limits);
    const old = entry('buyer-1');
    await store.open(old, T0);
    await store.open(entry('buyer-2', T0 + limits.keepMs), T0 + limits.keepMs);
    expect(await store.get(old.id)).toBeNull();
  });
});
