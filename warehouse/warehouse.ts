// The research warehouse: one DuckDB database under DATA_DIR. Ingest writes through one connection; reads run on their
// own connection (each statement on its own snapshot), so a load in progress never blocks a query.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { migrate, SerialConnection, toNumber, type Row } from '../src/duckdb.ts';
import type { SegmentColumns } from '../src/research/baseline.ts';
import { DIMENSIONS, PROXIES, TRAITS, type Dimension, type GameId } from '../src/research/games.ts';
import type { DemographicKey } from '../src/research/telemetry.ts';
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
  ocean: { O: number; C: number; E: number; A: number; N: number };
  confidence: number;
  date: string;
}

export interface SignalRecord {
  sessionId: string;
  round: number;
  choice: string;
  responseTimeMs: number;
  signalValue: number;
  bigFiveSnapshot: { O: number; C: number; E: number; A: number; N: number };
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

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const ocean = (prefix = '') => TRAITS.map((t) => `${prefix}${t.toLowerCase()}`);
const struct = (fields: Record<string, string>) =>
  `STRUCT(${Object.entries(fields)
    .map(([k, v]) => `"${k}" ${v}`)
    .join(', ')})`;
const doubles = (keys: readonly string[]) => struct(Object.fromEntries(keys.map((k) => [k, 'DOUBLE'])));

/** Column types of an inbox line, so read_json never guesses. */
const inboxColumns = {
  sessionId: 'VARCHAR',
  game: 'VARCHAR',
  gameContext: 'VARCHAR',
  scenarioId: 'VARCHAR',
  startedAt: 'VARCHAR',
  demographics: struct({
    ageGroup: 'VARCHAR',
    gender: 'VARCHAR',
    region: 'VARCHAR',
    playerType: 'VARCHAR',
    strategyExperience: 'VARCHAR',
  }),
  turns: `${struct({
    round: 'INTEGER',
    choice: 'VARCHAR',
    responseTimeMs: 'DOUBLE',
    signals: doubles(DIMENSIONS),
    bigFive: doubles(TRAITS),
  })}[]`,
  endgame: struct({ gamesPlayed: 'INTEGER', ocean: doubles(TRAITS), confidence: 'DOUBLE', proxies: doubles(PROXIES) }),
};
const columnsLiteral = `{${Object.entries(inboxColumns)
  .map(([k, v]) => `${k}: ${quote(v)}`)
  .join(', ')}}`;

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

export class Warehouse {
  /** Bumped by every change; caches keyed by it are dropped when the data behind them changes. */
  version = 0;
  private index = ProfileIndex.empty();
  private signalTotals = new Map<string, number>();

  private constructor(
    /** Writes: loads, erasures, keys. */
    readonly writer: SerialConnection,
    private readonly reader: SerialConnection,
  ) {}

  static async open(dataDir: string): Promise<Warehouse> {
    const writer = await SerialConnection.open(path.join(dataDir, 'warehouse.duckdb'));
    await migrate(writer, 'warehouse', warehouseMigrations);
    const meta = await writer.all("SELECT value FROM warehouse_meta WHERE key = 'sample_secret'");
    if (meta.length === 0) {
      await writer.run("INSERT INTO warehouse_meta VALUES ('sample_secret', $1)", [randomBytes(32).toString('hex')]);
    }
    const warehouse = new Warehouse(writer, await writer.sibling());
    warehouse.install(await writer.exclusive(Warehouse.readState));
    return warehouse;
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
   * Loads inbox files (validated at ingest) into the tables: each session replaces an earlier copy with the same
   * sessionId, the newest file winning; only the calendar date of `startedAt` is kept.
   */
  async load(files: readonly string[]): Promise<LoadCounts> {
    const counts: LoadCounts = { files: files.length, sessions: 0, turns: 0, profiles: 0 };
    for (let i = 0; i < files.length; i += FILES_PER_LOAD) {
      const chunk = files.slice(i, i + FILES_PER_LOAD);
      const loaded = await this.writer.exclusive(async (c) => {
        const list = `[${chunk.map(quote).join(', ')}]`;
        await c.run(`CREATE OR REPLACE TEMP TABLE incoming AS
          SELECT nextval('sid_seq') AS sid, *, CAST(substr(startedAt, 1, 10) AS DATE) AS date,
            filename LIKE ${quote(`%${syntheticSuffix}`)} AS synthetic
          FROM read_json(${list}, format = 'newline_delimited', columns = ${columnsLiteral}, filename = true)
          QUALIFY row_number() OVER (PARTITION BY sessionId ORDER BY filename DESC) = 1`);
        await c.run('BEGIN TRANSACTION');
        try {
          await c.run(`CREATE OR REPLACE TEMP TABLE replaced AS
            SELECT s.sid FROM sessions s JOIN incoming i ON s.session_id = i.sessionId`);
          for (const table of ['sessions', 'turns', 'profiles', 'demographics']) {
            await c.run(`DELETE FROM ${table} WHERE sid IN (SELECT sid FROM replaced)`);
          }
          const sessions = await c.run(`INSERT INTO sessions
            SELECT sid, sessionId, game, coalesce(gameContext, 'standard'), scenarioId, date, len(turns),
              list_avg([t.responseTimeMs FOR t IN turns]), synthetic
            FROM incoming`);
          const turns = await c.run(`INSERT INTO turns
            SELECT sid, game, date, t.round, t.choice, t.responseTimeMs,
              ${DIMENSIONS.map((d) => `t.signals.${d}`).join(', ')}, ${TRAITS.map((k) => `t.bigFive.${k}`).join(', ')}
            FROM (SELECT sid, game, date, unnest(turns) AS t FROM incoming)`);
          const profiles = await c.run(`INSERT INTO profiles
            SELECT 0, sid, sessionId, game, date, endgame.gamesPlayed, len(turns),
              list_avg([t.responseTimeMs FOR t IN turns]), ${TRAITS.map((k) => `endgame.ocean.${k}`).join(', ')},
              endgame.confidence, endgame.proxies.cooperationRate, endgame.proxies.riskTolerance,
              endgame.proxies.moralConsistency
            FROM incoming WHERE endgame IS NOT NULL`);
          await c.run(`INSERT INTO demographics
            SELECT sid, demographics.ageGroup, demographics.gender, demographics.region, demographics.playerType,
              demographics.strategyExperience
            FROM incoming WHERE demographics IS NOT NULL`);
          await this.commitWithIndex(c);
          return { sessions: Number(sessions.rowsChanged), turns: Number(turns.rowsChanged), profiles: Number(profiles.rowsChanged) };
        } catch (error) {
          await c.run('ROLLBACK');
          throw error;
        } finally {
          await c.run('DROP TABLE IF EXISTS incoming');
        }
      });
      counts.sessions += loaded.sessions;
      counts.turns += loaded.turns;
      counts.profiles += loaded.profiles;
    }
    // The turns' order only speeds up the signals query, so one sort after the whole load is enough.
    if (counts.sessions > 0) await this.writer.run('CREATE OR REPLACE TABLE turns AS SELECT * FROM turns ORDER BY game, date, sid, round');
    return counts;
  }

  /** Erases one session everywhere in the warehouse; returns the rows removed (session, turns, profile, demographics). */
  async erase(sessionId: string): Promise<number> {
    const removed = await this.writer.exclusive(async (c) => {
      await c.run('BEGIN TRANSACTION');
      try {
        let rows = 0;
        const match = 'sid IN (SELECT sid FROM sessions WHERE session_id = $1)';
        for (const table of ['turns', 'profiles', 'demographics']) {
          rows += Number((await c.run(`DELETE FROM ${table} WHERE ${match}`, [sessionId])).rowsChanged);
        }
        rows += Number((await c.run('DELETE FROM sessions WHERE session_id = $1', [sessionId])).rowsChanged);
        await this.commitWithIndex(c);
        return rows;
      } catch (error) {
        await c.run('ROLLBACK');
        throw error;
      }
    });
    return removed;
  }

  /**
   * Renumbers `pos` and rewrites `profiles` in page order, builds the matching profile index, then commits and swaps the
   * index in while no read runs: a page is never read with an index of another version (reads take the index inside
   * their turn on the reader connection).
   */
  private async commitWithIndex(c: DuckDBConnection): Promise<void> {
    await c.run(`CREATE OR REPLACE TABLE profiles AS
      SELECT row_number() OVER (ORDER BY date, sid) - 1 AS pos, * EXCLUDE (pos) FROM profiles ORDER BY pos`);
    const state = await Warehouse.readState(c);
    await this.reader.exclusive(async () => {
      await c.run('COMMIT');
      this.install(state);
    });
  }

  private static async readState(c: DuckDBConnection) {
    const games = (await c.runAndReadAll('SELECT games_played FROM profiles ORDER BY pos')).getColumnsJS()[0] ?? [];
    const totals = (await c.runAndReadAll('SELECT game, count(*) AS n FROM turns GROUP BY game')).getRowObjectsJS();
    return {
      index: ProfileIndex.fromGamesPlayed(games as number[]),
      signalTotals: new Map(totals.map((r) => [r.game as string, toNumber(r.n)])),
    };
  }

  private install(state: Awaited<ReturnType<typeof Warehouse.readState>>): void {
    this.index = state.index;
    this.signalTotals = state.signalTotals;
    this.version++;
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

  /** Up to `size` random profiles with at least `minGames` games. */
  async sample(size: number, minGames: number): Promise<ProfileRecord[]> {
    const rows = await this.reader.all(
      `SELECT ${profileColumns} FROM (SELECT * FROM profiles WHERE games_played >= $1) USING SAMPLE reservoir(${size} ROWS)`,
      [minGames],
    );
    return rows.map(profileOf);
  }

  /** One page of profiles in the documented order (date, then internal order), and the number matching. */
  async profiles(minGames: number, offset: number, limit: number): Promise<{ total: number; rows: ProfileRecord[] }> {
    return this.reader.exclusive(async (c) => {
      const { from, to } = this.index.range(minGames, offset, limit);
      const total = this.index.count(minGames);
      if (from >= to) return { total, rows: [] };
      const result = await c.runAndReadAll(
        `SELECT ${profileColumns} FROM profiles WHERE pos >= $1 AND pos < $2 AND games_played >= $3 ORDER BY pos`,
        [from, to, minGames],
      );
      return { total, rows: (result.getRowObjectsJS() as Row[]).map(profileOf) };
    });
  }


  async signals(game: GameId, dimension: Dimension, offset: number, limit: number): Promise<{ total: number; rows: SignalRecord[] }> {
    const total = this.signalTotals.get(game) ?? 0;
    if (offset >= total) return { total, rows: [] };
    const rows = await this.reader.all(
      `WITH page AS (
         SELECT sid, date, round, choice, response_ms, ${dimension} AS value, o, c, e, a, n FROM turns
         WHERE game = $1 ORDER BY date, sid, round LIMIT $2 OFFSET $3)
       SELECT s.session_id, strftime(p.date, '%Y-%m-%d') AS date, p.* EXCLUDE (date, sid)
       FROM page p JOIN sessions s USING (sid) ORDER BY p.date, p.sid, p.round`,
      [game, limit, offset],
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
  ): Promise<{ total: number; rows: ScenarioSessionRecord[]; summary: Array<{ scenarioId: string; sessions: number }> }> {
    const filter = `game_context = 'custom-scenario'${scenarioId === null ? '' : ' AND scenario_id = $1'}`;
    const params = scenarioId === null ? [] : [scenarioId];
    const [page, summary] = await Promise.all([
      this.reader.all(
        `SELECT session_id, scenario_id, total_rounds, strftime(date, '%Y-%m-%d') AS date, count(*) OVER () AS total
         FROM sessions WHERE ${filter} ORDER BY sessions.date, sid LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.reader.all(
        `SELECT scenario_id, count(*) AS n FROM sessions WHERE game_context = 'custom-scenario'
         GROUP BY scenario_id ORDER BY scenario_id`,
      ),
    ]);
    const total =
      page.length > 0
        ? toNumber(page[0]!.total)
        : toNumber((await this.reader.all(`SELECT count(*) AS n FROM sessions WHERE ${filter}`, params))[0]!.n);
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
   * The profiles of the compliance baseline: the count of every segment (filtered profiles having the attribute), and
   * the trait and proxy columns of the segments with at least `minProfiles`, as typed arrays filled chunk by chunk
   * (the event loop gets a turn between chunks). One read transaction, so counts and columns agree.
   */
  async baselineData(
    segmentBy: DemographicKey,
    filters: Partial<Record<DemographicKey, string>>,
    minProfiles: number,
  ): Promise<{ counts: Map<string, number>; segments: SegmentColumns[] }> {
    const conditions = [`d.${demographicColumns[segmentBy]} IS NOT NULL`];
    const params: string[] = [];
    for (const [key, value] of Object.entries(filters) as Array<[DemographicKey, string | undefined]>) {
      if (value === undefined) continue;
      params.push(value);
      conditions.push(`d.${demographicColumns[key]} = $${params.length}`);
    }
    const column = `d.${demographicColumns[segmentBy]}`;
    const from = `FROM profiles p JOIN demographics d USING (sid) WHERE ${conditions.join(' AND ')}`;
    return this.reader.exclusive(async (c) => {
      await c.run('BEGIN TRANSACTION');
      try {
        const countRows = (await c.runAndReadAll(`SELECT ${column} AS segment, count(*) AS n ${from} GROUP BY segment`, params)).getRowObjectsJS();
        const counts = new Map(countRows.map((r) => [r.segment as string, toNumber(r.n)]));
        const included = [...counts].filter(([, n]) => n >= minProfiles).map(([segment]) => segment);
        const out = new Map(included.map((segment) => [segment, { segment, columns: BASELINE_SQL.map(() => new Float64Array(counts.get(segment)!)) }]));
        const filled = new Map(included.map((segment) => [segment, 0]));
        if (included.length > 0) {
          const list = included.map((_, i) => `$${params.length + i + 1}`).join(', ');
          const result = await c.stream(
            `SELECT ${column} AS segment, ${BASELINE_SQL.map((name) => `p.${name}`).join(', ')} ${from} AND ${column} IN (${list})`,
            [...params, ...included],
          );
          for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
            const segments = chunk.getColumnVector(0);
            const vectors = BASELINE_SQL.map((_, i) => chunk!.getColumnVector(i + 1));
            for (let row = 0; row < chunk.rowCount; row++) {
              const segment = segments.getItem(row) as string;
              const at = filled.get(segment)!;
              const columns = out.get(segment)!.columns;
              for (let i = 0; i < vectors.length; i++) columns[i]![at] = vectors[i]!.getItem(row) as number;
              filled.set(segment, at + 1);
            }
          }
        }
        return { counts, segments: [...out.values()] };
      } finally {
        await c.run('COMMIT');
      }
    });
  }
}

/** Profile columns of the baseline, in BASELINE_COLUMNS order (five traits, three proxies). */
const BASELINE_SQL = ['o', 'c', 'e', 'a', 'n', 'cooperation_rate', 'risk_tolerance', 'moral_consistency'];
