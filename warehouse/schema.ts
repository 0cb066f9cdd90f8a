// The warehouse's tables. Analytics-typed columns; no primary-key indexes (DuckDB's ART indexes slow bulk loads and
// fight delete-then-reinsert). Paging is cheap because an in-memory index maps any page of profiles to a range of
// `page_key` (profile-index.ts) and `profiles` is rewritten in that order now and then, so a range is a few row groups;
// loads append `turns` grouped by game, so DuckDB's zone maps can skip row groups.
import { ALL_CHOICES, DIMENSIONS, GAME_IDS } from '../src/research/games.ts';

const signalColumns = DIMENSIONS.map((d) => `${d} DOUBLE NOT NULL`).join(', ');
const members = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const warehouseMigrations: string[][] = [
  [
    'CREATE SEQUENCE sid_seq START 1',
    // One row per session (custom-scenario sessions are those with game_context 'custom-scenario' and a scenario_id). `session_id` is the app's id: internal, it leaves only as a buyer's HMAC. `sid` is the
    // compact join key and, with the date, the stable internal order.
    `CREATE TABLE sessions (
      sid BIGINT NOT NULL, session_id VARCHAR NOT NULL, game VARCHAR NOT NULL,
      game_context VARCHAR NOT NULL, scenario_id VARCHAR, date DATE NOT NULL,
      total_rounds INTEGER NOT NULL, avg_response_ms DOUBLE NOT NULL,
      synthetic BOOLEAN NOT NULL)`,
    // Per-turn decisions with their eight signals and the client's Big Five estimate; game and date repeated so the
    // signals endpoint filters and orders without a join. Each load appends its turns grouped by game.
    `CREATE TABLE turns (
      sid BIGINT NOT NULL, game VARCHAR NOT NULL, date DATE NOT NULL, round INTEGER NOT NULL, choice VARCHAR NOT NULL,
      response_ms DOUBLE NOT NULL, ${signalColumns},
      o DOUBLE NOT NULL, c DOUBLE NOT NULL, e DOUBLE NOT NULL, a DOUBLE NOT NULL, n DOUBLE NOT NULL)`,
    // Endgame profiles, one per session that has one. `pos` became `page_key` in migration 3.
    `CREATE TABLE profiles (
      pos BIGINT NOT NULL, sid BIGINT NOT NULL, session_id VARCHAR NOT NULL, game VARCHAR NOT NULL, date DATE NOT NULL,
      games_played INTEGER NOT NULL, total_decisions INTEGER NOT NULL, avg_response_ms DOUBLE NOT NULL,
      o DOUBLE NOT NULL, c DOUBLE NOT NULL, e DOUBLE NOT NULL, a DOUBLE NOT NULL, n DOUBLE NOT NULL,
      confidence DOUBLE NOT NULL, cooperation_rate DOUBLE NOT NULL, risk_tolerance DOUBLE NOT NULL,
      moral_consistency DOUBLE NOT NULL)`,
    // Demographics: for segmentation (the compliance baseline) only; no endpoint returns them per row.
    `CREATE TABLE demographics (
      sid BIGINT NOT NULL, age_group VARCHAR, gender VARCHAR, region VARCHAR, player_type VARCHAR,
      strategy_experience VARCHAR)`,
    // Research buyers; `secret` keys the HMAC of every session id a buyer sees.
    `CREATE TABLE buyers (id VARCHAR NOT NULL, name VARCHAR NOT NULL, secret BLOB NOT NULL, created_at TIMESTAMP NOT NULL)`,
    `CREATE TABLE research_keys (
      hash VARCHAR NOT NULL, buyer_id VARCHAR NOT NULL, prefix VARCHAR NOT NULL,
      created_at TIMESTAMP NOT NULL, revoked_at TIMESTAMP)`,
    `CREATE TABLE ingest_keys (
      hash VARCHAR NOT NULL, name VARCHAR NOT NULL, prefix VARCHAR NOT NULL,
      created_at TIMESTAMP NOT NULL, revoked_at TIMESTAMP)`,
    // Settings of the warehouse itself: the root of the public sample's daily secret, whether the data is synthetic.
    'CREATE TABLE warehouse_meta (key VARCHAR NOT NULL, value VARCHAR NOT NULL)',
  ],
  [
    // Benchmark runs and head-to-head matches (SPEC §6): the record as submitted (JSON text) beside the columns the
    // leaderboard and filters use. `synthetic` marks demo data.
    `CREATE TABLE benchmark_runs (
      run_id VARCHAR NOT NULL, provider VARCHAR NOT NULL, model VARCHAR NOT NULL, date VARCHAR NOT NULL,
      overall DOUBLE NOT NULL, report VARCHAR NOT NULL, synthetic BOOLEAN NOT NULL)`,
    `CREATE TABLE head_to_head (
      match_id VARCHAR NOT NULL, timestamp VARCHAR NOT NULL, player_a VARCHAR NOT NULL, player_b VARCHAR NOT NULL,
      record VARCHAR NOT NULL, synthetic BOOLEAN NOT NULL)`,
  ],
  [
    // Loads number sessions themselves (after the highest sid) and append whole columns through DuckDB's appender.
    'DROP SEQUENCE sid_seq',
    // A profile's place in the page order is its page key (date, then sid, as one number; profile-index.ts), fixed
    // when it is loaded: a load no longer renumbers and rewrites the whole table.
    'ALTER TABLE profiles RENAME COLUMN pos TO page_key',
    "UPDATE profiles SET page_key = (date - DATE '1970-01-01') * 4294967296 + sid",
    // A turn's game and choice as enums: a load copies their codes, not one string per turn. The members are the
    // games and choices games.ts knows when this runs; a game or choice added later needs a migration that widens
    // these types (a load refuses a value its type lacks).
    `CREATE TYPE game_id AS ENUM (${members(GAME_IDS)})`,
    `CREATE TYPE choice_value AS ENUM (${members(ALL_CHOICES)})`,
    'ALTER TABLE turns ALTER game TYPE game_id',
    'ALTER TABLE turns ALTER choice TYPE choice_value',
  ],
  [
    // Scoring v1.0 became a replay of the decisions (src/battery): demo runs and matches made before it carry numbers
    // no engine computed. They go, and the next start seeds new ones through the engine when no record is left.
    'DELETE FROM benchmark_runs WHERE synthetic',
    'DELETE FROM head_to_head WHERE synthetic',
  ],
  [
    // Server-run evaluations (src/research/evaluations.ts): the record as JSON, rewritten after each decision, and the
    // provider calls of each as its evidence (the transcript). No provider key is ever in either.
    'CREATE TABLE evaluations (id VARCHAR NOT NULL, owner VARCHAR NOT NULL, record VARCHAR NOT NULL, version INTEGER NOT NULL)',
    'CREATE TABLE evaluation_calls (evaluation_id VARCHAR NOT NULL, seq INTEGER NOT NULL, call VARCHAR NOT NULL)',
  ],
];
