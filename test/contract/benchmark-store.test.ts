// One contract, two benchmark ledgers under the one BenchmarkStore: the warehouse's tables (embedded) and Redis
// (cluster: every instance sees every instance's runs and matches, and an id or a play — the same seed and decisions —
// is stored once across instances).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptMatch, type AcceptedMatch } from '../../src/battery/match.ts';
import { rescoreReport } from '../../src/battery/rescore.ts';
import { checkMatch, checkReport, matchVerification, withStanding, type MatchRelay, type MatchVerification, type StoredHeadToHead, type StoredReport } from '../../src/research/benchmark.ts';
import { BenchmarkStore, DuckDbBenchmarkLedger, type BenchmarkLedger, type ScoredReport } from '../../warehouse/benchmark-store.ts';
import { RedisBenchmarkLedger } from '../../src/cluster/benchmark-ledger.ts';
import { Warehouse } from '../../warehouse/warehouse.ts';
import { makeMatch, makeReport, makeVerifiedMatch, POOL, SERVER_BASELINE, type ReportOptions, type Winner } from '../helpers/benchmark.ts';
import { connectRedis } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { redisBackends } from '../helpers/redis-backends.ts';
import { REDIS_URL, dropRedisPrefix, tempDir, uniquePrefix } from '../helpers/server.ts';

const admin = new Redis(REDIS_URL);
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  admin.disconnect();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A store over a ledger of the data set under test: each view is another instance's (or a restart's). */
interface View {
  store: BenchmarkStore;
  ledger: BenchmarkLedger;
}

const implementations: Array<[string, () => Promise<() => Promise<View>>]> = [
  [
    'duckdb',
    async () => {
      const dir = await tempDir();
      const warehouse = await Warehouse.open(dir);
      cleanups.push(async () => {
        await warehouse.close();
        await rm(dir, { recursive: true, force: true });
      });
      return async () => {
        const ledger = new DuckDbBenchmarkLedger(warehouse.writer);
        const store = await BenchmarkStore.open(ledger);
        cleanups.push(() => store.close());
        return { store, ledger };
      };
    },
  ],
  ...redisBackends.map(([name, url]): [string, () => Promise<() => Promise<View>>] => [
    name,
    async () => {
      const prefix = uniquePrefix();
      cleanups.push(() => dropRedisPrefix(prefix, url()));
      return async () => {
        // A connection per view, as per instance.
        const redis = await connectRedis(url(), createLogger('silent'));
        const ledger = new RedisBenchmarkLedger(redis, prefix);
        const store = await BenchmarkStore.open(ledger);
        cleanups.push(async () => {
          await store.close();
          redis.disconnect();
        });
        return { store, ledger };
      };
    },
  ]),
];

let played = 0;
/**
 * A report as the server stores it: checked and re-scored like a submit, self-reported. Unless `bot` and `seed` say
 * which, each is another pooled run: the store refuses a second copy of one play.
 */
async function scoredReport(options: ReportOptions = {}): Promise<ScoredReport> {
  const { bot, seed } = options.bot === undefined && options.seed === undefined ? POOL[played++ % POOL.length]! : options;
  const { report } = await rescoreReport(checkReport({ report: makeReport({ ...options, bot, seed }) }), SERVER_BASELINE);
  return withStanding(report, 'self-reported');
}

/**
 * A replayed match as the server stores it (`verification` and `relay` when others are given), with its seed and
 * transcripts.
 */
async function playedMatch(
  playerA: string,
  playerB: string,
  options: { seed?: number; matchId?: string; verification?: MatchVerification; relay?: MatchRelay } = {},
): Promise<AcceptedMatch> {
  const match = await makeVerifiedMatch(playerA, playerB, { seed: options.seed ?? 1, games: ['prisoners-dilemma', 'stag-hunt'], ...(options.matchId ? { matchId: options.matchId } : {}) });
  const { record } = await acceptMatch(checkMatch(match));
  return { ...record, ...(options.verification ? matchVerification(options.verification) : {}), ...(options.relay ? { relay: options.relay } : {}) };
}

/** A match as the server stores it: checked and accepted like a submit. */
async function acceptedMatch(matchId?: string, playerA = 'openai:gpt-4o', winners: Winner[] = ['A', 'B', 'draw']): Promise<AcceptedMatch> {
  const match = makeMatch(playerA, 'anthropic:claude-3', winners, matchId === undefined ? {} : { matchId });
  return (await acceptMatch(checkMatch(match))).record;
}

const storedMatch = async (matchId = `m-${randomUUID()}`): Promise<StoredHeadToHead> => ({ ...(await acceptedMatch(matchId)), matchId });
/** Whether the store stored what it was given (rather than refusing it). */
const isStored = <T extends object>(answer: T | { refused: string }): answer is T => !('refused' in answer);
const newId = (kind: string) => `${kind}-${randomUUID()}`;

/** Polls until `done` holds; fails only at the `ms` bound, never on how fast it was. */
const until = (done: () => boolean, ms = 10_000): Promise<void> =>
  vi.waitFor(() => expect(done()).toBe(true), { timeout: ms, interval: 5 });

describe.each(implementations)('benchmark store (%s)', (name, dataSet) => {
  let view: () => Promise<View>;
  let store: BenchmarkStore;
  beforeEach(async () => {
    view = await dataSet();
    ({ store } = await view());
  });

  it('stores a run and a match and reads them back, moving the versions', async () => {
    expect([store.version, store.refereedVersion, store.size, store.synthetic]).toEqual([0, 0, { runs: 0, matches: 0 }, false]);
    const runId = newId('run');
    const report = await scoredReport({ runId, model: 'gpt-4o-mini' });
    const run = await store.addRun(report);
    expect(run).toEqual({ ...report, runId });
    expect(store.run(runId)).toEqual(run);
    expect([...store.allRuns()]).toEqual([run]);
    expect([store.version, store.refereedVersion]).toEqual([1, 0]);

    const matchId = newId('match');
    const match = await store.addMatch(await acceptedMatch(matchId));
    expect(match).toMatchObject({ matchId, playerA: 'openai:gpt-4o', winsA: 1, winsB: 1, draws: 1, verification: 'unverified', verified: false });
    expect(store.hasMatch(matchId)).toBe(true);
    expect(store.hasMatch('never-stored')).toBe(false);
    expect([...store.allMatches()]).toEqual([match]);
    // The ratings depend on the matches that count alone: an unverified one leaves their version.
    expect([store.version, store.refereedVersion, store.size]).toEqual([2, 0, { runs: 1, matches: 1 }]);
    await store.addMatch(await playedMatch('a:x', 'b:y'));
    expect([store.version, store.refereedVersion]).toEqual([3, 0]);
    // So does a refereed one that one buyer relayed.
    await store.addMatch(await playedMatch('a:x', 'b:y', { seed: 3, verification: 'refereed', relay: 'one-buyer' }));
    expect([store.version, store.refereedVersion]).toEqual([4, 0]);
    await store.addMatch(await playedMatch('a:x', 'b:y', { seed: 2, verification: 'refereed', relay: 'two-buyers' }));
    expect([store.version, store.refereedVersion]).toEqual([5, 1]);
    await store.addMatch(await playedMatch('a:x', 'b:y', { seed: 4, verification: 'provider-verified' }));
    expect([store.version, store.refereedVersion]).toEqual([6, 2]);
  });

  it('assigns a runId and a matchId when absent', async () => {
    const run = await store.addRun(await scoredReport());
    const match = await store.addMatch(await acceptedMatch());
    expect((run as StoredReport).runId).toMatch(/^[0-9a-f-]{36}$/);
    expect((match as StoredHeadToHead).matchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.run((run as StoredReport).runId)).toEqual(run);
    expect(store.hasMatch((match as StoredHeadToHead).matchId)).toBe(true);
  });

  it('refuses a taken id, and stores an id submitted many times at once exactly once', async () => {
    const runId = newId('run');
    expect(await store.addRun(await scoredReport({ runId }))).toHaveProperty('runId', runId);
    const version = store.version;
    expect(await store.addRun(await scoredReport({ runId, model: 'other' }))).toEqual({ refused: 'id' });
    expect(store.run(runId)!.model).toBe('gpt-4o');
    expect(store.version).toBe(version);

    const reports = await Promise.all(Array.from({ length: 5 }, (_, i) => scoredReport({ runId: 'raced', model: `m${i}` })));
    const runs = await Promise.all(reports.map((r) => store.addRun(r)));
    expect(runs.filter(isStored)).toHaveLength(1);
    expect(runs.filter((r) => !isStored(r))).toEqual(Array(4).fill({ refused: 'id' }));
    expect(store.run('raced')).toEqual(runs.find(isStored));

    const match = await acceptedMatch('raced-match');
    const matches = await Promise.all(Array.from({ length: 5 }, () => store.addMatch(match)));
    expect(matches.filter(isStored)).toHaveLength(1);
    expect(await store.addMatch(match)).toEqual({ refused: 'id' });
    expect(store.size).toEqual({ runs: 2, matches: 1 });
    const reopened = (await view()).store;
    expect(reopened.size).toEqual({ runs: 2, matches: 1 });
    expect(reopened.run('raced')).toEqual(store.run('raced'));
  });

  it('stores many records at once, skipping taken ids and repeats', async () => {
    const taken = newId('run');
    await store.addRun(await scoredReport({ runId: taken }));
    const takenMatch = await storedMatch();
    await store.addMatch(takenMatch);
    const [x, y] = [newId('run'), newId('run')];
    const reports = await Promise.all([scoredReport({ runId: taken, model: 'dup' }), scoredReport({ runId: x }), scoredReport({ runId: y }), scoredReport({ runId: x, model: 'dup' })]);
    const fresh = await storedMatch();
    const added = await store.addMany([...reports, await scoredReport()], [takenMatch, fresh, fresh], false);
    expect(added).toEqual({ runs: 3, matches: 1 });
    expect(store.size).toEqual({ runs: 4, matches: 2 });
    expect(store.run(taken)!.model).toBe('gpt-4o');
    expect(store.run(x)!.model).toBe('gpt-4o');
    expect(await store.addMany(reports, [fresh], false)).toEqual({ runs: 0, matches: 0 });
    const reopened = (await view()).store;
    expect(reopened.size).toEqual({ runs: 4, matches: 2 });
    expect(reopened.run(x)).toEqual(store.run(x));
  });

  it('is synthetic only while every record is demo data', async () => {
    expect(store.synthetic).toBe(false);
    await store.addMany([await scoredReport()], [await storedMatch()], true);
    expect(store.synthetic).toBe(true);
    expect((await view()).store.synthetic).toBe(true);
    await store.addMatch(await acceptedMatch());
    expect(store.synthetic).toBe(false);
    const reopened = (await view()).store;
    expect([reopened.synthetic, reopened.size]).toEqual([false, { runs: 1, matches: 2 }]);
  });

  it('loads everything back when reopened, with fresh versions', async () => {
    const runs = await Promise.all([1, 2, 3].map((seed) => scoredReport({ seed, runId: newId('run') })));
    for (const r of runs) await store.addRun(r);
    const matches = [await storedMatch(), await storedMatch()];
    await store.addMany([], matches, false);
    const reopened = (await view()).store;
    expect([reopened.size, reopened.version, reopened.refereedVersion, reopened.synthetic]).toEqual([{ runs: 3, matches: 2 }, 0, 0, false]);
    for (const r of runs) expect(reopened.run(r.runId!)).toEqual(store.run(r.runId!));
    expect(new Set(reopened.allMatches())).toEqual(new Set(store.allMatches()));
    await reopened.addMatch(await playedMatch('a:x', 'b:y', { verification: 'refereed', relay: 'two-buyers' }));
    expect([reopened.version, reopened.refereedVersion]).toEqual([1, 1]);
  });

  it('loads demo matches refereed before `relay` existed as two-buyers (the demo\'s own two seats); other such matches stay without it', async () => {
    const legacy = async (seed: number) => ({ ...(await playedMatch('a:x', 'b:y', { seed, verification: 'refereed' })), matchId: newId('match') });
    const [demo, bought] = [await legacy(5), await legacy(6)];
    await store.addMany([], [demo], true);
    await store.addMany([], [bought], false);
    const reopened = (await view()).store;
    expect([reopened.match(demo.matchId)?.relay, reopened.match(bought.matchId)?.relay]).toEqual(['two-buyers', undefined]);
  });

  it('refuses a run or a match that repeats a stored play, whatever its id, names, date, settings and fallback flags', async () => {
    const first = (await store.addRun(await scoredReport({ bot: 'random', seed: 9, runId: newId('run') }))) as StoredReport;
    const copy = await scoredReport({ bot: 'random', seed: 9, provider: 'other', model: 'renamed', date: '2026-02-01', settings: { temperature: 1 } });
    copy.games[0]!.decisions[0]!.fallback = true;
    const version = store.version;
    expect(await store.addRun({ ...copy, runId: newId('run') })).toEqual({ refused: 'duplicate', of: first.runId });
    expect(await store.addRun(copy)).toEqual({ refused: 'duplicate', of: first.runId });
    // The order the games were sent in says nothing.
    expect(await store.addRun({ ...copy, games: [...copy.games].reverse() })).toEqual({ refused: 'duplicate', of: first.runId });
    expect([store.version, store.size.runs]).toEqual([version, 1]);
    // Another seed, or one decision more or less: another play.
    expect(isStored(await store.addRun(await scoredReport({ bot: 'random', seed: 10 })))).toBe(true);
    const changed = structuredClone(copy);
    changed.games[0]!.decisions.pop();
    expect(isStored(await store.addRun(changed))).toBe(true);

    // Five copies at once: the first claim stores, the others name it.
    const racers = await Promise.all([1, 2, 3, 4, 5].map((i) => scoredReport({ bot: 'always-defect', seed: 11, model: `racer-${i}` })));
    const answers = await Promise.all(racers.map((r) => store.addRun(r)));
    const [winner, ...others] = [answers.filter(isStored), answers.filter((a) => !isStored(a))];
    expect(winner).toHaveLength(1);
    expect(others[0]).toEqual(Array(4).fill({ refused: 'duplicate', of: (winner[0] as StoredReport).runId }));

    // A match: its seed and both transcripts, seat for seat, whatever the players' names.
    const match = (await store.addMatch(await playedMatch('a:x', 'b:y', { seed: 3 }))) as StoredHeadToHead;
    const renamed: StoredHeadToHead = { ...(await playedMatch('c:z', 'd:w', { seed: 3 })), matchId: newId('match') };
    expect(await store.addMatch(renamed)).toEqual({ refused: 'duplicate', of: match.matchId });
    expect(await store.addMatch({ ...renamed, games: [...renamed.games].reverse() })).toEqual({ refused: 'duplicate', of: match.matchId });
    expect(isStored(await store.addMatch(await playedMatch('a:x', 'b:y', { seed: 4 })))).toBe(true);
    // Without transcripts there is no play to compare: equal records are both stored.
    expect([isStored(await store.addMatch(await acceptedMatch())), isStored(await store.addMatch(await acceptedMatch()))]).toEqual([true, true]);

    // Bulk adds skip copies as they skip taken ids.
    const fresh = await scoredReport({ bot: 'tit-for-tat', seed: 12 });
    expect(await store.addMany([copy, fresh, { ...fresh, runId: newId('run') }], [renamed], false)).toEqual({ runs: 1, matches: 0 });
    // A store rebuilds its fingerprints from every record it loads.
    const reopened = (await view()).store;
    expect(await reopened.addRun(copy)).toEqual({ refused: 'duplicate', of: first.runId });
    expect(await reopened.addMatch(renamed)).toEqual({ refused: 'duplicate', of: match.matchId });
  });

  it('reads a run stored before episodes as one episode without intervals', async () => {
    const { ledger } = await view();
    const { episodes: _episodes, dimensionsCi95: _ci, ...old } = { ...(await scoredReport()), runId: newId('run') };
    await ledger.insert([old as StoredReport], [], false);
    expect((await view()).store.run(old.runId)).toMatchObject({ runId: old.runId, episodes: 1, dimensionsCi95: null });
  });

  it('gives records stored before verification existed their standing when it loads them', async () => {
    const { ledger } = await view();
    const before = <T extends object>(record: T, drop: string[]) => Object.fromEntries(Object.entries(record).filter(([k]) => !drop.includes(k))) as T;
    // A client that admitted 40 invalid replies (of 125 decisions), without fallback flags.
    const run = before({ ...(await scoredReport()), runId: newId('run'), invalidReplies: 40 }, ['verification', 'ranked']) as StoredReport;
    const fair = before({ ...(await scoredReport()), runId: newId('run') }, ['verification', 'ranked', 'invalidReplies']) as StoredReport;
    const replayed = before({ ...(await playedMatch('a:x', 'b:y')), matchId: newId('match') }, ['verification']) as StoredHeadToHead;
    const bare = before({ ...(await acceptedMatch()), matchId: newId('match') }, ['verification']) as StoredHeadToHead;
    const older = before(bare, ['verified']);
    older.matchId = newId('match');
    await ledger.insert([run, fair], [replayed, bare, older], false);
    const expected = (s: BenchmarkStore) => {
      expect(s.run(run.runId)).toMatchObject({ verification: 'self-reported', invalidReplies: 40, ranked: false });
      expect(s.run(fair.runId)).toMatchObject({ verification: 'self-reported', invalidReplies: 0, ranked: true });
      const matches = new Map([...s.allMatches()].map((m) => [m.matchId, m]));
      expect(matches.get(replayed.matchId)).toMatchObject({ verification: 'replayed', verified: true });
      expect(matches.get(bare.matchId)).toMatchObject({ verification: 'unverified', verified: false });
      expect(matches.get(older.matchId)).toMatchObject({ verification: 'unverified', verified: false });
    };
    expected((await view()).store);
    // Another instance's records, as they arrive.
    if (name === 'redis') {
      await until(() => store.size.matches === 3);
      expected(store);
    }
  });

  it('stores an id submitted on two instances at once exactly once', async () => {
    const other = (await view()).store;
    const ids = Array.from({ length: 10 }, () => newId('run'));
    const mine = await Promise.all(ids.map((runId) => scoredReport({ runId, model: 'mine' })));
    const theirs = await Promise.all(ids.map((runId) => scoredReport({ runId, model: 'theirs' })));
    const matchIds = Array.from({ length: 10 }, () => newId('match'));
    const answers = await Promise.all([
      ...ids.map((_, i) => store.addRun(mine[i]!)),
      ...ids.map((_, i) => other.addRun(theirs[i]!)),
      ...matchIds.map(async (id) => store.addMatch(await acceptedMatch(id, 'openai:mine'))),
      ...matchIds.map(async (id) => other.addMatch(await acceptedMatch(id, 'openai:theirs'))),
    ]);
    const stored = answers.filter(isStored);
    expect(stored).toHaveLength(20);
    const reopened = (await view()).store;
    expect(reopened.size).toEqual({ runs: 10, matches: 10 });
    for (const runId of ids) expect(stored).toContainEqual(reopened.run(runId));
    if (name === 'redis') {
      // Each instance ends up holding the one stored record, whichever won.
      await until(() => ids.every((id) => store.run(id)?.model === other.run(id)?.model));
      for (const runId of ids) expect(store.run(runId)).toEqual(reopened.run(runId));
      expect(new Set(other.allMatches())).toEqual(new Set(reopened.allMatches()));
      expect(new Set(store.allMatches())).toEqual(new Set(reopened.allMatches()));
    }
  });
});

describe('benchmark store (redis): across instances', () => {
  let view: () => Promise<View>;
  beforeEach(async () => {
    view = await implementations[1]![1]();
  });

  it('shows a run and a match added on one instance on another within a second', async () => {
    const [a, b] = [(await view()).store, (await view()).store];
    const runId = newId('run');
    await a.addRun(await scoredReport({ runId, model: 'shared' }));
    await until(() => b.run(runId) !== undefined);
    expect(b.run(runId)).toEqual(a.run(runId));
    expect([b.version, b.refereedVersion, b.size]).toEqual([1, 0, { runs: 1, matches: 0 }]);

    const matchId = newId('match');
    await a.addMatch(await acceptedMatch(matchId));
    await until(() => b.hasMatch(matchId));
    expect([b.version, b.refereedVersion, b.size]).toEqual([2, 0, { runs: 1, matches: 1 }]);
    const refereed = newId('match');
    await a.addMatch(await playedMatch('a:x', 'b:y', { matchId: refereed, verification: 'refereed', relay: 'two-buyers' }));
    await until(() => b.hasMatch(refereed));
    expect([b.version, b.refereedVersion, b.size]).toEqual([3, 1, { runs: 1, matches: 2 }]);
    // Demo data only on one instance is demo data only on the other.
    expect(b.synthetic).toBe(false);
  });

  it('keeps the synthetic flag right for records from another instance', async () => {
    const [a, b] = [(await view()).store, (await view()).store];
    await a.addMany([await scoredReport()], [], true);
    await until(() => b.size.runs === 1);
    expect(b.synthetic).toBe(true);
    await a.addRun(await scoredReport());
    await until(() => b.size.runs === 2);
    expect(b.synthetic).toBe(false);
  });

  it('loses no record added while its subscriber was disconnected', async () => {
    const a = (await view()).store;
    const { store: b, ledger } = await view();
    const subscriber = await clientId((ledger as RedisBenchmarkLedger).subscriberName);
    await admin.call('CLIENT', 'KILL', 'ID', subscriber!);
    // Announced while b is not subscribed: only its catch-up after the reconnect finds it.
    const runId = newId('run');
    await a.addRun(await scoredReport({ runId }));
    const matchId = newId('match');
    await a.addMatch(await playedMatch('a:x', 'b:y', { matchId, verification: 'refereed', relay: 'two-buyers' }));
    await until(() => b.run(runId) !== undefined && b.hasMatch(matchId));
    expect(await clientId((ledger as RedisBenchmarkLedger).subscriberName)).not.toBe(subscriber);
    expect([b.version > 0, b.refereedVersion > 0]).toEqual([true, true]);
    // And it follows announcements again.
    const later = newId('run');
    await a.addRun(await scoredReport({ runId: later }));
    await until(() => b.run(later) !== undefined);
  });

  it('replaces a claim with the record another instance stored under the id while its insert was in flight', async () => {
    const prefix = uniquePrefix();
    cleanups.push(() => dropRedisPrefix(prefix));
    const [redisA, redisB] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const a = await BenchmarkStore.open(new RedisBenchmarkLedger(redisA, prefix));
    // b's inserts wait for the gate: the announcement of a's record reaches b while b's claim is in flight.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const ledgerB = new RedisBenchmarkLedger(redisB, prefix);
    const b = await BenchmarkStore.open({
      loadAll: () => ledgerB.loadAll(),
      insert: async (...args) => gate.then(() => ledgerB.insert(...args)),
      subscribe: (onAdded) => ledgerB.subscribe(onAdded),
      close: () => ledgerB.close(),
    });
    cleanups.push(async () => {
      await Promise.all([a.close(), b.close()]);
      redisA.disconnect();
      redisB.disconnect();
    });
    const [runId, matchId, marker] = [newId('run'), newId('match'), newId('run')];
    const claimedRun = b.addRun(await scoredReport({ runId, model: 'b' }));
    const claimedMatch = b.addMatch(await acceptedMatch(matchId, 'openai:b'));
    await a.addRun(await scoredReport({ runId, model: 'a' }));
    await a.addMatch(await acceptedMatch(matchId, 'openai:a'));
    await a.addRun(await scoredReport({ runId: marker }));
    // Announcements are read in order: once the marker is in, a's records under the claimed ids have arrived.
    await until(() => b.run(marker) !== undefined);
    expect(b.run(runId)!.model).toBe('b');
    open();
    expect([await claimedRun, await claimedMatch]).toEqual([{ refused: 'id' }, { refused: 'id' }]);
    expect(b.run(runId)).toEqual(a.run(runId));
    expect([...b.allMatches()].find((m) => m.matchId === matchId)!.playerA).toBe('openai:a');
    expect([b.size, b.synthetic]).toEqual([{ runs: 2, matches: 1 }, false]);
  });

  it('stores one of two instances’ simultaneous copies of one play; the other is refused naming it, then refuses it at once', async () => {
    const [a, b] = [(await view()).store, (await view()).store];
    const [runA, runB] = await Promise.all([scoredReport({ bot: 'always-defect', seed: 12, model: 'a' }), scoredReport({ bot: 'always-defect', seed: 12, model: 'b' })]);
    const [matchA, matchB] = await Promise.all([playedMatch('a:x', 'b:y', { seed: 5 }), playedMatch('c:z', 'd:w', { seed: 5 })]);
    const runs = await Promise.all([a.addRun(runA), b.addRun(runB)]);
    const matches = await Promise.all([a.addMatch(matchA), b.addMatch(matchB)]);
    const storedRun = runs.find(isStored) as StoredReport;
    const storedMatch = matches.find(isStored) as StoredHeadToHead;
    expect(runs.filter(isStored)).toHaveLength(1);
    expect(runs.find((r) => !isStored(r))).toEqual({ refused: 'duplicate', of: storedRun.runId });
    expect(matches.filter(isStored)).toHaveLength(1);
    expect(matches.find((m) => !isStored(m))).toEqual({ refused: 'duplicate', of: storedMatch.matchId });
    // Each instance ends up holding the stored records, and refuses another copy without asking Redis.
    await until(() => [a, b].every((s) => s.run(storedRun.runId) !== undefined && s.hasMatch(storedMatch.matchId)));
    for (const s of [a, b]) {
      expect(s.size).toEqual({ runs: 1, matches: 1 });
      expect(await s.addRun(await scoredReport({ bot: 'always-defect', seed: 12, model: 'c' }))).toEqual({ refused: 'duplicate', of: storedRun.runId });
      expect(await s.addMatch(await playedMatch('e:v', 'f:u', { seed: 5 }))).toEqual({ refused: 'duplicate', of: storedMatch.matchId });
    }
    expect((await view()).store.size).toEqual({ runs: 1, matches: 1 });
  });

  it('refuses in the ledger another id with a stored fingerprint as a duplicate naming its holder, apart from a taken id', async () => {
    const { ledger: first } = await view();
    const { ledger: second } = await view();
    const run = { ...(await scoredReport()), runId: newId('run') };
    const match = { ...(await playedMatch('a:x', 'b:y', { seed: 6 })), matchId: newId('match') };
    const none = { runs: new Set(), matches: new Set(), duplicateRuns: new Map(), duplicateMatches: new Map() };
    expect(await first.insert([run], [match], false)).toEqual({ ...none, runs: new Set([run.runId]), matches: new Set([match.matchId]) });
    // Resent after a reconnect: still stored.
    expect(await first.insert([run], [match], false)).toEqual({ ...none, runs: new Set([run.runId]), matches: new Set([match.matchId]) });
    const copy = { ...run, runId: newId('run'), model: 'renamed' };
    const matchCopy = { ...match, matchId: newId('match'), playerA: 'c:z' };
    expect(await second.insert([copy], [matchCopy], false)).toEqual({
      ...none,
      duplicateRuns: new Map([[copy.runId, run.runId]]),
      duplicateMatches: new Map([[matchCopy.matchId, match.matchId]]),
    });
    // The same ids with other contents: taken, not duplicates. Two copies in one insert: the first is stored.
    expect(await second.insert([{ ...run, model: 'other' }], [{ ...match, playerA: 'c:z' }], false)).toEqual(none);
    const x = { ...(await scoredReport()), runId: newId('run') };
    const xCopy = { ...x, runId: newId('run') };
    expect(await second.insert([x, xCopy], [], false)).toEqual({ ...none, runs: new Set([x.runId]), duplicateRuns: new Map([[xCopy.runId, x.runId]]) });
  });

  it('counts an insert resent after a reconnect as stored, and only for the instance that made it', async () => {
    const { ledger: first } = await view();
    const { ledger: second } = await view();
    const run = { ...(await scoredReport()), runId: newId('run') };
    expect((await first.insert([run], [], false)).runs).toEqual(new Set([run.runId]));
    expect((await first.insert([run], [], false)).runs).toEqual(new Set([run.runId]));
    expect((await second.insert([run], [], false)).runs).toEqual(new Set());
  });

  it('stops following once closed, and closes its subscriber connection', async () => {
    const a = (await view()).store;
    const { store: b, ledger } = await view();
    const { store: follower } = await view();
    const name = (ledger as RedisBenchmarkLedger).subscriberName;
    expect(await clientId(name)).not.toBeNull();
    await b.close();
    // QUIT is answered before the server drops the connection.
    for (let i = 0; i < 100 && (await clientId(name)) !== null; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await clientId(name)).toBeNull();
    await a.addRun(await scoredReport());
    // An open view hears of the run; by then the closed one would have too.
    await until(() => follower.size.runs === 1, 10_000);
    expect(b.size.runs).toBe(0);
  });
});

/** The id of the Redis connection named `name` (CLIENT LIST), null when there is none. */
async function clientId(name: string): Promise<string | null> {
  const list = (await admin.client('LIST')) as string;
  const line = list.split('\n').find((l) => l.includes(` name=${name} `));
  return line ? /(?:^|\s)id=(\d+)/.exec(line)![1]! : null;
}
