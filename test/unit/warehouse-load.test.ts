// The load path under the ingest endpoint: the Arrow inbox format, the rows a load appends, the page-key index, the
// appender, and upgrades (a warehouse of the previous schema, NDJSON batches an earlier version left in the inbox).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, SerialConnection } from '../../src/duckdb.ts';
import { ALL_CHOICES, GAME_IDS } from '../../src/research/games.ts';
import type { TelemetrySession } from '../../src/research/telemetry.ts';
import { appendColumns } from '../../warehouse/append.ts';
import { encodeBatch, readBatch, sessionsOf } from '../../warehouse/inbox-format.ts';
import { FileInbox } from '../../warehouse/inbox.ts';
import { loadRows, type WarehouseEnums } from '../../warehouse/load-rows.ts';
import { pageKey, ProfileIndex } from '../../warehouse/profile-index.ts';
import { warehouseMigrations } from '../../warehouse/schema.ts';
import { syntheticSessions } from '../../src/demo/synthetic.ts';
import { Warehouse } from '../../warehouse/warehouse.ts';
import { makeSession } from '../helpers/research.ts';

const DAY_MS = 86_400_000;
const days = (date: string) => Date.parse(date) / DAY_MS;
const codes = (members: readonly string[]) => new Map(members.map((m, i) => [m, i]));
const enums: WarehouseEnums = { game: codes(GAME_IDS), choice: codes(ALL_CHOICES) };
/** What the inbox keeps of a session: the calendar date of startedAt, and the default context made explicit. */
const asStored = (s: TelemetrySession): TelemetrySession => ({ ...s, startedAt: s.startedAt.slice(0, 10), gameContext: s.gameContext ?? 'standard' });

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'warehouse-load-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('inbox format', () => {
  it('gives back exactly the sessions it was given, keeping only the date', () => {
    const sessions = [
      ...syntheticSessions({ seed: 3, sessions: 300 }),
      makeSession('bare', { endgame: null }),
      makeSession('partial', { demographics: { region: 'europe' }, startedAt: '2024-02-29T23:59:59+05:00' }),
      makeSession('custom', { gameContext: 'custom-scenario', scenarioId: 'trolley-2', demographics: {} }),
    ];
    const [columns, ...rest] = readBatch(encodeBatch(sessions));
    expect(rest).toEqual([]);
    expect(sessionsOf(columns!)).toEqual(sessions.map(asStored));
    expect(columns!.date[sessions.length - 2]).toBe(days('2024-02-29'));
  });
});

describe('profile index', () => {
  const profiles = Array.from({ length: 2_000 }, (_, i) => ({ date: 19_000 + ((i * 7919) % 97), sid: i + 1, games: 1 + ((i * 31) % 12) }));
  const inOrder = (list: typeof profiles) => [...list].sort((a, b) => a.date - b.date || a.sid - b.sid);
  const page = (list: typeof profiles, minGames: number, offset: number, limit: number) =>
    inOrder(list).filter((p) => p.games >= minGames).slice(offset, offset + limit);

  it('orders page keys as (date, sid)', () => {
    const keys = inOrder(profiles).map((p) => pageKey(p.date, p.sid));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(pageKey(19_000, 2 ** 32 - 1)).toBeLessThan(pageKey(19_001, 1));
  });

  it('maps any page to the key range of exactly its profiles, after merges and removals', () => {
    const [first, second] = [profiles.slice(0, 1_200), profiles.slice(1_200)];
    const removed = first.filter((p) => p.sid % 5 === 0);
    const keysOf = (list: typeof profiles) => list.map((p) => pageKey(p.date, p.sid));
    const index = ProfileIndex.empty()
      .update(new Set(), { keys: keysOf(first), gamesPlayed: first.map((p) => p.games) })
      .update(new Set(keysOf(removed)), { keys: keysOf(second), gamesPlayed: second.map((p) => p.games) });
    const live = profiles.filter((p) => !removed.includes(p));
    expect(index.size).toBe(live.length);
    for (const [minGames, offset, limit] of [[1, 0, 50], [1, 1_500, 50], [6, 10, 7], [12, 0, 1_000], [3, 5_000, 10]] as const) {
      const expected = page(live, minGames, offset, limit);
      expect(index.count(minGames)).toBe(live.filter((p) => p.games >= minGames).length);
      const range = index.range(minGames, offset, limit);
      if (expected.length === 0) expect(range).toBeNull();
      else expect(range).toEqual({ first: pageKey(expected[0]!.date, expected[0]!.sid), last: pageKey(expected.at(-1)!.date, expected.at(-1)!.sid) });
    }
  });
});

describe('load rows', () => {
  const batch = (sessions: TelemetrySession[], synthetic = false) => ({ columns: readBatch(encodeBatch(sessions))[0]!, synthetic });

  it('keeps the newest copy of a session, numbers sessions from the first sid, and groups turns by game', () => {
    const rows = loadRows(
      [
        batch([makeSession('a', { tag: 1 }), makeSession('b', { game: 'prisoners-dilemma', choices: ['defect'] })]),
        batch([makeSession('a', { tag: 2, choices: ['straight'] }), makeSession('c', { endgame: null })], true),
      ],
      41,
      enums,
    );
    expect(rows.sessionIds).toEqual(['b', 'a', 'c']);
    const [sid, , , , , , totalRounds, , synthetic] = rows.sessions.columns;
    expect([...(sid as BigInt64Array)]).toEqual([41n, 42n, 43n]);
    expect([...(totalRounds as Int32Array)]).toEqual([1, 1, 2]);
    expect([...(synthetic as Uint8Array)]).toEqual([0, 1, 1]);
    expect(rows.profiles.rows).toBe(2);
    const [turnSid, game, , , choice] = rows.turns.columns;
    expect([...(turnSid as BigInt64Array)]).toEqual([41n, 42n, 43n, 43n]);
    expect([...(game as Uint8Array)].map((g) => GAME_IDS[g])).toEqual(['prisoners-dilemma', 'chicken', 'chicken', 'chicken']);
    expect([...(choice as Uint16Array)].map((c) => ALL_CHOICES[c])).toEqual(['defect', 'straight', 'swerve', 'straight']);
    expect(rows.turnsPerGame).toEqual(new Map([['prisoners-dilemma', 1], ['chicken', 3]]));
  });

  it('refuses a choice the warehouse type lacks, naming the fix', () => {
    const narrow: WarehouseEnums = { game: enums.game, choice: codes(['swerve']) };
    expect(() => loadRows([batch([makeSession('x')])], 1, narrow)).toThrow(/choice type has no member "straight": add a migration/);
  });
});

describe('appendColumns', () => {
  it('appends typed arrays and text with NULLs, and refuses values that do not fit a column', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    await c.run('CREATE TABLE t (id BIGINT NOT NULL, name VARCHAR, score DOUBLE NOT NULL)');
    const rows = 5_000;
    const names = Array.from({ length: rows }, (_, i) => (i % 3 === 0 ? null : `n${i}`));
    await appendColumns(c, 't', [BigInt64Array.from({ length: rows }, (_, i) => BigInt(i)), names, Float64Array.from({ length: rows }, (_, i) => i / 4)], rows);
    const read = (await c.runAndReadAll('SELECT id, name, score FROM t ORDER BY id')).getRowsJS();
    expect(read).toEqual(names.map((name, i) => [BigInt(i), name, i / 4]));
    await expect(appendColumns(c, 't', [new Int32Array(1), ['x'], new Float64Array(1)], 1)).rejects.toThrow(/column 0 .* does not fit/);
    c.closeSync();
    instance.closeSync();
  });
});

describe('profiles in page order', () => {
  it('rewrites the table in page order once enough rows came out of order, keeping its constraints and every page', async () => {
    const dir = await tempDir();
    const warehouse = await Warehouse.open(dir, { reorderAfterRows: 3 });
    try {
      const inbox = await FileInbox.open(path.join(dir, 'inbox'));
      const physicalOrder = async () => (await warehouse.writer.all('SELECT session_id FROM profiles ORDER BY rowid')).map((r) => r.session_id);
      await inbox.put([makeSession('june', { startedAt: '2024-06-01' }), makeSession('may', { startedAt: '2024-05-01' })]);
      await warehouse.load(await inbox.list());
      expect(await physicalOrder()).toEqual(['june', 'may']);
      await inbox.remove(await inbox.list());
      await inbox.put([makeSession('april', { startedAt: '2024-04-01' })]);
      await warehouse.load(await inbox.list());
      expect(await physicalOrder()).toEqual(['april', 'may', 'june']);
      expect((await warehouse.profiles(1, 1, 2)).rows.map((p) => p.sessionId)).toEqual(['may', 'june']);
      const nullable = await warehouse.writer.all("SELECT count(*) AS n FROM duckdb_columns() WHERE table_name = 'profiles' AND is_nullable");
      expect(Number(nullable[0]!.n)).toBe(0);
    } finally {
      await warehouse.close();
    }
  });
});

describe('upgrades', () => {
  it('migrates a warehouse of the previous schema: page keys, enum columns, and sids after the highest', async () => {
    const dir = await tempDir();
    const old = await SerialConnection.open(path.join(dir, 'warehouse.duckdb'));
    await migrate(old, 'warehouse', warehouseMigrations.slice(0, 2));
    const signals = '0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5';
    for (const [sid, id, date] of [[7, 'old-late', '2024-05-02'], [9, 'old-early', '2024-05-01']] as const) {
      await old.run(`INSERT INTO sessions VALUES (${sid}, '${id}', 'chicken', 'standard', NULL, DATE '${date}', 1, 900, false)`);
      await old.run(`INSERT INTO turns VALUES (${sid}, 'chicken', DATE '${date}', 1, 'swerve', 900, ${signals}, 0, 0, 0, 0, 0)`);
      await old.run(`INSERT INTO profiles VALUES (0, ${sid}, '${id}', 'chicken', DATE '${date}', 3, 1, 900, 0, 0, 0, 0, 0, 0.5, 0.1, 0.2, 0.3)`);
    }
    await old.close();

    const warehouse = await Warehouse.open(dir);
    try {
      expect((await warehouse.profiles(1, 0, 10)).rows.map((p) => p.sessionId)).toEqual(['old-early', 'old-late']);
      expect((await warehouse.signals('chicken', 'aggression', 0, 10)).rows.map((r) => r.choice)).toEqual(['swerve', 'swerve']);
      const inbox = await FileInbox.open(path.join(dir, 'inbox'));
      await inbox.put([makeSession('new', { startedAt: '2024-05-01T12:00:00Z' })]);
      await warehouse.load(await inbox.list());
      expect((await warehouse.profiles(1, 0, 10)).rows.map((p) => p.sessionId)).toEqual(['old-early', 'new', 'old-late']);
      const sids = await warehouse.writer.all("SELECT sid FROM sessions WHERE session_id = 'new'");
      expect(Number(sids[0]!.sid)).toBe(10);
    } finally {
      await warehouse.close();
    }
  });

  it('turns NDJSON batches an earlier version left in the inbox into Arrow batches of the same id, in order', async () => {
    const dir = await tempDir();
    const sessions = [makeSession('legacy-1', { tag: 3 }), makeSession('legacy-2', { endgame: null })];
    await writeFile(path.join(dir, '000000000000001-1-000000000.ndjson'), sessions.map((s) => JSON.stringify(s)).join('\n') + '\n');
    await writeFile(path.join(dir, '000000000000002-1-000000001.synthetic.ndjson'), JSON.stringify(makeSession('legacy-3')) + '\n');
    const inbox = await FileInbox.open(dir);
    expect(await readdir(dir)).toEqual(['000000000000001-1-000000000.arrow', '000000000000002-1-000000001.synthetic.arrow']);
    const [first] = await inbox.list();
    expect(readBatch(await readFile(first!)).flatMap(sessionsOf)).toEqual(sessions.map(asStored));
  });
});
