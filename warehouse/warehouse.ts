// The research warehouse: one DuckDB database under DATA_DIR. Ingest writes through one connection; reads run on their
// own connection (each statement on its own snapshot), so a load in progress never blocks a query.
import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';
import { migrate, openMigrated, SerialConnection, toNumber, type Lane, type Row } from '../src/duckdb.ts';
import type { SegmentColumns } from '../src/research/baseline.ts';
import { BATTERY, TRAITS, type BatteryGame, type Dimension, type GameId, type Ocean } from '../src/research/games.ts';
import { DEMOGRAPHICS, type DemographicKey } from '../src/research/telemetry.ts';
import { humanBaseline, type HumanBaseline } from '../src/battery/scoring.ts';
import { appendColumns } from './append.ts';
import { readBatch } from './inbox-format.ts';
import { loadRows, type LoadRows, type WarehouseEnums } from './load-rows.ts';
import { ProfileIndex } from './profile-index.ts';
import { syntheticSuffix } from './inbox.ts';
import { warehouseMigrations } from './schema.ts';

/** A profile as the warehouse holds it; `sessionId` is internal and must be pseudonymised before it leaves. */
export interface ProfileRecord {
  sessionId: string;
  gameName: string;
  gamesPlayed: number;
  totalDecisions: number;
  avgResponseTimeMs: number;
  ocean: Ocean;
  confidence: number;
  /** yyyy-mm-dd */
  date: string;
}

export interface SignalRecord {
  sessionId: string;
  round: number;
  choice: string;
  responseTimeMs: number;
  signalValue: number;
  bigFiveSnapshot: Ocean;
  date: string;
}

export interface ScenarioSessionRecord {
  sessionId: string;
  scenarioId: string;
  totalRounds: number;
  date: string;
}

export interface DatasetFacts {
  totalSessions: number;
  totalProfiles: number;
  totalDecisions: number;
  games: Array<{ game: string; sessions: number; totalTurns: number }>;
  dateRange: { from: string; to: string } | null;
  /** True while every session came from the synthetic generator (and there is at least one). */
  synthetic: boolean;
}

export interface LoadCounts {
  files: number;
  sessions: number;
  turns: number;
  profiles: number;
}

const ocean = (prefix = '') => TRAITS.map((t) => `${prefix}${t.toLowerCase()}`);

/** Files loaded per transaction: bounds the memory a big backlog (a million-session seed) needs. */
const FILES_PER_LOAD = 64;

const profileColumns = `session_id, game, strftime(date, '%Y-%m-%d') AS date, games_played, total_decisions, avg_response_ms,
  ${ocean().join(', ')}, confidence`;

function profileOf(row: Row): ProfileRecord {
  return {
    sessionId: row.session_id as string,
    gameName: row.game as string,
    gamesPlayed: toNumber(row.games_played),
    totalDecisions: toNumber(row.total_decisions),
    avgResponseTimeMs: row.avg_response_ms as number,
    ocean: { O: row.o as number, C: row.c as number, E: row.e as number, A: row.a as number, N: row.n as number },
    confidence: row.confidence as number,
    date: row.date as string,
  };
}

/** Warehouse column of each demographic attribute. */
const demographicColumns: Record<DemographicKey, string> = {
  ageGroup: 'age_group',
  gender: 'gender',
  region: 'region',
  playerType: 'player_type',
  strategyExperience: 'strategy_experience',
};

/** One checked batch as the inbox holds it (Arrow IPC bytes, inbox-format.ts). */
export interface StoredBatch {
  bytes: Uint8Array;
  synthetic: boolean;
}

/**
 * What the research endpoints read: the warehouse itself (embedded mode), or in cluster mode the newest published
 * snapshot (src/cluster/snapshot-reader.ts).
 */
export interface WarehouseReads {
  /** Moves whenever the data behind the reads changes: caches keyed by it are dropped. */
  readonly version: number;
  /** When the reads' current state was installed, ms since epoch. */
  readonly installedAt: number;
  sampleSecret(): Promise<string>;
  ping(): Promise<void>;
  facts(): Promise<DatasetFacts>;
  sample(size: number, minGames: number, drawKey: Buffer): Promise<ProfileRecord[]>;
  /** `lane`: whose turns on the reader the query takes (a research buyer's), and whether it is still wanted (SerialConnection). */
  profiles(minGames: number, offset: number, limit: number, lane?: Lane): Promise<{ total: number; rows: ProfileRecord[] }>;
  signals(game: GameId, dimension: Dimension, offset: number, limit: number, lane?: Lane): Promise<{ total: number; rows: SignalRecord[] }>;
  scenarioSessions(
    scenarioId: string | null,
    offset: number,
    limit: number,
    lane?: Lane,
  ): Promise<{ total: number; rows: ScenarioSessionRecord[]; summary: Array<{ scenarioId: string; sessions: number }> }>;
  humanBaseline(): Promise<HumanBaseline>;
  baselineData(
    segmentBy: DemographicKey,
    filters: Partial<Record<DemographicKey, string>>,
    minProfiles: number,
  ): Promise<{ counts: Map<string, number>; segments: SegmentColumns[] }>;
  observeQueries(observer: (connection: 'writer' | 'reader', seconds: number) => void): void;
}

/** The tables keyed by `sid` that the reads query: a snapshot holds each in parts (see `writeSnapshot`). */
const PART_TABLES = ['sessions', 'turns', 'profiles', 'demographics'] as const;

/** The layout `writeSnapshot` writes and `openSnapshot` reads (manifest.json's `format`). */
const SNAPSHOT_FORMAT = 2;

/**
 * When a snapshot's parts should be written again as one (`snapshotWorn`): every read scans each part's files and
 * filters out the dropped sids. Past the hard limits `writeSnapshot` writes whole itself (a compaction that never came).
 */
const COMPACT_AT_PARTS = 16;
const COMPACT_AT_DROPPED_SHARE = 0.1;
export const MAX_SNAPSHOT_PARTS = 64;
const MAX_DROPPED_SHARE = 1 / 3;

/** A snapshot's manifest.json. */
export interface SnapshotManifest {
  format: number;
  /** The warehouse schema version (migrations applied) the files were written with. */
  schema: number;
  /** When the snapshot was written, ms since epoch. */
  createdAt: number;
  /** Parts of each table in PART_TABLES (`<table>-<part>.parquet`): part 0 a whole copy, each later one the sessions loaded after the one before. */
  parts: number;
  /** The highest sid the parts cover: the next part starts after it. */
  lastSid: number;
  /** Session rows in the parts, dropped ones included. */
  sessions: number;
  /** Sessions in the parts that were replaced or erased since (their sids are in dropped.parquet). */
  dropped: number;
  /**
   * Turns per game, when the writer knew its state (not for a snapshot written beside the loads): its profile index
   * is then in index.bin, so a reader opens it without reading every profile and turn.
   */
  signalTotals?: Record<string, number>;
}

/** A snapshot written earlier, which the next one may extend. */
export interface PublishedSnapshot {
  dir: string;
  manifest: SnapshotManifest;
}

const partFile = (table: string, part: number) => `${table}-${part}.parquet`;

const snapshotHeader = () => ({ format: SNAPSHOT_FORMAT, schema: warehouseMigrations.length, createdAt: Date.now() });

/** True when a snapshot has enough parts or dropped sessions that the next should be written whole (`writeWholeSnapshot`). */
export function snapshotWorn(manifest: SnapshotManifest): boolean {
  return manifest.parts >= COMPACT_AT_PARTS || manifest.dropped > COMPACT_AT_DROPPED_SHARE * manifest.sessions;
}

/** What the warehouse keeps in memory about its tables, swapped in with each commit. */
interface WarehouseState {
  index: ProfileIndex;
  /** Turns per game: the signals endpoint's totals. */
  signalTotals: Map<string, number>;
}

export interface WarehouseOptions {
  /**
   * Profiles appended out of page order before `profiles` is rewritten in order (or a tenth of the table, if more);
   * Infinity: never (the cluster loader's warehouse, which serves no reads).
   */
  reorderAfterRows?: number;
}

/** Sessions a transaction deleted: the rows, their profiles' page keys and their turns per game. */
interface Removed {
  rows: number;
  profileKeys: Set<number>;
  turnsPerGame: Map<string, number>;
}

export class Warehouse implements WarehouseReads {
  /** Bumped by every change; caches keyed by it are dropped when the data behind them changes. */
  version = 0;
  private baselineCache: { version: number; baseline: Promise<HumanBaseline> } | null = null;
  private index = ProfileIndex.empty();
  private signalTotals = new Map<string, number>();
  /** The highest `sid` in use; a load numbers its sessions after it. */
  private lastSid = 0;
  private enums: WarehouseEnums = { game: new Map(), choice: new Map() };
  /** Profiles appended since `profiles` was last in page order. */
  private unordered = 0;

  private constructor(
    /** Writes: loads, erasures, keys. */
    readonly writer: SerialConnection,
    private readonly reader: SerialConnection,
    private readonly reorderAfterRows: number,
  ) {}

  static async open(dataDir: string, options: WarehouseOptions = {}): Promise<Warehouse> {
    // Loads append a lot and rewrite nothing: checkpoint every 256 MB of log (about 150,000 sessions) rather than
    // DuckDB's 16 MB, so the same row groups are not rewritten by one checkpoint after another.
    const writer = await openMigrated(path.join(dataDir, 'warehouse.duckdb'), 'warehouse', warehouseMigrations, {
      checkpoint_threshold: '256MB',
    });
    const meta = await writer.all("SELECT value FROM warehouse_meta WHERE key = 'sample_secret'");
    if (meta.length === 0) {
      await writer.run("INSERT INTO warehouse_meta VALUES ('sample_secret', $1)", [randomBytes(32).toString('hex')]);
    }
    return Warehouse.over(writer, options);
  }

  /**
   * A published snapshot (`writeSnapshot`), read where it lies: an in-memory database whose tables are views over the
   * Parquet files of its parts, less the dropped sessions (the schema's types stay, for the queries' casts). Opening
   * copies nothing but the dropped sids. Its files must stay while it is open (src/cluster/snapshot-reader.ts claims them). Never
   * written to.
   */
  static async openSnapshot(dir: string): Promise<Warehouse> {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as SnapshotManifest;
    if (manifest.format !== SNAPSHOT_FORMAT) {
      throw new Error(`snapshot ${dir} has layout ${manifest.format ?? 1}; this build reads layout ${SNAPSHOT_FORMAT}`);
    }
    if (manifest.schema !== warehouseMigrations.length) {
      throw new Error(`snapshot ${dir} has warehouse schema ${manifest.schema}; this build reads schema ${warehouseMigrations.length}`);
    }
    const db = await SerialConnection.open(':memory:');
    const file = (name: string) => sqlFile(path.join(dir, name));
    try {
      await migrate(db, 'warehouse', warehouseMigrations);
      await db.exclusive(async (c) => {
        // The files never change: their footers are read once, not by every query.
        await c.run('SET parquet_metadata_cache = true');
        let kept = '';
        if (manifest.dropped > 0) {
          await c.run(`CREATE TABLE snapshot_dropped AS SELECT sid FROM read_parquet(${file('dropped.parquet')})`);
          kept = ' WHERE sid NOT IN (SELECT sid FROM snapshot_dropped)';
        }
        for (const table of PART_TABLES) {
          const parts = Array.from({ length: manifest.parts }, (_, part) => file(partFile(table, part)));
          await c.run(`DROP TABLE ${table}`);
          await c.run(`CREATE VIEW ${table} AS SELECT * FROM read_parquet([${parts.join(', ')}])${kept}`);
        }
        await c.run('DROP TABLE warehouse_meta');
        await c.run(`CREATE VIEW warehouse_meta AS SELECT * FROM read_parquet(${file('warehouse_meta.parquet')})`);
      });
      const state = manifest.signalTotals && {
        index: ProfileIndex.fromBytes(await readFile(path.join(dir, 'index.bin'))),
        signalTotals: new Map(Object.entries(manifest.signalTotals)),
      };
      const warehouse = await Warehouse.over(db, {}, state);
      warehouse.installedAt = manifest.createdAt;
      return warehouse;
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  /** An empty in-memory warehouse: what cluster-mode reads serve before the first snapshot is announced. */
  static async openEmpty(): Promise<Warehouse> {
    const db = await SerialConnection.open(':memory:');
    await migrate(db, 'warehouse', warehouseMigrations);
    await db.run("INSERT INTO warehouse_meta VALUES ('sample_secret', $1)", [randomBytes(32).toString('hex')]);
    return Warehouse.over(db);
  }

  /** A warehouse over an open database, with its in-memory state read from the tables unless it is given. */
  private static async over(writer: SerialConnection, options: WarehouseOptions = {}, state?: WarehouseState): Promise<Warehouse> {
    const warehouse = new Warehouse(writer, await writer.sibling(), options.reorderAfterRows ?? 100_000);
    warehouse.install(state ?? (await writer.exclusive(Warehouse.readState)));
    warehouse.lastSid = toNumber((await writer.all('SELECT coalesce(max(sid), 0) AS sid FROM sessions'))[0]!.sid);
    const types = (await writer.all('SELECT enum_range(NULL::game_id) AS game, enum_range(NULL::choice_value) AS choice'))[0]!;
    const codes = (members: unknown) => new Map((members as string[]).map((member, code) => [member, code]));
    warehouse.enums = { game: codes(types.game), choice: codes(types.choice) };
    return warehouse;
  }

  /**
   * Writes the tables the reads use as Parquet files, with a manifest, into `dir`, while no load runs.
   *
   * Given the snapshot before it, it writes only what changed since: the sessions loaded after that one's last sid as a
   * new part, and the sids of its sessions that are gone (replaced or erased) as dropped.parquet; the earlier parts are
   * hard links to that snapshot's files (copies where the filesystem has no links). Without one, or past
   * MAX_SNAPSHOT_PARTS parts or MAX_DROPPED_SHARE of sessions dropped, it writes everything as one part.
   */
  async writeSnapshot(dir: string, previous: PublishedSnapshot | null = null): Promise<SnapshotManifest> {
    const base = previous && previous.manifest.parts < MAX_SNAPSHOT_PARTS ? previous : null;
    return this.snapshotInto(dir, this.writer, async (c, into) => {
      // No load commits while this runs: the state in memory is the data's.
      await writeFile(path.join(into, 'index.bin'), this.index.toBytes());
      return { ...(await this.writeParts(c, into, base)), signalTotals: Object.fromEntries(this.signalTotals) };
    });
  }

  /** What `writeSnapshot` writes of the tables, inside its transaction. */
  private async writeParts(c: DuckDBConnection, into: string, base: PublishedSnapshot | null): Promise<SnapshotManifest> {
    const count = async (query: string) => toNumber((await c.runAndReadAll(`SELECT count(*) AS n FROM (${query})`)).getRowObjectsJS()[0]!.n);
    if (!base) return this.copyWhole(c, into, this.lastSid);
    const { parts, lastSid, sessions } = base.manifest;
    const earlier = Array.from({ length: parts }, (_, part) => sqlFile(path.join(base.dir, partFile('sessions', part))));
    await c.run(`CREATE OR REPLACE TEMP TABLE snapshot_dropped AS
      SELECT sid FROM read_parquet([${earlier.join(', ')}]) WHERE sid NOT IN (SELECT sid FROM sessions)`);
    const dropped = await count('SELECT sid FROM snapshot_dropped');
    const added = await count(`SELECT sid FROM sessions WHERE sid > ${lastSid}`);
    if (dropped > MAX_DROPPED_SHARE * (sessions + added)) return this.copyWhole(c, into, this.lastSid);
    for (let part = 0; part < parts; part++) {
      for (const table of PART_TABLES) await linkOrCopy(path.join(base.dir, partFile(table, part)), path.join(into, partFile(table, part)));
    }
    if (dropped > 0) await copyParquet(c, 'snapshot_dropped', path.join(into, 'dropped.parquet'));
    if (added > 0) {
      for (const table of PART_TABLES) await copyParquet(c, `(SELECT * FROM ${table} WHERE sid > ${lastSid})`, path.join(into, partFile(table, parts)));
    }
    return { ...snapshotHeader(), lastSid: this.lastSid, parts: added > 0 ? parts + 1 : parts, sessions: sessions + added, dropped };
  }

  /**
   * Writes every table as one part into `dir`, on a connection of its own: loads and `writeSnapshot` go on beside it
   * (it reads the data as they were when it began). A later `writeSnapshot` extends it. `signal` stops it at once
   * (the statement running is interrupted; it rejects and leaves no directory).
   */
  async writeWholeSnapshot(dir: string, signal?: AbortSignal): Promise<SnapshotManifest> {
    signal?.throwIfAborted();
    const beside = await this.writer.sibling();
    const interrupt = () => beside.interrupt();
    signal?.addEventListener('abort', interrupt, { once: true });
    try {
      return await this.snapshotInto(dir, beside, async (c, into) => {
        const lastSid = toNumber((await c.runAndReadAll('SELECT coalesce(max(sid), 0) AS sid FROM sessions')).getRowObjectsJS()[0]!.sid);
        return this.copyWhole(c, into, lastSid, signal);
      });
    } finally {
      signal?.removeEventListener('abort', interrupt);
      await beside.close();
    }
  }

  /**
   * Creates `dir` with what `write` puts in it (one read transaction, so the files agree with each other) and
   * warehouse_meta, under a temporary name then renamed: a reader never finds half a snapshot.
   */
  private async snapshotInto(
    dir: string,
    connection: SerialConnection,
    /** Given the directory to write into. */
    write: (c: DuckDBConnection, into: string) => Promise<SnapshotManifest>,
  ): Promise<SnapshotManifest> {
    const partial = `${dir}.partial`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    let manifest: SnapshotManifest;
    try {
      manifest = await connection.exclusive(async (c) => {
        await c.run('BEGIN TRANSACTION');
        try {
          await copyParquet(c, 'warehouse_meta', path.join(partial, 'warehouse_meta.parquet'));
          const written = await write(c, partial);
          await c.run('COMMIT');
          return written;
        } catch (error) {
          await c.run('ROLLBACK');
          throw error;
        }
      });
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
    await writeFile(path.join(partial, 'manifest.json'), JSON.stringify(manifest));
    await rename(partial, dir);
    return manifest;
  }

  /**
   * Every table as part 0, inside the caller's transaction; profiles in page order, so that a page's key range is a
   * few row groups of the file (the loader's own table is not kept in that order: nothing reads from it).
   */
  private async copyWhole(c: DuckDBConnection, into: string, lastSid: number, signal?: AbortSignal): Promise<SnapshotManifest> {
    let sessions = 0;
    for (const table of PART_TABLES) {
      signal?.throwIfAborted();
      const source = table === 'profiles' ? '(SELECT * FROM profiles ORDER BY page_key)' : table;
      const rows = await copyParquet(c, source, path.join(into, partFile(table, 0)));
      if (table === 'sessions') sessions = rows;
    }
    return { ...snapshotHeader(), lastSid, parts: 1, sessions, dropped: 0 };
  }

  async close(): Promise<void> {
    await this.reader.close();
    await this.writer.close();
  }

  /** The root secret of the public sample's daily pseudonyms. */
  async sampleSecret(): Promise<string> {
    return (await this.reader.all("SELECT value FROM warehouse_meta WHERE key = 'sample_secret'"))[0]!.value as string;
  }

  /**
   * Loads inbox files (checked at ingest) into the tables: each session replaces an earlier copy with the same
   * sessionId, the newest file winning.
   */
  async load(files: readonly string[]): Promise<LoadCounts> {
    const counts: LoadCounts = { files: files.length, sessions: 0, turns: 0, profiles: 0 };
    for (let i = 0; i < files.length; i += FILES_PER_LOAD) {
      const chunk = files.slice(i, i + FILES_PER_LOAD);
      const batches = await Promise.all(chunk.map(async (file) => ({ bytes: await readFile(file), synthetic: file.endsWith(syntheticSuffix) })));
      const loaded = await this.loadBatches(batches);
      counts.sessions += loaded.sessions;
      counts.turns += loaded.turns;
      counts.profiles += loaded.profiles;
    }
    return counts;
  }

  /** Loads checked batches in one transaction, like `load` (in cluster mode they come from the ingest stream). */
  async loadBatches(batches: readonly StoredBatch[]): Promise<LoadCounts> {
    const columns = batches.flatMap(({ bytes, synthetic }) => readBatch(bytes).map((c) => ({ columns: c, synthetic })));
    const loaded = await this.writer.exclusive((c) => this.append(c, loadRows(columns, this.lastSid + 1, this.enums)));
    this.unordered += loaded.profiles;
    if (this.unordered >= Math.max(this.reorderAfterRows, this.index.size / 10)) await this.reorderProfiles();
    return { files: batches.length, ...loaded };
  }

  /**
   * Rewrites `profiles` in page order, so that a page or an export reads a few row groups rather than a few rows of
   * each. It costs about a second per million profiles, so it waits until the rows appended since the last time reach
   * a tenth of the table: each row is rewritten a bounded number of times however the table grows. Page keys do not
   * change, so the index and every cache stay valid.
   */
  private async reorderProfiles(): Promise<void> {
    await this.writer.exclusive(async (c) => {
      await c.run('BEGIN TRANSACTION');
      try {
        // Delete and insert rather than CREATE TABLE AS, which would drop the columns' NOT NULL constraints.
        await c.run('CREATE OR REPLACE TEMP TABLE ordered AS SELECT * FROM profiles ORDER BY page_key');
        await c.run('DELETE FROM profiles');
        await c.run('INSERT INTO profiles SELECT * FROM ordered');
        await c.run('DROP TABLE ordered');
        await c.run('COMMIT');
      } catch (error) {
        await c.run('ROLLBACK');
        throw error;
      }
    });
    this.unordered = 0;
  }

  private async append(c: DuckDBConnection, rows: LoadRows): Promise<Omit<LoadCounts, 'files'>> {
    await c.run('BEGIN TRANSACTION');
    try {
      await c.run('CREATE OR REPLACE TEMP TABLE incoming (session_id VARCHAR NOT NULL)');
      await appendColumns(c, 'incoming', [rows.sessionIds], rows.sessionIds.length);
      const replaced = await this.removeSessions(c, 'SELECT sid FROM sessions WHERE session_id IN (SELECT session_id FROM incoming)');
      for (const table of ['sessions', 'turns', 'profiles', 'demographics'] as const) {
        await appendColumns(c, table, rows[table].columns, rows[table].rows);
      }
      await this.commit(c, this.stateAfter(replaced, rows));
      this.lastSid += rows.sessions.rows;
      return { sessions: rows.sessions.rows, turns: rows.turns.rows, profiles: rows.profiles.rows };
    } catch (error) {
      await c.run('ROLLBACK');
      throw error;
    }
  }

  /** Erases one session everywhere in the warehouse; returns the rows removed (session, turns, profile, demographics). */
  async erase(sessionId: string): Promise<number> {
    return this.writer.exclusive(async (c) => {
      await c.run('BEGIN TRANSACTION');
      try {
        const removed = await this.removeSessions(c, 'SELECT sid FROM sessions WHERE session_id = $1', [sessionId]);
        await this.commit(c, this.stateAfter(removed));
        return removed.rows;
      } catch (error) {
        await c.run('ROLLBACK');
        throw error;
      }
    });
  }

  /** Deletes the sessions whose sids `query` selects from every table, inside the caller's transaction. */
  private async removeSessions(c: DuckDBConnection, query: string, params: string[] = []): Promise<Removed> {
    await c.run(`CREATE OR REPLACE TEMP TABLE removed AS ${query}`, params);
    const removed: Removed = { rows: 0, profileKeys: new Set(), turnsPerGame: new Map() };
    const found = (await c.runAndReadAll('SELECT p.page_key FROM removed r LEFT JOIN profiles p USING (sid)')).getRowsJS();
    if (found.length === 0) return removed;
    for (const [key] of found) if (key !== null) removed.profileKeys.add(Number(key));
    const turns = await c.runAndReadAll('SELECT game, count(*) AS n FROM turns WHERE sid IN (SELECT sid FROM removed) GROUP BY game');
    for (const { game, n } of turns.getRowObjectsJS()) removed.turnsPerGame.set(game as string, toNumber(n));
    for (const table of ['sessions', 'turns', 'profiles', 'demographics']) {
      removed.rows += Number((await c.run(`DELETE FROM ${table} WHERE sid IN (SELECT sid FROM removed)`)).rowsChanged);
    }
    return removed;
  }

  /** The in-memory state once `removed` is gone and `added` is loaded. */
  private stateAfter(removed: Removed, added?: LoadRows): WarehouseState {
    const signalTotals = new Map(this.signalTotals);
    for (const [game, n] of removed.turnsPerGame) signalTotals.set(game, signalTotals.get(game)! - n);
    for (const [game, n] of added?.turnsPerGame ?? []) signalTotals.set(game, (signalTotals.get(game) ?? 0) + n);
    return { index: this.index.update(removed.profileKeys, added?.profileKeys ?? { keys: [], gamesPlayed: [] }), signalTotals };
  }

  /**
   * Commits, swapping in the matching index and totals while no read runs: a page is never read with an index of
   * another version (reads take the index inside their turn on the reader connection).
   */
  private async commit(c: DuckDBConnection, state: WarehouseState): Promise<void> {
    await this.reader.exclusive(async () => {
      await c.run('COMMIT');
      this.install(state);
    });
  }

  private static async readState(c: DuckDBConnection): Promise<WarehouseState> {
    const [keys = [], games = []] = (await c.runAndReadAll('SELECT page_key, games_played FROM profiles ORDER BY page_key')).getColumnsJS();
    const totals = (await c.runAndReadAll('SELECT game, count(*) AS n FROM turns GROUP BY game')).getRowObjectsJS();
    return {
      index: ProfileIndex.sorted(keys.map((key) => Number(key)), games as number[]),
      signalTotals: new Map(totals.map((r) => [r.game as string, toNumber(r.n)])),
    };
  }

  private install(state: WarehouseState): void {
    this.index = state.index;
    this.signalTotals = state.signalTotals;
    this.version++;
    this.installedAt = Date.now();
  }

  /** When the reads' current state was installed (opened, loaded or erased), ms since epoch. */
  installedAt = Date.now();

  /** Reports how long each statement takes on the writer and on the reader connection, in seconds. */
  observeQueries(observer: (connection: 'writer' | 'reader', seconds: number) => void): void {
    this.writer.observe((seconds) => observer('writer', seconds));
    this.reader.observe((seconds) => observer('reader', seconds));
  }

  /** One query on the reader connection (a readiness check). */
  async ping(): Promise<void> {
    await this.reader.all('SELECT 1');
  }

  async facts(): Promise<DatasetFacts> {
    const [totals, games] = await Promise.all([
      this.reader.all(`SELECT count(*) AS sessions, coalesce(sum(total_rounds), 0) AS turns,
          strftime(min(date), '%Y-%m-%d') AS first, strftime(max(date), '%Y-%m-%d') AS last,
          coalesce(bool_and(synthetic), false) AS synthetic,
          (SELECT count(*) FROM profiles) AS profiles
        FROM sessions`),
      this.reader.all('SELECT game, count(*) AS sessions, sum(total_rounds) AS turns FROM sessions GROUP BY game ORDER BY game'),
    ]);
    const t = totals[0]!;
    return {
      totalSessions: toNumber(t.sessions),
      totalProfiles: toNumber(t.profiles),
      totalDecisions: toNumber(t.turns),
      games: games.map((g) => ({ game: g.game as string, sessions: toNumber(g.sessions), totalTurns: toNumber(g.turns) })),
      dateRange: t.first ? { from: t.first as string, to: t.last as string } : null,
      synthetic: t.synthetic as boolean,
    };
  }

  /**
   * The public sample's draw: the `size` profiles with at least `minGames` games that rank first by
   * SHA-256(drawKey ‖ session id), in that order. The same key and data always give the same rows, on any connection
   * or instance of this warehouse; without the key nobody can tell which profiles rank first. A profile's rank depends
   * only on the key and its own stable session id, so a load can only bring in newly eligible profiles that rank above
   * the last one drawn, and an erasure only lets the next one in: the rest of the draw stays as it was.
   *
   * The key is one 64-byte block, so this is HMAC's inner hash under a random key. HMAC's outer hash protects a MAC
   * that is published from length extension; these hashes never leave the query, and the outer one would more than
   * triple its cost (measured on a million profiles).
   */
  async sample(size: number, minGames: number, drawKey: Buffer): Promise<ProfileRecord[]> {
    if (drawKey.length !== 64) throw new Error('the sample draw key must be one 64-byte SHA-256 block');
    const rows = await this.reader.all(
      `SELECT ${profileColumns} FROM profiles WHERE games_played >= $1
       ORDER BY sha256(unhex($2) || encode(session_id)), session_id LIMIT ${size}`,
      [minGames, drawKey.toString('hex')],
    );
    return rows.map(profileOf);
  }

  /** One page of profiles in the documented order (date, then internal order), and the number matching. */
  async profiles(minGames: number, offset: number, limit: number, lane?: Lane): Promise<{ total: number; rows: ProfileRecord[] }> {
    return this.reader.exclusive(async (c) => {
      const range = this.index.range(minGames, offset, limit);
      const total = this.index.count(minGames);
      if (range === null) return { total, rows: [] };
      const result = await c.runAndReadAll(
        `SELECT ${profileColumns} FROM profiles WHERE page_key BETWEEN $1 AND $2 AND games_played >= $3 ORDER BY page_key`,
        [BigInt(range.first), BigInt(range.last), minGames],
      );
      return { total, rows: (result.getRowObjectsJS() as Row[]).map(profileOf) };
    }, lane);
  }


  async signals(game: GameId, dimension: Dimension, offset: number, limit: number, lane?: Lane): Promise<{ total: number; rows: SignalRecord[] }> {
    const total = this.signalTotals.get(game) ?? 0;
    if (offset >= total) return { total, rows: [] };
    const rows = await this.reader.all(
      `WITH page AS (
         SELECT sid, date, round, choice, response_ms, ${dimension} AS value, o, c, e, a, n FROM turns
         WHERE game = $1::game_id ORDER BY date, sid, round LIMIT $2 OFFSET $3)
       SELECT s.session_id, strftime(p.date, '%Y-%m-%d') AS date, p.* EXCLUDE (date, sid)
       FROM page p JOIN sessions s USING (sid) ORDER BY p.date, p.sid, p.round`,
      [game, limit, offset],
      lane,
    );
    return {
      total,
      rows: rows.map((r) => ({
        sessionId: r.session_id as string,
        round: toNumber(r.round),
        choice: r.choice as string,
        responseTimeMs: r.response_ms as number,
        signalValue: r.value as number,
        bigFiveSnapshot: { O: r.o as number, C: r.c as number, E: r.e as number, A: r.a as number, N: r.n as number },
        date: r.date as string,
      })),
    };
  }

  async scenarioSessions(
    scenarioId: string | null,
    offset: number,
    limit: number,
    lane?: Lane,
  ): Promise<{ total: number; rows: ScenarioSessionRecord[]; summary: Array<{ scenarioId: string; sessions: number }> }> {
    const filter = `game_context = 'custom-scenario'${scenarioId === null ? '' : ' AND scenario_id = $1'}`;
    const params = scenarioId === null ? [] : [scenarioId];
    const [page, summary] = await Promise.all([
      this.reader.all(
        `SELECT session_id, scenario_id, total_rounds, strftime(date, '%Y-%m-%d') AS date, count(*) OVER () AS total
         FROM sessions WHERE ${filter} ORDER BY sessions.date, sid LIMIT ${limit} OFFSET ${offset}`,
        params,
        lane,
      ),
      this.reader.all(
        `SELECT scenario_id, count(*) AS n FROM sessions WHERE game_context = 'custom-scenario'
         GROUP BY scenario_id ORDER BY scenario_id`,
        undefined,
        lane,
      ),
    ]);
    const total =
      page.length > 0
        ? toNumber(page[0]!.total)
        : toNumber((await this.reader.all(`SELECT count(*) AS n FROM sessions WHERE ${filter}`, params, lane))[0]!.n);
    return {
      total,
      rows: page.map((r) => ({
        sessionId: r.session_id as string,
        scenarioId: r.scenario_id as string,
        totalRounds: toNumber(r.total_rounds),
        date: r.date as string,
      })),
      summary: summary.map((r) => ({ scenarioId: r.scenario_id as string, sessions: toNumber(r.n) })),
    };
  }

  /**
   * How people chose in the battery's games: every turn of standard (not custom-scenario) sessions counted by game and
   * choice, with the number of those sessions and the date of the newest. The benchmark's humanAlignment compares a
   * model's choices with these. Computed once per warehouse version.
   */
  async humanBaseline(): Promise<HumanBaseline> {
    const version = this.version;
    if (this.baselineCache?.version !== version) this.baselineCache = { version, baseline: this.humanChoices().then(humanBaseline) };
    try {
      return await this.baselineCache.baseline;
    } catch (error) {
      if (this.baselineCache?.version === version) this.baselineCache = null;
      throw error;
    }
  }

  private async humanChoices(): Promise<{ asOf: string | null; sessions: number; counts: Array<{ game: BatteryGame; choice: string; n: number }> }> {
    const games = BATTERY.map((g) => `'${g}'`).join(', ');
    const [totals, counts] = await Promise.all([
      this.reader.all(`SELECT count(*) AS sessions, strftime(max(date), '%Y-%m-%d') AS as_of
        FROM sessions WHERE game_context = 'standard' AND game IN (${games})`),
      this.reader.all(`SELECT t.game::VARCHAR AS game, t.choice::VARCHAR AS choice, count(*) AS n
        FROM turns t JOIN sessions s USING (sid)
        WHERE s.game_context = 'standard' AND t.game IN (${games}) GROUP BY ALL ORDER BY ALL`),
    ]);
    return {
      asOf: (totals[0]?.as_of as string | null) ?? null,
      sessions: toNumber(totals[0]?.sessions ?? 0),
      counts: counts.map((r) => ({ game: r.game as BatteryGame, choice: r.choice as string, n: toNumber(r.n) })),
    };
  }

  /**
   * The profiles of the compliance baseline: the count of every segment (filtered profiles having the attribute), and
   * the trait and proxy columns of the segments with at least `minProfiles`, as typed arrays read straight from
   * DuckDB's vectors. One query; segments arrive as their index in the attribute's enumeration.
   */
  async baselineData(
    segmentBy: DemographicKey,
    filters: Partial<Record<DemographicKey, string>>,
    minProfiles: number,
  ): Promise<{ counts: Map<string, number>; segments: SegmentColumns[] }> {
    const names: readonly string[] = DEMOGRAPHICS[segmentBy];
    const column = `d.${demographicColumns[segmentBy]}`;
    const conditions = [`${column} IS NOT NULL`];
    const params: string[] = [];
    for (const [key, value] of Object.entries(filters) as Array<[DemographicKey, string | undefined]>) {
      if (value === undefined) continue;
      params.push(value);
      conditions.push(`d.${demographicColumns[key]} = $${params.length}`);
    }
    const code = `CASE ${column} ${names.map((name, i) => `WHEN '${name}' THEN ${i}`).join(' ')} END`;
    const result = await this.reader.exclusive((c) =>
      c.run(
        `SELECT CAST(${code} AS INTEGER) AS k, ${BASELINE_SQL.map((name) => `p.${name}`).join(', ')}
         FROM profiles p JOIN demographics d USING (sid) WHERE ${conditions.join(' AND ')}`,
        params,
      ),
    );
    const chunks = Array.from({ length: result.chunkCount }, (_, i) => result.getChunk(i));
    const sizes = new Int32Array(names.length);
    for (const chunk of chunks) for (const k of columnData(chunk.chunk, 0, chunk.rowCount, Int32Array)) sizes[k]!++;
    const counts = new Map(names.map((name, k) => [name, sizes[k]!] as const).filter(([, n]) => n > 0));
    const columns = names.map((_, k) => (sizes[k]! >= minProfiles ? BASELINE_SQL.map(() => new Float64Array(sizes[k]!)) : null));
    const filled = new Int32Array(names.length);
    for (const chunk of chunks) {
      const rows = chunk.rowCount;
      const segmentOf = columnData(chunk.chunk, 0, rows, Int32Array);
      const values = BASELINE_SQL.map((_, i) => columnData(chunk.chunk, i + 1, rows, Float64Array));
      for (let row = 0; row < rows; row++) {
        const k = segmentOf[row]!;
        const target = columns[k];
        if (!target) continue; // below minProfiles: read, never reported
        const at = filled[k]!++;
        for (let i = 0; i < values.length; i++) target[i]![at] = values[i]![row]!;
      }
    }
    const segments = names.flatMap((segment, k) => (columns[k] ? [{ segment, columns: columns[k] }] : []));
    return { counts, segments };
  }
}

/** A path as an SQL string literal (COPY and read_parquet take no parameters). */
const sqlFile = (file: string) => `'${file.replaceAll("'", "''")}'`;

/** Writes a table or a parenthesised query to a Parquet file; returns the rows written. */
async function copyParquet(c: DuckDBConnection, source: string, file: string): Promise<number> {
  return Number((await c.run(`COPY ${source} TO ${sqlFile(file)} (FORMAT parquet)`)).rowsChanged);
}

/** Another name for an immutable file: a hard link, or a copy where the filesystem has none. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * A chunk column's values straight from DuckDB's vector memory (the C API's duckdb_vector_get_data), without one JS
 * value per cell. Only for NOT NULL fixed-width columns: the validity mask is not read.
 */
function columnData<T extends Int32Array | Float64Array>(
  chunk: duckdb.DataChunk,
  column: number,
  rows: number,
  type: { new (buffer: ArrayBufferLike, byteOffset: number, length: number): T; BYTES_PER_ELEMENT: number },
): T {
  const bytes = duckdb.vector_get_data(duckdb.data_chunk_get_vector(chunk, column), rows * type.BYTES_PER_ELEMENT);
  return new type(bytes.buffer, bytes.byteOffset, rows);
}

/** Profile columns of the baseline, in BASELINE_COLUMNS order (five traits, three proxies). */
const BASELINE_SQL = ['o', 'c', 'e', 'a', 'n', 'cooperation_rate', 'risk_tolerance', 'moral_consistency'];
